/// Hangul syllables written as their letters, so that edit distance counts letters rather than
/// syllables: `카페` and `커피` are two letters apart, `열가` one letter from `열기`.
enum HangulLetters {
    /// `text` with each precomposed Hangul syllable written as its initial, medial and (when it has
    /// one) final letter in compatibility jamo (`카` → `ㅋㅏ`, `닭` → `ㄷㅏㄺ`); other characters as they are.
    static func spelledOut(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard (0xAC00...0xD7A3).contains(scalar.value) else {
                out.append(scalar)
                continue
            }
            let index = Int(scalar.value - 0xAC00)
            out.append(initials[index / 588])
            out.append(medials[(index % 588) / 28])
            if index % 28 != 0 { out.append(finals[index % 28 - 1]) }
        }
        return String(out)
    }

    /// The scalars of `spelledOut(text)` when each is a character of its own that equals no other
    /// scalar: `text` is printable ASCII and other scalars from U+0020 to U+02FF, and precomposed
    /// Hangul syllables (spelled out in compatibility jamo, which join nothing). `nil` otherwise.
    static func spelledOutLetters(ofPlain text: String) -> [UInt32]? {
        var letters: [UInt32] = []
        letters.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value >= 0x20, value < 0x300, value != 0x7F {
                letters.append(value)
                continue
            }
            guard (0xAC00...0xD7A3).contains(value) else { return nil }
            let index = Int(value - 0xAC00)
            letters.append(initials[index / 588].value)
            letters.append(medials[(index % 588) / 28].value)
            if index % 28 != 0 { letters.append(finals[index % 28 - 1].value) }
        }
        return letters
    }

    private static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)
    private static let medials = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ".unicodeScalars)
    private static let finals = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ".unicodeScalars)
}
