/// A line read into tokens once: its normalised text, the text as typed, and the tokens that every
/// reader reads.
///
/// The normalised text is what words are matched in (`Normalizer`'s form); the typed text is what
/// errors quote and names keep (`GS25`, not `gs25`). Each token holds its place in both.
struct LexedLine: Sendable {
    /// The normalised text, in UTF-8.
    let text: [UInt8]
    /// The line as typed (invalid UTF-8 read as U+FFFD), in UTF-8.
    let typed: [UInt8]
    /// The tokens, in order; the sentence's final `?`, `!` and `.` are not among them.
    let tokens: [Token]
    /// Whether the sentence ended in a question mark.
    let asked: Bool
    /// For each byte of `text`, where the character it came from starts in `typed`; empty when `text` is
    /// `typed` byte for byte.
    let origin: [Int32]
    /// For each byte of `text`, where the character it came from ends in `typed`; empty when `text` is
    /// `typed` byte for byte.
    let originEnd: [Int32]

    /// Where the normalised bytes `range` (not empty) came from in the line as typed.
    func typedRange(of range: Range<Int>) -> Range<Int> {
        guard !origin.isEmpty, let last = range.last else { return range }
        return Int(origin[range.lowerBound])..<Int(originEnd[last])
    }

    /// The line as typed, as a string: what errors quote.
    var typedLine: String { String(decoding: typed, as: UTF8.self) }

    /// The normalised text of `tokens[range]` from the first token's start to the last one's end, or
    /// `""` for none.
    func text(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return String(decoding: text[Int(tokens[first].start)..<Int(tokens[last].end)], as: UTF8.self)
    }

    /// The normalised text of the tokens at `indices`, in that order, each after a space or hyphen when
    /// one was typed before it: the words a reader took, quoted as they were written.
    func text(of indices: [Int]) -> String {
        var out: [UInt8] = []
        for (offset, index) in indices.enumerated() {
            let token = tokens[index]
            if offset > 0, token.spaced { out.append(token.hyphenated ? 0x2D : 0x20) }
            out += text[Int(token.start)..<Int(token.end)]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The typed text of the tokens at `indices`, in that order, spaced as `text(of:)` spaces them.
    func typedText(of indices: [Int]) -> String {
        var out: [UInt8] = []
        for (offset, index) in indices.enumerated() {
            let token = tokens[index]
            if offset > 0, token.spaced { out.append(token.hyphenated ? 0x2D : 0x20) }
            out += typed[Int(token.typedStart)..<Int(token.typedEnd)]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The typed text of `tokens[range]`, from the first token's start to the last one's end.
    func typedText(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        return String(decoding: typed[Int(tokens[first].typedStart)..<Int(tokens[last].typedEnd)], as: UTF8.self)
    }

    /// The normalised text of one token, spaces inside it taken out (`다음달` for `다음 달`).
    func spelling(of token: Token) -> String {
        let bytes = text[Int(token.start)..<Int(token.end)]
        guard token.shape == .hangul, bytes.contains(0x20) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.filter { $0 != 0x20 }, as: UTF8.self)
    }

    /// The normalised text of one token as typed inside it (`다음 달`).
    func quoted(_ token: Token) -> String {
        String(decoding: text[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// The normalised text, the sentence's ending left off.
    var body: String {
        guard let last = tokens.last else { return "" }
        return String(decoding: text[..<Int(last.end)], as: UTF8.self)
    }

    /// The ranges of tokens that make each word, in order: a word ends where a space was typed (a
    /// hyphen between letters does not end one, and a Korean word read across a space, `이번 달`, holds
    /// the words it spans).
    var words: [Range<Int>] {
        var words: [Range<Int>] = []
        var start = 0
        for index in tokens.indices where index > start && tokens[index].spaced && !tokens[index].hyphenated {
            words.append(start..<index)
            start = index
        }
        if start < tokens.count { words.append(start..<tokens.count) }
        return words
    }

    /// The tokens of each word from token `start` on, without the punctuation around it: a comma or
    /// quote before it, a comma, semicolon or quote after it; a tilde inside a word is a word of its own
    /// (`3~5월` is `3`, `~`, `5월`). The words a question is read in.
    func wordPieces(from start: Int) -> [[Int]] {
        var pieces: [[Int]] = []
        for range in words where range.upperBound > start {
            var indices = Array(max(range.lowerBound, start)..<range.upperBound)
            while let first = indices.first, isSymbol(first, in: Self.punctuationBefore) { indices.removeFirst() }
            while let last = indices.last, isSymbol(last, in: Self.punctuationAfter) { indices.removeLast() }
            var piece: [Int] = []
            for index in indices {
                if isSymbol(index, in: Self.spanMarks), indices.count > 1 {
                    if !piece.isEmpty { pieces.append(piece) }
                    pieces.append([index])
                    piece = []
                } else {
                    piece.append(index)
                }
            }
            if !piece.isEmpty { pieces.append(piece) }
        }
        return pieces
    }

    /// Symbols left off the start of a word: `,` and `"`.
    static let punctuationBefore: [UInt8] = [0x2C, 0x22]
    /// Symbols left off the end of a word: `,`, `;` and `"`.
    static let punctuationAfter: [UInt8] = [0x2C, 0x3B, 0x22]
    /// Symbols that stand between the two ends of a span, a word of their own: `~`.
    static let spanMarks: [UInt8] = [0x7E]

    /// Whether token `index` is one of the ASCII symbols `bytes`.
    func isSymbol(_ index: Int, in bytes: [UInt8]) -> Bool {
        let token = tokens[index]
        return token.shape == .symbol && bytes.contains(text[Int(token.start)])
    }

    /// Whether reading the line may look at the year on screen: whether it holds a token that can name a
    /// month, day, quarter or half without its year (digits, `march`, `3월`, `christmas`, `q`, `상반기`,
    /// `the 15th`, a weekday). A line without one reads the same whatever year is on screen.
    var mayReadTheYearOnScreen: Bool {
        tokens.contains { token in
            if token.shape == .digits { return true }
            switch token.meanings?.phrase {
            case .monthName?, .holiday?, .halfOfYear?, .quarterMark?, .halfMark?, .hourMark?, .koreanQuarter?,
                .koreanMonth?, .koreanYear?, .ordinal?, .ordinalSuffix?, .count?, .sino?, .tens?, .boundary?,
                .boundaryOf?,
                .weekNumberMark?, .dayMarkThenWeekday?, .eve?, .new?, .endOf?, .weekday?, .weekdayInitial?, .sameTime?,
                .era?, .decadeMark?:
                return true
            default:
                return false
            }
        }
    }
}
