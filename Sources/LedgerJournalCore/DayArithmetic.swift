/// Day numbers of the proleptic Gregorian calendar, counted from 1970-01-01 (Howard Hinnant's
/// days-from-civil and its inverse, in integers): the one routine a journal's dates and the picker's
/// calendar both count days with.
public enum CivilDays {
    /// Days since 1970-01-01 of `year`-`month`-`day` (negative before).
    @inlinable
    public static func number(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of the day `days` after 1970-01-01 (before it when negative).
    @inlinable
    public static func date(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// Calendar arithmetic on journal dates: day numbers, weekdays, adding days and months.
extension JournalDate {
    /// Days since 1970-01-01 (negative before), in the proleptic Gregorian calendar.
    public var dayNumber: Int { CivilDays.number(year: year, month: month, day: day) }

    /// The date `dayNumber` days after 1970-01-01, or `nil` outside years 1…9999.
    public init?(dayNumber: Int) {
        let (y, m, d) = CivilDays.date(dayNumber)
        self.init(y, m, d)
    }

    /// The day of the week, 1 for Monday through 7 for Sunday (as hledger numbers them).
    public var weekday: Int {
        let n = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday
        return (n < 0 ? n + 7 : n) + 1
    }

    /// The date `count` days later (earlier when negative), or `nil` outside years 1…9999.
    public func adding(days count: Int) -> JournalDate? { JournalDate(dayNumber: dayNumber + count) }

    /// The same day `count` months later, clipped to the month's last day (31 January + 1 month is
    /// 29 February in a leap year), or `nil` outside years 1…9999.
    public func adding(months count: Int) -> JournalDate? {
        let total = year * 12 + (month - 1) + count
        let newYear = total >= 0 ? total / 12 : (total - 11) / 12
        let newMonth = total - newYear * 12 + 1
        guard (1...9999).contains(newYear) else { return nil }
        return JournalDate(newYear, newMonth, min(day, JournalMonth.daysIn(year: newYear, month: newMonth)))
    }

    /// The first day of this date's month.
    public var startOfMonth: JournalDate { JournalDate(packed: Int32(year * 10000 + month * 100 + 1)) }
}
