import LedgerReplCore
import Testing

/// Journal names are a value: equal when they name the same accounts and payees, however they were made.
@Suite struct JournalNamesTests {
    static let accounts = ["지출:식비", "자산:현금"]

    @Test func namesMadeTwiceFromTheSameNamesAreEqual() {
        let first = JournalNames(accounts: Self.accounts, payees: ["스타벅스"])
        let second = JournalNames(accounts: Self.accounts, payees: ["스타벅스"])
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
    }

    @Test func anotherPayeeOrAccountMakesThemDiffer() {
        let names = JournalNames(accounts: Self.accounts, payees: ["스타벅스"])
        #expect(names != JournalNames(accounts: Self.accounts, payees: ["이마트"]))
        #expect(names != JournalNames(accounts: Self.accounts + ["지출:교통"], payees: ["스타벅스"]))
    }
}
