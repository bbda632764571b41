/// The words of one completion that come from the journal and the question tables: account names with
/// every parent (`expenses`, `expenses:food`), account segments (`food`), payees, category words and
/// question words, each with the form it is compared in (lower case).
struct JournalWords: Sendable {
    private var byKind: [(CompletionGroup.Kind, [(shown: String, compared: String)])] = []
    private var allQuestionWords: [(shown: String, compared: String)] = []
    private var allCategories: [(shown: String, compared: String)] = []
    /// Every word that ends a unit of a question, compared form.
    private var unitWords = Set<String>()

    init(accounts accountNames: [String], payees: [String], categories: [String], language: Language?) {
        var accounts = Set<String>()
        var segments = Set<String>()
        for account in accountNames {
            var prefix = ""
            for segment in account.split(separator: ":") {
                prefix = prefix.isEmpty ? String(segment) : prefix + ":" + segment
                accounts.insert(prefix)
                segments.insert(String(segment))
            }
        }
        let questions = Self.questionWords
        // In listing order once, so a Tab only filters.
        func entries(_ words: some Sequence<String>, _ kind: CompletionGroup.Kind) -> [(
            shown: String, compared: String
        )] {
            CompletionOrder.sorted(Array(words), kind: kind).map { ($0, Self.compared($0)) }
        }
        // With nothing typed, the words of the session's language only.
        func inLanguage(_ words: [String]) -> [String] {
            guard let language else { return words }
            return words.filter { word in
                (word.unicodeScalars.first.map(Normalizer.isHangul) ?? false) == (language == .korean)
            }
        }
        allQuestionWords = entries(questions, .question)
        allCategories = entries(categories, .category)
        byKind = [
            (.question, entries(inLanguage(questions), .question)),
            (.category, entries(inLanguage(categories), .category)),
            (.account, entries(accounts.union(segments), .account)),
            (.payee, entries(payees, .payee)),
        ]
        for (_, words) in byKind {
            for word in words { unitWords.insert(word.compared) }
        }
        for word in allQuestionWords + allCategories { unitWords.insert(word.compared) }
        for word in Self.fillers { unitWords.insert(word) }
    }

    /// Whether a typed word (normalised) ends a unit of a question: a question word, a filler such as
    /// `in`, or a name of the journal (with or without a Korean particle after it).
    func endsUnit(_ word: String) -> Bool {
        let key = Self.compared(word)
        return unitWords.contains(key) || unitWords.contains(Particles.stripping(key))
    }

    /// The names that start with `typed` (normalised), by kind; with `severalWordsOnly`, only names of
    /// several words; without `questions`, no question words (a filter or a sentence takes none).
    func candidates(typed: String, severalWordsOnly: Bool = false, questions: Bool = true) -> [CompletionGroup] {
        let key = Self.compared(typed)
        return byKind.filter { questions || $0.0 != .question }.map { kind, listed in
            let words =
                key.isEmpty ? listed : kind == .question ? allQuestionWords : kind == .category ? allCategories : listed
            let matching = words.filter { word in
                word.compared.hasPrefix(key) && word.compared != key && (!severalWordsOnly || word.shown.contains(" "))
            }
            return CompletionGroup(kind: kind, words: matching.map(\.shown))
        }
    }

    /// The form names are compared in: lower case, spaces collapsed.
    static func compared(_ text: String) -> String { Normalizer.normalize(text).lowercased() }

    /// The question words Tab offers.
    static let questionWords: [String] = QuestionWords.completions

    /// Words that carry nothing in a question but end a unit (`in`, `for`, `얼마`).
    static let fillers: Set<String> = QuestionWords.fillers
}
