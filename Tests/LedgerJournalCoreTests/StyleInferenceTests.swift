import Testing

@testable import LedgerJournalCore

/// How each commodity is shown, inferred from the amounts as hledger 1.25 infers it; the one warning
/// about lone marks read as decimal marks; and writing an amount so that it reads back the same.
/// The expected texts are hledger 1.25's own (`hledger -f FILE balance`), checked by hand for each row.
struct StyleInferenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let postings: [String]
        let commodity: String
        let value: String
        let expected: String
        var header = ""
        var testDescription: String { expected }
    }

    @Test(arguments: [
        // Two amounts with a decimal comma and space groups: hledger shows a decimal point.
        Case(postings: ["1 000,50 EUR", "2 000,00 EUR"], commodity: "EUR", value: "3000.5", expected: "3 000.50 EUR"),
        // One amount alone keeps its own marks.
        Case(postings: ["1 000,50 EUR"], commodity: "EUR", value: "1000.5", expected: "1 000,50 EUR"),
        // A lone mark read as a decimal mark (300,000원 is 300 to hledger), shown with the other amounts'
        // groups; the three places it implies are not shown, so no number reads two ways (hledger 1.25
        // shows `3,200,000.000원` and `150.550원`, and `300.000원` for 300).
        Case(postings: ["300,000원", "2,000,000원"], commodity: "원", value: "3200000", expected: "3,200,000원"),
        Case(postings: ["300,000원", "2,000,000원"], commodity: "원", value: "150.55", expected: "150.55원"),
        Case(postings: ["300,000원", "2,000,000원"], commodity: "원", value: "300", expected: "300원"),
        Case(postings: ["300,000원", "2,000,000원"], commodity: "원", value: "0.125", expected: "0.1250원"),
        // Alone, `5,400원` is 5.4, which hledger shows as `5,400원`: shown as `5,4원`.
        Case(postings: ["5,400원"], commodity: "원", value: "5.4", expected: "5,4원"),
        Case(postings: ["5,400원"], commodity: "원", value: "5400", expected: "5400원"),
        Case(postings: ["5,400원", "12,35원"], commodity: "원", value: "5.4", expected: "5,400원"),
        // The first amount's side and space; the first groups seen.
        Case(postings: ["USD 10", "USD-1,000.5"], commodity: "USD", value: "-1234567", expected: "USD -1,234,567.0"),
        // Lakh and crore groups, and groups of four.
        Case(postings: ["INR 1,00,000.50"], commodity: "INR", value: "12345678.5", expected: "INR 1,23,45,678.50"),
        Case(postings: ["1,0000,0000 CNY"], commodity: "CNY", value: "-123456789", expected: "-1,2345,6789 CNY"),
        // A bare commodity directive declares no style.
        Case(
            postings: ["5,000,000원"], commodity: "원", value: "1234", expected: "1,234원", header: "commodity 원\n"),
        // A declared style wins over the amounts.
        Case(
            postings: ["5,000,000원"], commodity: "원", value: "1234", expected: "1234.00원",
            header: "commodity 1000.00원\n"),
        // A P directive's amount is read first for style, wherever it is.
        Case(
            postings: ["USD2000.50"], commodity: "USD", value: "2000.5", expected: "USD 2,000.50",
            header: "P 2024-03-01 XAU USD 2,000.5\n"),
    ])
    func showsAmountsAsHledgerInfersTheirStyle(_ example: Case) throws {
        var text = example.header + "2024-03-01 x\n"
        for posting in example.postings { text += "    a  \(posting)\n" }
        text += "    b\n"
        let journal = try load(text)
        #expect(journal.format(dec(example.value), commodity: example.commodity) == example.expected)
    }

    @Test func costsAndAssertionsShowNoStyleButACommodityWrittenOnlyThereHasOne() throws {
        let journal = try load(
            "2024-01-01 x\n    a  10 GBP @ € 1.25\n    b  $5 = $ 5.000\n    c  $-5\n    d\n")
        #expect(journal.format(dec("-12.5"), commodity: "€") == "€ -12.50")
        #expect(journal.format(dec("5"), commodity: "$") == "$5")
    }

    // MARK: The warning

    @Test func warnsOnceAtTheFirstAmountReadWithALoneMarkCountingThemAll() {
        let found = warnings(
            "~ monthly\n    지출:식비  300,000원\n    자산:통장\n\n2024-08-01 x\n    자산:통장  2,000,000원\n    자본\n"
                + "2024-08-02 y\n    지출:식비  5,400원\n    지출:교통  ₩12,300\n    자산:현금\n")
        #expect(
            found == [
                Located(
                    2, 12,
                    .ambiguousNumberReadAsDecimal(
                        commodity: "원", text: "300,000", value: "300", directive: "commodity 1,000.원", count: 3))
            ])
    }

    @Test func noWarningWhereTheCommodityUsesTheMarkAsADecimalMark() {
        #expect(warnings("2024-01-01 x\n    a  5,400 EUR\n    a  3,50 EUR\n    b\n").isEmpty)
        #expect(warnings("2024-01-01 x\n    a  1.234 BTC\n    a  0.5 BTC\n    b\n").isEmpty)
        #expect(warnings("2024-01-01 x\n    a  0,075 EUR\n    b\n").isEmpty)
        #expect(warnings("decimal-mark .\n2024-01-01 x\n    a  5,400원\n    b\n").isEmpty)
        #expect(warnings("commodity 1,000.원\n2024-01-01 x\n    a  5,400원\n    b\n").isEmpty)
    }

    @Test func aCommodityDirectiveWithALoneCommaIsTheAmountInDoubt() throws {
        // hledger 1.25 reads `commodity 1,000원` as a decimal comma with three places: 5,400원 is 5.4.
        let text = "commodity 1,000원\n2024-01-01 x\n    a  5,400원\n    b\n"
        #expect(try load(text).balances(in: .year(2024))["a"] == ["원": dec("5.4")])
        #expect(
            warnings(text) == [
                Located(
                    1, 11,
                    .ambiguousNumberReadAsDecimal(
                        commodity: "원", text: "1,000", value: "1", directive: "commodity 1,000.원", count: 1))
            ])
    }

    @Test func theSuggestedDirectiveKeepsTheDecimalsTheJournalWrites() {
        let found = warnings("2024-01-01 x\n    a  $1,000\n    a  $1,234,567.89\n    b\n")
        #expect(found.map(\.problem).first.map { "\($0)" }?.contains("commodity $1,000.00") == true)
        let euro = warnings("2024-01-01 x\n    a  10.000 EUR\n    a  2.500.000,5 EUR\n    b\n")
        #expect(euro.map(\.problem).first.map { "\($0)" }?.contains("commodity 1.000,0 EUR") == true)
    }

    // MARK: Writing amounts back

    @Test(arguments: [
        ("decimal-mark .\n", "5400", "5,400원"), ("commodity 1,000.원\n", "5400", "5,400원"),
        ("", "5400", "5400원"), ("", "3200000", "3,200,000원"), ("", "5.4", "5.4원"),
        ("decimal-mark ,\n", "5.4", "5,4원"),
    ])
    func writesAmountsThatReadBackTheSame(_ header: String, _ value: String, _ expected: String) throws {
        let base = header + "2024-01-01 x\n    a  2,000,000원\n    a  1,000,000원\n    b\n"
        let journal = try load(base)
        let amount = Amount(dec(value), "원")
        let written = journal.text(for: amount)
        #expect(written == expected)
        let again = try load(base + "2024-01-02 y\n    c  \(written)\n    d\n")
        #expect(again.balances(in: .year(2024))["c"] == ["원": dec(value)])
    }

    @Test func writesForTheFileTheEntryGoesTo() throws {
        let main = JournalSource(
            path: "/j/main.journal", text: "include other.journal\n2024-01-01 x\n    a  1,000,000원\n    b\n")
        let other = JournalSource(
            path: "/j/other.journal", text: "decimal-mark .\n2024-01-02 y\n    a  2,000,000원\n    b\n")
        let journal = try Journal.load([main], includes: { _, _ in .success([other]) }, options: testOptions).get()
        #expect(journal.text(for: Amount(dec("5400"), "원"), appendedTo: "/j/other.journal") == "5,400원")
        #expect(journal.text(for: Amount(dec("5400"), "원"), appendedTo: "/j/main.journal") == "5400원")
    }
}
