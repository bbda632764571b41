import LedgerJournalCore

/// Why a command was refused. The state is unchanged after any of these.
///
/// Errors are data: the message is rendered in one place (`Messages`), in the session's language. The
/// three cases with the largest payloads are `indirect`, so that every line's outcome, which carries an
/// optional error, stays small.
public enum PickerError: Error, Hashable, Sendable {
    /// The input is not a command or a phrase; `suggestion` is the nearest accepted spelling.
    indirect case unknownInput(String, suggestion: String?)
    /// The input is a known form with something wrong inside it, said by `reason`.
    indirect case invalidInput(String, reason: InvalidReason)
    /// The month lies before the first selectable month.
    case monthBeforeFirst(YearMonth, first: YearMonth)
    /// The month lies after the last selectable month.
    case monthAfterLast(YearMonth, last: YearMonth)
    /// No month of the year is selectable: it lies before the first one.
    case yearBeforeFirst(Int, first: YearMonth)
    /// No month of the year is selectable: it lies after the last one.
    case yearAfterLast(Int, last: YearMonth)
    /// The step leaves the calendar, 0001-01...9999-12.
    case outOfCalendar(String)
    /// A focus move or `enter` (the command word) while the popover is closed.
    case needsOpenPopover(CommandWord)
    /// `undo` with nothing left to undo.
    case nothingToUndo
    /// A journal command (its word) or a question (`nil`) without a journal loaded.
    case needsJournal(CommandWord?)
    /// A question or listing whose subject names no account or payee in the journal; `nearest` are the
    /// account names nearest to it.
    case noAccountMatches(String, nearest: [String])
    /// The journal was read again and has errors; the last good one stays. Carries the first problem.
    indirect case journalNotReloaded(JournalError)
    /// A sentence that made no entry, or an entry that was not written (or not taken back).
    indirect case recording(RecordingError)
}

/// What is wrong inside an input of a known form.
public enum InvalidReason: Error, Hashable, Sendable {
    /// A month number outside 1...12 (`13`, `2024-13`).
    case monthOutOfRange(Said)
    /// A year outside 1...9999.
    case yearOutOfRange(Said)
    /// A day that does not exist in its month (`2024-02-30`).
    case dayOutOfRange(Said)
    /// A count too large to mean anything (`99999999999 months ago`), or an arrow count of 0.
    case countOutOfRange(Said)
    /// A number that could be read more than one way (`13`: not a month, too short for a year).
    case ambiguousNumber(Said)
    /// Words left over after a command (`open now please`).
    case trailingInput(Said)
    /// A line without what it needs: an empty command, `explain` without a phrase.
    case missingArgument(MissingArgument)
    /// Two parts of a phrase that cannot both hold (`next last month`, `march april`, `2024 july 2025`).
    case contradictory(Said, Said)
    /// A numeric date whose order cannot be told (`03/04/2024`: 3 April or 4 March?).
    case ambiguousDate(Said)
    /// A quarter outside 1...4 (`q5`).
    case quarterOutOfRange(Said)
    /// A half year outside 1...2 (`h3`).
    case halfOutOfRange(Said)
    /// A count of time without saying which way (`3 months`: ago, or from now?).
    case missingDirection(Said)
    /// A word that names no definite number or month (`a few months ago`, `mid 2024`).
    case vague(Said)
    /// A span finer than a day (`2 hours ago`): a month picker cannot tell which day it lands on.
    case finerThanADay(Said)
    /// A known word in a place where it means nothing (`ago 3 months`, `next 3 months`).
    case unexpected(Said)
    /// A year of one or three digits with a Korean year marker (`5년`): a count, or year 5?
    case shortYear(Said)
    /// A span of several months or days rather than one (`last 3 months`, `3월부터 5월까지`, `3년 안에`):
    /// a month picker shows one month, so the input should name it.
    case span(Said)
    /// A day the month named does not have (`fifth sunday of february 2026`, `다음 달 다섯째 월요일`).
    case notInMonth(Said, YearMonth)
    /// An ISO week number the year does not have (`2024-W53`: 2024 has 52 weeks).
    case noSuchWeek(year: Int, week: Int, weeks: Int)
    /// A day of the year the year does not have (`2014-366`: 2014 has 365 days); the text is the day.
    case noSuchDayOfYear(Said, year: Int, days: Int)
    /// Words after a month name that read as a day and a year or as one year (`may twenty one nineteen`:
    /// the 21st of a year nineteen, or the year 2119?).
    case dayOrYearInWords(Said)
    /// Words after `explain` that are no date phrase (`explain open`, `설명 열기`).
    case notAPhrase(Said)
    /// A question counted by whole months (a budget, a monthly average, a trend) about a period that
    /// is not whole months (`이번 주 예산`, `average monthly spending last week`): the text is the period.
    case needsWholeMonths(Said)
    /// A question weighed against an amount (`식비 50만원 넘었어?`, `did we spend more than 1000`), which no
    /// question kind answers yet: the amount as typed, never read as a year or a day.
    case amountThreshold(Said)
    /// A follow-up that leans on the question before (`교통비는요?`, `what about transport?`), which a
    /// line read on its own cannot answer: the text as typed, and the whole question to type instead.
    case followUp(Said, suggestion: String)
    /// A budget asked of a payee with accounts (`스타벅스랑 식비 예산`): budgets are kept by account, and a
    /// payee has none. The payee as typed, and the accounts' words to ask about instead.
    case payeeHasNoBudget(Said, accounts: [String])
    /// A share of one subject within another (`식비 중에 교통비 비율`) where neither holds the other's
    /// accounts: the two as typed, the part first.
    case notAPart(Said, of: Said)
    /// One subject left out of another (`교통비 빼고 식비`, `food except transport`) where the first is
    /// no part of the second: the two as typed, the part first.
    case notWithin(Said, of: Said)
    /// A question's run that starts after today (`12월 15일부터 지출` on 2 December, `since 2027`): nothing
    /// of it has happened, and it is never answered for its first day or month alone. The start as typed.
    case notStarted(Said)
    /// A question kept to weekends or weekdays (`평일에 제일 많이 쓴 날`, `weekday budget`) that names no
    /// period, or asks what those days do not narrow (a ranking, a budget): the word as typed, with
    /// advice to name a period and ask a total, a count or an average per day.
    case daysOfWeekOnly(Said)
}

/// What a line lacks, worded in each language by `Messages`.
public enum MissingArgument: Hashable, Sendable {
    /// Nothing was typed: a command is needed.
    case command
    /// `explain` without the phrase to explain.
    case phraseToExplain
}

extension InvalidReason {
    /// The piece of the line this reason is about, `nil` for a reason about something missing or a
    /// number the line does not hold as such (`noSuchWeek`).
    public var said: Said? {
        switch self {
        case .monthOutOfRange(let said), .yearOutOfRange(let said), .dayOutOfRange(let said),
            .countOutOfRange(let said), .ambiguousNumber(let said), .trailingInput(let said),
            .ambiguousDate(let said), .quarterOutOfRange(let said), .halfOutOfRange(let said),
            .missingDirection(let said), .vague(let said), .finerThanADay(let said), .unexpected(let said),
            .shortYear(let said), .span(let said), .notInMonth(let said, _), .notAPhrase(let said),
            .noSuchDayOfYear(let said, _, _), .dayOrYearInWords(let said), .needsWholeMonths(let said),
            .amountThreshold(let said),
            .followUp(let said, _), .payeeHasNoBudget(let said, _), .notAPart(let said, _),
            .notWithin(let said, _), .notStarted(let said), .daysOfWeekOnly(let said), .contradictory(_, let said):
            return said
        case .noSuchWeek, .missingArgument:
            return nil
        }
    }

    /// The words of the input this reason is about, as the phrase reader saw them (normalised: lower
    /// case, one space between words): `"next last"` for `next last month`, `"13"` for `2024-13`.
    public var words: String {
        if case .noSuchWeek(_, let week, _) = self { return "w\(week)" }
        return said?.text ?? ""
    }

    /// Where the words this reason is about stand in `input` (the line it was read from), in characters,
    /// for a caret under them; `nil` for a reason about something missing. The place is the one the
    /// reader carried from the tokens it was at (the `13` of `2013-13` is the month, not the end of the
    /// year; `next  last month`, two spaces, has `last` at 6..<10).
    public func span(in input: String) -> Range<Int>? {
        guard let place = said?.place else { return nil }
        let typed = Array(input.utf8)
        guard place.upperBound <= typed.count else { return nil }
        let start = String(decoding: typed[..<place.lowerBound], as: UTF8.self).count
        let length = String(decoding: typed[place], as: UTF8.self).count
        return start..<start + length
    }
}
