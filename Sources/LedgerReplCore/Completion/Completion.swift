/// What completion knows about the session: the year on screen, the language, and the names of the
/// loaded journal (none without one).
///
/// Making one reads every name once into the form completion compares; keep it while the journal
/// stays loaded and change only `screenYear`, so a Tab costs a scan, not a rebuild.
public struct CompletionContext: Sendable {
    /// The year the popover shows, or the selected month's when it is closed: years are offered near it.
    public var screenYear: Int
    /// The session's language: with nothing typed yet, question and category words of the other
    /// language are not listed (typing one still completes it).
    public let language: Language?
    /// Account names, in full (`expenses:food:cafe`).
    public let accounts: [String]
    /// Payees, as the journal writes them.
    public let payees: [String]
    /// Category words (both languages) that name some of the journal's accounts.
    public let categories: [String]
    /// The names in the form they are compared and listed in.
    let words: JournalWords

    /// Makes a context; without names it completes commands and phrases only.
    public init(
        screenYear: Int, language: Language? = nil, accounts: [String] = [], payees: [String] = [],
        categories: [String] = []
    ) {
        self.screenYear = screenYear
        self.language = language
        self.accounts = accounts
        self.payees = payees
        self.categories = categories
        self.words = JournalWords(accounts: accounts, payees: payees, categories: categories, language: language)
    }

    /// Whether a journal's names are known, so questions and filters can be completed.
    var hasJournal: Bool { !accounts.isEmpty || !payees.isEmpty }
}

/// Tab completion, word by word, from the tables the parser reads (so it offers what the parser
/// accepts) and from the journal's names.
///
/// Commands and phrases come from the `Vocabulary`, read as `CompletionPattern`s: the words typed before
/// the last one choose the patterns that still fit, and the last word is completed against the word each
/// has in that place. With a journal, a question or the filters of `entries` and `balance` are made of
/// units in any order (a phrase, an account, a payee, a category, a question word), so wherever a unit
/// has just ended (`entries `, `spent in `, `이번 달 `, `entries starbucks `) the next one may start:
/// a phrase, or a name from the journal.
public enum Completion {
    /// How many years either side of the one on screen are offered.
    public static let yearRadius = 5

    /// The words that complete the last word of `text` (the text before the cursor), with no journal.
    public static func candidates(for text: String, screenYear: Int) -> [String] {
        complete(text, in: CompletionContext(screenYear: screenYear)).candidates
    }

    /// The last word of `text` and the words that can replace it, with no journal.
    public static func complete(_ text: String, screenYear: Int) -> CompletionResult {
        complete(text, in: CompletionContext(screenYear: screenYear))
    }

    /// The text `text` ends with that a candidate would replace, and the candidates, by kind.
    public static func complete(_ text: String, in context: CompletionContext) -> CompletionResult {
        let word = lastWord(of: text)
        var head = String.UnicodeScalarView()
        head.append(contentsOf: text.unicodeScalars.dropLast(word.unicodeScalars.count))
        let before = Normalizer.normalize(String(head))
        var previous = before.isEmpty ? [] : before.split(separator: " ").map(String.init)
        // `help` and `explain` take a command or phrase: complete what follows as a line of its own.
        var afterHelp = false
        while let first = previous.first, let entry = Vocabulary.entry(spelled: first),
            entry.meaning == .command(.help) || entry.meaning == .command(.explain)
        {
            afterHelp = entry.meaning == .command(.help)
            previous.removeFirst()
        }
        let typed = Normalizer.normalize(word)
        let script = CompletionScript(line: before, typed: typed, session: context.language)
        var found = Candidates()
        if afterHelp, previous.isEmpty {  // `help keys`, `help questions`: the topics beyond the commands
            let topics = (KeyBindings.helpTopics + Vocabulary.questionHelpTopicNames).filter {
                $0.hasPrefix(typed) && $0 != typed && script.offers(CompletionScript.language(of: $0))
            }
            found.add(CompletionGroup(kind: .command, words: topics))
        }
        for pattern in CompletionPattern.all
        where script.offers(pattern.language) && pattern.begins(with: previous[...]) {
            found.add(pattern, at: previous.count, typed: typed, screenYear: context.screenYear)
        }
        guard context.hasJournal, takesUnits(previous) else { return found.result(replacing: word) }

        let names = context.words
        let command = leadingCommand(previous)
        // A filter names the journal's accounts, categories and payees, and so does a recording
        // sentence: there the names come first and question words are no use.
        let takesNames = command.map { filterCommands.contains($0) || sentenceCommands.contains($0) } ?? false
        if takesNames { found.preferred = Self.nameKinds }
        // A sentence is words in any order (a day, an amount, a payee, accounts): each may start a unit.
        let starts =
            command.map(sentenceCommands.contains) == true
            ? Set(0...previous.count) : unitStarts(previous, names: names)
        for start in starts where start > 0 {
            for pattern in CompletionPattern.phrases
            where script.offers(pattern.language) && pattern.begins(with: previous[start...]) {
                found.add(pattern, at: previous.count - start, typed: typed, screenYear: context.screenYear)
            }
        }
        // Names of several words are matched against the last words typed as well (`whole f`).
        for count in stride(from: min(3, previous.count), through: 1, by: -1)
        where starts.contains(previous.count - count) {
            let span = (previous.suffix(count) + [typed]).joined(separator: " ")
            let spanned = names.candidates(typed: span, severalWordsOnly: true, questions: !takesNames)
            if spanned.contains(where: { !$0.words.isEmpty }) {
                return CompletionResult(word: lastWords(count + 1, of: text), groups: spanned)
            }
        }
        // At the start of a line only what was begun: an empty line lists the commands.
        if starts.contains(previous.count), !previous.isEmpty || !typed.isEmpty {
            for group in names.candidates(typed: typed, questions: !takesNames) { found.add(group) }
        }
        return found.result(replacing: word)
    }

    /// The commands whose filters are units of names and phrases in any order.
    public static let filterCommands: Set<CommandWord> = [.entries, .balance, .change]

    /// The commands that take a sentence whose words come in any order, names of the journal among
    /// them: `add`, `record`, `기록`, `추가`.
    public static let sentenceCommands: Set<CommandWord> = [.record]

    /// The kinds of candidate that name something of the journal.
    static let nameKinds: Set<CompletionGroup.Kind> = [.category, .account, .payee]

    /// Whether the words typed so far may be followed by journal names: a line that starts with no
    /// command (a question), or with one of `filterCommands` or `sentenceCommands`.
    static func takesUnits(_ previous: [String]) -> Bool {
        guard let command = leadingCommand(previous) else { return true }
        return filterCommands.contains(command) || sentenceCommands.contains(command)
    }

    /// The command word the line starts with, if it starts with one.
    static func leadingCommand(_ previous: [String]) -> CommandWord? {
        guard let first = previous.first, let entry = Vocabulary.entry(spelled: first),
            case .command(let command) = entry.meaning
        else { return nil }
        return command
    }

    /// The positions in `previous` where a unit may start: the line's start, after a filter command
    /// (`entries`, `잔액`), after a question word or a name of the journal, and after a whole phrase that itself
    /// started at such a position (`이번 달`, `last month`, `july 2024`).
    static func unitStarts(_ previous: [String], names: JournalWords) -> Set<Int> {
        var starts: Set<Int> = [0]
        if let first = previous.first, isCommandWord(first) { starts.insert(1) }
        for end in previous.indices.map({ $0 + 1 }) {
            if names.endsUnit(previous[end - 1]) {
                starts.insert(end)
                continue
            }
            for start in starts where start < end {
                let words = previous[start..<end]
                if CompletionPattern.phrases.contains(where: { $0.slots.count == words.count && $0.begins(with: words) }
                ) {
                    starts.insert(end)
                    break
                }
            }
        }
        return starts
    }

    /// Whether `word` is a command word (`entries`, `잔액`).
    private static func isCommandWord(_ word: String) -> Bool {
        guard let entry = Vocabulary.entry(spelled: word), case .command = entry.meaning else { return false }
        return true
    }

    /// The text after the last space (empty when `text` ends in a space).
    static func lastWord(of text: String) -> String { lastWords(1, of: text) }

    /// The last `count` words of `text` as typed, with the spaces between them.
    static func lastWords(_ count: Int, of text: String) -> String {
        var scalars: [Unicode.Scalar] = []
        var spaces = 0
        var inSpace = false
        for scalar in text.unicodeScalars.reversed() {
            let isSpace = Normalizer.normalize(String(scalar)).isEmpty
            if isSpace, !inSpace {
                spaces += 1
                if spaces == count { break }
            }
            inSpace = isSpace
            scalars.append(scalar)
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars.reversed())
        return String(out)
    }
}

/// The candidates found so far, by kind, without repeats.
private struct Candidates {
    /// Words of the vocabulary's patterns, sorted when the result is made.
    private var words: [CompletionGroup.Kind: Set<String>] = [:]
    /// Names, already in listing order.
    private var names: [CompletionGroup.Kind: [String]] = [:]
    private var seen = Set<String>()

    mutating func add(_ pattern: CompletionPattern, at index: Int, typed: String, screenYear: Int) {
        guard index < pattern.slots.count else { return }
        let kind = pattern.kind(at: index)
        for candidate in pattern.slots[index].words(screenYear: screenYear, typed: typed)
        where candidate.hasPrefix(typed) && candidate != typed && seen.insert(candidate).inserted {
            words[kind, default: []].insert(candidate)
        }
    }

    /// Adds a group already in listing order, leaving out words found before.
    mutating func add(_ group: CompletionGroup) {
        names[group.kind, default: []] += group.words.filter { seen.insert($0).inserted }
    }

    /// The kinds the first Tab prefers (`CompletionResult.preferred`).
    var preferred: Set<CompletionGroup.Kind> = []

    func result(replacing word: String) -> CompletionResult {
        let groups = CompletionGroup.Kind.allCases.map { kind in
            CompletionGroup(
                kind: kind, words: CompletionOrder.sorted(Array(words[kind] ?? []), kind: kind) + (names[kind] ?? []))
        }
        return CompletionResult(word: word, groups: groups, preferring: preferred)
    }
}
