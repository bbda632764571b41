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

    private static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)
    private static let medials = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ".unicodeScalars)
    private static let finals = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ".unicodeScalars)
}
