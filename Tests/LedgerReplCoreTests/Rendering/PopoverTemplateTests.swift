import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// A popover without colour or a journal is drawn from a template: its box copied and marked, its
/// legend's entries copied. The bytes are those of the popover drawn cell by cell, for every mark on
/// every cell of every layout a width can choose, in both languages, styles and arrow directions, and
/// years of one to four digits.
@Suite struct PopoverTemplateTests {
    /// The focus on each month of `year` with the selection, today and bounds that put every mark on
    /// some cell: the selection on the focus, beside it, or in another year; today in the year or
    /// not; bounds that disable the year's start, its end, all of it, or none of it.
    static func states(year: Int) -> [PickerState] {
        let (before, after) = (max(1, year - 1), min(9999, year + 1))
        let boundsChoices: [(YearMonth, YearMonth)] = [
            (.earliest, .latest), (ym(year, 3), .latest), (.earliest, ym(year, 10)), (ym(year, 5), ym(year, 7)),
            (ym(year, 1), ym(year, 12)), (ym(after, 1), .latest), (.earliest, ym(before, 12)),
        ]
        var states: [PickerState] = []
        for focus in 1...12 {
            for selection in [ym(year, focus), ym(year, focus % 12 + 1), ym(before == year ? after : before, focus)] {
                for today in [
                    day(year, focus, 1), day(year, (focus + 5) % 12 + 1, 9), day(after == year ? before : after, 1, 1),
                ] {
                    for (first, last) in boundsChoices {
                        states.append(picker(selection, focus: ym(year, focus), first: first, last: last, today: today))
                    }
                }
            }
        }
        return states
    }

    /// The years drawn: four digits, fewer (written with leading zeros), and the first and last years,
    /// which have no year before or after them.
    static let years = [2026, 1, 7, 999, 9999]

    @Test(arguments: Language.allCases)
    func templateDrawsWhatTheRendererDraws(_ language: Language) {
        var differences: [String] = []
        var drawnFromTemplates = 0
        for style in RenderOptions.Style.allCases {
            for arrow in RenderOptions.ArrowDirection.allCases {
                // Every width a layout changes at (the fixed one, without gaps, padding, sides, with
                // digits, three and two cells a row), widths the legend wraps at or just fits, and none.
                for width in [nil, 80, 53, 45, 40, 35, 33, 31, 29, 27, 25, 22, 19, 16, 12] as [Int?] {
                    let options = RenderOptions(language: language, style: style, arrow: arrow, width: width)
                    let renderer = PopoverRenderer(options: options)
                    guard let template = PopoverTemplate(options: options) else { continue }
                    drawnFromTemplates += 1
                    for year in Self.years {
                        for state in Self.states(year: year) {
                            var copied: [UInt8] = []
                            template.append(state, focus: state.focus ?? state.selection, to: &copied)
                            if copied != renderer.bytes(for: state), differences.count < 4 {
                                differences.append("\(style) \(arrow) \(width.map(String.init) ?? "nil") \(state)")
                            }
                        }
                    }
                }
            }
        }
        #expect(differences == [])
        // The widths whose layouts have sides, in each style and direction: none, 80 to 31 in English;
        // none, 80 to 35 in Korean, whose names are wider.
        #expect(drawnFromTemplates == (language == .english ? 8 : 6) * 2 * 2)
    }

    /// A journal with entries in every month of 2025, in January, March, July and December of 2026,
    /// and none in 2027: shown years with every month, some and none marked `+`.
    static let journal: Journal? = {
        let months = (1...12).map { (2025, $0) } + [1, 3, 7, 12].map { (2026, $0) }
        let text = months.map { year, month in
            "\(year)-\(month < 10 ? "0" : "")\(month)-05 lunch\n    expenses:food  $5\n    assets:cash\n"
        }.joined(separator: "\n")
        return try? Journal.parse(text).get()
    }()

    /// With a journal whose cells show no amounts, the template marks the months with entries and
    /// the legend names the first: the bytes the renderer draws with the journal, cell by cell.
    @Test(arguments: Language.allCases)
    func templateWithEntriesDrawsWhatTheRendererDraws(_ language: Language) throws {
        let journal = try #require(Self.journal)
        var differences: [String] = []
        var drawnFromTemplates = 0
        for style in RenderOptions.Style.allCases {
            for arrow in RenderOptions.ArrowDirection.allCases {
                for width in [nil, 80, 45, 40, 35, 33, 31, 29, 25, 19] as [Int?] {
                    let options = RenderOptions(language: language, style: style, arrow: arrow, width: width)
                    let renderer = PopoverRenderer(options: options)
                    guard let template = PopoverTemplate(options: options, marksEntries: true) else { continue }
                    drawnFromTemplates += 1
                    for year in [2025, 2026, 2027] {
                        for state in Self.states(year: year) {
                            let focus = state.focus ?? state.selection
                            var copied: [UInt8] = []
                            template.append(
                                state, focus: focus, entryMonths: journal.monthsWithEntries(inYear: focus.year),
                                to: &copied)
                            var drawn: [UInt8] = []
                            renderer.append(state, journal: journal, to: &drawn)
                            if copied != drawn, differences.count < 4 {
                                differences.append("\(style) \(arrow) \(width.map(String.init) ?? "nil") \(state)")
                            }
                        }
                    }
                }
            }
        }
        #expect(differences == [])
        #expect(drawnFromTemplates > 0)
        // Cells showing amounts are drawn cell by cell.
        #expect(PopoverTemplate(options: RenderOptions(cells: .totals), marksEntries: true) == nil)
    }

    /// Colour is drawn cell by cell, and the encoder draws from its template what the renderer draws.
    @Test func encoderDrawsFromTheTemplateWithoutColour() {
        #expect(PopoverTemplate(options: RenderOptions(color: true)) == nil)
        for language in Language.allCases {
            let options = RenderOptions(language: language)
            let encoder = OutputEncoder(options: options)
            #expect(encoder.popoverTemplate != nil)
            let state = picker(ym(2026, 3), focus: ym(2026, 3))
            var encoded: [UInt8] = []
            encoder.appendView(state, journal: nil, to: &encoded)
            #expect(encoded == PopoverRenderer(options: options).bytes(for: state))
        }
    }
}

extension PopoverRenderer {
    /// The bytes `append` writes for `state` without a journal.
    fileprivate func bytes(for state: PickerState) -> [UInt8] {
        var bytes: [UInt8] = []
        append(state, to: &bytes)
        return bytes
    }
}
