/// What a line is read against: today for words, the year on screen for bare months, and the journal's
/// accounts for questions about them.
public struct ParseContext: Hashable, Sendable {
    /// Today's date; "next month", "다음 달" and "3 months ago" count from it.
    public var today: CalendarDate
    /// The year on screen; `3`, `march` and `3월` mean that month of it.
    public var screenYear: Int
    /// The journal's account names in lower case, or `nil` without a journal. A question about accounts
    /// is one only when some account matches it; otherwise the line is unknown.
    public var accountNames: [String]?

    /// The largest count a command or phrase accepts (`999999<`, `999999 months ago`); anything past the
    /// calendar is refused later anyway, and this keeps every product far from overflow.
    public static let largestCount = 999_999

    /// Makes a context; without `accountNames` no question about accounts is accepted.
    public init(today: CalendarDate, screenYear: Int, accountNames: [String]? = nil) {
        self.today = today
        self.screenYear = screenYear
        self.accountNames = accountNames
    }

    /// The context a state gives: its today and its year on screen, and no journal.
    public init(_ state: PickerState) {
        self.init(today: state.today, screenYear: state.yearOnScreen)
    }

    /// Whether some account's name contains `text`, ignoring case, as `Journal.totals(ofAccountsMatching:in:)`
    /// matches them.
    public func hasAccount(matching text: String) -> Bool {
        let needle = text.lowercased()
        guard !needle.isEmpty, let accountNames else { return false }
        return accountNames.contains { $0.contains(needle) }
    }
}
