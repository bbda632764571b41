/// How often a periodic transaction (`~ monthly`, `~ every 2nd tuesday`) recurs.
public enum PeriodInterval: Sendable, Hashable {
    /// Once, on the period's first day (`~ 2024-02`).
    case once
    /// Every `n` days (`daily`, `every 10 days`).
    case days(Int)
    /// Every `n` weeks, on Mondays (`weekly`, `biweekly`, `every 2 weeks`).
    case weeks(Int)
    /// Every `n` months, on the 1st (`monthly`, `bimonthly`, `every 3 months`).
    case months(Int)
    /// Every `n` quarters, on 1 January, April, July and October (`quarterly`).
    case quarters(Int)
    /// Every `n` years, on 1 January (`yearly`, `every 2 years`).
    case years(Int)
    /// The given day of every month, clipped to short months (`every 15th day of month`).
    case dayOfMonth(Int)
    /// The `nth` given weekday of every month (`every 2nd tuesday of month`); weekdays 1 (Monday)…7.
    case weekdayOfMonth(nth: Int, weekday: Int)
    /// The given day of every week, 1 (Monday)…7 (`every tue`, `every 2nd day of week`).
    case dayOfWeek(Int)
    /// Each of the given weekdays, 1 (Monday)…7 (`every mon,wed`, `every weekday`).
    case daysOfWeek([Int])
    /// The given day of every year (`every feb 3rd`, `every 2/3`).
    case dayOfYear(month: Int, day: Int)
}

/// When a periodic transaction happens: an interval and an optional span, as read from a `~` line.
///
/// ``occurrences(from:upTo:)`` lists the days in a range it happens on, exactly as hledger generates
/// periodic transactions for `--forecast` and budgets: the span's missing ends are taken from the
/// range, the interval steps from its own boundary, and only days inside the range are kept.
public struct PeriodRule: Sendable, Hashable {
    /// How often.
    public let interval: PeriodInterval
    /// The first day it may happen (`from …`), or `nil` for no limit.
    public let start: JournalDate?
    /// The day it stops, not included (`to …`), or `nil` for no limit.
    public let end: JournalDate?

    /// A rule.
    public init(interval: PeriodInterval, start: JournalDate? = nil, end: JournalDate? = nil) {
        self.interval = interval
        self.start = start
        self.end = end
    }

    /// Every day in `first..<limit` the rule happens on, in order (at most `maximumCount`).
    public func occurrences(from first: JournalDate, upTo limit: JournalDate, maximumCount: Int = 100_000)
        -> [JournalDate]
    {
        let spanStart = start ?? first
        let spanEnd = end ?? limit
        var result: [JournalDate] = []
        guard spanStart < spanEnd else { return result }
        if case .once = interval {
            if spanStart >= first && spanStart < limit { result.append(spanStart) }
            return result
        }
        if case .daysOfWeek(let days) = interval {
            return Self.weekdays(days, from: spanStart, before: spanEnd, keeping: first..<limit, at: maximumCount)
        }
        guard var day = boundary(containing: spanStart) else { return result }
        while day < spanEnd, result.count < maximumCount {
            if day >= first && day < limit { result.append(day) }
            if day >= limit { break }
            guard let next = following(day) else { break }
            day = next
        }
        return result
    }

    /// The day the interval's period containing `date` starts on (hledger's `splitSpan` start).
    func boundary(containing date: JournalDate) -> JournalDate? {
        switch interval {
        case .once, .days: return date
        case .weeks: return date.adding(days: -(date.weekday - 1))
        case .months: return date.startOfMonth
        case .quarters: return JournalDate(date.year, (date.month - 1) / 3 * 3 + 1, 1)
        case .years: return JournalDate(date.year, 1, 1)
        case .dayOfMonth(let n):
            let same = Self.day(n, ofMonth: date.startOfMonth)
            if let same, same <= date { return same }
            return date.startOfMonth.adding(months: -1).flatMap { Self.day(n, ofMonth: $0) }
        case .weekdayOfMonth(let nth, let weekday):
            let same = Self.weekday(nth, weekday, ofMonth: date.startOfMonth)
            if let same, same <= date { return same }
            return date.startOfMonth.adding(months: -1).flatMap { Self.weekday(nth, weekday, ofMonth: $0) }
        case .dayOfWeek(let weekday):
            return date.adding(days: -((date.weekday - weekday + 7) % 7))
        case .daysOfWeek(let days):
            // hledger starts a list of weekdays from the Monday of the week holding the date.
            guard !days.isEmpty, var day = date.adding(days: -(date.weekday - 1)) else { return nil }
            for _ in 0..<7 {
                if days.contains(day.weekday) { return day }
                guard let next = day.adding(days: 1) else { return nil }
                day = next
            }
            return nil
        case .dayOfYear(let month, let day):
            let same = JournalDate(date.year, month, min(day, JournalMonth.daysIn(year: date.year, month: month)))
            if let same, same <= date { return same }
            return JournalDate(date.year - 1, month, min(day, JournalMonth.daysIn(year: date.year - 1, month: month)))
        }
    }

    /// The next day after a boundary day (hledger's `splitSpan` step).
    func following(_ day: JournalDate) -> JournalDate? {
        switch interval {
        case .once: return nil
        case .days(let n): return day.adding(days: n)
        case .weeks(let n): return day.adding(days: 7 * n)
        case .months(let n): return day.adding(months: n)
        case .quarters(let n): return day.adding(months: 3 * n)
        case .years(let n): return day.adding(months: 12 * n)
        case .dayOfMonth(let n): return day.startOfMonth.adding(months: 1).flatMap { Self.day(n, ofMonth: $0) }
        case .weekdayOfMonth(let nth, let weekday):
            return day.startOfMonth.adding(months: 1).flatMap { Self.weekday(nth, weekday, ofMonth: $0) }
        case .dayOfWeek: return day.adding(days: 7)
        case .daysOfWeek(let days):
            var next = day
            for _ in 0..<7 {
                guard let candidate = next.adding(days: 1) else { return nil }
                next = candidate
                if days.contains(next.weekday) { return next }
            }
            return nil
        case .dayOfYear(let month, let dayOfMonth):
            let year = day.year + 1
            return JournalDate(year, month, min(dayOfMonth, JournalMonth.daysIn(year: year, month: month)))
        }
    }

    /// A list of weekdays as hledger generates it: anchored on the latest day at or before `start`
    /// that is the first weekday listed, each listed day at its offset from that one, every week.
    static func weekdays(
        _ days: [Int], from start: JournalDate, before end: JournalDate, keeping range: Range<JournalDate>, at most: Int
    ) -> [JournalDate] {
        guard let firstDay = days.first, let anchor = start.adding(days: -((start.weekday - firstDay + 7) % 7)) else {
            return []
        }
        var result: [JournalDate] = []
        var week = 0
        while result.count < most {
            var dates = days.compactMap { anchor.adding(days: $0 - firstDay + 7 * week) }
            dates.sort()
            guard let earliest = dates.first, earliest < end, earliest < range.upperBound else { break }
            for date in dates where date < end && range.contains(date) && result.count < most { result.append(date) }
            week += 1
        }
        return result
    }

    /// The `n`th day of the month starting `first`, clipped to its length.
    static func day(_ n: Int, ofMonth first: JournalDate) -> JournalDate? {
        JournalDate(first.year, first.month, min(max(n, 1), JournalMonth.daysIn(year: first.year, month: first.month)))
    }

    /// The `nth` `weekday` of the month starting `first` (a fifth may fall in the next month).
    static func weekday(_ nth: Int, _ weekday: Int, ofMonth first: JournalDate) -> JournalDate? {
        let offset = (weekday - first.weekday + 7) % 7
        return first.adding(days: offset + 7 * (max(nth, 1) - 1))
    }

    /// Whether `start` falls on a boundary of the interval, which hledger requires of a periodic
    /// transaction's start date (`~ monthly from 2024-01-15` cannot be generated).
    var startIsOnBoundary: Bool {
        guard let start else { return true }
        switch interval {
        case .weeks, .months, .quarters, .years: return boundary(containing: start) == start
        default: return true
        }
    }
}
