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
            failure.errors.map { Located($0.line, $0.column, $0.problem) } == [
                Located(
                    8, 28,
                    .assertionFailed(
                        account: "assets:cash", includingSubaccounts: false, actual: Amount(dec("7000"), "₩"),
                        asserted: Amount(dec("8000"), "₩")))
            ])
    }

    @Test func totalAssertionRefusesOtherCommodities() {
        let text = "2024-01-01 x\n    a  $1\n    a  1 EUR == $1\n    b\n"
        #expect(
            problems(text) == [
                Located(
                    3, 14,
                    .assertionOtherCommodity(
                        account: "a", includingSubaccounts: false, asserted: Amount(dec("1"), "$"),
                        other: Amount(dec("1"), "EUR")))
            ])
    }

    /// Balance assignments, as hledger 1.25 computes them (each row checked with `hledger bal`).
    @Test func fillsInBalanceAssignments() throws {
        let journal = try load(
            """
            2024-01-01 x
                a  10
                a:x  5
                b
            2024-01-02 y
                a  = 25
                b
            2024-01-03 z
                a  =* 40
                b
            2024-01-04 w
                c  3 EUR
                c  == 7
                b
            """)
        #expect(
            journal.balances(in: .month(month(2024, 1))) == [
                "a": ["": dec("35")], "a:x": ["": dec("5")], "c": ["": dec("7")],
                "b": ["": dec("-47")],
            ])
    }

    @Test func aZeroAssertionWithoutACommodityChecksOnlyTheBareNumber() throws {
        // hledger: `= 0` asserts the balance in no commodity; the account's $10 does not count.
        #expect(try load("2024-01-01 x\n    a  $10 = 0\n    b\n").transactionCount == 1)
        #expect(problems("2024-01-01 x\n    a  $10 == 0\n    b\n").count == 1)
    }

    @Test func checksAssertionsByPostingDate() {
        // a's posting is dated February, so on 15 January a still holds nothing.
        let text = "2024-01-01 x\n    a  1  ; date:2024-02-01\n    b\n2024-01-15 y\n    a  0 = 0\n    c\n"
        #expect(problems(text).isEmpty)
    }
}
