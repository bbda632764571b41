/// What Tab can do with the text before the cursor: the word being typed and the whole words that can
/// replace it.
public struct CompletionResult: Equatable, Sendable {
    /// The last word of the text as typed (possibly empty): what a candidate replaces.
    public var word: String
    /// The words that can replace `word`, sorted, without repeats.
    public var candidates: [String]

    /// Makes a result.
    public init(word: String, candidates: [String]) {
        self.word = word
        self.candidates = candidates
    }

    /// The longest text every candidate starts with (by whole characters); `""` when there are none.
    public var commonPrefix: String {
        guard var prefix = candidates.first.map(Array.init) else { return "" }
        for candidate in candidates.dropFirst() {
            let characters = Array(candidate)
            var length = 0
            while length < min(prefix.count, characters.count), prefix[length] == characters[length] { length += 1 }
            prefix.removeSubrange(length...)
        }
        return String(prefix)
    }
}

/// Tab completion, word by word, drawn from the one `Vocabulary`, so completion offers exactly what the
/// parser accepts.
///
/// Every spelling in the vocabulary is read as a pattern of words: a number in an example (`3 months
/// ago`, `3개월 전`) stands for any number, a four-digit number for a year, `7월` for any Korean month, and
/// an English month name for any month name. The words typed before the last one choose the patterns
/// that still fit; the last word is completed against the word each pattern has in that place. Years are
/// offered near the one on screen.
public enum Completion {
    /// How many years either side of the one on screen are offered.
    public static let yearRadius = 5

    /// The words that complete the last word of `text` (the text before the cursor).
    public static func candidates(for text: String, screenYear: Int) -> [String] {
        complete(text, screenYear: screenYear).candidates
    }

    /// The last word of `text` and the words that can replace it. `screenYear` is the year the popover
    /// shows (or of the selected month when it is closed).
    public static func complete(_ text: String, screenYear: Int) -> CompletionResult {
        let word = lastWord(of: text)
        var head = String.UnicodeScalarView()
        head.append(contentsOf: text.unicodeScalars.dropLast(word.unicodeScalars.count))
        let before = Normalizer.normalize(String(head))
        var previous = before.isEmpty ? [] : before.split(separator: " ").map(String.init)
        // `help` and `explain` take a command or phrase: complete what follows as a line of its own.
        while let first = previous.first, let entry = Vocabulary.entry(spelled: first),
            entry.meaning == VocabularyEntry.Meaning.command(.help)
                || entry.meaning == VocabularyEntry.Meaning.command(.explain)
        {
            previous.removeFirst()
        }
        let typed = Normalizer.normalize(word)
        var found = Set<String>()
        for pattern in patterns where pattern.count > previous.count {
            guard zip(pattern, previous).allSatisfy({ $0.matches($1) }) else { continue }
            for candidate in pattern[previous.count].words(screenYear: screenYear, typed: typed)
            where candidate.hasPrefix(typed) && candidate != typed {
                found.insert(candidate)
            }
        }
        return CompletionResult(word: word, candidates: found.sorted())
    }

    /// The text after the last space (empty when `text` ends in a space).
    static func lastWord(of text: String) -> String {
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars.reversed() {
            if Normalizer.normalize(String(scalar)).isEmpty { break }
            scalars.append(scalar)
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars.reversed())
        return String(out)
    }

    /// One word of a vocabulary spelling, read as a pattern.
    enum Slot: Hashable {
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
            } else if suffix == "월" {
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
                return Completion.koreanMonths.contains(word)
            case .monthName:
                return PhraseReader.monthNumber(named: word) != nil
            }
        }

        /// The whole words this place offers for `typed`.
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
                return Completion.koreanMonths
            case .monthName:
                return Completion.englishMonths
            }
        }
    }

    static let koreanMonths = (1...12).map { "\($0)월" }
    static let englishMonths = Language.englishMonthNames.map { $0.lowercased() }

    /// Every spelling of the vocabulary as a pattern of slots. Dates written with `-` or `/` and bare
    /// digit strings longer than a year are left out: there is nothing to complete in them.
    static let patterns: [[Slot]] = {
        var seen = Set<[Slot]>()
        var out: [[Slot]] = []
        let spellings = Vocabulary.entries.filter(\.isCompleted).flatMap(\.spellings) + Vocabulary.monthNames
        for spelling in spellings {
            guard !spelling.contains(where: { "-/'?.".contains($0) }) else { continue }
            let words = spelling.split(separator: " ")
            if words.count == 1, words[0].count > 4, words[0].allSatisfy({ $0.isASCII && $0.isNumber }) { continue }
            let pattern = words.map(Slot.init)
            if seen.insert(pattern).inserted { out.append(pattern) }
        }
        return out
    }()
}
