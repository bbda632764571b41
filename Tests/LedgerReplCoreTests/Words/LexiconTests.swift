import Testing

@testable import LedgerReplCore

@Suite struct LexiconTests {
    /// A long word is one piece (`크리스마스`, not 크리스 + 마스), and a part of it alone is no word.
    @Test(arguments: ["크리스마스", "크리스마스이브", "근로자의날", "근로자의 날", "세계여성의날"])
    func aLongKoreanWordIsOnePiece(_ word: String) throws {
        let line = Lexer.lex(word)
        #expect(line.tokens.count == 1)
        #expect(line.tokens.first.map(line.spelling(of:)) == String(word.filter { $0 != " " }))
        #expect(line.tokens.first?.meanings?.phrase != nil)
    }

    @Test(arguments: ["마스", "크리스", "화이트", "데이"])
    func aPartOfALongWordIsNoWord(_ word: String) {
        #expect(PhraseReader.pieces(of: Lexer.lex(word), 0..<Lexer.lex(word).tokens.count) == nil, "\(word)")
    }

    /// The lexer tries at each syllable no longer a piece than the words starting with it reach.
    @Test func theLongestMatchIsBoundedBySyllable() {
        let index = WordIndex.shared
        for (word, _) in Lexicon.korean {
            guard let first = word.unicodeScalars.first?.value else { continue }
            #expect((index.longestKoreanStarting[first] ?? 0) >= word.unicodeScalars.count, "\(word)")
        }
        #expect(index.longestKoreanStarting["크".unicodeScalars.first?.value ?? 0] == 7)
    }

    /// Only a word as long as two English words can be two run together; a longer run is unknown at once.
    @Test func runTogetherWordsAreSplitOnlyWhenShort() {
        #expect(Lexicon.splitRunTogether("nextmonth")?.0 == "next")
        #expect(Lexicon.splitRunTogether(String(repeating: "x", count: 65_000)) == nil)
        #expect(Lexicon.splitRunTogether("next" + String(repeating: "month", count: 10)) == nil)
    }
}
