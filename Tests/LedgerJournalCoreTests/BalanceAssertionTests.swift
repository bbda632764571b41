import Testing

@testable import LedgerJournalCore

struct BalanceAssertionTests {
    @Test func passesAssertionsCheckedInDateOrder() throws {
        let journal = try Fixture.journal("assertions.journal")
        #expect(journal.balances(in: .month(month(2024, 1)))["assets:cash"] == ["₩": dec("6700")])
        #expect(
            journal.transactions(in: .month(month(2024, 1))).map(\.description) == [
                "open", "lunch", "dinner", "subaccounts",
            ])
    }

    @Test func reportsAFailedAssertionAtItsColumn() throws {
        let failure = try #require(Journal.load([Fixture.source("assertion-fails.journal")]).failure)
        #expect(
            failure.errors.map(\.description) == [
                "assertion-fails.journal:8:28: balance assertion failed: assets:cash holds ₩7,000 after this posting, not ₩8,000 (difference ₩1,000): \"    assets:cash    ₩-2,000 = ₩8,000\""
            ])
    }

    @Test func totalAssertionRefusesOtherCommodities() {
        let text = "2024-01-01 x\n    a  $1\n    a  1 EUR == $1\n    b\n"
        #expect(
            errorLines(text) == [
                "bad.journal:3:14: balance assertion failed: == says a holds only $1, but it also holds 1 EUR: \"    a  1 EUR == $1\""
            ])
    }

    @Test func refusesBalanceAssignments() {
        #expect(
            errorLines("2024-01-01 x\n    a  = $5\n    b  $1\n") == [
                "bad.journal:2:8: a balance assignment (no amount, then = AMOUNT) is not supported; write the posting's amount: \"    a  = $5\""
            ])
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
