import LedgerJournalCore

extension YearMonth {
    /// The same month as the journal library names it.
    public var journalMonth: JournalMonth {
        JournalMonth(uncheckedYear: year, month: month)  // both types hold years 1...9999, months 1...12
    }

    /// The same month as a `YearMonth`.
    public init(_ month: JournalMonth) {
        self.init(uncheckedYear: month.year, month: month.month)
    }
}

extension Journal {
    /// The commodity to show in compact cells for `year`: the one spent in the most months of it
    /// (ties go to the alphabetically first), or `nil` when nothing was spent that year.
    func mainExpenseCommodity(in year: Int) -> String? {
        var months: [String: Int] = [:]
        for month in 1...12 {
            guard let journalMonth = JournalMonth(year, month) else { continue }
            for commodity in expenses(in: .month(journalMonth)).keys { months[commodity, default: 0] += 1 }
        }
        return months.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }?.key
    }
}

extension Language {
    /// The unit names compact money uses in this language.
    var compactUnits: CompactMoney.Units { self == .korean ? .korean : .english }
}
