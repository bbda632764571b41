/// Compact internal records the parser fills and the queries read. Public values (`Transaction`,
/// `Posting`) are made from them on demand, so loading a large journal makes few allocations.

/// A range of bytes in one source file, for text made into a `String` only when asked for.
struct TextRef: Sendable, Hashable {
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
    /// The quantity's mantissa; after loading, at the commodity's storage scale. Zero when the quantity
    /// is held in the wide table (``wide``), so a total's integer sum can add it without looking.
    var quantity: Int128
    var scale: UInt8
    var kind: UInt8
    /// True when the journal left the amount out and it was inferred (or assigned).
    var isInferred: Bool
    var hasAmount: Bool
    var account: Int32
    var commodity: Int32
    var line: Int32
    /// Index into the cost table, or -1.
    var cost: Int32
    /// Index into the assertion table, or -1.
    var assertion: Int32
    /// The posting's own date (`; date:` or `; [DATE]`) as `yyyymmdd`, or 0 for the transaction's.
    var date: Int32 = 0
    /// Index into the table of wide quantities (those that do not fit `quantity`, and after loading
    /// every quantity of a commodity whose total might not), or -1.
    var wide: Int32 = -1
}

struct CostRecord: Sendable {
    var isTotal: Bool
    var price: ExactDecimal
    var commodity: Int32
    /// The whole cost of the posting, signed like its quantity (hledger's rule).
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
    /// The style a `commodity` directive (or its `format` line) declares: it wins over any other.
    var declaredStyle: CommodityStyle?
    /// The style of the last `D` directive naming this commodity, next in precedence (as in hledger).
    var defaultDirectiveStyle: CommodityStyle?
    /// The amounts of `P` directives in this commodity, which hledger reads for style first.
    var priceAmounts = StyleInference()
    /// The amounts of postings (and timeclock and timedot entries) in this commodity.
    var postingAmounts = StyleInference()
    /// Costs, balance assertions and rules' amounts: hledger infers no style from them; used only for
    /// a commodity written nowhere else.
    var otherAmounts = StyleInference()
    /// The style settled when reading is done (``JournalBuilder/settleStyles()``).
    var settledStyle: CommodityStyle?
    /// The declared style's marks and precision, used to settle ambiguous numbers.
    var suggestion: AmountScanner.Suggestion?
    /// The largest scale of any posting quantity, the storage scale after loading.
    var storageScale = 0
    /// Which marks some amount of this commodity uses as a decimal mark beyond doubt (not a lone mark
    /// before three digits): bit 0 for `.`, bit 1 for `,`.
    var decimalEvidence: UInt8 = 0
    /// The most decimal places of an amount of this commodity that is not in doubt.
    var plainPrecision = 0
    /// How many amounts were read with a lone mark taken as a decimal mark though it looks like a
    /// thousands separator (`5,400`).
    var doubtfulCount = 0
    /// The first of those.
    var firstDoubtful: DoubtfulAmount?

    /// Whether some amount like `5,400` was read as 5.4 for want of a directive and no amount of the
    /// commodity uses that mark as a decimal mark beyond doubt.
    var isMarkInDoubt: Bool {
        guard let amount = firstDoubtful else { return false }
        return decimalEvidence & (amount.mark == UInt8(ascii: ".") ? 1 : 2) == 0
    }

    /// Whether a `commodity` directive declared a style.
    var isDeclared: Bool { declaredStyle != nil }

    /// The style as far as it is known: the settled one after reading, else what the directives and
    /// amounts read so far say.
    var style: CommodityStyle? {
        settledStyle ?? declaredStyle ?? defaultDirectiveStyle ?? priceAmounts.followed(by: postingAmounts).style
            ?? otherAmounts.style
    }
}

/// Where an amount read with its lone mark as a decimal mark was written.
struct DoubtfulAmount: Sendable {
    var file: Int
    var line: Int
    var offset: Int
    var length: Int
    var lineStart: Int
    var lineEnd: Int
    var text: String
    var mark: UInt8
    var value: ExactDecimal
}

/// A `~ PERIOD` or `= QUERY` rule as read.
struct RuleRecord: Sendable {
    enum Kind: Sendable {
        case periodic(PeriodRule)
        case automated(PostingQuery)
    }

    var kind: Kind
    var file: Int32
    var line: Int32
    /// The text after `~` or `=` up to the description (two spaces) or comment.
    var expression: TextRef
    var description: TextRef
    var postingStart: Int32
    var postingCount: Int32
}

/// One posting of a rule: an account and an amount, or a multiplier of the matched amount.
struct RulePostingRecord: Sendable {
    var account: Int32
    var kind: UInt8
    var line: Int32
    /// False when the amount is left out (inferred when the rule is applied).
    var hasAmount: Bool
    /// `*N`: the amount is N times the matched posting's (in ``commodity`` when it has one).
    var isMultiplier: Bool
    var quantity: ExactDecimal
    var commodity: Int32
    /// The cost written (`@`, `@@`), or -1.
    var cost: Int32
    /// The balance assertion written, or -1.
    var assertion: Int32
}

/// The directives in force at a point of a file that decide how an amount is read there: a
/// `decimal-mark`, and a `D` directive's commodity and marks.
struct ReadingScope: Sendable {
    var decimalMark: UInt8?
    var defaultCommodity: Int32?
    var defaultStyle: AmountScanner.Suggestion?
}
