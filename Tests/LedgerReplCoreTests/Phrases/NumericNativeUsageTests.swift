import Testing

@testable import LedgerReplCore

// Numeric forms of the second round, written by hand from ISO 8601 and the date formats people paste
// ("native usage") (today Sunday 2026-11-29, 2025 on screen). Decisions these tables pin down:
// - A timestamp names its day: a whole date (year, month and day all written) followed by a clock
//   time, as ISO 8601 (`2024-07-15T10:00:00+09:00`, `20240715T1000Z`), logs (`2024/07/15 22:05`) and
//   people (`Jul 15, 2024 10:00`, `2024년 7월 15일 10:00`) write it. The time is checked (hours to 23,
//   minutes to 59) and set aside; an offset from UTC is not applied, the date is taken as written.
//   A time with anything less than a whole date (`july 15 10:00`, `yesterday at 11:30`, `10:30`) and a
//   time in words (`오후 3시`, `3pm`) are times of day, and refused.
// - `2024-197` is an ISO 8601 ordinal date, the 197th day of 2024; seven digits run together
//   (`2024197`) are refused, since they are as likely a mistyped date.
// - Two-digit years stand only where nothing else can: `7/15/24` (15 is no month), never `15.7.24`
//   (2015-07-24 or 15 July 2024).

/// Numeric forms read by rule, written by hand.
@Suite struct NumericNativeUsageTests {
    @Test(arguments: [
        // Year and month, in any order and separator
        PhraseCase("7-2024", "2024-07", .absolute),
        PhraseCase("2024.07", "2024-07", .absolute),
        PhraseCase("07.2024", "2024-07", .absolute),
        // Whole dates
        PhraseCase("2024-7-5", "2024-07", .absolute),
        // Timestamps: a date with a time names its day; the time is set aside
        PhraseCase("2024-07-15T10:00", "2024-07", .absolute),
        // Dates as programs print them: RFC 2822 with a zone name, `date` with the year after the time
        PhraseCase("Mon, 15 Jul 2024 10:00:00 GMT", "2024-07", .absolute),
        PhraseCase("Tue Dec  1 11:39:44 UTC 2026", "2026-12", .absolute),
        PhraseCase("Mon Jul 15 10:00:00 2024", "2024-07", .absolute),
        PhraseCase("Mon Jul 15 10:00:00 +0900 2024", "2024-07", .absolute),
        PhraseCase("2024-07-15 10:00:00 +09:00 KST", "2024-07", .absolute),
        PhraseCase("2024-07-15T10:00:00", "2024-07", .absolute),
        PhraseCase("2024-07-15T10:00:00Z", "2024-07", .absolute),
        PhraseCase("2024-07-15T10:00:00+09:00", "2024-07", .absolute),
        PhraseCase("2024-07-31T23:59:59-05:00", "2024-07", .absolute),
        PhraseCase("2024-07-15 10:00 pm", "2024-07", .absolute),
        PhraseCase("2024/07/15 22:05", "2024-07", .absolute),
        PhraseCase("15.07.2024 10:00", "2024-07", .absolute),
        PhraseCase("jul 15, 2024 10:00", "2024-07", .absolute),
        PhraseCase("2024년 7월 15일 10:00", "2024-07", .absolute),
        PhraseCase("2024-07-15T10:00:00.123Z", "2024-07", .absolute),
        PhraseCase("2024-07-15 10:00", "2024-07", .absolute),
        PhraseCase("2024-07-15 10:00:00", "2024-07", .absolute),
        PhraseCase("20240715T100000", "2024-07", .absolute),
        PhraseCase("20240715T1000Z", "2024-07", .absolute),
        // ISO 8601 weeks and ordinal dates
        PhraseCase("2024-W27-1", "2024-07", .absolute),
        PhraseCase("2024W271", "2024-07", .absolute),
        PhraseCase("2024-197", "2024-07", .absolute),
        PhraseCase("2024-001", "2024-01", .absolute),
        PhraseCase("2024-366", "2024-12", .absolute),
        PhraseCase("2024-060", "2024-02", .absolute),
        PhraseCase("2023-060", "2023-03", .absolute),
        // Day and month orders, refused when both read
        PhraseCase("7/15/24", "2024-07", .absolute),
        // A timestamp typed in lower case
        PhraseCase("2024-07-15t10:00", "2024-07", .absolute),
        // Spaced
        PhraseCase("2024 07", "2024-07", .absolute),
        PhraseCase("2024 7", "2024-07", .absolute),
        PhraseCase("7 2024", "2024-07", .absolute),
        PhraseCase("2024 07 15", "2024-07", .absolute),
        PhraseCase("07 2024", "2024-07", .absolute),
        // ISO 8601 basic ordinal dates: year and day of the year, no hyphen
        PhraseCase("2024197", "2024-07", .absolute),
        PhraseCase("2014026", "2014-01", .absolute),
    ])
    func readsTheForm(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        // ISO 8601 weeks and ordinal dates
        RefusalCase("2024-000", "\"2024-000\": 2024 has 366 days, so no day 000"),
        RefusalCase("2024-367", "\"2024-367\": 2024 has 366 days, so no day 367"),
        RefusalCase("2023-366", "\"2023-366\": 2023 has 365 days, so no day 366"),
        // Day and month orders, refused when both read
        RefusalCase(
            "03/04/2024", "\"03/04/2024\": \"03/04/2024\" could be month/day or day/month; write it as YYYY-MM-DD"),
        // Times that do not exist, and times with less than a whole date
        RefusalCase("2024-07-15T25:00", "\"2024-07-15T25:00\": \"t25:00\" does not fit here"),
        RefusalCase("2024-07-15T10:60", "\"2024-07-15T10:60\": \"t10:60\" does not fit here"),
        RefusalCase("july 15 10:00", "\"july 15 10:00\": \"10:00\" is finer than a day; name a day, month or year"),
        RefusalCase(
            "jul 15 10:00 gmt", "\"jul 15 10:00 gmt\": \"10:00\" is finer than a day; name a day, month or year"),
        RefusalCase("utc", "\"utc\" does not fit here"),
        RefusalCase(
            "yesterday at 11:30", "\"yesterday at 11:30\": \"11:30\" is finer than a day; name a day, month or year"),
        RefusalCase("2024-07 10:00", "\"2024-07 10:00\": \"10:00\" is finer than a day; name a day, month or year"),
        // Seven digits that are no ordinal date, and two-digit years that read two ways
        RefusalCase("2023366", "\"2023366\": 2023 has 365 days, so no day 366"),
        RefusalCase("15.7.24", "\"15.7.24\": \"15.7.24\" could be month/day or day/month; write it as YYYY-MM-DD"),
    ])
    func refusesWhatNamesNoSingleMonth(_ row: RefusalCase) { expectRefusal(row) }
}
