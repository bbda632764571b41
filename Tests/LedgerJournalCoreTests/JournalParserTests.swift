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

    /// A header whose `;` is followed by nothing but blanks (an editor's leftover): hledger reads an empty
    /// comment, and so must every view of the transaction (it once crashed `entries` and `add`).
    @Test(arguments: [
        ("2024-01-01 coffee ; ", "coffee", ""),
        ("2024-01-01 coffee ;   ", "coffee", ""),
        ("2024-01-01 coffee ;\t \t", "coffee", ""),
        ("2024-01-01 coffee;  ", "coffee", ""),
        ("2024-01-01 * (12) coffee ;  ", "coffee", ""),
        ("2024-01-01 ;  ", "", ""),
        ("2024-01-01 coffee ; \u{3000}", "coffee", ""),
        ("2024-01-01 coffee ;  a  ", "coffee", "a"),
    ])
    func readsACommentOfBlanksAsEmpty(header: String, description: String, comment: String) throws {
        let journal = try Journal.parse(header + "\n    expenses:food  $1\n    assets:cash\n").get()
        let transaction = try #require(journal.transactions(in: .month(month(2024, 1))).first)
        #expect(transaction.description == description)
        #expect(transaction.comment == comment)
    }

    @Test func recordsMarketPricesWithoutCountingThem() throws {
        let journal = try Fixture.journal("forms.journal")
        #expect(
            journal.prices == [
                MarketPrice(
                    date: try #require(JournalDate(2023, 2, 6)), commodity: "EUR", price: Amount(dec("1.10"), "$"))
            ])
    }

    @Test func refusesLedgerStyleCommentLinesAsHledgerDoes() throws {
        let result = Journal.load([try Fixture.source("ledger-comments.journal")])
        #expect(
            result.failure?.errors.map { Located($0.line, $0.column, $0.problem) } == [
                Located(2, 1, .ledgerOnlyComment), Located(3, 1, .ledgerOnlyComment),
            ])
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

    /// Each row as `hledger bal -O json` reads it (hledger 1.25): a single `,` or `.` with nothing to
    /// settle it is a decimal mark, so `₩15,000` is fifteen won unless the journal declares otherwise.
    @Test(arguments: [
        AmountCase(written: "₩15,000", commodity: "₩", quantity: "15.000"),
        AmountCase(written: "15,000원", commodity: "원", quantity: "15.000"),
        AmountCase(written: "1 000,50 EUR", commodity: "EUR", quantity: "1000.50"),
        AmountCase(written: "EUR -0,075", commodity: "EUR", quantity: "-0.075"),
        AmountCase(written: "$- 20", commodity: "$", quantity: "-20"),
        AmountCase(written: "1.5E-3 X", commodity: "X", quantity: "0.0015"),
        AmountCase(written: "10EUR", commodity: "EUR", quantity: "10"),
        AmountCase(written: "1,2,3.4", commodity: "", quantity: "123.4"),
        AmountCase(written: ".5", commodity: "", quantity: "0.5"),
        AmountCase(written: "1.", commodity: "", quantity: "1"),
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
        AmountCase(written: "₩ 1,000", commodity: "₩", quantity: "1.000"),
    ])
    func readsAmountForms(_ example: AmountCase) throws {
        let journal = try load("2024-01-01 x\n    a  \(example.written)\n    b\n")
        let posting = try #require(journal.transactions(in: .year(2024)).first?.postings.first)
        #expect(posting.amount == Amount(dec(example.quantity), example.commodity))
    }

    @Test func readsThousandsWhereTheJournalSaysSo() throws {
        for header in ["decimal-mark .\n", "commodity ₩1,000.\n", "commodity ₩1,000.00\n"] {
            let journal = try load(header + "2024-01-01 x\n    a  ₩15,000\n    b\n")
            #expect(journal.balances(in: .year(2024))["a"] == ["₩": dec("15000")], "\(header)")
            #expect(journal.warnings.isEmpty)
        }
        // A declared decimal comma, or none: fifteen won, and a warning when nothing was declared.
        #expect(
            try load("commodity ₩1,000\n2024-01-01 x\n    a  ₩15,000\n    b\n").balances(in: .year(2024))["a"] == [
                "₩": dec("15")
            ])
        #expect(
            warnings("2024-01-01 x\n    a  ₩15,000\n    b\n") == [
                Located(
                    2, 9,
                    .ambiguousNumberReadAsDecimal(
                        commodity: "₩", text: "15,000", value: "15", directive: "commodity ₩1,000.", count: 1))
            ])
    }

    @Test func readsYearlessDatesWithTheYearDirectiveOrToday() throws {
        let journal = try load("Y 2022\n12/31 x\n    a  $1\n    b\nY2023\n1/1 y\n    a  $1\n    b\n")
        #expect(journal.monthsWithEntries == [month(2022, 12), month(2023, 1)])
        let today = try load("11/30 x\n    a  $1\n    b\n")
        #expect(today.monthsWithEntries == [month(2026, 11)])
    }

    @Test func placesPostingsByTheirOwnDates() throws {
        let text = """
            2024-01-31 x
                a  1  ; date:2024-02-03
                b  2  ; [2024/03/01]
                c  3
                ; date:2024-04-01
                d
            """
        let journal = try load(text)
        #expect(journal.balances(in: .month(month(2024, 1))) == ["d": ["": dec("-6")]])
        #expect(journal.balances(in: .month(month(2024, 2))) == ["a": ["": dec("1")]])
        #expect(journal.balances(in: .month(month(2024, 3))) == ["b": ["": dec("2")]])
        #expect(journal.balances(in: .month(month(2024, 4))) == ["c": ["": dec("3")]])
        #expect(journal.monthsWithEntries == [month(2024, 1), month(2024, 2), month(2024, 3), month(2024, 4)])
        #expect(journal.lastMonth == month(2024, 4))
        #expect(journal.transactions(in: .month(month(2024, 1))).first?.postings[0].date == JournalDate(2024, 2, 3))
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
            alias /^cash$/ = 현금
            2024-01-03 z
                food  $3
                cash
            """
        let journal = try load(text)
        #expect(
            journal.balances(in: .month(month(2024, 1))) == [
                "expenses:food:snacks": ["$": dec("1")],
                "cash": ["$": dec("-1")],
                "home:food": ["$": dec("2")],
                "home:cash": ["$": dec("-2")],
                "food": ["$": dec("3")],
                "현금": ["$": dec("-3")],
            ])
        #expect(journal.warnings.isEmpty)
    }

    @Test func acceptsACRLFJournalWithABOM() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("2024-01-01 x\r\n    a  $1\r\n    b\r\n".utf8)
        let journal = try Journal.load([JournalSource(path: "w.journal", bytes: bytes)]).get()
        #expect(journal.balances(in: .month(month(2024, 1))) == ["a": ["$": dec("1")], "b": ["$": dec("-1")]])
    }

    @Test func readsAccountNamesWithSingleSpacesAndTabsAsHledgerDoes() throws {
        // One tab inside a name is one space (hledger joins the words); two whitespace characters end it.
        let journal = try load("2024-01-01 x\n    지출:문화 생활  ₩5000\n\t자산:현금\t\t₩-5000\n    c\td  ₩1\n    e\n")
        #expect(
            journal.balances(in: .month(month(2024, 1))) == [
                "지출:문화 생활": ["₩": dec("5000")],
                "자산:현금": ["₩": dec("-5000")],
                "c d": ["₩": dec("1")],
                "e": ["₩": dec("-1")],
            ])
    }

    @Test func loadsAnEmptyJournal() throws {
        let journal = try Journal.parse("; nothing yet\n").get()
        #expect(journal.transactionCount == 0)
        #expect(journal.firstMonth == nil)
        #expect(journal.monthsWithEntries.isEmpty)
    }
}

/// `Journal.payees`: each description up to `|`, trimmed, distinct, sorted.
struct PayeeTests {
    @Test func payeesAreDescriptionsUpToTheBarWithoutRepeats() throws {
        let journal = try load(
            """
            2024-01-01 스타벅스 | 아메리카노
                지출:카페  1
                자산:현금
            2024-01-02 스타벅스
                지출:카페  1
                자산:현금
            2024-01-03 * (12) Landlord |rent
                expenses:rent  1
                assets:bank
            2024-01-04
                expenses:misc  1
                assets:bank
            2024-01-05  | only a note
                expenses:misc  1
                assets:bank

            """)
        #expect(journal.payees == ["Landlord", "스타벅스"])
    }

    @Test func manyPayeesEachOnce() throws {
        let names = (0..<300).map { "payee \($0 * 7919 % 1000)" }
        let text = (names + names).enumerated().map { index, name in
            "2024-01-\(index % 28 + 1 < 10 ? "0" : "")\(index % 28 + 1) \(name)\n    a  1\n    b\n"
        }.joined(separator: "\n")
        #expect(try load(text).payees == Array(Set(names)).sorted())
    }
}
