import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// At every width from 40 columns up no drawn line is wider than the width, in both languages and
/// styles, with and without a journal; below 40 the drawings shrink to their narrowest forms and never
/// trap.
@Suite struct FitsTheWidthTests {
    /// Popover states: every mark, the year's ends, a year far from today, tight bounds.
    static let openStates = [
        picker(ym(2026, 11), focus: ym(2026, 9), first: ym(2026, 3), last: ym(2026, 11)),
        picker(ym(2026, 1), focus: ym(2026, 12)),
        picker(ym(2026, 12), focus: ym(2026, 1)),
        picker(ym(9999, 12), focus: ym(9999, 12)),
        picker(ym(1, 1), focus: ym(1, 1)),
        picker(ym(2026, 11), focus: ym(2026, 11), first: ym(2026, 11), last: ym(2026, 11)),
    ]

    static let months = (1...12).map { ym(2026, $0) } + [ym(2024, 2), ym(9999, 12), ym(1, 1)]

    static var optionChoices: [RenderOptions] {
        var choices: [RenderOptions] = []
        for language in Language.allCases {
            for style in RenderOptions.Style.allCases {
                for cells in RenderOptions.Cells.allCases {
                    for arrow in RenderOptions.ArrowDirection.allCases {
                        choices.append(RenderOptions(language: language, style: style, arrow: arrow, cells: cells))
                    }
                }
            }
        }
        return choices
    }

    /// Every line of every view at `width`, for each option choice, with and without the journal.
    static func views(width: Int) -> [(lines: [String], what: String)] {
        var views: [(lines: [String], what: String)] = []
        for var options in optionChoices {
            options.width = width
            for journal in [nil, household2026] {
                let output = TextOutput(options: options, journal: journal)
                let what = "\(options) journal: \(journal != nil)"
                for state in openStates { views.append((output.view(of: state), "\(state) \(what)")) }
                if options.style == .ascii, options.arrow == .up, options.cells == .names {
                    for month in months { views.append((output.view(of: picker(month)), "\(month) \(what)")) }
                }
            }
        }
        return views
    }

    @Test(arguments: Array(40...132))
    func noLineIsWiderThanTheWidth(width: Int) {
        for (lines, what) in Self.views(width: width) {
            for line in lines where DisplayWidth.of(line) > width {
                Issue.record("\(DisplayWidth.of(line)) columns at \(width): \(line) — \(what)")
            }
        }
    }

    /// Below 40 columns, down to the narrowest a terminal is taken to have (ten), the drawings take
    /// narrower forms and still fit: the month view `cal`'s twenty columns, then its label; the popover
    /// with three or two cells a row, then as one line; the legends and the journal's lists wrapped.
    /// Only a word wider than the width may stick out, and none of the drawings' words is.
    @Test(arguments: Array(10...39))
    func narrowWidthsGetNarrowerFormsThatFit(width: Int) {
        for (lines, what) in Self.views(width: width) {
            for line in lines where DisplayWidth.of(line) > width {
                Issue.record("\(DisplayWidth.of(line)) columns at \(width): \(line) — \(what)")
            }
        }
    }

    /// A cell's mark never touches the next cell: no day number is followed straight by another.
    @Test(arguments: [nil] + Array(10...60) as [Int?])
    func theTodayMarkNeverGluesTwoDays(width: Int?) {
        for language in Language.allCases {
            for journal in [nil, household2026] {
                var options = RenderOptions(language: language)
                options.width = width
                for month in Self.months {
                    for day in [1, 6, 7, 13, 20, 28] {
                        let today = CalendarDate(month.year, month.month, day) ?? fixedToday
                        let lines = MonthViewRenderer(options: options).lines(
                            for: month, today: today, journal: journal)
                        for line in lines where Self.gluesTwoNumbers(line) {
                            Issue.record("glued at \(width.map(String.init) ?? "fixed"): \(line)")
                        }
                    }
                }
            }
        }
    }

    /// Below the narrowest a terminal is taken to have, the drawings still never trap.
    @Test(arguments: Array(1...9))
    func tinyWidthsNeverTrap(width: Int) {
        #expect(!Self.views(width: width).isEmpty)
    }

    /// The box's lines share one width in every layout, colour included, so the frame stays square.
    @Test(arguments: [nil, 100, 60, 40, 38, 34, 30] as [Int?])
    func boxLinesShareOneWidth(width: Int?) {
        for var options in Self.optionChoices where options.arrow == .up {
            options.width = width
            options.color = true
            for journal in [nil, household2026] {
                for state in Self.openStates {
                    let lines = PopoverRenderer(options: options).lines(for: state, journal: journal)
                    let rule = options.style == .ascii ? "+" : "┌"
                    guard let top = lines.firstIndex(where: { $0.hasPrefix(rule) }) else { continue }  // no sides
                    let bottom = lines.lastIndex { $0.hasPrefix(options.style == .ascii ? "+" : "└") } ?? top
                    let widths = Set(lines[top...bottom].map { DisplayWidth.of(Self.withoutEscapes($0)) })
                    #expect(widths.count == 1, "\(lines[top...bottom]) for \(state)")
                }
            }
        }
    }

    /// A wide terminal gets the fixed layout: only the legend could differ, and it fits on one line.
    @Test func wideTerminalsDrawTheFixedLayout() {
        for options in Self.optionChoices {
            var wide = options
            wide.width = 132
            for journal in [nil, household2026] {
                for state in Self.openStates + Self.months.map({ picker($0) }) {
                    #expect(
                        TextOutput(options: wide, journal: journal).view(of: state)
                            == TextOutput(options: options, journal: journal).view(of: state))
                }
            }
        }
    }

    /// Whether `line` has a digit, `*` and a digit in a row (`20*21`).
    static func gluesTwoNumbers(_ line: String) -> Bool {
        let scalars = Array(line.unicodeScalars)
        return scalars.indices.dropFirst().dropLast().contains { index in
            scalars[index] == "*" && ("0"..."9").contains(scalars[index - 1])
                && ("0"..."9").contains(scalars[index + 1])
        }
    }

    static func withoutEscapes(_ line: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in line.unicodeScalars {
            if scalar == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if scalar == "m" { inEscape = false }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
