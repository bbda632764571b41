import Testing

@testable import LedgerJournalCore

/// Month questions on `household.journal`, with totals worked out by hand:
/// July spending ₩700,000 rent + ₩23,400 dinner + ₩5,500 cafe = ₩728,900, and 15,000원 lunch;
/// July income ₩3,000,000; August a ₩3,000 refund.
struct JournalMonthTests {
    let journal: Journal
    let july = month(2024, 7)

    init() throws { journal = try Fixture.journal("household.journal") }

    @Test func knowsWhichMonthsHaveEntries() {
        #expect(journal.monthsWithEntries == [month(2024, 6), month(2024, 7), month(2024, 8)])
        #expect(journal.hasEntries(in: july))
        #expect(!journal.hasEntries(in: month(2024, 9)))
        #expect(journal.firstMonth == month(2024, 6))
        #expect(journal.lastMonth == month(2024, 8))
    }

    @Test func summarisesAMonth() {
        let summary = journal.summary(of: july)
        #expect(summary.transactionCount == 5)
        #expect(summary.income == ["₩": dec("3000000")])
        #expect(summary.expenses == ["₩": dec("728900"), "원": dec("15000")])
        #expect(summary.net == ["₩": dec("2271100"), "원": dec("-15000")])
        #expect(
            summary.dailyExpenses == [
                1: ["₩": dec("700000")],
                15: ["₩": dec("23400"), "원": dec("15000")],
                20: ["₩": dec("5500")],
            ])
        #expect(
            summary.largestExpenses == [
                AccountAmount(account: "지출:주거:월세", amount: Amount(dec("700000"), "₩")),
                AccountAmount(account: "지출:식비", amount: Amount(dec("23400"), "₩")),
                AccountAmount(account: "지출:식비:카페", amount: Amount(dec("5500"), "₩")),
                AccountAmount(account: "지출:식비", amount: Amount(dec("15000"), "원")),
            ])
    }

    @Test(arguments: [Int.min, -1, 0, 10_000, Int.max])
    func answersYearsFarOutOfRangeWithNothing(_ year: Int) {
        #expect(journal.balances(in: .year(year)).isEmpty)
        #expect(journal.transactions(in: .year(year)).isEmpty)
    }

    @Test func summarisesAnEmptyMonth() {
        let summary = journal.summary(of: month(2024, 9))
        #expect(summary.transactionCount == 0)
        #expect(summary.expenses.isEmpty && summary.income.isEmpty && summary.net.isEmpty)
        #expect(summary.dailyExpenses.isEmpty && summary.largestExpenses.isEmpty)
    }

    @Test func listsTheMonthsBalancesFlat() {
        #expect(
            journal.balances(in: .month(july)) == [
                "지출:주거:월세": ["₩": dec("700000")],
                "지출:식비": ["₩": dec("23400"), "원": dec("15000")],
                "지출:식비:카페": ["₩": dec("5500")],
                "자산:은행": ["₩": dec("2300000")],
                "자산:현금": ["₩": dec("-23400"), "원": dec("-15000")],
                "자산:카드": ["₩": dec("-5500")],
                "수입:급여": ["₩": dec("-3000000")],
            ])
    }

    @Test func listsTheMonthsTransactionsInDateOrder() {
        #expect(journal.transactions(in: .month(july)).map(\.description) == ["월세", "점심", "저녁", "카페", "급여"])
        #expect(
            journal.transactions(in: .month(july))[1].tags == [
                .init(name: "태그", value: "식사"), .init(name: "who", value: "나"),
            ])
    }

    struct SearchCase: Sendable, CustomTestStringConvertible {
        let text: String
        let period: JournalPeriod
        let accounts: [String]
        let totals: CommodityTotals
        var testDescription: String { "\(text) in \(period)" }
    }

    @Test(arguments: [
        SearchCase(
            text: "식비", period: .month(month(2024, 7)), accounts: ["지출:식비", "지출:식비:카페"],
            totals: ["₩": dec("28900"), "원": dec("15000")]),
        SearchCase(
            text: "식비", period: .year(2024), accounts: ["지출:식비", "지출:식비:카페"],
            totals: ["₩": dec("25900"), "원": dec("15000")]),
        SearchCase(
            text: "카페", period: .months(from: month(2024, 6), through: month(2024, 8)), accounts: ["지출:식비:카페"],
            totals: ["₩": dec("5500")]),
        SearchCase(text: "rent", period: .year(2024), accounts: [], totals: [:]),
        SearchCase(text: "급여", period: .month(month(2024, 8)), accounts: ["수입:급여"], totals: [:]),
    ])
    func totalsAccountsMatchingAName(_ example: SearchCase) {
        let result = journal.totals(ofAccountsMatching: example.text, in: example.period)
        #expect(result.accounts == example.accounts)
        #expect(result.totals == example.totals)
    }

    @Test func matchesAccountNamesCaseInsensitively() throws {
        let english = try Journal.parse("2024-03-02 x\n    Expenses:Food  $4\n    Assets:Cash\n").get()
        #expect(english.totals(ofAccountsMatching: "FOOD", in: .month(month(2024, 3))).totals == ["$": dec("4")])
        #expect(english.expenses(in: .year(2024)) == ["$": dec("4")])
    }

    struct TypeCase: Sendable, CustomTestStringConvertible {
        let account: String
        let type: AccountTypeCode?
        var testDescription: String { account }
    }

    /// English rows as `hledger accounts --types` (1.25) infers them; Korean rows read the Korean
    /// top-level names like their English counterparts.
    @Test(arguments: [
        TypeCase(account: "지출:식비", type: .expense),
        TypeCase(account: "비용:통신", type: .expense),
        TypeCase(account: "Expenses:Food", type: .expense),
        TypeCase(account: "expense", type: .expense),
        TypeCase(account: "expensesx", type: nil),
        TypeCase(account: "수입:급여", type: .revenue),
        TypeCase(account: "소득:이자", type: .revenue),
        TypeCase(account: "Revenue:Sales", type: .revenue),
        TypeCase(account: "incomes", type: .revenue),
        TypeCase(account: "INCOME", type: .revenue),
        TypeCase(account: "자산", type: .asset),
        TypeCase(account: "자산:주식", type: .asset),
        TypeCase(account: "자산:현금", type: .cash),
        TypeCase(account: "자산:은행:국민", type: .cash),
        TypeCase(account: "assets:bank:checking", type: .cash),
        TypeCase(account: "asset:x:cash:y", type: .cash),
        TypeCase(account: "assets:banks", type: .asset),
        TypeCase(account: "부채:카드", type: .liability),
        TypeCase(account: "liabilities:card", type: .liability),
        TypeCase(account: "debt", type: .liability),
        TypeCase(account: "자본", type: .equity),
        TypeCase(account: "equity:opening", type: .equity),
        TypeCase(account: "equity:conversion", type: .conversion),
        TypeCase(account: "equity:trades", type: .conversion),
        TypeCase(account: "equity:x:conversion", type: .equity),
        TypeCase(account: "spending:food", type: nil),
    ])
    func infersAccountTypesFromNames(_ example: TypeCase) {
        #expect(journal.accountTypeCode(of: example.account) == example.type)
        #expect(journal.accountType(of: example.account) == example.type?.type)
        #expect(AccountTypeCode(accountName: example.account) == example.type)
    }

    @Test func readsEveryTypeLetterAndNameAndInherits() throws {
        let letters: [(String, AccountTypeCode)] = [
            ("A", .asset), ("L", .liability), ("E", .equity), ("R", .revenue), ("X", .expense), ("C", .cash),
            ("V", .conversion), ("Asset", .asset), ("liabilities", .liability), ("Revenue", .revenue),
            ("expenses", .expense), ("Cash", .cash), ("Conversion", .conversion),
        ]
        for (value, code) in letters {
            let journal = try load("account 우리:돈  ; type: \(value)\n2024-01-01 x\n    우리:돈:지갑  1\n    z\n")
            #expect(journal.accountTypeCode(of: "우리:돈:지갑") == code, "\(value)")
            #expect(journal.accountTypeCode(of: "우리:돈") == code, "\(value)")
            #expect(journal.accountType(of: "우리:돈") == code.type, "\(value)")
        }
        #expect(AccountTypeCode.cash.type == .asset && AccountTypeCode.conversion.type == .equity)
    }

    @Test func honoursDeclaredAccountTypes() throws {
        let text =
            "account spending  ; type: X\naccount pay  ; type: Revenue\n2024-01-01 x\n    spending:food  $3\n    pay:job  $-5\n    assets\n"
        let declared = try Journal.parse(text).get()
        #expect(declared.accountType(of: "spending:food") == .expense)
        #expect(declared.expenses(in: .year(2024)) == ["$": dec("3")])
        #expect(declared.income(in: .year(2024)) == ["$": dec("5")])
    }
}
