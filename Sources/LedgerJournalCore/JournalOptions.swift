/// How to read a journal: what "now" is (the library has no clock) and which of hledger's optional
/// transformations to apply.
public struct JournalOptions: Sendable, Hashable {
    /// Today, for dates written without a year and no `Y` directive (hledger takes the current year),
    /// timedot dates without a year, relative dates in period expressions (`~ monthly from this month`)
    /// and the default forecast period. `nil` makes each of those an error.
    public var today: JournalDate?
    /// Seconds since midnight now, used to close a timeclock session still clocked in (0…86399).
    public var secondsSinceMidnight: Int
    /// Add the postings of automated transactions (`= QUERY` rules) to the transactions they match,
    /// like hledger's `--auto`.
    public var appliesAutomatedPostings: Bool
    /// Generate transactions from periodic rules (`~ PERIOD`), like hledger's `--forecast[=PERIOD]`;
    /// `nil` generates none.
    public var forecast: ForecastPeriod?

    /// Options with no clock, no automated postings and no forecast.
    public init(
        today: JournalDate? = nil, secondsSinceMidnight: Int = 0, appliesAutomatedPostings: Bool = false,
        forecast: ForecastPeriod? = nil
    ) {
        self.today = today
        self.secondsSinceMidnight = min(max(secondsSinceMidnight, 0), 86_399)
        self.appliesAutomatedPostings = appliesAutomatedPostings
        self.forecast = forecast
    }
}

/// Which days a forecast covers, as hledger's `--forecast` reads them.
public enum ForecastPeriod: Sendable, Hashable {
    /// `--forecast`: from the day after the latest transaction (or today, when there is none) up to,
    /// not including, 180 days after today (hledger 1.25's default).
    case automatic
    /// `--forecast=PERIOD`: from `start` (default: as ``automatic``) up to, not including, `end`
    /// (default: 180 days after today).
    case between(start: JournalDate?, end: JournalDate?)
}

extension ForecastPeriod {
    /// Reads `--forecast=PERIOD`'s period the way hledger does (`2025`, `2025-01..2025-07`,
    /// `from 2025-01 to 2025-07`, `2025-03..`, `..2025-07`, `next year`), relative dates counting from
    /// `today`; `nil` when it cannot be read or has an interval (`monthly`).
    public init?(parsing text: String, today: JournalDate) {
        guard case .success(let rule) = PeriodExpression.parse(text, reference: today), rule.interval == .once else {
            return nil
        }
        self = .between(start: rule.start, end: rule.end)
    }
}
