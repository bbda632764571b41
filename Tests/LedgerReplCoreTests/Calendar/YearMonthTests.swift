import Testing

@testable import LedgerReplCore

@Suite struct YearMonthTests {
    @Test(arguments: [
        (1, 1, true), (9999, 12, true), (2026, 11, true),
        (0, 12, false), (10000, 1, false), (2026, 0, false), (2026, 13, false), (-1, 5, false),
    ])
    func acceptsOnlyYears1To9999AndMonths1To12(year: Int, month: Int, valid: Bool) {
        #expect((YearMonth(year, month) != nil) == valid)
    }

    struct Step: Sendable, CustomTestStringConvertible {
        let from: (Int, Int)
        let months: Int
        let to: (Int, Int)?
        var testDescription: String { "\(from) + \(months)" }
    }

    @Test(arguments: [
        Step(from: (2026, 11), months: 1, to: (2026, 12)),
        Step(from: (2026, 12), months: 1, to: (2027, 1)),
        Step(from: (2027, 1), months: -1, to: (2026, 12)),
        Step(from: (2026, 3), months: -15, to: (2024, 12)),
        Step(from: (2026, 3), months: 0, to: (2026, 3)),
        Step(from: (1, 1), months: -1, to: nil),
        Step(from: (9999, 12), months: 1, to: nil),
        Step(from: (9999, 12), months: -(9999 * 12 - 1), to: (1, 1)),
        Step(from: (2026, 1), months: Int.max, to: nil),
        Step(from: (2026, 1), months: Int.min, to: nil),
    ])
    func addsMonthsAcrossYearsAndRefusesToLeaveTheCalendar(step: Step) throws {
        let start = try #require(YearMonth(step.from.0, step.from.1))
        let expected = step.to.flatMap { YearMonth($0.0, $0.1) }
        #expect(start.adding(months: step.months) == expected)
    }

    @Test func addingYearsNeverTraps() throws {
        let start = try #require(YearMonth(2026, 11))
        #expect(start.adding(years: 1) == YearMonth(2027, 11))
        #expect(start.adding(years: Int.max) == nil)
        #expect(start.adding(years: Int.min / 2) == nil)
    }

    @Test func printsAsISOWithFourDigitYears() throws {
        #expect(try #require(YearMonth(2026, 3)).description == "2026-03")
        #expect(try #require(YearMonth(7, 12)).description == "0007-12")
    }

    @Test func ordersChronologically() throws {
        let months = [(2025, 12), (2024, 7), (2026, 1)].compactMap { YearMonth($0.0, $0.1) }
        #expect(months.sorted().map(\.description) == ["2024-07", "2025-12", "2026-01"])
    }

    @Test(arguments: [(2024, 2, 29), (2023, 2, 28), (1900, 2, 28), (2000, 2, 29), (2026, 4, 30), (2026, 12, 31)])
    func countsTheDaysOfEachMonth(year: Int, month: Int, days: Int) throws {
        #expect(try #require(YearMonth(year, month)).dayCount == days)
    }
}

@Suite struct CalendarDateTests {
    @Test(arguments: [
        ((2026, 11, 29), 0),  // a Sunday
        ((2024, 7, 1), 1),  // a Monday
        ((1, 1, 1), 1),  // the proleptic calendar starts on a Monday
        ((2000, 2, 29), 2),
        ((9999, 12, 31), 5),
        ((1970, 1, 1), 4),
    ])
    func knowsTheDayOfTheWeek(date: (Int, Int, Int), weekday: Int) throws {
        #expect(try #require(CalendarDate(date.0, date.1, date.2)).weekday == weekday)
    }

    @Test(arguments: [(2026, 2, 29), (2026, 4, 31), (0, 1, 1), (10000, 1, 1), (2026, 13, 1), (2026, 1, 0)])
    func refusesDaysThatDoNotExist(year: Int, month: Int, day: Int) {
        #expect(CalendarDate(year, month, day) == nil)
    }

    @Test func dayNumbersRoundTripOverTheWholeCalendarEdges() throws {
        for date in [(1, 1, 1), (1, 12, 31), (1600, 2, 29), (2026, 11, 29), (9999, 12, 31)] {
            let value = try #require(CalendarDate(date.0, date.1, date.2))
            #expect(CalendarDate(dayNumber: value.dayNumber) == value)
        }
        #expect(CalendarDate(dayNumber: -1) == nil)
    }

    /// Day numbers count every day from 0001-01-01 (day 0) to 9999-12-31 once, in order, as the
    /// calendar's own month lengths step from one day to the next; 1970-01-01 is day 719,162.
    @Test func dayNumbersCountEveryDayOfTheCalendarOnce() {
        var year = 1
        var month = 1
        var day = 1
        var wrong: [Int] = []
        for number in 0...CalendarDate.latestDayNumber {
            let date = CalendarDate(uncheckedYear: year, month: month, day: day)
            if CalendarDate(dayNumber: number) != date || date.dayNumber != number, wrong.count < 4 {
                wrong.append(number)
            }
            if day < CalendarDate.dayCount(year: year, month: month) {
                day += 1
            } else if month < 12 {
                (month, day) = (month + 1, 1)
            } else {
                (year, month, day) = (year + 1, 1, 1)
            }
        }
        #expect(wrong == [])
        #expect(year == 10000)
        #expect(CalendarDate.unixEpoch.dayNumber == 719_162)
    }

    @Test func addsDaysWithoutTrapping() throws {
        let today = try #require(CalendarDate(2026, 11, 29))
        #expect(today.adding(days: 2) == CalendarDate(2026, 12, 1))
        #expect(today.adding(days: -29) == CalendarDate(2026, 10, 31))
        #expect(today.adding(days: Int.max) == nil)
    }
}
