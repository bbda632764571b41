import LedgerJournalCore

/// A horizontal bar chart for the terminal: one row per bar, its label, the bar and its figure, within
/// a width. Bars are scaled to the largest magnitude; negative values draw in a lighter fill.
///
/// ```
/// 2024년 7월  ████████████████████▌  ₩728,900
/// 2024년 8월  ▏                      ₩-3,000
/// ```
/// When the rows do not fit, the chart gets compact: shorter labels, then compact figures (`73만`,
/// `1.2M`), and in the end no bars at all, so every label and figure is always shown.
struct BarChart {
    /// One bar.
    struct Row {
        /// The label in full (`2024년 7월`, `expenses:food`).
        var label: String
        /// A shorter label for narrow widths (`7월`), or the same.
        var shortLabel: String
        /// What the bar measures, in the chart's one commodity; `nil` draws no bar.
        var value: ExactDecimal?
        /// The figure in full (`₩728,900, 15,000원`).
        var figure: String
        /// A compact figure for narrow widths (`73만`).
        var shortFigure: String
    }

    var rows: [Row]
    /// Frame characters: Unicode blocks, or `#` and `=` in ASCII.
    var style: RenderOptions.Style
    /// The columns available.
    var width: Int

    /// The most columns a bar takes, so a wide terminal does not get absurdly long bars.
    static let longestBar = 40
    /// The fewest columns worth drawing a bar in.
    static let shortestBar = 6

    /// The chart's lines, none wider than `width` unless a single figure is wider.
    func lines() -> [String] {
        guard !rows.isEmpty else { return [] }
        let layouts: [(labels: [String], figures: [String])] = [
            (rows.map(\.label), rows.map(\.figure)),
            (rows.map(\.shortLabel), rows.map(\.figure)),
            (rows.map(\.shortLabel), rows.map(\.shortFigure)),
        ]
        for (labels, figures) in layouts {
            let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
            let figureWidth = figures.map(DisplayWidth.of).max() ?? 0
            let barWidth = min(Self.longestBar, width - labelWidth - figureWidth - 4)
            if barWidth >= Self.shortestBar {
                return draw(labels: labels, figures: figures, barWidth: barWidth)
            }
        }
        // Too narrow for bars: labels and figures alone, as compact as they go.
        let labels = rows.map(\.shortLabel)
        let figures = rows.map(\.shortFigure)
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let figureWidth = figures.map(DisplayWidth.of).max() ?? 0
        // Too narrow even for both columns: each label on a line, its figure under it.
        if labelWidth + 1 + figureWidth > width {
            return zip(labels, figures).flatMap { label, figure in
                DisplayWidth.wrapped(label, to: width, hangingIndent: 2)
                    + [DisplayWidth.leftPadded(figure, to: min(width, figureWidth))]
            }
        }
        return zip(labels, figures).map { label, figure in
            DisplayWidth.padded(label, to: labelWidth) + " " + DisplayWidth.leftPadded(figure, to: figureWidth)
        }
    }

    private func draw(labels: [String], figures: [String], barWidth: Int) -> [String] {
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let figureWidth = figures.map(DisplayWidth.of).max() ?? 0
        let largest = rows.compactMap(\.value).map(\.magnitude).max() ?? .zero
        return rows.indices.map { index in
            let bar = self.bar(rows[index].value, largest: largest, width: barWidth)
            return DisplayWidth.padded(labels[index], to: labelWidth) + "  " + DisplayWidth.padded(bar, to: barWidth)
                + "  " + DisplayWidth.leftPadded(figures[index], to: figureWidth)
        }
    }

    /// A bar `value / largest` of `width` columns long, in eighths of a column (at least one eighth
    /// for a value that is not zero).
    func bar(_ value: ExactDecimal?, largest: ExactDecimal, width: Int) -> String {
        guard let value, !value.isZero, !largest.isZero else { return "" }
        let scaled = value.magnitude * ExactDecimal(width * 8)
        let ratio = scaled.divided(by: largest, toPlaces: 0, .halfAwayFromZero)
        let eighths = max(1, ratio?.wholeValue ?? width * 8)
        let negative = value.signum < 0
        switch style {
        case .ascii:
            return String(repeating: negative ? "=" : "#", count: max(1, (eighths + 4) / 8))
        case .unicode:
            if negative { return String(repeating: "░", count: max(1, (eighths + 4) / 8)) }
            let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
            return String(repeating: "█", count: eighths / 8) + partial[eighths % 8]
        }
    }
}
