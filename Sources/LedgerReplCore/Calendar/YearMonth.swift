/// A month of the proleptic Gregorian calendar between 0001-01 and 9999-12.
///
/// The value that the month label, the popover grid and every command talk about. It can only be made
/// in range, so code holding a `YearMonth` never needs to check it again.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1...9999.
    public var year: Int { Int(storedYear) }
    /// The month of the year, 1...12.
    public var month: Int { Int(storedMonth) }

    // Stored narrow: every line's outcome carries several months (the selection, the focus, the
    // bounds, a reading's destination) and is copied on its way out, so half the bytes is half the
    // copying. Every value in range fits with room to spare.
    private let storedYear: Int32
    private let storedMonth: Int32

    /// The years a `YearMonth` can have.
    public static let years: ClosedRange<Int> = 1...9999
    /// The earliest month there is, 0001-01.
    public static let earliest = YearMonth(uncheckedYear: 1, month: 1)
    /// The latest month there is, 9999-12.
    public static let latest = YearMonth(uncheckedYear: 9999, month: 12)

    /// Makes the month, or returns `nil` when the year is outside 1...9999 or the month outside 1...12.
    public init?(_ year: Int, _ month: Int) {
        guard Self.years.contains(year), (1...12).contains(month) else { return nil }
        self.init(uncheckedYear: year, month: month)
    }

    init(uncheckedYear year: Int, month: Int) {
        storedYear = Int32(year)
        storedMonth = Int32(month)
    }

    /// The month counted from 0001-01 (which is 0); a dense index for arithmetic.
    public var ordinal: Int { (year - 1) * 12 + (month - 1) }

    /// Makes the month with the given `ordinal`, or `nil` when it is out of range.
    public init?(ordinal: Int) {
        guard ordinal >= 0, ordinal <= YearMonth.latest.ordinal else { return nil }
        self.init(uncheckedYear: ordinal / 12 + 1, month: ordinal % 12 + 1)
    }

    /// The ISO form, `2026-11`.
    public var description: String {
        zeroPadded(year, width: 4) + "-" + zeroPadded(month, width: 2)
    }

    /// The first day of the month.
    public var firstDay: CalendarDate { CalendarDate(uncheckedYear: year, month: month, day: 1) }

    /// The number of days in the month (28...31).
    public var dayCount: Int { CalendarDate.dayCount(year: year, month: month) }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool { lhs.ordinal < rhs.ordinal }
}

/// Writes `value` in decimal with leading zeros up to `width` digits.
func zeroPadded(_ value: Int, width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
