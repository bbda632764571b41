import Testing

@testable import LedgerReplCore

// English families of the second round, each row written by hand ("native usage") (today Sunday
// 2026-11-29, 2025 on screen). Decisions these tables pin down:
// - A hyphen between words is a space (`next-month`, `mid-next-month`, `3-months-ago`); `2019-Mar-04`
//   keeps its hyphens as separators.
// - `this time` and `same time` are today's place in the period the rest names: `this time next year`
//   is today's month next year, `same time next week` the day a week from today.
// - `in two months' time`, `in a week's time`: the time is the span itself.
// - The start, middle and end of a week are its Monday, Wednesday and Saturday (`end of next week`).
// - `a week today` is a week from today; `friday 2 weeks ago` that Friday of the week counted to; a count
//   `from`, `after` or `before` a named day counts from it (`two weeks from next friday`).
// - `mtd`, `qtd`, `ytd` are today's month, quarter and year.
// - `the last quarter of 2024` is its fourth quarter, which starts in October as `q4 2024` does.
// - `go back a month`, `forward 2 months` move the screen, which is what the arrows do (`<`, `>`): as
//   phrases, which count from today, they would be wrong whenever another month is shown, so they are
//   refused.
// - `new year's day` and `new year's eve` are fixed days of the year on screen; `new year` alone could be
//   January or next year and is refused.
// - A unit before or after nothing (`the year before`, `the day after`) needs a day to count from and is
//   refused, as are plural units without a count (`months ago`) and `fortnight from now`.
// - Repeating times (`every month`, `monthly`) are refused as not one definite month, and spans as spans:
//   the last or next few (`last 3 months`, `next two weeks`), one date to another (`march to may`,
//   `between march and may`, `jan-mar`), also with both ends in one month (`july 4 to 10`, `jul 24-25`;
//   never `july 4 to 10` as July 2010). One end alone names its month (`until next month`). Typos are refused with the word meant (`febuary` → `february`).

/// English families read by rule, written by hand.
@Suite struct EnglishNativeUsageTests {
    @Test(arguments: [
        // Coming and past, stressed by this
        PhraseCase("this coming month", "2026-12", .today),
        PhraseCase("the coming year", "2027", .today),
        // Counts from today and from tomorrow
        PhraseCase("one month from now", "2026-12", .today),
        PhraseCase("1 month from now", "2026-12", .today),
        // Parts of a month, and hyphenated words
        PhraseCase("mid-next-month", "2026-12", .today),
        PhraseCase("mid next month", "2026-12", .today),
        PhraseCase("middle of next month", "2026-12", .today),
        PhraseCase("end of this month", "2026-11", .today),
        PhraseCase("month-end", "2026-11", .today),
        PhraseCase("beginning of next month", "2026-12", .today),
        PhraseCase("early next month", "2026-12", .today),
        PhraseCase("end of next week", "2026-12", .today),
        PhraseCase("the end of the week", "2026-12", .today),
        PhraseCase("start of next week", "2026-12", .today),
        PhraseCase("beginning of this week", "2026-11", .today),
        PhraseCase("mid next week", "2026-12", .today),
        PhraseCase("early next week", "2026-12", .today),
        PhraseCase("late last week", "2026-11", .today),
        PhraseCase("late last month", "2026-10", .today),
        // Days of a month
        PhraseCase("the 1st of next month", "2026-12", .today),
        PhraseCase("first of the month", "2026-11", .today),
        PhraseCase("15th next month", "2026-12", .today),
        // Weeks of a month, and weeks from today
        PhraseCase("first week of july", "2025-07", .screen),
        PhraseCase("the first week of july", "2025-07", .screen),
        PhraseCase("second week of march", "2025-03", .screen),
        PhraseCase("last week of july", "2025-07", .screen),
        PhraseCase("the last week of the month", "2026-11", .today),
        PhraseCase("week after next", "2026-12", .today),
        // Fortnights and decades
        PhraseCase("two decades ago", "2006", .today),
        // This time, same time: today's place in another period
        PhraseCase("same time last year", "2025-11", .today),
        PhraseCase("same time next year", "2027-11", .today),
        PhraseCase("same time next week", "2026-12", .today),
        PhraseCase("this time tomorrow", "2026-11", .today),
        PhraseCase("this time last week", "2026-11", .today),
        PhraseCase("this time next month", "2026-12", .today),
        PhraseCase("this time last month", "2026-10", .today),
        PhraseCase("the same month last year", "2025-11", .today),
        // Counts in words up to a hundred
        PhraseCase("ninety-nine days ago", "2026-08", .today),
        PhraseCase("ninety nine days ago", "2026-08", .today),
        PhraseCase("forty-two months ago", "2023-05", .today),
        PhraseCase("twenty-one days from now", "2026-12", .today),
        PhraseCase("hundred days ago", "2026-08", .today),
        PhraseCase("seventy-five days from now", "2027-02", .today),
        PhraseCase("eleven months ago", "2025-12", .today),
        // Hyphens between words and counts
        PhraseCase("next-month", "2026-12", .today),
        PhraseCase("last-month", "2026-10", .today),
        PhraseCase("3-months-ago", "2026-08", .today),
        PhraseCase("2-years-ago", "2024", .today),
        PhraseCase("10-days-from-now", "2026-12", .today),
        PhraseCase("last-week", "2026-11", .today),
        PhraseCase("the-day-after-tomorrow", "2026-12", .today),
        PhraseCase("3-months ago", "2026-08", .today),
        PhraseCase("2-weeks-ago", "2026-11", .today),
        PhraseCase("next-year", "2027", .today),
        // Abbreviations with dots, two-digit years
        PhraseCase("oct.", "2025-10", .screen),
        PhraseCase("sept. 2024", "2024-09", .absolute),
        PhraseCase("oct. 2024", "2024-10", .absolute),
        PhraseCase("jan. 2024", "2024-01", .absolute),
        PhraseCase("aug.", "2025-08", .screen),
        PhraseCase("'24", "2024", .absolute),
        PhraseCase("jan '24", "2024-01", .absolute),
        PhraseCase("jan'24", "2024-01", .absolute),
        PhraseCase("jan-24", "2024-01", .absolute),
        // Counts of months, time and possessives
        PhraseCase("in a month's time", "2026-12", .today),
        PhraseCase("in two months' time", "2027-01", .today),
        PhraseCase("in three weeks' time", "2026-12", .today),
        PhraseCase("in a week's time", "2026-12", .today),
        PhraseCase("a month earlier", "2026-10", .today),
        PhraseCase("six months from now", "2027-05", .today),
        PhraseCase("ninety days from now", "2027-02", .today),
        // Weekdays
        PhraseCase("this friday", "2026-12", .today),
        PhraseCase("monday next week", "2026-12", .today),
        PhraseCase("friday last week", "2026-11", .today),
        PhraseCase("this past friday", "2026-11", .today),
        PhraseCase("on friday", "2026-12", .today),
        PhraseCase("day before yesterday", "2026-11", .today),
        // Month names with years and days in any order
        PhraseCase("jan 2024", "2024-01", .absolute),
        PhraseCase("january 2024", "2024-01", .absolute),
        PhraseCase("january of 2024", "2024-01", .absolute),
        PhraseCase("january, 2024", "2024-01", .absolute),
        PhraseCase("2024 january", "2024-01", .absolute),
        PhraseCase("2024 jan", "2024-01", .absolute),
        PhraseCase("january the 15th", "2025-01", .screen),
        PhraseCase("15th of january", "2025-01", .screen),
        PhraseCase("the 15th of january 2024", "2024-01", .absolute),
        PhraseCase("january 15, 2024", "2024-01", .absolute),
        PhraseCase("jan 15 2024", "2024-01", .absolute),
        PhraseCase("15 jan 2024", "2024-01", .absolute),
        PhraseCase("15-jan-2024", "2024-01", .absolute),
        PhraseCase("jan 15th", "2025-01", .screen),
        // Years
        PhraseCase("the prior year", "2025", .today),
        PhraseCase("prev month", "2026-10", .today),
        // Quarters and halves
        PhraseCase("q1 2024", "2024-01", .absolute),
        PhraseCase("2024 q1", "2024-01", .absolute),
        PhraseCase("2024-q1", "2024-01", .absolute),
        PhraseCase("q1-2024", "2024-01", .absolute),
        PhraseCase("first quarter", "2025-01", .screen),
        PhraseCase("1st quarter", "2025-01", .screen),
        PhraseCase("h1", "2025-01", .screen),
        PhraseCase("in 2024", "2024", .absolute),
        PhraseCase("the year 2024", "2024", .absolute),
        PhraseCase("year 2024", "2024", .absolute),
        // Weeks and days counted
        PhraseCase("monday, july 15, 2024", "2024-07", .absolute),
        PhraseCase("three weeks from now", "2026-12", .today),
        PhraseCase("two weeks ago", "2026-11", .today),
        PhraseCase("45 days from now", "2027-01", .today),
        PhraseCase("in 90 days", "2027-02", .today),
        PhraseCase("90 days later", "2027-02", .today),
        // Parts of a year
        PhraseCase("the end of the year", "2026-12", .today),
        PhraseCase("eoy", "2026-12", .today),
        PhraseCase("end of last year", "2025-12", .today),
        PhraseCase("start of the month", "2026-11", .today),
        // Now and today
        PhraseCase("the current month", "2026-11", .today),
        PhraseCase("the present month", "2026-11", .today),
        PhraseCase("next mth", "2026-12", .today),
        PhraseCase("last mth", "2026-10", .today),
        // Parts of a named month
        PhraseCase("the end of march", "2025-03", .screen),
        PhraseCase("march 2024", "2024-03", .absolute),
        PhraseCase("march '24", "2024-03", .absolute),
        PhraseCase("in march", "2025-03", .screen),
        PhraseCase("in march 2024", "2024-03", .absolute),
        PhraseCase("during march", "2025-03", .screen),
        PhraseCase("for march", "2025-03", .screen),
        PhraseCase("the month of march", "2025-03", .screen),
        // Months counted
        PhraseCase("in three months", "2027-02", .today),
        PhraseCase("3 months back", "2026-08", .today),
        PhraseCase("six weeks from now", "2027-01", .today),
        PhraseCase("one and a half years ago", "2025-05", .today),
        // Vague counts and approximations
        PhraseCase("some time next month", "2026-12", .today),
        // Holidays on a fixed day; moving holidays refused
        PhraseCase("christmas eve", "2025-12", .screen),
        PhraseCase("new year's day", "2025-01", .screen),
        PhraseCase("new year's eve", "2025-12", .screen),
        PhraseCase("new years eve", "2025-12", .screen),
        PhraseCase("new years day", "2025-01", .screen),
        PhraseCase("the fourth of july", "2025-07", .screen),
        // Spans: the last or next few, from one date to another
        PhraseCase("to march", "2025-03", .screen),
        PhraseCase("until next month", "2026-12", .today),
        // A week today, a fortnight today
        PhraseCase("a week today", "2026-12", .today),
        PhraseCase("a fortnight today", "2026-12", .today),
        // A weekday in a week counted from today
        PhraseCase("friday 2 weeks ago", "2026-11", .today),
        PhraseCase("2 weeks ago friday", "2026-11", .today),
        PhraseCase("monday in 3 weeks", "2026-12", .today),
        // Month, quarter and year to date: that period, today's
        PhraseCase("mtd", "2026-11", .today),
        PhraseCase("ytd", "2026", .today),
        PhraseCase("qtd", "2026-10", .today),
        // Ordinal days in words past the twentieth
        PhraseCase("the twenty-first", "2026-11", .today),
        PhraseCase("march twenty first", "2025-03", .screen),
        PhraseCase("thirty-first of december", "2025-12", .screen),
        PhraseCase("december thirty-first", "2025-12", .screen),
        PhraseCase("the twenty-second of next month", "2026-12", .today),
        // Approximately
        PhraseCase("towards the end of the month", "2026-11", .today),
        PhraseCase("about a month ago", "2026-10", .today),
        // Counted from a day named with next or last
        PhraseCase("two weeks from next friday", "2026-12", .today),
        PhraseCase("3 days after next friday", "2026-12", .today),
        PhraseCase("3 months from july 4", "2025-10", .screen),
        // The last quarter or half of a year: the fourth quarter, the second half
        PhraseCase("the last quarter of 2024", "2024-10", .absolute),
        PhraseCase("the last quarter of the year", "2026-10", .today),
        PhraseCase("the last half of 2024", "2024-07", .absolute),
        PhraseCase("the final month of the year", "2026-12", .today),
        // Holidays on a fixed day
        PhraseCase("boxing day", "2025-12", .screen),
        PhraseCase("christmas last year", "2025-12", .today),
        PhraseCase("halloween 2023", "2023-10", .absolute),
    ])
    func readsAsASpeakerMeansIt(_ row: PhraseCase) { expectReading(row) }

    @Test(arguments: [
        // Fortnights and decades
        RefusalCase("fortnight from now", "\"fortnight from now\": \"from\" does not fit here"),
        // A unit before or after nothing: refused, since it needs a day to count from
        RefusalCase("the year before", "\"the year before\": \"year\" does not fit here"),
        RefusalCase("the month before", "\"the month before\": \"month\" does not fit here"),
        // Fiscal years: refused
        RefusalCase("fy", "\"fy\": \"fy\" is not definite; give a number or name the month"),
        RefusalCase("fy2024", "\"fy2024\": \"fy\" is not definite; give a number or name the month"),
        RefusalCase("fy 2024", "\"fy 2024\": \"fy\" is not definite; give a number or name the month"),
        RefusalCase("fy24", "\"fy24\": \"fy\" is not definite; give a number or name the month"),
        // Typos: refused with the word meant
        RefusalCase("nex month", "unknown command \"nex month\"; did you mean \"next month\"?"),
        RefusalCase("last moth", "unknown command \"last moth\"; did you mean \"last month\"?"),
        RefusalCase("febuary", "unknown command \"febuary\"; did you mean \"february\"?"),
        RefusalCase("janurary", "unknown command \"janurary\"; did you mean \"january\"?"),
        RefusalCase("tommorow", "unknown command \"tommorow\"; did you mean \"tomorrow\"?"),
        RefusalCase("yesturday", "unknown command \"yesturday\"; did you mean \"yesterday\"?"),
        RefusalCase("wendsday", "unknown command \"wendsday\"; did you mean \"wednesday\"?"),
        // Vague counts and approximations
        RefusalCase(
            "a few months ago", "\"a few months ago\": \"a few\" is not definite; give a number or name the month"),
        RefusalCase(
            "several weeks ago", "\"several weeks ago\": \"several\" is not definite; give a number or name the month"),
        RefusalCase(
            "some time ago", "\"some time ago\": \"some time\" is not definite; give a number or name the month"),
        RefusalCase(
            "some months ago", "\"some months ago\": \"some\" is not definite; give a number or name the month"),
        RefusalCase("next summer", "\"next summer\": \"next summer\" is not definite; give a number or name the month"),
        RefusalCase("last winter", "\"last winter\": \"last winter\" is not definite; give a number or name the month"),
        // Holidays on a fixed day; moving holidays refused
        RefusalCase("new year", "\"new year\": \"new year\" is not definite; give a number or name the month"),
        RefusalCase("independence day", "unknown command \"independence day\"; type help for the commands"),
        RefusalCase(
            "thanksgiving", "\"thanksgiving\": \"thanksgiving\" is not definite; give a number or name the month"),
        // Times of day and ranges: refused
        RefusalCase("at 3pm", "\"at 3pm\": \"3pm\" is finer than a day; name a day, month or year"),
        RefusalCase(
            "tomorrow at noon", "\"tomorrow at noon\": \"noon\" is finer than a day; name a day, month or year"),
        RefusalCase(
            "3pm tomorrow", "\"3pm tomorrow\": \"3pm\" is finer than a day; name a day, month or year"),
        RefusalCase(
            "last 3 months",
            "\"last 3 months\": \"last 3 months\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "past 3 months",
            "\"past 3 months\": \"past 3 months\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "the last 30 days",
            "\"the last 30 days\": \"last 30 days\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "from january to march",
            "\"from january to march\": \"from january to march\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase("jan-mar", "\"jan-mar\": \"jan-mar\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "jan to mar 2024",
            "\"jan to mar 2024\": \"jan to mar 2024\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "between march and may",
            "\"between march and may\": \"between march and may\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase("every month", "\"every month\": \"every\" is not definite; give a number or name the month"),
        RefusalCase("monthly", "\"monthly\": \"monthly\" is not definite; give a number or name the month"),
        // Spans: the last or next few, from one date to another
        RefusalCase(
            "next two weeks",
            "\"next two weeks\": \"next two weeks\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "the next 3 months",
            "\"the next 3 months\": \"next 3 months\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "last 10 days",
            "\"last 10 days\": \"last 10 days\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "march to may",
            "\"march to may\": \"march to may\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "from march until may",
            "\"from march until may\": \"from march until may\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase(
            "march through may 2024",
            "\"march through may 2024\": \"march through may 2024\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase(
            "jan 2024 - mar 2024",
            "\"jan 2024 - mar 2024\": \"jan 2024 - mar 2024\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "jul 24 - aug 2",
            "\"jul 24 - aug 2\": \"jul 24 - aug 2\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "july 2024 to august 2024",
            "\"july 2024 to august 2024\": \"july 2024 to august 2024\" is a span of time, not one month; name the month to show"
        ),
        // Moves on the screen are the arrows' work: refused as phrases
        RefusalCase("go back a month", "\"go back a month\": \"back\" does not fit here"),
        RefusalCase("forward 2 months", "\"forward 2 months\": \"forward\" does not fit here"),
        // Spans with both ends in one month: still spans, refused
        RefusalCase(
            "july 4 to july 10",
            "\"july 4 to july 10\": \"july 4 to july 10\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "from july 4 until july 10",
            "\"from july 4 until july 10\": \"from july 4 until july 10\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase(
            "between july 4 and july 10",
            "\"between july 4 and july 10\": \"between july 4 and july 10\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase(
            "july 4 - 10", "\"july 4 - 10\": \"july 4 - 10\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "july 4-10", "\"july 4-10\": \"july 4-10\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "july 4 to 10",
            "\"july 4 to 10\": \"july 4 to 10\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "jul 24-25", "\"jul 24-25\": \"jul 24-25\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "2024-07-04 to 2024-07-10",
            "\"2024-07-04 to 2024-07-10\": \"2024-07-04 to 2024-07-10\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase(
            "2024-07-04 - 2024-07-10",
            "\"2024-07-04 - 2024-07-10\": \"2024-07-04 - 2024-07-10\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase(
            "the 3rd to the 10th of next month",
            "\"the 3rd to the 10th of next month\": \"the 3rd to the 10th of next month\" is a span of time, not one month; name the month to show"
        ),
        RefusalCase(
            "jul 24 - aug 2",
            "\"jul 24 - aug 2\": \"jul 24 - aug 2\" is a span of time, not one month; name the month to show"),
        RefusalCase(
            "july 2024 to august 2024",
            "\"july 2024 to august 2024\": \"july 2024 to august 2024\" is a span of time, not one month; name the month to show"
        ),
    ])
    func refusesWhatNamesNoSingleMonth(_ row: RefusalCase) { expectRefusal(row) }
}
