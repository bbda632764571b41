import Testing

@testable import LedgerJournalCore

struct JournalParserTests {
    @Test func readsEveryDateHeaderAndAmountForm() throws {
        let journal = try Fixture.journal("forms.journal")
        #expect(journal.transactionCount == 7)
        #expect(
            journal.balances(in: .month(month(2023, 1))) == [
                "assets:bank:checking": ["$": dec("960")],
                "equity:opening": ["$": dec("-1000")],
                "expenses:food": ["$": dec("40")],
            ])
        // $12.50 + $1; -$5; $-5; cash takes -(12.50 - 5 - 5) - 1; EUR on either side; quoted symbol; KRW unspaced.
        #expect(
            journal.balances(in: .month(month(2023, 2))) == [
                "expenses:a": ["$": dec("13.50")],
                "expenses:b": ["$": dec("-5")],
                "expenses:c": ["$": dec("-5")],
                "assets:cash": ["$": dec("-3.50")],
                "expenses:eur": ["EUR": dec("5")],
                "assets:eur": ["EUR": dec("-5")],
                "assets:fund": ["ABC 1": dec("3")],
                "equity:opening": ["ABC 1": dec("-3")],
                "expenses:krw": ["KRW": dec("15000")],
                "assets:krw": ["KRW": dec("-15000")],
            ])
    }

    @Test func keepsHeaderFieldsAndTags() throws {
        let journal = try Fixture.journal("forms.journal")
        let january = journal.transactions(in: .month(month(2023, 1)))
        #expect(january.map(\.description) == ["Opening", "Groceries"])
        let groceries = january[1]
        #expect(groceries.date == JournalDate(2023, 1, 10))
        #expect(groceries.secondaryDate == JournalDate(2023, 1, 12))
        #expect(groceries.status == .pending)
        #expect(groceries.code == "1001")
        #expect(groceries.comment == "shop: market, kind: food")
        #expect(groceries.tags == [.init(name: "shop", value: "market"), .init(name: "kind", value: "food")])
        #expect(groceries.postings.map(\.account) == ["expenses:food", "assets:bank:checking"])
        #expect(groceries.postings[1].isInferred)
        #expect(groceries.postings[1].amount == Amount(dec("-40"), "$"))
        #expect(groceries.line == 9)
        #expect(journal.transactions(in: .month(month(2023, 2))).last?.status == .cleared)
    }

    @Test func recordsMarketPricesWithoutCountingThem() throws {
        let journal = try Fixture.journal("forms.journal")
        #expect(
            journal.prices == [
                MarketPrice(
                    date: try #require(JournalDate(2023, 2, 6)), commodity: "EUR", price: Amount(dec("1.10"), "$"))
            ])
    }

    @Test func skipsLedgerStyleCommentLines() throws {
        let journal = try Fixture.journal("ledger-comments.journal")
        #expect(journal.transactionCount == 1)
    }

    @Test func readsDecimalCommasWhereDeclared() throws {
        let euro = try Fixture.journal("euro.journal")
        #expect(
            euro.balances(in: .month(month(2024, 1))) == [
                "expenses:rent": ["EUR": dec("1234.56")],
                "expenses:food": ["EUR": dec("12.50")],
                "assets:bank": ["EUR": dec("-1247.06")],
            ])
        let marked = try Fixture.journal("decimal-mark.journal")
        #expect(marked.balances(in: .month(month(2024, 1)))["expenses:a"] == ["€": dec("1000.50")])
    }

    struct AmountCase: Sendable, CustomTestStringConvertible {
        let written: String
        let commodity: String
        let quantity: String
        var testDescription: String { written }
    }

    @Test(arguments: [
        AmountCase(written: "₩15,000", commodity: "₩", quantity: "15000"),
        AmountCase(written: "15,000원", commodity: "원", quantity: "15000"),
        AmountCase(written: "15000 KRW", commodity: "KRW", quantity: "15000"),
        AmountCase(written: "$12.50", commodity: "$", quantity: "12.50"),
        AmountCase(written: "-5 EUR", commodity: "EUR", quantity: "-5"),
        AmountCase(written: "EUR -5", commodity: "EUR", quantity: "-5"),
        AmountCase(written: "$-5", commodity: "$", quantity: "-5"),
        AmountCase(written: "-$5", commodity: "$", quantity: "-5"),
        AmountCase(written: "+$5", commodity: "$", quantity: "5"),
        AmountCase(written: "\"ABC 1\" 3", commodity: "ABC 1", quantity: "3"),
        AmountCase(written: "1,234,567.89 USD", commodity: "USD", quantity: "1234567.89"),
        AmountCase(written: "1.234.567,89 EUR", commodity: "EUR", quantity: "1234567.89"),
        AmountCase(written: "12,5 EUR", commodity: "EUR", quantity: "12.5"),
        AmountCase(written: "1.5", commodity: "", quantity: "1.5"),
        AmountCase(written: "₩ 1,000", commodity: "₩", quantity: "1000"),
    ])
    func readsAmountForms(_ example: AmountCase) throws {
        let journal = try Journal.parse("2024-01-01 x\n    a  \(example.written)\n    b\n").get()
        let posting = try #require(journal.transactions(in: .year(2024)).first?.postings.first)
        #expect(posting.amount == Amount(dec(example.quantity), example.commodity))
    }

    @Test func readsYearlessDatesAfterAYearDirective() throws {
        let journal = try Journal.parse("year 2022\n12/31 x\n    a  $1\n    b\nY 2023\n1/1 y\n    a  $1\n    b\n").get()
        #expect(journal.monthsWithEntries == [month(2022, 12), month(2023, 1)])
    }

    @Test func appliesAliasesAndParentAccounts() throws {
        let text = """
            alias food = expenses:food
            2024-01-01 x
                food:snacks  $1
                cash
            end aliases
            apply account home
            2024-01-02 y
                food  $2
                cash
            end apply account
            alias /re/ = x
            """
        let journal = try Journal.parse(text).get()
        #expect(
            journal.balances(in: .month(month(2024, 1))) == [
                "expenses:food:snacks": ["$": dec("1")],
                "cash": ["$": dec("-1")],
                "home:food": ["$": dec("2")],
                "home:cash": ["$": dec("-2")],
            ])
        #expect(
            journal.warnings.map(\.message) == ["regular-expression aliases are not supported; this alias was skipped"])
    }

    @Test func acceptsACRLFJournalWithABOM() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("2024-01-01 x\r\n    a  $1\r\n    b\r\n".utf8)
        let journal = try Journal.load([JournalSource(path: "w.journal", bytes: bytes)]).get()
        #expect(journal.balances(in: .month(month(2024, 1))) == ["a": ["$": dec("1")], "b": ["$": dec("-1")]])
    }

    @Test func readsAccountNamesWithSingleSpacesAndTabs() throws {
        let journal = try Journal.parse("2024-01-01 x\n    지출:문화 생활  ₩5,000\n\t자산:현금\t₩-5,000\n").get()
        #expect(
            journal.balances(in: .month(month(2024, 1))) == [
                "지출:문화 생활": ["₩": dec("5000")],
                "자산:현금": ["₩": dec("-5000")],
            ])
    }

    @Test func loadsAnEmptyJournal() throws {
        let journal = try Journal.parse("; nothing yet\n").get()
        #expect(journal.transactionCount == 0)
        #expect(journal.firstMonth == nil)
        #expect(journal.monthsWithEntries.isEmpty)
    }
}
