import Testing

@testable import LedgerReplCore

// Days counted from a day said before them, day words of every register, and the refusals around them
// (today Sunday 2026-11-29, 2025 on screen, as in every phrase table). Rows are "native usage" (how
// people type to a household ledger) unless their source is named. Decisions these tables pin down:
// - 다음 날, 전날, 당일 after a day are counted from it (`광복절 전날`, `다음 달 첫날 다음 날`); alone they are
//   counted from today. `X에서 N일 뒤`, `X보다 3일 전`, `오늘부터 일 년 뒤` count from the day X, so they
//   name a day and show its month (`지금부터 3년 후` counts from now and is a year).
// - A count of seconds is no time at all (`in 1 second`, `1초 안에`): today's month. Minutes and hours
//   stay finer than a day, since a month picker cannot tell which day they end in.
// - `within N days` and `N일 이내` are spans, refused like `3년 안에`; so are decades (`the 1970's`,
//   `90년대`) and lists sharing a unit (`지난달 1,2주`). A span inside one month is refused too
//   (`november between 19 and 20`), as `11월 19일부터 20일까지` is.
// - An ordinal weekday alone is in today's month (`the 3rd friday`, `셋째 주 월요일`, `두 번째 화요일`); the
//   fifth one of a year alone is not plain (January or a later month).
// - 오는, 돌아오는, 다가오는 before `N일` are the first such day after today (`오는 15일`), 지난 the last
//   before it (`지난 25일`, as news writes it; see `NewsDateFamilyTests`); `다음 15일` may be fifteen
//   days, a span.

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

/// Days counted from the day said before them, in Korean and English.
@Suite struct AnchoredDayFamilyTests {
    @Test(arguments: [
        DayCase("다음 달 마지막 금요일의 다음 날", "2026-12-26"),
        DayCase("다음 달 첫날 다음 날", "2026-12-02"),
        DayCase("다음 달 첫날의 전날", "2026-11-30"),
        DayCase("광복절 전날", "2025-08-14"),
        DayCase("광복절 다음날", "2025-08-16"),
        DayCase("한글날 당일", "2025-10-09"),
        DayCase("크리스마스 이튿날", "2025-12-26"),
        DayCase("1월 31일에서 한 달 뒤", "2025-02-28"),
        DayCase("3월 1일에서 이틀 전", "2025-02-27"),
        DayCase("오늘보다 3일 전", "2026-11-26"),
        DayCase("오늘부터 일 년 뒤", "2027-11-29"),
        DayCase("오늘로부터 열흘 후", "2026-12-09"),
        DayCase("다음날", "2026-11-30"),
        DayCase("전날", "2026-11-28"),
    ])
    func countsFromTheDaySaid(_ row: DayCase) { expectDay(row) }

    @Test(arguments: [
        // Formal and rare day words; 삼명일 and 다담주 as a Korean reminder parser's tables list them.
        DayCase("명후일", "2026-12-01"),
        DayCase("글피", "2026-12-02"),
        DayCase("삼명일", "2026-12-02"),
        DayCase("그글피", "2026-12-03"),
        DayCase("그그제", "2026-11-26"),
        DayCase("오늘밤", "2026-11-29"),
        DayCase("tonight", "2026-11-29"),
        DayCase("어젯밤", "2026-11-28"),
        DayCase("a fortnight ago", "2026-11-15"),
        DayCase("the day before yesterday", "2026-11-27"),
        DayCase("day after tomorrow", "2026-12-01"),
        // Weekdays after weeks, counted or named (the lexer reads 주 + 금요일, not 주일 + ...).
        DayCase("3주 뒤 금요일", "2026-12-25"),
        DayCase("다음주 금요일", "2026-12-11"),
        DayCase("다음 주 일요일", "2026-12-06"),
        // Ordinal weekdays of today's month.
        DayCase("셋째 주 월요일", "2026-11-16"),
        DayCase("두 번째 화요일", "2026-11-10"),
        DayCase("두번째 화요일", "2026-11-10"),
        DayCase("마지막 금요일", "2026-11-27"),
        DayCase("the 3rd friday", "2026-11-20"),
        DayCase("first monday", "2026-11-02"),
        DayCase("last friday of the month", "2026-11-27"),
        // The coming day of the month.
        DayCase("오는 15일", "2026-12-15"),
        DayCase("돌아오는 1일", "2026-12-01"),
        DayCase("이번 25일", "2026-11-25"),
        DayCase("지난 25일", "2026-11-25"),
        DayCase("다가오는 금요일", "2026-12-04"),
    ])
    func readsTheDay(_ row: DayCase) { expectDay(row) }

    @Test(arguments: [
        PhraseCase("in 1 second", "2026-11", .today),
        PhraseCase("10 seconds ago", "2026-11", .today),
        PhraseCase("in a second", "2026-11", .today),
        PhraseCase("1초 안에", "2026-11", .today),
        PhraseCase("30초 후", "2026-11", .today),
        PhraseCase("지금부터 3년 후", "2029", .today),
        // Today's week in another year is today's day there (duckling reads `this week last year` so).
        PhraseCase("this week last year", "2025-11", .today),
        PhraseCase("this week next year", "2027-11", .today),
        PhraseCase("재명년", "2028", .today),
        PhraseCase("명후년", "2028", .today),
        PhraseCase("다담주", "2026-12", .today),
        PhraseCase("다다담주", "2026-12", .today),
        PhraseCase("재작년 한 해", "2024", .today),
        PhraseCase("올해 한 해 동안", "2026", .today),
        PhraseCase("한 해 전", "2025", .today),
        PhraseCase("방금", "2026-11", .today),
        PhraseCase("이제", "2026-11", .today),
        PhraseCase("지금 당장", "2026-11", .today),
        PhraseCase("초일", "2026-11", .today),
        PhraseCase("월초", "2026-11", .today),
        PhraseCase("월말", "2026-11", .today),
        PhraseCase("말일", "2026-11", .today),
    ])
    func readsTheWord(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase(
            "in 2 minutes", "\"in 2 minutes\": \"in 2 minutes\" is finer than a day; name a day, month or year"),
        RefusalCase("3시간 후", "\"3시간 후\": \"3시간 후\" is finer than a day; name a day, month or year"),
        RefusalCase("tomorrow at 5pm", "\"tomorrow at 5pm\": \"5pm\" is finer than a day; name a day, month or year"),
        RefusalCase(
            "within 10 days",
            "\"within 10 days\": \"within 10 days\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase(
            "the 1970's", "\"the 1970's\": \"1970's\" is a span of time, not one month; name the month to show"),
        RefusalCase("90년대", "\"90년대\": \"90년대\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "지난달 1,2주", "\"지난달 1,2주\": \"지난달 1,2주\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "november between 19 and 20",
            "\"november between 19 and 20\": \"november between 19 and 20\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase(
            "다음 15일", "\"다음 15일\": \"다음 15일\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "다가오는 3일 간", "\"다가오는 3일 간\": \"다가오는 3일\" is a span of time, not one month; name the month to show"),
        RefusalCase("2024-W53", "\"2024-W53\": 2024 has 52 ISO weeks, so no week 53"),
        RefusalCase(
            "the fifth friday of 2024",
            "\"the fifth friday of 2024\": \"fifth friday\" is not definite; give a number or name the month"),
        RefusalCase(
            "fifth sunday of february 2026", "\"fifth sunday of february 2026\": February 2026 has no \"fifth sunday\""),
    ])
    func refusesWhatNamesNoSingleDay(_ row: RefusalCase) { expectRefusal(row) }

    /// The ISO week message in Korean, with the year's real number of weeks.
    @Test func noSuchWeekInKorean() {
        expectRefusal(
            RefusalCase("2024-W53", "\"2024-W53\": 2024년은 국제 표준 주가 52주까지라 53주차가 없습니다."),
            language: .korean)
        expectReading(PhraseCase("2026-W53", "2026-12", .absolute))
    }
}

/// A Korean weekday by its first syllable, right after the week it is in (as chat messages write it).
@Suite struct WeekdayInitialTests {
    @Test(arguments: [
        DayCase("담주 금", "2026-12-11"),
        DayCase("다음주 화", "2026-12-08"),
        DayCase("다음 주 월", "2026-12-07"),
        DayCase("이번주 토", "2026-12-05"),
        DayCase("다음주 수", "2026-12-09"),
        DayCase("지난주 일", "2026-11-22"),
        DayCase("다음주 금에", "2026-12-11"),
    ])
    func readsTheWeekday(_ row: DayCase) { expectDay(row) }

    /// Alone, a first syllable is no weekday (`금` is also gold, `토` also soil).
    @Test func aloneIsNoWeekday() {
        expectRefusal(RefusalCase("금", "\"금\" does not fit here"))
        expectRefusal(RefusalCase("토", "\"토\" does not fit here"))
    }
}
