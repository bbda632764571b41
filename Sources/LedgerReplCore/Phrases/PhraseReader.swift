/// Reads the phrases that name a month or a year, in English and Korean, against a `ParseContext`.
///
/// Words count from today ("next month", "다음 달"); a bare month (`3`, `march`, `3월`) is that month of
/// the year on screen; dates name their month outright; a day-level phrase (`tomorrow`, `7월 15일`)
/// selects the month containing the day. The input must already be normalised (`Normalizer`).
///
/// The line is lexed once (`Lexer`), its tokens taken as pieces, read part by part (`PhraseGrammar`) and the
/// parts combined (`PhraseParts.resolve`). The commonest whole lines (`3`, `2024-07-15`, `3 months ago`,
/// `march`) are read first, straight from their tokens (`PhraseReader+FirstRules`), when no steps are asked
/// for.
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
        // The grammar's first rules read the commonest whole lines straight from their tokens (a reading
        // acted on carries no steps, so they give the same reading as the rules after them).
        if !explaining, range == line.tokens.indices, let reading = firstRuleReading(line) { return reading }
        return try read(line, tokens: Array(range))
    }

    /// How the tokens at `indices` of `line` read as a phrase, the tokens in that order (a reader may
    /// leave out the tokens between: a particle, a comma).
    func read(_ line: LexedLine, tokens indices: [Int]) throws(InvalidReason) -> Reading? {
        guard !indices.isEmpty else { return nil }
        guard let pieces = Self.pieces(of: line, indices), !pieces.isEmpty else { return nil }
        var grammar = PhraseGrammar(pieces: pieces, context: context)
        grammar.parts.recording = explaining
        do throws(InvalidReason) {
            try grammar.readParts()
            return try grammar.parts.resolve(in: context)
        } catch {
            let text = Said(
                line.text(of: indices), at: pieces[0].place.lowerBound..<(pieces.last ?? pieces[0]).place.upperBound)
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
    static func pieces(of line: LexedLine, _ indices: [Int]) -> [Piece]? {
        var pieces: [Piece] = []
        pieces.reserveCapacity(indices.count)
        var spaced = false
        var at = 0
        while at < indices.count {
            let position = indices[at]
            let token = line.tokens[position]
            let first = pieces.count
            switch token.shape {
            case .digits:
                pieces.append(Piece(lexeme: .digits, text: line.spelling(of: token)))
            case .letters where token.length == 1 && dottedInitials(line, indices, from: at) != nil:
                // a.d., p.m.: letters written with dots between them, the word they spell without them.
                guard let (piece, last) = dottedInitials(line, indices, from: at) else { return nil }
                pieces.append(piece)
                at = last
            case .letters, .hangul:
                guard let meanings = token.meanings, let lexeme = meanings.phrase, lexeme != .misspelling,
                    !token.isStem
                else { return nil }
                let text = line.spelling(of: token)
                var piece = Piece(lexeme: lexeme, alternative: meanings.phraseAlternative, text: text)
                let quoted = line.quoted(token)
                if quoted != text { piece.typed = quoted }
                pieces.append(piece)
            case .symbol:
                let byte = line.text[Int(token.start)]
                switch byte {
                case 0x28:
                    // 7월 15일(월), 2024.07.15 (수): a weekday in brackets after a date, one syllable.
                    if at + 2 < indices.count, indices[at + 2] == position + 2,
                        line.tokens[position + 2].shape == .symbol,
                        line.text[Int(line.tokens[position + 2].start)] == 0x29,
                        line.tokens[position + 1].shape == .hangul, line.tokens[position + 1].length == 3,
                        let day = weekdayInitial(line.tokens[position + 1].meanings)
                    {
                        pieces.append(Piece(lexeme: .weekday(day), text: line.spelling(of: line.tokens[position + 1])))
                        at += 2
                    } else {
                        spaced = true
                        at += 1
                        continue
                    }
                case 0x29:
                    spaced = true
                    at += 1
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
                // The piece stands from its first token to the last one it took (`a.d.`), a weekday in
                // brackets where its syllable does (`(월)`).
                let last = line.tokens[indices[at]]
                if token.shape == .symbol, case .weekday = pieces[first].lexeme {
                    let day = line.tokens[position + 1]
                    pieces[first].place = Int(day.typedStart)..<Int(day.typedEnd)
                } else {
                    pieces[first].place = Int(token.typedStart)..<Int(max(token.typedEnd, last.typedEnd))
                }
                pieces[first].spaced = spaced || (token.spaced && at > 0)
                pieces[first].hyphenated = token.hyphenated && at > 0
            }
            spaced = false
            at += 1
        }
        return pieces
    }

    /// The weekday a word's first syllable names (`화` 2, and `월` 1 as a second reading), if it does.
    static func weekdayInitial(_ meanings: WordIndex.Meanings?) -> Int? {
        if case .weekdayInitial(let day)? = meanings?.phrase { return day }
        if case .weekdayInitial(let day)? = meanings?.phraseAlternative { return day }
        return nil
    }

    /// Single letters written with dots between them (`a.d.`, `p.m.`), each token right after the one
    /// before, as one piece: the word they spell without the dots when it is an era (`ad`) or a part of
    /// the day (`pm`), and the position in `indices` of its last token (the dot after the last letter,
    /// when one was typed); `nil` otherwise.
    static func dottedInitials(_ line: LexedLine, _ indices: [Int], from at: Int) -> (Piece, Int)? {
        /// The token `offset` after the one at `at`, when it follows it with no space.
        func token(_ offset: Int) -> Token? {
            let position = at + offset
            guard position < indices.count, indices[position] == indices[at] + offset else { return nil }
            let token = line.tokens[indices[position]]
            return offset == 0 || !token.spaced ? token : nil
        }
        func isLetter(_ token: Token?) -> Bool { token.map { $0.shape == .letters && $0.length == 1 } ?? false }
        func isDot(_ token: Token?) -> Bool {
            token.map { $0.shape == .symbol && line.text[Int($0.start)] == 0x2E } ?? false
        }
        guard let first = token(0), isLetter(first) else { return nil }
        var letters = line.spelling(of: first)
        var end = 0
        while isDot(token(end + 1)), let next = token(end + 2), isLetter(next) {
            letters += line.spelling(of: next)
            end += 2
        }
        if isDot(token(end + 1)) { end += 1 }
        guard end >= 2, let meanings = WordIndex.shared.meanings(of: letters), let lexeme = meanings.phrase else {
            return nil
        }
        switch lexeme {
        case .era, .partOfDay: break
        default: return nil
        }
        let quoted = String(
            decoding: line.text[Int(first.start)..<Int(line.tokens[indices[at + end]].end)], as: UTF8.self)
        var piece = Piece(lexeme: lexeme, alternative: meanings.phraseAlternative, text: letters)
        piece.typed = quoted
        return (piece, at + end)
    }

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
        // Characters that match have bytes that match: a text without the word's bytes (nearly every
        // text, for each of the misspellings tried) is passed over without splitting it into characters.
        guard contains(Array(word.utf8), in: text) else { return nil }
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

    /// Whether the UTF-8 bytes of `text` hold `needle` (not empty) somewhere.
    private static func contains(_ needle: [UInt8], in text: String) -> Bool {
        guard let first = needle.first else { return false }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == first {
                if needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
            }
            return false
        }
    }

    /// A count from digits, 1...`ParseContext.largestCount`, checked by length before any conversion.
    static func count(_ digits: Said) throws(InvalidReason) -> Int {
        guard digits.text.count <= 7, let value = Int(digits.text), (1...ParseContext.largestCount).contains(value)
        else {
            throw .countOutOfRange(digits)
        }
        return value
    }
}

extension PhraseReader {
    /// The month number of an English month name or abbreviation (`jul`, `sept`, `september`), if it
    /// is one. Completion uses it to know a month word when it sees one.
    public static func monthNumber(named name: String) -> Int? {
        if case .monthName(let month)? = Lexicon.english[name]?.primary { return month }
        return nil
    }
}
