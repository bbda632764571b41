/// Where a session starts: the months it may select and the month it selects first, decided from what
/// the command line asked, so the shell decides neither.
extension Session {
    /// A closed picker on `today` selecting `month`, or today's month moved inside the bounds when
    /// `month` is `nil`. Only `first` and `last` (`--min`, `--max`) fence the months, every month of
    /// the calendar on a side not given: a journal's months are marked, never a fence, so the months
    /// before its first entry and after its last are selectable. The shell refuses `--min` after
    /// `--max` before it asks. Fails when `month` lies outside the bounds.
    public static func starting(
        at month: YearMonth?, today: CalendarDate, fencedBy first: YearMonth?, _ last: YearMonth?,
        undoCapacity: Int = 1000
    ) -> Result<Session, StartOutsideBounds> {
        let bounds = MonthBounds(fencedBy: first, last) ?? .all
        let start = month ?? bounds.clamping(today.yearMonth)
        guard bounds.contains(start) else { return .failure(StartOutsideBounds(month: start, bounds: bounds)) }
        return .success(
            Session(state: PickerState(selection: start, today: today, bounds: bounds), undoCapacity: undoCapacity))
    }
}
