import Testing

@testable import LedgerJournalCore

/// The month index made with the journal holds what working each month out from its postings gives.
struct MonthIndexTests {
    @Test(arguments: ["household.journal"])
    func everyMonthsSummaryIsTheWorkedOutOne(_ name: String) throws {
        let journal = try Fixture.journal(name)
        #expect(!journal.months.summaries.isEmpty)
        for month in journal.monthsWithEntries.sorted() {
            for count in [0, 1, 3, 5, 100] {
                #expect(journal.summary(of: month, largestCount: count) == journal.workedOutSummary(of: month, largestCount: count))
            }
            #expect(journal.expenses(in: .month(month)) == journal.totals(in: .month(month), sign: 1) {
                journal.storage.accountTypes[Int($0)] == .expense
            })
        }
    }

    @Test func aMonthWithoutEntriesIsEmpty() throws {
        let journal = try Fixture.journal("household.journal")
        let empty = JournalMonth(uncheckedYear: 1999, month: 1)
        #expect(journal.summary(of: empty).transactionCount == 0)
        #expect(journal.summary(of: empty) == journal.workedOutSummary(of: empty, largestCount: 5))
        #expect(journal.income(in: .month(empty)) == journal.totals(in: .month(empty), sign: -1) { _ in true })
        #expect(journal.expenses(in: .month(empty)).isEmpty)
        #expect(Journal().months.summaries.isEmpty)
    }
}
