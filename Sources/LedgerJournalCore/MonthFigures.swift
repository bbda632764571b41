/// A month's figures as the month view writes them, made once with the month index when the journal
/// is made: the income, expenses and net rows (each commodity's amount written the way the journal
/// writes it, made visible, sorted by commodity, `, ` between), the largest expense accounts and their
/// amounts, and every day's spending written compactly in both languages' units, with its width.
///
/// The month view draws a month on every line that shows it; with these it copies the month's
/// figures instead of writing each number again, so its cost is the bytes it draws. An immutable
/// value, part of the journal's month index; what it holds is kept in one immutable object, so that
/// handing it to the view copies one reference.
public struct MonthFigures: Sendable {
    /// How many of the largest expense accounts are written ahead: as many as
    /// ``Journal/summary(of:largestCount:)`` gives by default.
    public static let largestWritten = 5

    /// One figure's place in the pool of bytes.
    struct Span: Sendable {
        var start: Int32 = 0
        var length: Int32 = 0
    }

    /// The figures, made once.
    private final class Storage: Sendable {
        /// Every figure's bytes, one after another.
        let pool: [UInt8]
        /// The income, expenses and net rows, then the largest accounts' names, then their amounts:
        /// places in `pool`.
        let spans: [Span]
        /// For each written largest expense, the position among them of the first with the same account.
        let largestFirst: [Int8]
        /// The month's days written with English units, and with Korean ones.
        let english: CompactDays?
        let korean: CompactDays?

        init(pool: [UInt8], spans: [Span], largestFirst: [Int8], english: CompactDays?, korean: CompactDays?) {
            self.pool = pool
            self.spans = spans
            self.largestFirst = largestFirst
            self.english = english
            self.korean = korean
        }
    }

    private let storage: Storage
    /// How many transactions the month has.
    public let transactionCount: Int
    /// How many of the largest expense accounts are written (up to ``largestWritten``).
    public let largestCount: Int
    /// Every day's spending written compactly with English units (`12K`), when it could be.
    public var english: CompactDays? { storage.english }
    /// Every day's spending written compactly with Korean units (`12만`), when it could be.
    public var korean: CompactDays? { storage.korean }

    /// The figures of `summary` (with every expense account ranked), a month of `journal`.
    init(_ summary: MonthSummary, journal: Journal) {
        var pool: [UInt8] = []
        pool.reserveCapacity(256)
        var spans: [Span] = []
        let largest = summary.largestExpenses.prefix(Self.largestWritten)
        spans.reserveCapacity(3 + 2 * largest.count)
        func span(from start: Int) -> Span { Span(start: Int32(start), length: Int32(pool.count - start)) }
        // Each amount written the way the journal writes its commodity, made visible (a symbol's
        // control, bidi and zero-width characters escaped); a month has a few commodities, each one's
        // style looked up once.
        var styles: [(symbol: String, style: CommodityStyle)] = []
        func appendVisible(_ quantity: ExactDecimal, commodity: String) {
            let style: CommodityStyle
            if let known = styles.first(where: { $0.symbol == commodity }) {
                style = known.style
            } else {
                style = journal.style(of: commodity) ?? CommodityStyle(side: .right, isSpaced: true)
                styles.append((commodity, style))
            }
            let start = pool.count
            style.append(quantity, symbol: commodity, to: &pool)
            VisibleText.makeVisible(from: start, in: &pool)
        }
        for row in [Row.income, .expenses, .net] {
            let totals = row == .income ? summary.income : row == .expenses ? summary.expenses : summary.net
            let start = pool.count
            for (index, entry) in totals.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { pool.append(contentsOf: ", ".utf8) }
                appendVisible(entry.value, commodity: entry.key)
            }
            spans.append(span(from: start))
        }
        for expense in largest {
            let start = pool.count
            VisibleText.append(escaping: expense.account, to: &pool)
            spans.append(span(from: start))
        }
        for expense in largest {
            let start = pool.count
            appendVisible(expense.amount.quantity, commodity: expense.amount.commodity)
            spans.append(span(from: start))
        }
        let accounts = largest.map(\.account)
        let dayCount = min(31, max(1, summary.month.dayCount))
        let spending = summary.dailySpending
        let marks = spending.map { journal.style(of: $0.commodity)?.decimalMark ?? "." }
        let symbols = spending.map { VisibleText.escaping($0.commodity) }
        storage = Storage(
            pool: pool, spans: spans,
            largestFirst: accounts.indices.map { Int8(accounts.firstIndex(of: accounts[$0]) ?? $0) },
            english: CompactDays(spending, units: .english, dayCount: dayCount, decimalMarks: marks, symbols: symbols),
            korean: CompactDays(spending, units: .korean, dayCount: dayCount, decimalMarks: marks, symbols: symbols))
        transactionCount = summary.transactionCount
        largestCount = largest.count
    }

    /// The totals rows of the month view.
    public enum Row: Int, Sendable {
        /// Money earned.
        case income
        /// Money spent.
        case expenses
        /// Income minus expenses.
        case net
    }

    /// Whether `row` has no amount (the month view then writes a zero).
    public func isEmpty(_ row: Row) -> Bool { storage.spans[row.rawValue].length == 0 }

    /// Appends `row`'s amounts, each written the way the journal writes its commodity and made
    /// visible, sorted by commodity, `, ` between them (nothing when the row is empty).
    public func append(_ row: Row, to out: inout [UInt8]) { append(row.rawValue, to: &out) }

    /// Appends the name of the `rank`th largest expense account (from 0), made visible as a quote is.
    public func appendLargestAccount(_ rank: Int, to out: inout [UInt8]) { append(3 + rank, to: &out) }

    /// Appends the amount of the `rank`th largest expense, written as the journal writes it, made visible.
    public func appendLargestAmount(_ rank: Int, to out: inout [UInt8]) {
        append(3 + largestCount + rank, to: &out)
    }

    /// How many bytes the figures have together: room enough for all of them.
    public var byteCount: Int { storage.pool.count }

    /// Calls `body` with the bytes of every figure, where ``place(of:)``, ``placeOfLargestAccount(_:)``
    /// and ``placeOfLargestAmount(_:)`` find them: to draw many of them in one go.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.pool.withUnsafeBufferPointer(body)
    }

    /// Where `row`'s amounts, as ``append(_:to:)`` writes them, are in the bytes of ``withBytes(_:)``.
    public func place(of row: Row) -> Range<Int> { place(row.rawValue) }

    /// Where the name of the `rank`th largest expense account is in the bytes of ``withBytes(_:)``.
    public func placeOfLargestAccount(_ rank: Int) -> Range<Int> { place(3 + rank) }

    /// Where the amount of the `rank`th largest expense is in the bytes of ``withBytes(_:)``.
    public func placeOfLargestAmount(_ rank: Int) -> Range<Int> { place(3 + largestCount + rank) }

    private func place(_ index: Int) -> Range<Int> {
        let span = storage.spans[index]
        return Int(span.start)..<Int(span.start) + Int(span.length)
    }

    /// The rank of the first of the largest expenses with the same account as the `rank`th.
    public func firstLargest(sharingAccountWith rank: Int) -> Int { Int(storage.largestFirst[rank]) }

    /// Every day's spending written compactly in `units`, when it could be.
    public func compactDays(_ units: CompactMoney.Units) -> CompactDays? {
        units == .english ? storage.english : storage.korean
    }

    /// Appends the figure at `spans[index]`.
    private func append(_ index: Int, to out: inout [UInt8]) {
        let storage = storage
        let span = storage.spans[index]
        guard span.length > 0 else { return }
        storage.pool.withUnsafeBufferPointer { pool in
            out.append(contentsOf: UnsafeBufferPointer(rebasing: pool[Int(span.start)..<Int(span.start + span.length)]))
        }
    }
}

/// A month's spending on each day in each commodity of its daily spending, written compactly
/// (`12K`, `1.2M`, `120만`) with its display width, as the month view draws it.
public struct CompactDays: Sendable {
    /// One amount's place in ``bytes`` and its display width.
    public struct Cell: Sendable {
        /// Where its bytes start.
        public var start: Int32 = 0
        /// How many bytes it has (0 where nothing was spent).
        public var length: Int32 = 0
        /// Its display width in columns.
        public var width: Int32 = 0

        /// The place of `length` bytes from `start`, `width` columns wide; nothing, by default.
        public init(start: Int32 = 0, length: Int32 = 0, width: Int32 = 0) {
            self.start = start
            self.length = length
            self.width = width
        }
    }

    /// The commodities, in the order of ``MonthSummary/dailySpending``.
    public let commodities: [String]
    /// The commodities as shown (control, bidi and zero-width characters made visible), in that order.
    public let symbols: [String]
    /// Every amount's bytes, one after the other, then every symbol's as shown.
    public let bytes: [UInt8]
    /// Each amount's place, by `rank * 32 + day` (`rank` in the order of ``MonthSummary/dailySpending``).
    public let cells: [Cell]
    /// Where each of ``symbols`` is in ``bytes``, in the same order.
    public let symbolPlaces: [Range<Int>]
    /// The display width of the widest amount (0 when there is none).
    public let widest: Int

    /// The days of `spending` up to `dayCount` in `units`, each commodity with its journal's decimal
    /// mark (`decimalMarks`, in the same order) and its symbol as shown (`symbols`); `nil` when one's
    /// text has a character whose width is not known here.
    init?(
        _ spending: [DailySpending], units: CompactMoney.Units, dayCount: Int, decimalMarks: [Character],
        symbols: [String]
    ) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        var cells = [Cell](repeating: Cell(), count: spending.count * 32)
        var widest = 0
        for (rank, commodity) in spending.enumerated() {
            let mark = decimalMarks[rank]
            for day in 1...dayCount where !commodity.days[day - 1].isZero {
                let spent = commodity.days[day - 1]
                let start = bytes.count
                if let markByte = mark.asciiValue {
                    CompactMoney.append(spent, units: units, decimalMark: markByte, to: &bytes)
                } else {
                    bytes.append(contentsOf: CompactMoney.format(spent, units: units, decimalMark: mark).utf8)
                }
                guard let width = Self.width(bytes[start...]) else { return nil }
                cells[rank * 32 + day] = Cell(
                    start: Int32(start), length: Int32(bytes.count - start), width: Int32(width))
                widest = max(widest, width)
            }
        }
        commodities = spending.map(\.commodity)
        self.symbols = symbols
        symbolPlaces = symbols.map { symbol in
            let start = bytes.count
            bytes.append(contentsOf: symbol.utf8)
            return start..<bytes.count
        }
        self.bytes = bytes
        self.cells = cells
        self.widest = widest
    }

    /// The display width of compact money's bytes: one column for each ASCII character, two for each
    /// Hangul syllable (the Korean units, 만 억 조); `nil` for any other character.
    static func width(_ bytes: ArraySlice<UInt8>) -> Int? {
        var width = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte < 0x80 {
                width += 1
                index += 1
                continue
            }
            // A Hangul syllable is U+AC00…U+D7A3: three bytes, the first 0xEA to 0xED.
            guard byte >= 0xEA, byte <= 0xED, index + 2 < bytes.endIndex else { return nil }
            let value =
                UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            guard (0xAC00...0xD7A3).contains(value) else { return nil }
            width += 2
            index += 3
        }
        return width
    }

}

extension Journal {
    /// The month view's figures of `month`, written ahead when the journal was made; `nil` for a month
    /// without entries.
    public func figures(of month: JournalMonth) -> MonthFigures? {
        months.figures[Int32(clamping: month.key)]
    }
}
