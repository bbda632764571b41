import LedgerJournalCore

/// Draws the closed state: the month label and the month's days in a week grid, Sunday first like
/// `cal`, with today marked `*` when it is in view. With a journal, each day shows its spending and the
/// month's totals follow the grid.
///
/// Without a journal the view is twenty columns wide at every width, as `cal` is. The drawing is
/// written straight into the output buffer from the month's integers; `lines(for:)` reads the same
/// bytes back as lines.
public struct MonthViewRenderer: Sendable {
    /// How to draw.
    public var options: RenderOptions

    /// Makes a renderer.
    public init(options: RenderOptions) { self.options = options }

    /// Appends the month view of `month`, marking `today`, with the journal's figures when there is one;
    /// one line each, ending in a newline, with no trailing spaces.
    public func append(_ month: YearMonth, today: CalendarDate, journal: Journal? = nil, to out: inout [UInt8]) {
        if let journal { return appendLedger(month, today: today, journal: journal, to: &out) }
        out.draw(estimatedBytes: 384) { canvas in
            appendCalendar(month, today: today, to: &canvas)
            if today.yearMonth == month { appendTodayNote(to: &canvas) }
        }
    }

    /// The lines of the month view of `month`, as `append` writes them.
    public func lines(for month: YearMonth, today: CalendarDate, journal: Journal? = nil) -> [String] {
        var bytes: [UInt8] = []
        append(month, today: today, journal: journal, to: &bytes)
        return drawnLines(bytes)
    }

    /// The label centred over the twenty columns of the week header, the header, and the weeks.
    func appendCalendar(_ month: YearMonth, today: CalendarDate, to out: inout ByteCanvas) {
        let language = options.language
        out.appendSpaces(max(0, 20 - language.labelWidth(month)) / 2)
        language.appendLabel(month, to: &out)
        out.newline()
        language.appendWeekdayHeader(to: &out)
        out.newline()
        let todayInView = today.yearMonth == month ? today.day : 0
        var first = 1
        var column = month.firstDay.weekday
        let dayCount = month.dayCount
        while first <= dayCount {
            let last = min(dayCount, first + 6 - column)
            out.appendSpaces(3 * column)
            if (first...last).contains(todayInView) {
                appendDays(first..<todayInView, to: &out)
                if first < todayInView { out.append(UInt8(ascii: " ")) }
                if options.color { out.append(ANSI.reverseBytes) }
                appendDays(todayInView..<todayInView + 1, to: &out)
                if options.color { out.append(ANSI.resetBytes) }
                out.append(UInt8(ascii: "*"))
                appendDays(todayInView + 1..<last + 1, to: &out)
            } else {
                appendDays(first..<last + 1, to: &out)
            }
            out.newline()
            first = last + 1
            column = 0
        }
    }

    /// Appends the day numbers of `days`, each two columns wide, one space apart (none after the last).
    private func appendDays(_ days: Range<Int>, to out: inout ByteCanvas) {
        guard !days.isEmpty else { return }
        out.append(Self.dayNumbers, range: 3 * (days.lowerBound - 1)..<3 * (days.upperBound - 1) - 1)
    }

    /// `* today` under a month that holds today.
    func appendTodayNote(to out: inout ByteCanvas) {
        out.append(options.language == .korean ? "* 오늘\n" : "* today\n")
    }

    /// Day numbers 1…31, each two columns wide and followed by a space: day `d` starts at byte `3(d-1)`.
    private static var dayNumbers: StaticString {
        " 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 "
    }
}
