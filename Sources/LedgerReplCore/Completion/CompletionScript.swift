/// Which language's spellings Tab offers, from the script of what was typed and the session's language.
///
/// A word being typed in Latin letters completes to English spellings, in Hangul to Korean ones. Before
/// a letter of the word is typed (`1`, or nothing), the line and the session decide: after Korean text,
/// or in a Korean session, English spellings are not offered (`1h` for `1`); in an English session
/// Korean ones are not (`3월` for `3`), though after an English command in a Korean session they are
/// (Korean speakers type `entries` too). Spellings of digits and signs alone (`<<`, `2024`) are always
/// offered.
struct CompletionScript: Sendable {
    /// Whether the word being typed has a Latin letter, and a Hangul one.
    private let typedLatin: Bool
    private let typedHangul: Bool
    /// Whether the words before it have a Hangul letter.
    private let lineHangul: Bool
    /// The session's language, when known.
    private let session: Language?

    /// The script of the words before the one being typed (`line`), of that word (`typed`), and the
    /// session's language.
    init(line: String, typed: String, session: Language?) {
        lineHangul = Self.letters(in: line).hangul
        (typedLatin, typedHangul) = Self.letters(in: typed)
        self.session = session
    }

    /// Whether spellings in `language` (`nil`: digits and signs) are offered.
    func offers(_ language: Language?) -> Bool {
        switch language {
        case nil: return true
        case .english?:
            if typedLatin { return true }
            return !typedHangul && !lineHangul && session != .korean
        case .korean?:
            return typedHangul || (!typedLatin && session != .english)
        }
    }

    /// The language a spelling is written in: Korean when it has a Hangul letter, English when it has a
    /// Latin one, `nil` when it has neither.
    static func language(of spelling: String) -> Language? {
        let (latin, hangul) = letters(in: spelling)
        return hangul ? .korean : latin ? .english : nil
    }

    /// Whether `text` has a Latin letter, and a Hangul one (syllable or letter).
    private static func letters(in text: String) -> (latin: Bool, hangul: Bool) {
        var latin = false
        var hangul = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A: latin = true
            case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3131...0x318E: hangul = true
            default: break
            }
        }
        return (latin, hangul)
    }
}
