import Testing

@testable import LedgerReplCore

/// Every command word has its row in the vocabulary, so a refusal that names a command (`"down" moves
/// inside the open month picker`, `"열기"`) names it by that row's canonical spelling in the session's
/// language, never by an English word looked up again.
@Suite struct CommandWordRowsTests {
    /// Every command word there is (`CommandWord` has a case with a value, so it lists them here).
    static let words: [CommandWord] =
        [
            .open, .close, .previous, .next, .fastPrevious, .fastNext, .enter, .undo, .help, .explain, .history,
            .quit, .entries, .balance, .change, .reload, .record,
        ] + FocusMove.allCases.map { .focus($0) }

    @Test(arguments: words) func hasItsOwnRow(word: CommandWord) {
        #expect(Vocabulary.entry(for: word).meaning == .command(word))
    }

    /// The names a refusal uses (source: the vocabulary's first spelling in each language).
    @Test(arguments: [
        (CommandWord.enter, "enter", "선택"), (.focus(.down), "down", "아래"), (.reload, "reload", "새로고침"),
        (.entries, "entries", "내역"),
    ])
    func isNamedInTheSessionsLanguage(word: CommandWord, english: String, korean: String) {
        #expect(Messages(language: .english).name(of: word) == english)
        #expect(Messages(language: .korean).name(of: word) == korean)
    }
}
