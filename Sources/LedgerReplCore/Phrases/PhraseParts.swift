/// What the parts of a phrase said, slot by slot, before they are combined into one `Reading`.
///
/// Each slot is filled at most once: a second, different filling is a contradiction (`next last month`,
/// `march april`), except that a weak filling (the bare `year` of `end of the year`) gives way.
struct PhraseParts {
    /// A slot's value and the words that filled it.
    struct Slot<Value> {
        var value: Value
        var text: String
        var weak: Bool
    }

    /// A year named outright or counted from today's.
    enum YearValue {
        case absolute(Int)
        case fromToday(Int)
    }

    /// A month by number (of some year), relative to today's month by name, or counted from today's.
    enum MonthValue {
        case number(Int)
        case named(Int, shift: Int)
        case fromToday(Int)
    }

    /// A day of the month, or a day counted from today (months first, then days).
    enum DayValue {
        case number(Int)
        case fromToday(months: Int, days: Int)
        /// Counted from another day than today: `3 months from tomorrow` is `start` days, then the rest.
        case fromDay(start: Int, months: Int, days: Int)
    }

    /// A quarter (length 3) or half year (length 6): by number, or counted from today's.
    enum PeriodValue {
        case number(length: Int, index: Int)
        case fromToday(length: Int, shift: Int)
    }

    var year: Slot<YearValue>?
    var month: Slot<MonthValue>?
    var day: Slot<DayValue>?
    var period: Slot<PeriodValue>?
    var boundary: Slot<Boundary>?
    /// A weekday and the shift before it (`next friday`), `nil` shift for a bare weekday.
    var weekday: Slot<(day: Int, shift: Int?)>?
    /// `next week`, `지난주`: weeks from today's week.
    var weekShift: Slot<Int>?
    /// `2024-W27`, `week 27`: an ISO week number, of the year named or on screen.
    var isoWeek: Slot<Int>?
    /// Whether the boundary is a day (`the last day of`, `말일`, `초하루`): the first or last day of the
    /// month it picks, rather than only the month.
    var boundaryIsDay = false
    /// Which of its weekdays a weekday placed by a boundary is: 1...4 from the start (`the third friday
    /// of march`), −1 the last (`the last friday of the month`).
    var weekdayOrdinal: Int?

    /// What each part was taken to mean, for `explain`.
    var tokens: [String] = []
    /// Whether to write `tokens` at all: only `explain` reads them, so the hot path skips the text.
    var recording = true

    /// Whether nothing but weak parts was said (`the year`), with no boundary to give them meaning.
    var isEmpty: Bool {
        boundary == nil && !(year.map { !$0.weak } ?? false) && !(month.map { !$0.weak } ?? false)
            && !(day.map { !$0.weak } ?? false)
            && !(period.map { !$0.weak } ?? false) && weekday == nil && !(weekShift.map { !$0.weak } ?? false)
            && isoWeek == nil
    }

    /// Fills `slot`, or throws the contradiction with what already fills it.
    mutating func fill<Value>(
        _ slot: WritableKeyPath<PhraseParts, Slot<Value>?>, _ value: Value, text: String,
        meaning: @autoclosure () -> String,
        weak: Bool = false
    ) throws(InvalidReason) {
        if let existing = self[keyPath: slot] {
            if weak { return }
            if !existing.weak { throw .contradictory(existing.text, text) }
        }
        self[keyPath: slot] = Slot(value: value, text: text, weak: weak)
        guard !weak, recording else { return }
        let meaning = meaning()
        let quoted = "\"\(text)\" → "
        if let last = tokens.indices.last, tokens[last].hasPrefix(quoted) {
            tokens[last] += ", " + meaning
        } else {
            tokens.append(quoted + meaning)
        }
    }
}
