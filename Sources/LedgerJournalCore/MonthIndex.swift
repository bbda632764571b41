/// Every month's figures, worked out once, when the journal is made: for each month with an entry its
/// income, expenses and net per commodity, its spending per day, its expense accounts' totals ranked,
/// and its transaction count (a `MonthSummary` with every expense account ranked), and the same
/// figures written as the month view writes them (`MonthFigures`).
///
/// The month view and the popover ask for a month's figures on every line that shows it; with the
/// index a line looks them up, so its cost is the size of what it draws, whatever the journal's size.
/// Making it reads each posting once more at load. An immutable value, part of the journal.
struct MonthIndex: Sendable {
    /// The summary of each month with an entry, by month key (`year * 12 + month - 1`).
    let summaries: [Int32: MonthSummary]

    /// The written figures of each month with an entry, by month key.
    let figures: [Int32: MonthFigures]

    /// Whether it holds every month with an entry (so a month it lacks has none); not while it is made.
    let isComplete: Bool

    /// No months: the index of a journal whose index is being made.
    static let empty = MonthIndex(summaries: [:], figures: [:], isComplete: false)

    /// An index of the months `summaries` and `figures` hold.
    init(summaries: [Int32: MonthSummary], figures: [Int32: MonthFigures], isComplete: Bool) {
        self.summaries = summaries
        self.figures = figures
        self.isComplete = isComplete
    }

    /// The index of `journal`'s months, worked out from its postings (`journal` having an empty index).
    init(of journal: Journal) {
        let keys = Set(journal.storage.monthKeys + journal.storage.datedOnlyMonthKeys)
        self.init(of: journal, reusing: .empty, remaking: keys)
    }
}
