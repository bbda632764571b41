/// What Tab can do with the text before the cursor: the text being completed and the whole words that
/// can replace it, grouped by kind.
public struct CompletionResult: Equatable, Sendable {
    /// The text a candidate replaces: the last word as typed (possibly empty), or the last few words
    /// when the candidates are names of several words (`whole f` → `Whole Foods`).
    public var word: String
    /// The candidates by kind, in the order a listing shows them; no candidate is in two groups.
    public var groups: [CompletionGroup]

    /// The kinds the first Tab completes from when any of its candidates is of one: after a filter or
    /// recording word (`entries star`, `기록 스타`) the journal's names, so `star` becomes `Starbucks`
    /// though `start` (of `start of the year`) fits too. Empty: every candidate alike. A listing (the
    /// second Tab) shows every group whatever this says.
    public var preferred: Set<CompletionGroup.Kind> = []

    /// Makes a result from its groups (empty groups are dropped).
    public init(word: String, groups: [CompletionGroup], preferring preferred: Set<CompletionGroup.Kind> = []) {
        self.word = word
        self.groups = groups.filter { !$0.words.isEmpty }
        self.preferred = preferred
    }

    /// Makes a result with one group of words.
    public init(word: String, candidates: [String], kind: CompletionGroup.Kind = .word) {
        self.init(word: word, groups: [CompletionGroup(kind: kind, words: candidates)])
    }

    /// Every candidate, group after group.
    public var candidates: [String] { groups.flatMap(\.words) }

    /// The candidates the first Tab completes from: those of the `preferred` kinds when there are any,
    /// else every candidate. One alone is inserted whole; several, their `commonPrefix`.
    public var inserted: [String] {
        let first = groups.filter { preferred.contains($0.kind) }.flatMap(\.words)
        return first.isEmpty ? candidates : first
    }

    /// The longest text every candidate Tab completes from (`inserted`) starts with, by whole
    /// characters; `""` when there are none.
    public var commonPrefix: String {
        let all = inserted
        guard var prefix = all.first.map(Array.init) else { return "" }
        for candidate in all.dropFirst() {
            let characters = Array(candidate)
            var length = 0
            while length < min(prefix.count, characters.count), prefix[length] == characters[length] { length += 1 }
            prefix.removeSubrange(length...)
        }
        return String(prefix)
    }
}

/// Candidates of one kind, in the order they are listed.
public struct CompletionGroup: Equatable, Sendable {
    /// What the words are; a listing heads each group with its kind.
    public enum Kind: Int, CaseIterable, Comparable, Sendable {
        /// Command words: `open`, `entries`, `열기`.
        case command
        /// Words of phrases and their numbers: `next`, `month`, `ago`, `3개월`.
        case word
        /// Month names and Korean months, in calendar order.
        case month
        /// Years near the one on screen.
        case year
        /// Words that ask about the journal: `spent`, `income`, `얼마`.
        case question
        /// Household categories that name accounts of the journal: `food`, `식비`.
        case category
        /// Account names and their segments.
        case account
        /// Payees, as the journal writes them.
        case payee

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The heading of a listing's group.
        public func title(in language: Language) -> String {
            switch (self, language) {
            case (.command, .english): "commands"
            case (.command, .korean): "명령"
            case (.word, .english): "words"
            case (.word, .korean): "낱말"
            case (.month, .english): "months"
            case (.month, .korean): "달"
            case (.year, .english): "years"
            case (.year, .korean): "연도"
            case (.question, .english): "questions"
            case (.question, .korean): "질문"
            case (.category, .english): "categories"
            case (.category, .korean): "분류"
            case (.account, .english): "accounts"
            case (.account, .korean): "계정"
            case (.payee, .english): "payees"
            case (.payee, .korean): "거래처"
            }
        }
    }

    /// What the words are.
    public var kind: Kind
    /// The words, in listing order.
    public var words: [String]

    /// Makes a group.
    public init(kind: Kind, words: [String]) {
        self.kind = kind
        self.words = words
    }
}
