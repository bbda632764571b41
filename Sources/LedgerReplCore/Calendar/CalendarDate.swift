import LedgerJournalCore

/// A day of the proleptic Gregorian calendar between 0001-01-01 and 9999-12-31.
///
/// "Today" is one of these, passed in by the shell; the core never reads a clock.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1...9999.
    public var year: Int { Int(storedYear) }
    /// The month, 1...12.
    public var month: Int { Int(storedMonth) }
    /// The day of the month, 1...31.
    public var day: Int { Int(storedDay) }

    // Stored narrow, as `YearMonth` is: today and a reading's day ride in every line's outcome.
    private let storedYear: Int32
    private let storedMonth: Int16
    private let storedDay: Int16

    /// Makes the date, or `nil` when it does not exist (2026-02-30) or lies outside years 1...9999.
    public init?(_ year: Int, _ month: Int, _ day: Int) {
        guard YearMonth.years.contains(year), (1...12).contains(month),
            day >= 1, day <= CalendarDate.dayCount(year: year, month: month)
        else { return nil }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    init(uncheckedYear year: Int, month: Int, day: Int) {
        storedYear = Int32(year)
        storedMonth = Int16(month)
        storedDay = Int16(day)
    }

    /// The month that contains this day.
    public var yearMonth: YearMonth { YearMonth(uncheckedYear: year, month: month) }

    /// The ISO form, `2026-11-29`.
    public var description: String { yearMonth.description + "-" + zeroPadded(day, width: 2) }

    /// Whether `year` has a 29 February.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` of `year`.
    public static func dayCount(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 0001-01-01 (which is 0).
    public var dayNumber: Int {
        CivilDays.number(year: year, month: month, day: day) + CalendarDate.daysBeforeUnixEpoch
    }

    /// Makes the date with the given `dayNumber`, or `nil` when it is out of range.
    public init?(dayNumber: Int) {
        guard dayNumber >= 0, dayNumber <= CalendarDate.latestDayNumber else { return nil }
        let (year, month, day) = CivilDays.date(dayNumber - CalendarDate.daysBeforeUnixEpoch)
        self.init(uncheckedYear: year, month: month, day: day)
    }

    /// The days from 0001-01-01 to 1970-01-01.
    static var daysBeforeUnixEpoch: Int { 719_162 }

    /// 1970-01-01, a date known to exist.
    public static let unixEpoch = CalendarDate(uncheckedYear: 1970, month: 1, day: 1)

    static let latestDayNumber = CalendarDate(uncheckedYear: 9999, month: 12, day: 31).dayNumber

    /// The day `count` days later (earlier when negative), or `nil` when out of range. Never traps.
    public func adding(days count: Int) -> CalendarDate? {
        let (sum, overflow) = dayNumber.addingReportingOverflow(count)
        return overflow ? nil : CalendarDate(dayNumber: sum)
    }

    /// The day of the week: 0 for Sunday through 6 for Saturday.
    public var weekday: Int { (dayNumber + 1) % 7 }  // 0001-01-01 was a Monday.

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
