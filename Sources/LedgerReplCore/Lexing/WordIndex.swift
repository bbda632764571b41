/// Every spelling of every word table, with what it means in each: the one index the lexer looks a
/// token up in, built once from the tables in `Words/` (`Vocabulary`, `Lexicon`, `QuestionWords`,
/// `Categories`, `Particles`, `RecordingWords`, `Currency`).
///
/// A spelling is the normalised form of a word (`Normalizer`): lower case, and Korean without spaces,
/// so `다음 달` and `다음달` are one spelling. A token that no table spells has no entry: an unknown word
/// is a missing entry, never a string a reader compares.
struct WordIndex: Sendable {
    /// What one spelling means in each table; a table that does not spell it leaves its field empty.
    struct Meanings: Sendable {
        /// The word of month and year phrases (`Lexicon`): the first reading of a word read two ways.
        var phrase: Lexeme?
        /// The second reading of a phrase word read two ways (`Lexeme.either`), which only the phrase
        /// grammar takes.
        var phraseAlternative: Lexeme?
        /// The command word (`Vocabulary`), for a spelling that is a command by itself.
        var command: CommandWord?
        /// The question word (`QuestionWords`), spelled whole.
        var question: QuestionWord.Meaning?
        /// The question word a Korean verb stem makes of any word it starts (`썼` of 썼어요).
        var questionStem: QuestionWord.Meaning?
        /// Whether it is a word of the household category table (`Categories`).
        var isCategory = false
        /// The particle it is (`Particles`).
        var particle: Particle.Roles?
        /// The kinds of recording word it is (`RecordingWords`).
        var recording: RecordingWordKinds = []
        /// The currency it names (an index into `Currency.all`).
        var currency: Int?
    }

    /// The spellings, numbered as `meanings`.
    let spellings: SpellingTable
    /// What each spelling means.
    let meanings: [Meanings]
    /// For each syllable a Korean spelling starts with (its scalar value), the longest such spelling, in
    /// syllables: the lexer tries no longer piece at that syllable.
    let longestKoreanStarting: [UInt32: Int]

    /// The index of the tables, made once.
    static let shared = WordIndex()

    /// The longest Korean verb stem of `QuestionWords`, in syllables.
    static let longestStem = QuestionWords.entries.flatMap(\.koreanStems).map(\.unicodeScalars.count).max() ?? 1

    /// The longest Korean question word of `QuestionWords`, in syllables, spaces taken out.
    static let longestQuestionWord: Int =
        QuestionWords.entries.flatMap(\.korean).map { Normalizer.compactingKorean($0).unicodeScalars.count }.max() ?? 1

    /// The meanings of the spelling `key`, or `nil` when no table spells it.
    @inline(__always)
    func meanings(of key: UnsafeRawBufferPointer) -> Meanings? {
        guard let number = spellings.number(of: key) else { return nil }
        return meanings[number]
    }

    /// The meanings of `text` (a spelling), or `nil`.
    func meanings(of text: String) -> Meanings? {
        spellings.number(of: text).map { meanings[$0] }
    }

    private init() {
        var table: [String: Meanings] = [:]
        var order: [String] = []
        func update(_ spelling: String, _ change: (inout Meanings) -> Void) {
            let key = Normalizer.compactingKorean(spelling)
            if table[key] == nil {
                table[key] = Meanings()
                order.append(key)
            }
            change(&table[key, default: Meanings()])
        }
        /// Whether a spelling is one token's: one word, or Korean (whose spaces the lexer reads across).
        func isOneToken(_ spelling: String) -> Bool {
            !spelling.contains(" ") || spelling.unicodeScalars.contains(where: Normalizer.isHangul)
        }
        func setPhrase(_ word: String, _ lexeme: Lexeme) {
            update(word) {
                $0.phrase = lexeme.primary
                $0.phraseAlternative = lexeme.alternative
            }
        }
        for (word, lexeme) in Lexicon.english { setPhrase(word, lexeme) }
        for (word, lexeme) in Lexicon.korean { setPhrase(word, lexeme) }
        for entry in Vocabulary.entries {
            guard case .command(let word) = entry.meaning else { continue }
            for spelling in entry.spellings where isOneToken(spelling) {
                update(spelling) { if $0.command == nil { $0.command = word } }
            }
        }
        for entry in QuestionWords.entries {
            for spelling in entry.english + entry.korean where isOneToken(spelling) {
                update(spelling) { if $0.question == nil { $0.question = entry.meaning } }
            }
            for stem in entry.koreanStems {
                update(stem) { if $0.questionStem == nil { $0.questionStem = entry.meaning } }
            }
        }
        for category in Categories.all {
            for spelling in category.spellings where isOneToken(spelling) { update(spelling) { $0.isCategory = true } }
        }
        for particle in Particles.all {
            update(particle.spelling) { $0.particle = ($0.particle ?? []).union(particle.roles) }
        }
        for (kind, words) in RecordingWords.kinds {
            for word in words where isOneToken(word) { update(word) { $0.recording.insert(kind) } }
        }
        for (index, currency) in Currency.all.enumerated() {
            for spelling in currency.spellings + [currency.code.lowercased()] where isOneToken(spelling) {
                update(spelling) { if $0.currency == nil { $0.currency = index } }
            }
        }
        // A Korean word that starts with a verb stem is that verb (`썼어`, a recording word, is 썼), as the
        // question reader reads every word: each word's beginnings looked up, longest first.
        var stems: [String: QuestionWord.Meaning] = [:]
        for entry in QuestionWords.entries {
            for stem in entry.koreanStems where stems[stem] == nil { stems[stem] = entry.meaning }
        }
        let longestStem = Self.longestStem
        for key in order {
            guard let meanings = table[key], meanings.questionStem == nil, meanings.question == nil,
                let first = key.unicodeScalars.first, Lexer.isSyllable(first.value)
            else { continue }
            let scalars = Array(key.unicodeScalars)
            for length in stride(from: min(scalars.count, longestStem), through: 1, by: -1) {
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: scalars[..<length])
                if let meaning = stems[String(prefix)] {
                    table[key]?.questionStem = meaning
                    break
                }
            }
        }
        spellings = SpellingTable(order.map { Array($0.utf8) })
        meanings = order.map { table[$0] ?? Meanings() }
        var longest: [UInt32: Int] = [:]
        for key in order {
            guard let first = key.unicodeScalars.first, Lexer.isSyllable(first.value) else { continue }
            longest[first.value] = max(longest[first.value] ?? 0, key.unicodeScalars.count)
        }
        longestKoreanStarting = longest
    }
}

extension WordIndex.Meanings {
    /// Whether a table knows the spelling as a word of its own (a particle alone is no word).
    var isWord: Bool {
        phrase != nil || command != nil || question != nil || questionStem != nil || isCategory
            || !recording.isEmpty || currency != nil
    }
}
