/// Every month's figures, worked out once, when the journal is made: for each month with an entry its
/// income, expenses and net per commodity, its spending per day, its expense accounts' totals ranked,
/// and its transaction count (a `MonthSummary` with every expense account ranked), and the same
/// figures written as the month view writes them (`MonthFigures`).
///
/// The month view and the popover ask for a month's figures on every line that shows it; with the
/// index a line looks them up, so its cost is the size of what it draws, whatever the journal's size.
/// Making it reads each posting once more at load. An immutable object, part of the journal, which
/// shares it: a copy of the journal, made by every line that draws from it, copies one reference.
final class MonthIndex: Sendable {
    /// The summary of each month with an entry, by month key (`year * 12 + month - 1`).
    let summaries: [Int32: MonthSummary]

    /// The written figures of each month with an entry, by month key.
    let figures: [Int32: MonthFigures]

    /// For each year with an entry, the commodities spent in it, the one spent in the most months
    /// first (ties to the alphabetically first), a commodity whose spending nets to zero in every month
    /// left out.
    let yearExpenseCommodities: [Int32: [String]]

    /// Whether it holds every month with an entry (so a month it lacks has none); not while it is made.
    let isComplete: Bool

    /// The first year with an entry (0 when there is none).
    private let firstYear: Int
    /// The months with an entry of the first year and of each year after it up to the last with one,
    /// one bit each (bit `month - 1`), as the popover marks them.
    private let entryMonthsByYear: [UInt16]

    /// No months: the index of a journal whose index is being made.
    static let empty = MonthIndex(summaries: [:], figures: [:], yearExpenseCommodities: [:], isComplete: false)

    /// An index of the months `summaries` and `figures` hold.
    init(
        summaries: [Int32: MonthSummary], figures: [Int32: MonthFigures], yearExpenseCommodities: [Int32: [String]],
        isComplete: Bool
    ) {
        self.summaries = summaries
        self.figures = figures
        self.yearExpenseCommodities = yearExpenseCommodities
        self.isComplete = isComplete
        let years = summaries.keys.map { Int($0) / 12 }
        let firstYear = years.min() ?? 0
        var masks = [UInt16](repeating: 0, count: years.isEmpty ? 0 : (years.max() ?? 0) - firstYear + 1)
        for key in summaries.keys { masks[Int(key) / 12 - firstYear] |= 1 << UInt16(Int(key) % 12) }
        self.firstYear = firstYear
        entryMonthsByYear = masks
    }

    /// The months of `year` with an entry, one bit each (bit `month - 1`); `nil` while the index is
    /// being made.
    func entryMonths(inYear year: Int) -> UInt16? {
        guard isComplete else { return nil }
        let index = year &- firstYear
        guard index >= 0, index < entryMonthsByYear.count else { return 0 }
        return entryMonthsByYear[index]
    }

    /// The commodities spent in `year` by the months of `summaries`, as ``yearExpenseCommodities``
    /// orders them.
    static func expenseCommodities(inYear year: Int32, of summaries: [Int32: MonthSummary]) -> [String] {
        // A year has a few commodities: small arrays searched in order beat hashing their names.
        var names: [String] = []
        var months: [Int] = []
        for key in year * 12..<year * 12 + 12 {
            guard let summary = summaries[key] else { continue }
            for (commodity, spent) in summary.expenses where !spent.isZero {
                if let index = names.firstIndex(of: commodity) {
                    months[index] += 1
                } else {
                    names.append(commodity)
                    months.append(1)
                }
            }
        }
        return names.indices.sorted { a, b in
            months[a] > months[b] || (months[a] == months[b] && names[a] < names[b])
        }.map { names[$0] }
    }

    /// The index of `journal`'s months, worked out from its postings (`journal` having an empty index).
    convenience init(of journal: Journal) {
        let keys = Set(journal.storage.monthKeys + journal.storage.datedOnlyMonthKeys)
        self.init(of: journal, reusing: .empty, remaking: keys)
    }
}
