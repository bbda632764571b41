import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// A journal's listings at a terminal's width: entries, balances, changes and budget tables keep their
/// columns while they fit and put each account on a line of its own, its figures under it, when they
/// do not (charts too narrow for their two columns likewise), so no line is wider than the terminal, down
/// to the narrowest a terminal is taken to have (ten).
@Suite struct ReportWidthTests {
    static let questions: [HouseholdJournal.Kind: [String]] = [
        .korean: ["내역", "잔액 자산", "잔액", "변동", "예산", "가장 많이 쓴 곳", "지출 추이", "지난달 대비"],
        .english: ["entries", "balance assets", "balance", "change", "budget", "top expenses", "spending trend"],
    ]

    static func lines(_ kind: HouseholdJournal.Kind, width: Int?) -> [String] {
        let journal = HouseholdJournal.journal(kind)
        let bounds = MonthBounds(uncheckedFirst: ym(2023, 7), last: ym(2024, 12))
        var session = Session(
            state: PickerState(selection: ym(2024, 12), today: day(2024, 12, 15), bounds: bounds, focus: nil))
        session.browse(journal)
        let language: Language = kind == .korean ? .korean : .english
        let output = TextOutput(options: RenderOptions(language: language, width: width), journal: journal)
        return (questions[kind] ?? []).flatMap { output.lines(for: session.handle($0)) }
    }

    @Test(arguments: [HouseholdJournal.Kind.korean, .english], Array(10...60))
    func everyListingFits(kind: HouseholdJournal.Kind, width: Int) {
        // Only a word wider than the terminal (`₩40,923,300` at ten columns) may stick out.
        for line in Self.lines(kind, width: width) where DisplayWidth.of(line) > width && line.contains(" ") {
            Issue.record("\(DisplayWidth.of(line)) columns at \(width): \(line)")
        }
    }

    @Test func aNarrowBalanceListPutsEachAmountUnderItsAccount() {
        let lines = Self.lines(.korean, width: 20)
        let index = lines.firstIndex("자산:은행:국민")
        #expect(index != nil, "the account on a line of its own")
        if let index { #expect(lines[index + 1].hasPrefix("₩") || lines[index + 1].hasPrefix(" ")) }
        // Wide enough, the columns stay as in the fixed layout.
        let wide = Self.lines(.korean, width: 60)
        #expect(wide.contains { $0.hasSuffix("  자산:은행:국민") })
    }

    @Test func aNarrowBudgetTableNamesEachFigure() {
        let lines = Self.lines(.english, width: 24)
        #expect(!lines.contains { $0.hasPrefix("account ") }, "no header row")
        #expect(lines.contains { $0.hasPrefix("  budget ") })
        #expect(lines.contains { $0.hasPrefix("  left ") })
        #expect(Self.lines(.english, width: 80).contains { $0.hasPrefix("account ") })
    }
}

extension Array where Element == String {
    fileprivate func firstIndex(_ line: String) -> Int? { firstIndex { $0 == line } }
}
