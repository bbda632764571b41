import Testing

@testable import LedgerReplCore

/// A popover without colour or a journal draws each grid row whole; the bytes are those of the rows
/// drawn cell by cell, as rows with colour or a journal are, for every mark on every cell of every
/// layout a width can choose, in both languages, styles and arrow directions.
@Suite struct PlainGridRowTests {
    /// The focus on each month of 2026 with the selection, today and bounds that put every mark on
    /// some cell: the selection on the focus, beside it, or in another year; today in the year or
    /// not; bounds that disable the year's start, its end, all of it, or none of it.
    static var states: [PickerState] {
        let boundsChoices: [(YearMonth, YearMonth)] = [
            (.earliest, .latest), (ym(2026, 3), .latest), (.earliest, ym(2026, 10)), (ym(2026, 5), ym(2026, 7)),
            (ym(2027, 1), .latest), (.earliest, ym(2025, 12)),
        ]
        var states: [PickerState] = []
        for focus in 1...12 {
            for selection in [ym(2026, focus), ym(2026, focus % 12 + 1), ym(2025, focus)] {
                for today in [fixedToday, day(2026, focus, 1), day(2030, 1, 1)] {
                    for (first, last) in boundsChoices {
                        states.append(
                            picker(selection, focus: ym(2026, focus), first: first, last: last, today: today))
                    }
                }
            }
        }
        return states
    }

    @Test(arguments: Language.allCases)
    func plainRowsAreTheCellByCellRows(_ language: Language) {
        var differences: [String] = []
        for style in RenderOptions.Style.allCases {
            for arrow in RenderOptions.ArrowDirection.allCases {
                // Every width a layout changes at (the fixed one, without gaps, padding, sides, with
                // digits, three and two cells a row), and none.
                for width in [nil, 40, 35, 33, 31, 29, 27, 25, 22, 19, 16, 12] as [Int?] {
                    let renderer = PopoverRenderer(
                        options: RenderOptions(language: language, style: style, arrow: arrow, width: width))
                    for state in Self.states {
                        var plain: [UInt8] = []
                        var cellByCell: [UInt8] = []
                        renderer.append(state, journal: nil, cellCommodities: { _ in [] }, to: &plain)
                        renderer.append(
                            state, journal: nil, cellCommodities: { _ in [] }, plainRows: false, to: &cellByCell)
                        if plain != cellByCell, differences.count < 4 {
                            differences.append("\(style) \(arrow) \(width.map(String.init) ?? "nil") \(state)")
                        }
                    }
                }
            }
        }
        #expect(differences == [])
    }
}
