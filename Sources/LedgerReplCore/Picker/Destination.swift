/// Where a phrase points: a month to select, or a year to show in the popover.
public enum Destination: Hashable, Sendable {
    /// Select this month (and close the popover).
    case month(YearMonth)
    /// Open the popover on this year, or move the open popover to it.
    case year(Int)
}

/// What a phrase is counted from, shown by `explain`.
public enum Anchor: Hashable, Sendable {
    /// The real calendar: "next month", "다음 달", "3 months ago".
    case today
    /// The year on screen: a bare month such as `3`, `march`, `3월`.
    case screen
    /// Nothing: the phrase names its month or year outright (`2024-07`, `2024년 7월`).
    case absolute
}

/// How a phrase was read: the steps of the reading, what it was counted from, where it points and, for
/// a phrase that names a day, which day.
public struct Reading: Hashable, Sendable {
    /// The parts of the input that were recognised, in order, each with what it was taken to mean, and
    /// how they were combined; `Messages` renders them for `explain`. Empty for a reading that is only
    /// acted on.
    public var steps: [ReadingStep]
    /// What the phrase was counted from.
    public var anchor: Anchor
    /// The resulting month or year.
    public var destination: Destination
    /// The day a day-level phrase names (`yesterday`, `지난 금요일`, `11/18`, `the 15th`, `2024-07-15`),
    /// always inside `destination`'s month; `nil` when the phrase names a month, a year, a quarter or
    /// a week without a day in it (`next month`, `2024`, `q3`, `next week`, `2024-W27`).
    public var day: CalendarDate?
    /// The days a phrase that names a week, a quarter or a half covers (`this week`, `지난주`, `2주 전`,
    /// `2024-W27` Monday through Sunday, as ISO 8601 and hledger's `-W` count weeks; `2분기`, `상반기`
    /// their months), so a question about it counts exactly those days; `nil` for any other phrase.
    /// The picker goes to `destination` whatever it is.
    public var span: ClosedRange<CalendarDate>?

    /// Makes a reading; `day` is set only for a phrase that names a day, `span` only for one that names
    /// a week, a quarter or a half.
    public init(
        steps: [ReadingStep] = [], anchor: Anchor, destination: Destination, day: CalendarDate? = nil,
        span: ClosedRange<CalendarDate>? = nil
    ) {
        self.steps = steps
        self.anchor = anchor
        self.destination = destination
        self.day = day
        self.span = span
    }
}

extension Reading {
    /// The steps in English words (`"next month" → today's month +1`), as the JSON `explain` object
    /// has carried them from the start.
    public var tokens: [String] { steps.map { Messages(language: .english).text(for: $0) } }
}
