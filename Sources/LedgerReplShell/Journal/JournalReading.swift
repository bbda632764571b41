import Glibc
import LedgerJournalCore
import LedgerReplCore

/// How the shell asks the pure parser to read a journal: today and the time now (the parser has no
/// clock), and hledger's `--auto` and `--forecast`.
enum JournalReading {
    /// The options for a load: `today` (from `--today` or the clock), the seconds since midnight from
    /// the clock (midnight when `--today` fixes the day, so results do not depend on when a script
    /// runs), `--auto`, and `--forecast[=PERIOD]` read against today.
    static func options(today: CalendarDate, fixedToday: Bool, auto: Bool, forecast: String?) -> Result<
        JournalOptions, UsageError
    > {
        let day = JournalDate(today.year, today.month, today.day)
        var forecastPeriod: ForecastPeriod?
        if let forecast {
            if forecast.isEmpty {
                forecastPeriod = .automatic
            } else if let day, let period = ForecastPeriod(parsing: forecast, today: day) {
                forecastPeriod = period
            } else {
                return .failure(UsageError(.notAForecastPeriod(value: forecast)))
            }
        }
        return .success(
            JournalOptions(
                today: day, secondsSinceMidnight: fixedToday ? 0 : secondsSinceMidnight(),
                appliesAutomatedPostings: auto, forecast: forecastPeriod))
    }

    /// The local time of day now, in seconds.
    static func secondsSinceMidnight() -> Int {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return 0 }
        return Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + Int(parts.tm_sec)
    }

    /// Writes the journal's warnings to `err`, one line each, in `language`.
    static func reportWarnings(_ journal: Journal, language: Language, to err: OutputWriter) {
        reportWarnings(journal.warnings, language: language, to: err)
    }

    /// Writes each of `warnings` to `err` in `language`, one line each.
    static func reportWarnings(_ warnings: [JournalError], language: Language, to err: OutputWriter) {
        let messages = Messages(language: language)
        for warning in warnings { err.line("ledger-repl: " + messages.text(for: warning)) }
    }
}
