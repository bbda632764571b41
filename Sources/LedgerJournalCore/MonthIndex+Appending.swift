/// The month index of a journal that grew by transactions appended after its own.
extension MonthIndex {
    /// The index of `journal` (having an empty index) made from `earlier`, the index of the journal it
    /// grew from, with the months `keys` (those the new transactions fall in) worked out again: the
    /// other months hold the same postings, so their figures are the same.
    convenience init(of journal: Journal, reusing earlier: MonthIndex, remaking keys: Set<Int32>) {
        var summaries = earlier.summaries
        var figures = earlier.figures
        summaries.reserveCapacity(summaries.count + keys.count)
        figures.reserveCapacity(figures.count + keys.count)
        var tally = Tally(journal)
        for key in keys {
            let summary = tally.summary(ofMonth: key)
            summaries[key] = summary
            figures[key] = MonthFigures(summary, journal: journal)
        }
        var years = earlier.yearExpenseCommodities
        for year in Set(keys.map { $0 / 12 }) {
            let commodities = Self.expenseCommodities(inYear: year, of: summaries)
            years[year] = commodities.isEmpty ? nil : commodities
        }
        self.init(summaries: summaries, figures: figures, yearExpenseCommodities: years, isComplete: true)
    }
}
