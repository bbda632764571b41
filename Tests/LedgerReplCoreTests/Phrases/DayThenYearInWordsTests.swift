import Testing

@testable import LedgerReplCore

// After a month name, a day in words and then a year, in words or digits (today Sunday 2026-11-29, 2025
// on screen, as in every phrase table). Rows are our own reasoning about how a date is said aloud
// unless their source is named:
// - [LN] the year spellings of thundergnat/Lingua-EN-Numbers-Cardinal t/01-cardinal-year.t (in
//   lizmat/raku-all-modules): `nineteen seventy-six`, `nineteen hundred`, `twenty fifteen`,
//   `two thousand`, `twenty-five twenty-five`, said here after a month and a day.
// Decisions these tables pin down:
// - Right after a month name, a day in words followed by a whole year in words is that day of that year
//   (`may twenty one nineteen ninety` is 1990-05-21), rather than one long year and a word left over.
// - A day of two words followed by a number that would make them one year is refused, naming the words
//   (`may twenty one nineteen`: the 21st of a year nineteen, or the year 2119?); the year in digits says
//   it plainly (`may twenty one 2019`).
// - A one-word number before another stays a year, as it always has (`may twenty twenty`, `may nineteen
//   ninety`): those are how the years are said.

@Suite struct DayThenYearInWordsTests {
    @Test(arguments: [
        DayCase("may twenty one nineteen ninety", "1990-05-21"),
        DayCase("may twenty-one nineteen ninety", "1990-05-21"),
        DayCase("may twenty first two thousand twenty", "2020-05-21"),
        DayCase("may twenty one 2019", "2019-05-21"),
        DayCase("may twenty one twenty twenty", "2020-05-21"),
        DayCase("may twenty one two thousand", "2000-05-21"),  // [LN]
        DayCase("may twenty one two thousand and five", "2005-05-21"),
        DayCase("may twenty one nineteen oh five", "1905-05-21"),
        DayCase("june twenty two nineteen seventy-six", "1976-06-22"),  // [LN]
        DayCase("june twenty two nineteen hundred", "1900-06-22"),  // [LN]
        DayCase("march twenty five twenty fifteen", "2015-03-25"),  // [LN]
        DayCase("december thirty one nineteen ninety nine", "1999-12-31"),
        DayCase("may three nineteen ninety", "1990-05-03"),
        DayCase("May Twenty One Nineteen Ninety", "1990-05-21"),
        DayCase("twenty one may nineteen ninety", "1990-05-21"),
    ])
    func readsTheDayAndTheYear(_ row: DayCase) { expectDay(row) }

    @Test(arguments: [
        PhraseCase("may twenty twenty", "2020-05", .absolute),
        PhraseCase("may nineteen ninety", "1990-05", .absolute),
        PhraseCase("may twenty twenty one", "2021-05", .absolute),
        PhraseCase("nineteen ninety", "1990", .absolute),
        PhraseCase("twenty twenty", "2020", .absolute),
        PhraseCase("may twenty one nineteen ninety", "1990-05", .absolute),
    ])
    func readsTheMonthOrYear(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase(
            "may twenty one nineteen",
            "\"may twenty one nineteen\": \"twenty one nineteen\" could be a day and then a year, or one year; write the year in digits"
        ),
        RefusalCase(
            "may twenty-one nineteen",
            "\"may twenty-one nineteen\": \"twenty-one nineteen\" could be a day and then a year, or one year; write the year in digits"
        ),
        RefusalCase(
            "may twenty-five twenty-five",  // [LN] 2525, or the 25th and a year twenty-five?
            "\"may twenty-five twenty-five\": \"twenty-five twenty-five\" could be a day and then a year, or one year; write the year in digits"
        ),
        RefusalCase(
            "june twenty two ninety",
            "\"june twenty two ninety\": \"twenty two ninety\" could be a day and then a year, or one year; write the year in digits"
        ),
        RefusalCase(
            "2024 may twenty one nineteen ninety",
            "\"2024 may twenty one nineteen ninety\": \"2024\" and \"nineteen ninety\" contradict each other; keep one"
        ),
    ])
    func refuses(_ row: RefusalCase) { expectRefusal(row) }

    @Test func refusesInKorean() {
        expectRefusal(
            RefusalCase(
                "may twenty one nineteen",
                "\"may twenty one nineteen\": \"twenty one nineteen\"은 날짜와 연도인지, 한 연도인지 알 수 없습니다. 연도를 숫자로 쓰세요."
            ), language: .korean)
    }

    /// The caret of a refusal stands under the words in doubt, not under the month.
    @Test func pointsAtTheWordsInDoubt() throws {
        do {
            _ = try parseLine("may twenty one nineteen")
            Issue.record("may twenty one nineteen was accepted")
        } catch {
            guard case .invalidInput(_, let reason) = error else { throw error }
            #expect(reason == .dayOrYearInWords(Said("twenty one nineteen", in: "may twenty one nineteen")))
            #expect(reason.span(in: "may twenty one nineteen") == 4..<23)
        }
    }
}

private func expectDay(_ row: DayCase, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let reading = try readPhrase(row.input)
        #expect(reading.day == row.day, "\(row.input): \(reading.tokens)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("\(row.input) was refused: \(error)", sourceLocation: sourceLocation)
    }
}
