/// Accumulates everything read from a journal and its includes, then checks and freezes it into a
/// `Journal`. Internal: the public entry point is `Journal.load`.
struct JournalBuilder {
    /// Directive state scoped to a file and the files it includes.
    struct Scope {
        var year: Int?
        var decimalMark: UInt8?
        var aliases: [(from: String, to: String)] = []
        var parentAccounts: [String] = []
        var defaultCommodity: Int32?
        var needsRewrite: Bool { !aliases.isEmpty || !parentAccounts.isEmpty }
    }

    let resolver: IncludeResolver?
    var files: [JournalSource] = []
    var accounts = ByteInterner()
    var commodities = ByteInterner()
    var commodityInfo: [CommodityInfo] = []
    var transactions: [TransactionRecord] = []
    var postings: [PostingRecord] = []
    var costs: [CostRecord] = []
    var assertions: [AssertionRecord] = []
    var prices: [PriceRecord] = []
    var declaredTypes: [Int32: AccountType] = [:]
    var errors: [JournalError] = []
    var warnings: [JournalError] = []
    var includeStack: [String] = []
    /// Transactions with a malformed posting: reported, never balanced or kept.
    var brokenTransactions: Set<Int> = []
    /// Transactions with costs whose residuals are checked once display precisions are known.
    var deferredResiduals: [(transaction: Int, commodity: Int32, residual: ExactDecimal, group: UInt8)] = []

    init(resolver: IncludeResolver?) {
        self.resolver = resolver
        let empty: [UInt8] = []
        _ = empty.withUnsafeBufferPointer { commodities.intern($0) }  // id 0: no commodity
        commodityInfo.append(CommodityInfo())
    }

    mutating func commodityID(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let id = commodities.intern(bytes)
        if Int(id) == commodityInfo.count { commodityInfo.append(CommodityInfo()) }
        return id
    }

    mutating func commodityID(_ text: String) -> Int32 {
        var copy = text
        return copy.withUTF8 { commodityID($0) }
    }

    /// The account id for a name as written, after aliases and `apply account`.
    mutating func accountID(_ bytes: UnsafeBufferPointer<UInt8>, scope: Scope) -> Int32 {
        guard scope.needsRewrite else { return accounts.intern(bytes) }
        return accounts.intern(rewrite(String(decoding: bytes, as: UTF8.self), scope: scope))
    }

    func rewrite(_ raw: String, scope: Scope) -> String {
        var name = raw
        if !scope.parentAccounts.isEmpty { name = scope.parentAccounts.joined(separator: ":") + ":" + name }
        for alias in scope.aliases.reversed() {
            if name == alias.from {
                name = alias.to
            } else if name.hasPrefix(alias.from + ":") {
                name = alias.to + name.dropFirst(alias.from.count)
            }
        }
        return name
    }

    /// Formats an amount with what is known of its commodity's style so far.
    func format(_ quantity: ExactDecimal, _ commodity: Int32) -> String {
        let style = commodityInfo[Int(commodity)].style ?? CommodityStyle()
        return style.format(quantity, symbol: commodities.string(commodity))
    }

    mutating func addError(file: Int, line: Int, offset: Int, lineStart: Int, lineEnd: Int, _ message: String) {
        errors.append(
            makeError(file: file, line: line, offset: offset, lineStart: lineStart, lineEnd: lineEnd, message))
    }

    func makeError(file: Int, line: Int, offset: Int, lineStart: Int, lineEnd: Int, _ message: String) -> JournalError {
        let bytes = files[file].bytes
        let lineBytes = bytes[lineStart..<lineEnd]
        // Column in characters: count UTF-8 lead bytes before the offset.
        var column = 1
        if offset > lineStart {
            for byte in bytes[lineStart..<min(offset, lineEnd)] where byte & 0xC0 != 0x80 { column += 1 }
        }
        return JournalError(
            path: files[file].path, line: line, column: column, message: message,
            lineText: String(decoding: lineBytes, as: UTF8.self))
    }

    /// The error for a transaction as a whole, at its header line.
    func transactionError(_ index: Int, _ message: String) -> JournalError {
        let record = transactions[index]
        let (start, end) = lineBounds(file: Int(record.file), line: Int(record.line))
        return makeError(
            file: Int(record.file), line: Int(record.line), offset: start, lineStart: start, lineEnd: end, message)
    }

    /// The error for a posting, at its line, `byteOffset` bytes into it.
    func postingError(_ posting: PostingRecord, file: Int, byteOffset: Int = 0, _ message: String) -> JournalError {
        let (start, end) = lineBounds(file: file, line: Int(posting.line))
        let offset = min(start + byteOffset, end)
        return makeError(file: file, line: Int(posting.line), offset: offset, lineStart: start, lineEnd: end, message)
    }

    /// Byte bounds of a 1-based line (slow; only for errors).
    func lineBounds(file: Int, line: Int) -> (Int, Int) {
        let bytes = files[file].bytes
        var start = 0
        var current = 1
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while current < line, let newline = bytes[start...].firstIndex(of: 0x0A) {
            start = newline + 1
            current += 1
        }
        var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return (start, end)
    }
}
