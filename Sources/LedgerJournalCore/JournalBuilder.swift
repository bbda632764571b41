/// Accumulates everything read from a journal and its includes, then checks and freezes it into a
/// `Journal`. Internal: the public entry point is `Journal.load`.
struct JournalBuilder {
    /// An `alias` directive: a plain account prefix or a regular expression.
    enum Alias: Sendable {
        /// `alias OLD = NEW`: `OLD` and `OLD:…` become `NEW` and `NEW:…`.
        case plain(from: String, to: String)
        /// `alias /REGEX/ = REPLACEMENT`: every match replaced, `\1`… naming groups.
        case regex(Regex, replacement: String)
    }

    /// Directive state scoped to a file and the files it includes.
    struct Scope: Sendable {
        var year: Int?
        var decimalMark: UInt8?
        var aliases: [Alias] = []
        var parentAccounts: [String] = []
        var defaultCommodity: Int32?
        /// The style of the `D` directive's amount, which settles ambiguous numbers of any commodity
        /// without a declared style.
        var defaultStyle: AmountScanner.Suggestion?
        var needsRewrite: Bool { !aliases.isEmpty || !parentAccounts.isEmpty }
    }

    let resolver: IncludeResolver?
    let options: JournalOptions
    var files: [JournalSource] = []
    var accounts = ByteInterner()
    var commodities = ByteInterner()
    var commodityInfo: [CommodityInfo] = []
    var transactions: [TransactionRecord] = []
    var postings: [PostingRecord] = []
    /// Posting quantities that do not fit a posting's `Int128` (``PostingRecord/wide``).
    var wideQuantities: [ExactDecimal] = []
    /// By commodity, after ``normalizeScales()``: whether its quantities are all in the wide table.
    var wideCommodities: [Bool] = []
    var costs: [CostRecord] = []
    var assertions: [AssertionRecord] = []
    var prices: [PriceRecord] = []
    var declaredTypes: [Int32: AccountTypeCode] = [:]
    var errors: [JournalError] = []
    var warnings: [JournalError] = []
    var includeStack: [String] = []
    /// Transactions with a malformed posting: reported, never balanced or kept.
    var brokenTransactions: Set<Int> = []
    /// Transactions whose residuals are checked once display precisions are known: a residual that
    /// rounds to zero at its commodity's precision is accepted, as hledger does.
    var deferredResiduals: [(transaction: Int, commodity: Int32, residual: ExactDecimal, group: UInt8)] = []
    /// Transactions with a balance assignment, balanced in date order once every other is known.
    var assignmentTransactions: [Int] = []
    /// Postings that carry their own date (`; date:`), so the month tables can place them.
    var datedPostingCount = 0
    /// Periodic (`~`) and automated (`=`) rules, in the order read.
    var rules: [RuleRecord] = []
    /// The postings of the rules.
    var rulePostings: [RulePostingRecord] = []
    /// Files already reported as looking like another format (reported once each).
    var otherFormatReported: Set<Int> = []
    /// What each file's directives leave in force at its end (by index in `files`).
    var endScopes: [Int: ReadingScope] = [:]
    /// Where the journal lines read last ended: the file, its directives then in force, its line count,
    /// and whether a `comment` block was left open; `nil` after a file of another format.
    var lastRead: LastRead?
    /// Each commodity's sum of quantity magnitudes at its storage scale (``normalizeScales()``), so a
    /// quantity appended later can be checked against the same bound.
    var magnitudes: [UInt128] = []

    /// Where the reading of a journal file's lines ended (see ``lastRead``).
    struct LastRead: Sendable {
        var file: Int
        var scope: Scope
        var lines: Int
        var inCommentBlock: Bool
    }
    /// The year for dates without one and no `Y` directive: today's, when known.
    var currentYear: Int? { options.today?.year }

    init(resolver: IncludeResolver?, options: JournalOptions) {
        self.resolver = resolver
        self.options = options
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

    /// The account id for a name as written (single whitespace inside it read as one space), after
    /// `apply account` and aliases.
    mutating func accountID(_ bytes: UnsafeBufferPointer<UInt8>, scope: borrowing Scope, plain: Bool = false) -> Int32 {
        guard scope.needsRewrite || (!plain && Self.hasOtherWhitespace(bytes)) else { return accounts.intern(bytes) }
        let name = Self.normalizedAccountName(bytes)
        guard scope.needsRewrite else { return accounts.intern(name) }
        return accounts.intern(rewrite(name, scope: scope))
    }

    /// Whether `bytes` hold whitespace other than plain spaces (a tab, a no-break space…).
    @inline(__always)
    static func hasOtherWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xE3 {
                if Whitespace.length(bytes, at: index, end: bytes.count) > 0 { return true }
            }
            index += 1
        }
        return false
    }

    /// The name with each run of whitespace inside it made one space, as hledger joins the words.
    static func normalizedAccountName(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let n = Whitespace.length(bytes, at: index, end: bytes.count)
            if n > 0 {
                out.append(0x20)
                index += n
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    func rewrite(_ raw: String, scope: borrowing Scope) -> String {
        var name = raw
        if !scope.parentAccounts.isEmpty { name = scope.parentAccounts.joined(separator: ":") + ":" + name }
        for alias in scope.aliases.reversed() {
            switch alias {
            case .plain(let from, let to):
                if name == from {
                    name = to
                } else if name.hasPrefix(from + ":") {
                    name = to + name.dropFirst(from.count)
                }
            case .regex(let regex, let replacement):
                name = regex.replacingMatches(in: name, with: replacement)
            }
        }
        return name
    }

    /// Formats an amount with what is known of its commodity's style so far.
    func format(_ quantity: ExactDecimal, _ commodity: Int32) -> String {
        let style = commodityInfo[Int(commodity)].style ?? CommodityStyle()
        return style.format(quantity, symbol: commodities.string(commodity))
    }

    /// An amount of a commodity id, for problems that carry amounts.
    func amount(_ quantity: ExactDecimal, _ commodity: Int32) -> Amount {
        Amount(quantity, commodities.string(commodity))
    }

    mutating func addError(
        file: Int, line: Int, offset: Int, length: Int = 1, lineStart: Int, lineEnd: Int, _ problem: JournalProblem
    ) {
        let error = makeError(
            file: file, line: line, offset: offset, length: length, lineStart: lineStart, lineEnd: lineEnd, problem)
        if problem.isWarning { warnings.append(error) } else { errors.append(error) }
    }

    func makeError(
        file: Int, line: Int, offset: Int, length: Int = 1, lineStart: Int, lineEnd: Int, _ problem: JournalProblem
    ) -> JournalError {
        let bytes = files[file].bytes
        let lineBytes = bytes[lineStart..<lineEnd]
        // Columns in characters: count UTF-8 lead bytes.
        var column = 1
        let clamped = min(max(offset, lineStart), lineEnd)
        for byte in bytes[lineStart..<clamped] where byte & 0xC0 != 0x80 { column += 1 }
        var characters = 0
        for byte in bytes[clamped..<min(clamped + max(length, 1), lineEnd)] where byte & 0xC0 != 0x80 {
            characters += 1
        }
        return JournalError(
            path: files[file].path, line: line, column: column, length: max(characters, 1), problem: problem,
            lineText: String(decoding: lineBytes, as: UTF8.self))
    }

    /// The error for a transaction as a whole, at its header line.
    func transactionError(_ index: Int, _ problem: JournalProblem) -> JournalError {
        let record = transactions[index]
        return lineError(file: Int(record.file), line: Int(record.line), problem)
    }

    /// An error about a whole line (column 1).
    func lineError(file: Int, line: Int, _ problem: JournalProblem) -> JournalError {
        let (start, end) = lineBounds(file: file, line: line)
        return makeError(file: file, line: line, offset: start, length: 1, lineStart: start, lineEnd: end, problem)
    }

    /// The error for a posting, at its line, `byteOffset` bytes into it.
    func postingError(_ posting: PostingRecord, file: Int, byteOffset: Int = 0, _ problem: JournalProblem)
        -> JournalError
    {
        let (start, end) = lineBounds(file: file, line: Int(posting.line))
        let offset = min(start + byteOffset, end)
        return makeError(
            file: file, line: Int(posting.line), offset: offset, lineStart: start, lineEnd: end, problem)
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
