import Testing

@testable import LedgerReplCore

// A day of the month in words beside a month name, `may day`, and fixed-date observances named with
// `day` (today Sunday 2026-11-29, 2025 on screen, as in every phrase table). Rows are "native usage"
// unless their source is named:
// - [RT] microsoft/Recognizers-Text Specs/DateTime/English/HolidayParser.json (`earth day 2017`,
//   `May Day`, `saint patrick's day 2018`);
// - [TP] a spelled-out-days case of a public date tokenizer's tests (`on may twenty fifth`);
// - [cal] the day the observance is kept on every year (Groundhog Day February 2, Pi Day March 14,
//   Earth Day April 22, Flag Day June 14, Bastille Day July 14, Boxing Day December 26).
// Decisions these tables pin down:
// - A cardinal in words beside a month name is its day, as digits are (`may twenty one` is `may 21`);
//   only 1–31, and a day past 31 is refused as no day of that month. `couple`, `dozen` name no day.
// - `may day` is May 1; `may` elsewhere stays the month (and a verb there still contradicts).
// - An observance named with `day` needs the `day` (`earth` or `flag` alone is refused); a year after it
//   is that day of that year, as `christmas 2017` is.

private func expectDay(_ row: DayCase, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let reading = try readPhrase(row.input)
        #expect(reading.day == row.day, "\(row.input): \(reading.tokens)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(row.input) was refused: \(error)", sourceLocation: sourceLocation)
    }
}

@Suite struct DayInWordsAndObservanceTests {
    @Test(arguments: [
        DayCase("May twenty one", "2025-05-21"),
        DayCase("may twenty-one", "2025-05-21"),
        DayCase("may twenty fifth", "2025-05-25"),  // [TP]
        DayCase("May twenty-first", "2025-05-21"),
        DayCase("June the first", "2025-06-01"),
        DayCase("the twenty first of May", "2025-05-21"),
        DayCase("March third", "2025-03-03"),
        DayCase("first of june", "2025-06-01"),
        DayCase("twenty one may", "2025-05-21"),
        DayCase("the twenty one of may", "2025-05-21"),
        DayCase("may the nine", "2025-05-09"),
        DayCase("june one", "2025-06-01"),
        DayCase("december thirty one", "2025-12-31"),
        DayCase("february twenty nine 2024", "2024-02-29"),
        DayCase("may twenty one 2025", "2025-05-21"),
        DayCase("may twenty one, 2019", "2019-05-21"),
        DayCase("june thirteen", "2025-06-13"),
    ])
    func readsADayInWords(_ row: DayCase) { expectDay(row) }

    @Test(arguments: [
        DayCase("May Day", "2025-05-01"),  // [RT]
        DayCase("may day 2017", "2017-05-01"),
        DayCase("earth day", "2025-04-22"),
        DayCase("earth day 2017", "2017-04-22"),  // [RT]
        DayCase("groundhog day", "2025-02-02"),  // [cal]
        DayCase("groundhog's day", "2025-02-02"),
        DayCase("groundhog day 2020", "2020-02-02"),
        DayCase("flag day", "2025-06-14"),  // [cal]
        DayCase("flag day of 2018", "2018-06-14"),
        DayCase("pi day", "2025-03-14"),  // [cal]
        DayCase("pi day 2015", "2015-03-14"),
        DayCase("boxing day", "2025-12-26"),  // [cal]
        DayCase("boxing day 2019", "2019-12-26"),
        DayCase("bastille day", "2025-07-14"),  // [cal]
        DayCase("bastille day 1989", "1989-07-14"),
        DayCase("saint patrick's day 2018", "2018-03-17"),  // [RT]
        DayCase("the day after earth day", "2025-04-23"),
        DayCase("3 days before pi day", "2025-03-11"),
    ])
    func readsAnObservance(_ row: DayCase) { expectDay(row) }

    @Test(arguments: [
        PhraseCase("next may day", "2027-05", .today),
        PhraseCase("next earth day", "2027-04", .today),
        PhraseCase("last pi day", "2026-03", .today),
        PhraseCase("may", "2025-05", .screen),
        PhraseCase("last may", "2026-05", .today),
        PhraseCase("may nineteen eighty-four", "1984-05", .absolute),
        PhraseCase("march two years ago", "2024-03", .today),
    ])
    func readsTheMonth(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase("May thirty two", "\"May thirty two\": day 32 is not in that month"),
        RefusalCase("june thirty one", "\"june thirty one\": day 31 is not in that month"),
        RefusalCase("the forty of may", "\"the forty of may\": day 40 is not in that month"),
        RefusalCase("may dozen", "\"may dozen\": \"dozen\" does not fit here"),
        RefusalCase("earth", "\"earth\" does not fit here"),
        RefusalCase("flag 2017", "\"flag 2017\": \"flag\" does not fit here"),
        RefusalCase("boxing", "\"boxing\" does not fit here"),
        RefusalCase("may days", "\"may days\": \"days\" and \"may\" contradict each other; keep one"),
        RefusalCase(
            "may i see next month",
            "\"may i see next month\": \"may\" and \"next month\" contradict each other; keep one"),
    ])
    func refuses(_ row: RefusalCase) { expectRefusal(row) }

    @Test func refusesAMissingDayInKorean() {
        expectRefusal(RefusalCase("may thirty two", "\"may thirty two\": 그 달에 32일은 없습니다."), language: .korean)
    }

    /// `explain` names what each part meant, in English and in Korean.
    @Test(arguments: [
        (
            "may twenty one", Language.english,
            "Read as the month May 2025 (2025-05), in the year on screen: \"may\" → month 5, \"twenty one\" → day 21, year → the year on screen, 2025."
        ),
        (
            "may twenty one", Language.korean,
            "2025년 5월(2025-05)로 읽었습니다. 화면의 연도 기준: \"may\" → 5월, \"twenty one\" → 21일, 연도 → 화면의 연도 2025년."
        ),
        (
            "may day", Language.english,
            "Read as the month May 2025 (2025-05), in the year on screen: \"may day\" → month 5, day 1, year → the year on screen, 2025."
        ),
        (
            "may day", Language.korean,
            "2025년 5월(2025-05)로 읽었습니다. 화면의 연도 기준: \"may day\" → 5월, 1일, 연도 → 화면의 연도 2025년."
        ),
        (
            "earth day 2017", Language.english,
            "Read as the month April 2017 (2017-04), as written: \"earth day\" → month 4, day 22, \"2017\" → year 2017."
        ),
        (
            "earth day 2017", Language.korean,
            "2017년 4월(2017-04)로 읽었습니다. 적힌 그대로: \"earth day\" → 4월, 22일, \"2017\" → 2017년."
        ),
    ])
    func explains(_ phrase: String, _ language: Language, _ expected: String) throws {
        #expect(Messages(language: language).explanation(of: try readPhrase(phrase)) == expected)
    }

    /// Every observance has an explanation in both languages, naming its month and day.
    @Test(arguments: ["groundhog day", "pi day", "flag day", "bastille day", "boxing day", "june the first"])
    func explainsEveryObservance(_ phrase: String) throws {
        let reading = try readPhrase(phrase)
        for language in Language.allCases {
            let text = Messages(language: language).explanation(of: reading)
            #expect(text.contains("\"\(phrase == "june the first" ? "first" : phrase)\""), "\(text)")
        }
    }
}
