import Testing

@testable import LedgerJournalCore

/// The balances of some accounts, or of some types of account, are `balances(in:)` filtered by name or
/// by type: over a month, a year and the whole journal, on a household journal and on one whose
/// amounts are too wide to add as integers (their second pass is narrowed the same way).
struct SelectedBalancesTests {
    static let journals = ["household.journal", "Compatibility/wide-amounts.journal"]

    @Test(arguments: journals)
    func selectedBalancesAreTheBalancesFiltered(_ name: String) throws {
        let journal = try Fixture.journal(name)
        guard let first = journal.firstMonth, let last = journal.lastMonth else {
            Issue.record("\(name) has no entries")
            return
        }
        let periods: [JournalPeriod] = [
            .month(first), .month(last), .months(from: first, through: last),
            .year(first.year),
        ]
        let accounts = journal.accounts
        let choices: [Set<String>] = [
            [], Set(accounts.prefix(1)), Set(accounts.suffix(2)), Set(accounts), ["no:such:account"],
        ]
        let typeChoices: [Set<AccountType>] = [[.expense], [.income], [.income, .expense], [.asset, .liability], []]
        for period in periods {
            let all = journal.balances(in: period)
            for chosen in choices {
                #expect(journal.balances(in: period, ofAccounts: chosen) == all.filter { chosen.contains($0.key) })
            }
            for types in typeChoices {
                let byType = all.filter { journal.accountType(of: $0.key).map(types.contains) ?? false }
                #expect(journal.balances(in: period, ofTypes: types) == byType, "\(types)")
            }
        }
    }
}
