import Testing

@testable import LedgerReplCore

/// The fixed clock of every phrase test: today is Sunday 2026-11-29 and the popover shows 2025, so a
/// reading counted from today and one taken from the screen can never be confused.
let phraseContext = ParseContext(today: CalendarDate(2026, 11, 29) ?? .unixEpoch, screenYear: 2025)

/// One row of a phrase table: what is typed, where it must lead and what it is counted from.
struct PhraseCase: CustomTestStringConvertible, Sendable {
    let input: String
    let destination: Destination
    let anchor: Anchor

    /// `expected` is `YYYY-MM` for a month or `YYYY` for a year.
    init(_ input: String, _ expected: String, _ anchor: Anchor) {
        self.input = input
        self.anchor = anchor
        let fields = expected.split(separator: "-").compactMap { Int($0) }
        if fields.count == 2, let month = YearMonth(fields[0], fields[1]) {
            destination = .month(month)
        } else {
            destination = .year(fields.first ?? 0)
        }
    }

    var testDescription: String { input }
}

/// One refusal: what is typed and the whole English error line.
struct RefusalCase: CustomTestStringConvertible, Sendable {
    let input: String
    let message: String
    init(_ input: String, _ message: String) {
        self.input = input
        self.message = message
    }
    var testDescription: String { input }
}

/// Reads `input` as `explain` would, through the normaliser.
func readPhrase(_ input: String) throws -> Reading {
    try CommandParser(context: phraseContext).reading(of: input)
}

/// Parses `input` as a whole command line.
func parseLine(_ input: String) throws(PickerError) -> Command {
    try CommandParser(context: phraseContext).parse(input)
}

/// Checks that `row` reads to its destination and anchor.
func expectReading(_ row: PhraseCase, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        let reading = try readPhrase(row.input)
        #expect(
            reading.destination == row.destination, "\(row.input): \(reading.tokens)", sourceLocation: sourceLocation)
        #expect(reading.anchor == row.anchor, "\(row.input): \(reading.tokens)", sourceLocation: sourceLocation)
        #expect(!reading.tokens.isEmpty, sourceLocation: sourceLocation)
    } catch {
        Issue.record(
            "\(row.input) was refused: \(Messages(language: .english).text(for: error as! PickerError))",
            sourceLocation: sourceLocation)
    }
}

/// Checks that `row` is refused with exactly its message.
func expectRefusal(_ row: RefusalCase, language: Language = .english, sourceLocation: SourceLocation = #_sourceLocation)
{
    do {
        let command = try parseLine(row.input)
        Issue.record("\(row.input) was accepted as \(command)", sourceLocation: sourceLocation)
    } catch {
        #expect(Messages(language: language).text(for: error) == row.message, sourceLocation: sourceLocation)
    }
}

@Suite struct EnglishMonthNameTests {
    @Test(arguments: [
        PhraseCase("march", "2025-03", .screen),
        PhraseCase("Mar", "2025-03", .screen),
        PhraseCase("MARCH", "2025-03", .screen),
        PhraseCase("Sep.", "2025-09", .screen),
        PhraseCase("Sept", "2025-09", .screen),
        PhraseCase("sept.", "2025-09", .screen),
        PhraseCase("september", "2025-09", .screen),
        PhraseCase("jan", "2025-01", .screen),
        PhraseCase("may", "2025-05", .screen),
        PhraseCase("December", "2025-12", .screen),
        PhraseCase("3", "2025-03", .screen),
        PhraseCase("03", "2025-03", .screen),
        PhraseCase("12", "2025-12", .screen),
        PhraseCase("in july", "2025-07", .screen),
        PhraseCase("during july", "2025-07", .screen),
        PhraseCase("show me july", "2025-07", .screen),
        PhraseCase("jump to march", "2025-03", .screen),
        PhraseCase("go to march please", "2025-03", .screen),
        PhraseCase("please show march", "2025-03", .screen),
        PhraseCase("march?", "2025-03", .screen),
        PhraseCase("march.", "2025-03", .screen),
        PhraseCase("the month of july", "2025-07", .screen),
        PhraseCase("july 15", "2025-07", .screen),
        PhraseCase("15 july", "2025-07", .screen),
        PhraseCase("the 15th of july", "2025-07", .screen),
        PhraseCase("the 1st of march", "2025-03", .screen),
        PhraseCase("first of march", "2025-03", .screen),
        PhraseCase("march first", "2025-03", .screen),
        PhraseCase("february the 15th", "2025-02", .screen),
        PhraseCase("15 of february", "2025-02", .screen),
        PhraseCase("2/15", "2025-02", .screen),
        PhraseCase("15/2", "2025-02", .screen),
        PhraseCase("on 2/15", "2025-02", .screen),
        PhraseCase("Aug 8", "2025-08", .screen),
        PhraseCase("Tuesday, Feb 18", "2025-02", .screen),
    ])
    func bareMonthIsOfTheYearOnScreen(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("July 2024", "2024-07", .absolute),
        PhraseCase("2024 July", "2024-07", .absolute),
        PhraseCase("Jul '24", "2024-07", .absolute),
        PhraseCase("jul ’24", "2024-07", .absolute),
        PhraseCase("jul-2024", "2024-07", .absolute),
        PhraseCase("jul/2024", "2024-07", .absolute),
        PhraseCase("July of 2024", "2024-07", .absolute),
        PhraseCase("sep. 2024", "2024-09", .absolute),
        PhraseCase("Sept 2024", "2024-09", .absolute),
        PhraseCase("7/2024", "2024-07", .absolute),
        PhraseCase("07-2024", "2024-07", .absolute),
        PhraseCase("07/2024", "2024-07", .absolute),
        PhraseCase("2024.7", "2024-07", .absolute),
        PhraseCase("2024/07", "2024-07", .absolute),
        PhraseCase("2024/7", "2024-07", .absolute),
        PhraseCase("2024-07", "2024-07", .absolute),
        PhraseCase("202407", "2024-07", .absolute),
        PhraseCase("2024-07-15", "2024-07", .absolute),
        PhraseCase("2024/07/15", "2024-07", .absolute),
        PhraseCase("2024.07.15", "2024-07", .absolute),
        PhraseCase("20240715", "2024-07", .absolute),
        PhraseCase("15 July 2024", "2024-07", .absolute),
        PhraseCase("July 15th, 2024", "2024-07", .absolute),
        PhraseCase("July 15 2024", "2024-07", .absolute),
        PhraseCase("july 15, 2024", "2024-07", .absolute),
        PhraseCase("the 15th of july 2024", "2024-07", .absolute),
        PhraseCase("15-jul-2024", "2024-07", .absolute),
        PhraseCase("14april 2015", "2015-04", .absolute),
        PhraseCase("march 3rd 2015", "2015-03", .absolute),
        PhraseCase("march third 2015", "2015-03", .absolute),
        PhraseCase("07/15/2024", "2024-07", .absolute),
        PhraseCase("15/07/2024", "2024-07", .absolute),
        PhraseCase("15.07.2024", "2024-07", .absolute),
        PhraseCase("05/05/2024", "2024-05", .absolute),
        PhraseCase("10/31/1974", "1974-10", .absolute),
        PhraseCase("10/31/74", "1974-10", .absolute),
        PhraseCase("3/3/15", "2015-03", .absolute),
        PhraseCase("2024-02-29", "2024-02", .absolute),
        PhraseCase("go to july 2024", "2024-07", .absolute),
        PhraseCase("show me 2024-07", "2024-07", .absolute),
        PhraseCase("in july 2024.", "2024-07", .absolute),
        PhraseCase("0001-01", "0001-01", .absolute),
        PhraseCase("9999-12", "9999-12", .absolute),
        PhraseCase("Friday, November 27, 2026", "2026-11", .absolute),
    ])
    func monthWithAYearIsAsWritten(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("2025", "2025", .absolute),
        PhraseCase("2030", "2030", .absolute),
        PhraseCase("'25", "2025", .absolute),
        PhraseCase("’99", "1999", .absolute),
        PhraseCase("year 2030", "2030", .absolute),
        PhraseCase("the year 2030", "2030", .absolute),
        PhraseCase("in 2030", "2030", .absolute),
        PhraseCase("during 2030", "2030", .absolute),
        PhraseCase("show me 2030", "2030", .absolute),
        PhraseCase("0001", "1", .absolute),
        PhraseCase("9999", "9999", .absolute),
    ])
    func aYearAloneShowsTheYear(_ row: PhraseCase) { expectReading(row) }
}

@Suite struct EnglishRelativeTests {
    @Test(arguments: [
        PhraseCase("this month", "2026-11", .today),
        PhraseCase("current month", "2026-11", .today),
        PhraseCase("next month", "2026-12", .today),
        PhraseCase("Next Month", "2026-12", .today),
        PhraseCase("coming month", "2026-12", .today),
        PhraseCase("the following month", "2026-12", .today),
        PhraseCase("last month", "2026-10", .today),
        PhraseCase("previous month", "2026-10", .today),
        PhraseCase("past month", "2026-10", .today),
        PhraseCase("the previous month", "2026-10", .today),
        PhraseCase("show me last month", "2026-10", .today),
        PhraseCase("last month please", "2026-10", .today),
        PhraseCase("next month?", "2026-12", .today),
        PhraseCase("3 months ago", "2026-08", .today),
        PhraseCase("in 3 months", "2027-02", .today),
        PhraseCase("3 months from now", "2027-02", .today),
        PhraseCase("3 months later", "2027-02", .today),
        PhraseCase("3 months hence", "2027-02", .today),
        PhraseCase("6 months back", "2026-05", .today),
        PhraseCase("3 mos ago", "2026-08", .today),
        PhraseCase("3 mo ago", "2026-08", .today),
        PhraseCase("11 months ago", "2025-12", .today),
        PhraseCase("12 months ago", "2025-11", .today),
        PhraseCase("in 18 months", "2028-05", .today),
        PhraseCase("a month ago", "2026-10", .today),
        PhraseCase("in a month", "2026-12", .today),
        PhraseCase("one month ago", "2026-10", .today),
        PhraseCase("a couple of months ago", "2026-09", .today),
        PhraseCase("a couple months ago", "2026-09", .today),
        PhraseCase("couple months ago", "2026-09", .today),
        PhraseCase("three months ago", "2026-08", .today),
        PhraseCase("in two months", "2027-01", .today),
        PhraseCase("twelve months from now", "2027-11", .today),
        PhraseCase("twenty-four months ago", "2024-11", .today),
        PhraseCase("twenty four months ago", "2024-11", .today),
        PhraseCase("a dozen months ago", "2025-11", .today),
        PhraseCase("the month after next", "2027-01", .today),
        PhraseCase("month after next", "2027-01", .today),
        PhraseCase("the month before last", "2026-09", .today),
        PhraseCase("1 year 2 months ago", "2025-09", .today),
        PhraseCase("1 year and 2 months ago", "2025-09", .today),
        PhraseCase("1 year, 2 months ago", "2025-09", .today),
        PhraseCase("in 1 year 2 months", "2028-01", .today),
        PhraseCase("+3 months", "2027-02", .today),
        PhraseCase("-3 months", "2026-08", .today),
        PhraseCase("+3m", "2027-02", .today),
        PhraseCase("-3mo", "2026-08", .today),
        PhraseCase("half a year ago", "2026-05", .today),
        PhraseCase("in half a year", "2027-05", .today),
        PhraseCase("a year and a half ago", "2025-05", .today),
        PhraseCase("2 quarters ago", "2026-04", .today),
        PhraseCase("in 3 quarters", "2027-07", .today),
        PhraseCase("1 month 3 days ago", "2026-10", .today),
        PhraseCase("1200 months ago", "1926-11", .today),
    ])
    func monthsCountFromToday(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("this year", "2026", .today),
        PhraseCase("next year", "2027", .today),
        PhraseCase("last year", "2025", .today),
        PhraseCase("previous year", "2025", .today),
        PhraseCase("past year", "2025", .today),
        PhraseCase("coming year", "2027", .today),
        PhraseCase("the current year", "2026", .today),
        PhraseCase("the year after next", "2028", .today),
        PhraseCase("the year before last", "2024", .today),
        PhraseCase("3 years ago", "2023", .today),
        PhraseCase("three years ago", "2023", .today),
        PhraseCase("in 2 years", "2028", .today),
        PhraseCase("2 years from now", "2028", .today),
        PhraseCase("2 years later", "2028", .today),
        PhraseCase("a year ago", "2025", .today),
        PhraseCase("in a year", "2027", .today),
        PhraseCase("2 yrs ago", "2024", .today),
        PhraseCase("-2y", "2024", .today),
        PhraseCase("+1y", "2027", .today),
        PhraseCase("+ 2 years", "2028", .today),
        PhraseCase("in a decade", "2036", .today),
        PhraseCase("a decade ago", "2016", .today),
        PhraseCase("next decade", "2036", .today),
    ])
    func yearsCountFromToday(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("next march", "2027-03", .today),
        PhraseCase("last december", "2025-12", .today),
        PhraseCase("this january", "2026-01", .today),
        PhraseCase("next november", "2027-11", .today),
        PhraseCase("last november", "2025-11", .today),
        PhraseCase("this november", "2026-11", .today),
        PhraseCase("next december", "2026-12", .today),
        PhraseCase("last october", "2026-10", .today),
        PhraseCase("coming april", "2027-04", .today),
        PhraseCase("past june", "2026-06", .today),
        PhraseCase("march next year", "2027-03", .today),
        PhraseCase("next year march", "2027-03", .today),
        PhraseCase("next year in march", "2027-03", .today),
        PhraseCase("march of last year", "2025-03", .today),
        PhraseCase("march last year", "2025-03", .today),
        PhraseCase("march this year", "2026-03", .today),
        PhraseCase("december two years ago", "2024-12", .today),
        PhraseCase("march 2 years from now", "2028-03", .today),
        PhraseCase("july of next year", "2027-07", .today),
        PhraseCase("the 15th of next month", "2026-12", .today),
        PhraseCase("march 3 next year", "2027-03", .today),
    ])
    func namedMonthsCountFromToday(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("beginning of the year", "2026-01", .today),
        PhraseCase("start of the year", "2026-01", .today),
        PhraseCase("the start of the year", "2026-01", .today),
        PhraseCase("end of the year", "2026-12", .today),
        PhraseCase("end of year", "2026-12", .today),
        PhraseCase("end of this year", "2026-12", .today),
        PhraseCase("end of next year", "2027-12", .today),
        PhraseCase("start of last year", "2025-01", .today),
        PhraseCase("beginning of next year", "2027-01", .today),
        PhraseCase("the end of last year", "2025-12", .today),
        PhraseCase("beginning of 2024", "2024-01", .absolute),
        PhraseCase("end of 2024", "2024-12", .absolute),
        PhraseCase("early 2024", "2024-01", .absolute),
        PhraseCase("late 2024", "2024-12", .absolute),
        PhraseCase("end of the month", "2026-11", .today),
        PhraseCase("end of next month", "2026-12", .today),
        PhraseCase("beginning of last month", "2026-10", .today),
        PhraseCase("end of march", "2025-03", .screen),
        PhraseCase("mid march", "2025-03", .screen),
        PhraseCase("end of q3", "2025-09", .screen),
        PhraseCase("start of q3 2024", "2024-07", .absolute),
        PhraseCase("end of the quarter", "2026-12", .today),
        PhraseCase("start of next quarter", "2027-01", .today),
        PhraseCase("end of the first half", "2025-06", .screen),
        PhraseCase("end of the year 2 years ago", "2024-12", .today),
    ])
    func boundariesPickTheFirstOrLastMonth(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("Q3", "2025-07", .screen),
        PhraseCase("q1", "2025-01", .screen),
        PhraseCase("q4", "2025-10", .screen),
        PhraseCase("q3 2024", "2024-07", .absolute),
        PhraseCase("Q3 2024", "2024-07", .absolute),
        PhraseCase("2024Q3", "2024-07", .absolute),
        PhraseCase("2024-Q3", "2024-07", .absolute),
        PhraseCase("2024 q3", "2024-07", .absolute),
        PhraseCase("Q3-2024", "2024-07", .absolute),
        PhraseCase("Q3 '24", "2024-07", .absolute),
        PhraseCase("3rd quarter", "2025-07", .screen),
        PhraseCase("the third quarter", "2025-07", .screen),
        PhraseCase("third quarter of 2024", "2024-07", .absolute),
        PhraseCase("the 4th quarter", "2025-10", .screen),
        PhraseCase("1st quarter 2024", "2024-01", .absolute),
        PhraseCase("this quarter", "2026-10", .today),
        PhraseCase("next quarter", "2027-01", .today),
        PhraseCase("last quarter", "2026-07", .today),
        PhraseCase("previous quarter", "2026-07", .today),
        PhraseCase("the quarter after next", "2027-04", .today),
        PhraseCase("q1 next year", "2027-01", .today),
        PhraseCase("q2 of last year", "2025-04", .today),
        PhraseCase("first half", "2025-01", .screen),
        PhraseCase("second half", "2025-07", .screen),
        PhraseCase("second half of 2024", "2024-07", .absolute),
        PhraseCase("h2 2024", "2024-07", .absolute),
        PhraseCase("H1", "2025-01", .screen),
        PhraseCase("2nd half of next year", "2027-07", .today),
    ])
    func quartersAndHalvesPickTheirFirstMonth(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("today", "2026-11", .today),
        PhraseCase("yesterday", "2026-11", .today),
        PhraseCase("tomorrow", "2026-11", .today),
        PhraseCase("the day after tomorrow", "2026-12", .today),
        PhraseCase("day after tomorrow", "2026-12", .today),
        PhraseCase("the day before yesterday", "2026-11", .today),
        PhraseCase("3 days ago", "2026-11", .today),
        PhraseCase("30 days ago", "2026-10", .today),
        PhraseCase("in 2 days", "2026-12", .today),
        PhraseCase("2 days from now", "2026-12", .today),
        PhraseCase("100 days from now", "2027-03", .today),
        PhraseCase("in 2 weeks", "2026-12", .today),
        PhraseCase("2 weeks ago", "2026-11", .today),
        PhraseCase("5 weeks ago", "2026-10", .today),
        PhraseCase("in a fortnight", "2026-12", .today),
        PhraseCase("a week ago", "2026-11", .today),
        PhraseCase("next week", "2026-12", .today),
        PhraseCase("last week", "2026-11", .today),
        PhraseCase("this week", "2026-11", .today),
        PhraseCase("the week after next", "2026-12", .today),
        PhraseCase("next friday", "2026-12", .today),
        PhraseCase("last friday", "2026-11", .today),
        PhraseCase("friday", "2026-12", .today),
        PhraseCase("fri.", "2026-12", .today),
        PhraseCase("monday", "2026-11", .today),
        PhraseCase("this saturday", "2026-12", .today),
        PhraseCase("last sunday", "2026-11", .today),
        PhraseCase("next monday", "2026-11", .today),
        PhraseCase("friday next week", "2026-12", .today),
        PhraseCase("the 15th", "2026-11", .today),
        PhraseCase("on the 15th", "2026-11", .today),
        PhraseCase("40 days ago", "2026-10", .today),
        PhraseCase("3 days before today", "2026-11", .today),
        PhraseCase("3 days after today", "2026-12", .today),
    ])
    func dayPhrasesSelectTheMonthOfTheDay(_ row: PhraseCase) { expectReading(row) }
}

@Suite struct PhraseRefusalTests {
    @Test(arguments: [
        RefusalCase("13", "\"13\": 13 is neither a month (1 to 12) nor a four-digit year"),
        RefusalCase("0", "\"0\": month 0 is not 1 to 12"),
        RefusalCase("00", "\"00\": month 00 is not 1 to 12"),
        RefusalCase("123", "\"123\": 123 is neither a month (1 to 12) nor a four-digit year"),
        RefusalCase("2024-13", "\"2024-13\": month 13 is not 1 to 12"),
        RefusalCase("2024-00", "\"2024-00\": month 00 is not 1 to 12"),
        RefusalCase("202413", "\"202413\": month 13 is not 1 to 12"),
        RefusalCase("0000", "\"0000\": year 0000 is not 1 to 9999"),
        RefusalCase("2024-02-30", "\"2024-02-30\": day 30 is not in that month"),
        RefusalCase("2023-02-29", "\"2023-02-29\": day 29 is not in that month"),
        RefusalCase("feb 30 2024", "\"feb 30 2024\": day 30 is not in that month"),
        RefusalCase(
            "32 months agoo", "unknown command \"32 months agoo\"; did you mean \"32 months ago\"?"),
        RefusalCase("nxt month", "unknown command \"nxt month\"; did you mean \"next month\"?"),
        RefusalCase("last decmber", "unknown command \"last decmber\"; did you mean \"last december\"?"),
        RefusalCase("next last month", "\"next last month\": \"next\" and \"last\" contradict each other; keep one"),
        RefusalCase("this next year", "\"this next year\": \"this\" and \"next\" contradict each other; keep one"),
        RefusalCase("march april", "\"march april\": \"march\" and \"april\" contradict each other; keep one"),
        RefusalCase(
            "2024 july 2025", "\"2024 july 2025\": \"2024\" and \"2025\" contradict each other; keep one"),
        RefusalCase(
            "next month 2024", "\"next month 2024\": \"next month\" and \"2024\" contradict each other; keep one"),
        RefusalCase(
            "in 3 months ago", "\"in 3 months ago\": \"in\" and \"ago\" contradict each other; keep one"),
        RefusalCase(
            "Monday, Feb 18", "\"Monday, Feb 18\": \"monday\" and \"2025-02-18\" contradict each other; keep one"),
        RefusalCase(
            "03/04/2024",
            "\"03/04/2024\": \"03/04/2024\" could be month/day or day/month; write it as YYYY-MM-DD"),
        RefusalCase("3/4", "\"3/4\": \"3/4\" could be month/day or day/month; write it as YYYY-MM-DD"),
        RefusalCase("q5", "\"q5\": quarter 5 is not 1 to 4"),
        RefusalCase("q0 2024", "\"q0 2024\": quarter 0 is not 1 to 4"),
        RefusalCase("5th quarter", "\"5th quarter\": quarter 5 is not 1 to 4"),
        RefusalCase("h3", "\"h3\": half 3 is not 1 or 2"),
        RefusalCase(
            "3 months", "\"3 months\": \"3 months\" ago or from now? Say \"3 months ago\" or \"in 3 months\""),
        RefusalCase(
            "a few months ago", "\"a few months ago\": \"a few\" is not definite; give a number or name the month"),
        RefusalCase(
            "several years ago", "\"several years ago\": \"several\" is not definite; give a number or name the month"),
        RefusalCase(
            "mid 2024", "\"mid 2024\": \"mid\" is not definite; give a number or name the month"),
        RefusalCase(
            "2 hours ago", "\"2 hours ago\": \"2 hours ago\" is finer than a day; name a day, month or year"),
        RefusalCase(
            "99999999999999999999 months ago",
            "\"99999999999999999999 months ago\": count 99999999999999999999 is not 1 to 999999"),
        RefusalCase(
            "123456789012345678901234567890",
            "\"123456789012345678901234567890\": 123456789012345678901234567890 is neither a month (1 to 12) nor a four-digit year"
        ),
        RefusalCase("999999 years from now", "\"999999 years from now\": year 1002025 is not 1 to 9999"),
        RefusalCase(
            "2024-07-15-01",
            "\"2024-07-15-01\": \"2024-07-15-01\" could be month/day or day/month; write it as YYYY-MM-DD"),
        RefusalCase(
            "next 3 months",
            "\"next 3 months\": \"next 3 months\" is a span of time, not one month; name the month to show"),
        RefusalCase("ago 3 months", "\"ago 3 months\": \"ago\" does not fit here"),
        RefusalCase("march foo", "unknown command \"march foo\"; type help for the commands"),
        RefusalCase("2024-07 xyzzy", "unknown command \"2024-07 xyzzy\"; type help for the commands"),
    ])
    func refusesWrongOrAmbiguousInput(_ row: RefusalCase) { expectRefusal(row) }

    @Test func numbersOfAnyLengthNeverTrap() {
        for length in [1, 5, 9, 10, 19, 20, 40, 400] {
            let digits = String(repeating: "9", count: length)
            for line in [
                digits, "\(digits) months ago", "in \(digits) years", "\(digits)-07", "07/\(digits)",
                "q\(digits)", "\(digits)년", "\(digits)개월 전", "\(digits)월", "\(digits)th", "'\(digits)", "+\(digits)y",
            ] {
                _ = try? parseLine(line)
            }
        }
    }
}

@Suite struct EverydayPhraseTests {
    @Test(arguments: [
        PhraseCase("right now", "2026-11", .today),
        PhraseCase("this time last year", "2025-11", .today),
        PhraseCase("same month last year", "2025-11", .today),
        PhraseCase("this month last year", "2025-11", .today),
        PhraseCase("last year this month", "2025-11", .today),
        PhraseCase("this month next year", "2027-11", .today),
        PhraseCase("2 months back", "2026-09", .today),
        PhraseCase("two weeks from today", "2026-12", .today),
        PhraseCase("in a couple of weeks", "2026-12", .today),
        PhraseCase("last month of the year", "2026-12", .today),
        PhraseCase("the last month of last year", "2025-12", .today),
        PhraseCase("first month of next year", "2027-01", .today),
        PhraseCase("the first day of next month", "2026-12", .today),
        PhraseCase("last day of the month", "2026-11", .today),
        PhraseCase("january next year", "2027-01", .today),
        PhraseCase("next january", "2027-01", .today),
        PhraseCase("jan 1st", "2025-01", .screen),
        PhraseCase("1st jan 2024", "2024-01", .absolute),
        PhraseCase("2024 jan 1", "2024-01", .absolute),
        PhraseCase("the end of june", "2025-06", .screen),
        PhraseCase("end of june 2024", "2024-06", .absolute),
        PhraseCase("june, 2024", "2024-06", .absolute),
        PhraseCase("jun-24", "2024-06", .absolute),
        PhraseCase("15-jun-24", "2024-06", .absolute),
        PhraseCase("6-2024", "2024-06", .absolute),
        PhraseCase("6.2024", "2024-06", .absolute),
        PhraseCase("2024 6", "2024-06", .absolute),
        PhraseCase("2024年7月", "2024-07", .absolute),
        PhraseCase("the 3rd of march", "2025-03", .screen),
        PhraseCase("the first quarter", "2025-01", .screen),
        PhraseCase("quarter 3", "2025-07", .screen),
        PhraseCase("Q3 of next year", "2027-07", .today),
        PhraseCase("the second quarter of last year", "2025-04", .today),
        PhraseCase("2nd qtr 2024", "2024-04", .absolute),
        PhraseCase("q1 '25", "2025-01", .absolute),
        PhraseCase("4 months ago today", "2026-07", .today),
        PhraseCase("a month from today", "2026-12", .today),
        PhraseCase("one year ago today", "2025-11", .today),  // names a day: its month
        PhraseCase("100 years ago", "1926", .today),
        PhraseCase("the next month", "2026-12", .today),
        PhraseCase("the previous year", "2025", .today),
        PhraseCase("3 months before now", "2026-08", .today),
        PhraseCase("3 months prior", "2026-08", .today),
        PhraseCase("three months earlier", "2026-08", .today),
        PhraseCase("upcoming month", "2026-12", .today),
        PhraseCase("this coming march", "2027-03", .today),
        PhraseCase("this past march", "2026-03", .today),
        PhraseCase("last march", "2026-03", .today),
        PhraseCase("march of this year", "2026-03", .today),
        PhraseCase("early march", "2025-03", .screen),
        PhraseCase("late march", "2025-03", .screen),
        PhraseCase("end of the previous month", "2026-10", .today),
        PhraseCase("the beginning of the quarter", "2026-10", .today),
        PhraseCase("this weekend", "2026-12", .today),
        PhraseCase("next week friday", "2026-12", .today),
        PhraseCase("3months ago", "2026-08", .today),
        PhraseCase("3 month ago", "2026-08", .today),
        PhraseCase("one year, two months ago", "2025-09", .today),
        PhraseCase("2 years and 3 months from now", "2029-02", .today),
        PhraseCase("in 2 years and 3 months", "2029-02", .today),
        PhraseCase("2026-11-29", "2026-11", .absolute),
        PhraseCase("12/25", "2025-12", .screen),
    ])
    func everydayEnglish(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        PhraseCase("작년 이맘때", "2025-11", .today),
        PhraseCase("내년 이맘때", "2027-11", .today),
        PhraseCase("이맘때", "2026-11", .today),
        PhraseCase("다음달 초", "2026-12", .today),
        PhraseCase("2024년 7월달", "2024-07", .absolute),
        PhraseCase("2024년도 7월", "2024-07", .absolute),
        PhraseCase("7월 달", "2025-07", .screen),
        PhraseCase("칠월", "2025-07", .screen),
        PhraseCase("다음 주 화요일", "2026-12", .today),
        PhraseCase("담주", "2026-12", .today),
        PhraseCase("저번주", "2026-11", .today),
        PhraseCase("어저께", "2026-11", .today),
        PhraseCase("낼모레", "2026-12", .today),
        PhraseCase("3주일 전", "2026-11", .today),
        PhraseCase("한 주 전", "2026-11", .today),
        PhraseCase("두 주 후", "2026-12", .today),
        PhraseCase("이십 일 후", "2026-12", .today),
        PhraseCase("스무 날 후", "2026-12", .today),
        PhraseCase("3개월전으로", "2026-08", .today),
        PhraseCase("6개월 뒤에", "2027-05", .today),
        PhraseCase("1년전", "2025", .today),
        PhraseCase("1년 후에", "2027", .today),
        PhraseCase("일년반 전", "2025-05", .today),
        PhraseCase("2년 3개월 후", "2029-02", .today),
        PhraseCase("24년 하반기", "2024-07", .absolute),
        PhraseCase("2024 3분기", "2024-07", .absolute),
        PhraseCase("2024 3월", "2024-03", .absolute),
        PhraseCase("24년7월", "2024-07", .absolute),
        PhraseCase("삼분기", "2025-07", .screen),
        PhraseCase("일사분기", "2025-01", .screen),
        PhraseCase("4/4분기", "2025-10", .screen),
        PhraseCase("11월 29일", "2025-11", .screen),
        PhraseCase("이번 주말", "2026-12", .today),
        PhraseCase("2024年7月15日", "2024-07", .absolute),
    ])
    func everydayKorean(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        RefusalCase(
            "last 2 months",
            "\"last 2 months\": \"last 2 months\" is a span of time, not one month; name the month to show"),
        RefusalCase("in a few days", "\"in a few days\": \"a few\" is not definite; give a number or name the month"),
        RefusalCase("month ago", "\"month ago\": \"ago\" does not fit here"),
    ])
    func refusesRangesAndVagueCounts(_ row: RefusalCase) { expectRefusal(row) }
}
