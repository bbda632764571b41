import LedgerJournalCore

/// Draws the open popover: the month label it hangs from, an arrow pointing at it, and a framed box
/// with the `<  2026  >` header, the 4 × 3 month grid and a legend of the marks on screen.
///
/// Markers are plain characters so they read without colour: `[Mar]` selected, `Nov*` today, `>Jul`
/// focus, `(Aug)` disabled, and with a journal `Jul+` for a month with entries; they combine
/// (`>[Nov]*`). Every line of the box has the same display width in both languages. With
/// `RenderOptions.width` set, the roomiest `PopoverLayout` that fits is drawn, and the legend wraps
/// between its entries.
///
/// The drawing is written straight into the output buffer from the state's integers; `lines(for:)`
/// reads the same bytes back as lines. This is the general drawing: without colour or a journal the
/// encoder draws from a `PopoverTemplate`, which is held to it.
public struct PopoverRenderer: Sendable {
    /// How to draw.
    public var options: RenderOptions

    /// Makes a renderer.
    public init(options: RenderOptions) { self.options = options }

    /// Appends the popover for `state`, one line each ending in a newline; appends nothing when the
    /// state is closed. With a `journal`, months with entries are marked and, with `cells: .totals`,
    /// show their spending.
    public func append(_ state: PickerState, journal: Journal? = nil, to out: inout [UInt8]) {
        append(state, journal: journal, cellCommodities: { journal?.cellCommodities(in: $0) ?? [] }, to: &out)
    }

    /// Appends the popover like `append(_:journal:to:)`, the cells showing the spending in the
    /// commodities `cellCommodities` gives for the shown year.
    func append(_ state: PickerState, journal: Journal?, cellCommodities: (Int) -> [String], to out: inout [UInt8]) {
        guard let focus = state.focus else { return }
        let totals = journal.flatMap { journal in
            options.cells == .totals
                ? CellTotals(
                    journal: journal, year: focus.year, commodities: cellCommodities(focus.year),
                    language: options.language) : nil
        }
        let chosen = PopoverLayout.choosing(
            options.language, width: options.width, marksEntries: journal != nil, widestAmount: totals?.widest,
            amountLines: totals?.commodities.count ?? 0)
        // Narrower than the narrowest grid: the popover as a line, its legend after it, wrapped.
        let layout = chosen ?? PopoverLayout.fixed(options.language, marksEntries: journal != nil, amountWidth: nil)
        let drawing = Drawing(
            options: options, layout: layout, state: state, focus: focus, journal: journal,
            totals: layout.amounts == .none ? nil : totals)
        if chosen == nil {
            drawing.appendLine(to: &out)
            return
        }
        out.draw(estimatedBytes: drawing.estimatedBytes) { canvas in
            switch options.arrow {
            case .up:
                drawing.appendLabel(to: &canvas)
                drawing.appendBox(to: &canvas)
                drawing.appendFittedLegend(to: &canvas)
            case .down:
                drawing.appendFittedLegend(to: &canvas)
                drawing.appendBox(to: &canvas)
                drawing.appendLabel(to: &canvas)
            }
        }
    }

    /// The box alone of the popover for open `state`, drawn cell by cell, when it has sides (`nil` when
    /// it has none, or the popover is a line): what `PopoverTemplate` is drawn from. Without a journal,
    /// or with one whose cells show no amounts (`marksEntries`), its months `entryMonths` (bit
    /// `month - 1` for each) marked as having entries.
    func boxWithSides(of state: PickerState, marksEntries: Bool = false, entryMonths: UInt16 = 0) -> [UInt8]? {
        guard let focus = state.focus,
            let layout = PopoverLayout.choosing(
                options.language, width: options.width, marksEntries: marksEntries, widestAmount: nil,
                amountLines: 0),
            layout.hasSides
        else { return nil }
        let drawing = Drawing(
            options: options, layout: layout, state: state, focus: focus, journal: nil, totals: nil,
            entryMonths: entryMonths)
        var box: [UInt8] = []
        box.draw(estimatedBytes: drawing.estimatedBytes) { drawing.appendBox(to: &$0) }
        return box
    }

    /// The lines of the popover for `state`, as `append` writes them (a closed state gives no lines).
    public func lines(for state: PickerState, journal: Journal? = nil) -> [String] {
        var bytes: [UInt8] = []
        append(state, journal: journal, to: &bytes)
        return drawnLines(bytes)
    }

    /// What sets a popover cell apart from its neighbours.
    public struct CellMarks: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// Makes marks from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The selected month: `[Mar]`.
        public static let selected = CellMarks(rawValue: 1)
        /// Today's month: `Nov*`.
        public static let today = CellMarks(rawValue: 2)
        /// Outside the bounds: `(Aug)`.
        public static let disabled = CellMarks(rawValue: 4)
        /// The focus: `>Jul`.
        public static let focused = CellMarks(rawValue: 8)
    }
}

extension PopoverRenderer {
    /// Appends the label of `selection` and the arrow line pointing at it from a box `boxWidth` wide,
    /// in the order the arrow direction asks for; `2026-11` when the label is wider than the width.
    static func appendLabel(_ selection: YearMonth, options: RenderOptions, boxWidth: Int, to out: inout ByteCanvas) {
        let language = options.language
        let compact = options.width.map { language.labelWidth(selection) > $0 } ?? false
        let labelWidth = compact ? selection.description.utf8.count : language.labelWidth(selection)
        let anchor = min(labelWidth / 2, boxWidth - 1)
        func appendMonth() {
            if compact {
                out.append(contentsOf: selection.description)
            } else {
                language.appendLabel(selection, to: &out)
            }
            out.newline()
        }
        switch options.arrow {
        case .up:
            appendMonth()
            out.appendSpaces(anchor)
            out.append("^\n")
        case .down:
            out.appendSpaces(anchor)
            out.append("v\n")
            appendMonth()
        }
    }
}

/// Which months of the shown year carry which marks, from the state's integers.
struct ShownMonths {
    /// The shown year's selected month and today's month (0 when not in the shown year), its focused
    /// month, and its first and last months inside the bounds (13 and 0 when none is).
    let selected: Int
    let today: Int
    let focus: Int
    let firstEnabled: Int
    let lastEnabled: Int

    /// The marks of open `state`'s cells, `focus` its focus.
    @inline(__always)
    init(_ state: PickerState, focus: YearMonth) {
        let year = focus.year
        selected = state.selection.year == year ? state.selection.month : 0
        today = state.today.year == year ? state.today.month : 0
        self.focus = focus.month
        let bounds = state.bounds
        if bounds.first.year > year || bounds.last.year < year {
            (firstEnabled, lastEnabled) = (13, 0)
        } else {
            firstEnabled = bounds.first.year == year ? bounds.first.month : 1
            lastEnabled = bounds.last.year == year ? bounds.last.month : 12
        }
    }

    /// The first disabled month, which the legend shows the mark on, or `nil` when none is.
    var firstDisabled: Int? {
        if firstEnabled > 1 { return 1 }
        return lastEnabled < 12 ? lastEnabled + 1 : nil
    }
}

/// One popover being drawn: the options, the chosen layout and the state it shows.
private struct Drawing {
    let options: RenderOptions
    let layout: PopoverLayout
    let state: PickerState
    let focus: YearMonth
    let journal: Journal?
    let totals: CellTotals?
    /// Which of the shown year's months carry which marks.
    private let shown: ShownMonths
    /// The shown year's months with entries in the journal, bit `month - 1` for each.
    private let entryMonths: UInt16
    private var selectedMonth: Int { shown.selected }
    private var todayMonth: Int { shown.today }
    private var firstEnabled: Int { shown.firstEnabled }
    private var lastEnabled: Int { shown.lastEnabled }

    init(
        options: RenderOptions, layout: PopoverLayout, state: PickerState, focus: YearMonth, journal: Journal?,
        totals: CellTotals?, entryMonths: UInt16? = nil
    ) {
        self.options = options
        self.layout = layout
        self.state = state
        self.focus = focus
        self.journal = journal
        self.totals = totals
        shown = ShownMonths(state, focus: focus)
        self.entryMonths = entryMonths ?? journal?.monthsWithEntries(inYear: focus.year) ?? 0
    }

    var language: Language { options.language }
    var frame: Frame { Frame(options.style) }

    /// Room for the whole drawing, close enough that the canvas of an ASCII popover stays on the stack:
    /// three rules (three bytes a column in box drawing), the lines inside (Hangul is three bytes for
    /// two columns, colour four escapes of four bytes), the label and arrow, and the legend.
    var estimatedBytes: Int {
        let unicode = options.style == .unicode
        let rule = (unicode ? 3 : 1) * layout.boxWidth + 1
        let inside =
            (layout.hasSides ? (unicode ? 6 : 2) : 0) + (3 * layout.innerWidth + 1) / 2 + 1 + (options.color ? 32 : 0)
        let insideLines = 4 + (layout.amounts == .below ? 3 * (totals?.commodities.count ?? 0) : 0)
        let legend = 160 + 2 * (totals?.commodities.reduce(0) { $0 + $1.utf8.count + 2 } ?? 0)
        return 3 * rule + insideLines * inside + 32 + layout.boxWidth + legend
    }

    /// The marks of month `month`'s cell, from the shown year's integers.
    @inline(__always)
    private func marks(_ month: Int) -> PopoverRenderer.CellMarks {
        var marks: PopoverRenderer.CellMarks = []
        if month == selectedMonth { marks.insert(.selected) }
        if month == todayMonth { marks.insert(.today) }
        if month < firstEnabled || month > lastEnabled { marks.insert(.disabled) }
        if month == focus.month { marks.insert(.focused) }
        return marks
    }

    /// The month label and the arrow line pointing at it.
    func appendLabel(to out: inout ByteCanvas) {
        PopoverRenderer.appendLabel(state.selection, options: options, boxWidth: layout.boxWidth, to: &out)
    }

    /// The box: rules, the header, the grid rows, each followed by its amounts when they go below and
    /// there are any (a line per commodity).
    func appendBox(to out: inout ByteCanvas) {
        appendRule(.top, to: &out)
        appendHeader(to: &out)
        appendRule(.tee, to: &out)
        for row in 0..<layout.rows {
            appendGridRow(row, to: &out)
            // A row with any amount draws every commodity's line, so the lines keep the legend's order.
            if layout.amounts == .below, let totals,
                totals.commodities.indices.contains(where: { rank in
                    (1...layout.columns).contains { !totals.text(rank, month: row * layout.columns + $0).isEmpty }
                })
            {
                for rank in totals.commodities.indices { appendAmountsRow(row, rank: rank, totals: totals, to: &out) }
            }
        }
        appendRule(.bottom, to: &out)
    }

    /// Ends a line: without sides its trailing spaces go first.
    @inline(__always)
    private func endLine(from start: Int, to out: inout ByteCanvas) {
        if !layout.hasSides { out.trimTrailingSpaces(downTo: start) }
        out.newline()
    }

    private func appendRule(_ rule: Frame.Rule, to out: inout ByteCanvas) {
        frame.appendRule(rule, width: layout.boxWidth, corners: layout.hasSides, to: &out)
        out.newline()
    }

    /// `<  2026  >` across the inside of the box, an arrow blank when the bounds forbid stepping to
    /// that year.
    private func appendHeader(to out: inout ByteCanvas) {
        let start = out.count
        if layout.hasSides { frame.appendVertical(to: &out) }
        let year = focus.year
        out.append(UInt8(ascii: " "))
        out.append(state.bounds.overlaps(year: year - 1) ? UInt8(ascii: "<") : UInt8(ascii: " "))
        out.append(UInt8(ascii: " "))
        let missing = max(0, layout.innerWidth - 6 - language.yearLabelWidth(year))
        out.appendSpaces(missing / 2)
        language.appendYearLabel(year, to: &out)
        out.appendSpaces(missing - missing / 2)
        out.append(UInt8(ascii: " "))
        out.append(state.bounds.overlaps(year: year + 1) ? UInt8(ascii: ">") : UInt8(ascii: " "))
        out.append(UInt8(ascii: " "))
        if layout.hasSides { frame.appendVertical(to: &out) }
        endLine(from: start, to: &out)
    }

    /// Grid row `row` (0 to `layout.rows - 1`): the cells inside the sides.
    private func appendGridRow(_ row: Int, to out: inout ByteCanvas) {
        var canvas = out  // see ByteCanvas: a local keeps its count in a register
        let start = canvas.count
        appendRowStart(to: &canvas)
        for column in 0..<layout.columns {
            if column > 0 { canvas.appendSpaces(layout.gap) }
            appendCell(row * layout.columns + column + 1, to: &canvas)
        }
        appendRowEnd(from: start, to: &canvas)
        out = canvas
    }

    /// The spending of grid row `row`'s months, each right-aligned under its cell's name.
    private func appendAmountsRow(_ row: Int, rank: Int, totals: CellTotals, to out: inout ByteCanvas) {
        let start = out.count
        appendRowStart(to: &out)
        for column in 0..<layout.columns {
            if column > 0 { out.appendSpaces(layout.gap) }
            let text = totals.text(rank, month: row * layout.columns + column + 1)
            out.appendSpaces(layout.belowWidth - DisplayWidth.of(text))
            out.append(contentsOf: text)
            out.appendSpaces(layout.cellWidth - layout.belowWidth)
        }
        appendRowEnd(from: start, to: &out)
    }

    @inline(__always)
    private func appendRowStart(to out: inout ByteCanvas) {
        if layout.hasSides { frame.appendVertical(to: &out) }
        out.appendSpaces(layout.padding)
    }

    @inline(__always)
    private func appendRowEnd(from start: Int, to out: inout ByteCanvas) {
        out.appendSpaces(layout.padding)
        if layout.hasSides { frame.appendVertical(to: &out) }
        endLine(from: start, to: &out)
    }

    /// One cell: the name right-aligned, hugged by its marks (`>[Nov]*`, `  (1월) `), then the inline
    /// amount and the entries mark when the layout has them.
    ///
    /// The common part is at most 24 bytes (two of padding, the marks, two colour escapes and a
    /// five-byte name), written through one reserved stretch with a local index.
    private func appendCell(_ month: Int, to out: inout ByteCanvas) {
        let marks = marks(month)
        let isSelected = marks.contains(.selected)
        let isToday = marks.contains(.today)
        let isDisabled = marks.contains(.disabled)
        let colour = options.color && (isSelected || isToday || isDisabled)
        guard let room = out.room(24) else { return }
        var index = 0
        for _ in 0..<max(0, layout.nameWidth - nameWidth(month)) {
            room[index] = UInt8(ascii: " ")
            index &+= 1
        }
        room[index] = marks.contains(.focused) ? UInt8(ascii: ">") : UInt8(ascii: " ")
        index &+= 1
        if colour {
            index = Self.put(isSelected ? ANSI.reverseBytes : isToday ? ANSI.boldBytes : ANSI.dimBytes, room, index)
        }
        room[index] = isSelected ? UInt8(ascii: "[") : isDisabled ? UInt8(ascii: "(") : UInt8(ascii: " ")
        index &+= 1
        switch layout.names {
        case .short: index = language.putCellName(month, into: room, at: index)
        case .digits:
            if month >= 10 {
                room[index] = UInt8(ascii: "1")
                index &+= 1
            }
            room[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: month % 10)
            index &+= 1
        }
        room[index] = isSelected ? UInt8(ascii: "]") : isDisabled ? UInt8(ascii: ")") : UInt8(ascii: " ")
        index &+= 1
        if colour { index = Self.put(ANSI.resetBytes, room, index) }
        room[index] = isToday ? UInt8(ascii: "*") : UInt8(ascii: " ")
        index &+= 1
        out.advance(by: index)
        if layout.amounts == .inline || layout.marksEntries { appendCellJournal(month, to: &out) }
    }

    /// Writes a literal into `room` at `index`; returns the index after it.
    @inline(__always)
    private static func put(_ literal: StaticString, _ room: UnsafeMutableBufferPointer<UInt8>, _ index: Int) -> Int {
        literal.withUTF8Buffer { bytes in
            for offset in 0..<bytes.count { room[index &+ offset] = bytes[offset] }
            return index &+ bytes.count
        }
    }

    /// The end of a cell with a journal: the inline amount and the entries mark, as the layout has them.
    private func appendCellJournal(_ month: Int, to out: inout ByteCanvas) {
        if layout.amounts == .inline, let totals {
            let text = totals.text(0, month: month)
            out.appendSpaces(layout.amountWidth - DisplayWidth.of(text))
            out.append(contentsOf: text)
        }
        if layout.marksEntries {
            out.append(hasEntries(month) ? UInt8(ascii: "+") : UInt8(ascii: " "))
        }
    }

    private func hasEntries(_ month: Int) -> Bool { entryMonths & 1 << UInt16(month - 1) != 0 }

    @inline(__always)
    private func nameWidth(_ month: Int) -> Int { language.nameWidth(month, names: layout.names) }

    // MARK: - One line

    /// The popover as a line, for a terminal narrower than the narrowest grid: the selected month, the
    /// focused cell with its marks (and the selected one, when it is another month of the shown year),
    /// and the year shown (`2026-11 >[Nov]* (open: 2026)`), then the legend, each wrapped to the width.
    func appendLine(to out: inout [UInt8]) {
        var cells = [cellText(focus.month)]
        if selectedMonth != 0, selectedMonth != focus.month { cells.append(cellText(selectedMonth)) }
        let open = Messages(language: language).openOnYear(focus.year)
        var legend: [UInt8] = []
        legend.draw(estimatedBytes: 256) { appendLegend(to: &$0) }
        let lines = ["\(state.selection) " + cells.joined(separator: " ") + " " + open] + drawnLines(legend)
        for line in lines {
            for piece in DisplayWidth.wrapped(line, to: options.width) { out.appendLine(piece) }
        }
    }

    /// A cell as the line writes it: its name hugged by its marks, without padding (`>[Nov]*+`).
    private func cellText(_ month: Int) -> String {
        let marks = marks(month)
        var text = marks.contains(.focused) ? ">" : ""
        let name = language.cellName(month)
        if marks.contains(.selected) {
            text += "[" + name + "]"
        } else if marks.contains(.disabled) {
            text += "(" + name + ")"
        } else {
            text += name
        }
        if marks.contains(.today) { text += "*" }
        if journal != nil, hasEntries(month) { text += "+" }
        return text
    }

    // MARK: - Legend

    /// The month of the shown year that carries `mark`, or `nil` when no month on screen does.
    private func month(carrying mark: LegendMark) -> Int? {
        switch mark {
        case .selected: return selectedMonth == 0 ? nil : selectedMonth
        case .today: return todayMonth == 0 ? nil : todayMonth
        case .focus: return focus.month
        case .disabled: return shown.firstDisabled
        case .entries:
            guard journal != nil else { return nil }
            return (1...12).first { hasEntries($0) }
        }
    }

    /// The legend, its entries wrapped inside when one alone may be wider than the width (below twenty
    /// columns: the longest entry, `Aug+ has entries`, takes sixteen).
    func appendFittedLegend(to out: inout ByteCanvas) {
        guard let width = options.width, width < 20 else {
            return appendLegend(to: &out)
        }
        var legend: [UInt8] = []
        legend.draw(estimatedBytes: 256) { appendLegend(to: &$0) }
        for line in drawnLines(legend) {
            for piece in DisplayWidth.wrapped(line, to: width) {
                out.append(contentsOf: piece)
                out.newline()
            }
        }
    }

    /// The legend: each mark that occurs on screen, shown on a month that carries it (`[Dec] selected`),
    /// two spaces apart, wrapping between entries at the width; then what the amounts are, when shown.
    func appendLegend(to out: inout ByteCanvas) {
        var lineWidth = 0
        for mark in LegendMark.allCases {
            guard let month = month(carrying: mark) else { continue }
            let entryWidth = language.legendEntryWidth(mark, month: month, names: layout.names)
            if lineWidth > 0 {
                if let width = options.width, lineWidth + 2 + entryWidth > width {
                    out.newline()
                    lineWidth = 0
                } else {
                    out.appendSpaces(2)
                    lineWidth += 2
                }
            }
            language.appendLegendEntry(mark, month: month, names: layout.names, to: &out)
            lineWidth += entryWidth
        }
        out.newline()
        if let totals, !totals.commodities.isEmpty {
            let symbols = totals.commodities.map { VisibleText.escaping($0) }.joined(separator: ", ")
            let text: String
            switch (language, totals.commodities.count) {
            case (.english, 1): text = "amounts: spending in \(symbols)"
            case (.english, _): text = "amounts: spending, one line each for \(symbols)"
            case (.korean, 1): text = "금액: \(symbols) 지출"
            case (.korean, _): text = "금액: 지출(줄 순서대로 \(symbols))"
            }
            for line in DisplayWidth.wrapped(text, to: options.width, hangingIndent: 2) {
                out.append(contentsOf: line)
                out.newline()
            }
        }
    }

}

/// The spending shown in popover cells: each month's spending in each of the year's cell commodities,
/// compactly (`1.2M`, `120만`); one commodity goes beside the month's name, several go a line each under
/// the names.
struct CellTotals {
    /// The commodities shown, in the order their lines are drawn (none when nothing was spent).
    let commodities: [String]
    /// Compact amounts by `rank * 12 + month - 1`; empty where nothing was spent.
    private let texts: [String]
    /// The display width of the widest amount.
    let widest: Int

    init(journal: Journal, year: Int, commodities: [String], language: Language) {
        self.commodities = commodities
        var texts = [String](repeating: "", count: commodities.count * 12)
        for month in 1...12 {
            let spent = journal.expenses(in: .month(JournalMonth(uncheckedYear: year, month: month)))
            for (rank, commodity) in commodities.enumerated() {
                guard let amount = spent[commodity], !amount.isZero else { continue }
                texts[rank * 12 + month - 1] = journal.compact(
                    amount, commodity: commodity, units: language.compactUnits)
            }
        }
        self.texts = texts
        widest = texts.map { DisplayWidth.of($0) }.max() ?? 0
    }

    /// Month `month`'s spending in commodity `rank`, compactly, or an empty string.
    func text(_ rank: Int, month: Int) -> String {
        rank < commodities.count ? texts[rank * 12 + month - 1] : ""
    }
}

/// The lines of a drawing written as bytes, each newline ending one.
func drawnLines(_ bytes: [UInt8]) -> [String] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
}
