import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// The ledger month view copies its headings and week lines from drawings made once; the bytes are
/// those written day by day, for a month starting on every weekday with every number of days, with
/// today on each of its days or in another month, in both languages.
@Suite struct LedgerMonthGridTests {
    /// The months of one 28-year cycle of the calendar and the odd corners, as `PlainMonthGridTests`.
    static let months = PlainMonthGridTests.months

    /// Each week line, and a whole month's lines at once, as `appendDayNumbers` writes them.
    @Test(arguments: [4, 7, 9])
    func weekLinesAreTheDayByDayLines(_ column: Int) {
        let renderer = MonthViewRenderer(options: RenderOptions(language: .english))
        let rows = DayNumberRows(column: column)
        var differences: [String] = []
        for month in Self.months {
            let weekday = month.firstDay.weekday
            for todayInView in 0...month.dayCount {
                var copied: [UInt8] = []
                var dayByDay: [UInt8] = []
                var first = 1
                var leading = weekday
                while first <= month.dayCount {
                    let last = min(month.dayCount, first + 6 - leading)
                    copied.draw(estimatedBytes: 128) {
                        rows.append(weekday: weekday, from: first, through: last, todayInView: todayInView, to: &$0)
                    }
                    dayByDay.draw(estimatedBytes: 128) {
                        renderer.appendDayNumbers(
                            first...last, leading: leading, column: column, todayInView: todayInView, color: false,
                            to: &$0)
                    }
                    first = last + 1
                    leading = 0
                }
                var whole: [UInt8] = []
                whole.draw(estimatedBytes: 512) {
                    rows.append(weekday: weekday, from: 1, through: month.dayCount, todayInView: todayInView, to: &$0)
                }
                if copied != dayByDay || whole != dayByDay { differences.append("\(month) today \(todayInView)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
    }

    /// The headings drawn once per month are those drawn for the month itself.
    @Test(arguments: Language.allCases)
    func headingsAreTheMonthsOwn(_ language: Language) throws {
        let headings = try #require(MonthViewRenderer.ledgerHeadings(language))
        for month in Self.months {
            var copied: [UInt8] = []
            copied.draw(estimatedBytes: 256) { headings.append(month, to: &$0) }
            var drawn: [UInt8] = []
            drawn.draw(estimatedBytes: 256) {
                MonthViewRenderer.appendLedgerHeadings(
                    month, language: language, column: MonthViewRenderer.ledgerColumnWidth, to: &$0)
            }
            #expect(copied == drawn, "\(month)")
        }
    }

    /// A month without entries: the headings, the weeks day by day, the today legend when today is in
    /// it, and the note that it has none (source: the ledger view before its drawings were made once).
    @Test(arguments: Language.allCases)
    func monthWithoutEntriesIsDrawnDayByDay(_ language: Language) throws {
        let journal = try Journal.parse(
            """
            2024-07-03 Market
                expenses:food  12.00 USD
                assets:bank

            """
        ).get()
        let renderer = MonthViewRenderer(options: RenderOptions(language: language))
        let messages = Messages(language: language)
        for month in [ym(2024, 6), ym(2024, 8), ym(2026, 11), ym(2027, 2)] {
            #expect(!journal.hasEntries(in: month.journalMonth))
            let todays = [
                day(2026, 11, 20), day(month.year, month.month, 1), day(month.year, month.month, month.dayCount),
            ]
            for today in todays {
                let todayInView = today.yearMonth == month ? today.day : 0
                var expected: [UInt8] = []
                expected.draw(estimatedBytes: 1024) { canvas in
                    MonthViewRenderer.appendLedgerHeadings(month, language: language, column: 7, to: &canvas)
                    var first = 1
                    var leading = month.firstDay.weekday
                    while first <= month.dayCount {
                        let last = min(month.dayCount, first + 6 - leading)
                        renderer.appendDayNumbers(
                            first...last, leading: leading, column: 7, todayInView: todayInView, color: false,
                            to: &canvas)
                        first = last + 1
                        leading = 0
                    }
                    if todayInView > 0 { canvas.append(messages.todayLegend) }
                }
                expected.appendLine(messages.noEntriesThisMonth)
                var drawn: [UInt8] = []
                renderer.append(month, today: today, journal: journal, to: &drawn)
                #expect(drawn == expected, "\(month) today \(today)")
            }
        }
        #expect(journal.hasEntries(in: ym(2024, 7).journalMonth))
    }
}
