import Testing

@testable import LedgerReplCore

/// The lexer: a line's tokens, each with its text, and whether a table spells it.
@Suite struct LexerTests {
    /// A token as the cases write it: its spelling, then `?` when no table spells it, and `_` before a
    /// token that a space came before.
    static func written(_ line: String) -> String {
        let lexed = Lexer.lex(line)
        return lexed.tokens.map { token in
            (token.spaced ? "_" : "") + lexed.spelling(of: token) + (token.isKnown ? "" : "?")
        }.joined(separator: " ")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let tokens: String
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        // Words, digits and symbols; letters lower case, spaces one, the ends trimmed.
        Case(line: "  Next   Month ", tokens: "next _month"),
        Case(line: "3 months ago", tokens: "3? _months _ago"),
        Case(line: "2024-07-15", tokens: "2024? -? 07? -? 15?"),
        Case(line: "3<<", tokens: "3? < <"),
        Case(line: "frobnicate", tokens: "frobnicate?"),
        Case(line: "next-month", tokens: "next _month"),
        Case(line: "lastweek", tokens: "last _week"),
        // The sentence's end is no token.
        Case(line: "next month?", tokens: "next _month"),
        Case(line: "?", tokens: ""),
        Case(line: "..", tokens: ""),
        // Korean across spaces in the fewest words the tables spell.
        Case(line: "다음 달", tokens: "다음달"),
        Case(line: "지난달로", tokens: "지난달 로"),
        Case(line: "2024년 7월", tokens: "2024? 년 _7? 월"),
        // A run the tables cannot read whole, word by word.
        Case(line: "스타벅스에서 얼마 썼어", tokens: "스타벅스? 에서 _얼마 _썼어"),
        Case(line: "식비얼마나썼어", tokens: "식비 얼마나 썼어"),
        Case(line: "이번 달 식비 얼마", tokens: "이번달 _식비 _얼마"),
        Case(line: "월세", tokens: "월세"),
        // Other characters.
        Case(line: "₩5,400", tokens: "₩ 5? ,? 400?"),
        Case(line: "ＯＰＥＮ", tokens: "open"),
    ]

    @Test(arguments: cases) func readsTheTokens(_ example: Case) {
        #expect(Self.written(example.line) == example.tokens)
    }

    @Test func keepsWhereEachTokenWasTyped() {
        let lexed = Lexer.lex("  GS25   편의점에서 ")
        #expect(lexed.typedText(0..<2) == "GS25")
        #expect(lexed.typedText(2..<3) == "편의점")
        #expect(lexed.words == [0..<2, 2..<4])
    }
}
