/// Splits a normalised line into `Piece`s: digit runs, English words, Korean morphemes and symbols.
///
/// Works on the line's UTF-8 code units but never splits a character: ASCII is read byte by byte and
/// Hangul syllable by syllable (three bytes each). Korean is read across spaces (`다음 달` = `다음달`) by
/// longest match against the `Lexicon`, so particles and endings come apart from the words they follow.
enum PhraseLexer {
    /// The result of lexing: the pieces, or the first word the lexicon does not know.
    enum Outcome {
        case pieces([Piece])
        case unknown(String)
    }

    /// The pieces of `text`, which must already be normalised.
    static func lex(_ text: String) -> Outcome {
        var text = text
        return text.withUTF8 { lex($0) }
    }

    static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        // Trailing question marks, full stops and exclamation marks end a sentence; they are not part
        // of the phrase.
        var end = bytes.count
        while end > 0, [0x3F, 0x21, 0x2E, 0x20].contains(bytes[end - 1]) { end -= 1 }
        var pieces: [Piece] = []
        pieces.reserveCapacity(8)
        var index = 0
        var spaced = false
        var hyphenated = false
        while index < end {
            let byte = bytes[index]
            let first = pieces.count
            switch byte {
            case 0x20:
                spaced = true
                index += 1
                continue
            case 0x30...0x39:
                let start = index
                while index < end, (0x30...0x39).contains(bytes[index]) { index += 1 }
                pieces.append(Piece(lexeme: .digits, text: string(bytes, start, index)))
            case 0x61...0x7A:
                let start = index
                while index < end, (0x61...0x7A).contains(bytes[index]) { index += 1 }
                let word = string(bytes, start, index)
                if let lexeme = Lexicon.english[word] {
                    pieces.append(Piece(lexeme: lexeme, text: word))
                } else if let (first, head, second, tail) = Lexicon.splitRunTogether(word) {
                    pieces.append(Piece(lexeme: head, text: first))
                    pieces.append(Piece(lexeme: tail, text: second, spaced: true))
                } else {
                    return .unknown(word)
                }
            case 0x80...:
                guard koreanSyllable(bytes, index, end) != nil else {
                    return .unknown(string(bytes, index, min(end, index + sequenceLength(byte))))
                }
                var run: [UInt8] = []
                run.reserveCapacity(24)
                var spaces: [Int] = []
                while index < end {
                    if let syllable = koreanSyllable(bytes, index, end) {
                        run.append(contentsOf: syllable)
                        index += 3
                    } else if bytes[index] == 0x20, koreanSyllable(bytes, index + 1, end) != nil {
                        spaces.append(run.count / 3)
                        index += 1
                    } else {
                        break
                    }
                }
                guard segment(run, spaces: spaces, into: &pieces) else {
                    return .unknown(String(decoding: run, as: UTF8.self))
                }
            case 0x2D where index > 0 && isLetter(bytes[index - 1]) && index + 1 < end && isLetter(bytes[index + 1]):
                // next-month, mid-next-month: a hyphen between words is a space.
                spaced = true
                hyphenated = true
                index += 1
                continue
            case 0x28, 0x29:
                // 7월 15일(월), 2024.07.15 (수): a weekday in brackets after a date, one syllable in Korean.
                if byte == 0x28, index + 4 < end, bytes[index + 4] == 0x29,
                    let syllable = koreanSyllable(bytes, index + 1, end),
                    let day = shortWeekdays.firstIndex(of: syllable)
                {
                    pieces.append(Piece(lexeme: .weekday(day), text: String(decoding: syllable, as: UTF8.self)))
                    index += 5
                } else {
                    spaced = true
                    index += 1
                    continue
                }
            case 0x7E:
                // 3~5월, 7/1~7/15: a range between two dates, read as two parts that contradict.
                pieces.append(Piece(lexeme: .symbol("~"), text: "~"))
                index += 1
            case 0x2D, 0x2F, 0x2E, 0x27, 0x2B, 0x2C, 0x3A:  // - / . ' + , :
                let symbol = Character(Unicode.Scalar(byte))
                pieces.append(Piece(lexeme: .symbol(symbol), text: String(symbol)))
                index += 1
            default:
                return .unknown(string(bytes, index, index + 1))
            }
            if pieces.count > first {
                pieces[first].spaced = spaced
                pieces[first].hyphenated = hyphenated
            }
            spaced = false
            hyphenated = false
        }
        return .pieces(pieces)
    }

    /// The three UTF-8 bytes of the Hangul syllable at `index`, with 年 月 日 read as 년 월 일; `nil` when
    /// something else is there.
    static func koreanSyllable(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> [UInt8]? {
        guard index + 2 < end else { return nil }
        let (b0, b1, b2) = (bytes[index], bytes[index + 1], bytes[index + 2])
        guard b0 >= 0xE0, b0 < 0xF0, b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 else { return nil }
        let value = UInt32(b0 & 0x0F) << 12 | UInt32(b1 & 0x3F) << 6 | UInt32(b2 & 0x3F)
        switch value {
        case 0xAC00...0xD7A3: return [b0, b1, b2]
        case 0x5E74: return Array("년".utf8)
        case 0x6708: return Array("월".utf8)
        case 0x65E5: return Array("일".utf8)
        default: return nil
        }
    }

    /// The one-syllable weekdays written in brackets after a date: 일 (Sunday) … 토 (Saturday).
    static let shortWeekdays: [[UInt8]] = ["일", "월", "화", "수", "목", "금", "토"].map { Array($0.utf8) }

    static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

    /// The length of the UTF-8 sequence a lead byte starts.
    static func sequenceLength(_ lead: UInt8) -> Int {
        lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Appends the morphemes of a run of Hangul syllables (UTF-8, three bytes each) in the fewest
    /// pieces, the longer first piece winning a tie (`주일요일` is 주 + 일요일, not 주일 + 요 + 일);
    /// `false` when some part of the run is no known morpheme, or the run holds a known misspelling.
    /// `spaces` are the syllable positions a space was typed before, in order: a piece keeps the spaces
    /// typed inside it, so that it is quoted as typed (`다음 달`).
    static func segment(_ run: [UInt8], spaces: [Int], into pieces: inout [Piece]) -> Bool {
        let count = run.count / 3
        // From the end: the fewest pieces the rest of the run takes from each position, and the length
        // of the first of them (0 when the rest cannot be read).
        var fewest = [Int](repeating: Int.max, count: count + 1)
        var lengths = [Int](repeating: 0, count: count + 1)
        fewest[count] = 0
        run.withUnsafeBufferPointer { bytes in
            for position in stride(from: count - 1, through: 0, by: -1) {
                let first =
                    UInt32(bytes[position * 3] & 0x0F) << 12 | UInt32(bytes[position * 3 + 1] & 0x3F) << 6
                    | UInt32(bytes[position * 3 + 2] & 0x3F)
                var length = min(Lexicon.longestKoreanStarting[first] ?? 0, count - position)
                while length > 0 {
                    let rest = fewest[position + length]
                    if rest < Int.max, rest + 1 < fewest[position],
                        Lexicon.korean[string(bytes, position * 3, (position + length) * 3)] != nil
                    {
                        fewest[position] = rest + 1
                        lengths[position] = length
                    }
                    length -= 1
                }
            }
        }
        guard fewest[0] < Int.max else { return false }
        var position = 0
        // The spaces are in order, so the next one is all that need be looked at.
        var nextSpace = 0
        while position < count {
            let length = lengths[position]
            let word = run.withUnsafeBufferPointer { string($0, position * 3, (position + length) * 3) }
            guard let lexeme = Lexicon.korean[word], lexeme != .misspelling else { return false }
            while nextSpace < spaces.count, spaces[nextSpace] < position { nextSpace += 1 }
            var piece = Piece(
                lexeme: lexeme, text: word, spaced: nextSpace < spaces.count && spaces[nextSpace] == position)
            // 다음 달: the spaces typed inside the piece.
            var inside = nextSpace + (piece.spaced ? 1 : 0)
            if inside < spaces.count, spaces[inside] < position + length {
                var typed = ""
                for (offset, character) in word.enumerated() {
                    while inside < spaces.count, spaces[inside] < position + offset { inside += 1 }
                    if offset > 0, inside < spaces.count, spaces[inside] == position + offset { typed += " " }
                    typed.append(character)
                }
                piece.typed = typed
            }
            pieces.append(piece)
            position += length
        }
        return true
    }

    static func isSyllable(_ value: UInt32) -> Bool { (0xAC00...0xD7A3).contains(value) }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
