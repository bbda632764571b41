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

    /// Each commodity of `dailyExpenses` with its days, the one spent on the most days first.
    static func laidOut(_ dailyExpenses: [Int: CommodityTotals]) -> [DailySpending] {
        var spent: [String: [ExactDecimal]] = [:]
        var dayCounts: [String: Int] = [:]
        for (day, totals) in dailyExpenses {
            for (commodity, amount) in totals {
                dayCounts[commodity, default: 0] += 1
                guard (1...31).contains(day) else { continue }
                spent[commodity, default: [ExactDecimal](repeating: .zero, count: 31)][day - 1] = amount
            }
        }
        return dayCounts.sorted { a, b in a.value > b.value || (a.value == b.value && a.key < b.key) }.map {
            DailySpending(commodity: $0.key, days: spent[$0.key] ?? [ExactDecimal](repeating: .zero, count: 31))
        }
    }
}

extension MonthSummary {
    /// The summary of a month without entries.
    init(empty month: JournalMonth) {
        self.init(
            month: month, transactionCount: 0, income: [:], expenses: [:], net: [:], dailyExpenses: [:],
            largestExpenses: [], dailySpending: [])
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
        guard indexed.largestExpenses.count > largestCount else { return indexed }
        return MonthSummary(
            month: indexed.month, transactionCount: indexed.transactionCount, income: indexed.income,
            expenses: indexed.expenses, net: indexed.net, dailyExpenses: indexed.dailyExpenses,
            largestExpenses: Array(indexed.largestExpenses.prefix(max(0, largestCount))),
            dailySpending: indexed.dailySpending)
    }

    /// The month view's figures for `month`, worked out from its postings (how the index is made).
    func workedOutSummary(of month: JournalMonth, largestCount: Int) -> MonthSummary {
        let period = JournalPeriod.month(month)
        let income = self.income(in: period)
        let expenses = self.expenses(in: period)
        var net = income
        for (commodity, spent) in expenses {
            let earned = net[commodity] ?? .zero
            net[commodity] = earned.subtracting(spent) ?? earned
        }
        net = net.filter { !$0.value.isZero }

        var daily: [Int: [Int32: Int128]] = [:]
        var perAccount: [UInt64: Int128] = [:]
        forEachPosting(in: period) { posting, date in
            guard storage.accountTypes[Int(posting.account)] == .expense else { return }
            daily[Int(date % 100), default: [:]][posting.commodity, default: 0] += posting.quantity
            perAccount[UInt64(UInt32(posting.account)) << 32 | UInt64(UInt32(posting.commodity)), default: 0] +=
                posting.quantity
        }
        var dailySums: [Int: [Int32: ExactDecimal]] = [:]
        for (day, sums) in daily {
            for (commodity, sum) in sums { dailySums[day, default: [:]][commodity] = decimal(sum, commodity) }
        }
        var accountSums: [UInt64: ExactDecimal] = [:]
        for (key, sum) in perAccount {
            accountSums[key] = decimal(sum, Int32(truncatingIfNeeded: key & 0xFFFF_FFFF))
        }
        // A wide commodity's quantities are zero above: add them exactly.
        forEachWidePosting(in: period) { posting, date, value in
            guard storage.accountTypes[Int(posting.account)] == .expense else { return }
            let day = Int(date % 100)
            dailySums[day, default: [:]][posting.commodity] = (dailySums[day]?[posting.commodity] ?? .zero) + value
            let key = UInt64(UInt32(posting.account)) << 32 | UInt64(UInt32(posting.commodity))
            accountSums[key] = (accountSums[key] ?? .zero) + value
        }
        var dailyExpenses: [Int: CommodityTotals] = [:]
        for (day, sums) in dailySums {
            var totals: CommodityTotals = [:]
            for (commodity, sum) in sums where !sum.isZero {
                totals[symbol(commodity)] = presented(sum, commodity: Int(commodity))
            }
            if !totals.isEmpty { dailyExpenses[day] = totals }
        }
        let ranked = accountSums.filter { $0.value.signum > 0 }.map {
            (key: $0.key, sum: presented($0.value, commodity: Int($0.key & 0xFFFF_FFFF)))
        }
        let commodityRank = expenses.sorted { $0.value > $1.value }.map(\.key)
        let largest = ranked.sorted { a, b in
            let ca = Int32(truncatingIfNeeded: a.key & 0xFFFF_FFFF)
            let cb = Int32(truncatingIfNeeded: b.key & 0xFFFF_FFFF)
            if ca != cb {
                return (commodityRank.firstIndex(of: symbol(ca)) ?? Int.max)
                    < (commodityRank.firstIndex(of: symbol(cb)) ?? Int.max)
            }
            if a.sum != b.sum { return a.sum > b.sum }
            return storage.accountNames[Int(a.key >> 32)] < storage.accountNames[Int(b.key >> 32)]
        }.prefix(max(0, largestCount)).map { entry in
            let commodity = Int32(truncatingIfNeeded: entry.key & 0xFFFF_FFFF)
            return AccountAmount(
                account: storage.accountNames[Int(entry.key >> 32)],
                amount: Amount(entry.sum, symbol(commodity)))
        }
        return MonthSummary(
            month: month, transactionCount: transactionCount(in: period), income: income, expenses: expenses, net: net,
            dailyExpenses: dailyExpenses, largestExpenses: largest,
            dailySpending: DailySpending.laidOut(dailyExpenses))
    }

    private func symbol(_ commodity: Int32) -> String { storage.commoditySymbols[Int(commodity)] }

    private func decimal(_ mantissa: Int128, _ commodity: Int32) -> ExactDecimal {
        presented(mantissa, commodity: Int(commodity))
    }
}
