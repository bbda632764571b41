import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Popover cells and the month view show every commodity a month has, compactly, in the journal's
/// decimal mark.
struct CellCommoditiesTests {
    static let journal: Journal = {
        let text = """
            decimal-mark .
            2026-07-01 월세
                지출:주거  ₩700,000
                자산:은행
            2026-07-03 커피
                지출:카페  5,400원
                자산:현금
            2026-08-03 커피
                지출:카페  4,500원
                자산:현금
            2026-08-15 trip
                expenses:travel  EUR 1.234,50
                assets:card  EUR -1.234,50
            2026-09-01 refund
                expenses:books  $12.50
                assets:card
            2026-09-02 refund
                expenses:books  $-12.50
                assets:card

            """
        guard case .success(let journal) = Journal.parse(text) else { fatalError("the fixture must load") }
        return journal
    }()

    @Test func everyCommoditySpentInTheYearTheMostMonthsFirst() {
        // 원 in two months; EUR and ₩ in one each, alphabetically; $ nets to zero, so it has no cells.
        #expect(Self.journal.cellCommodities(in: 2026) == ["원", "EUR", "₩"])
        #expect(Self.journal.mainExpenseCommodity(in: 2026) == "원")
        #expect(Self.journal.cellCommodities(in: 2025).isEmpty)
    }

    @Test func compactAmountsUseTheCommoditysDecimalMark() {
        #expect(Self.journal.compact(ExactDecimal(1234), commodity: "EUR", units: .english) == "1,2K")
        #expect(Self.journal.compact(ExactDecimal(700_000), commodity: "₩", units: .english) == "700K")
        #expect(Self.journal.compact(ExactDecimal(15_000), commodity: "원", units: .korean) == "1.5만")
        #expect(Self.journal.compact(ExactDecimal(1500), commodity: "unknown", units: .english) == "1.5K")
    }

    @Test func popoverCellsShowEachCommodityALine() {
        var bytes: [UInt8] = []
        PopoverRenderer(options: RenderOptions(cells: .totals)).append(
            picker(ym(2026, 7), focus: ym(2026, 7)), journal: Self.journal, to: &bytes)
        let text = drawnLines(bytes).joined(separator: "\n")
        for amount in ["700K", "5.4K", "4.5K", "1,2K"] { #expect(text.contains(amount), "\(amount) in\n\(text)") }
        #expect(text.contains("원, EUR, ₩"))
    }
}
