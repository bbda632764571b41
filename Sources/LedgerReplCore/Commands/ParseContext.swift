import LedgerJournalCore

/// What a line is read against: today for words, the year on screen for bare months, and the journal's
/// accounts for questions about them.
public struct ParseContext: Sendable {
    /// Today's date; "next month", "다음 달" and "3 months ago" count from it.
    public var today: CalendarDate
    /// The year on screen; `3`, `march` and `3월` mean that month of it.
    public var screenYear: Int
    /// The journal's accounts and payees, when one is loaded: a line with no question word is a question
    /// only when it names one of them (`10월 식비`).
    public var names: JournalNames?
    /// The journal, when one is loaded: a recording sentence is read against its commodities, decimal
    /// marks and accounts when the line is read.
    public var journal: Journal?

    /// The largest count a command or phrase accepts (`999999<`, `999999 months ago`); anything past the
    /// calendar is refused later anyway, and this keeps every product far from overflow.
    public static let largestCount = 999_999

    /// Makes a context.
    public init(today: CalendarDate, screenYear: Int, names: JournalNames? = nil, journal: Journal? = nil) {
        self.today = today
        self.screenYear = screenYear
        self.names = names
        self.journal = journal
    }

    /// The context a state gives: its today and its year on screen, and the journal's names.
    public init(_ state: PickerState, names: JournalNames? = nil) {
        self.init(today: state.today, screenYear: state.yearOnScreen, names: names)
    }
}
