import Testing

@testable import LedgerReplCore

/// Wrapping and cutting text to a width in terminal columns.
@Suite struct DisplayWidthWrappingTests {
    struct WrapCase: Sendable, CustomTestStringConvertible {
        let text: String
        let width: Int?
        var indent = 0
        let lines: [String]
        var testDescription: String { "\(text.debugDescription) at \(width.map(String.init) ?? "nil")" }
    }

    static let wrapCases: [WrapCase] = [
        WrapCase(text: "the quick brown fox", width: 10, lines: ["the quick", "brown fox"]),
        WrapCase(text: "the quick brown fox", width: 19, lines: ["the quick brown fox"]),
        WrapCase(text: "the quick brown fox", width: nil, lines: ["the quick brown fox"]),
        // The break's spaces go; spaces inside a line stay, so aligned columns stay aligned.
        WrapCase(
            text: "  help COMMAND    what one command does, with examples", width: 40, indent: 20,
            lines: ["  help COMMAND    what one command does,", "                    with examples"]),
        WrapCase(text: "one  two   three", width: 9, lines: ["one  two", "three"]),
        // Hangul is two columns a syllable; Korean breaks at its spaces like English.
        WrapCase(text: "다음 달 선택 창을 열었습니다.", width: 11, lines: ["다음 달", "선택 창을", "열었습니다."]),
        WrapCase(text: "다음 달 선택 창을 열었습니다.", width: 16, lines: ["다음 달 선택", "창을 열었습니다."]),
        // A word wider than the line is broken between characters, never inside a wide one.
        WrapCase(text: "abcdefghij", width: 4, lines: ["abcd", "efgh", "ij"]),
        WrapCase(text: "가나다", width: 3, lines: ["가", "나", "다"]),
        WrapCase(text: "see 지출:주거:월세", width: 10, lines: ["see", "지출:주거:", "월세"]),
        WrapCase(text: "a b", width: 1, lines: ["a", "b"]),
        // Newlines always break; empty paragraphs stay.
        WrapCase(text: "one\n\ntwo three", width: 5, lines: ["one", "", "two", "three"]),
        WrapCase(text: "", width: 10, lines: [""]),
        // A hanging indent as wide as the line is cut back so every line still gets a column.
        WrapCase(text: "aa bb cc", width: 3, indent: 8, lines: ["aa", "  b", "  b", "  c", "  c"]),
    ]

    @Test(arguments: wrapCases)
    func wrapsAtWordBoundaries(_ item: WrapCase) {
        #expect(DisplayWidth.wrapped(item.text, to: item.width, hangingIndent: item.indent) == item.lines)
    }

    @Test func wrapsItemsBetweenThemWithTheSeparatorAtTheBreak() {
        let items = ["지출:주거:월세 ₩700,000", "지출:식비 ₩23,400", "지출:식비:카페 ₩5,500"]
        #expect(
            DisplayWidth.wrapped(items: items, prefix: "Largest   ", to: 40, hangingIndent: 10) == [
                "Largest   지출:주거:월세 ₩700,000,", "          지출:식비 ₩23,400,", "          지출:식비:카페 ₩5,500",
            ])
        #expect(
            DisplayWidth.wrapped(items: items, prefix: "Largest   ", to: nil, hangingIndent: 10) == [
                "Largest   지출:주거:월세 ₩700,000, 지출:식비 ₩23,400, 지출:식비:카페 ₩5,500"
            ])
        // An item too wide for a line of its own wraps at its spaces.
        #expect(
            DisplayWidth.wrapped(items: ["지출:주거:월세 ₩700,000", "x"], prefix: "L ", to: 18, hangingIndent: 2) == [
                "L 지출:주거:월세", "  ₩700,000, x",
            ])
        #expect(DisplayWidth.wrapped(items: [], prefix: "Net  ", to: 20) == ["Net  "])
        // An item that fits its line only without the separator goes without it: no line starts with `,`.
        #expect(
            DisplayWidth.wrapped(items: ["₩2,338,800", "-9,000원"], prefix: "  ", to: 12, hangingIndent: 2) == [
                "  ₩2,338,800", "  -9,000원",
            ])
    }

    /// Over a ladder of widths, no line is wider than the width and no word is lost or reordered.
    @Test func neverExceedsTheWidthAndKeepsEveryWord() {
        let texts = [
            "Selected November 2026; reloading its calendar.", "2026년 11월을 선택했습니다. 달력을 다시 불러옵니다.",
            "explain PHRASE   how a phrase is read, and from which day it counts",
            "a b c d e f g h i j k l m n o p q r s t u v w x y z",
        ]
        for text in texts {
            for width in 18...60 {
                let lines = DisplayWidth.wrapped(text, to: width, hangingIndent: 4)
                for line in lines { #expect(DisplayWidth.of(line) <= width, "\(line) at \(width)") }
                #expect(lines.flatMap { $0.split(separator: " ") } == text.split(separator: " "), "\(text) at \(width)")
            }
        }
    }

    @Test func truncatesWithAnEllipsisInDisplayColumns() {
        #expect(DisplayWidth.truncated("November 2026", to: 13) == "November 2026")
        #expect(DisplayWidth.truncated("November 2026", to: 8) == "Novembe…")
        #expect(DisplayWidth.truncated("2026년 11월", to: 7) == "2026년…")
        #expect(DisplayWidth.truncated("2026년 11월", to: 6) == "2026…")
        #expect(DisplayWidth.truncated("abc", to: 0) == "")
    }
}
