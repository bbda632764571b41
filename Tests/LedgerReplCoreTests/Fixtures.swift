@testable import LedgerReplCore

/// `YearMonth` from a literal known to be valid; test-only shorthand.
func ym(_ year: Int, _ month: Int) -> YearMonth { YearMonth(uncheckedYear: year, month: month) }

/// `CalendarDate` from a literal known to be valid; test-only shorthand.
func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(uncheckedYear: year, month: month, day: day)
}

/// The day the examples are written against: Sunday 2026-11-29.
let fixedToday = day(2026, 11, 29)

/// A closed picker on `selection` (default: today's month) with optional bounds and focus.
func picker(
    _ selection: YearMonth = ym(2026, 11), focus: YearMonth? = nil, first: YearMonth = .earliest,
    last: YearMonth = .latest, today: CalendarDate = fixedToday
) -> PickerState {
    PickerState(
        selection: selection, today: today, bounds: MonthBounds(uncheckedFirst: first, last: last), focus: focus)
}

/// A reading pointing at a month, as the parser would produce for `2024-07`.
func goTo(_ month: YearMonth) -> PickerAction {
    .go(Reading(anchor: .absolute, destination: .month(month)))
}

/// A reading pointing at a year, as the parser would produce for `2025`.
func show(_ year: Int) -> PickerAction {
    .go(Reading(anchor: .absolute, destination: .year(year)))
}
