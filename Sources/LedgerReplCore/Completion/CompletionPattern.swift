/// One spelling of the vocabulary read as a pattern of words for Tab completion: a number in an
/// example (`3 months ago`, `3개월 전`) stands for any number, a four-digit number for a year, `7월` for
/// any Korean month, and an English month name for any month name.
struct CompletionPattern: Hashable, Sendable {
    /// The words, in order.
    let slots: [Slot]
    /// Whether the spelling is a command's (`open`, `entries`), not a phrase's.
    let isCommand: Bool
    /// The language the spelling is written in (`CompletionScript.language(of:)`): `nil` for one of
    /// digits and signs alone (`<<`, `2024`).
    let language: Language?

    /// Whether the words typed so far, `words`, are the start of this pattern.
    func begins(with words: ArraySlice<String>) -> Bool {
        slots.count >= words.count && zip(slots, words).allSatisfy { $0.matches($1) }
    }

    /// The kind of the word at `index`.
    func kind(at index: Int) -> CompletionGroup.Kind {
        switch slots[index] {
        case .literal: isCommand && index == 0 ? .command : .word
        case .number: .word
        case .year: .year
        case .koreanMonth, .monthName: .month
        }
    }

    /// One word of a spelling.
    enum Slot: Hashable, Sendable {
        /// Exactly this word.
        case literal(String)
        /// Any number, optionally followed by a fixed suffix (`개월`, `년`).
        case number(suffix: String)
        /// A year near the one on screen, optionally with a suffix (`년`).
        case year(suffix: String)
        /// Any Korean month, `1월`…`12월`.
        case koreanMonth
        /// Any English month name.
        case monthName

        init(_ word: Substring) {
            let digits = word.prefix { $0.isASCII && $0.isNumber }
            let suffix = String(word.dropFirst(digits.count))
            if PhraseReader.monthNumber(named: String(word)) != nil {
                self = .monthName
            } else if digits.isEmpty || suffix.contains(where: { $0.isASCII }) {
                self = .literal(String(word))
            } else if suffix == Lexicon.koreanMonthWord {
                self = .koreanMonth
            } else if digits.count == 4 {
                self = .year(suffix: suffix)
            } else {
                self = .number(suffix: suffix)
            }
        }

        /// Whether a word typed earlier on the line fits this place.
        func matches(_ word: String) -> Bool {
            switch self {
            case .literal(let text):
                return text == word
            case .number(let suffix):
                let digits = word.prefix { $0.isASCII && $0.isNumber }
                return (1...3).contains(digits.count) && word.dropFirst(digits.count) == suffix
            case .year(let suffix):
                let digits = word.prefix { $0.isASCII && $0.isNumber }
                return digits.count == 4 && word.dropFirst(digits.count) == suffix
            case .koreanMonth:
                return CompletionPattern.koreanMonths.contains(word)
            case .monthName:
                return PhraseReader.monthNumber(named: word) != nil
            }
        }

        /// The whole words this place offers for `typed`, years near `screenYear`.
        func words(screenYear: Int, typed: String) -> [String] {
            switch self {
            case .literal(let text):
                return [text]
            case .number(let suffix):
                let digits = typed.prefix { $0.isASCII && $0.isNumber }
                return digits.isEmpty || suffix.isEmpty ? [] : [digits + suffix]
            case .year(let suffix):
                let low = max(1, screenYear - Completion.yearRadius)
                let high = min(9999, screenYear + Completion.yearRadius)
                guard low <= high else { return [] }
                return (low...high).map { String($0) + suffix }
            case .koreanMonth:
                return CompletionPattern.koreanMonths
            case .monthName:
                return CompletionPattern.englishMonths
            }
        }
    }

    static let koreanMonths = (1...12).map { "\($0)월" }
    static let englishMonths = Language.englishMonthNames.map { $0.lowercased() }

    /// Every spelling of the vocabulary as a pattern. Dates written with `-` or `/` and bare digit
    /// strings longer than a year are left out: there is nothing to complete in them.
    static let all: [CompletionPattern] = {
        var seen = Set<[Slot]>()
        var out: [CompletionPattern] = []
        func add(_ spelling: String, isCommand: Bool) {
            guard !spelling.contains(where: { "-/'?.".contains($0) }) else { return }
            let words = spelling.split(separator: " ")
            if words.count == 1, words[0].count > 4, words[0].allSatisfy({ $0.isASCII && $0.isNumber }) { return }
            let slots = words.map(Slot.init)
            if seen.insert(slots).inserted {
                out.append(
                    CompletionPattern(
                        slots: slots, isCommand: isCommand, language: CompletionScript.language(of: spelling)))
            }
        }
        for entry in Vocabulary.entries where entry.isCompleted {
            let isCommand: Bool
            if case .command = entry.meaning { isCommand = true } else { isCommand = false }
            for spelling in entry.spellings { add(spelling, isCommand: isCommand) }
        }
        for spelling in Vocabulary.monthNames { add(spelling, isCommand: false) }
        return out
    }()

    /// The patterns of phrases (not commands): what may follow `entries`, `balance` or a question word.
    static let phrases = all.filter { !$0.isCommand }
}
