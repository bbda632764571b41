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
        let language = options.language
        let frame = Frame(options.style)
        let totals = journal.flatMap { journal in
            options.cells == .totals ? CellTotals(journal: journal, year: focus.year, language: language) : nil
        }
        let nameWidth = (1...12).map { DisplayWidth.of(language.cellName($0)) }.max() ?? 3
        // Focus mark, brackets, name, today mark, amount, entries mark.
        let cellWidth = nameWidth + 4 + (totals == nil ? 0 : Self.amountWidth) + (journal == nil ? 0 : 1)
        let innerWidth = cellWidth * 4 + 3 * 1 + 2  // four cells, three gaps, a space each side
        let boxWidth = innerWidth + 2

        var box: [String] = []
        box.append(frame.rule(frame.topLeft, frame.topRight, width: boxWidth))
        box.append(frame.vertical + header(year: focus.year, bounds: state.bounds, width: innerWidth) + frame.vertical)
        box.append(frame.rule(frame.teeLeft, frame.teeRight, width: boxWidth))
        for row in 0..<3 {
            let cells = (1...4).map { column in
                cell(
                    YearMonth(uncheckedYear: focus.year, month: row * 4 + column), state: state, nameWidth: nameWidth,
                    journal: journal, totals: totals)
            }
            box.append(frame.vertical + " " + cells.joined(separator: " ") + " " + frame.vertical)
        }
        box.append(frame.rule(frame.bottomLeft, frame.bottomRight, width: boxWidth))

        let label = language.label(state.selection)
        let anchorColumn = min(DisplayWidth.of(label) / 2, boxWidth - 1)
        let pointer = String(repeating: " ", count: anchorColumn) + (options.arrow == .up ? "^" : "v")
        var legend = [self.legend(hasJournal: journal != nil)]
        if let commodity = totals?.commodity {
            legend.append(language == .korean ? "금액: \(commodity) 지출" : "amounts: spending in \(commodity)")
        }
        switch options.arrow {
        case .up: return [label, pointer] + box + legend
        case .down: return legend + box + [pointer, label]
        }
    }

    /// `<  2026  >`, with an arrow blanked when the bounds forbid stepping that way.
    func header(year: Int, bounds: MonthBounds, width: Int) -> String {
        let previous = bounds.overlaps(year: year - 1) ? "<" : " "
        let next = bounds.overlaps(year: year + 1) ? ">" : " "
        let title = options.language.yearLabel(year)
        let middle = DisplayWidth.centred(title, in: width - 6)
        return " " + previous + " " + middle + " " + next + " "
    }

    func cell(_ month: YearMonth, state: PickerState, nameWidth: Int, journal: Journal?, totals: CellTotals?) -> String {
        let name = options.language.cellName(month.month)
        let content = name
        let isSelected = month == state.selection
        let isToday = month == state.today.yearMonth
        let isDisabled = !state.bounds.contains(month)
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
        var cell = padding + (month == state.focus ? ">" : " ") + body + (isToday ? "*" : " ")
        if let totals { cell += DisplayWidth.leftPadded(totals.text(for: month), to: Self.amountWidth) }
        if let journal { cell += journal.hasEntries(in: month.journalMonth) ? "+" : " " }
        return cell
    }

    func legend(hasJournal: Bool) -> String {
        let l = options.language
        let korean = l == .korean
        var legend = "[\(l.cellName(3))] \(korean ? "선택" : "selected")  \(l.cellName(11))* \(korean ? "오늘" : "today")  "
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
        guard let commodity, let spent = journal.expenses(in: .month(month.journalMonth))[commodity], !spent.isZero else {
            return ""
        }
        return CompactMoney.format(spent, units: units)
    }
}
