import LedgerJournalCore

/// Draws the open popover: the month label it hangs from, an arrow pointing at it, and a framed box
/// with the `<  2026  >` header, the 4 × 3 month grid and a one-line legend.
///
/// Markers are plain characters so they read without colour: `[Mar]` selected, `Nov*` today, `>Jul`
/// focus, `(Aug)` disabled, and with a journal `Jul+` for a month with entries; they combine
/// (`>[Nov]*`). Every line of the box has the same display width in both languages.
public struct PopoverRenderer: Sendable {
    /// How to draw.
    public var options: RenderOptions

    /// Makes a renderer.
    public init(options: RenderOptions) { self.options = options }

    /// The width of compact money in a cell (`1.2M`, `120만`, `-950`).
    static let amountWidth = 5

    /// The lines of the popover for `state`, which must be open (a closed state gives no lines). With a
    /// `journal`, months with entries are marked and, with `cells: .totals`, show their spending.
    public func lines(for state: PickerState, journal: Journal? = nil) -> [String] {
        guard let focus = state.focus else { return [] }
        let totals = journal.flatMap { journal in
            options.cells == .totals ? CellTotals(journal: journal, year: focus.year, language: options.language) : nil
        }
        return assemble(state, hasJournal: journal != nil, totals: totals) { row in
            gridRow(row, year: focus.year, marks: marks(ofRow: row, in: state), journal: journal, totals: totals)
        }
    }

    /// The marks of the four cells of month-grid row `row` (0...2) in the popover for `state`.
    func marks(ofRow row: Int, in state: PickerState) -> [CellMarks] {
        guard let focus = state.focus else { return [] }
        return (1...4).map { column in
            marks(of: YearMonth(uncheckedYear: focus.year, month: row * 4 + column), focus: focus, in: state)
        }
    }

    /// The marks of `month`'s cell in the popover for `state`, open on `focus`.
    func marks(of month: YearMonth, focus: YearMonth, in state: PickerState) -> CellMarks {
        var marks: CellMarks = []
        if month == state.selection { marks.insert(.selected) }
        if month == state.today.yearMonth { marks.insert(.today) }
        if !state.bounds.contains(month) { marks.insert(.disabled) }
        if month == focus { marks.insert(.focused) }
        return marks
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

    /// The label, the arrow, the framed box (its grid rows from `gridRow`) and the legend, in the order
    /// the arrow direction asks for.
    private func assemble(
        _ state: PickerState, hasJournal: Bool, totals: CellTotals?, gridRow: (Int) -> String
    ) -> [String] {
        guard let focus = state.focus else { return [] }
        let layout = Layout(options.language, hasJournal: hasJournal, hasTotals: totals != nil)
        let frame = Frame(options.style)
        let rules = self.rules(layout)
        var box: [String] = [rules.top]
        box.append(
            headerLine(
                year: focus.year, previous: state.bounds.overlaps(year: focus.year - 1),
                next: state.bounds.overlaps(year: focus.year + 1), layout: layout))
        box.append(rules.tee)
        for row in 0..<3 { box.append(frame.vertical + " " + gridRow(row) + " " + frame.vertical) }
        box.append(rules.bottom)

        let (label, pointer) = labelLines(state.selection, layout: layout)
        var legend = [self.legend(hasJournal: hasJournal)]
        if let commodity = totals?.commodity {
            legend.append(options.language == .korean ? "금액: \(commodity) 지출" : "amounts: spending in \(commodity)")
        }
        switch options.arrow {
        case .up: return [label, pointer] + box + legend
        case .down: return legend + box + [pointer, label]
        }
    }

    // MARK: - Pieces

    /// The widths of a popover's cells and box.
    struct Layout: Sendable {
        /// The display width of the box, frame included.
        let boxWidth: Int
        /// The display width inside the frame.
        let innerWidth: Int

        /// The layout for `language`, with or without a journal's entries marks and spending totals.
        init(_ language: Language, hasJournal: Bool, hasTotals: Bool) {
            // Focus mark, brackets, name, today mark, amount, entries mark.
            let cellWidth =
                PopoverRenderer.nameWidth(language) + 4 + (hasTotals ? PopoverRenderer.amountWidth : 0)
                + (hasJournal ? 1 : 0)
            innerWidth = cellWidth * 4 + 3 * 1 + 2  // four cells, three gaps, a space each side
            boxWidth = innerWidth + 2
        }
    }

    /// The box's top rule, the rule under the header and the bottom rule.
    func rules(_ layout: Layout) -> (top: String, tee: String, bottom: String) {
        let frame = Frame(options.style)
        return (
            frame.rule(frame.topLeft, frame.topRight, width: layout.boxWidth),
            frame.rule(frame.teeLeft, frame.teeRight, width: layout.boxWidth),
            frame.rule(frame.bottomLeft, frame.bottomRight, width: layout.boxWidth)
        )
    }

    /// The framed header line for `year`; `previous` and `next` say whether the bounds allow stepping
    /// to the year before and after (else that arrow is blank).
    func headerLine(year: Int, previous: Bool, next: Bool, layout: Layout) -> String {
        let frame = Frame(options.style)
        return frame.vertical + header(year: year, previous: previous, next: next, width: layout.innerWidth)
            + frame.vertical
    }

    /// The month label the popover hangs from and the arrow line pointing at it.
    func labelLines(_ selection: YearMonth, layout: Layout) -> (label: String, pointer: String) {
        let label = options.language.label(selection)
        let anchorColumn = min(DisplayWidth.of(label) / 2, layout.boxWidth - 1)
        return (label, String(repeating: " ", count: anchorColumn) + (options.arrow == .up ? "^" : "v"))
    }

    /// The widest month name in a cell.
    static func nameWidth(_ language: Language) -> Int {
        (1...12).map { DisplayWidth.of(language.cellName($0)) }.max() ?? 3
    }

    /// The four cells of month-grid row `row` of `year`, joined by single spaces.
    private func gridRow(_ row: Int, year: Int, marks: [CellMarks], journal: Journal?, totals: CellTotals?) -> String {
        let nameWidth = Self.nameWidth(options.language)
        return (0..<4).map { column in
            cell(
                YearMonth(uncheckedYear: year, month: row * 4 + column + 1), marks: marks[column], nameWidth: nameWidth,
                journal: journal, totals: totals)
        }.joined(separator: " ")
    }

    /// `<  2026  >`, with an arrow blanked when the bounds forbid stepping that way.
    func header(year: Int, bounds: MonthBounds, width: Int) -> String {
        header(
            year: year, previous: bounds.overlaps(year: year - 1), next: bounds.overlaps(year: year + 1), width: width)
    }

    private func header(year: Int, previous canStepBack: Bool, next canStepOn: Bool, width: Int) -> String {
        let previous = canStepBack ? "<" : " "
        let next = canStepOn ? ">" : " "
        let title = options.language.yearLabel(year)
        let middle = DisplayWidth.centred(title, in: width - 6)
        return " " + previous + " " + middle + " " + next + " "
    }

    func cell(_ month: YearMonth, marks: CellMarks, nameWidth: Int, journal: Journal?, totals: CellTotals?) -> String {
        let name = options.language.cellName(month.month)
        let content = name
        let isSelected = marks.contains(.selected)
        let isToday = marks.contains(.today)
        let isDisabled = marks.contains(.disabled)
        var body = isSelected ? "[" + content + "]" : isDisabled ? "(" + content + ")" : " " + content + " "
        if options.color {
            if isSelected {
                body = ANSI.reverse + body + ANSI.reset
            } else if isToday {
                body = ANSI.bold + body + ANSI.reset
            } else if isDisabled {
                body = ANSI.dim + body + ANSI.reset
            }
        }
        // Names line up on their right edge; the marks hug the name: `>[Nov]*`, `  (1월) `.
        let padding = String(repeating: " ", count: nameWidth - DisplayWidth.of(name))
        var cell = padding + (marks.contains(.focused) ? ">" : " ") + body + (isToday ? "*" : " ")
        if let totals { cell += DisplayWidth.leftPadded(totals.text(for: month), to: Self.amountWidth) }
        if let journal { cell += journal.hasEntries(in: month.journalMonth) ? "+" : " " }
        return cell
    }

    func legend(hasJournal: Bool) -> String {
        let l = options.language
        let korean = l == .korean
        var legend =
            "[\(l.cellName(3))] \(korean ? "선택" : "selected")  \(l.cellName(11))* \(korean ? "오늘" : "today")  "
            + ">\(l.cellName(7)) \(korean ? "커서" : "focus")  (\(l.cellName(8))) \(korean ? "선택 불가" : "disabled")"
        if hasJournal { legend += "  \(l.cellName(5))+ \(korean ? "내역 있음" : "has entries")" }
        return legend
    }
}

/// The spending shown in popover cells: one commodity for the whole year, so the grid compares like
/// with like.
struct CellTotals {
    let journal: Journal
    let commodity: String?
    let units: CompactMoney.Units

    init(journal: Journal, year: Int, language: Language) {
        self.journal = journal
        self.commodity = journal.mainExpenseCommodity(in: year)
        self.units = language.compactUnits
    }

    /// The month's spending in the year's commodity, compactly; blank when there is none.
    func text(for month: YearMonth) -> String {
        guard let commodity, let spent = journal.expenses(in: .month(month.journalMonth))[commodity], !spent.isZero
        else {
            return ""
        }
        return CompactMoney.format(spent, units: units)
    }
}
