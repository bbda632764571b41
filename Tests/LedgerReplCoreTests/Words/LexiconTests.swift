import Testing

@testable import LedgerReplCore

@Suite struct LexiconTests {
    /// The lexer tries every length up to the longest Korean morpheme at each syllable, per line: a
    /// longer word would slow every Korean line, so long words are split (크리스 + 마스).
    @Test func keepsKoreanMorphemesToFourSyllables() {
        #expect(Lexicon.longestKorean <= 4)
    }
}
