import Testing

@testable import LedgerReplCore

/// One row of the day table: what is typed and the day it names (`nil` when it names no day).
struct DayCase: CustomTestStringConvertible, Sendable {
    let input: String
    let day: CalendarDate?

    /// `expected` is `YYYY-MM-DD`, or `nil` for a phrase that names a month, year, quarter or week.
    init(_ input: String, _ expected: String?) {
        self.input = input
        let fields = expected?.split(separator: "-").compactMap { Int($0) } ?? []
        day = fields.count == 3 ? CalendarDate(fields[0], fields[1], fields[2]) : nil
    }

    var testDescription: String { input }
}

/// The day a day-level phrase names, as `Reading.day` carries it (today Sunday 2026-11-29, 2025 on
/// screen), read both the way `explain` reads and the way a command is acted on.
@Suite struct ReadingDayTests {
    @Test(arguments: [
        DayCase("today", "2026-11-29"),
        DayCase("yesterday", "2026-11-28"),
        DayCase("tomorrow", "2026-11-30"),
        DayCase("the day after tomorrow", "2026-12-01"),
        DayCase("3 days ago", "2026-11-26"),
        DayCase("in 2 weeks", "2026-12-13"),
        DayCase("two weeks from tomorrow", "2026-12-14"),
        DayCase("last friday", "2026-11-27"),
        DayCase("next monday", "2026-11-30"),
        DayCase("friday", "2026-12-04"),
        DayCase("11/18", "2025-11-18"),
        DayCase("the 15th", "2026-11-15"),
        DayCase("on the 1st", "2026-11-01"),
        DayCase("2024-07-15", "2024-07-15"),
        DayCase("20240715", "2024-07-15"),
        DayCase("july 15 2024", "2024-07-15"),
        DayCase("15 july", "2025-07-15"),
        DayCase("Tuesday, Feb 18", "2025-02-18"),
        DayCase("christmas", "2025-12-25"),
        DayCase("next christmas", "2026-12-25"),
        DayCase("the last day of the month", "2026-11-30"),
        DayCase("the first day of next month", "2026-12-01"),
        DayCase("the last day of the year", "2026-12-31"),
        DayCase("the first monday of march", "2025-03-03"),
        DayCase("the third friday of march 2024", "2024-03-15"),
        DayCase("the last friday of the month", "2026-11-27"),
        DayCase("today last year", "2025-11-29"),
        DayCase("a year ago today", "2025-11-29"),
        // Names no day: a month, a year, a quarter, a week.
        DayCase("next month", nil),
        DayCase("3 months ago", nil),
        DayCase("march", nil),
        DayCase("end of march", nil),
        DayCase("2024", nil),
        DayCase("next year", nil),
        DayCase("q3", nil),
        DayCase("next week", nil),
        DayCase("2024-W27", nil),
        DayCase("2024-07", nil),
    ])
    func englishDays(_ row: DayCase) throws {
        try expectDay(row)
    }

    @Test(arguments: [
        DayCase("오늘", "2026-11-29"),
        DayCase("어제", "2026-11-28"),
        DayCase("엊그제", "2026-11-27"),
        DayCase("모레", "2026-12-01"),
        DayCase("사흘 전", "2026-11-26"),
        DayCase("지난 금요일", "2026-11-27"),
        DayCase("다음 주 월요일", "2026-12-07"),
        DayCase("15일", "2026-11-15"),
        DayCase("7월 15일", "2025-07-15"),
        DayCase("2024년 7월 15일", "2024-07-15"),
        DayCase("광복절", "2025-08-15"),
        DayCase("말일", "2026-11-30"),
        DayCase("다음 달 말일", "2026-12-31"),
        DayCase("다음 달 초하루", "2026-12-01"),
        DayCase("작년 오늘", "2025-11-29"),
        DayCase("1년 전 오늘", "2025-11-29"),
        DayCase("2014년 10월 첫째 수요일", "2014-10-01"),
        DayCase("다음 달", nil),
        DayCase("3개월 전", nil),
        DayCase("다음 주", nil),
        DayCase("내년", nil),
        DayCase("3분기", nil),
    ])
    func koreanDays(_ row: DayCase) throws {
        try expectDay(row)
    }

    /// On a 29 February, the same day a year away is the 28th, as the month keeps it.
    @Test func todayLastYearFromALeapDay() throws {
        let context = ParseContext(today: day(2028, 2, 29), screenYear: 2028)
        let reading = try CommandParser(context: context).reading(of: "작년 오늘")
        #expect(reading.day == day(2027, 2, 28))
        #expect(reading.destination == .month(ym(2027, 2)))
    }

    /// The day is always inside the month the reading selects.
    @Test func dayLiesInTheSelectedMonth() throws {
        for input in ["yesterday", "지난 금요일", "in 30 days", "the 1st", "next friday", "1년 전 오늘"] {
            for today in [day(2026, 1, 31), day(2026, 3, 1), day(2026, 12, 31), day(2028, 2, 29)] {
                let context = ParseContext(today: today, screenYear: today.year)
                let reading = try CommandParser(context: context).reading(of: input)
                let date = try #require(reading.day, "\(input) at \(today)")
                #expect(reading.destination == .month(date.yearMonth), "\(input) at \(today)")
            }
        }
    }

    func expectDay(_ row: DayCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let explained = try readPhrase(row.input)
        #expect(explained.day == row.day, "\(row.input): \(explained.tokens)", sourceLocation: sourceLocation)
        if let date = row.day {
            #expect(explained.destination == .month(date.yearMonth), sourceLocation: sourceLocation)
        }
        guard case .picker(.go(let acted)) = try parseLine(row.input) else {
            Issue.record("\(row.input) is not a phrase", sourceLocation: sourceLocation)
            return
        }
        #expect(acted.day == row.day, "\(row.input) acted on", sourceLocation: sourceLocation)
    }
}
