import LedgerJournalCore

extension MonthViewRenderer {
    /// The width of one day's column in the fixed ledger month view: the day number, its today mark,
    /// and room for compact money (`12.5K`, `120만`).
    static let ledgerColumnWidth = 7

    /// Appends the month view with the journal's figures: the week grid with each day's spending
    /// under its number (a line per commodity, tagged with its symbol when the month has several),
    /// then the month's income, expenses, net and largest expense accounts.
    ///
    /// With a width, the day columns narrow down to what the month's widest amount needs; when even
    /// that does not fit, the calendar is drawn as without a journal and each commodity's daily
    /// spending follows it as a list (`Daily spending (₩): 1st 700K, 15th 23K`). The totals wrap
    /// between amounts, under their column.
    func appendLedger(_ month: YearMonth, today: CalendarDate, journal: Journal, to out: inout [UInt8]) {
        // A month without entries, as most months a script passes through are, in the fixed layout.
        if drawsWithoutEntries(month, journal: journal) {
            return out.draw(estimatedBytes: 512) { appendMonthWithoutEntries(month, today: today, to: &$0) }
        }
        let units = options.language.compactUnits
        // A month with entries in the fixed layout: drawn from the figures written when the journal was
        // made, alone.
        if options.width == nil, let figures = journal.figures(of: month.journalMonth), figures.transactionCount > 0,
            let days = figures.compactDays(units)
        {
            let daily = DailyAmounts(days)
            appendLedgerView(
                month, today: today, daily: daily, column: max(Self.ledgerColumnWidth, daily.widest + 1), to: &out)
            return appendTotalsInLines(figures, month: month, journal: journal, to: &out)
        }
        let summary = journal.summary(of: month.journalMonth, largestCount: Self.largestShown)
        let figures = journal.figures(of: month.journalMonth)
        let daily = DailyAmounts(
            summary, dayCount: month.dayCount, units: units, journal: journal, figures: figures)
        let tagWidth = daily.isTagged ? 1 + daily.widestSymbol : 0
        let roomy = max(Self.ledgerColumnWidth, daily.widest + 1)
        var column: Int? = roomy
        if let width = options.width {
            let fitting = min(roomy, (width - tagWidth) / 7)
            // Four columns at least: the number, its mark and a space before the next day (`20* 21`).
            column = fitting >= max(4, daily.widest + 1) ? fitting : nil
        }
        if let column {
            appendLedgerView(month, today: today, daily: daily, column: column, to: &out)
        } else {
            appendCalendar(month, today: today, to: &out)
            appendDailyLists(daily, to: &out)
        }
        appendTotals(summary, figures: figures, journal: journal, to: &out)
    }

    /// Whether `month` of `journal` is a month without entries in the fixed layout (no width, no
    /// colour), which ``appendMonthWithoutEntries(_:today:to:)`` draws; `false` without a journal.
    func drawsWithoutEntries(_ month: YearMonth, journal: Journal?) -> Bool {
        options.width == nil && !options.color && journal?.hasEntries(in: month.journalMonth) == false
    }

    /// The month view of a month without entries in the fixed layout: its headings and weeks copied
    /// from their drawings, the today legend when today is in it, then the note that it has none.
    func appendMonthWithoutEntries(_ month: YearMonth, today: CalendarDate, to canvas: inout ByteCanvas) {
        let language = options.language
        if let headings = Self.ledgerHeadings(language) {
            headings.append(month, to: &canvas)
        } else {
            Self.appendLedgerHeadings(month, language: language, column: Self.ledgerColumnWidth, to: &canvas)
        }
        let todayInView = today.yearMonth == month ? today.day : 0
        Self.ledgerWeeks.append(
            weekday: month.firstDay.weekday, from: 1, through: month.dayCount, todayInView: todayInView, to: &canvas)
        let messages = Messages(language: language)
        if todayInView > 0 { canvas.append(messages.todayLegend) }
        canvas.append(messages.noEntriesLine)
    }

    /// How many of the largest expense accounts the month view names.
    static let largestShown = 3

    /// The grid of the ledger month view with days `column` columns wide, and the today legend under
    /// a month holding today.
    private func appendLedgerView(
        _ month: YearMonth, today: CalendarDate, daily: DailyAmounts, column: Int, to out: inout [UInt8]
    ) {
        // Each line: seven columns, colour escapes, the tag; each week a line of days and one of
        // amounts per commodity.
        let widestSymbolBytes = daily.isTagged ? daily.widestSymbolBytes : 0
        let line = 7 * (column + 3 * daily.widest) + 16 + widestSymbolBytes
        out.draw(estimatedBytes: 2 * line + 6 * (1 + daily.commodities.count) * line) { canvas in
            appendLedgerGrid(month, today: today, daily: daily, column: column, to: &canvas)
            if today.yearMonth == month { appendTodayNote(to: &canvas) }
        }
    }

    /// The label, the week header and the weeks, each day's number right-aligned in `column - 1`
    /// columns with its today mark after it, and the week's amounts under the numbers.
    private func appendLedgerGrid(
        _ month: YearMonth, today: CalendarDate, daily: DailyAmounts, column: Int, to out: inout ByteCanvas
    ) {
        if column == Self.ledgerColumnWidth, let headings = Self.ledgerHeadings(options.language) {
            headings.append(month, to: &out)
        } else {
            Self.appendLedgerHeadings(month, language: options.language, column: column, to: &out)
        }
        let todayInView = today.yearMonth == month ? today.day : 0
        let color = options.color
        // The week lines are copied from their drawing when the days have its width and no colour.
        let weeks: DayNumberRows? = !color && column == Self.ledgerWeeks.column ? Self.ledgerWeeks : nil
        // What the loop reads, taken out of `daily` once rather than on every line.
        let commodityCount = daily.commodities.count
        let symbolPlaces = daily.symbolPlaces
        let isTagged = daily.isTagged
        let widest = daily.widest
        let weekday = month.firstDay.weekday
        var canvas = out  // see ByteCanvas: a local keeps its count in a register
        daily.withCells { bytes, cells in
            var first = 1
            var leading = weekday
            let dayCount = month.dayCount
            while first <= dayCount {
                let last = min(dayCount, first &+ 6 &- leading)
                if let weeks {
                    weeks.append(weekday: weekday, from: first, through: last, todayInView: todayInView, to: &canvas)
                } else {
                    appendDayNumbers(
                        first...last, leading: leading, column: column, todayInView: todayInView, color: color,
                        to: &canvas)
                }
                for rank in 0..<commodityCount {
                    let row = rank &* 32
                    var spent = false
                    var day = first
                    while day <= last, !spent {
                        spent = cells[row &+ day].length > 0
                        day &+= 1
                    }
                    guard spent else { continue }
                    // Each day: its amount right-aligned in `column - 1` columns and a space; at most
                    // `column` bytes of spaces and the amount's bytes (fewer than four times its width),
                    // written over a line of spaces.
                    let lineStart = canvas.count
                    let length = 7 &* (column &+ 4 &* widest) &+ 8
                    guard let room = canvas.room(length), let target = room.baseAddress else { return }
                    target.update(repeating: UInt8(ascii: " "), count: length)
                    var index = column &* leading
                    for day in first...last {
                        let cell = cells[row &+ day]
                        index &+= max(0, column &- 1 &- Int(cell.width))
                        if let source = bytes.baseAddress {
                            (target + index).update(from: source + Int(cell.start), count: Int(cell.length))
                        }
                        index &+= Int(cell.length) &+ 1
                    }
                    canvas.advance(by: index)
                    if isTagged {
                        canvas.appendSpaces(column &* (6 &- leading &- (last &- first)) &+ 1)
                        canvas.append(UnsafeBufferPointer(rebasing: bytes[symbolPlaces[rank]]))
                    }
                    canvas.trimTrailingSpaces(downTo: lineStart)
                    canvas.newline()
                }
                first = last &+ 1
                leading = 0
            }
        }
        out = canvas
    }

    /// The label of `month` centred over seven days `column` columns wide, and the week header with
    /// each weekday's name right-aligned in its day's number, each with its newline.
    static func appendLedgerHeadings(_ month: YearMonth, language: Language, column: Int, to out: inout ByteCanvas) {
        out.appendSpaces(max(0, 7 * column - language.labelWidth(month)) / 2)
        language.appendLabel(month, to: &out)
        out.newline()
        for weekday in 0..<7 {
            if weekday > 0 { out.append(UInt8(ascii: " ")) }
            out.appendSpaces(column - 3)
            language.appendWeekday(weekday, to: &out)
        }
        out.newline()
    }

    /// The headings of the ledger month view with days of the fixed width, drawn once for each
    /// month, in English and in Korean.
    private static let englishLedgerHeadings = MonthlyDrawings {
        appendLedgerHeadings($0, language: .english, column: ledgerColumnWidth, to: &$1)
    }
    private static let koreanLedgerHeadings = MonthlyDrawings {
        appendLedgerHeadings($0, language: .korean, column: ledgerColumnWidth, to: &$1)
    }

    /// The headings of the ledger month view in `language` with days of the fixed width.
    @inline(__always)
    static func ledgerHeadings(_ language: Language) -> MonthlyDrawings? {
        switch language {
        case .english: englishLedgerHeadings
        case .korean: koreanLedgerHeadings
        }
    }

    /// The week lines of the ledger month view with days of the fixed width.
    static let ledgerWeeks = DayNumberRows(column: ledgerColumnWidth)

    /// A week's line of day numbers: `leading` empty columns, then each day of `days` right-aligned in
    /// `column - 1` columns with its today mark (`*`) or a space after it, trailing spaces trimmed.
    @inline(__always)
    func appendDayNumbers(
        _ days: ClosedRange<Int>, leading: Int, column: Int, todayInView: Int, color: Bool, to out: inout ByteCanvas
    ) {
        let lineStart = out.count
        if color, days.contains(todayInView) {
            out.appendSpaces(column * leading)
            for day in days {
                let isToday = day == todayInView
                if isToday { out.append(ANSI.reverseBytes) }
                out.appendSpaces(column - 1 - decimalDigitCount(day))
                out.appendDecimal(day)
                if isToday { out.append(ANSI.resetBytes) }
                out.append(isToday ? UInt8(ascii: "*") : UInt8(ascii: " "))
            }
        } else {
            // Days are 1 to 31: one or two digits, written in place.
            guard let room = out.room(column &* 7) else { return }
            var index = column &* leading
            for offset in 0..<index { room[offset] = UInt8(ascii: " ") }
            for day in days {
                let digits = day < 10 ? 1 : 2
                var padding = column &- 1 &- digits
                while padding > 0 {
                    room[index] = UInt8(ascii: " ")
                    index &+= 1
                    padding &-= 1
                }
                if digits == 2 {
                    room[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: day / 10)
                    index &+= 1
                }
                room[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: day % 10)
                room[index &+ 1] = day == todayInView ? UInt8(ascii: "*") : UInt8(ascii: " ")
                index &+= 2
            }
            out.advance(by: index)
        }
        out.trimTrailingSpaces(downTo: lineStart)
        out.newline()
    }

    /// Each commodity's daily spending as a list wrapped to the width: `Daily spending (₩): 1st 700K`.
    private func appendDailyLists(_ daily: DailyAmounts, to out: inout [UInt8]) {
        let messages = Messages(language: options.language)
        for rank in 0..<daily.commodities.count {
            let items = (1...31).filter { daily.has(rank, $0) }.map { day in
                messages.dayLabel(day) + " " + daily.text(rank, day)
            }
            let prefix = messages.dailySpendingPrefix(symbol: daily.symbols[rank])
            for line in DisplayWidth.wrapped(items: items, prefix: prefix, to: options.width, hangingIndent: 2) {
                out.appendLine(line)
            }
        }
    }

    /// Income, expenses, net and the largest expense accounts, a label column and the amounts after it,
    /// wrapped between amounts at the width (under the label when the width leaves too little room).
    private func appendTotals(
        _ summary: MonthSummary, figures: MonthFigures?, journal: Journal, to out: inout [UInt8]
    ) {
        let messages = Messages(language: options.language)
        if summary.transactionCount == 0 {
            guard options.width != nil else {
                // Without a width its lines are as they are.
                out.appendLine(messages.noEntriesThisMonth)
                return
            }
            for line in DisplayWidth.wrapped(messages.noEntriesThisMonth, to: options.width) {
                out.appendLine(line)
            }
            return
        }
        guard options.width != nil else {
            appendTotalsInLines(summary, figures: figures, journal: journal, to: &out)
            return
        }
        func amounts(_ totals: CommodityTotals) -> [String] {
            // Nothing is zero in the journal's main commodity (`0원`, `$0.00`), as answers write it.
            guard !totals.isEmpty else {
                let commodity = journal.zeroCommodity(near: .month(YearMonth(summary.month)))
                return [commodity.map { journal.shown(.zero, commodity: $0) } ?? "0"]
            }
            return totals.sorted { $0.key < $1.key }.map { journal.shown($0.value, commodity: $0.key) }
        }
        let labels = messages.totalsLabels
        var rows: [(label: String, items: [String], separator: String)] = [
            (labels.income, amounts(summary.income), ", "),
            (labels.expenses, amounts(summary.expenses), ", "),
            (labels.net, amounts(summary.net), ", "),
        ]
        if !summary.largestExpenses.isEmpty {
            // One item per account, its commodities together (`지출:식비 ₩120,000, 9,000원`), in the
            // order of each account's largest amount; accounts apart by `; ` when one has several.
            var accounts: [String] = []
            var figures: [String: [String]] = [:]
            for expense in summary.largestExpenses {
                if figures[expense.account] == nil { accounts.append(expense.account) }
                figures[expense.account, default: []].append(journal.shown(expense.amount))
            }
            rows.append(
                (
                    labels.largest,
                    accounts.map { account in
                        "\(VisibleText.escaping(account)) " + (figures[account] ?? []).joined(separator: ", ")
                    },
                    figures.values.contains { $0.count > 1 } ? "; " : ", "
                ))
        }
        let labelWidth = messages.totalsLabelWidth
        let stacked = options.width.map { $0 - labelWidth - 2 < 16 } ?? false
        for (label, items, separator) in rows {
            let lines =
                stacked
                ? [label]
                    + DisplayWidth.wrapped(
                        items: items, separator: separator, prefix: "  ", to: options.width, hangingIndent: 2)
                : DisplayWidth.wrapped(
                    items: items, separator: separator, prefix: DisplayWidth.padded(label, to: labelWidth) + "  ",
                    to: options.width, hangingIndent: labelWidth + 2)
            for line in lines {
                out.appendLine(line)
            }
        }
    }
}

/// The totals' labels in one language (`Income`, `Expenses`, `Net`, `Largest`), each padded to the
/// label column and the two spaces after it, as the totals without a width write them: drawn once
/// from `Messages`.
private struct TotalsLabelColumn: Sendable {
    /// The labels of income, expenses, net and the largest accounts, in that order, with their
    /// padding, one after the other.
    let bytes: [UInt8]
    /// Where each label is in `bytes`, in that order.
    let places: [Range<Int>]

    init(_ language: Language) {
        let messages = Messages(language: language)
        let names = messages.totalsLabels
        let width = messages.totalsLabelWidth
        var bytes: [UInt8] = []
        places = [names.income, names.expenses, names.net, names.largest].map { label in
            let start = bytes.count
            bytes += Array(label.utf8)
            bytes += repeatElement(UInt8(ascii: " "), count: max(0, width - DisplayWidth.of(label)) + 2)
            return start..<bytes.count
        }
        self.bytes = bytes
    }
}

extension MonthViewRenderer {
    /// The totals' label column in English and in Korean.
    private static let englishTotalsLabels = TotalsLabelColumn(.english)
    private static let koreanTotalsLabels = TotalsLabelColumn(.korean)

    /// The totals of ``appendTotals`` without a width, a row to a line, their bytes written directly:
    /// each label padded to the label column, two spaces, then the row's amounts between their
    /// separators (the fixed layout, which every line of a script that shows the month draws). The
    /// amounts are copied from the month's `figures`, written when the journal was made, when it has them.
    private func appendTotalsInLines(
        _ summary: MonthSummary, figures: MonthFigures?, journal: Journal, to out: inout [UInt8]
    ) {
        if let figures {
            return appendTotalsInLines(figures, month: YearMonth(summary.month), journal: journal, to: &out)
        }
        let column = options.language == .english ? Self.englishTotalsLabels : Self.koreanTotalsLabels
        let labels = (income: 0, expenses: 1, net: 2, largest: 3)
        func appendLabel(_ label: Int) { out.append(contentsOf: column.bytes[column.places[label]]) }
        func appendAmounts(_ label: Int, _ row: MonthFigures.Row, _ totals: CommodityTotals) {
            appendLabel(label)
            if let figures, !figures.isEmpty(row) {
                figures.append(row, to: &out)
                out.append(UInt8(ascii: "\n"))
                return
            }
            switch totals.count {
            case 0:
                // Nothing is zero in the journal's main commodity (`0원`, `$0.00`), as answers write it.
                if let commodity = journal.zeroCommodity(near: .month(YearMonth(summary.month))) {
                    journal.appendShown(.zero, commodity: commodity, to: &out)
                } else {
                    out.append(UInt8(ascii: "0"))
                }
            case 1:
                for (commodity, quantity) in totals { journal.appendShown(quantity, commodity: commodity, to: &out) }
            default:
                for (index, entry) in totals.sorted(by: { $0.key < $1.key }).enumerated() {
                    if index > 0 { out.append(contentsOf: ", ".utf8) }
                    journal.appendShown(entry.value, commodity: entry.key, to: &out)
                }
            }
            out.append(UInt8(ascii: "\n"))
        }
        appendAmounts(labels.income, .income, summary.income)
        appendAmounts(labels.expenses, .expenses, summary.expenses)
        appendAmounts(labels.net, .net, summary.net)
        let largest = summary.largestExpenses
        guard !largest.isEmpty else { return }
        // One item per account, its commodities together (`지출:식비 ₩120,000, 9,000원`), in the order of
        // each account's largest amount; accounts apart by `; ` when one has several.
        if let figures, figures.largestCount >= largest.count {
            let count = largest.count
            let shared = (0..<count).contains { figures.firstLargest(sharingAccountWith: $0) != $0 }
            appendLabel(labels.largest)
            for index in 0..<count where figures.firstLargest(sharingAccountWith: index) == index {
                if index > 0 { out.append(contentsOf: (shared ? "; " : ", ").utf8) }
                figures.appendLargestAccount(index, to: &out)
                out.append(UInt8(ascii: " "))
                var position = 0
                for other in index..<count where figures.firstLargest(sharingAccountWith: other) == index {
                    if position > 0 { out.append(contentsOf: ", ".utf8) }
                    figures.appendLargestAmount(other, to: &out)
                    position += 1
                }
            }
            out.append(UInt8(ascii: "\n"))
            return
        }
        let accounts = largest.map(\.account)
        let isFirst = accounts.indices.map { index in !accounts[..<index].contains(accounts[index]) }
        let separator = isFirst.contains(false) ? "; " : ", "
        appendLabel(labels.largest)
        for index in accounts.indices where isFirst[index] {
            if index > 0 { out.append(contentsOf: separator.utf8) }
            VisibleText.append(escaping: accounts[index], to: &out)
            out.append(UInt8(ascii: " "))
            for (position, expense) in largest[index...].filter({ $0.account == accounts[index] }).enumerated() {
                if position > 0 { out.append(contentsOf: ", ".utf8) }
                journal.appendShown(expense.amount.quantity, commodity: expense.amount.commodity, to: &out)
            }
        }
        out.append(UInt8(ascii: "\n"))
    }
}

extension MonthViewRenderer {
    /// The totals of a month with entries as ``appendTotalsInLines(_:figures:journal:to:)`` writes
    /// them, copied from the month's `figures`: each row's amounts, or the journal's zero when it has
    /// none, and the largest accounts, each with its amounts together.
    private func appendTotalsInLines(
        _ figures: MonthFigures, month: YearMonth, journal: Journal, to out: inout [UInt8]
    ) {
        let column = options.language == .english ? Self.englishTotalsLabels : Self.koreanTotalsLabels
        // Nothing is zero in the journal's main commodity (`0원`, `$0.00`), as answers write it: the zero
        // of a row without amounts.
        var zero: [UInt8] = []
        if figures.isEmpty(.income) || figures.isEmpty(.expenses) || figures.isEmpty(.net) {
            if let commodity = journal.zeroCommodity(near: .month(month)) {
                journal.appendShown(.zero, commodity: commodity, to: &zero)
            } else {
                zero.append(UInt8(ascii: "0"))
            }
        }
        let count = min(Self.largestShown, figures.largestCount)
        // Accounts apart by `; ` when one has several amounts.
        var shared = false
        for index in 0..<count where figures.firstLargest(sharingAccountWith: index) != index { shared = true }
        let estimate = figures.byteCount + column.bytes.count + 3 * zero.count + 4 * count + 16
        out.draw(estimatedBytes: estimate) { canvas in
            figures.withBytes { pool in
                column.bytes.withUnsafeBufferPointer { labels in
                    zero.withUnsafeBufferPointer { zero in
                        func copy(_ place: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) {
                            canvas.append(UnsafeBufferPointer(rebasing: bytes[place]))
                        }
                        func appendRow(_ row: MonthFigures.Row) {
                            copy(column.places[row.rawValue], of: labels)
                            if figures.isEmpty(row) {
                                canvas.append(zero)
                            } else {
                                copy(figures.place(of: row), of: pool)
                            }
                            canvas.newline()
                        }
                        appendRow(.income)
                        appendRow(.expenses)
                        appendRow(.net)
                        guard count > 0 else { return }
                        // One item per account, its commodities together (`지출:식비 ₩120,000, 9,000원`), in the
                        // order of each account's largest amount.
                        copy(column.places[3], of: labels)
                        for index in 0..<count where figures.firstLargest(sharingAccountWith: index) == index {
                            if index > 0 { canvas.append(shared ? "; " : ", ") }
                            copy(figures.placeOfLargestAccount(index), of: pool)
                            canvas.append(UInt8(ascii: " "))
                            var position = 0
                            for other in index..<count where figures.firstLargest(sharingAccountWith: other) == index {
                                if position > 0 { canvas.append(", ") }
                                copy(figures.placeOfLargestAmount(other), of: pool)
                                position += 1
                            }
                        }
                        canvas.newline()
                    }
                }
            }
        }
    }
}

/// A month's spending per day and commodity, compactly, as the ledger month view shows it: the
/// month's compact days written when the journal was made, or written here when it has none.
struct DailyAmounts {
    /// The commodities with spending on some day, the one spent on the most days first (ties to the
    /// alphabetically first).
    let commodities: [String]
    /// The commodities as shown (control characters made visible), in the same order.
    let symbols: [String]
    /// Every compact amount's bytes, one after the other, then every symbol's as shown.
    private let bytes: [UInt8]
    /// Where each of ``symbols`` is in `bytes`.
    let symbolPlaces: [Range<Int>]
    /// Where each amount's bytes are and how wide it is, by `rank * 32 + day`; empty where nothing was
    /// spent.
    private let cells: [CompactDays.Cell]
    /// The display width of the widest amount (0 when there is none).
    let widest: Int
    /// The display width of the widest symbol.
    var widestSymbol: Int {
        var widest = 0
        for symbol in symbols { widest = max(widest, DisplayWidth.of(symbol)) }
        return widest
    }
    /// The UTF-8 length of the longest symbol.
    var widestSymbolBytes: Int {
        var widest = 0
        for symbol in symbols { widest = max(widest, symbol.utf8.count) }
        return widest
    }

    /// The days written when the journal was made.
    init(_ days: CompactDays) {
        commodities = days.commodities
        symbols = days.symbols
        bytes = days.bytes
        cells = days.cells
        widest = days.widest
        symbolPlaces = days.symbolPlaces
    }

    init(
        _ summary: MonthSummary, dayCount: Int, units: CompactMoney.Units, journal: Journal,
        figures: MonthFigures? = nil
    ) {
        // The month index lays the days out by commodity, in the order drawn.
        let spending = summary.dailySpending
        if let days = figures?.compactDays(units), days.commodities.count == spending.count {
            self = DailyAmounts(days)
            return
        }
        commodities = spending.map(\.commodity)
        symbols = commodities.map { VisibleText.escaping($0) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16 * summary.dailyExpenses.count)
        var cells = [CompactDays.Cell](repeating: CompactDays.Cell(), count: commodities.count * 32)
        var widest = 0
        let lastDay = min(31, max(1, dayCount))
        for (rank, commodity) in spending.enumerated() {
            let mark = journal.style(of: commodity.commodity)?.decimalMark ?? "."
            let markByte = mark.asciiValue
            for day in 1...lastDay where !commodity.days[day - 1].isZero {
                let spent = commodity.days[day - 1]
                let start = bytes.count
                if let markByte {
                    CompactMoney.append(spent, units: units, decimalMark: markByte, to: &bytes)
                } else {
                    bytes.append(contentsOf: CompactMoney.format(spent, units: units, decimalMark: mark).utf8)
                }
                let width = DisplayWidth.of(utf8: bytes[start...])
                cells[rank * 32 + day] = CompactDays.Cell(
                    start: Int32(start), length: Int32(bytes.count - start), width: Int32(width))
                widest = max(widest, width)
            }
        }
        symbolPlaces = symbols.map { symbol in
            let start = bytes.count
            bytes.append(contentsOf: symbol.utf8)
            return start..<bytes.count
        }
        self.bytes = bytes
        self.cells = cells
        self.widest = widest
    }

    /// Whether amount lines carry their commodity's symbol: when there is more than one.
    var isTagged: Bool { commodities.count > 1 }

    /// Day `day`'s spending in commodity `rank`, compactly, or an empty string.
    func text(_ rank: Int, _ day: Int) -> String {
        let cell = cells[rank * 32 + day]
        return String(decoding: bytes[Int(cell.start)..<Int(cell.start + cell.length)], as: UTF8.self)
    }

    /// The display width of day `day`'s spending in commodity `rank` (0 when nothing was spent).
    func width(_ rank: Int, _ day: Int) -> Int { Int(cells[rank * 32 + day].width) }

    /// Calls `body` with the amounts' bytes and places, by `rank * 32 + day`.
    func withCells<Result>(
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<CompactDays.Cell>) -> Result
    ) -> Result {
        bytes.withUnsafeBufferPointer { bytes in cells.withUnsafeBufferPointer { body(bytes, $0) } }
    }

    /// Whether anything was spent on day `day` in commodity `rank`.
    func has(_ rank: Int, _ day: Int) -> Bool { cells[rank * 32 + day].length > 0 }
}
