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

    @Test func acceptsATwoCommodityConversionWithoutAPrice() throws {
        // hledger infers the conversion when the amounts come to exactly two commodities.
        let journal = try load("decimal-mark .\n2024-01-01 ATM\n    자산:현금  10,000원\n    자산:은행  ₩-10,000\n")
        #expect(journal.balances(in: .year(2024)) == ["자산:현금": ["원": dec("10000")], "자산:은행": ["₩": dec("-10000")]])
    }

    @Test func signsCostsAsHledgerDoes() throws {
        // A unit price is multiplied by the quantity; a total price takes the quantity's sign.
        for (text, balance) in [
            ("    a  1 X @ -2 Y\n    b\n", "2"), ("    a  1 X @@ -2 Y\n    b\n", "2"),
            ("    a  -1 X @@ 2 Y\n    b\n", "2"), ("    a  -1 X @ 2 Y\n    b\n", "2"),
        ] {
            let journal = try load("2024-01-01 x\n" + text)
            #expect(journal.balances(in: .year(2024))["b"] == ["Y": dec(balance)], "\(text)")
        }
    }

    struct UnbalancedCase: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let error: Located
        var testDescription: String { name }
    }

    @Test(arguments: [
        UnbalancedCase(
            name: "real postings", text: "2024-01-01 x\n    a  $1\n    b  $-2\n",
            error: Located(1, 1, .unbalanced(group: .real, residual: [Amount(dec("-1"), "$")]))),
        UnbalancedCase(
            name: "balanced virtual", text: "2024-01-01 x\n    a  $1\n    b\n    [c]  $5\n",
            error: Located(1, 1, .unbalanced(group: .balancedVirtual, residual: [Amount(dec("5"), "$")]))),
        UnbalancedCase(
            name: "cost", text: "decimal-mark .\n2024-01-01 x\n    a  $10 @ ₩1,300\n    b  ₩-12,000\n",
            error: Located(2, 1, .unbalanced(group: .real, residual: [Amount(dec("1000"), "₩")]))),
        UnbalancedCase(
            name: "three commodities", text: "2024-01-01 x\n    a  ₩1\n    b  -1원\n    c  1 USD\n",
            error: Located(
                1, 1,
                .unbalanced(
                    group: .real, residual: [Amount(dec("1"), "₩"), Amount(dec("-1"), "원"), Amount(dec("1"), "USD")]))),
        UnbalancedCase(
            name: "two missing amounts", text: "2024-01-01 x\n    a  $1\n    b\n    c\n",
            error: Located(1, 1, .tooManyMissingAmounts(group: .real, lines: [3, 4]))),
    ])
    func refusesUnbalancedTransactions(_ example: UnbalancedCase) {
        #expect(problems(example.text) == [example.error])
    }
}
