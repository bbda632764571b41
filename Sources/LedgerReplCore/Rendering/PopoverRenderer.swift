/// Draws the open popover: the month label it hangs from, an arrow pointing at it, and a framed box
/// with the `<  2026  >` header, the 4 × 3 month grid and a one-line legend.
///
/// Markers are plain characters so they read without colour: `[Mar]` selected, `Nov*` today, `>Jul`
/// focus, `(Aug)` disabled; they combine (`>[Nov]*`). Every line of the box has the same display width
/// in both languages.
public struct PopoverRenderer: Sendable {
    /// How to draw.
    public var options: RenderOptions

    /// Makes a renderer.
    public init(options: RenderOptions) { self.options = options }

    /// The lines of the popover for `state`, which must be open (a closed state gives no lines).
    public func lines(for state: PickerState) -> [String] {
        guard let focus = state.focus else { return [] }
        let language = options.language
        let frame = Frame(options.style)
        let nameWidth = (1...12).map { DisplayWidth.of(language.cellName($0)) }.max() ?? 3
        let cellWidth = nameWidth + 4  // focus mark, bracket, name, bracket, today mark
        let innerWidth = cellWidth * 4 + 3 * 1 + 2  // four cells, three gaps, a space each side
        let boxWidth = innerWidth + 2

        var box: [String] = []
        box.append(frame.rule(frame.topLeft, frame.topRight, width: boxWidth))
        box.append(frame.vertical + header(year: focus.year, bounds: state.bounds, width: innerWidth) + frame.vertical)
        box.append(frame.rule(frame.teeLeft, frame.teeRight, width: boxWidth))
        for row in 0..<3 {
            let cells = (1...4).map { column in
                cell(month: row * 4 + column, year: focus.year, state: state, nameWidth: nameWidth)
            }
            box.append(frame.vertical + " " + cells.joined(separator: " ") + " " + frame.vertical)
        }
        box.append(frame.rule(frame.bottomLeft, frame.bottomRight, width: boxWidth))

        let label = language.label(state.selection)
        let anchorColumn = min(DisplayWidth.of(label) / 2, boxWidth - 1)
        let pointer = String(repeating: " ", count: anchorColumn) + (options.arrow == .up ? "^" : "v")
        let legend = self.legend(nameWidth: nameWidth)
        switch options.arrow {
        case .up: return [label, pointer] + box + [legend]
        case .down: return [legend] + box + [pointer, label]
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

    func cell(month: Int, year: Int, state: PickerState, nameWidth: Int) -> String {
        let yearMonth = YearMonth(uncheckedYear: year, month: month)
        let name = options.language.cellName(month)
        let isSelected = yearMonth == state.selection
        let isToday = yearMonth == state.today.yearMonth
        let isDisabled = !state.bounds.contains(yearMonth)
        var body = isSelected ? "[" + name + "]" : isDisabled ? "(" + name + ")" : " " + name + " "
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
        return padding + (yearMonth == state.focus ? ">" : " ") + body + (isToday ? "*" : " ")
    }

    func legend(nameWidth: Int) -> String {
        let l = options.language
        let (selected, today, focus, disabled) =
            l == .korean ? ("선택", "오늘", "커서", "선택 불가") : ("selected", "today", "focus", "disabled")
        return "[\(l.cellName(3))] \(selected)  \(l.cellName(11))* \(today)  >\(l.cellName(7)) \(focus)  "
            + "(\(l.cellName(8))) \(disabled)"
    }
}
