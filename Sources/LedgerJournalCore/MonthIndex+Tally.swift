/// How the month index adds up a month: each of its postings read once, into tables made once for the
/// whole index and cleared from month to month.
extension MonthIndex {
    /// A month's income and expenses by commodity, its spending by day and by account, added up from
    /// its postings in integers at each commodity's storage scale, then written out as its summary.
    ///
    /// The tables are sized by the journal's commodities and are reused for every month, so adding up a
    /// month costs its postings and the summary it writes, not the journal's size; a wide quantity
    /// (one held in the journal's wide table) is added exactly beside them.
    struct Tally {
        /// What a posting's account counts it towards.
        private enum Role: UInt8 {
            case neither, income, expense
        }

        private let journal: Journal
        private let commodityCount: Int
        /// By account position, what its postings count towards.
        private let roles: [Role]
        /// This month's income (sign flipped) by commodity.
        private var earned: [Int128]
        /// This month's expenses by commodity.
        private var spent: [Int128]
        /// By commodity, whether ``commodities`` holds it.
        private var isCounted: [Bool]
        /// The commodities with an income or an expense posting this month, each once.
        private var commodities: [Int32] = []
        /// By commodity, the days (bit `day`) with an expense posting this month.
        private var spendingDays: [UInt32]
        /// This month's expenses by day and commodity, at `day * commodityCount + commodity`.
        private var daily: [Int128]
        /// This month's expense postings of integer quantities: account and commodity (`account << 32 |
        /// commodity`) and quantity, in the order read.
        private var expensePostings: [(key: UInt64, quantity: Int128)] = []
        /// This month's postings of wide quantities that count: their role, day, account and commodity
        /// (as in ``expensePostings``), and value.
        private var widePostings: [(role: Role, day: Int, key: UInt64, value: ExactDecimal)] = []

        /// The tables for the months of `journal`.
        init(_ journal: Journal) {
            self.journal = journal
            let storage = journal.storage
            commodityCount = storage.commoditySymbols.count
            roles = storage.accountTypes.map { type in
                type == .income ? .income : type == .expense ? .expense : .neither
            }
            earned = [Int128](repeating: 0, count: commodityCount)
            spent = earned
            isCounted = [Bool](repeating: false, count: commodityCount)
            spendingDays = [UInt32](repeating: 0, count: commodityCount)
            daily = [Int128](repeating: 0, count: 32 * commodityCount)
        }

        /// The summary of the month `key` (`year * 12 + month - 1`), every expense account ranked: the
        /// figures ``Journal/workedOutSummary(of:largestCount:)`` gives.
        mutating func summary(ofMonth key: Int32) -> MonthSummary {
            let month = JournalMonth(key: Int(key))
            let period = JournalPeriod.month(month)
            journal.forEachPosting(in: period) { posting, date in add(posting, on: date) }
            commodities.sort()
            let summary = written(month, transactionCount: journal.transactionCount(in: period))
            clear()
            return summary
        }

        /// Counts `posting`, dated `date` (`yyyymmdd`).
        private mutating func add(_ posting: PostingRecord, on date: Int32) {
            let role = roles[Int(posting.account)]
            guard role != .neither else { return }
            let commodity = Int(posting.commodity)
            if !isCounted[commodity] {
                isCounted[commodity] = true
                commodities.append(posting.commodity)
            }
            let day = Int(date % 100)
            let key = UInt64(UInt32(posting.account)) << 32 | UInt64(UInt32(posting.commodity))
            if posting.wide >= 0 {
                // Its integer quantity is zero: only the exact value counts.
                let value = journal.storage.wideQuantities[Int(posting.wide)]
                widePostings.append((role, day, key, value))
                if role == .expense { spendingDays[commodity] |= 1 << UInt32(day & 31) }
                return
            }
            if role == .income {
                earned[commodity] -= posting.quantity
                return
            }
            spent[commodity] += posting.quantity
            spendingDays[commodity] |= 1 << UInt32(day & 31)
            daily[(day & 31) * commodityCount + commodity] += posting.quantity
            expensePostings.append((key, posting.quantity))
        }

        /// Empties the tables for the next month.
        private mutating func clear() {
            for commodity in commodities {
                let index = Int(commodity)
                earned[index] = 0
                spent[index] = 0
                isCounted[index] = false
                var days = spendingDays[index]
                while days != 0 {
                    daily[days.trailingZeroBitCount * commodityCount + index] = 0
                    days &= days - 1
                }
                spendingDays[index] = 0
            }
            commodities.removeAll(keepingCapacity: true)
            expensePostings.removeAll(keepingCapacity: true)
            widePostings.removeAll(keepingCapacity: true)
        }

        /// A sum of `commodity` as its totals are shown: the integer `sum` at its storage scale, plus
        /// the wide values added to it (`nil` when there are none).
        private func presented(_ sum: Int128, plus wide: ExactDecimal?, commodity: Int) -> ExactDecimal {
            guard let wide else { return journal.presented(sum, commodity: commodity) }
            return journal.presented(journal.presented(sum, commodity: commodity) + wide, commodity: commodity)
        }

        /// The wide values of this month's postings of `role`, summed by what `group` gives each.
        private func wideSums(_ role: Role, by group: (Int, UInt64) -> Int) -> [Int: ExactDecimal] {
            var sums: [Int: ExactDecimal] = [:]
            for posting in widePostings where posting.role == role {
                let value = role == .income ? -posting.value : posting.value
                let place = group(posting.day, posting.key)
                sums[place] = sums[place].map { $0 + value } ?? value
            }
            return sums
        }

        /// The summary of `month` from the tables, filled with its postings.
        private func written(_ month: JournalMonth, transactionCount: Int) -> MonthSummary {
            let symbols = journal.storage.commoditySymbols
            let wideEarned = widePostings.isEmpty ? [:] : wideSums(.income) { Int($1 & 0xFFFF_FFFF) }
            let wideSpent = widePostings.isEmpty ? [:] : wideSums(.expense) { Int($1 & 0xFFFF_FFFF) }
            var income: CommodityTotals = [:]
            var expenses: CommodityTotals = [:]
            for commodity in commodities.lazy.map(Int.init) {
                if earned[commodity] != 0 || wideEarned[commodity] != nil {
                    let total = presented(earned[commodity], plus: wideEarned[commodity], commodity: commodity)
                    if !total.isZero { income[symbols[commodity]] = total }
                }
                if spent[commodity] != 0 || wideSpent[commodity] != nil {
                    let total = presented(spent[commodity], plus: wideSpent[commodity], commodity: commodity)
                    if !total.isZero { expenses[symbols[commodity]] = total }
                }
            }
            var net = income
            for (commodity, spent) in expenses {
                let earned = net[commodity] ?? .zero
                net[commodity] = earned.subtracting(spent) ?? earned
            }
            net = net.filter { !$0.value.isZero }
            let daily = dailyExpenses()
            return MonthSummary(
                month: month, transactionCount: transactionCount, income: income, expenses: expenses, net: net,
                dailyExpenses: daily.byDay, largestExpenses: largestExpenses(ranking: expenses),
                dailySpending: daily.byCommodity)
        }

        /// Each day's spending by commodity, days without any left out, and each commodity's spending on
        /// each day, as ``MonthSummary/dailySpending`` lays it out: the commodity spent on the most days
        /// first, ties to the alphabetically first.
        private func dailyExpenses() -> (byDay: [Int: CommodityTotals], byCommodity: [DailySpending]) {
            let symbols = journal.storage.commoditySymbols
            let wideDaily =
                widePostings.isEmpty
                ? [:] : wideSums(.expense) { day, key in day * commodityCount + Int(key & 0xFFFF_FFFF) }
            var byDay: [Int: CommodityTotals] = [:]
            var byCommodity: [(count: Int, spending: DailySpending)] = []
            for commodity in commodities.lazy.map(Int.init) {
                var days = spendingDays[commodity] & ~1
                var spent: [ExactDecimal] = []
                var count = 0
                while days != 0 {
                    let day = days.trailingZeroBitCount
                    days &= days - 1
                    let cell = day * commodityCount + commodity
                    let total = presented(daily[cell], plus: wideDaily[cell], commodity: commodity)
                    guard !total.isZero else { continue }
                    byDay[day, default: [:]][symbols[commodity]] = total
                    if spent.isEmpty { spent = [ExactDecimal](repeating: .zero, count: 31) }
                    spent[day - 1] = total
                    count += 1
                }
                if count > 0 { byCommodity.append((count, DailySpending(commodity: symbols[commodity], days: spent))) }
            }
            byCommodity.sort { a, b in
                a.count > b.count || (a.count == b.count && a.spending.commodity < b.spending.commodity)
            }
            return (byDay, byCommodity.map(\.spending))
        }

        /// Every expense account with spending this month, by amount, largest first within each
        /// commodity, the commodities in the order of their spending (`expenses`, largest first).
        private func largestExpenses(ranking expenses: CommodityTotals) -> [AccountAmount] {
            let storage = journal.storage
            var postings = expensePostings
            postings.sort { $0.key < $1.key }
            var sums: [(key: UInt64, sum: Int128)] = []
            for posting in postings {
                if let last = sums.last, last.key == posting.key {
                    sums[sums.count - 1].sum += posting.quantity
                } else {
                    sums.append((posting.key, posting.quantity))
                }
            }
            let wideAccounts =
                widePostings.isEmpty ? [:] : wideSums(.expense) { _, key in Int(truncatingIfNeeded: key) }
            let commodityRank = expenses.sorted { $0.value > $1.value }.map(\.key)
            var ranks: [(commodity: Int32, rank: Int)] = []
            func rank(of commodity: Int32) -> Int {
                if let known = ranks.first(where: { $0.commodity == commodity }) { return known.rank }
                let rank = commodityRank.firstIndex(of: storage.commoditySymbols[Int(commodity)]) ?? .max
                ranks.append((commodity, rank))
                return rank
            }
            // An integer sum is compared as such: one commodity's are all at its storage scale.
            var ranked: [(rank: Int, key: UInt64, sum: Int128, isWide: Bool, value: ExactDecimal)] = []
            ranked.reserveCapacity(sums.count + wideAccounts.count)
            for entry in sums where wideAccounts[Int(truncatingIfNeeded: entry.key)] == nil && entry.sum > 0 {
                let commodity = Int32(truncatingIfNeeded: entry.key & 0xFFFF_FFFF)
                let value = journal.presented(entry.sum, commodity: Int(commodity))
                ranked.append((rank(of: commodity), entry.key, entry.sum, false, value))
            }
            for (key, wide) in wideAccounts {
                let key = UInt64(truncatingIfNeeded: key)
                let commodity = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
                let integer = sums.first { $0.key == key }?.sum ?? 0
                let value = presented(integer, plus: wide, commodity: Int(commodity))
                if value.signum > 0 { ranked.append((rank(of: commodity), key, 0, true, value)) }
            }
            ranked.sort { a, b in
                if a.key & 0xFFFF_FFFF != b.key & 0xFFFF_FFFF { return a.rank < b.rank }
                if !a.isWide, !b.isWide {
                    if a.sum != b.sum { return a.sum > b.sum }
                } else if a.value != b.value {
                    return a.value > b.value
                }
                return storage.accountNames[Int(a.key >> 32)] < storage.accountNames[Int(b.key >> 32)]
            }
            return ranked.map { entry in
                AccountAmount(
                    account: storage.accountNames[Int(entry.key >> 32)],
                    amount: Amount(entry.value, storage.commoditySymbols[Int(entry.key & 0xFFFF_FFFF)]))
            }
        }
    }
}
