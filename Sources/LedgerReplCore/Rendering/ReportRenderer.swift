import LedgerJournalCore

/// Draws what a journal command or question found under its sentence: the entries (like `hledger
/// print`), the change or balance per account (like `hledger balance --flat`), a ranking or a trend as
/// a bar chart, a budget table. Journal text is escaped before it is shown.
public struct ReportRenderer: Sendable {
    /// The journal whose commodity styles amounts follow.
    public var journal: Journal
    /// The language, frame style and width to draw in.
    public var options: RenderOptions

    /// The columns a chart takes in the fixed layout (no width given).
    public static let fixedWidth = 72

    /// Makes a renderer.
    public init(journal: Journal, options: RenderOptions = RenderOptions()) {
        self.journal = journal
        self.options = options
    }

    /// The lines of `report`, below its sentence (a total has none).
    public func lines(for report: Report) -> [String] {
        switch report {
        case .entries(_, let transactions): return transactions.flatMap(lines(for:))
        case .balances(_, let balances), .runningBalances(_, let balances): return balanceLines(balances)
        case .answer(let answer): return lines(for: answer)
        }
    }

    /// A ranking or a trend as a bar chart, a budget as a table; nothing for other answers.
    func lines(for answer: Answer) -> [String] {
        if case .none = answer.coverage { return [] }
        switch answer.question.kind {
        case .count:
            return []
        case .ranking where answer.question.grouping != .account:
            let shown = answer.groups.prefix(answer.question.count ?? 10)
            let messages = Messages(language: options.language)
            return chart(
                shown.map { row in
                    var label = VisibleText.escaping(row.name, limit: 200)
                    if let weekday = row.weekday { label = messages.dayOfWeek(weekday) }
                    if let period = row.period {
                        let day = messages.label(period)
                        label = label.isEmpty ? day : day + " " + label
                    }
                    return (label, label, row.totals)
                }, answer: answer)
        case .ranking:
            let shown = answer.ranking.prefix(answer.question.count ?? 10)
            // Labelled as the sentence names them: the leaf, the path only where two share it.
            let said = SaidAccountNames.names(for: answer.ranking.map(\.account))
            return chart(
                zip(shown, said).map { row, name in
                    (VisibleText.escaping(name, limit: 200), shortAccount(row.account), row.totals)
                }, answer: answer)
        case .trend:
            let months = answer.series.compactMap { entry -> (YearMonth, CommodityTotals)? in
                if case .month(let month) = entry.period { return (month, entry.totals) }
                return nil
            }
            let oneYear = Set(months.map(\.0.year)).count == 1
            return chart(
                months.map { month, totals in
                    (options.language.label(month), shortLabel(month, oneYear: oneYear), totals)
                }, answer: answer)
        case .budget:
            return budgetLines(answer)
        case .total, .comparison, .average, .balance:
            return []
        }
    }

    /// Rows drawn as bars of the commodity with the most in it; a note names that commodity when the
    /// rows hold others too.
    func chart(_ rows: [(String, String, CommodityTotals)], answer: Answer) -> [String] {
        let order = Journal.commodityOrder(rows.map(\.2))
        let main = order.first
        let units = options.language.compactUnits
        let chartRows = rows.map { label, short, totals in
            BarChart.Row(
                label: label, shortLabel: short, value: main.map { totals[$0] ?? .zero },
                figure: answer.format(totals),
                shortFigure: main.map { totals[$0].map { CompactMoney.format($0, units: units) } ?? "0" } ?? "0")
        }
        var lines = BarChart(rows: chartRows, style: options.style, width: options.width ?? Self.fixedWidth).lines()
        if order.count > 1, let main {
            let symbol = VisibleText.escaping(main)
            lines.append(Messages(language: options.language).barsLegend(symbol: symbol))
        }
        return lines
    }

    /// `7월` / `Jul` within one year, `24.7` / `Jul 24` across years.
    func shortLabel(_ month: YearMonth, oneYear: Bool) -> String {
        let year = zeroPadded(month.year % 100, width: 2)
        switch options.language {
        case .korean: return oneYear ? "\(month.month)월" : "\(year).\(month.month)"
        case .english: return options.language.cellName(month.month) + (oneYear ? "" : " '\(year)")
        }
    }

    /// An account's last segment, for narrow charts.
    func shortAccount(_ account: String) -> String {
        VisibleText.escaping(String(account.split(separator: ":").last ?? Substring(account)), limit: 60)
    }

    /// What is left of a line's budget: `30,000원`, or when spending went over, `30,000원 초과` /
    /// `$0.91 over`, never a negative amount left.
    func leftCell(_ left: CommodityTotals, answer: Answer) -> String {
        guard !left.isEmpty, left.values.allSatisfy({ $0.signum < 0 }) else { return answer.format(left) }
        let over = answer.format(left.compactMapValues { $0.negated() })
        return Messages(language: options.language).overBudget(over)
    }

    /// A budget table of several accounts: per account the budget, the spending and what is left.
    func budgetLines(_ answer: Answer) -> [String] {
        // One budgeted account is said whole in its sentence.
        guard answer.budget.count > 1 else { return [] }
        let header = Messages(language: options.language).budgetHeader
        var rows = [header]
        // Each account by the leaf said (`식비`, `food`), with the segments before it only where two share it.
        let said = SaidAccountNames.names(for: answer.budget.map(\.account))
        for (line, name) in zip(answer.budget, said) {
            rows.append([
                VisibleText.escaping(name, limit: 200), answer.format(line.budget), answer.format(line.actual),
                leftCell(line.left, answer: answer),
            ])
        }
        let widths = (0..<4).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        // Too narrow for the four columns: each account on its line, its three figures under it.
        if let width = options.width, widths.reduce(6, +) > width {
            let labelWidth = header.dropFirst().map { DisplayWidth.of($0) }.max() ?? 0
            let amountWidth = widths.dropFirst().max() ?? 0
            return rows.dropFirst().flatMap { row in
                DisplayWidth.wrapped(row[0], to: width, hangingIndent: 2)
                    + (1..<4).flatMap { column -> [String] in
                        let label = DisplayWidth.padded(header[column], to: labelWidth)
                        let amount = DisplayWidth.leftPadded(row[column], to: amountWidth)
                        if 2 + labelWidth + 2 + amountWidth <= width { return ["  " + label + "  " + amount] }
                        if labelWidth + 1 + amountWidth <= width { return [label + " " + amount] }
                        // `₩9,230 초과` wraps at its space on the narrowest terminals.
                        return [header[column]] + DisplayWidth.wrapped(row[column], to: width)
                    }
            }
        }
        return rows.map { row in
            DisplayWidth.padded(row[0], to: widths[0]) + "  " + DisplayWidth.leftPadded(row[1], to: widths[1]) + "  "
                + DisplayWidth.leftPadded(row[2], to: widths[2]) + "  " + DisplayWidth.leftPadded(row[3], to: widths[3])
        }
    }

    /// One transaction: its header line, then each posting with its amount aligned.
    func lines(for transaction: Transaction) -> [String] {
        var header = transaction.date.description
        switch transaction.status {
        case .cleared: header += " *"
        case .pending: header += " !"
        case .unmarked: break
        }
        if let code = transaction.code { header += " (" + VisibleText.escaping(code) + ")" }
        header += " " + VisibleText.escaping(transaction.description, limit: 200)
        let postings = transaction.postings.map { posting -> (String, String) in
            let name = VisibleText.escaping(posting.account, limit: 200)
            let account: String
            switch posting.kind {
            case .real: account = name
            case .virtual: account = "(" + name + ")"
            case .balancedVirtual: account = "[" + name + "]"
            }
            return (account, journal.shown(posting.amount))
        }
        let accountWidth = postings.map { DisplayWidth.of($0.0) }.max() ?? 0
        let amountWidth = postings.map { DisplayWidth.of($0.1) }.max() ?? 0
        let headerLines = DisplayWidth.wrapped(header, to: options.width, hangingIndent: 4)
        // Too narrow for the two columns: each account on its line, its amount under it.
        if let width = options.width, 4 + accountWidth + 2 + amountWidth > width {
            return headerLines
                + postings.flatMap { account, amount in
                    DisplayWidth.wrapped("    " + account, to: width, hangingIndent: 6)
                        + [DisplayWidth.leftPadded(amount, to: min(width, 6 + amountWidth))]
                }
        }
        return headerLines
            + postings.map { account, amount in
                "    " + DisplayWidth.padded(account, to: accountWidth) + "  "
                    + DisplayWidth.leftPadded(amount, to: amountWidth)
            }
    }

    /// Each account's change, one line per commodity, amounts right-aligned, then a rule and the total.
    func balanceLines(_ balances: [String: CommodityTotals]) -> [String] {
        var rows: [(String, String)] = []
        var total: CommodityTotals = [:]
        for account in balances.keys.sorted() {
            for (commodity, amount) in (balances[account] ?? [:]).sorted(by: { $0.key < $1.key }) {
                rows.append((journal.shown(amount, commodity: commodity), VisibleText.escaping(account, limit: 200)))
                let sum = total[commodity] ?? .zero
                total[commodity] = sum.adding(amount) ?? sum
            }
        }
        let totals = total.filter { !$0.value.isZero }.sorted { $0.key < $1.key }
            .map { journal.shown($0.value, commodity: $0.key) }
        let column = (rows.map { DisplayWidth.of($0.0) } + totals.map { DisplayWidth.of($0) } + [1]).max() ?? 1
        // The amounts' column, no wider than the terminal (an amount wider than it sticks out alone).
        let width = min(column, options.width ?? column)
        var lines = rows.map { DisplayWidth.leftPadded($0.0, to: width) + "  " + $0.1 }
        // Too narrow for the two columns: each account on its line, its amount under it, aligned.
        if let terminal = options.width, rows.contains(where: { column + 2 + DisplayWidth.of($0.1) > terminal }) {
            lines = rows.flatMap { amount, account in
                DisplayWidth.wrapped(account, to: terminal, hangingIndent: 2)
                    + [DisplayWidth.leftPadded(amount, to: width)]
            }
        }
        lines.append(String(repeating: "-", count: width))
        lines +=
            totals.isEmpty
            ? [DisplayWidth.leftPadded("0", to: width)] : totals.map { DisplayWidth.leftPadded($0, to: width) }
        return lines
    }
}
