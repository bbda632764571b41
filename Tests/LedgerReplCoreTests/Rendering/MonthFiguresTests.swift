import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// The month view copies each month's figures written when the journal was made (`MonthFigures`):
/// the same compact days, widths and totals the view writes from the month's summary without them,
/// for every month of both example journals, in both languages' units.
@Suite struct MonthFiguresTests {
    @Test(arguments: [ExampleJournalFixture.Kind.korean, .english])
    func compactDaysAreWhatTheViewWritesWithoutThem(_ kind: ExampleJournalFixture.Kind) throws {
        let journal = try ExampleJournalFixture(kind).journal
        var differences: [String] = []
        for month in journal.monthsWithEntries {
            let summary = journal.summary(of: month, largestCount: 3)
            let figures = try #require(journal.figures(of: month))
            for units in [CompactMoney.Units.english, .korean] {
                let written = DailyAmounts(
                    summary, dayCount: month.dayCount, units: units, journal: journal, figures: nil)
                let copied = DailyAmounts(
                    summary, dayCount: month.dayCount, units: units, journal: journal, figures: figures)
                #expect(figures.compactDays(units) != nil)
                if written.widest != copied.widest { differences.append("\(month) \(units) widest") }
                for rank in summary.dailySpending.indices {
                    for day in 1...31
                    where written.text(rank, day) != copied.text(rank, day)
                        || written.width(rank, day) != copied.width(rank, day)
                        || copied.width(rank, day) != DisplayWidth.of(copied.text(rank, day))
                    {
                        differences.append("\(month) \(units) \(rank) \(day)")
                    }
                }
            }
        }
        #expect(differences == [])
    }

    /// The months with entries the popover marks, looked up in the month index, are those the journal's
    /// month keys hold, for every year around the journal's.
    @Test(arguments: [ExampleJournalFixture.Kind.korean, .english])
    func entryMonthsOfAYearAreTheMonthsWithEntries(_ kind: ExampleJournalFixture.Kind) throws {
        let journal = try ExampleJournalFixture(kind).journal
        let first = try #require(journal.firstMonth).year
        let last = try #require(journal.lastMonth).year
        for year in [1, first - 1] + Array(first...last) + [last + 1, 9999] {
            var expected: UInt16 = 0
            for month in 1...12 where journal.hasEntries(in: JournalMonth(uncheckedYear: year, month: month)) {
                expected |= 1 << UInt16(month - 1)
            }
            #expect(journal.monthsWithEntries(inYear: year) == expected, "\(year)")
        }
    }

    /// The totals rows copied from the figures are the amounts the journal writes, made visible.
    @Test(arguments: [ExampleJournalFixture.Kind.korean, .english])
    func totalsRowsAreTheJournalsAmounts(_ kind: ExampleJournalFixture.Kind) throws {
        let journal = try ExampleJournalFixture(kind).journal
        for month in journal.monthsWithEntries {
            let summary = journal.summary(of: month)
            let figures = try #require(journal.figures(of: month))
            for (row, totals) in [
                (MonthFigures.Row.income, summary.income), (.expenses, summary.expenses), (.net, summary.net),
            ] {
                var copied: [UInt8] = []
                figures.append(row, to: &copied)
                let written = totals.sorted { $0.key < $1.key }.map { journal.shown($0.value, commodity: $0.key) }
                #expect(String(decoding: copied, as: UTF8.self) == written.joined(separator: ", "))
                #expect(figures.isEmpty(row) == totals.isEmpty)
            }
            #expect(figures.largestCount == min(MonthFigures.largestWritten, summary.largestExpenses.count))
            for (rank, expense) in summary.largestExpenses.prefix(figures.largestCount).enumerated() {
                var account: [UInt8] = []
                var amount: [UInt8] = []
                figures.appendLargestAccount(rank, to: &account)
                figures.appendLargestAmount(rank, to: &amount)
                #expect(String(decoding: account, as: UTF8.self) == VisibleText.escaping(expense.account))
                #expect(String(decoding: amount, as: UTF8.self) == journal.shown(expense.amount))
            }
        }
    }
}
