/// The months a picker may select: an inclusive range, 0001-01...9999-12 unless `--min`/`--max` narrow it.
///
/// Months outside the bounds are shown disabled and refused with a reason.
public struct MonthBounds: Hashable, Sendable {
    /// The first month that may be selected.
    public let first: YearMonth
    /// The last month that may be selected.
    public let last: YearMonth

    /// Every month there is.
    public static let all = MonthBounds(uncheckedFirst: .earliest, last: .latest)

    /// Makes the bounds, or `nil` when `first` comes after `last`.
    public init?(first: YearMonth, last: YearMonth) {
        guard first <= last else { return nil }
        self.init(uncheckedFirst: first, last: last)
    }

    /// The selectable months `--min` and `--max` fence, every month of the calendar on a side not
    /// given; `nil` when `first` comes after `last`. A journal never narrows them: its months are marked.
    public init?(fencedBy first: YearMonth?, _ last: YearMonth?) {
        self.init(first: first ?? .earliest, last: last ?? .latest)
    }

    init(uncheckedFirst first: YearMonth, last: YearMonth) {
        self.first = first
        self.last = last
    }

    /// Whether `month` may be selected.
    public func contains(_ month: YearMonth) -> Bool { first <= month && month <= last }

    /// Whether any month of `year` may be selected.
    public func overlaps(year: Int) -> Bool { first.year <= year && year <= last.year }

    /// `month` moved to the nearest month inside the bounds.
    public func clamping(_ month: YearMonth) -> YearMonth { min(max(month, first), last) }
}
