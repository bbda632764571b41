/// Reads questions about the journal, in English and Korean and in any word order: `spent in july`,
/// `how much did I spend on food in october?`, `식비 10월`, `교통비 얼마`, `가장 많이 쓴 곳`,
/// `지난달 대비`, `월평균 지출`, `현금 잔액`, `스타벅스에 얼마 썼어`, `지출 추이`, `이번 달 식비 예산 얼마 남았어`.
///
/// The words come from `QuestionWords`; the month or year inside is any phrase the `PhraseReader`
/// accepts, found anywhere among the other words; what is left names the subject (a category word, an
/// account or a payee). A line with no question word is a question only when its subject is one of the
/// journal's names (`10월 식비`), so a typo keeps its "unknown command".
struct QuestionReader {
    let phrases: PhraseReader
    /// The journal's accounts and payees, or `nil` without a journal.
    let names: JournalNames?

    /// What a line read as: a question, or a listing narrowed by a filter (`식비 내역`).
    enum Result: Hashable {
        case question(Question)
        case entries(ReportFilter)
    }

    /// Particles that may end a Korean word in a question, longest first.
    static let particles = [
        "에서는", "에서", "에게", "한테", "으로", "이랑", "하고", "까지", "부터", "에는", "이", "가", "은", "는", "을", "를",
        "에", "의", "로", "와", "과", "랑", "도", "만",
    ]

    /// English words that join a subject to the rest and never name one.
    static let joiningWords: Set<String> = ["in", "on", "for", "during", "at", "of", "from", "to", "with", "by"]

    /// One word of the line, classified.
    struct Token {
        /// The word as typed (normalised), or the words of a several-word question word.
        var text: String
        /// The question word it is, if it is one.
        var meaning: QuestionWord.Meaning?
        /// Whether the word ended in the particle 에서 (a place: `스타벅스에서`).
        var endsInPlaceParticle = false
        /// A count it carries (`top 5`, `5곳`).
        var count: Int?
    }

    /// The question or listing `text` (normalised) asks for, `nil` when it is not one, or why the period
    /// inside it cannot be read.
    func read(_ text: String) throws(InvalidReason) -> Result? {
        var body = Substring(text)
        var asked = false
        while let last = body.last, "?.!".contains(last) {
            asked = asked || last == "?"
            body.removeLast()
        }
        let tokens = Self.tokens(of: body)
        guard !tokens.isEmpty else { return nil }
        let meanings = Set(tokens.compactMap(\.meaning))
        let listing = tokens.contains { $0.meaning == nil && Self.isEntriesWord($0.text) }
        let signals = meanings.subtracting([.filler, .place, .asking, .holding, .comparing])
        asked = asked || meanings.contains(.asking)
        // A line without a question word and without a journal cannot be a question: return before
        // reading any phrase, so a refused or mistyped line costs little here.
        guard !signals.isEmpty || asked || listing || names != nil else { return nil }
        let parts = Self.parts(of: tokens.filter { !($0.meaning == nil && Self.isEntriesWord($0.text)) }, phrases)
        let subject = parts.subject
        if listing {
            guard signals.isEmpty else { return nil }
            return .entries(ReportFilter(subject: subject, subjectIsPlace: parts.isPlace, period: parts.periods.first))
        }
        let subjectMatches =
            subject.map { word in
                names?.subject(
                    matching: word, preferPayee: parts.isPlace,
                    allowingPrefix: !signals.isEmpty || meanings.contains(.asking))
            } ?? nil
        let isKnownSubject: Bool
        if case .nothing? = subjectMatches { isKnownSubject = false } else { isKnownSubject = subjectMatches != nil }
        if let failure = parts.failure, subject != nil, !isKnownSubject { throw failure }
        // Words of a phrase left over are no subject (`얼마 전` is a vague "a while ago", not a question
        // about an account named 전).
        if let subject, !isKnownSubject, Self.isOnlyPhraseWords(subject) { return nil }
        // A question mark alone makes a question only of known names or a bare period (`opne now?` stays
        // a mistyped command). `have` and `more` count only beside a stronger sign: `how much money do I have`, `food more
        // than last month`, never `more than a year ago`.
        let weak = !meanings.isDisjoint(with: [.holding, .comparing])
        guard
            !signals.isEmpty || isKnownSubject
                || (meanings.contains(.asking) && (subject != nil || !parts.periods.isEmpty))
                || (asked && subject == nil && !parts.periods.isEmpty)
                || (weak && meanings.contains(.asking))
        else { return nil }

        let measure: Question.Measure =
            meanings.contains(.net)
            ? .net : meanings.contains(.income) ? .income : meanings.contains(.spending) ? .spending : .unspecified
        let kind: Question.Kind
        var period = parts.periods.first
        if meanings.contains(.budget) {
            kind = .budget
        } else if meanings.contains(.trend) {
            kind = .trend
        } else if meanings.contains(.average) {
            kind = .average
        } else if !meanings.isDisjoint(with: [.comparison, .comparing, .sameMonth, .yearOverYear, .monthOverMonth]) {
            let comparison = Self.comparison(parts, meanings: meanings)
            kind = .comparison(comparison.baseline)
            period = comparison.target
        } else if meanings.contains(.largest) {
            kind = .ranking
        } else if meanings.contains(.moneyLeft) || (meanings.contains(.holding) && measure == .unspecified) {
            kind = .balance
        } else {
            kind = .total
        }
        let count = tokens.compactMap(\.count).first
        return .question(
            Question(
                kind, measure: measure, subject: subject, subjectIsPlace: parts.isPlace, period: period, count: count))
    }

    /// The filter the words after `entries`, `balance` or `change` give (`식비 10월`, `starbucks october`):
    /// a subject and a period in any order. Throws when a period-like part cannot be read and nothing
    /// else explains it.
    func filter(_ text: String) throws(InvalidReason) -> ReportFilter {
        let tokens = Self.tokens(of: Substring(text))
        let parts = Self.parts(of: tokens, phrases)
        if let failure = parts.failure, let subject = parts.subject {
            let match = names?.subject(matching: subject, preferPayee: parts.isPlace)
            if match == nil { throw failure }
            if case .nothing? = match { throw failure }
        }
        return ReportFilter(subject: parts.subject, subjectIsPlace: parts.isPlace, period: parts.periods.first)
    }

    // MARK: - Words

    /// Whether every word of `subject` is a word of month phrases (`전`, `ago`, `few`).
    static func isOnlyPhraseWords(_ subject: String) -> Bool {
        subject.split(separator: " ").allSatisfy { word in
            Lexicon.english[String(word)] != nil || Lexicon.korean[String(word)] != nil
        }
    }

    /// Whether `word` is the `entries` command (`내역`), which may end a line: `식비 내역`.
    static func isEntriesWord(_ word: String) -> Bool {
        guard let entry = Vocabulary.entry(spelled: word), case .command(let command) = entry.meaning else {
            return false
        }
        return command == .entries
    }

    /// The words of `text`, each classified: several-word question words joined (`how much`, `같은 달`),
    /// Korean particles taken off question words (`지출은`), Korean words split where a question word
    /// starts inside them (`지난달지출`, `식비얼마`).
    static func tokens(of text: Substring) -> [Token] {
        let words = text.split(separator: " ").map { word in
            String(word.drop { $0 == "," || $0 == "\"" }.reversed().drop { ",;\"".contains($0) }.reversed())
        }.filter { !$0.isEmpty }
        var tokens: [Token] = []
        var index = 0
        while index < words.count {
            var matched = false
            for length in stride(from: min(QuestionWords.longestSpelling, words.count - index), through: 2, by: -1) {
                let phrase = words[index..<(index + length)].joined(separator: " ")
                if let meaning = QuestionWords.spelledMeaning(of: phrase)
                    ?? QuestionWords.spelledMeaning(of: strippingParticle(phrase))
                {
                    tokens.append(Token(text: phrase, meaning: meaning))
                    index += length
                    matched = true
                    break
                }
            }
            if matched { continue }
            tokens += classify(words[index])
            index += 1
        }
        // A count after a ranking word: `top 5`, `상위 3`, `5곳`.
        for position in tokens.indices where tokens[position].meaning == nil {
            let word = tokens[position].text
            let digits = String(word.prefix { $0.isASCIIDigit })
            guard !digits.isEmpty, digits.count <= 2, let value = Int(digits), value > 0 else { continue }
            let rest = word.dropFirst(digits.count)
            let afterRanking = position > 0 && tokens[position - 1].meaning == .largest && rest.isEmpty
            if afterRanking || ["개", "곳", "위", "군데"].contains(String(rest)) {
                if afterRanking || tokens.contains(where: { $0.meaning == .largest }) {
                    tokens[position].meaning = .filler
                    tokens[position].count = value
                }
            }
        }
        return tokens
    }

    /// One word: a question word (perhaps with a particle), or Korean split where a question word
    /// starts inside it, or a word of the period or subject.
    static func classify(_ word: String) -> [Token] {
        if let meaning = QuestionWords.spelledMeaning(of: word) { return [Token(text: word, meaning: meaning)] }
        guard word.unicodeScalars.last.map(Normalizer.isHangul) == true else {
            return [Token(text: word, meaning: QuestionWords.meaning(of: word))]
        }
        let stripped = strippingParticle(word)
        if stripped != word, let meaning = QuestionWords.spelledMeaning(of: stripped) {
            return [Token(text: stripped, meaning: meaning)]
        }
        // `지난달지출` → 지난달 + 지출; `식비얼마나썼어` → 식비 + 얼마나 + 썼어; `지난달보다` → 지난달 + 보다.
        let characters = Array(word)
        for start in 1..<characters.count where QuestionWords.koreanInitials.contains(characters[start]) {
            let rest = String(characters[start...])
            guard startsWithQuestionWord(rest) else { continue }
            let head = String(characters[..<start])
            return classify(head) + classify(rest)
        }
        // A verb by its stem (`썼어요`), once no other question word starts inside it.
        if let meaning = QuestionWords.meaning(of: word) { return [Token(text: word, meaning: meaning)] }
        var token = Token(text: word)
        token.endsInPlaceParticle = word.hasSuffix("에서") || word.hasSuffix("에서는")
        return [token]
    }

    /// Whether `text` starts with a question word of two syllables or more (not a filler), or with the
    /// stem of a verb of spending, earning or money left.
    static func startsWithQuestionWord(_ text: String) -> Bool {
        let characters = Array(text)
        if characters.count >= 2 {
            for length in stride(from: characters.count, through: 2, by: -1) {
                if let meaning = QuestionWords.spelledMeaning(of: String(characters[..<length])), meaning != .filler {
                    return true
                }
            }
        }
        guard let meaning = QuestionWords.stemMeaning(of: text) else { return false }
        return [.spending, .income, .moneyLeft].contains(meaning)
    }

    /// `word` without one trailing Korean particle (`식비는` → `식비`); unchanged when it does not end in
    /// Hangul or would be left empty.
    static func strippingParticle(_ word: String) -> String {
        guard word.unicodeScalars.last.map(Normalizer.isHangul) == true else { return word }
        for particle in particles where word.count > particle.count && word.hasSuffix(particle) {
            return String(word.dropLast(particle.count))
        }
        return word
    }

    // MARK: - Periods and subject

    /// The periods and the subject of a line's words.
    struct Parts {
        /// The periods found, in the order written (at most two).
        var periods: [Destination] = []
        /// The words of each period, as written.
        var periodWords: [String] = []
        /// The subject, Korean particles taken off, or `nil`.
        var subject: String?
        /// Whether the subject is marked as a place (`at`, `에서`).
        var isPlace = false
        /// Why a period-like part of the line could not be read, if one could not.
        var failure: InvalidReason?
    }

    /// Finds up to two periods among the words that are not question words, each the longest run of
    /// neighbouring words that reads as a phrase; the words left over, less fillers and joining
    /// words, are the subject.
    static func parts(of tokens: [Token], _ phrases: PhraseReader) -> Parts {
        var parts = Parts()
        // Runs of words between question words (fillers stay inside: `in`, `the` may belong to a phrase).
        var runs: [[Token]] = [[]]
        for token in tokens {
            if let meaning = token.meaning, meaning != .filler {
                runs.append([])
            } else {
                runs[runs.count - 1].append(token)
            }
        }
        var leftover: [Token] = []
        for run in runs where !run.isEmpty {
            var pieces: [ArraySlice<Token>] = [run[...]]
            while let piece = pieces.popLast() {
                guard parts.periods.count < 2, piece.count <= 8,
                    let found = longestPhrase(in: piece, phrases, failure: &parts.failure)
                else {
                    leftover += piece
                    continue
                }
                parts.periods.append(found.destination)
                parts.periodWords.append(piece[found.range].map(\.text).joined(separator: " "))
                pieces.append(piece[found.range.upperBound...])
                pieces.append(piece[..<found.range.lowerBound])
            }
        }
        parts.isPlace = tokens.contains { $0.meaning == .place || $0.endsInPlaceParticle }
        let words = leftover.filter { token in
            token.meaning == nil && !joiningWords.contains(token.text)
        }.map { strippingParticle($0.text) }
        parts.subject = words.isEmpty ? nil : words.joined(separator: " ")
        return parts
    }

    /// The longest run of words in `piece` that reads as a phrase (leftmost of equal length), and where
    /// it is. The first reason a run was refused goes to `failure`.
    static func longestPhrase(
        in piece: ArraySlice<Token>, _ phrases: PhraseReader, failure: inout InvalidReason?
    ) -> (range: Range<Int>, destination: Destination)? {
        for length in stride(from: piece.count, through: 1, by: -1) {
            for start in piece.startIndex...(piece.endIndex - length) {
                let words = piece[start..<(start + length)]
                guard words.contains(where: { $0.meaning == nil && !joiningWords.contains($0.text) }) else {
                    continue
                }
                do {
                    if let reading = try phrases.read(words.map(\.text).joined(separator: " ")) {
                        return (start..<(start + length), reading.destination)
                    }
                } catch {
                    if failure == nil { failure = error }
                }
            }
        }
        return nil
    }

    /// The period compared and what it is compared with. One period that is the relative "last month"
    /// or "last year" (`지난달 대비`, `compared with last year`) names the baseline, not the period;
    /// of two periods the later is compared with the earlier.
    static func comparison(_ parts: Parts, meanings: Set<QuestionWord.Meaning>) -> (
        target: Destination?, baseline: Question.Baseline
    ) {
        var periods = Array(zip(parts.periods, parts.periodWords))
        var baseline: Question.Baseline =
            meanings.contains(.sameMonth) || meanings.contains(.yearOverYear) ? .sameMonthLastYear : .previousPeriod
        if let index = periods.firstIndex(where: { isOneStepBack($0.1) != nil }), periods.count <= 2 {
            let step = isOneStepBack(periods[index].1)
            periods.remove(at: index)
            if step == .year, periods.first.map({ if case .year = $0.0 { true } else { false } }) != true {
                baseline = .sameMonthLastYear
            }
        }
        if periods.count == 2 {
            let (first, second) = (periods[0].0, periods[1].0)
            let later = Self.isLater(second, than: first)
            return (later ? second : first, .period(later ? first : second))
        }
        return (periods.first?.0, baseline)
    }

    enum Step { case month, year }

    /// Whether `words` are a fixed phrase for the month or year before today's (`지난달`, `last year`).
    static func isOneStepBack(_ words: String) -> Step? {
        let compact = Normalizer.compactingKorean(strippingParticle(words))
        guard let entry = Vocabulary.entry(spelled: compact) else { return nil }
        switch entry.meaning {
        case .monthsFromToday(-1): return .month
        case .yearsFromToday(-1): return .year
        default: return nil
        }
    }

    /// Whether `a` ends after `b`.
    static func isLater(_ a: Destination, than b: Destination) -> Bool {
        func end(_ destination: Destination) -> Int {
            switch destination {
            case .month(let month): month.year * 12 + month.month
            case .year(let year): year * 12 + 12
            }
        }
        return end(a) > end(b)
    }
}
