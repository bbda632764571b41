import LedgerJournalCore
import Testing

@testable import LedgerReplCore

@Suite struct JSONLineTests {
    @Test func writesTheCoreFieldsInOrder() {
        var session = Session(state: picker())
        let outcome = session.handle("3")
        let line = JSONLine.encode(line: 4, input: "3", outcome: outcome, messages: Messages(language: .english))
        #expect(
            line == """
                {"line":4,"input":"3","ok":true,"month":"2026-03","open":false,"year":2026,"focus":null,\
                "reply":"Selected March 2026; reloading its calendar.","events":[{"reload":"2026-03"}]}
                """)
    }

    /// The state's fields are written from its integers: the same text as `YearMonth.description` and
    /// `String(_:)` for years of one to four digits, open and closed.
    @Test func stateFieldsMatchTheirDescriptionsForEveryWidthOfYear() {
        for year in [1, 5, 10, 99, 100, 999, 1000, 2026, 9999] {
            for focus in [nil, ym(year, 12)] as [YearMonth?] {
                let state = picker(ym(year, 1), focus: focus)
                let outcome = Outcome(state: state, reply: .alreadyOpen)
                let line = JSONLine.encode(line: 1, input: "x", outcome: outcome, messages: Messages(language: .english))
                let focusText = focus.map { #""\#($0)""# } ?? "null"
                let fields = #""month":"\#(state.selection)","open":\#(focus != nil),"year":\#(state.yearOnScreen),"#
                    + #""focus":\#(focusText),"#
                #expect(line.contains(fields), "\(line)")
            }
        }
    }

    @Test func aFailureKeepsTheStateFieldsAndAddsTheError() {
        var session = Session(state: picker(focus: ym(2027, 2)))
        let outcome = session.handle("nxt month")
        let line = JSONLine.encode(
            line: 1, input: "nxt month", outcome: outcome, messages: Messages(language: .english))
        #expect(
            line == """
                {"line":1,"input":"nxt month","ok":false,"month":"2026-11","open":true,"year":2027,"focus":"2027-02",\
                "reply":"unknown command \\"nxt month\\"; did you mean \\"next month\\"?","events":[],\
                "error":"unknown command \\"nxt month\\"; did you mean \\"next month\\"?"}
                """)
    }

    @Test(arguments: [
        ("plain", "\"plain\""),
        ("quote \" and \\", "\"quote \\\" and \\\\\""),
        ("\u{1B}[31m\n\t\u{0}", "\"\\u001b[31m\\n\\t\\u0000\""),
        ("\u{85}\u{2028}", "\"\\u0085\\u2028\""),
        ("다음 달", "\"다음 달\""),
    ])
    func escapesEveryStringIntoValidJSON(text: String, json: String) {
        #expect(JSONLine.quoted(text) == json)
    }
}

@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("next month", "next month"),
        ("\u{1B}[2J", "\\x1B[2J"),
        ("\u{1B}]52;c;ZXZpbA==\u{07}", "\\x1B]52;c;ZXZpbA==\\x07"),
        ("\u{9B}31m", "\\x9B31m"),
        ("a\u{202E}b\u{200B}c\u{FFFD}", "a\\u{202E}b\\u{200B}c\\u{FFFD}"),
        ("\u{7F}\u{0}", "\\x7F\\x00"),
        ("다음 달", "다음 달"),
    ])
    func makesEveryControlAndFormatCharacterVisible(raw: String, shown: String) {
        #expect(VisibleText.escaping(raw) == shown)
    }

    /// The escaping as first written, scalar by scalar: the specification the fast paths are held to.
    static func escapedScalarByScalar(_ text: String, limit: Int, escapingQuotes: Bool) -> String {
        var out = ""
        var length = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let piece: String
            switch value {
            case 0x00..<0x20, 0x7F..<0xA0: piece = "\\x" + hex(value, 2)
            case 0xAD, 0x61C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFD:
                piece = "\\u{" + hex(value, 4) + "}"
            case 0x22, 0x5C: piece = escapingQuotes ? "\\" + String(scalar) : String(scalar)
            default: piece = String(scalar)
            }
            if length + piece.count > limit { return out + "…" }
            out += piece
            length += piece.count
        }
        return out
    }

    static func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    @Test(arguments: [true, false])
    func everyTextIsEscapedAsScalarByScalar(escapingQuotes: Bool) {
        let pieces = [
            "a", "Z", " ", "~", "\"", "\\", "\u{1B}", "\u{7F}", "\u{85}",
            "é", "e\u{301}", "다", "\u{202E}", "😀", "…",
        ]
        var texts = [""]
        for first in pieces { for second in pieces { texts.append(first + second + first) } }
        texts += [String(repeating: "a", count: 80), String(repeating: "a", count: 81)]
        texts += [String(repeating: "\"", count: 41)]
        texts += [String(repeating: "x", count: 79) + "\u{1B}", String(repeating: "다", count: 90)]
        for text in texts {
            for limit in [0, 1, 3, 80] {
                #expect(
                    VisibleText.escaping(text, limit: limit, escapingQuotes: escapingQuotes)
                        == Self.escapedScalarByScalar(text, limit: limit, escapingQuotes: escapingQuotes),
                    "\(text.debugDescription), limit \(limit)")
            }
        }
    }

    @Test func cutsALongInputAfterEscaping() {
        let shown = VisibleText.escaping(String(repeating: "\u{1B}", count: 1000))
        #expect(shown.count <= VisibleText.quoteLimit + 1)
        #expect(shown.hasSuffix("…"))
        #expect(!shown.contains("\u{1B}"))
    }
}

@Suite struct DisplayWidthTests {
    @Test(arguments: [("Jan", 3), ("1월", 3), ("12월", 4), ("2026년 11월", 11), ("", 0), ("e\u{301}", 1), ("１２", 4)])
    func countsWideCharactersAsTwoColumns(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }
}
