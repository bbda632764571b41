extension YearMonth {
    /// The month `count` months later (earlier when negative), or `nil` when that leaves 0001-01...9999-12.
    ///
    /// Never traps, whatever `count` is.
    public func adding(months count: Int) -> YearMonth? {
        let (sum, overflow) = ordinal.addingReportingOverflow(count)
        return overflow ? nil : YearMonth(ordinal: sum)
    }

    /// The same month `count` years later (earlier when negative), or `nil` when out of range.
    public func adding(years count: Int) -> YearMonth? {
        let (months, overflow) = count.multipliedReportingOverflow(by: 12)
        return overflow ? nil : adding(months: months)
    }

    /// The number of months from `self` to `other` (negative when `other` is earlier).
    public func months(to other: YearMonth) -> Int { other.ordinal - ordinal }
}
