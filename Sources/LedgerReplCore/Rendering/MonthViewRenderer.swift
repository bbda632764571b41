import LedgerJournalCore

/// Draws the closed state: the month label and the month's days in a week grid, Sunday first like
/// `cal`, with today marked `*` when it is in view. With a journal, each day shows its spending and the
/// month's totals follow the grid.
public struct MonthViewRenderer: Sendable {
    /// How to draw.
    public var options: RenderOptions

    /// Makes a renderer.
    public init(options: RenderOptions) { self.options = options }

    /// The lines of the month view of `month`, marking `today`, with the journal's figures when there
    /// is one.
    public func lines(for month: YearMonth, today: CalendarDate, journal: Journal? = nil) -> [String] {
        if let journal { return ledgerLines(for: month, today: today, journal: journal) }
        let language = options.language
        let width = 7 * 3 - 1
        var lines = [DisplayWidth.centred(language.label(month), in: width).trimmingTrailingSpaces()]
        lines.append(language.weekdayHeader.joined(separator: " "))
        var row = String(repeating: "   ", count: month.firstDay.weekday)
        var column = month.firstDay.weekday
        for day in 1...month.dayCount {
            let isToday = today == CalendarDate(uncheckedYear: month.year, month: month.month, day: day)
            var number = day < 10 ? " \(day)" : "\(day)"
            if isToday, options.color { number = ANSI.reverse + number + ANSI.reset }
            row += number + (isToday ? "*" : " ")
            column += 1
            if column == 7 {
                lines.append(row.trimmingTrailingSpaces())
                row = ""
                column = 0
            }
        }
        if !row.isEmpty { lines.append(row.trimmingTrailingSpaces()) }
        if today.yearMonth == month {
            lines.append(language == .korean ? "* 오늘" : "* today")
        }
        return lines
    }
}

extension String {
    /// The string without trailing spaces.
    func trimmingTrailingSpaces() -> String {
        var slice = self[...]
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
