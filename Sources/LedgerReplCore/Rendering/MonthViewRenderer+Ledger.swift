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
        let summary = journal.summary(of: month.journalMonth, largestCount: 3)
        let daily = DailyAmounts(
            summary, dayCount: month.dayCount, units: options.language.compactUnits, journal: journal)
        let tagWidth = daily.isTagged ? 1 + daily.widestSymbol : 0
        let roomy = max(Self.ledgerColumnWidth, daily.widest + 1)
        var column: Int? = roomy
        if let width = options.width {
            let fitting = min(roomy, (width - tagWidth) / 7)
            // Four columns at least: the number, its mark and a space before the next day (`20* 21`).
            column = fitting >= max(4, daily.widest + 1) ? fitting : nil
        }
        if let column {
            // Each line: seven columns, colour escapes, the tag; each week a line of days and one of
            // amounts per commodity.
            let line = 7 * (column + 3 * daily.widest) + 16 + daily.widestSymbolBytes
            out.draw(estimatedBytes: 2 * line + 6 * (1 + daily.commodities.count) * line) { canvas in
                appendLedgerGrid(month, today: today, daily: daily, column: column, to: &canvas)
                if today.yearMonth == month { appendTodayNote(to: &canvas) }
            }
        } else {
            appendCalendar(month, today: today, to: &out)
            appendDailyLists(daily, to: &out)
        }
        appendTotals(summary, journal: journal, to: &out)
    }

    /// The label, the week header and the weeks, each day's number right-aligned in `column - 1`
    /// columns with its today mark after it, and the week's amounts under the numbers.
    private func appendLedgerGrid(
        _ month: YearMonth, today: CalendarDate, daily: DailyAmounts, column: Int, to out: inout ByteCanvas
    ) {
        let language = options.language
        out.appendSpaces(max(0, 7 * column - language.labelWidth(month)) / 2)
        language.appendLabel(month, to: &out)
        out.newline()
        for weekday in 0..<7 {
            if weekday > 0 { out.append(UInt8(ascii: " ")) }
            out.appendSpaces(column - 3)
            language.appendWeekday(weekday, to: &out)
        }
        out.newline()
        let todayInView = today.yearMonth == month ? today.day : 0
        var first = 1
        var leading = month.firstDay.weekday
        while first <= month.dayCount {
            let last = min(month.dayCount, first + 6 - leading)
            let lineStart = out.count
            out.appendSpaces(column * leading)
            for day in first...last {
                let isToday = day == todayInView
                if isToday, options.color { out.append(ANSI.reverseBytes) }
                out.appendSpaces(column - 1 - decimalDigitCount(day))
                out.appendDecimal(day)
                if isToday, options.color { out.append(ANSI.resetBytes) }
                out.append(isToday ? UInt8(ascii: "*") : UInt8(ascii: " "))
            }
            out.trimTrailingSpaces(downTo: lineStart)
            out.newline()
            for rank in 0..<daily.commodities.count where (first...last).contains(where: { daily.has(rank, $0) }) {
                let lineStart = out.count
                out.appendSpaces(column * leading)
                for day in first...last {
                    let text = daily.text(rank, day)
                    out.appendSpaces(column - 1 - DisplayWidth.of(text))
                    out.append(contentsOf: text)
                    out.append(UInt8(ascii: " "))
                }
                if daily.isTagged {
                    out.appendSpaces(column * (6 - leading - (last - first)) + 1)
                    out.append(contentsOf: daily.symbols[rank])
                }
                out.trimTrailingSpaces(downTo: lineStart)
                out.newline()
            }
            first = last + 1
            leading = 0
        }
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
    private func appendTotals(_ summary: MonthSummary, journal: Journal, to out: inout [UInt8]) {
        let messages = Messages(language: options.language)
        if summary.transactionCount == 0 {
            for line in DisplayWidth.wrapped(messages.noEntriesThisMonth, to: options.width) {
                out.appendLine(line)
            }
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

/// A month's spending per day and commodity, compactly, as the ledger month view shows it.
struct DailyAmounts {
    /// The commodities with spending on some day, the one spent on the most days first (ties to the
    /// alphabetically first).
    let commodities: [String]
    /// The commodities as shown (control characters made visible), in the same order.
    let symbols: [String]
    /// Compact amounts by `rank * 32 + day`; empty where nothing was spent.
    private let texts: [String]
    /// The display width of the widest amount (0 when there is none).
    let widest: Int
    /// The display width of the widest symbol.
    let widestSymbol: Int
    /// The UTF-8 length of the longest symbol.
    let widestSymbolBytes: Int

    init(_ summary: MonthSummary, dayCount: Int, units: CompactMoney.Units, journal: Journal) {
        // A month has a few commodities: small arrays searched in order beat hashing their names.
        var names: [String] = []
        var days: [Int] = []
        for totals in summary.dailyExpenses.values {
            for commodity in totals.keys {
                if let index = names.firstIndex(of: commodity) {
                    days[index] += 1
                } else {
                    names.append(commodity)
                    days.append(1)
                }
            }
        }
        let order = names.indices.sorted { a, b in days[a] > days[b] || (days[a] == days[b] && names[a] < names[b]) }
        commodities = order.map { names[$0] }
        symbols = commodities.map { VisibleText.escaping($0) }
        var texts = [String](repeating: "", count: commodities.count * 32)
        var widest = 0
        for (day, totals) in summary.dailyExpenses where (1...min(31, max(1, dayCount))).contains(day) {
            for (commodity, spent) in totals where !spent.isZero {
                guard let rank = commodities.firstIndex(of: commodity) else { continue }
                let text = journal.compact(spent, commodity: commodity, units: units)
                texts[rank * 32 + day] = text
                widest = max(widest, DisplayWidth.of(text))
            }
        }
        self.texts = texts
        self.widest = widest
        widestSymbol = symbols.map { DisplayWidth.of($0) }.max() ?? 0
        widestSymbolBytes = symbols.map(\.utf8.count).max() ?? 0
    }

    /// Whether amount lines carry their commodity's symbol: when there is more than one.
    var isTagged: Bool { commodities.count > 1 }

    /// Day `day`'s spending in commodity `rank`, compactly, or an empty string.
    func text(_ rank: Int, _ day: Int) -> String { texts[rank * 32 + day] }

    /// Whether anything was spent on day `day` in commodity `rank`.
    func has(_ rank: Int, _ day: Int) -> Bool { !texts[rank * 32 + day].isEmpty }
}
