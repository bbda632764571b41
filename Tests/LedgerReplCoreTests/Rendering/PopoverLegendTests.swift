import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// The legend under the popover explains the marks on screen with months that carry them, and only
/// those marks.
@Suite struct PopoverLegendTests {
    /// A state whose popover the legend golden shows, with what it is.
    struct Case: Sendable {
        let title: String
        let state: PickerState
        let journal: Journal?
        var width: Int? = nil
    }

    static let cases: [Case] = [
        Case(title: "December selected", state: picker(ym(2026, 12), focus: ym(2026, 12)), journal: nil),
        Case(
            title: "--min 2026-03 --max 2026-10",
            state: picker(ym(2026, 10), focus: ym(2026, 10), first: ym(2026, 3), last: ym(2026, 10)), journal: nil),
        Case(title: "focus on another year", state: picker(ym(2026, 11), focus: ym(2027, 3)), journal: nil),
        Case(title: "no today on screen", state: picker(ym(2024, 7), focus: ym(2024, 2)), journal: nil),
        Case(
            title: "bounds end in May: June to December disabled",
            state: picker(ym(2024, 2), focus: ym(2024, 5), last: ym(2024, 5)), journal: nil),
        Case(
            title: "--min 2026-11: January to October disabled",
            state: picker(ym(2026, 11), focus: ym(2026, 11), first: ym(2026, 11)),
            journal: nil),
        Case(
            title: "entries marks",
            state: picker(ym(2026, 11), focus: ym(2026, 9), first: ym(2026, 3), last: ym(2026, 11)),
            journal: household2026),
        Case(
            title: "entries marks at 40 columns",
            state: picker(ym(2026, 11), focus: ym(2026, 9), first: ym(2026, 3), last: ym(2026, 11)),
            journal: household2026, width: 40),
        Case(
            title: "a year without entries", state: picker(ym(2026, 11), focus: ym(2025, 6), first: ym(2025, 1)),
            journal: household2026),
    ]

    @Test(arguments: Language.allCases)
    func drawsLikeItsGolden(_ language: Language) {
        var lines: [String] = []
        for item in Self.cases {
            lines.append("# " + item.title + (item.width.map { " (width \($0))" } ?? ""))
            let options = RenderOptions(language: language, width: item.width)
            lines += PopoverRenderer(options: options).lines(for: item.state, journal: item.journal)
        }
        Snapshot.assertMatches(lines, named: "legend-states-\(language.rawValue)")
    }

    /// Every state of a year around today, with and without bounds and a journal: the legend names a
    /// mark exactly when the grid shows it, on a month whose cell shows it.
    @Test(arguments: Language.allCases)
    func namesExactlyTheMarksOnTheGrid(_ language: Language) {
        let boundsChoices = [
            (YearMonth.earliest, YearMonth.latest), (ym(2026, 3), ym(2026, 10)), (ym(2025, 11), ym(2026, 2)),
        ]
        let renderer = PopoverRenderer(options: RenderOptions(language: language))
        for journal in [nil, household2026] {
            for (first, last) in boundsChoices {
                for selectionMonth in 1...12 {
                    for focusMonth in [1, 6, 12] {
                        let selection = MonthBounds(uncheckedFirst: first, last: last).clamping(
                            ym(2026, selectionMonth))
                        let focus = MonthBounds(uncheckedFirst: first, last: last).clamping(ym(2026, focusMonth))
                        let state = picker(selection, focus: focus, first: first, last: last)
                        check(renderer.lines(for: state, journal: journal), language: language, state: state)
                    }
                }
            }
        }
    }

    private func check(_ lines: [String], language: Language, state: PickerState) {
        guard let focus = state.focus else { return }
        let grid = lines[5...7].joined(separator: "\n")
        let entries = lines[9].split(separator: "  ").map(String.init)
        let marks: [(open: String, close: String, word: String, onGrid: String, mark: PopoverRenderer.CellMarks?)] =
            language == .korean
            ? [
                ("[", "]", "선택", "[", .selected), ("", "*", "오늘", "*", .today), (">", "", "커서", ">", .focused),
                ("(", ")", "선택 불가", "(", .disabled), ("", "+", "내역 있음", "+", nil),
            ]
            : [
                ("[", "]", "selected", "[", .selected), ("", "*", "today", "*", .today),
                (">", "", "focus", ">", .focused),
                ("(", ")", "disabled", "(", .disabled), ("", "+", "has entries", "+", nil),
            ]
        #expect(entries.count == marks.filter { grid.contains($0.onGrid) }.count, "\(entries) for \(state)")
        for mark in marks {
            let entry = entries.first { $0.hasSuffix(" " + mark.word) }
            #expect((entry != nil) == grid.contains(mark.onGrid), "\(mark.word) in \(entries) for \(state)")
            guard let entry else { continue }
            let sample = entry.dropLast(mark.word.count + 1)
            let name = String(sample.dropFirst(mark.open.count).dropLast(mark.close.count))
            let month = (1...12).first { language.cellName($0) == name }
            #expect(month != nil, "\(sample) names no month")
            guard let month else { continue }
            let carried =
                mark.mark.map { Self.marks(of: ym(focus.year, month), focus: focus, in: state).contains($0) }
                ?? household2026.hasEntries(in: JournalMonth(uncheckedYear: focus.year, month: month))
            #expect(carried, "\(sample) does not carry its mark for \(state)")
        }
    }

    /// The marks of `month`'s cell, worked out from the state's months (the drawing works them out
    /// from integers of the shown year).
    static func marks(of month: YearMonth, focus: YearMonth, in state: PickerState) -> PopoverRenderer.CellMarks {
        var marks: PopoverRenderer.CellMarks = []
        if month == state.selection { marks.insert(.selected) }
        if month == state.today.yearMonth { marks.insert(.today) }
        if !state.bounds.contains(month) { marks.insert(.disabled) }
        if month == focus { marks.insert(.focused) }
        return marks
    }

    @Test func namesNoMonthOffScreen() {
        let lines = PopoverRenderer(options: RenderOptions()).lines(for: picker(ym(2026, 11), focus: ym(2027, 3)))
        #expect(lines.last == ">Mar focus")
    }
}
