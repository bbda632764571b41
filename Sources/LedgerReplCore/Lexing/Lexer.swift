/// Reads a line into tokens, once: the one lexer every reader of input reads from.
///
/// It normalises the line (`Normalizer`'s rules: Hangul composed, full-width forms and dashes made ASCII,
/// every space one plain space, ASCII letters lower case, the ends trimmed), leaves off the sentence's
/// final `?`, `!` and `.`, and cuts the rest into `Token`s: digit runs, letter runs, Korean morphemes,
/// symbols and runs of other characters. Each token is looked up in the `WordIndex` of every word
/// table once.
///
/// Korean is read across spaces (`다음 달` = `다음달`) into the fewest words of the tables, as phrases
/// are written. A run that the tables cannot read whole is read word by word: each word split where a
/// question word or verb starts inside it (`식비얼마나썼어` → 식비 + 얼마나 + 썼어), a particle split off
/// its end (`스타벅스에서` → 스타벅스 + 에서), and what no table spells kept whole as one token.
enum Lexer {
    /// The tokens of the line whose UTF-8 bytes are `line` (invalid UTF-8 read as U+FFFD).
    static func lex(_ line: UnsafeRawBufferPointer) -> LexedLine {
        var normalized = Normalized()
        if Normalized.isAlreadyNormal(line) {
            normalized.text = Array(line)
            normalized.typed = normalized.text
            normalized.isIdentity = true
        } else if !normalized.readPlain(line) {
            normalized = Normalized()
            normalized.readScalars(String(decoding: line, as: UTF8.self))
        }
        return tokens(of: normalized)
    }

    /// The tokens of `line`.
    static func lex(_ line: String) -> LexedLine {
        var line = line
        return line.withUTF8 { lex(UnsafeRawBufferPointer($0)) }
    }

    // MARK: - Tokens

    private static func tokens(of normalized: Normalized) -> LexedLine {
        let text = normalized.text
        var scan = Scan(
            text: text, origin: normalized.origin, originEnd: normalized.originEnd, isIdentity: normalized.isIdentity)
        // The sentence's end: final question marks, exclamation marks, full stops (and spaces among
        // them) end the sentence and are no part of it (`?` alone, which asks for help, is read as a
        // whole spelling from the text).
        var end = text.count
        var asked = false
        while end > 0, [0x3F, 0x21, 0x2E, 0x20].contains(text[end - 1]) {
            if text[end - 1] == 0x3F { asked = true }
            end -= 1
        }
        scan.end = end
        scan.run()
        return LexedLine(
            text: text, typed: normalized.typed, tokens: scan.tokens, asked: asked, origin: normalized.origin,
            originEnd: normalized.originEnd)
    }

    /// The state of one pass over a normalised line.
    private struct Scan {
        let text: [UInt8]
        let origin: [Int32]
        let originEnd: [Int32]
        /// Whether the text is the line as typed, byte for byte (`origin` is then empty).
        let isIdentity: Bool
        var end = 0
        var tokens: [Token] = []
        var index = 0
        var word: Int32 = 0
        var spaced = false
        var hyphenated = false

        init(text: [UInt8], origin: [Int32], originEnd: [Int32], isIdentity: Bool) {
            self.text = text
            self.origin = origin
            self.originEnd = originEnd
            self.isIdentity = isIdentity
            tokens.reserveCapacity(8)
        }

        mutating func run() {
            while index < end {
                let byte = text[index]
                switch byte {
                case 0x20:
                    spaced = true
                    word += 1
                    index += 1
                case 0x30...0x39:
                    let start = index
                    while index < end, text[index] &- 0x30 < 10 { index += 1 }
                    add(.digits, start, index)
                case 0x61...0x7A:
                    let start = index
                    while index < end, text[index] &- 0x61 < 26 { index += 1 }
                    letters(start, index)
                case 0x2D where index > 0 && isLetter(text[index - 1]) && index + 1 < end && isLetter(text[index + 1]):
                    // next-month, e-mart: a hyphen between letters parts two words of one.
                    spaced = true
                    hyphenated = true
                    index += 1
                case 0x80...:
                    if syllable(at: index) != nil {
                        hangul()
                    } else {
                        let start = index
                        index += sequenceLength(byte)
                        while index < end, text[index] >= 0x80, syllable(at: index) == nil {
                            index += sequenceLength(text[index])
                        }
                        add(.other, start, min(index, end))
                    }
                default:
                    add(.symbol, index, index + 1)
                    index += 1
                }
            }
        }

        /// Appends a token of `text[start..<end]`, looked up in the word index.
        mutating func add(_ shape: Token.Shape, _ start: Int, _ end: Int, spelling: Int? = nil, isStem: Bool = false) {
            let number: Int?
            if let spelling {
                number = spelling
            } else if shape == .letters || shape == .symbol || shape == .other || shape == .hangul {
                number = text.withUnsafeBytes {
                    WordIndex.shared.spellings.number(of: UnsafeRawBufferPointer(rebasing: $0[start..<end]))
                }
            } else {
                number = nil
            }
            tokens.append(
                Token(
                    shape: shape, start: Int32(start), end: Int32(end),
                    typedStart: isIdentity ? Int32(start) : origin[start],
                    typedEnd: isIdentity ? Int32(end) : originEnd[end - 1], word: word, spelling: Int32(number ?? -1),
                    spaced: spaced,
                    hyphenated: hyphenated, isStem: isStem))
            spaced = false
            hyphenated = false
        }

        /// A run of letters: one word, or two typed together that read as one phrase (`lastweek`).
        mutating func letters(_ start: Int, _ end: Int) {
            let known = text.withUnsafeBytes {
                WordIndex.shared.spellings.number(of: UnsafeRawBufferPointer(rebasing: $0[start..<end]))
            }
            if known == nil,
                let (first, _, _, _) = Lexicon.splitRunTogether(String(decoding: text[start..<end], as: UTF8.self))
            {
                let cut = start + first.utf8.count
                add(.letters, start, cut)
                spaced = true
                add(.letters, cut, end)
                return
            }
            add(.letters, start, end, spelling: known)
        }

        // MARK: Korean

        /// A run of Hangul syllables, across single spaces between them, cut into morphemes.
        mutating func hangul() {
            var syllables: [Int] = []  // where each syllable starts in `text`
            var spaceBefore: [Bool] = []
            var position = index
            var gap = false
            while position < end {
                if syllable(at: position) != nil {
                    syllables.append(position)
                    spaceBefore.append(gap)
                    gap = false
                    position += 3
                } else if text[position] == 0x20, position + 1 < end, syllable(at: position + 1) != nil {
                    gap = true
                    position += 1
                } else {
                    break
                }
            }
            index = position
            let run = Run(text: text, starts: syllables, spaceBefore: spaceBefore)
            let pieces = run.segmentedWhole() ?? run.segmentedByWord()
            // The word of each syllable: a piece read across a space (`다음 달`) spans two words.
            let first = word
            var words = [Int32](repeating: first, count: syllables.count)
            for position in syllables.indices.dropFirst() {
                words[position] = words[position - 1] + (spaceBefore[position] ? 1 : 0)
            }
            for piece in pieces {
                if piece.start > 0, spaceBefore[piece.start] { spaced = true }
                word = words[piece.start]
                let last = piece.start + piece.length - 1
                add(
                    .hangul, syllables[piece.start], syllables[last] + 3, spelling: piece.spelling, isStem: piece.isStem
                )
            }
            word = words.last ?? first
        }

        /// The scalar value of the Hangul syllable at `position`, or `nil`.
        func syllable(at position: Int) -> UInt32? {
            guard position + 3 <= end else { return nil }
            let (b0, b1, b2) = (text[position], text[position + 1], text[position + 2])
            guard b0 >= 0xEA, b0 <= 0xED, b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 else { return nil }
            let value = UInt32(b0 & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F)
            return Lexer.isSyllable(value) ? value : nil
        }
    }

    /// A run of Hangul syllables and how to cut it.
    struct Run {
        let text: [UInt8]
        /// Where each syllable starts in `text`.
        let starts: [Int]
        /// Whether a space was typed before each syllable.
        let spaceBefore: [Bool]

        /// One morpheme: syllables `start..<start + length`, its spelling, and whether a verb stem read it.
        struct Piece {
            var start: Int
            var length: Int
            var spelling: Int?
            var isStem = false
        }

        var count: Int { starts.count }

        /// The spelling of syllables `start..<start + length`, spaces taken out, if a table has it.
        func spelling(_ start: Int, _ length: Int) -> Int? {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length * 3) { buffer in
                for offset in 0..<length {
                    let at = starts[start + offset]
                    buffer[offset * 3] = text[at]
                    buffer[offset * 3 + 1] = text[at + 1]
                    buffer[offset * 3 + 2] = text[at + 2]
                }
                return WordIndex.shared.spellings.number(of: UnsafeRawBufferPointer(buffer))
            }
        }

        func scalar(_ position: Int) -> UInt32 {
            let at = starts[position]
            return UInt32(text[at] & 0x0F) << 12 | UInt32(text[at + 1] & 0x3F) << 6 | UInt32(text[at + 2] & 0x3F)
        }

        /// The run in the fewest words the tables spell (across the spaces typed in it), the longer first
        /// word winning a tie; `nil` when some part of it is no such word.
        func segmentedWhole() -> [Piece]? { segmented(0, count, acrossSpaces: true) }

        /// Syllables `from..<to` in the fewest spelled words, or `nil`.
        func segmented(_ from: Int, _ to: Int, acrossSpaces: Bool) -> [Piece]? {
            let length = to - from
            guard length > 0 else { return [] }
            var fewest = [Int](repeating: Int.max, count: length + 1)
            var lengths = [Int](repeating: 0, count: length + 1)
            var spellings = [Int](repeating: -1, count: length + 1)
            fewest[length] = 0
            for position in stride(from: length - 1, through: 0, by: -1) {
                var size = min(WordIndex.shared.longestKoreanStarting[scalar(from + position)] ?? 0, length - position)
                if !acrossSpaces {
                    var inside = 1
                    while inside < size, !spaceBefore[from + position + inside] { inside += 1 }
                    size = min(size, inside)
                }
                while size > 0 {
                    let rest = fewest[position + size]
                    if rest < Int.max, rest + 1 < fewest[position], let found = spelling(from + position, size) {
                        fewest[position] = rest + 1
                        lengths[position] = size
                        spellings[position] = found
                    }
                    size -= 1
                }
            }
            guard fewest[0] < Int.max else { return nil }
            var pieces: [Piece] = []
            var position = 0
            while position < length {
                pieces.append(Piece(start: from + position, length: lengths[position], spelling: spellings[position]))
                position += lengths[position]
            }
            return pieces
        }

        /// The run read word by word (between the spaces typed in it), for a run the tables cannot read
        /// whole.
        func segmentedByWord() -> [Piece] {
            var pieces: [Piece] = []
            var start = 0
            for position in 1...count where position == count || spaceBefore[position] {
                pieces += word(start, position)
                start = position
            }
            return pieces
        }

        /// One word, syllables `from..<to`: as the tables spell it whole, else split where a question word
        /// or a verb of spending, earning or money left starts inside it, each part read alike.
        func word(_ from: Int, _ to: Int) -> [Piece] {
            if let whole = segmented(from, to, acrossSpaces: false) { return whole }
            var pieces: [Piece] = []
            var start = from
            while true {
                guard
                    let next = ((start + 1)..<to).first(where: { startsAQuestionWord(at: $0, before: to) })
                else { break }
                pieces += part(start, next)
                start = next
            }
            return pieces + part(start, to)
        }

        /// A part of a word with no question word starting inside it: a verb by its stem, else what the
        /// tables spell, else a word no table spells with one particle split off its end.
        func part(_ from: Int, _ to: Int) -> [Piece] {
            if let stem = stem(at: from, before: to) {
                return [Piece(start: from, length: to - from, spelling: stem, isStem: true)]
            }
            if let whole = segmented(from, to, acrossSpaces: false) { return whole }
            for particle in Particles.all {
                let size = particle.spelling.unicodeScalars.count
                guard to - from > size, let found = spelling(to - size, size),
                    WordIndex.shared.meanings[found].particle != nil
                else { continue }
                return [
                    Piece(start: from, length: to - from - size),
                    Piece(start: to - size, length: size, spelling: found),
                ]
            }
            return [Piece(start: from, length: to - from)]
        }

        /// The spelling of the longest question-word stem that syllables `from..<to` start with, if any.
        func stem(at from: Int, before to: Int) -> Int? {
            for size in stride(from: min(to - from, WordIndex.longestStem), through: 1, by: -1) {
                if let found = spelling(from, size), WordIndex.shared.meanings[found].questionStem != nil {
                    return found
                }
            }
            return nil
        }

        /// Whether a question word of two syllables or more (not a filler), or the stem of a verb of
        /// spending, earning or money left, starts at `position` (and ends by `to`).
        func startsAQuestionWord(at position: Int, before to: Int) -> Bool {
            let reach = min(to - position, WordIndex.longestQuestionWord)
            if reach >= 2 {
                for size in stride(from: reach, through: 2, by: -1) {
                    if let found = spelling(position, size), let meaning = WordIndex.shared.meanings[found].question,
                        meaning != .filler
                    {
                        return true
                    }
                }
            }
            guard let found = stem(at: position, before: to),
                let meaning = WordIndex.shared.meanings[found].questionStem
            else { return false }
            return [.spending, .income, .moneyLeft].contains(meaning)
        }
    }

    // MARK: - Normalising

    /// A line in normalised form, and where each of its bytes came from in the line as typed.
    private struct Normalized {
        var text: [UInt8] = []
        /// For each byte of `text`, where the character it came from starts in `typed`.
        var origin: [Int32] = []
        /// For each byte of `text`, where the character it came from ends in `typed`.
        var originEnd: [Int32] = []
        var typed: [UInt8] = []
        /// Whether `text` is `typed`, byte for byte, and the origins are left empty.
        var isIdentity = false

        /// Whether `line` is already in normal form: printable ASCII without capitals and precomposed
        /// Hangul, words one space apart with none around them (most lines a person or script types).
        static func isAlreadyNormal(_ line: UnsafeRawBufferPointer) -> Bool {
            guard let first = line.first, let last = line.last, first != 0x20, last != 0x20 else { return false }
            var index = 0
            var previous: UInt8 = 0
            while index < line.count {
                let byte = line[index]
                if byte >= 0x80 {
                    guard byte >= 0xEA, byte <= 0xED, index + 2 < line.count, line[index + 1] & 0xC0 == 0x80,
                        line[index + 2] & 0xC0 == 0x80, byte != 0xED || line[index + 1] < 0xA0
                    else { return false }
                    index += 3
                    previous = 0x80
                    continue
                }
                // Printable ASCII but capitals, and no space after a space.
                guard byte &- 0x20 < 0x5F, byte &- 0x41 >= 26, byte != 0x20 || previous != 0x20 else { return false }
                previous = byte
                index += 1
            }
            return true
        }

        /// Reads a line of plain ASCII and precomposed Hangul (the common case) byte by byte; `false` when
        /// it holds anything else, for `readScalars` to read.
        mutating func readPlain(_ line: UnsafeRawBufferPointer) -> Bool {
            text.reserveCapacity(line.count)
            origin.reserveCapacity(line.count)
            originEnd.reserveCapacity(line.count)
            var pendingSpace = false
            var index = 0
            while index < line.count {
                let byte = line[index]
                if byte >= 0x80 {
                    // Lead bytes 0xEA...0xED with two continuation bytes are U+A000...U+D7FF: nothing there
                    // is mapped or composed.
                    guard byte >= 0xEA, byte <= 0xED, index + 2 < line.count, line[index + 1] & 0xC0 == 0x80,
                        line[index + 2] & 0xC0 == 0x80, byte != 0xED || line[index + 1] < 0xA0
                    else { return false }
                    if pendingSpace { append(0x20, from: index, to: index) }
                    pendingSpace = false
                    for offset in index..<(index + 3) { append(line[offset], from: index, to: index + 3) }
                    index += 3
                    continue
                }
                switch byte {
                case 0x20, 0x09...0x0D:
                    pendingSpace = !text.isEmpty
                case 0x41...0x5A:
                    if pendingSpace { append(0x20, from: index, to: index) }
                    pendingSpace = false
                    append(byte + 0x20, from: index, to: index + 1)
                default:
                    if pendingSpace { append(0x20, from: index, to: index) }
                    pendingSpace = false
                    append(byte, from: index, to: index + 1)
                }
                index += 1
            }
            typed = Array(line)
            return true
        }

        mutating func append(_ byte: UInt8, from start: Int, to end: Int) {
            text.append(byte)
            origin.append(Int32(start))
            originEnd.append(Int32(end))
        }

        /// Reads any line scalar by scalar, as `Normalizer.normalize` does, with 年 月 日 read as 년 월 일.
        mutating func readScalars(_ line: String) {
            typed = Array(line.utf8)
            var scalars: [Unicode.Scalar] = []
            var spans: [(from: Int, to: Int)] = []
            var pendingSpace = false
            var offset = 0
            for scalar in line.unicodeScalars {
                let width = UTF8.width(scalar)
                defer { offset += width }
                var mapped = Normalizer.simplified(scalar)
                switch mapped.value {
                case 0x5E74: mapped = "년"
                case 0x6708: mapped = "월"
                case 0x65E5: mapped = "일"
                default: break
                }
                if mapped == " " {
                    pendingSpace = !scalars.isEmpty
                    continue
                }
                if pendingSpace {
                    scalars.append(" ")
                    spans.append((offset, offset))
                    pendingSpace = false
                }
                let before = scalars.count
                Normalizer.appendComposingHangul(mapped, to: &scalars)
                if scalars.count == before, let last = spans.last {
                    spans[spans.count - 1] = (last.from, offset + width)  // composed into the syllable before
                } else {
                    spans.append((offset, offset + width))
                }
            }
            for (scalar, span) in zip(scalars, spans) {
                for byte in String(scalar).utf8 { append(byte, from: span.from, to: span.to) }
            }
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }

    /// Whether `value` is a precomposed Hangul syllable.
    static func isSyllable(_ value: UInt32) -> Bool { (0xAC00...0xD7A3).contains(value) }

    /// The length of the UTF-8 sequence a lead byte starts.
    static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
