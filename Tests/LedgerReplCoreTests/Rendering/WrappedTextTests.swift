import Testing

@testable import LedgerReplCore

/// Wrapping at word boundaries by display width: what help, replies, errors and listings use.
@Suite struct WrappedTextTests {
    @Test(arguments: [
        (
            "Selected December 2026; reloading its calendar.", 20, 0,
            ["Selected December", "2026; reloading its", "calendar."]
        ),
        ("  indented text that wraps", 12, 4, ["  indented", "    text", "    that", "    wraps"]),
        ("a  b   c", 80, 0, ["a  b   c"]),  // inner spaces kept
        ("word  next", 5, 0, ["word", "next"]),  // spaces at a break dropped
        ("abcdefghij", 4, 0, ["abcd", "efgh", "ij"]),  // a word wider than a line
        ("2026년 12월을 선택했습니다. 달력을 다시 불러옵니다.", 20, 0, ["2026년 12월을", "선택했습니다. 달력을", "다시 불러옵니다."]),
        ("한국어", 3, 0, ["한", "국", "어"]),  // never half a wide character
        ("one\ntwo three", 7, 2, ["one", "two", "  three"]),
        ("", 10, 0, [""]),
    ])
    func wrapsAtWordBoundaries(text: String, width: Int, indent: Int, lines: [String]) {
        #expect(DisplayWidth.wrapped(text, to: width, hangingIndent: indent) == lines)
    }

    @Test func withoutAWidthTheLinesStayWhole() {
        let text = String(repeating: "long words ", count: 30)
        #expect(DisplayWidth.wrapped(text, to: nil) == [text])
        #expect(DisplayWidth.wrapped("a\nb", to: nil) == ["a", "b"])
        #expect(DisplayWidth.wrapped(items: ["a", "b"], prefix: "also: ", to: nil) == ["also: a, b"])
    }

    @Test func wrapsListsBetweenItems() {
        let items = ["in 3 months", "3 months from now", "a month ago", "three months ago"]
        #expect(
            DisplayWidth.wrapped(items: items, prefix: "also: ", to: 30, hangingIndent: 6) == [
                "also: in 3 months,", "      3 months from now,", "      a month ago,", "      three months ago",
            ])
    }

    @Test(arguments: [1, 2, 5, 10, 17, 40])
    func everyLineFitsAndNoWordIsLost(width: Int) {
        let text = "Opened the month picker on 2026. 달 선택 창을 열었습니다 — supercalifragilistic words"
        let lines = DisplayWidth.wrapped(text, to: width, hangingIndent: 2)
        for line in lines { #expect(DisplayWidth.of(line) <= max(width, 2 + 2), "\(line)") }
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
    }

    @Test func truncatesWithAnEllipsis() {
        #expect(DisplayWidth.truncated("expenses:food", to: 8) == "expense…")
        #expect(DisplayWidth.truncated("지출:식비", to: 6) == "지출:…")
        #expect(DisplayWidth.truncated("short", to: 8) == "short")
    }
}
