import Testing

@testable import LedgerReplCore

// Dates as news and letters write them, each naming one day, month or year (today Sunday 2026-11-29,
// 2025 on screen, as in every phrase table). Rows are "news style" (how Korean and English news and
// letters date things: `지난 15일 서울에서`, AP style `Sept. 4, 2011`, `9:05 a.m.`) unless their source is
// named:
// - [Sugar] andrewplummer/Sugar test/environments/sugar/date_ko.js (`2011년5월15일 오후3:45`,
//   `2011년5월15일 오후 3시 45분`)
// - [Moz] the Mozilla JavaScript tests' regression test 15.9.4.2-1.js for bug 4088 (`1/1/1999 12:30 AM` is
//   00:30, `12:30 PM` 12:30, `13:30 AM` no time)
// - [WB] the Weather::Bug::DateParser tests (`3/25/2009 5:57:38 PM` is 17:57:38, `25-March-2009 01:12:00 PM`
//   13:12:00)
// Decisions these tables pin down:
// - 오는, 이번 and 지난 (and 저번) before `N일` name a day: the first such day after today, this month's,
//   the last before today (`지난 29일` on the 29th is last month's), and a weekday beside it, in brackets
//   as notices write it or not, has to agree (`오는 20일(일)`). Before 동안, 간, 이내 or 사이 the count is a
//   span (`지난 15일 동안`), as `다음 15일` always may be.
// - 지난 and 오는 before a year in four digits name that year (`지난 2002년`, `오는 2030년`); 지난 before two
//   digits names a year only where a count of years is seldom written so: a leading zero or 69 and up
//   (`지난 05년`, `지난 88년`: 2005, 1988), or a month after it (`지난 19년 12월`); `지난 10년` stays a span.
//   A year on the wrong side of today contradicts the word (`지난 2030년`).
// - `지난 3월 초`, `다음 3월 중순`: the month named from today, and where in it.
// - 께, 경, 무렵, 즈음, 쯤 after a month or day are "about", which leaves it as it is (`8월께`, `3월 중순께`).
// - 연도 is a year as a word of its own (`이번 연도`, `전 연도`), as 년도 is after a number.
// - A whole date with a time of day names its day, the time set aside: after it or before it (`March 3,
//   2014 at 9:05 a.m.`, `7:45 P.M. on May 2, 1999`), an hour with its half of the day (`10 a.m.`), a
//   time by name (`at noon`), Korean times (`오후 3시 45분`, `오전 9:05`), a part of the day (`오후`, `in
//   the evening`), one per phrase (`2024-07-15 10:00 11:00` contradicts itself). `a.m.` and `p.m.` make the hour a
//   24-hour one in `explain` (19:45; 12 a.m. is 00:00) and need an hour of 1 to 12. Without a whole date
//   a time stays finer than a day (`7:45 p.m. on May 2`, `지난 15일 오후 3시`).

private func expectDay(_ row: DayCase, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let reading = try readPhrase(row.input)
        #expect(reading.day == row.day, "\(row.input): \(reading.tokens)", sourceLocation: sourceLocation)
        if let date = row.day {
            #expect(reading.destination == .month(date.yearMonth), sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("\(row.input) was refused: \(error)", sourceLocation: sourceLocation)
    }
}

/// Korean dates as news writes them: `지난 15일`, `오는 20일`, `지난 88년`, `지난 3월 초`, `8월께`, `이번 연도`.
@Suite struct KoreanNewsDateTests {
    @Test(arguments: [
        DayCase("지난 15일", "2026-11-15"),
        DayCase("지난 1일", "2026-11-01"),
        DayCase("지난 5일에", "2026-11-05"),
        DayCase("지난 15일께", "2026-11-15"),
        DayCase("지난 20일까지", "2026-11-20"),
        // On the 29th, the last 29th before today is last month's; a 31st is the last month that has one.
        DayCase("지난 29일", "2026-10-29"),
        DayCase("지난 31일", "2026-10-31"),
        DayCase("저번 5일", "2026-11-05"),
        DayCase("오는 20일", "2026-12-20"),
        DayCase("오는 20일쯤", "2026-12-20"),
        DayCase("오는 30일", "2026-11-30"),
        DayCase("오는 31일", "2026-12-31"),
        DayCase("지난 2019년 3월 15일", "2019-03-15"),
        DayCase("지난 15일(일)", "2026-11-15"),
        DayCase("지난 15일 일요일", "2026-11-15"),
        DayCase("오는 20일(일)", "2026-12-20"),
    ])
    func aDayNumberAfterTheWordIsThatDay(_ row: DayCase) { expectDay(row) }

    @Test(arguments: [
        PhraseCase("지난 88년", "1988", .absolute),
        PhraseCase("지난 97년", "1997", .absolute),
        PhraseCase("지난 05년", "2005", .absolute),
        PhraseCase("지난 2002년", "2002", .absolute),
        PhraseCase("오는 2030년", "2030", .absolute),
        PhraseCase("지난 19년 12월", "2019-12", .absolute),
    ])
    func aYearAfterTheWordIsThatYear(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("지난 3월 초", "2026-03", .today),
        PhraseCase("지난 3월 중순", "2026-03", .today),
        PhraseCase("지난 3월 초순", "2026-03", .today),
        PhraseCase("지난 3월 말일", "2026-03", .today),
        PhraseCase("오는 3월", "2027-03", .today),
        PhraseCase("오는 3월 말", "2027-03", .today),
        PhraseCase("다음 3월 초", "2027-03", .today),
        PhraseCase("8월께", "2025-08", .screen),
        PhraseCase("8월경", "2025-08", .screen),
        PhraseCase("8월 무렵", "2025-08", .screen),
        PhraseCase("9월께", "2025-09", .screen),
        PhraseCase("3월 중순께", "2025-03", .screen),
        PhraseCase("3월 초 즈음", "2025-03", .screen),
        PhraseCase("전년도", "2025", .today),
        PhraseCase("금년도", "2026", .today),
        PhraseCase("이번 연도", "2026", .today),
        PhraseCase("다음 연도", "2027", .today),
        PhraseCase("전 연도", "2025", .today),
    ])
    func aMonthOrYearAsLettersNameIt(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase("지난 15일 동안", "\"지난 15일 동안\": \"지난 15일\" is a span of time, not one month; name the month to show"),
        RefusalCase("지난 15일간", "\"지난 15일간\": \"지난 15일\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "지난 15일 사이", "\"지난 15일 사이\": \"지난 15일 사이\" is a span of time, not one month; name the month to show"),
        RefusalCase("지난 45일", "\"지난 45일\": \"지난 45일\" is a span of time, not one month; name the month to show"),
        RefusalCase("지난 10년", "\"지난 10년\": \"지난 10년\" is a span of time, not one month; name the month to show"),
        RefusalCase("지난 88년 동안", "\"지난 88년 동안\": \"지난 88년\" is a span of time, not one month; name the month to show"),
        RefusalCase("지난 2030년", "\"지난 2030년\": \"지난\" and \"2030년\" contradict each other; keep one"),
        RefusalCase("오는 2020년", "\"오는 2020년\": \"오는\" and \"2020년\" contradict each other; keep one"),
        RefusalCase("오는 20일(금)", "\"오는 20일(금)\": \"금\" and \"2026-12-20\" contradict each other; keep one"),
        RefusalCase("지난 15일 오후 3시", "\"지난 15일 오후 3시\": \"오후\" is finer than a day; name a day, month or year"),
    ])
    func refusesWhatNamesNoSingleMonth(_ row: RefusalCase) { expectRefusal(row) }

    @Test func refusesAYearOnTheWrongSideInKorean() {
        expectRefusal(
            RefusalCase("지난 2030년", "\"지난 2030년\": \"지난\"과 \"2030년\"이 서로 맞지 않습니다. 하나만 쓰세요."), language: .korean)
    }
}

/// A whole date with a time of day, English and Korean: the time is set aside.
@Suite struct DateWithTimeOfDayTests {
    @Test(arguments: [
        DayCase("March 3, 2014 at 9:05 a.m.", "2014-03-03"),
        DayCase("7:45 P.M. on May 2, 1999", "1999-05-02"),
        DayCase("Sept. 4, 2011", "2011-09-04"),
        DayCase("Sep. 4, 2011 at 10 a.m.", "2011-09-04"),
        DayCase("Sept. 4, 2011, 10 a.m.", "2011-09-04"),
        DayCase("10 a.m. on March 3, 2014", "2014-03-03"),
        DayCase("at 10 a.m. on sept. 4, 2011", "2011-09-04"),
        DayCase("March 3, 2014 9:05 AM", "2014-03-03"),
        DayCase("march 3 2014 9:05pm", "2014-03-03"),
        DayCase("Jan. 5, 2024 at 12 p.m.", "2024-01-05"),
        DayCase("Feb. 29, 2024 at 11:59 p.m.", "2024-02-29"),
        DayCase("March 3, 2014 at noon", "2014-03-03"),
        DayCase("noon on March 3, 2014", "2014-03-03"),
        DayCase("2024-07-15 3pm", "2024-07-15"),
        DayCase("1/1/1999 12:30 AM", "1999-01-01"),  // [Moz]
        DayCase("1/1/1999 12:30 PM", "1999-01-01"),  // [Moz]
        DayCase("3/25/2009 5:57:38 PM", "2009-03-25"),  // [WB]
        DayCase("25-March-2009 01:12:00 PM", "2009-03-25"),  // [WB]
        DayCase("2011년5월15일 오후3:45", "2011-05-15"),  // [Sugar]
        DayCase("2011년5월15일 오후 3시 45분", "2011-05-15"),  // [Sugar]
        DayCase("2024년 3월 3일 오전 9시 5분", "2024-03-03"),
        DayCase("2024년 3월 3일 3시", "2024-03-03"),
        DayCase("2024년 3월 3일 정오", "2024-03-03"),
        DayCase("2014년 3월 3일 오후", "2014-03-03"),
        DayCase("March 3, 2014 in the evening", "2014-03-03"),
    ])
    func aWholeDateNamesItsDay(_ row: DayCase) { expectDay(row) }

    @Test(arguments: [
        PhraseCase("Jan. 5", "2025-01", .screen),
        PhraseCase("Sept. 2011", "2011-09", .absolute),
    ])
    func anAbbreviationWithItsDotIsTheMonth(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase("9:05 a.m.", "\"9:05 a.m.\": \"9:05 a.m\" is finer than a day; name a day, month or year"),
        RefusalCase(
            "tomorrow at 9:05 a.m.",
            "\"tomorrow at 9:05 a.m.\": \"9:05 a.m\" is finer than a day; name a day, month or year"),
        RefusalCase(
            "7:45 p.m. on May 2", "\"7:45 p.m. on May 2\": \"7:45 p.m.\" is finer than a day; name a day, month or year"
        ),
        RefusalCase("March 3, 2014 at 13:05 p.m.", "\"March 3, 2014 at 13:05 p.m.\": \"13:05 p.m\" does not fit here"),
        RefusalCase(
            "2024-07-15 10:00 11:00",
            "\"2024-07-15 10:00 11:00\": \"10:00\" and \"11:00\" contradict each other; keep one"),
        RefusalCase("2014년 3월 3일 시", "\"2014년 3월 3일 시\": \"시\" is finer than a day; name a day, month or year"),
        RefusalCase(
            "tomorrow evening", "\"tomorrow evening\": \"evening\" is finer than a day; name a day, month or year"),
        RefusalCase("1/1/1999 13:30 AM", "\"1/1/1999 13:30 AM\": \"13:30 am\" does not fit here"),  // [Moz]
    ])
    func refusesATimeWithoutAWholeDate(_ row: RefusalCase) { expectRefusal(row) }
}

/// `explain` names what each part of a dated phrase meant, in English and in Korean (no English in the
/// Korean outside quoted input).
@Suite struct NewsDateExplainTests {
    @Test(arguments: [
        (
            "지난 15일", Language.english,
            "Read as the month November 2026 (2026-11), counted from today: \"지난 15일\" → the last day 15 before today, day 2026-11-15 → its month."
        ),
        (
            "지난 15일", Language.korean,
            "2026년 11월(2026-11)로 읽었습니다. 오늘 기준: \"지난 15일\" → 오늘 이전 마지막 15일, 2026-11-15 → 그날의 달."
        ),
        ("지난 88년", Language.english, "Read as 1988, as written: \"지난 88년\" → year 1988."),
        ("지난 88년", Language.korean, "1988년으로 읽었습니다. 적힌 그대로: \"지난 88년\" → 1988년."),
        (
            "7:45 P.M. on May 2, 1999", Language.english,
            "Read as the month May 1999 (1999-05), as written: \"7:45 p.m.\" → time of day 19:45, set aside (a day is the finest the picker shows), \"may\" → month 5, \"2\" → day 2, \"1999\" → year 1999."
        ),
        (
            "7:45 P.M. on May 2, 1999", Language.korean,
            "1999년 5월(1999-05)로 읽었습니다. 적힌 그대로: \"7:45 p.m.\" → 시각 19:45, 날짜만 씀, \"may\" → 5월, \"2\" → 2일, \"1999\" → 1999년."
        ),
        (
            "1/1/1999 12:30 AM", Language.english,
            "Read as the month January 1999 (1999-01), as written: \"1/1/1999\" → year 1999, month 1, day 1, \"12:30 am\" → time of day 00:30, set aside (a day is the finest the picker shows)."
        ),
        (
            "3/25/2009 5:57:38 PM", Language.english,
            "Read as the month March 2009 (2009-03), as written: \"3/25/2009\" → year 2009, month 3, day 25, \"5:57:38 pm\" → time of day 17:57:38, set aside (a day is the finest the picker shows)."
        ),
        (
            "25-March-2009 01:12:00 PM", Language.english,
            "Read as the month March 2009 (2009-03), as written: \"25\" → day 25, \"march\" → month 3, \"2009\" → year 2009, \"01:12:00 pm\" → time of day 13:12:00, set aside (a day is the finest the picker shows)."
        ),
        (
            "March 3, 2014 in the evening", Language.korean,
            "2014년 3월(2014-03)로 읽었습니다. 적힌 그대로: \"march\" → 3월, \"3\" → 3일, \"2014\" → 2014년, \"evening\" → 하루 중 때, 날짜만 씀."
        ),
        (
            "2011년5월15일 오후 3시 45분", Language.korean,
            "2011년 5월(2011-05)로 읽었습니다. 적힌 그대로: \"2011년\" → 2011년, \"5월\" → 5월, \"15일\" → 15일, \"오후 3시 45분\" → 시각 15:45, 날짜만 씀."
        ),
    ])
    func explains(_ phrase: String, _ language: Language, _ expected: String) throws {
        #expect(Messages(language: language).explanation(of: try readPhrase(phrase)) == expected)
    }
}
