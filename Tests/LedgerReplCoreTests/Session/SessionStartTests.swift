import LedgerReplCore
import Testing

/// Where a session starts (`Session.starting`): the month `--month` names, else today's moved inside
/// the bounds `--min` and `--max` fence; a month outside them is refused. The cases of the command
/// line's options, as `ledger-repl(1)` describes them.
@Suite struct SessionStartTests {
    struct StartCase: CustomTestStringConvertible, Sendable {
        let name: String
        let month: YearMonth?
        let first: YearMonth?
        let last: YearMonth?
        /// The month selected, or `nil` when the start is refused.
        let selected: YearMonth?
        var testDescription: String { name }
    }

    static let today = CalendarDate(2026, 11, 20)!
    static let november = today.yearMonth

    /// The month `month` of `year`.
    static func month(_ year: Int, _ month: Int) -> YearMonth { CalendarDate(year, month, 1)!.yearMonth }

    static let cases: [StartCase] = [
        .init(name: "no options: today's month", month: nil, first: nil, last: nil, selected: november),
        .init(
            name: "--month inside the bounds", month: month(2026, 8), first: nil, last: nil,
            selected: month(2026, 8)),
        .init(
            name: "--max before today: today clamped to it", month: nil, first: nil, last: month(2026, 9),
            selected: month(2026, 9)),
        .init(
            name: "--min after today: today clamped to it", month: nil, first: month(2027, 4), last: nil,
            selected: month(2027, 4)),
        .init(
            name: "--month before --min is refused", month: month(2026, 10), first: november, last: nil,
            selected: nil),
        .init(
            name: "--month after --max is refused", month: month(2026, 12), first: nil, last: november,
            selected: nil),
    ]

    @Test(arguments: cases) func startsWhereTheCommandLineSays(_ start: StartCase) {
        switch Session.starting(at: start.month, today: Self.today, fencedBy: start.first, start.last) {
        case .success(let session):
            #expect(session.state.selection == start.selected)
            #expect(session.state.today == Self.today)
            #expect(session.state.bounds == MonthBounds(fencedBy: start.first, start.last))
            #expect(!session.state.isOpen)
        case .failure(let problem):
            #expect(start.selected == nil, "refused: \(problem)")
            #expect(problem.month == start.month)
            #expect(problem.bounds == MonthBounds(fencedBy: start.first, start.last))
        }
    }
}
