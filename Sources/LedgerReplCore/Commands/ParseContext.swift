/// What a line is read against: today for words, the year on screen for bare months, and the journal's
/// accounts for questions about them.
public struct ParseContext: Hashable, Sendable {
    /// Today's date; "next month", "다음 달" and "3 months ago" count from it.
    public var today: CalendarDate
    /// The year on screen; `3`, `march` and `3월` mean that month of it.
    public var screenYear: Int {
        get {
            witness?.sawScreenYear = true
            return storedScreenYear
        }
        set { storedScreenYear = newValue }
    }
    /// The journal's accounts and payees, when one is loaded: a line with no question word is a question
    /// only when it names one of them (`10월 식비`).
    public var names: JournalNames?

    private var storedScreenYear: Int
    /// Told when anything reads `screenYear` (copies of this context tell the same witness); set only by
    /// `watchingScreenYear(_:)`.
    private var witness: ScreenYearWitness?

    /// The largest count a command or phrase accepts (`999999<`, `999999 months ago`); anything past the
    /// calendar is refused later anyway, and this keeps every product far from overflow.
    public static let largestCount = 999_999

    /// Makes a context.
    public init(today: CalendarDate, screenYear: Int, names: JournalNames? = nil) {
        self.today = today
        self.storedScreenYear = screenYear
        self.names = names
    }

    /// The context a state gives: its today and its year on screen, and the journal's names.
    public init(_ state: PickerState, names: JournalNames? = nil) {
        self.init(today: state.today, screenYear: state.yearOnScreen, names: names)
    }

    /// What `read` gives in this context, and whether it read the year on screen (directly or through
    /// any copy of the context): when it did not, it gives the same in a context that differs only in
    /// that year. The memo layer keys such lines without the year.
    func watchingScreenYear<Value, Failure: Error>(
        _ read: (ParseContext) throws(Failure) -> Value
    ) -> (result: Result<Value, Failure>, readScreenYear: Bool) {
        var watched = self
        let witness = ScreenYearWitness()
        watched.witness = witness
        let result = Result { () throws(Failure) in try read(watched) }
        return (result, witness.sawScreenYear)
    }

    public static func == (a: ParseContext, b: ParseContext) -> Bool {
        a.today == b.today && a.storedScreenYear == b.storedScreenYear && a.names == b.names
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(today)
        hasher.combine(storedScreenYear)
        hasher.combine(names)
    }
}

/// Notes that a reading looked at the year on screen. One is made for one reading, on one thread, and
/// read when the reading is done, which is why sharing it between copies of a `Sendable` context is
/// safe.
private final class ScreenYearWitness: @unchecked Sendable {
    var sawScreenYear = false
}
