/// The popover's box for one set of options, drawn once with no marks, and its legend's entries: a
/// popover without colour (and with a journal, cells without amounts) is then the label, the box
/// copied whole with the year, the year arrows and the few cells' marks put in place, and the entries
/// of the marks on screen (about 1,100 instructions, where drawing it cell by cell took 4,100).
///
/// The places are found by drawing, not by measuring: each month's four marks are where the box with
/// the selection, today and the focus on that month differs from the box with them on another month
/// (a mark always takes the place of a space, so every such box has the same bytes but there), the
/// year's digits where the boxes of 2000 and 3111 differ, and the arrows where a box whose bounds end
/// with its year differs from one whose bounds go on, and with a journal the months' entries marks
/// (`Jan+`) where a box with every month having entries differs from one with none. `init` gives no
/// template for options whose box
/// is not drawn so (colour; rows without sides, whose trailing spaces are trimmed; a width under 20,
/// where a legend entry may wrap inside), and a test holds every drawing made with one to the
/// cell-by-cell drawing.
final class PopoverTemplate: Sendable {
    /// The options the template was drawn for.
    let options: RenderOptions
    /// Whether it marks the months with entries (a journal is loaded).
    let marksEntries: Bool
    /// The box's bytes with no cell marked, year 2000 shown and both arrows drawn.
    private let box: [UInt8]
    /// For each month from January, the offsets in `box` of its focus mark (`>`), its opening and
    /// closing marks (`[` `]` or `(` `)`) and its today mark (`*`).
    private let marks: [Int]
    /// For each month from January, the offset in `box` of its entries mark (`+`); empty without
    /// ``marksEntries``.
    private let entryMarks: [Int]
    /// The offsets of the year's four digits.
    private let digits: [Int]
    /// The offsets of the arrows to the year before and after.
    private let arrows: (previous: Int, next: Int)
    /// Each month's label and the arrow line pointing at it.
    private let labels: MonthlyDrawings
    /// The legend's entries, `LegendMark.selected`, `.today`, `.focus`, `.disabled` and `.entries` on
    /// each month from January, and their display widths.
    private let entries: [[UInt8]]
    private let entryWidths: [Int]

    /// Draws the template for `options`, marking the months with entries when `marksEntries` (a
    /// journal is loaded, its cells showing no amounts), or gives `nil` when their box is not one a
    /// template can draw.
    init?(options: RenderOptions, marksEntries: Bool = false) {
        // Below twenty columns, one legend entry alone may be wider than the width, and is wrapped.
        guard !options.color, options.width.map({ $0 >= 20 }) ?? true,
            !marksEntries || options.cells != .totals,
            let layout = PopoverLayout.choosing(
                options.language, width: options.width, marksEntries: marksEntries, widestAmount: nil,
                amountLines: 0)
        else { return nil }
        let renderer = PopoverRenderer(options: options)
        func box(year: Int, marking month: Int, bounds: MonthBounds = .all, entryMonths: UInt16 = 0) -> [UInt8]? {
            let marked = YearMonth(uncheckedYear: year, month: month)
            let state = PickerState(
                selection: marked, today: CalendarDate(uncheckedYear: year, month: month, day: 1), bounds: bounds,
                focus: marked)
            return renderer.boxWithSides(of: state, marksEntries: marksEntries, entryMonths: entryMonths)
        }
        let year = 2000
        var boxes: [[UInt8]] = []
        for month in 1...12 {
            guard let drawn = box(year: year, marking: month) else { return nil }
            boxes.append(drawn)
        }
        let yearOnly = MonthBounds(
            uncheckedFirst: YearMonth(uncheckedYear: year, month: 1), last: YearMonth(uncheckedYear: year, month: 12))
        guard let otherYear = box(year: 3111, marking: 1), let lastYear = box(year: year, marking: 1, bounds: yearOnly),
            let withEntries = box(year: year, marking: 1, entryMonths: marksEntries ? 0xFFF : 0),
            Set(boxes.map(\.count) + [otherYear.count, lastYear.count, withEntries.count]).count == 1
        else { return nil }
        func differences(_ a: [UInt8], _ b: [UInt8]) -> [Int] { a.indices.filter { a[$0] != b[$0] } }
        var marks: [Int] = []
        for month in 1...12 {
            let other = boxes[month % 12]
            let places = differences(boxes[month - 1], other).filter { boxes[month - 1][$0] != UInt8(ascii: " ") }
            guard places.count == 4 else { return nil }
            marks += places
        }
        let digits = differences(boxes[0], otherYear)
        let arrows = differences(boxes[0], lastYear)
        // A month's cells come in reading order, so its mark is the month's-th place.
        let entryMarks = differences(boxes[0], withEntries)
        var blank = boxes[0]
        for place in marks[0..<4] { blank[place] = UInt8(ascii: " ") }
        guard digits.count == 4, arrows.count == 2, entryMarks.count == (marksEntries ? 12 : 0),
            let labels = MonthlyDrawings({ month, out in
                PopoverRenderer.appendLabel(month, options: options, boxWidth: layout.boxWidth, to: &out)
            })
        else { return nil }
        self.options = options
        self.marksEntries = marksEntries
        self.entryMarks = entryMarks
        self.box = blank
        self.marks = marks
        self.digits = digits
        self.arrows = (arrows[0], arrows[1])
        self.labels = labels
        let legendMarks: [LegendMark] = [.selected, .today, .focus, .disabled, .entries]
        entries = legendMarks.flatMap { mark in
            (1...12).map { month in
                var entry: [UInt8] = []
                entry.draw(estimatedBytes: 32) {
                    options.language.appendLegendEntry(mark, month: month, names: layout.names, to: &$0)
                }
                return entry
            }
        }
        entryWidths = legendMarks.flatMap { mark in
            (1...12).map { options.language.legendEntryWidth(mark, month: $0, names: layout.names) }
        }
    }

    /// Appends the popover for open `state` whose focus is `focus`: as `PopoverRenderer` draws it
    /// without a journal (with ``marksEntries``, with a journal whose months of the shown year with
    /// entries are `entryMonths`, bit `month - 1` for each), a test holds it to that.
    func append(_ state: PickerState, focus: YearMonth, entryMonths: UInt16 = 0, to out: inout [UInt8]) {
        out.draw(estimatedBytes: estimatedBytes) { append(state, focus: focus, entryMonths: entryMonths, to: &$0) }
    }

    /// Room enough for a popover drawn from the template.
    var estimatedBytes: Int { box.count + 192 }

    /// Appends the popover for open `state` whose focus is `focus`, as `append(_:focus:entryMonths:to:)`
    /// does.
    func append(_ state: PickerState, focus: YearMonth, entryMonths: UInt16 = 0, to canvas: inout ByteCanvas) {
        let shown = ShownMonths(state, focus: focus)
        let entries = marksEntries ? entryMonths & 0xFFF : 0
        switch options.arrow {
        case .up:
            labels.append(state.selection, to: &canvas)
            appendBox(year: focus.year, bounds: state.bounds, shown: shown, entryMonths: entries, to: &canvas)
            appendLegend(shown, entryMonths: entries, to: &canvas)
        case .down:
            appendLegend(shown, entryMonths: entries, to: &canvas)
            appendBox(year: focus.year, bounds: state.bounds, shown: shown, entryMonths: entries, to: &canvas)
            labels.append(state.selection, to: &canvas)
        }
    }

    /// Appends the box for shown year `year`: the template, then the year's digits, the arrows the
    /// bounds allow, the disabled months, the selected and today's months and the focus.
    private func appendBox(
        year: Int, bounds: MonthBounds, shown: ShownMonths, entryMonths: UInt16, to out: inout ByteCanvas
    ) {
        guard let room = out.room(box.count), let base = room.baseAddress else { return }
        box.withUnsafeBufferPointer { box in base.update(from: box.baseAddress!, count: box.count) }
        digits.withUnsafeBufferPointer { digits in
            // Years are 1 to 9999, written in four digits (`0999`), as the template's.
            var rest = year
            for index in (0..<4).reversed() {
                base[digits[index]] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
        }
        if !bounds.overlaps(year: year - 1) { base[arrows.previous] = UInt8(ascii: " ") }
        if !bounds.overlaps(year: year + 1) { base[arrows.next] = UInt8(ascii: " ") }
        marks.withUnsafeBufferPointer { marks in
            // Months before the first enabled one and after the last are disabled: `(Aug)`.
            for month in 1...12 where month < shown.firstEnabled || month > shown.lastEnabled {
                base[marks[4 &* month &- 3]] = UInt8(ascii: "(")
                base[marks[4 &* month &- 2]] = UInt8(ascii: ")")
            }
            if shown.selected > 0 {
                base[marks[4 &* shown.selected &- 3]] = UInt8(ascii: "[")
                base[marks[4 &* shown.selected &- 2]] = UInt8(ascii: "]")
            }
            if shown.today > 0 { base[marks[4 &* shown.today &- 1]] = UInt8(ascii: "*") }
            base[marks[4 &* shown.focus &- 4]] = UInt8(ascii: ">")
        }
        if entryMonths != 0 {
            entryMarks.withUnsafeBufferPointer { places in
                var months = entryMonths
                while months != 0 {
                    base[places[months.trailingZeroBitCount]] = UInt8(ascii: "+")
                    months &= months &- 1
                }
            }
        }
        out.advance(by: box.count)
    }

    /// Appends the legend: the entries of the marks on screen, two spaces apart, wrapping between them
    /// at the width.
    private func appendLegend(_ shown: ShownMonths, entryMonths: UInt16, to out: inout ByteCanvas) {
        var lineWidth = 0
        func appendEntry(_ rank: Int, month: Int) {
            let index = rank &* 12 &+ month &- 1
            let width = entryWidths[index]
            if lineWidth > 0 {
                if let limit = options.width, lineWidth + 2 + width > limit {
                    out.newline()
                    lineWidth = 0
                } else {
                    out.appendSpaces(2)
                    lineWidth += 2
                }
            }
            entries[index].withUnsafeBufferPointer { out.append($0) }
            lineWidth += width
        }
        if shown.selected > 0 { appendEntry(0, month: shown.selected) }
        if shown.today > 0 { appendEntry(1, month: shown.today) }
        appendEntry(2, month: shown.focus)
        if let disabled = shown.firstDisabled { appendEntry(3, month: disabled) }
        if entryMonths != 0 { appendEntry(4, month: entryMonths.trailingZeroBitCount + 1) }
        out.newline()
    }
}
