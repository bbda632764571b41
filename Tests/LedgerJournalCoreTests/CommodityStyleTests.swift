import Testing

@testable import LedgerJournalCore

struct CommodityStyleTests {
    struct FormatCase: Sendable, CustomTestStringConvertible {
        let style: CommodityStyle
        let symbol: String
        let value: String
        let expected: String
        var testDescription: String { expected }
    }

    @Test(arguments: [
        FormatCase(
            style: CommodityStyle(side: .left, groupingMark: ","), symbol: "₩", value: "-1500000",
            expected: "₩-1,500,000"),
        FormatCase(
            style: CommodityStyle(side: .right, groupingMark: ","), symbol: "원", value: "15000", expected: "15,000원"),
        FormatCase(style: CommodityStyle(side: .left, precision: 2), symbol: "$", value: "12.5", expected: "$12.50"),
        FormatCase(
            style: CommodityStyle(side: .right, isSpaced: true, groupingMark: ".", decimalMark: ",", precision: 2),
            symbol: "EUR", value: "1234.5", expected: "1.234,50 EUR"),
        FormatCase(
            style: CommodityStyle(side: .right, isSpaced: true), symbol: "KRW", value: "999", expected: "999 KRW"),
        FormatCase(
            style: CommodityStyle(side: .left, isSpaced: true), symbol: "ABC 1", value: "3", expected: "\"ABC 1\" 3"),
        FormatCase(style: CommodityStyle(side: .left, precision: 0), symbol: "$", value: "0.125", expected: "$0.125"),
    ])
    func formatsTheWayTheJournalWrites(_ example: FormatCase) {
        #expect(example.style.format(dec(example.value), symbol: example.symbol) == example.expected)
    }

    @Test func learnsStylesFromTheJournal() throws {
        let journal = try Fixture.journal("household.journal")
        #expect(journal.format(dec("-1234567"), commodity: "₩") == "₩-1,234,567")
        #expect(journal.format(dec("15000"), commodity: "원") == "15,000원")
        let euro = try Fixture.journal("euro.journal")
        #expect(euro.format(dec("-1247.06"), commodity: "EUR") == "-1.247,06 EUR")
        #expect(euro.style(of: "EUR")?.precision == 2)
    }

    @Test func precisionIsTheLargestSeen() throws {
        let journal = try Journal.parse("2024-01-01 x\n    a  $1\n    b  $-1.5\n    c  $0.125\n    d\n").get()
        #expect(journal.style(of: "$")?.precision == 3)
        #expect(journal.format(dec("2"), commodity: "$") == "$2.000")
    }
}
