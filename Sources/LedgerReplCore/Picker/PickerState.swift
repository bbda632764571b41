/// Everything the month label, the popover and the month view show: the whole model of the picker.
///
/// A value: commands return a new state instead of changing this one, so undo is a stack of values and
/// tests compare whole states.
public struct PickerState: Hashable, Sendable {
    /// The selected month: the month label and the calendar the app shows.
    public var selection: YearMonth
    /// Today, as the shell was told; "next month" and friends count from it.
    public var today: CalendarDate
    /// The months that may be selected.
    public var bounds: MonthBounds
    /// The focused month while the popover is open (a cursor, distinct from the selection), or `nil`
    /// when it is closed. The popover always shows the focused month's year.
    public var focus: YearMonth?

    /// Makes a closed picker showing `selection`.
    public init(selection: YearMonth, today: CalendarDate, bounds: MonthBounds = .all, focus: YearMonth? = nil) {
        self.selection = selection
        self.today = today
        self.bounds = bounds
        self.focus = focus
    }

    /// Whether the popover is open.
    public var isOpen: Bool { focus != nil }

    /// The year the popover shows, or `nil` when it is closed.
    public var shownYear: Int? { focus?.year }

    /// The year on screen: the popover's year when open, else the selected month's year. A bare month
    /// (`3`, `march`, `3월`) means that month of this year.
    public var yearOnScreen: Int { focus?.year ?? selection.year }
}
