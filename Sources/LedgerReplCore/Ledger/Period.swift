import LedgerJournalCore

/// The stretch of time a question or a listing covers: a month, a year, or a run of months from one to
/// another (`3월부터 5월까지`, `from march to may`, `지난 3달`).
public enum Period: Hashable, Sendable {
    /// One month.
    case month(YearMonth)
    /// One calendar year.
    case year(Int)
    /// The months from the first through the last, both included (the first before the last).
    case months(YearMonth, YearMonth)

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
        }
    }

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
        }
    }

    /// The journal's name for the same months.
    var journalPeriod: JournalPeriod {
        switch self {
        case .month(let month): .month(month.journalMonth)
        case .year(let year): .year(year)
        case .months(let first, let last): .months(from: first.journalMonth, through: last.journalMonth)
        }
    }

    /// Whether this period ends after `other` ends.
    func endsAfter(_ other: Period) -> Bool { months.upperBound > other.months.upperBound }
}
