/// Compact internal records the parser fills and the queries read. Public values (`Transaction`,
/// `Posting`) are made from them on demand, so loading a large journal makes few allocations.

/// A range of bytes in one source file, for text made into a `String` only when asked for.
struct TextRef: Sendable {
    var start: Int32 = 0
    var length: Int32 = 0
}

/// Posting kinds, as in `account`, `(account)`, `[account]`.
enum PostingKindCode {
    static let real: UInt8 = 0
    static let virtual: UInt8 = 1
    static let balancedVirtual: UInt8 = 2
}

struct TransactionRecord: Sendable {
    var date: Int32
    var secondaryDate: Int32
    var file: Int32
    var line: Int32
    var postingStart: Int32
    var postingCount: Int32
    var status: UInt8
    var code: TextRef
    var description: TextRef
    var comment: TextRef
}

struct PostingRecord: Sendable {
    /// The quantity's mantissa; after loading, at the commodity's storage scale.
    var quantity: Int128
    var scale: UInt8
    var kind: UInt8
    /// True when the journal left the amount out and it was inferred.
    var isInferred: Bool
    var hasAmount: Bool
    var account: Int32
    var commodity: Int32
    var line: Int32
    /// Index into the cost table, or -1.
    var cost: Int32
    /// Index into the assertion table, or -1.
    var assertion: Int32
}

struct CostRecord: Sendable {
    var isTotal: Bool
    var price: ExactDecimal
    var commodity: Int32
    /// The whole cost of the posting, signed like its quantity.
    var total: ExactDecimal
}

struct AssertionRecord: Sendable {
    var amount: ExactDecimal
    var commodity: Int32
    var isTotal: Bool
    var isInclusive: Bool
    var column: Int32
}

struct PriceRecord: Sendable {
    var date: Int32
    var commodity: Int32
    var price: ExactDecimal
    var priceCommodity: Int32
}

/// What the parser learns about one commodity while reading.
struct CommodityInfo: Sendable {
    var style: CommodityStyle?
    var isDeclared = false
    /// The decimal mark a `commodity` directive declared, used to read ambiguous numbers.
    var declaredDecimalMark: UInt8?
    /// The largest scale of any posting quantity, the storage scale after loading.
    var storageScale = 0
}
