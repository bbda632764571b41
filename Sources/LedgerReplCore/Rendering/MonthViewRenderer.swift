import LedgerJournalCore

/// Draws the closed state: the month label and the month's days in a week grid, Sunday first like
/// `cal`, with today marked `*` when it is in view. With a journal, each day shows its spending and the
/// month's totals follow the grid.
///
/// Without a journal each day takes four columns, its number and the room for its mark, so the mark
/// never touches the next day (`20* 21`): 27 columns at every width from 28 up. A narrower terminal
/// gets `cal`'s twenty columns with today named under the grid (`today: the 20th`), and one narrower
/// than that the month's label and today alone. The drawing is written straight into the output buffer
/// from the month's integers; `lines(for:)` reads the same bytes back as lines.
public struct MonthViewRenderer: Sendable {
    /// How to draw.
    public var options: RenderOptions

    /// The fewest columns the grid with the today mark needs (a Saturday's mark is the 28th).
    public static let markedGridWidth = 28
    /// The fewest columns `cal`'s grid needs.
    public static let plainGridWidth = 20

    /// Makes a renderer.
    public init(options: RenderOptions) { self.options = options }

    /// Appends the month view of `month`, marking `today`, with the journal's figures when there is one;
    /// one line each, ending in a newline, with no trailing spaces.
    public func append(_ month: YearMonth, today: CalendarDate, journal: Journal? = nil, to out: inout [UInt8]) {
        if let journal { return appendLedger(month, today: today, journal: journal, to: &out) }
        appendCalendar(month, today: today, to: &out)
    }

    /// The lines of the month view of `month`, as `append` writes them.
    public func lines(for month: YearMonth, today: CalendarDate, journal: Journal? = nil) -> [String] {
        var bytes: [UInt8] = []
        append(month, today: today, journal: journal, to: &bytes)
        return drawnLines(bytes)
    }

    /// The calendar without figures in the roomiest form the width takes: four columns a day with the
    /// today mark and `* today` under it; `cal`'s three with today named under it; or the label and
    /// today alone, wrapped.
    func appendCalendar(_ month: YearMonth, today: CalendarDate, to out: inout [UInt8]) {
        let width = options.width ?? Self.markedGridWidth
        let inView = today.yearMonth == month
        if width >= Self.markedGridWidth {
            out.draw(estimatedBytes: 384) { canvas in
                if options.color {
                    appendGrid(month, today: today, cell: 4, to: &canvas)
                    if inView { appendTodayNote(to: &canvas) }
                } else {
                    appendPlainCalendar(month, today: today, to: &canvas)
                }
            }
            return
        }
        if width >= Self.plainGridWidth {
            out.draw(estimatedBytes: 384) { canvas in appendGrid(month, today: today, cell: 3, to: &canvas) }
        } else {
            for line in DisplayWidth.wrapped(options.language.label(month), to: width) { out.appendLine(line) }
        }
        if inView {
            let note =
                options.language == .korean ? "오늘: \(today.day)일" : "today: the \(Self.englishOrdinal(today.day))"
            for line in DisplayWidth.wrapped(note, to: width) { out.appendLine(line) }
        }
    }

    /// The label centred over the grid, the week header and the weeks, each day `cell` columns wide:
    /// with four, the number and its mark slot; with three (`cal`'s), the number and a space, today
    /// unmarked (its mark would touch the next day) but in reverse video with colour.
    func appendGrid(_ month: YearMonth, today: CalendarDate, cell: Int, to out: inout ByteCanvas) {
        let language = options.language
        Self.appendCentredLabel(month, language: language, cell: cell, to: &out)
        if cell == 3 {
            language.appendWeekdayHeader(to: &out)
        } else {
            for weekday in 0..<7 {
                if weekday > 0 { out.append(UInt8(ascii: " ")) }
                out.appendSpaces(cell - 3)
                language.appendWeekday(weekday, to: &out)
            }
        }
        out.newline()
        let todayInView = today.yearMonth == month ? today.day : 0
        var first = 1
        var column = month.firstDay.weekday
        let dayCount = month.dayCount
        while first <= dayCount {
            let last = min(dayCount, first + 6 - column)
            out.appendSpaces(cell * column)
            if (first...last).contains(todayInView) {
                appendDays(first..<todayInView, cell: cell, to: &out)
                if first < todayInView { out.append(UInt8(ascii: " ")) }
                if options.color { out.append(ANSI.reverseBytes) }
                appendDays(todayInView..<todayInView + 1, cell: cell, to: &out)
                if options.color { out.append(ANSI.resetBytes) }
                if cell == 4 {
                    out.append(UInt8(ascii: "*"))
                } else if todayInView < last {
                    out.append(UInt8(ascii: " "))
                }
                appendDays(todayInView + 1..<last + 1, cell: cell, to: &out)
            } else {
                appendDays(first..<last + 1, cell: cell, to: &out)
            }
            out.newline()
            first = last + 1
            column = 0
        }
    }

    /// The calendar without colour, four columns a day, as `appendCalendar` draws it when the width
    /// leaves room for that (or there is no width): the grid, and `* today` under a month holding today.
    func appendPlainCalendar(_ month: YearMonth, today: CalendarDate, to out: inout ByteCanvas) {
        let inView = today.yearMonth == month
        appendPlainGrid(month, todayInView: inView ? today.day : 0, to: &out)
        if inView { appendTodayNote(to: &out) }
    }

    /// The grid of `appendGrid` with four columns a day and no colour, its weeks copied whole from
    /// `plainWeeks`: the label centred over the grid, the week header, and the weeks up to the last
    /// day, day `todayInView` marked (none when 0). The same bytes as `appendGrid`, a test holds it to
    /// them.
    func appendPlainGrid(_ month: YearMonth, todayInView: Int, to out: inout ByteCanvas) {
        let language = options.language
        if let labels = language == .korean ? Self.koreanLabels : Self.englishLabels {
            labels.append(month, to: &out)
        } else {
            Self.appendCentredLabel(month, language: language, cell: 4, to: &out)
        }
        out.append(language == .korean ? " 일  월  화  수  목  금  토\n" : " Su  Mo  Tu  We  Th  Fr  Sa\n")
        let weekday = month.firstDay.weekday
        let end = Self.plainDayEnd(weekday: weekday, day: month.dayCount)
        Self.plainWeeks.withUTF8Buffer { weeks in
            guard let base = weeks.baseAddress else { return }
            let section = base + Self.plainWeeksStride * weekday
            guard todayInView > 0 else {
                out.append(UnsafeBufferPointer(start: section, count: end))
                return
            }
            // The mark takes the place of the space after today's number; a week's last day and the
            // month's have none, and the mark goes before the newline.
            let mark = Self.plainDayEnd(weekday: weekday, day: todayInView)
            out.append(UnsafeBufferPointer(start: section, count: mark))
            out.append(UInt8(ascii: "*"))
            let resume = mark < end && section[mark] == UInt8(ascii: " ") ? mark + 1 : mark
            out.append(UnsafeBufferPointer(start: section + resume, count: end - resume))
        }
        out.newline()
    }

    /// The label of `month` centred over a grid of days `cell` columns wide, and a newline.
    static func appendCentredLabel(_ month: YearMonth, language: Language, cell: Int, to out: inout ByteCanvas) {
        out.appendSpaces(max(0, 7 * cell - 1 - language.labelWidth(month)) / 2)
        language.appendLabel(month, to: &out)
        out.newline()
    }

    /// Each month's label centred over the four-column grid, in English and in Korean.
    private static let englishLabels = MonthlyDrawings { appendCentredLabel($0, language: .english, cell: 4, to: &$1) }
    private static let koreanLabels = MonthlyDrawings { appendCentredLabel($0, language: .korean, cell: 4, to: &$1) }

    /// Where day `day`'s number ends in the section of `plainWeeks` for a month starting on `weekday`.
    @inline(__always)
    private static func plainDayEnd(weekday: Int, day: Int) -> Int {
        let cell = weekday + day - 1
        return 28 * (cell / 7) + 4 * (cell % 7) + 3
    }

    /// The bytes between sections of `plainWeeks`.
    private static let plainWeeksStride = 6 * 28

    /// The weeks of a 31-day month starting on each weekday (Sunday first), four columns a day with the
    /// mark's place blank, seven sections of six 28-byte lines (27 columns and a newline; the last
    /// line of each padded with spaces). A month of `n` days is its section up to the end of day `n`.
    private static var plainWeeks: StaticString {
        """
          1   2   3   4   5   6   7
          8   9  10  11  12  13  14
         15  16  17  18  19  20  21
         22  23  24  25  26  27  28
         29  30  31               \u{20}
                                  \u{20}
              1   2   3   4   5   6
          7   8   9  10  11  12  13
         14  15  16  17  18  19  20
         21  22  23  24  25  26  27
         28  29  30  31           \u{20}
                                  \u{20}
                  1   2   3   4   5
          6   7   8   9  10  11  12
         13  14  15  16  17  18  19
         20  21  22  23  24  25  26
         27  28  29  30  31       \u{20}
                                  \u{20}
                      1   2   3   4
          5   6   7   8   9  10  11
         12  13  14  15  16  17  18
         19  20  21  22  23  24  25
         26  27  28  29  30  31   \u{20}
                                  \u{20}
                          1   2   3
          4   5   6   7   8   9  10
         11  12  13  14  15  16  17
         18  19  20  21  22  23  24
         25  26  27  28  29  30  31
                                  \u{20}
                              1   2
          3   4   5   6   7   8   9
         10  11  12  13  14  15  16
         17  18  19  20  21  22  23
         24  25  26  27  28  29  30
         31                       \u{20}
                                  1
          2   3   4   5   6   7   8
          9  10  11  12  13  14  15
         16  17  18  19  20  21  22
         23  24  25  26  27  28  29
         30  31                   \u{20}

        """
    }

    /// Appends the day numbers of `days`, each `cell` columns wide with its trailing space, but for the
    /// last one's.
    private func appendDays(_ days: Range<Int>, cell: Int, to out: inout ByteCanvas) {
        guard !days.isEmpty else { return }
        let range = cell * (days.lowerBound - 1)..<cell * (days.upperBound - 1) - 1
        out.append(cell == 3 ? Self.dayNumbers : Self.roomyDayNumbers, range: range)
    }

    /// `* today` under a month that holds today.
    func appendTodayNote(to out: inout ByteCanvas) {
        out.append(options.language == .korean ? "* 오늘\n" : "* today\n")
    }

    /// Day numbers 1…31, each two columns wide and followed by a space: day `d` starts at byte `3(d-1)`.
    private static var dayNumbers: StaticString {
        " 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 "
    }

    /// Day numbers 1…31, each three columns wide and followed by a space (the mark's place): day `d`
    /// starts at byte `4(d-1)`.
    private static var roomyDayNumbers: StaticString {
        "  1   2   3   4   5   6   7   8   9  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29  30  31 "
    }
}
