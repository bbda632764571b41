import LedgerJournalCore

/// Draws what a journal command found: the month's entries (like `hledger print`) and the month's
/// change per account (like `hledger balance --flat`). Journal text is escaped before it is shown.
public struct ReportRenderer: Sendable {
    /// The journal whose commodity styles amounts follow.
    public var journal: Journal

    /// Makes a renderer.
    public init(journal: Journal) { self.journal = journal }

    /// The lines of `report` (an answer is its reply sentence alone, so it has none).
    public func lines(for report: Report) -> [String] {
        switch report {
        case .entries(_, let transactions): return transactions.flatMap(lines(for:))
        case .balances(_, let balances): return balanceLines(balances)
        case .answer: return []
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
            return (account, journal.format(posting.amount))
        }
        let accountWidth = postings.map { DisplayWidth.of($0.0) }.max() ?? 0
        let amountWidth = postings.map { DisplayWidth.of($0.1) }.max() ?? 0
        return [header]
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
                rows.append((journal.format(amount, commodity: commodity), VisibleText.escaping(account, limit: 200)))
                let sum = total[commodity] ?? .zero
                total[commodity] = sum.adding(amount) ?? sum
            }
        }
        let totals = total.filter { !$0.value.isZero }.sorted { $0.key < $1.key }
            .map { journal.format($0.value, commodity: $0.key) }
        let width = (rows.map { DisplayWidth.of($0.0) } + totals.map { DisplayWidth.of($0) } + [1]).max() ?? 1
        var lines = rows.map { DisplayWidth.leftPadded($0.0, to: width) + "  " + $0.1 }
        lines.append(String(repeating: "-", count: width))
        lines +=
            totals.isEmpty
            ? [DisplayWidth.leftPadded("0", to: width)] : totals.map { DisplayWidth.leftPadded($0, to: width) }
        return lines
    }
}
