import Testing

@testable import LedgerJournalCore

/// Amounts, costs and totals past 38 significant digits load and add up exactly, as in hledger.
///
/// `Fixtures/Compatibility/wide-amounts.journal` against the digits hledger 1.25 shows for it
/// (`hledger -f wide-amounts.journal balance -M --flat`; its JSON writes such mantissas as doubles, so
/// the comparison suite can only check them to 15 digits). `scripts/compare-hledger` runs it too.
struct WideAmountTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let month: Int
        let account: String
        let commodity: String
        let total: String
        var testDescription: String { "2024-\(month) \(account) \(commodity)" }
    }

    static let rows: [Row] = [
        Row(
            month: 1, account: "assets:cash", commodity: "$",
            total: "-340282366920938463463374607425148886149.6353510400171191934437823826187136"),
        Row(month: 1, account: "assets:x", commodity: "X", total: "-123356789.123456"),
        Row(month: 1, account: "assets:y", commodity: "Y", total: "170141183460469231731687303715884105727"),
        Row(month: 2, account: "assets:cash", commodity: "Y", total: "-1000000000000000000000000000000000000000000000"),
        Row(month: 2, account: "assets:y", commodity: "Y", total: "170141183460469231731687303715884105727"),
        Row(month: 2, account: "equity", commodity: "Y", total: "999999829858816539530768268312696284115894273"),
    ]

    @Test(arguments: rows)
    func addsUpAsHledgerShows(_ row: Row) throws {
        let journal = try Fixture.journal("Compatibility/wide-amounts.journal")
        let balances = journal.balances(in: .month(month(2024, row.month)))
        #expect(balances[row.account]?[row.commodity] == dec(row.total))
    }

    @Test func wideCommoditiesAddUpInEveryTotal() throws {
        let journal = try Fixture.journal("Compatibility/wide-amounts.journal")
        let february = JournalPeriod.month(month(2024, 2))
        let matching = journal.totals(ofAccountsMatching: "assets", in: february)
        #expect(matching.totals["Y"] == dec("-999999829858816539530768268312696284115894273"))
        // Every posting of January, one by one, adds up to the same totals.
        var sums: [String: ExactDecimal] = [:]
        for transaction in journal.transactions(in: .month(month(2024, 1))) {
            for posting in transaction.postings where posting.account == "assets:cash" {
                sums[posting.amount.commodity] = (sums[posting.amount.commodity] ?? .zero) + posting.amount.quantity
            }
        }
        #expect(sums["$"] == dec(Self.rows[0].total))
    }
}
