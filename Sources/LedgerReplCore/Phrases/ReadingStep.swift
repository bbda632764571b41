/// A span of the calendar that a phrase counts in, as `explain` names it: `today's month +1`.
public enum CalendarUnit: Hashable, Sendable {
    case day, week, month, quarter, halfYear, year
}

/// What some words of a phrase were taken to mean: a value, or a count from today.
///
/// Data, not text: `Messages` renders it in the session's language (`month 3`, `3월`).
public enum PhraseMeaning: Hashable, Sendable {
    /// A year as written: `2024`, `'24`, `2024년`.
    case year(Int)
    /// A month by number, of a year said elsewhere or the year on screen: `march`, `3월`.
    case month(Int)
    /// A day of the month: `15th`, `15일`.
    case day(Int)
    /// A quarter by number, 1...4: `q3`, `3분기`.
    case quarter(Int)
    /// A half year by number, 1 (from January) or 2 (from July): `h2`, `하반기`.
    case half(Int)
    /// An ISO 8601 week number: `2024-W27`, `week 27`.
    case isoWeek(Int)
    /// A weekday, 0 Sunday ... 6 Saturday, in the week the rest of the phrase names (today's by default).
    case weekday(Int)
    /// A weekday counted from today: `next friday` (+1), `지난 금요일` (−1).
    case weekdayFromToday(Int, shift: Int)
    /// The start, middle or end of what the rest of the phrase names.
    case boundary(Boundary)
    /// A month named relative to today's: `next march` (+1), `last march` (−1), `this march` (0).
    case namedMonth(Int, shift: Int)
    /// A quarter named relative to today's: `next q2` (+1), `last q4` (−1), `this q3` (0).
    case namedQuarter(Int, shift: Int)
    /// A count of one unit from today's: `next month` (month, +1), `3 years ago` (year, −3).
    case fromToday(CalendarUnit, Int)
    /// A count of months and then days from today: `in 2 weeks` (0, +14), `1 month 3 days ago`.
    case daysFromToday(months: Int, days: Int)
    /// A count from another day than today: `two weeks from tomorrow` (start +1, then +14 days).
    case daysFromDay(start: Int, months: Int, days: Int)
    /// A count from the day the rest of the phrase names: `3 days after july 4` (0, +3).
    case daysFromNamedDay(months: Int, days: Int)
    /// The day numbered so, counted from today: `next 25th` (25, +1), the first 25th after today.
    case dayFromToday(Int, shift: Int)
    /// `this time`, `이맘때`: today's place in the period the rest of the phrase names.
    case sameTime
    /// A time of day after a date written out (`2024-07-15T10:00`): read, and set aside, since a day is
    /// the finest a month picker shows.
    case timeOfDay(String)
    /// A part of the day after a whole date (`2014년 3월 3일 오후`, `in the evening`): read, and set aside.
    case partOfDay
    /// A day of the year by number, 1...366, as ISO 8601 ordinal dates write it (`2024-197`).
    case dayOfYear(Int)
    /// The `ordinal`th weekday of a month (−1 the last): `the third friday`, `마지막 금요일`.
    case weekdayOrdinal(Int, day: Int)
    /// A week of a month by number (`11월 1주차`, `둘째 주`): inside the month the rest names.
    case weekOfMonth(Int)
}

/// One step of how a phrase was read, as `explain` shows it: the words and what they meant, or how
/// the parts were combined into a month or a year.
public enum ReadingStep: Hashable, Sendable {
    /// Words of the phrase, as typed, and what they were taken to mean.
    case words(String, [PhraseMeaning])
    /// The phrase named no year, so the year on screen was taken.
    case yearOnScreen(Int)
    /// The phrase named no month, so today's month was taken.
    case todaysMonth
    /// The phrase came to this day, whose month is selected.
    case day(CalendarDate)
    /// An ISO week is placed in the month of its Thursday, this day.
    case weekThursday(CalendarDate)
    /// The day the rest named, moved by a count, is this day.
    case movedDay(CalendarDate)
    /// A boundary picked this month of a quarter (`length` 3), half year (6) or year (12): its first
    /// month at the start, the middle one in the middle, the last at the end.
    case monthOfPeriod(YearMonth, position: Boundary, length: Int)
}

extension CalendarUnit {
    /// The unit a phrase unit counts in, when `explain` can name it.
    init?(_ unit: PhraseUnit) {
        switch unit {
        case .day: self = .day
        case .week: self = .week
        case .month: self = .month
        case .quarter: self = .quarter
        case .half: self = .halfYear
        case .year: self = .year
        case .fortnight, .decade, .clock, .second: return nil
        }
    }
}
