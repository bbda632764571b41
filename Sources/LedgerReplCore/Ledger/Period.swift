import LedgerJournalCore

/// The stretch of time a question or a listing covers: a month, a year, a run of months from one to
/// another (`3월부터 5월까지`, `from march to may`, `지난 3달`), or a run of days that is not whole
/// months (`yesterday`, `this week`, `11월 3일부터`, `last 10 days`).
///
/// A run of days is never widened to its months: every figure over `.days` counts only the entries
/// dated from its first through its last day. ``init(from:through:)-(CalendarDate,CalendarDate)``
/// makes whole months of days that are whole months, so one period has one spelling.
public enum Period: Hashable, Sendable {
    /// One month.
    case month(YearMonth)
    /// One calendar year.
    case year(Int)
    /// The months from the first through the last, both included (the first before the last).
    case months(YearMonth, YearMonth)
    /// The days from the first through the last, both included (the first not after the last), not
    /// whole months: a day, a week, a partial month, a run across months.
    case days(CalendarDate, CalendarDate)

    /// The days from `first` through `last` (in whichever order they come): a month, a year or a run
    /// of months when they are exactly that, else `.days`.
    public init(from first: CalendarDate, through last: CalendarDate) {
        let (start, end) = first <= last ? (first, last) : (last, first)
        let startsMonth = start.day == 1
        let endsMonth = end.day == end.yearMonth.dayCount
        guard startsMonth, endsMonth else {
            self = .days(start, end)
            return
        }
        self = Period(from: .month(start.yearMonth), through: .month(end.yearMonth))
    }

    /// The period a phrase's reading names: its day (`yesterday`, `11/3`), the days of the week,
    /// quarter or half it names (`this week`, `2분기`), else its month or year.
    public init(_ reading: Reading) {
        if let span = reading.span {
            self = Period(from: span.lowerBound, through: span.upperBound)
        } else if let day = reading.day {
            self = .days(day, day)
        } else {
            self = Period(reading.destination)
        }
    }

    /// The period a phrase's destination names.
    public init(_ destination: Destination) {
        switch destination {
        case .month(let month): self = .month(month)
        case .year(let year): self = .year(year)
        }
    }

    /// From the start of `first` to the end of `last`, in whichever order they come; one month or the
    /// year when that is all they span.
    public init(from first: Period, through last: Period) {
        if first.isDays || last.isDays {
            self = Period(from: min(first.firstDay, last.firstDay), through: max(first.lastDay, last.lastDay))
            return
        }
        let start = min(first.months.lowerBound, last.months.lowerBound)
        let end = max(first.months.upperBound, last.months.upperBound)
        if start == end {
            self = .month(start)
        } else if start.month == 1, end.month == 12, start.year == end.year {
            self = .year(start.year)
        } else {
            self = .months(start, end)
        }
    }

    /// The first and last months of the period.
    public var months: ClosedRange<YearMonth> {
        switch self {
        case .month(let month): return month...month
        case .year(let year):
            let clamped = min(max(year, 1), 9999)
            return YearMonth(uncheckedYear: clamped, month: 1)...YearMonth(uncheckedYear: clamped, month: 12)
        case .months(let first, let last): return min(first, last)...max(first, last)
        case .days(let first, let last): return first.yearMonth...last.yearMonth
        }
    }

    /// Whether the period is a run of days that is not whole months.
    public var isDays: Bool {
        if case .days = self { return true }
        return false
    }

    /// The period's first day.
    public var firstDay: CalendarDate {
        if case .days(let first, _) = self { return first }
        let month = months.lowerBound
        return CalendarDate(uncheckedYear: month.year, month: month.month, day: 1)
    }

    /// The period's last day.
    public var lastDay: CalendarDate {
        if case .days(_, let last) = self { return last }
        let month = months.upperBound
        return CalendarDate(uncheckedYear: month.year, month: month.month, day: month.dayCount)
    }

    /// How many days it covers.
    public var dayCount: Int { lastDay.dayNumber - firstDay.dayNumber + 1 }

    /// How many months it covers.
    public var monthCount: Int { months.lowerBound.months(to: months.upperBound) + 1 }

    /// The period just before, of the same length: the previous month, the previous year, the run of
    /// months that ends where this one starts.
    public var previous: Period {
        switch self {
        case .month(let month): return .month(month.adding(months: -1) ?? month)
        case .year(let year): return .year(year - 1)
        case .months(let first, let last):
            let count = monthCount
            guard let start = first.adding(months: -count), let end = last.adding(months: -count) else { return self }
            return .months(start, end)
        case .days(let first, let last):
            let count = dayCount
            guard let start = first.adding(days: -count), let end = last.adding(days: -count) else { return self }
            return .days(start, end)
        }
    }

    /// The same period a year earlier.
    public var yearEarlier: Period {
        switch self {
        case .month(let month): return .month(month.adding(months: -12) ?? month)
        case .year(let year): return .year(year - 1)
        case .months(let first, let last):
            guard let start = first.adding(months: -12), let end = last.adding(months: -12) else { return self }
            return .months(start, end)
        case .days(let first, let last):
            guard let start = Self.yearEarlier(first), let end = Self.yearEarlier(last) else { return self }
            return Period(from: start, through: end)
        }
    }

    /// The same day a year earlier, 29 February going to the 28th.
    private static func yearEarlier(_ day: CalendarDate) -> CalendarDate? {
        guard let month = day.yearMonth.adding(months: -12) else { return nil }
        return CalendarDate(month.year, month.month, min(day.day, month.dayCount))
    }

    /// The journal's name for the same months; for a run of days, the months it touches, whose entries
    /// callers narrow with ``contains(_:)``.
    var journalPeriod: JournalPeriod {
        switch self {
        case .month(let month): .month(month.journalMonth)
        case .year(let year): .year(year)
        case .months(let first, let last): .months(from: first.journalMonth, through: last.journalMonth)
        case .days(let first, let last):
            .months(from: first.yearMonth.journalMonth, through: last.yearMonth.journalMonth)
        }
    }

    /// Whether an entry dated `date` falls inside the period.
    func contains(_ date: JournalDate) -> Bool {
        let first = firstDay
        let last = lastDay
        let key = (date.year, date.month, date.day)
        return key >= (first.year, first.month, first.day) && key <= (last.year, last.month, last.day)
    }

    /// Whether this period ends after `other` ends.
    func endsAfter(_ other: Period) -> Bool { lastDay > other.lastDay }
}
