/// What the parts of a phrase said, slot by slot, before they are combined into one `Reading`.
///
/// Each slot is filled at most once: a second, different filling is a contradiction (`next last month`,
/// `march april`), except that a weak filling (the bare `year` of `end of the year`) gives way.
struct PhraseParts {
    /// A slot's value and the words that filled it.
    struct Slot<Value> {
        var value: Value
        var text: Said
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
        /// `next 25th`: the first day numbered so after today (`shift` +1), or the last before it (−1).
        case nextNumber(Int, shift: Int)
    }

    /// A quarter (length 3) or half year (length 6): by number, or counted from today's.
    enum PeriodValue {
        case number(length: Int, index: Int)
        case fromToday(length: Int, shift: Int)
        /// `next q2`: the period numbered `index`, the first after (`shift` +1) or the last before (−1)
        /// today's, or of today's year (0).
        case named(length: Int, index: Int, shift: Int)
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
    /// The ISO weekday, 1 Monday ... 7 Sunday, of an ISO week date (`2016-W21-3`).
    var isoWeekday: Int?
    /// A count from the day the rest names (`3 days after july 4`, `the day after christmas`).
    var offset: Slot<(months: Int, days: Int)>?
    /// The words of `this time`, `이맘때`: today's place in the period the rest names. Alone or with
    /// only a year it is today's month (`작년 이맘때`); with anything finer it is today's day moved as
    /// the rest says (`다음 주 이맘때`, `this time next month`).
    var sameTime: Said?
    /// The time of day set aside after (or before) a whole date, as typed (`9:05 a.m.`, `오후`): one per
    /// phrase, so a second is a contradiction (`2024-07-15 10:00 11:00`).
    var timeOfDay: Said?

    /// Records the time of day set aside beside a whole date, or throws the contradiction with one
    /// already there.
    mutating func setAside(time text: Said, _ meaning: PhraseMeaning) throws(InvalidReason) {
        if let timeOfDay { throw .contradictory(timeOfDay, text) }
        timeOfDay = text
        record(text, meaning)
    }

    /// Whether the day slot holds a count of whole weeks (`2 weeks ago`, `2주 전`), which a weekday beside
    /// it places in that week (`friday 2 weeks ago`, `2주 전 금요일`).
    var countsWeeks = false

    /// Records a count from the day the rest of the phrase names.
    mutating func offsetFromDay(months: Int, days: Int, text: Said) throws(InvalidReason) {
        if let offset { throw .contradictory(offset.text, text) }
        offset = Slot(value: (months, days), text: text, weak: false)
        record(text, .daysFromNamedDay(months: months, days: days))
    }

    /// What each part was taken to mean, for `explain`.
    var steps: [ReadingStep] = []
    /// Whether to write `steps` at all: only `explain` reads them, so the hot path skips them.
    var recording = true

    /// Whether nothing but weak parts was said (`the year`), with no boundary to give them meaning.
    var isEmpty: Bool {
        boundary == nil && !(year.map { !$0.weak } ?? false) && !(month.map { !$0.weak } ?? false)
            && !(day.map { !$0.weak } ?? false)
            && !(period.map { !$0.weak } ?? false) && weekday == nil && !(weekShift.map { !$0.weak } ?? false)
            && isoWeek == nil
    }

    /// Whether a year, a month and a day are all written out (`2024-07-15`, `Jul 15, 2024`): a clock
    /// time after them is part of a timestamp that names that day.
    var namesWholeDate: Bool {
        guard case .absolute? = year?.value, case .number? = month?.value, case .number? = day?.value else {
            return false
        }
        return year?.weak == false && month?.weak == false && day?.weak == false
    }

    /// Fills `slot`, or throws the contradiction with what already fills it.
    mutating func fill<Value>(
        _ slot: WritableKeyPath<PhraseParts, Slot<Value>?>, _ value: Value, text: Said,
        meaning: @autoclosure () -> PhraseMeaning,
        weak: Bool = false
    ) throws(InvalidReason) {
        if let existing = self[keyPath: slot] {
            if weak { return }
            if !existing.weak { throw .contradictory(existing.text, text) }
        }
        self[keyPath: slot] = Slot(value: value, text: text, weak: weak)
        guard !weak else { return }
        record(text, meaning())
    }

    /// Adds what `text` meant to the steps, beside what the same words already meant.
    mutating func record(_ said: Said, _ meaning: @autoclosure () -> PhraseMeaning) {
        let text = said.text
        guard recording else { return }
        if case .words(let last, var meanings)? = steps.last, last == text {
            meanings.append(meaning())
            steps[steps.count - 1] = .words(text, meanings)
        } else {
            steps.append(.words(text, [meaning()]))
        }
    }
}
