/// What `help` was asked about, read when the line is read: the command list, the keys, the rows of
/// the vocabulary a topic names (`help entries`, `도움말 내역`, `help questions`), or a topic that has
/// no help, as typed.
public enum HelpTopic: Hashable, Sendable {
    /// `help` alone: every command.
    case overview
    /// `help keys`, `도움말 키`: the keys of the line editor.
    case keys
    /// The rows of `Vocabulary.entries` (their indices) the topic names.
    case rows([Int])
    /// A topic no row names, as typed.
    case unknown(String)

    /// The topic `text` (as typed after `help`; `nil` or empty for none) names.
    public init(reading text: String?) {
        guard let text, !text.isEmpty else {
            self = .overview
            return
        }
        let key = Normalizer.compactingKorean(Normalizer.normalize(text))
        if KeysHelp.topics.contains(key) {
            self = .keys
            return
        }
        let rows = Vocabulary.entries.indices.filter { index in
            let entry = Vocabulary.entries[index]
            if Vocabulary.questionHelpTopics.contains(key) { return entry.meaning == .question }
            return entry.spellings.contains { Normalizer.compactingKorean($0) == key }
        }
        self = rows.isEmpty ? .unknown(text) : .rows(rows)
    }
}
