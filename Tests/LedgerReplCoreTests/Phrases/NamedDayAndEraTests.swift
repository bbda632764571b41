import Testing

@testable import LedgerReplCore

// Fixed days by name, years in words with hundreds and thousands, eras, and ISO 8601 ordinal dates
// (today Sunday 2026-11-29, 2025 on screen, as in every phrase table). Rows are "native usage" unless
// their source is named. Decisions these tables pin down:
// - A fixed day by name is that day of the year on screen, as `christmas` is; `st`/`saint` and the
//   month said with it are part of the name (`st. patrick's day`, `april fools' day`).
// - `AD`, `CE`, `A.D.` beside a year leave it as it is; `BC`/`BCE` years are outside the calendar. Letters
//   written with dots are the era they spell (`A.D. 2024`, `2024 C.E.`, `500 B.C.`).
// - Seven digits are an ISO 8601 basic ordinal date (`2014026` is the 26th day of 2014), as `2014-026`
//   is; a day the year does not have says how many days the year has.

private func expectDay(_ row: DayCase, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let reading = try readPhrase(row.input)
        #expect(reading.day == row.day, "\(row.input): \(reading.tokens)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(row.input) was refused: \(error)", sourceLocation: sourceLocation)
    }
}

@Suite struct NamedDayAndEraTests {
    @Test(arguments: [
        DayCase("christmas eve", "2025-12-24"),
        DayCase("new year's eve", "2025-12-31"),
        DayCase("new years eve", "2025-12-31"),
        DayCase("halloween", "2025-10-31"),
        DayCase("valentine's day", "2025-02-14"),
        DayCase("valentines' day", "2025-02-14"),
        DayCase("st patrick's day", "2025-03-17"),
        DayCase("st. patrick's day", "2025-03-17"),
        DayCase("saint patrick's day", "2025-03-17"),
        DayCase("april fools day", "2025-04-01"),
        DayCase("april fools' day", "2025-04-01"),
        DayCase("boxing day", "2025-12-26"),
        // ISO 8601 ordinal dates, extended and basic.
        DayCase("2014-026", "2014-01-26"),
        DayCase("2014026", "2014-01-26"),
        DayCase("2016366", "2016-12-31"),
    ])
    func readsTheDay(_ row: DayCase) { expectDay(row) }

    @Test(arguments: [
        PhraseCase("two thousand twenty four", "2024", .absolute),
        PhraseCase("two thousand and twenty four", "2024", .absolute),
        PhraseCase("nineteen hundred", "1900", .absolute),
        PhraseCase("nineteen hundred and ninety", "1990", .absolute),
        PhraseCase("one thousand nine hundred eighty four", "1984", .absolute),
        PhraseCase("one thousand nine hundred and eighty-four", "1984", .absolute),
        PhraseCase("march two thousand twenty", "2020-03", .absolute),
        PhraseCase("2024 AD", "2024", .absolute),
        PhraseCase("2024 CE", "2024", .absolute),
        PhraseCase("AD 2024", "2024", .absolute),
        PhraseCase("1066 A.D.", "1066", .absolute),
        PhraseCase("ad 800", "800", .absolute),
        PhraseCase("march 2024 AD", "2024-03", .absolute),
        PhraseCase("A.D. 2024", "2024", .absolute),
        PhraseCase("2024 C.E.", "2024", .absolute),
    ])
    func readsTheYear(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase("500 BC", "\"500 BC\": year 500 bc is not 1 to 9999"),
        RefusalCase("AD", "\"AD\": \"ad\" does not fit here"),
        RefusalCase("500 B.C.", "\"500 B.C.\": year 500 b.c is not 1 to 9999"),
        // `saint` is the saint of a saint's day, no ordinal suffix (`1st`).
        RefusalCase("1 saint", "\"1 saint\": \"saint\" does not fit here"),
        RefusalCase("2014366", "\"2014366\": 2014 has 365 days, so no day 366"),
        RefusalCase("2014-366", "\"2014-366\": 2014 has 365 days, so no day 366"),
    ])
    func refuses(_ row: RefusalCase) { expectRefusal(row) }

    @Test func noSuchDayOfYearInKorean() {
        expectRefusal(RefusalCase("2014-366", "\"2014-366\": 2014년은 365일까지라 366번째 날이 없습니다."), language: .korean)
    }
}
