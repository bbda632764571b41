import LedgerJournalCore

/// What a journal command or question found, for the shell to print and the JSON to carry.
public enum Report: Hashable, Sendable {
    /// A month's or a year's transactions, in journal order.
    case entries(Destination, [Transaction])
    /// A month's or a year's change per account, flat: account → commodity → amount.
    case balances(Destination, [String: CommodityTotals])
    /// The answer to a question.
    case answer(Answer)
}

/// The answer to a `Question`: the figures and what they cover.
public struct Answer: Hashable, Sendable {
    /// The question asked.
    public var question: Question
    /// The month or year the figures cover.
    public var period: Destination
    /// The total per commodity (income shown positive).
    public var totals: CommodityTotals
    /// For account questions, the accounts that matched.
    public var accounts: [String]
    /// The totals written the way the journal writes each commodity (`₩258,400, $12.50`), or `0`.
    public var figures: String
}

extension Destination {
    /// The journal's name for the same span of time.
    var journalPeriod: JournalPeriod {
        switch self {
        case .month(let month): .month(month.journalMonth)
        case .year(let year): .year(year)
        }
    }
}

extension Journal {
    /// Answers `question` for `period`. Returns `nil` for an account question no account matches.
    func answer(_ question: Question, over period: Destination) -> Answer? {
        let span: JournalPeriod
        switch period {
        case .month(let month): span = .month(month.journalMonth)
        case .year(let year): span = .year(year)
        }
        let totals: CommodityTotals
        var accounts: [String] = []
        switch question.subject {
        case .expenses:
            totals = expenses(in: span)
        case .income:
            totals = income(in: span)
        case .accounts(let text):
            let found = self.totals(ofAccountsMatching: text, in: span)
            guard !found.accounts.isEmpty else { return nil }
            // `food in march` asks what was spent on food: when some matching accounts are expenses,
            // count only those (a budget or asset account of the same name would cancel them out).
            let expenseAccounts = found.accounts.filter { accountType(of: $0) == .expense }
            if expenseAccounts.isEmpty || expenseAccounts.count == found.accounts.count {
                totals = found.totals
                accounts = found.accounts
            } else {
                let balances = self.balances(in: span)
                var sums: CommodityTotals = [:]
                for account in expenseAccounts {
                    for (commodity, amount) in balances[account] ?? [:] {
                        let sum = sums[commodity] ?? .zero
                        sums[commodity] = sum.adding(amount) ?? sum
                    }
                }
                totals = sums
                accounts = expenseAccounts
            }
        }
        return Answer(question: question, period: period, totals: totals, accounts: accounts, figures: figures(totals))
    }

    /// `totals` written the way the journal writes each commodity, sorted by commodity; `0` when empty.
    func figures(_ totals: CommodityTotals) -> String {
        guard !totals.isEmpty else { return "0" }
        return totals.sorted { $0.key < $1.key }.map { format($0.value, commodity: $0.key) }.joined(separator: ", ")
    }
}
