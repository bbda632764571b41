/// One row of a budget: what the periodic rules plan for an account and what it changed by, the way
/// `hledger balance --budget` shows the account's row.
public struct BudgetFigures: Sendable, Hashable {
    /// The goal: the rules' amounts for the account and every account under it, each counted once for
    /// every time its rule happens in the period (zero totals left out).
    public var goal: CommodityTotals
    /// The change of the account and of every account under it, budgeted or not (a coffee account
    /// under food counts towards food), zero totals left out.
    public var actual: CommodityTotals

    /// A row of `goal` against `actual`.
    public init(goal: CommodityTotals, actual: CommodityTotals) {
        self.goal = goal
        self.actual = actual
    }
}

extension Journal {
    /// The budget row of `account` over `period`, as `hledger balance --budget -p PERIOD` shows it:
    /// its goal is the sum of the goals set on it and on the accounts under it, against the change of
    /// it and of every account under it. Signs are the journal's (income is budgeted negative).
    public func budget(of account: String, in period: JournalPeriod) -> BudgetFigures {
        budget(of: [account], in: period)[account] ?? BudgetFigures(goal: [:], actual: [:])
    }

    /// The budget rows of several accounts over one period (each as the one-account form gives it),
    /// read from one pass over the period's postings and rules.
    public func budget(of accounts: [String], in period: JournalPeriod) -> [String: BudgetFigures] {
        let goals = budgetedAmounts(in: period)
        let changes = balances(in: period)
        var rows: [String: BudgetFigures] = [:]
        for account in accounts {
            rows[account] = BudgetFigures(
                goal: Self.inclusiveSum(goals, of: account), actual: Self.inclusiveSum(changes, of: account))
        }
        return rows
    }

    /// The sum of `table`'s rows for `account` and the accounts under it, zero totals left out.
    static func inclusiveSum(_ table: [String: CommodityTotals], of account: String) -> CommodityTotals {
        var sum: CommodityTotals = [:]
        for (name, totals) in table where name == account || name.hasPrefix(account + ":") {
            for (commodity, amount) in totals {
                let previous = sum[commodity] ?? .zero
                sum[commodity] = previous.adding(amount) ?? previous
            }
        }
        return sum.filter { !$0.value.isZero }
    }
}
