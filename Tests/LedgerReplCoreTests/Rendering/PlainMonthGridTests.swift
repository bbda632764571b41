import Testing

@testable import LedgerReplCore

/// A month view without colour, four columns a day, copies its weeks whole from a table; the bytes are
/// those of the grid drawn day by day, for a month starting on every weekday with every number of days,
/// with today on each of its days or in another month, in both languages.
@Suite struct PlainMonthGridTests {
    /// The months of one 28-year cycle of the calendar, which start on every weekday with 28, 29, 30
    /// and 31 days, and of 1582, 9999 and year 1, its odd corners.
    static let months: [YearMonth] = (Array(2020..<2048) + [1582, 9999, 1]).flatMap { year in
        (1...12).map { ym(year, $0) }
    }

    @Test(arguments: Language.allCases)
    func plainGridIsTheDayByDayGrid(_ language: Language) {
        let renderer = MonthViewRenderer(options: RenderOptions(language: language))
        var differences: [String] = []
        for month in Self.months {
            for todayInView in 0...month.dayCount {
                var table: [UInt8] = []
                table.draw(estimatedBytes: 384) { renderer.appendPlainGrid(month, todayInView: todayInView, to: &$0) }
                let today = todayInView == 0 ? day(month.year == 1 ? 2 : 1, 1, 1) : day(month.year, month.month, todayInView)
                var dayByDay: [UInt8] = []
                dayByDay.draw(estimatedBytes: 384) { renderer.appendGrid(month, today: today, cell: 4, to: &$0) }
                if table != dayByDay { differences.append("\(month) today \(todayInView)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    /// Every weekday a month can start on, and every length, occurs among the months compared.
    @Test func monthsComparedCoverEveryShape() {
        let shapes = Set(Self.months.map { "\($0.firstDay.weekday) \($0.dayCount)" })
        #expect(shapes.count == 7 * 4)
    }
}
