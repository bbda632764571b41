import Testing

@testable import LedgerJournalCore

/// Payees as hledger reads them (`hledger payees`): the description up to its first `|`, trimmed.
@Suite struct JournalPayeesTests {
    @Test func payeesAreTheDescriptionsUpToABarSortedWithoutRepeats() throws {
        let journal = try Journal.parse(
            """
            2024-07-01 스타벅스 강남점 | 아메리카노
                지출:카페  ₩4,500
                자산:현금

            2024-07-02 스타벅스 강남점
                지출:카페  ₩4,500
                자산:현금

            2024-07-03 * Whole Foods  ; groceries
                expenses:food  $12.50
                assets:bank

            2024-07-04
                expenses:food  $1.00
                assets:bank

            2024-07-05 (12) Whole Foods|weekly
                expenses:food  $3.00
                assets:bank

            """
        ).get()
        #expect(journal.payees == ["Whole Foods", "스타벅스 강남점"])
    }
}
