import Testing

@testable import LedgerReplCore

// Families of phrases the grammar reads by rule rather than by row, with members from public suites
// the other tables do not cite (today Sunday 2026-11-29, 2025 on screen, as in every phrase table).
// Decisions these tables pin down:
// - Two digits beside a month name are the day when they can be one (`jul 24` is the 24th) and the
//   year when they cannot (above 31: `sep 93`, or after the day: `march 3rd 82`). `feb 30` stays a
//   day that February does not have, not the year 2030.
// - A count of zero is no time at all (`0 months ago`, `영 개월 후`): today's month.
// - `X after next` is one further than `next X`; `next 25th` is the first 25th after today.
// - A count before `after`/`before` and a named day counts from that day (`3 days after july 4`).

/// Families written by hand to pin each rule, members of the families the month-phrase issue lists.
@Suite struct FamilyRuleTests {
    @Test(arguments: [
        // Two-digit years after month names.
        PhraseCase("sep 93", "1993-09", .absolute),
        PhraseCase("oct of 85", "1985-10", .absolute),
        PhraseCase("august 98", "1998-08", .absolute),
        PhraseCase("March 3rd 82", "1982-03", .absolute),
        PhraseCase("7 oct 70", "1970-10", .absolute),
        PhraseCase("july 32", "2032-07", .absolute),
        PhraseCase("jul 24", "2025-07", .screen),
        // Years in words.
        PhraseCase("nineteen eighty-four", "1984", .absolute),
        PhraseCase("two thousand twenty", "2020", .absolute),
        PhraseCase("the year two thousand and ten", "2010", .absolute),
        PhraseCase("nineteen oh five", "1905", .absolute),
        PhraseCase("twenty twenty", "2020", .absolute),
        // Words run together, short units.
        PhraseCase("lastweek", "2026-11", .today),
        PhraseCase("nextmonth", "2026-12", .today),
        PhraseCase("thisyear", "2026", .today),
        PhraseCase("twoweeks ago", "2026-11", .today),
        PhraseCase("3 mos ago", "2026-08", .today),
        PhraseCase("2 yrs ago", "2024", .today),
        PhraseCase("1mo ago", "2026-10", .today),
        PhraseCase("in 2 wks", "2026-12", .today),
        // Other directions.
        PhraseCase("two months ahead", "2027-01", .today),
        PhraseCase("4 months hence", "2027-03", .today),
        PhraseCase("a year after", "2027", .today),
        PhraseCase("3 months before", "2026-08", .today),
        PhraseCase("one month prior to today", "2026-10", .today),
        // Chains of next and last.
        PhraseCase("the year after the next", "2028", .today),
        PhraseCase("june after next", "2028-06", .today),
        PhraseCase("the month before the last", "2026-09", .today),
        PhraseCase("friday after next", "2026-12", .today),
        PhraseCase("the friday after next", "2026-12", .today),
        PhraseCase("the monday before last", "2026-11", .today),
        // Arithmetic on now and today.
        PhraseCase("now + 2 months", "2027-01", .today),
        PhraseCase("today - 3 months", "2026-08", .today),
        PhraseCase("now+3d", "2026-12", .today),
        PhraseCase("now - 1 year", "2025", .today),
        // Quarters with next and last, possessives.
        PhraseCase("next q2", "2027-04", .today),
        PhraseCase("last q4", "2025-10", .today),
        PhraseCase("this q1", "2026-01", .today),
        PhraseCase("this year's second quarter", "2026-04", .today),
        PhraseCase("다음 2분기", "2027-04", .today),
        // Ordinal months, ordinal days, compound days.
        PhraseCase("2nd month of next year", "2027-02", .today),
        PhraseCase("the 3rd month", "2025-03", .screen),
        PhraseCase("5th of next month", "2026-12", .today),
        PhraseCase("the 5th day of next month", "2026-12", .today),
        PhraseCase("2nd of the month", "2026-11", .today),
        PhraseCase("the day after tomorrow 2 years ago", "2024-12", .today),
        PhraseCase("tomorrow 3 months ago", "2026-08", .today),
        // Month names inside numeric dates, ISO week dates.
        PhraseCase("2019-Mar-04", "2019-03", .absolute),
        PhraseCase("Mar-04-2019", "2019-03", .absolute),
        PhraseCase("04-Mar-2019", "2019-03", .absolute),
        PhraseCase("2019/mar/04", "2019-03", .absolute),
        PhraseCase("2024-W27-7", "2024-07", .absolute),
        // Zero counts.
        PhraseCase("0 months ago", "2026-11", .today),
        PhraseCase("in 0 months", "2026-11", .today),
        PhraseCase("-0m", "2026-11", .today),
        PhraseCase("zero years ago", "2026", .today),
        PhraseCase("0.5 months ago", "2026-11", .today),
        PhraseCase("two thousand days ago", "2021-06", .today),
        // Korean.
        PhraseCase("재작년 같은 날", "2024-11", .today),
        PhraseCase("작년 같은 달", "2025-11", .today),
        PhraseCase("다음 달 초반", "2026-12", .today),
        PhraseCase("지난달 중순", "2026-10", .today),
        PhraseCase("내년 후반", "2027-12", .today),
        PhraseCase("일 년 전", "2025", .today),
        PhraseCase("영 개월 후", "2026-11", .today),
    ])
    func readsTheFamily(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase("mondays", "unknown command \"mondays\"; did you mean \"monday\"?"),
        RefusalCase("feb 30", "\"feb 30\": day 30 is not in that month"),
        RefusalCase("next 32nd", "\"next 32nd\": day 32 is not in that month"),
        RefusalCase("next q5", "\"next q5\": quarter 5 is not 1 to 4"),
        RefusalCase(
            "more than 3 months ago",
            "\"more than 3 months ago\": \"more\" is not definite; give a number or name the month"),
        RefusalCase(
            "어제부터 모레까지", "\"어제부터 모레까지\": \"어제부터 모레까지\" is a span of time, not one month; name the month to show"),
        RefusalCase("the 30th of february", "\"the 30th of february\": day 30 is not in that month"),
    ])
    func refusesWhatNamesNoSingleMonth(_ row: RefusalCase) { expectRefusal(row) }
}

/// Phrases from the Kore.ai platform's documentation of its Date entity (the forms it lists as
/// understood), re-read under our semantics.
@Suite struct KoreDateEntityCorpusTests {
    @Test(arguments: [
        PhraseCase("June 26 of the year after next", "2028-06", .today),
        PhraseCase("this day next month last year", "2025-12", .today),
        PhraseCase("Next 25th", "2026-12", .today),
        PhraseCase("This month 30th", "2026-11", .today),
        PhraseCase("27th of this month", "2026-11", .today),
        PhraseCase("3rdmonth", "2025-03", .screen),
        PhraseCase("2 more days from tomorrow", "2026-12", .today),
        PhraseCase("3 days after July 4", "2025-07", .screen),
        PhraseCase("5days from today", "2026-12", .today),
        PhraseCase("coming Monday", "2026-11", .today),
        PhraseCase("next weekend", "2026-12", .today),
        PhraseCase("First Saturday of the upcoming year", "2027-01", .today),
        PhraseCase("first Saturday of next month", "2026-12", .today),
        PhraseCase("2018/28/Dec", "2018-12", .absolute),
        PhraseCase("2018-28-Dec", "2018-12", .absolute),
        PhraseCase("28.Dec.2018", "2018-12", .absolute),
        PhraseCase("day after Christmas", "2025-12", .screen),
        PhraseCase("Christmas Eve", "2025-12", .screen),
        PhraseCase("a week before christmas", "2025-12", .screen),
    ])
    func readsTheListedForms(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase("Memorial Day this year", "unknown command \"Memorial Day this year\"; type help for the commands"),
        RefusalCase(
            "Thanksgiving 2018",
            "\"Thanksgiving 2018\": \"thanksgiving\" is not definite; give a number or name the month"),
    ])
    func refusesMovingHolidays(_ row: RefusalCase) { expectRefusal(row) }
}

/// Phrases from natty's relative-date grammar tests (`the X after next`), re-read under our semantics.
@Suite struct NattyAfterNextCorpusTests {
    @Test(arguments: [
        PhraseCase("the day after next", "2026-12", .today),
        PhraseCase("the week after next", "2026-12", .today),
        PhraseCase("the month after next", "2027-01", .today),
        PhraseCase("the year after next", "2028", .today),
        PhraseCase("the 28th of the month after next", "2027-01", .today),
        PhraseCase("wed of the week after next", "2026-12", .today),
    ])
    func readsTheChain(_ row: PhraseCase) { expectReading(row) }
}

/// Phrases from Sugar's Korean date tests (andrewplummer/Sugar test/tests/locales/ko.js).
@Suite struct SugarKoreanCorpusTests {
    @Test(arguments: [
        PhraseCase("영년 전", "2026", .today),
        PhraseCase("일년 전", "2025", .today),
        PhraseCase("이년 전", "2024", .today),
        PhraseCase("삼년 전", "2023", .today),
        PhraseCase("십년 전", "2016", .today),
        PhraseCase("한달 전", "2026-10", .today),
        PhraseCase("구일", "2026-11", .today),
        PhraseCase("이십오일", "2026-11", .today),
        PhraseCase("1주 전", "2026-11", .today),
        PhraseCase("5주 후", "2027-01", .today),
        PhraseCase("5개월 후", "2027-04", .today),
        PhraseCase("지난 주 수요일", "2026-11", .today),
        PhraseCase("다음 주 금요일", "2026-12", .today),
        PhraseCase("이번 일요일", "2026-11", .today),
        PhraseCase("2015년 11월 24일 화요일", "2015-11", .absolute),
        PhraseCase("2011년5월15일", "2011-05", .absolute),
    ])
    func readsTheKoreanForms(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase("1시간 전", "\"1시간 전\": \"1시간 전\" is finer than a day; name a day, month or year"),
        RefusalCase("5분 후", "\"5분 후\": \"5분 후\" is finer than a day; name a day, month or year"),
    ])
    func refusesTimesOfDay(_ row: RefusalCase) { expectRefusal(row) }
}
