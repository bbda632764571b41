/// The shape of one popover drawing: how cells are named and spaced, whether the box has sides, and
/// where a journal's amounts go. `choosing` picks the roomiest shape that fits the output width.
///
/// A cell is the name right-aligned in the widest name's columns, with a mark slot on each side and the
/// brackets around it: focus, `[`/`(`, name, `]`/`)`, today, then the amount when amounts are inline,
/// then the entries mark when a journal is loaded (`>[Nov]*+`).
struct PopoverLayout: Equatable, Sendable {
    /// How months are named in the cells.
    enum Names: Equatable, Sendable {
        /// `Jan` … `Dec`, `1월` … `12월`.
        case short
        /// ` 1` … `12` in both languages: the narrowest form.
        case digits
    }

    /// Where a cell's spending goes when the cells show totals.
    enum Amounts: Equatable, Sendable {
        /// No amounts.
        case none
        /// After the cell's marks, on the same line (`Jul* 1.2M+`).
        case inline
        /// On a line of their own under each grid row, right-aligned under the name.
        case below
    }

    /// How months are named.
    var names: Names
    /// Spaces between two cells.
    var gap: Int
    /// Spaces between the frame and the grid on each side.
    var padding: Int
    /// Whether the box has sides (`|`); without them the rules still run above and below.
    var hasSides: Bool
    /// Whether cells carry the has-entries mark (`+`).
    var marksEntries: Bool
    /// Where amounts go.
    var amounts: Amounts
    /// The columns an inline amount takes.
    var amountWidth: Int
    /// The columns the widest name takes.
    var nameWidth: Int
    /// Cells in a row of the grid: the app's four, or three or two in a narrow terminal.
    var columns = 4

    /// Rows of the grid.
    var rows: Int { 12 / columns }

    /// The display width of one cell.
    var cellWidth: Int { nameWidth + 4 + (amounts == .inline ? amountWidth : 0) + (marksEntries ? 1 : 0) }
    /// The display width of a row of cells.
    var gridWidth: Int { columns * cellWidth + (columns - 1) * gap }
    /// The display width inside the sides.
    var innerWidth: Int { gridWidth + 2 * padding }
    /// The display width of every line of the box.
    var boxWidth: Int { innerWidth + (hasSides ? 2 : 0) }
    /// The columns a `.below` amount may take: under the focus mark, the brackets and the name.
    var belowWidth: Int { nameWidth + 3 }

    /// The layout of today's fixed drawing (what a pipe gets): short names, one space between cells and
    /// inside the frame, amounts inline.
    static func fixed(_ language: Language, marksEntries: Bool, amountWidth: Int?, amountLines: Int = 1)
        -> PopoverLayout
    {
        PopoverLayout(
            names: .short, gap: 1, padding: 1, hasSides: true, marksEntries: marksEntries,
            amounts: amountWidth == nil ? .none : amountLines > 1 ? .below : .inline, amountWidth: amountWidth ?? 0,
            nameWidth: language.widestCellName)
    }

    /// The roomiest layout no wider than `width` (the fixed one when `width` is `nil`), trying in turn:
    /// the fixed layout, no space between cells, no space inside the frame either; then (with totals)
    /// the same shapes and narrower ones with the amounts on lines of their own; then without amounts:
    /// the same, then no sides, then month numbers for names, then three and two cells a row. `nil`
    /// when not even that fits: the popover is then written as one line (`PopoverRenderer`).
    ///
    /// `widestAmount` is the widest amount on screen when the cells show totals, else `nil`; inline
    /// amounts take at least five columns so a year's grid keeps its shape as amounts change. With more
    /// than one `amountLines` (commodities), amounts always go below the names, a line each.
    static func choosing(
        _ language: Language, width: Int?, marksEntries: Bool, widestAmount: Int?, amountLines: Int = 1
    ) -> PopoverLayout? {
        let fixed = fixed(
            language, marksEntries: marksEntries, amountWidth: widestAmount.map { max(5, $0) },
            amountLines: amountLines)
        guard let width else { return fixed }
        // 0: the fixed shape, 1: no spaces between cells, 2: nor inside the frame, 3: no sides, 4: digits,
        // 5: three cells a row, 6: two.
        func shape(_ index: Int) -> PopoverLayout {
            var layout = fixed
            if index >= 1 { layout.gap = 0 }
            if index >= 2 { layout.padding = 0 }
            if index >= 3 { layout.hasSides = false }
            if index >= 4 { (layout.names, layout.nameWidth) = (.digits, 2) }
            if index >= 5 { layout.columns = index == 5 ? 3 : 2 }
            return layout
        }
        for index in 0..<3 where amountLines <= 1 && shape(index).boxWidth <= width { return shape(index) }
        if let widestAmount {
            for index in 0..<5 {
                let layout = shape(index).placingAmounts(.below)
                if widestAmount <= layout.belowWidth, layout.boxWidth <= width { return layout }
            }
        }
        for index in 0..<7 where shape(index).placingAmounts(.none).fits(width) {
            return shape(index).placingAmounts(.none)
        }
        return nil
    }

    /// Whether every line of the box, the `<  2026  >` header included, fits `width` columns.
    private func fits(_ width: Int) -> Bool {
        boxWidth <= width && innerWidth >= 6 + 6  // the arrows, their spaces and the longest year label
    }

    /// The same layout with amounts placed `amounts`.
    private func placingAmounts(_ amounts: Amounts) -> PopoverLayout {
        var layout = self
        layout.amounts = amounts
        return layout
    }
}
