/// What a phrase is counted from: today for words, the year on screen for bare months.
public struct ParseContext: Hashable, Sendable {
    /// Today's date; "next month", "다음 달" and "3 months ago" count from it.
    public var today: CalendarDate
    /// The year on screen; `3`, `march` and `3월` mean that month of it.
    public var screenYear: Int

    /// The largest count a command or phrase accepts (`999999<`, `999999 months ago`); anything past the
    /// calendar is refused later anyway, and this keeps every product far from overflow.
    public static let largestCount = 999_999

    /// Makes a context.
    public init(today: CalendarDate, screenYear: Int) {
        self.today = today
        self.screenYear = screenYear
    }

    /// The context a state gives: its today and its year on screen.
    public init(_ state: PickerState) {
        self.init(today: state.today, screenYear: state.yearOnScreen)
    }
}
