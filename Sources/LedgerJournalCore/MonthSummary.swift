/// What the month view shows under its calendar: income, expenses, net, daily spending and the
/// largest expense accounts.
public struct MonthSummary: Sendable, Hashable {
    /// The month summarised.
    public let month: JournalMonth
    /// How many transactions the month has.
    public let transactionCount: Int
    /// Money earned, per commodity, positive (income accounts with the sign flipped).
    public let income: CommodityTotals
    /// Money spent, per commodity (expense accounts).
    public let expenses: CommodityTotals
    /// Income minus expenses, per commodity.
    public let net: CommodityTotals
    /// Spending per day of the month (1…31); days without expenses are absent.
    public let dailyExpenses: [Int: CommodityTotals]
    /// Expense accounts by amount spent, largest first within each commodity; commodities with more
    /// spending come first.
    public let largestExpenses: [AccountAmount]
    /// ``dailyExpenses`` by commodity, as the month view draws it: the commodity spent on the most days
    /// first (ties to the alphabetically first), each with its spending on every day.
    public let dailySpending: [DailySpending]
}

/// A month's spending in one commodity on each day, laid out for drawing: no lookups by name.
public struct DailySpending: Sendable, Hashable {
    /// The commodity.
    public let commodity: String
    /// The spending on day `day` at `day - 1` for days 1 to 31, zero where there was none.
    public let days: [ExactDecimal]
}

extension MonthSummary {
    /// The summary of a month without entries.
    init(empty month: JournalMonth) {
        self.init(
            month: month, transactionCount: 0, income: [:], expenses: [:], net: [:], dailyExpenses: [:],
            largestExpenses: [], dailySpending: [])
    }

    /// The same summary with only its first `count` largest expenses (none for a count below one).
    func keepingLargest(_ count: Int) -> MonthSummary {
        guard largestExpenses.count > count else { return self }
        return MonthSummary(
            month: month, transactionCount: transactionCount, income: income, expenses: expenses, net: net,
            dailyExpenses: dailyExpenses, largestExpenses: Array(largestExpenses.prefix(max(0, count))),
            dailySpending: dailySpending)
    }
}

/// An account and an amount, as in a "largest expenses" list.
public struct AccountAmount: Sendable, Hashable {
    /// The full account name.
    public let account: String
    /// The amount.
    public let amount: Amount
}

extension Journal {
    /// The month view's figures for `month`, with up to `largestCount` expense accounts.
    ///
    /// Looked up in the month index made with the journal (`MonthIndex`): O(1) in the journal's size
    /// for every month, the index holding each month with entries and a month without any being empty.
    public func summary(of month: JournalMonth, largestCount: Int = 5) -> MonthSummary {
        guard let indexed = months.summaries[Int32(clamping: month.key)] else {
            // Not in the index: the month has no entry (or the index is being made).
            if months.isComplete { return MonthSummary(empty: month) }
            return workedOutSummary(of: month, largestCount: largestCount)
        }
        return indexed.keepingLargest(largestCount)
    }

    /// The month view's figures for `month`, added up from its postings as the index adds up each
    /// month (``MonthIndex/Tally``), with up to `largestCount` expense accounts.
    func workedOutSummary(of month: JournalMonth, largestCount: Int) -> MonthSummary {
        var tally = MonthIndex.Tally(self)
        return tally.summary(ofMonth: Int32(clamping: month.key)).keepingLargest(largestCount)
    }
}
