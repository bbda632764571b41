/// Reads the phrases that name a month or a year, in English and Korean, against a `ParseContext`.
///
/// Words count from today ("next month", "다음 달"); a bare month (`3`, `march`, `3월`) is that month of
/// the year on screen; dates name their month outright; a day-level phrase (`tomorrow`, `7월 15일`)
/// selects the month containing the day. The input must already be normalised (`Normalizer`).
///
/// The line is lexed once (`Lexer`), its tokens taken as pieces, read part by part (`PhraseGrammar`) and the
/// parts combined (`PhraseParts.resolve`). Fixed phrases from the `Vocabulary` are found by one
/// dictionary lookup first.
public struct PhraseReader: Sendable {
    /// Today and the year on screen.
    public var context: ParseContext
    /// Whether readings carry their `steps` (what each part meant), as `explain` shows them. Without,
    /// `Reading.steps` is empty: the fast path for phrases that are acted on.
    public var explaining: Bool

    /// Makes a reader for `context`; `explaining: false` leaves `Reading.steps` empty.
    public init(context: ParseContext, explaining: Bool = true) {
        self.context = context
        self.explaining = explaining
    }

    /// How `text` reads, `nil` when it is not a phrase at all (an unknown word, or nothing but fillers),
    /// or the reason a phrase-shaped input is wrong (`2024-13`, `13`, `next last month`).
    public func read(_ text: String) throws(InvalidReason) -> Reading? {
        let line = Lexer.lex(text)
        return try read(line, line.tokens.indices)
    }

    /// How the tokens `range` of `line` read as a phrase, `nil` when they are no phrase at all (a word
    /// that is no phrase word, or nothing but fillers), or the reason a phrase-shaped run is wrong.
    func read(_ line: LexedLine, _ range: Range<Int>) throws(InvalidReason) -> Reading? {
        guard !range.isEmpty else { return nil }
        let text = line.text(range)
        if let entry = Vocabulary.entry(spelled: Normalizer.compactingKorean(text)),
            let reading = fixedPhrase(entry, text: text)
        {
            return reading
        }
        guard let pieces = Self.pieces(of: line, range), !pieces.isEmpty else { return nil }
        var grammar = PhraseGrammar(pieces: pieces, context: context)
        grammar.parts.recording = explaining
        do throws(InvalidReason) {
            try grammar.readParts()
            return try grammar.parts.resolve(in: context)
        } catch {
            // 3월부터 5월까지, jan to mar, from january to march, 11월 19일부터 20일까지: two dates around
            // the marks of a span, which names no single month (even when both ends fall in one).
            switch error {
            case .contradictory where grammar.marksASpan, .span where grammar.marksASpan:
                throw .span(text)
            case .unexpected where pieces.first?.lexeme == .from && grammar.marksASpan:
                throw .span(text)
            default: throw error
            }
        }
    }

    /// The phrase words of the tokens `range` of `line`, or `nil` when one of them is no phrase word.
    static func pieces(of line: LexedLine, _ range: Range<Int>) -> [Piece]? {
        var pieces: [Piece] = []
        pieces.reserveCapacity(range.count)
        var spaced = false
        var position = range.lowerBound
        while position < range.upperBound {
            let token = line.tokens[position]
            let first = pieces.count
            switch token.shape {
            case .digits:
                pieces.append(Piece(lexeme: .digits, text: line.spelling(of: token)))
            case .letters, .hangul:
                guard let lexeme = token.meanings?.phrase, lexeme != .misspelling, !token.isStem else { return nil }
                let text = line.spelling(of: token)
                var piece = Piece(lexeme: lexeme, text: text)
                let quoted = line.quoted(token)
                if quoted != text { piece.typed = quoted }
                pieces.append(piece)
            case .symbol:
                let byte = line.text[Int(token.start)]
                switch byte {
                case 0x28:
                    // 7월 15일(월), 2024.07.15 (수): a weekday in brackets after a date, one syllable.
                    if position + 2 < range.upperBound, line.tokens[position + 2].shape == .symbol,
                        line.text[Int(line.tokens[position + 2].start)] == 0x29,
                        line.tokens[position + 1].shape == .hangul, line.tokens[position + 1].length == 3,
                        let day = shortWeekdays.firstIndex(of: line.spelling(of: line.tokens[position + 1]))
                    {
                        pieces.append(Piece(lexeme: .weekday(day), text: shortWeekdays[day]))
                        position += 2
                    } else {
                        spaced = true
                        position += 1
                        continue
                    }
                case 0x29:
                    spaced = true
                    position += 1
                    continue
                case 0x7E, 0x2D, 0x2F, 0x2E, 0x27, 0x2B, 0x2C, 0x3A:  // ~ - / . ' + , :
                    let symbol = Character(Unicode.Scalar(byte))
                    pieces.append(Piece(lexeme: .symbol(symbol), text: String(symbol)))
                default:
                    return nil
                }
            case .other:
                return nil
            }
            if pieces.count > first {
                pieces[first].spaced = spaced || (token.spaced && position > range.lowerBound)
                pieces[first].hyphenated = token.hyphenated && position > range.lowerBound
            }
            spaced = false
            position += 1
        }
        return pieces
    }

    /// The one-syllable weekdays written in brackets after a date: 일 (Sunday) … 토 (Saturday).
    static let shortWeekdays = ["일", "월", "화", "수", "목", "금", "토"]

    /// A spelling of `text` with each unknown word replaced by the nearest known one, when the result
    /// reads as a phrase: `nxt month` → `next month`, `32 months agoo` → `32 months ago`.
    public func correction(of text: String) -> String? {
        // 제작년 → 재작년, 모래 → 모레: the Korean misspellings the lexicon knows.
        if text.utf8.contains(where: { $0 >= 0xE0 }) {
            var corrected = text
            for (wrong, right) in Lexicon.misspellings {
                if let replaced = Self.replacing(wrong, with: right, in: corrected) { corrected = replaced }
            }
            if corrected != text, (try? read(corrected)) != nil { return corrected }
        }
        // A line of more words than a phrase has is no phrase with a typo in it.
        let split = text.split(separator: " ")
        guard split.count <= Self.mostWordsCorrected else { return nil }
        var words: [String] = []
        var changed = false
        for word in split {
            let lettersOnly = word.unicodeScalars.allSatisfy { (0x61...0x7A).contains($0.value) }
            if lettersOnly, Lexicon.english[String(word)] == nil,
                let nearest = Lexicon.englishWordIndex.nearest(to: String(word))
            {
                words.append(nearest)
                changed = true
            } else {
                words.append(String(word))
            }
        }
        guard changed else { return nil }
        let corrected = words.joined(separator: " ")
        guard (try? read(corrected)) != nil else { return nil }
        return corrected
    }

    /// The most words a line may have for `correction(of:)` to try each: more than the longest phrase.
    static let mostWordsCorrected = 16

    /// `text` with every `word` in it replaced by `replacement`, `nil` when `word` is not there.
    static func replacing(_ word: String, with replacement: String, in text: String) -> String? {
        let characters = Array(text)
        let needle = Array(word)
        guard !needle.isEmpty, characters.count >= needle.count else { return nil }
        var out = ""
        var position = 0
        var found = false
        while position < characters.count {
            if position + needle.count <= characters.count,
                characters[position..<position + needle.count].elementsEqual(needle)
            {
                out += replacement
                position += needle.count
                found = true
            } else {
                out.append(characters[position])
                position += 1
            }
        }
        return found ? out : nil
    }

    // MARK: - Fixed phrases from the vocabulary

    func fixedPhrase(_ entry: VocabularyEntry, text: String) -> Reading? {
        switch entry.meaning {
        case .monthsFromToday(let count):
            guard let month = context.today.yearMonth.adding(months: count) else { return nil }
            // `today`, `오늘`: a spelling that is a day word names today itself.
            let namesToday = count == 0 && Lexicon.word(text) == .fused(0, .day)
            return Reading(
                steps: explaining ? [.words(text, [.fromToday(.month, count)])] : [],
                anchor: .today,
                destination: .month(month), day: namesToday ? context.today : nil)
        case .yearsFromToday(let count):
            let year = context.today.year + count
            guard YearMonth.years.contains(year) else { return nil }
            return Reading(
                steps: explaining ? [.words(text, [.fromToday(.year, count)])] : [], anchor: .today,
                destination: .year(year))
        case .command, .phraseFamily, .question:
            return nil
        }
    }

    /// A count from digits, 1...`ParseContext.largestCount`, checked by length before any conversion.
    static func count(_ digits: String) throws(InvalidReason) -> Int {
        guard digits.count <= 7, let value = Int(digits), (1...ParseContext.largestCount).contains(value) else {
            throw .countOutOfRange(digits)
        }
        return value
    }
}

extension PhraseReader {
    /// The month number of an English month name or abbreviation (`jul`, `sept`, `september`), if it
    /// is one. Completion uses it to know a month word when it sees one.
    public static func monthNumber(named name: String) -> Int? {
        if case .monthName(let month) = Lexicon.english[name] { return month }
        return nil
    }
}
