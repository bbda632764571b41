import Testing

@testable import LedgerJournalCore

struct BalancingTests {
    @Test func balancesThroughUnitAndTotalCostsAndVirtualPostings() throws {
        let journal = try Fixture.journal("costs.journal")
        // buy: $100 @ ₩1,300 → krw takes ₩-130,000; sell: $-50 @@ ₩66,000 balances ₩66,000.
        // (budget:food) is exempt; [savings] $20 and [assets:goal] balance among themselves.
        #expect(
            journal.balances(in: .month(month(2024, 3))) == [
                "assets:usd": ["$": dec("50")],
                "assets:krw": ["₩": dec("-64000")],
                "expenses:food": ["$": dec("10")],
                "budget:food": ["$": dec("-10")],
                "savings": ["$": dec("20")],
                "assets:goal": ["$": dec("-20")],
                "assets:cash": ["$": dec("-10")],
            ])
        let sell = journal.transactions(in: .month(month(2024, 3)))[1]
        #expect(sell.postings[0].cost == Amount(dec("-66000"), "₩"))
        let virtual = journal.transactions(in: .month(month(2024, 3)))[2]
        #expect(virtual.postings.map(\.kind) == [.real, .virtual, .balancedVirtual, .balancedVirtual, .real])
    }

    @Test func infersOnePostingPerLeftoverCommodity() throws {
        let journal = try Journal.parse("2024-01-01 x\n    a  $1\n    b  2 EUR\n    c\n").get()
        let postings = try #require(journal.transactions(in: .year(2024)).first).postings
        #expect(postings.map(\.account) == ["a", "b", "c", "c"])
        #expect(Set(postings.suffix(2).map(\.amount)) == [Amount(dec("-1"), "$"), Amount(dec("-2"), "EUR")])
    }

    @Test func acceptsACostResidualThatRoundsAway() throws {
        // 3 × ₩333.333 = ₩999.999; ₩ is written with no decimals, so the residual rounds to zero (as hledger).
        let journal = try Journal.parse("2024-01-01 x\n    a  3 USD @ ₩333.333\n    b  ₩-1000\n").get()
        #expect(journal.transactionCount == 1)
    }

    struct UnbalancedCase: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let error: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        UnbalancedCase(
            name: "real postings", text: "2024-01-01 x\n    a  $1\n    b  $-2\n",
            error:
                "bad.journal:1:1: transaction does not balance: its real postings add up to $-1, not zero: \"2024-01-01 x\""
        ),
        UnbalancedCase(
            name: "balanced virtual", text: "2024-01-01 x\n    a  $1\n    b\n    [c]  $5\n",
            error:
                "bad.journal:1:1: transaction does not balance: its balanced virtual [ ] postings add up to $5, not zero: \"2024-01-01 x\""
        ),
        UnbalancedCase(
            name: "cost", text: "2024-01-01 x\n    a  $10 @ ₩1,300\n    b  ₩-12,000\n",
            error:
                "bad.journal:1:1: transaction does not balance: its real postings add up to ₩1,000, not zero: \"2024-01-01 x\""
        ),
        UnbalancedCase(
            name: "two missing amounts", text: "2024-01-01 x\n    a  $1\n    b\n    c\n",
            error:
                "bad.journal:1:1: only one real posting may leave its amount out, but those on lines 3, 4 all do (put two or more spaces between an account and its amount): \"2024-01-01 x\""
        ),
    ])
    func refusesUnbalancedTransactions(_ example: UnbalancedCase) {
        #expect(errorLines(example.text) == [example.error])
    }
}
