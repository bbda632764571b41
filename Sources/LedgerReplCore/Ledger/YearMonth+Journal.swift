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
        cellCommodities(in: year).first
    }

    /// Every commodity spent in `year`, for popover cells (a line each): the one spent in the most
    /// months first, ties alphabetically; empty when nothing was spent that year. A commodity whose
    /// spending nets to zero in every month is left out, as its cells would be empty.
    func cellCommodities(in year: Int) -> [String] { expenseCommodities(inYear: year) }

    /// `quantity` of `commodity` in a few columns for a cell (`1.2M`, `120만`), with the decimal mark
    /// the journal writes `commodity` with (`1,2M` for a journal that writes `1.234,50 EUR`).
    func compact(_ quantity: ExactDecimal, commodity: String, units: CompactMoney.Units) -> String {
        CompactMoney.format(quantity, units: units, decimalMark: style(of: commodity)?.decimalMark ?? ".")
    }
}

extension Language {
    /// The unit names compact money uses in this language.
    var compactUnits: CompactMoney.Units {
        switch self {
        case .english: .english
        case .korean: .korean
        }
    }
}
