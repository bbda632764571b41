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
        #expect(PhraseReader.pieces(of: Lexer.lex(word), Array(Lexer.lex(word).tokens.indices)) == nil, "\(word)")
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

    /// A word the grammar reads two ways (`Lexeme.either`) is its first reading to every reader of the
    /// lexer's index, and its second is the phrase grammar's alone: `second` is an ordinal to completion
    /// and the common forms, and a unit of time only after a count.
    @Test(arguments: [
        ("second", Lexeme.ordinal(2), Lexeme.unit(.second)),
        ("day", .unit(.day), .dayOfName),
        ("may", .monthName(5), .holiday(month: 5, day: 1, name: .beforeDay)),
        ("within", .inWord, .rangeWord),
        ("st", .ordinalSuffix, .saint),
        ("월", .koreanMonth, .weekdayInitial(1)),
        ("초", .boundary(.start), .unit(.second)),
        ("보다", .since, .than),
        ("오는", .shift(1), .datingShift(1)),
    ])
    func aWordReadTwoWaysIsItsFirstReadingToOtherReaders(_ word: String, _ first: Lexeme, _ second: Lexeme) {
        let meanings = WordIndex.shared.meanings(of: word)
        #expect(meanings?.phrase == first, "\(word)")
        #expect(meanings?.phraseAlternative == second, "\(word)")
        let line = Lexer.lex(word)
        #expect(PhraseReader.pieces(of: line, Array(line.tokens.indices))?.first?.alternative == second, "\(word)")
    }

    /// A word read one way has no second reading: `days` never ends a fixed day's name, `다음` dates nothing.
    @Test(arguments: ["days", "d", "다음", "첫", "하나", "in"])
    func aWordReadOneWayHasNoSecondReading(_ word: String) {
        #expect(WordIndex.shared.meanings(of: word)?.phrase != nil, "\(word)")
        #expect(WordIndex.shared.meanings(of: word)?.phraseAlternative == nil, "\(word)")
    }

    /// Only a word as long as two English words can be two run together; a longer run is unknown at once.
    @Test func runTogetherWordsAreSplitOnlyWhenShort() {
        #expect(Lexicon.splitRunTogether("nextmonth")?.0 == "next")
        #expect(Lexicon.splitRunTogether(String(repeating: "x", count: 65_000)) == nil)
        #expect(Lexicon.splitRunTogether("next" + String(repeating: "month", count: 10)) == nil)
    }
}
