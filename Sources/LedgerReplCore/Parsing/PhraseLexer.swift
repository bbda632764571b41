/// Splits a normalised line into `Piece`s: digit runs, English words, Korean morphemes and symbols.
///
/// Works on Unicode scalars (never bytes). Korean is read across spaces (`다음 달` = `다음달`) by longest
/// match against the `Lexicon`, so particles and endings come apart from the words they follow.
enum PhraseLexer {
    /// The result of lexing: the pieces, or the first word the lexicon does not know.
    enum Outcome {
        case pieces([Piece])
        case unknown(String)
    }

    /// The pieces of `text`, which must already be normalised.
    static func lex(_ text: String) -> Outcome {
        var scalars = Array(text.unicodeScalars)
        // 2024年7月15日: the Chinese characters Korean dates are sometimes written with.
        for (position, scalar) in scalars.enumerated() {
            switch scalar {
            case "年": scalars[position] = "년"
            case "月": scalars[position] = "월"
            case "日": scalars[position] = "일"
            default: break
            }
        }
        // Trailing question marks, full stops and exclamation marks end a sentence; they are not part
        // of the phrase.
        while let last = scalars.last, last == "?" || last == "!" || last == "." || last == " " {
            scalars.removeLast()
        }
        var pieces: [Piece] = []
        pieces.reserveCapacity(8)
        var index = 0
        let count = scalars.count
        var spaced = false
        while index < count {
            let scalar = scalars[index]
            let value = scalar.value
            let first = pieces.count
            defer {
                if pieces.count > first { pieces[first].spaced = spaced }
                spaced = scalar == " "
            }
            if scalar == " " {
                index += 1
            } else if (0x30...0x39).contains(value) {
                let start = index
                while index < count, (0x30...0x39).contains(scalars[index].value) { index += 1 }
                pieces.append(Piece(lexeme: .digits, text: string(scalars[start..<index])))
            } else if (0x61...0x7A).contains(value) {
                let start = index
                while index < count, (0x61...0x7A).contains(scalars[index].value) { index += 1 }
                let word = string(scalars[start..<index])
                guard let lexeme = Lexicon.english[word] else { return .unknown(word) }
                pieces.append(Piece(lexeme: lexeme, text: word))
            } else if isSyllable(value) {
                var run: [Unicode.Scalar] = []
                var spaces: Set<Int> = []
                while index < count {
                    if isSyllable(scalars[index].value) {
                        run.append(scalars[index])
                        index += 1
                    } else if scalars[index] == " ", index + 1 < count, isSyllable(scalars[index + 1].value) {
                        spaces.insert(run.count)
                        index += 1
                    } else {
                        break
                    }
                }
                guard segment(run, spaces: spaces, into: &pieces) else { return .unknown(string(run[...])) }
            } else if "-/.'+,:".unicodeScalars.contains(scalar) {
                pieces.append(Piece(lexeme: .symbol(Character(scalar)), text: String(Character(scalar))))
                index += 1
            } else {
                return .unknown(String(Character(scalar)))
            }
        }
        return .pieces(pieces)
    }

    /// Appends the morphemes of a run of Hangul syllables, longest match first; `false` when some part
    /// of the run is no known morpheme.
    static func segment(_ run: [Unicode.Scalar], spaces: Set<Int>, into pieces: inout [Piece]) -> Bool {
        var position = 0
        while position < run.count {
            var length = min(Lexicon.longestKorean, run.count - position)
            var found = false
            while length > 0 {
                let word = string(run[position..<position + length])
                if let lexeme = Lexicon.korean[word] {
                    pieces.append(Piece(lexeme: lexeme, text: word, spaced: spaces.contains(position)))
                    position += length
                    found = true
                    break
                }
                length -= 1
            }
            if !found { return false }
        }
        return true
    }

    static func isSyllable(_ value: UInt32) -> Bool { (0xAC00...0xD7A3).contains(value) }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
