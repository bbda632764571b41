/// The lines of day numbers of a month's weeks, each day right-aligned in `column - 1` columns with
/// the place of its today mark after it, drawn once for each weekday a month can start on: the ledger
/// month view's weeks are then copied, not written a digit at a time.
///
/// Each of the seven sections (a month starting on Sunday first) holds the six week lines of a 31-day
/// month: `7 * column - 1` columns and a newline, blank where there is no day. A month of `n` days is
/// its section up to the end of day `n`'s number; a week, its line up to the end of its last day's. The
/// same bytes as writing each day's number and trimming the line's trailing spaces (a test holds them
/// to it).
struct DayNumberRows: Sendable {
    /// The width of one day's column: its number, right-aligned, and the place of its today mark.
    let column: Int
    /// The bytes of one week line, its newline included.
    private let lineLength: Int
    /// The seven sections of six lines each, one after the other.
    private let rows: [UInt8]

    /// The week lines with days `column` columns wide (at least three: two digits and the mark).
    init(column: Int) {
        let column = max(3, column)
        self.column = column
        lineLength = 7 * column
        var rows = [UInt8](repeating: UInt8(ascii: " "), count: 7 * 6 * lineLength)
        for weekday in 0..<7 {
            for line in 0..<6 { rows[(6 * weekday + line + 1) * lineLength - 1] = UInt8(ascii: "\n") }
            for day in 1...31 {
                let end = 6 * lineLength * weekday + Self.dayEnd(weekday: weekday, day: day, column: column)
                if day >= 10 { rows[end - 2] = UInt8(ascii: "0") + UInt8(day / 10) }
                rows[end - 1] = UInt8(ascii: "0") + UInt8(day % 10)
            }
        }
        self.rows = rows
    }

    /// Where day `day`'s number ends in the section of a month starting on `weekday`.
    @inline(__always)
    private static func dayEnd(weekday: Int, day: Int, column: Int) -> Int {
        let cell = weekday &+ day &- 1
        return 7 &* column &* (cell / 7) &+ column &* (cell % 7) &+ column &- 1
    }

    /// Appends the lines of days `first` through `last` (1 to 31, `first` no later) of a month
    /// starting on `weekday`, from the start of `first`'s line to the end of `last`'s number, with day
    /// `todayInView` marked `*` when it is among them (0 for none), and a newline.
    @inline(__always)
    func append(
        weekday: Int, from first: Int, through last: Int, todayInView: Int, to out: inout ByteCanvas
    ) {
        let column = column
        let lineLength = lineLength
        rows.withUnsafeBufferPointer { rows in
            guard let base = rows.baseAddress else { return }
            let section = base + 6 &* lineLength &* weekday
            let start = lineLength &* ((weekday &+ first &- 1) / 7)
            let end = Self.dayEnd(weekday: weekday, day: last, column: column)
            guard first <= todayInView, todayInView <= last else {
                out.append(UnsafeBufferPointer(start: section + start, count: end &- start))
                out.newline()
                return
            }
            // The mark takes the place of the space after today's number; a week's last day and the
            // drawing's have none, and the mark goes before the newline.
            let mark = Self.dayEnd(weekday: weekday, day: todayInView, column: column)
            out.append(UnsafeBufferPointer(start: section + start, count: mark &- start))
            out.append(UInt8(ascii: "*"))
            let resume = mark < end && section[mark] == UInt8(ascii: " ") ? mark &+ 1 : mark
            out.append(UnsafeBufferPointer(start: section + resume, count: end &- resume))
            out.newline()
        }
    }
}
