import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Bars scaled to the largest magnitude in eighths of a column, and a chart that gets compact, then
/// drops its bars, as the width shrinks; every label and figure is always shown.
@Suite struct BarChartTests {
    static func row(_ label: String, _ value: Int, short: String? = nil) -> BarChart.Row {
        BarChart.Row(
            label: label, shortLabel: short ?? label, value: ExactDecimal(value), figure: "₩\(value)",
            shortFigure: CompactMoney.format(ExactDecimal(value), units: .korean))
    }

    @Test func barsAreScaledToTheLargestInEighths() {
        let chart = BarChart(rows: [], style: .unicode, width: 80)
        #expect(chart.bar(ExactDecimal(100), largest: ExactDecimal(100), width: 8) == "████████")
        #expect(chart.bar(ExactDecimal(50), largest: ExactDecimal(100), width: 8) == "████")
        #expect(chart.bar(ExactDecimal(55), largest: ExactDecimal(100), width: 8) == "████▍")
        #expect(chart.bar(ExactDecimal(1), largest: ExactDecimal(100), width: 8) == "▏", "a value shows")
        #expect(chart.bar(.zero, largest: ExactDecimal(100), width: 8) == "")
        #expect(chart.bar(ExactDecimal(-50), largest: ExactDecimal(100), width: 8) == "░░░░", "negative: lighter")
        let ascii = BarChart(rows: [], style: .ascii, width: 80)
        #expect(ascii.bar(ExactDecimal(55), largest: ExactDecimal(100), width: 8) == "####")
        #expect(ascii.bar(ExactDecimal(-50), largest: ExactDecimal(100), width: 8) == "====")
    }

    @Test func aWideChartHasFullLabelsAndFigures() {
        let chart = BarChart(
            rows: [Self.row("2024년 7월", 728_900, short: "7월"), Self.row("2024년 8월", 364_450, short: "8월")],
            style: .ascii, width: 40)
        #expect(
            chart.lines() == [
                "2024년 7월  ###################  ₩728900",
                "2024년 8월  ##########           ₩364450",
            ])
    }

    @Test func aNarrowChartShortensItsLabelsThenItsFigures() {
        let rows = [Self.row("2024년 7월", 728_900, short: "7월"), Self.row("2024년 8월", 364_450, short: "8월")]
        #expect(
            BarChart(rows: rows, style: .ascii, width: 25).lines() == [
                "7월  ###########  ₩728900", "8월  ######       ₩364450",
            ])
        #expect(BarChart(rows: rows, style: .ascii, width: 18).lines() == ["7월  #######  73만", "8월  ####     36만"])
        #expect(BarChart(rows: rows, style: .ascii, width: 10).lines() == ["7월 73만", "8월 36만"], "no room for bars")
    }

    @Test(arguments: 10...80)
    func everyLineFitsTheWidth(_ width: Int) {
        let rows = (1...12).map { Self.row("2024년 \($0)월", $0 * 123_457, short: "\($0)월") }
        for line in BarChart(rows: rows, style: .unicode, width: width).lines() {
            #expect(DisplayWidth.of(line) <= max(width, 10), "\(line)")
        }
    }
}
