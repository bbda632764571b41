import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Goldens of every drawing at the widths a terminal has: each file holds one state drawn in the
/// fixed layout (what a pipe gets) and then at each width, under a ruler exactly that many columns
/// wide, so a line that sticks out past its ruler shows in the file itself.
@Suite struct WidthGoldenTests {
    /// One golden file: a state drawn with some options at several widths.
    struct Family: Sendable, CustomTestStringConvertible {
        let name: String
        let state: PickerState
        let options: RenderOptions
        let journal: Journal?
        let widths: [Int?]
        var testDescription: String { name }
    }

    static let popoverWidths: [Int?] = [nil, 100, 80, 60, 40, 36, 32, 28, 24, 20, 14, 12]
    static let monthWidths: [Int?] = [nil, 100, 60, 48, 40, 30, 27, 20, 12]

    /// Selected November, focus on September, today on screen, bounds from March to November: every
    /// mark on screen at once.
    static let busy = picker(ym(2026, 11), focus: ym(2026, 9), first: ym(2026, 3), last: ym(2026, 11))

    static var families: [Family] {
        var families: [Family] = []
        for language in Language.allCases {
            for style in RenderOptions.Style.allCases {
                let options = RenderOptions(language: language, style: style)
                var totals = options
                totals.cells = .totals
                let suffix = "\(language.rawValue)-\(style.rawValue)"
                families += [
                    Family(
                        name: "widths-popover-\(suffix)", state: busy, options: options, journal: nil,
                        widths: popoverWidths),
                    Family(
                        name: "widths-popover-journal-\(suffix)", state: busy, options: options,
                        journal: household2026, widths: popoverWidths),
                    Family(
                        name: "widths-popover-totals-\(suffix)", state: busy, options: totals,
                        journal: household2026, widths: popoverWidths),
                ]
            }
            let options = RenderOptions(language: language)
            families += [
                Family(
                    name: "widths-month-view-\(language.rawValue)", state: picker(), options: options, journal: nil,
                    widths: monthWidths),
                // Two commodities, a refund and today: tagged amount lines, then the list form.
                Family(
                    name: "widths-month-view-journal-\(language.rawValue)", state: picker(), options: options,
                    journal: household2026, widths: monthWidths),
                // One commodity: no tags.
                Family(
                    name: "widths-month-view-journal-april-\(language.rawValue)", state: picker(ym(2026, 4)),
                    options: options, journal: household2026, widths: [nil, 40, 30]),
                Family(
                    name: "widths-month-view-journal-empty-\(language.rawValue)", state: picker(ym(2026, 6)),
                    options: options, journal: household2026, widths: [nil, 40]),
            ]
        }
        // The arrow pointing down puts the legend above the box, wrapped the same way.
        families.append(
            Family(
                name: "widths-popover-arrow-down-ko-unicode", state: busy,
                options: RenderOptions(language: .korean, style: .unicode, arrow: .down), journal: household2026,
                widths: [nil, 40, 28]))
        return families
    }

    @Test(arguments: families)
    func drawsLikeItsGolden(_ family: Family) {
        Snapshot.assertMatches(Self.sheet(family), named: family.name)
    }

    /// Cells showing two commodities (₩ and 원) draw the amounts a line each under the names, the
    /// legend saying in which order; the shape the cells take once every commodity of a year is shown.
    @Test(arguments: Language.allCases)
    func cellsShowSeveralCommoditiesALineEach(_ language: Language) {
        var lines: [String] = []
        for width in [nil, 60, 40, 30] as [Int?] {
            let options = RenderOptions(language: language, cells: .totals, width: width)
            var bytes: [UInt8] = []
            PopoverRenderer(options: options).append(
                Self.busy, journal: household2026, cellCommodities: { _ in ["₩", "원"] }, to: &bytes)
            lines.append(Self.ruler(width))
            lines += drawnLines(bytes)
        }
        Snapshot.assertMatches(lines, named: "widths-popover-two-commodities-\(language.rawValue)")
    }

    /// The family's drawings, each under its ruler.
    static func sheet(_ family: Family) -> [String] {
        var lines: [String] = []
        for width in family.widths {
            var options = family.options
            options.width = width
            lines.append(ruler(width))
            lines += TextOutput(options: options, journal: family.journal).view(of: family.state)
        }
        return lines
    }

    /// `[40]====…` exactly `width` columns wide, or `[fixed]` for the fixed layout.
    static func ruler(_ width: Int?) -> String {
        guard let width else { return "[fixed]" }
        let label = "[\(width)]"
        return label + String(repeating: "=", count: max(0, width - label.count))
    }
}
