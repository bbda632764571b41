import Foundation
import Testing

@testable import LedgerJournalCore

/// The month index made with the journal holds what working each month out from its postings gives:
/// the index's one pass over the postings (`MonthIndex.Tally`) against the month added up posting by
/// posting with dictionaries, as the index was made before it (`referenceSummary`, below).
struct MonthIndexTests {
    /// Journals whose months cover every kind of posting a summary counts: the household fixture, a
    /// journal of postings with their own dates (some in months without a transaction), and one of wide
    /// quantities (past 38 digits) spent and earned beside ordinary ones.
    static let journals: [(name: String, text: String?)] = [
        ("household.journal", nil),
        ("examples/household-ko.journal", nil),
        ("examples/household-en.journal", nil),
        ("Compatibility/posting-dates.journal", nil),
        ("Compatibility/가계부.journal", nil),
        ("costs.journal", nil),
        (
            "wide expenses",
            """
            2024-01-03 big
                expenses:y     170141183460469231731687303715884105727 Y
                expenses:food  12.50 EUR
                expenses:food  1 Y
                assets:cash
            2024-01-05 big again
                expenses:y     -170141183460469231731687303715884105720 Y
                expenses:rent  12.5 EUR
                income:pay     -1E45 Y
                assets:cash    -25 EUR
                assets:cash
            2024-02-01 small
                expenses:food  3 EUR  ; date: 2024-04-02
                income:gift    -1 EUR
                assets:cash
            """
        ),
    ]

    static func journal(_ entry: (name: String, text: String?)) throws -> Journal {
        if entry.name.hasPrefix("examples/") {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let bytes = Array(try Data(contentsOf: root.appendingPathComponent(entry.name)))
            return try Journal.load([JournalSource(path: entry.name, bytes: bytes)]).get()
        }
        guard let text = entry.text else { return try Fixture.journal(entry.name) }
        return try Journal.parse(text).get()
    }

    @Test(arguments: journals.indices)
    func everyMonthsSummaryIsThePostingByPostingOne(_ index: Int) throws {
        let journal = try Self.journal(Self.journals[index])
        #expect(!journal.months.summaries.isEmpty)
        if Self.journals[index].text != nil { #expect(journal.storage.wideCommodities.contains(true)) }
        for month in journal.monthsWithEntries.sorted() {
            for count in [0, 1, 3, 5, 100] {
                let indexed = journal.summary(of: month, largestCount: count)
                let reference = journal.referenceSummary(of: month, largestCount: count)
                #expect(indexed == reference)
                // Equal numbers may differ in their places (1.0, 1.00), which the month view shows.
                #expect(written(indexed) == written(reference))
                #expect(journal.workedOutSummary(of: month, largestCount: count) == reference)
            }
            #expect(
                journal.expenses(in: .month(month))
                    == journal.totals(in: .month(month), sign: 1) {
                        journal.storage.accountTypes[Int($0)] == .expense
                    })
        }
    }

    @Test func aMonthWithoutEntriesIsEmpty() throws {
        let journal = try Fixture.journal("household.journal")
        let empty = JournalMonth(uncheckedYear: 1999, month: 1)
        #expect(journal.summary(of: empty).transactionCount == 0)
        #expect(journal.summary(of: empty) == journal.referenceSummary(of: empty, largestCount: 5))
        #expect(journal.summary(of: empty) == journal.workedOutSummary(of: empty, largestCount: 5))
        #expect(journal.income(in: .month(empty)) == journal.totals(in: .month(empty), sign: -1) { _ in true })
        #expect(journal.expenses(in: .month(empty)).isEmpty)
        #expect(Journal().months.summaries.isEmpty)
    }

    /// Every number of `summary` as text, with its places, in a fixed order.
    private func written(_ summary: MonthSummary) -> [String] {
        func rows(_ totals: CommodityTotals) -> [String] {
            totals.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        }
        return rows(summary.income) + rows(summary.expenses) + rows(summary.net)
            + summary.dailyExpenses.sorted { $0.key < $1.key }.flatMap { ["day \($0.key)"] + rows($0.value) }
            + summary.largestExpenses.map { "\($0.account) \($0.amount.quantity) \($0.amount.commodity)" }
            + summary.dailySpending.flatMap { [$0.commodity] + $0.days.map(\.description) }
    }
}

extension Journal {
    /// The month view's figures for `month`, worked out posting by posting with dictionaries, the way
    /// the month index was made before it added up every month in one pass: the reference it is
    /// checked against.
    fileprivate func referenceSummary(of month: JournalMonth, largestCount: Int) -> MonthSummary {
        let period = JournalPeriod.month(month)
        let income = totals(in: period, sign: -1) { storage.accountTypes[Int($0)] == .income }
        let expenses = totals(in: period, sign: 1) { storage.accountTypes[Int($0)] == .expense }
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
            dailySpending: DailySpending.referenceLaidOut(dailyExpenses))
    }

    private func symbol(_ commodity: Int32) -> String { storage.commoditySymbols[Int(commodity)] }

    private func decimal(_ mantissa: Int128, _ commodity: Int32) -> ExactDecimal {
        presented(mantissa, commodity: Int(commodity))
    }
}

extension DailySpending {
    /// Each commodity of `dailyExpenses` with its days, the one spent on the most days first (ties to
    /// the alphabetically first), counted by name: the reference for the month index's own.
    fileprivate static func referenceLaidOut(_ dailyExpenses: [Int: CommodityTotals]) -> [DailySpending] {
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
