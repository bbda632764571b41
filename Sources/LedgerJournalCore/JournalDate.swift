/// A calendar day in a journal: year 1…9999, month 1…12, a day that exists in that month.
public struct JournalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1…9999.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int

    /// The date, or `nil` when it does not exist (month 13, 30 February, year 0).
    public init?(_ year: Int, _ month: Int, _ day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= JournalMonth.daysIn(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    init(packed: Int32) {
        year = Int(packed / 10000)
        month = Int(packed / 100 % 100)
        day = Int(packed % 100)
    }

    /// `yyyymmdd` as one integer, for compact storage and fast comparison.
    var packed: Int32 { Int32(year * 10000 + month * 100 + day) }

    /// The month this day is in.
    public var journalMonth: JournalMonth { JournalMonth(uncheckedYear: year, month: month) }

    /// `2024-07-15`.
    public var description: String {
        let y = String(year)
        let m = month < 10 ? "0\(month)" : "\(month)"
        let d = day < 10 ? "0\(day)" : "\(day)"
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    public static func < (lhs: JournalDate, rhs: JournalDate) -> Bool { lhs.packed < rhs.packed }
}

/// A calendar month in a journal, year 1…9999. The REPL bridges it to its own year-month type.
public struct JournalMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1…9999.
    public let year: Int
    /// The month, 1…12.
    public let month: Int

    /// The month, or `nil` when the year or month is out of range.
    public init?(_ year: Int, _ month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// Makes the month from parts the caller already knows are in range (years 1...9999, months
    /// 1...12), such as another library's valid month value.
    public init(uncheckedYear year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    init(key: Int) { self.init(uncheckedYear: key / 12, month: key % 12 + 1) }

    /// Months since year 0, for compact storage: `year * 12 + month - 1`.
    var key: Int { year * 12 + month - 1 }

    /// How many days the month has (leap years included).
    public var dayCount: Int { Self.daysIn(year: year, month: month) }

    static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `2024-07`.
    public var description: String {
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + (month < 10 ? "-0\(month)" : "-\(month)")
    }

    public static func < (lhs: JournalMonth, rhs: JournalMonth) -> Bool { lhs.key < rhs.key }
}

/// A span of time a question asks about: one month, one year, or a range of months.
public enum JournalPeriod: Sendable, Hashable {
    /// One calendar month.
    case month(JournalMonth)
    /// One calendar year.
    case year(Int)
    /// From the first month through the last, both included.
    case months(from: JournalMonth, through: JournalMonth)

    /// The range of month keys the period covers (a year far outside 1…9999 covers no month).
    var monthKeys: ClosedRange<Int> {
        switch self {
        case .month(let month): return month.key...month.key
        case .year(let year):
            let clamped = Swift.min(Swift.max(year, -1), 10_000)
            return (clamped * 12)...(clamped * 12 + 11)
        case .months(let first, let last): return min(first.key, last.key)...max(first.key, last.key)
        }
    }
}
