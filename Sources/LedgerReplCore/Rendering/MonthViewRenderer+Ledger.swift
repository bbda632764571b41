import LedgerJournalCore

extension MonthViewRenderer {
    /// The width of one day's column in the ledger month view: the day number, its today mark, and
    /// room for compact money (`12.5K`, `120만`).
    static let ledgerColumnWidth = 7

    /// The month view with the journal's figures: each day's spending under its number, then the
    /// month's income, expenses, net and largest expense accounts.
    func ledgerLines(for month: YearMonth, today: CalendarDate, journal: Journal) -> [String] {
        let language = options.language
        let summary = journal.summary(of: month.journalMonth, largestCount: 3)
        let commodity = mainCommodity(of: summary)
        let width = Self.ledgerColumnWidth * 7
        var lines = [DisplayWidth.centred(language.label(month), in: width).trimmingTrailingSpaces()]
        lines.append(
            language.weekdayHeader.map { DisplayWidth.leftPadded($0, to: Self.ledgerColumnWidth - 1) + " " }
                .joined().trimmingTrailingSpaces())
        var days = ""
        var amounts = ""
        var column = month.firstDay.weekday
        days += String(repeating: " ", count: column * Self.ledgerColumnWidth)
        amounts += String(repeating: " ", count: column * Self.ledgerColumnWidth)
        for day in 1...month.dayCount {
            let isToday = today == CalendarDate(uncheckedYear: month.year, month: month.month, day: day)
            var number = DisplayWidth.leftPadded(String(day), to: Self.ledgerColumnWidth - 1)
            if isToday, options.color { number = ANSI.reverse + number + ANSI.reset }
            days += number + (isToday ? "*" : " ")
            let spent = commodity.flatMap { summary.dailyExpenses[day]?[$0] }
            let text = spent.map { CompactMoney.format($0, units: language.compactUnits) } ?? ""
            amounts += DisplayWidth.leftPadded(text, to: Self.ledgerColumnWidth - 1) + " "
            column += 1
            if column == 7 || day == month.dayCount {
                lines.append(days.trimmingTrailingSpaces())
                let trimmed = amounts.trimmingTrailingSpaces()
                if !trimmed.isEmpty { lines.append(trimmed) }
                days = ""
                amounts = ""
                column = 0
            }
        }
        if today.yearMonth == month { lines.append(language == .korean ? "* 오늘" : "* today") }
        lines += totalsLines(summary, commodity: commodity, journal: journal)
        return lines
    }

    /// The commodity whose daily spending the grid shows: the one spent the most in the month by
    /// number of days, ties to the alphabetically first.
    private func mainCommodity(of summary: MonthSummary) -> String? {
        var days: [String: Int] = [:]
        for totals in summary.dailyExpenses.values { for commodity in totals.keys { days[commodity, default: 0] += 1 } }
        return days.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }?.key
    }

    private func totalsLines(_ summary: MonthSummary, commodity: String?, journal: Journal) -> [String] {
        let korean = options.language == .korean
        func amounts(_ totals: CommodityTotals) -> String {
            guard !totals.isEmpty else { return "0" }
            return totals.sorted { $0.key < $1.key }.map { journal.format($0.value, commodity: $0.key) }
                .joined(separator: ", ")
        }
        let labels = korean ? ["수입", "지출", "순액", "큰 지출"] : ["Income", "Expenses", "Net", "Largest"]
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        func row(_ index: Int, _ text: String) -> String {
            DisplayWidth.padded(labels[index], to: labelWidth) + "  " + text
        }
        var lines: [String] = []
        if let commodity, summary.dailyExpenses.values.contains(where: { $0.count > 1 || $0[commodity] == nil }) {
            lines.append(korean ? "(날짜별 금액: \(commodity))" : "(daily amounts in \(commodity))")
        }
        if summary.transactionCount == 0 {
            lines.append(korean ? "이 달에는 내역이 없습니다." : "No entries this month.")
            return lines
        }
        lines.append(row(0, amounts(summary.income)))
        lines.append(row(1, amounts(summary.expenses)))
        lines.append(row(2, amounts(summary.net)))
        if !summary.largestExpenses.isEmpty {
            lines.append(
                row(
                    3,
                    summary.largestExpenses.map { "\(VisibleText.escaping($0.account)) \(journal.format($0.amount))" }
                        .joined(separator: ", ")))
        }
        return lines
    }
}
