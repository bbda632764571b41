/// A Korean particle (조사) whose form depends on the sound it follows: `열기를` but `달력을`,
/// `2026년 12월로` but `3분기로`, `"opne"이라는`.
///
/// The form is chosen by the final consonant (받침) of the last sound of the preceding text, as it is
/// read aloud: a Hangul syllable by its own final consonant, digits by how the number is read in
/// Sino-Korean (`3` 삼, `10` 십, `2,000` 이천, `12.5` 십이 점 오), Latin letters by their Korean names
/// (`SMS` 에스엠에스) or, for a word, by how it is usually written in Hangul (`open` 오픈, `enter` 엔터).
/// Closing quotes, brackets and sentence punctuation are skipped, and a parenthetical at the end is
/// passed over, as a reader's eye passes over them.
public enum KoreanParticle: Hashable, Sendable, CaseIterable {
    /// The object marker 을/를.
    case object
    /// The topic marker 은/는.
    case topic
    /// The subject marker 이/가.
    case subject
    /// The direction or means marker 으로/로 (로 also after a final ㄹ: `12월로`).
    case direction
    /// "And", joining two nouns: 과/와.
    case and
    /// "Or", joining two choices: 이나/나.
    case or
    /// "Called", before a noun: 이라는/라는 (`"opne"이라는 명령`).
    case called
    /// The polite copula 이에요/예요.
    case politeCopula

    /// The two forms: after a final consonant, and after a vowel.
    private var forms: (afterConsonant: String, afterVowel: String) {
        switch self {
        case .object: ("을", "를")
        case .topic: ("은", "는")
        case .subject: ("이", "가")
        case .direction: ("으로", "로")
        case .and: ("과", "와")
        case .or: ("이나", "나")
        case .called: ("이라는", "라는")
        case .politeCopula: ("이에요", "예요")
        }
    }

    /// The form of the particle that follows `text`.
    public func form(after text: some StringProtocol) -> String {
        let sound = KoreanSound.finalSound(of: text)
        switch (self, sound) {
        case (.direction, .rieul): return forms.afterVowel
        case (_, .vowel): return forms.afterVowel
        case (_, .consonant), (_, .rieul): return forms.afterConsonant
        }
    }

    /// `text` followed by the form of the particle that fits it: `KoreanParticle.object.attached(to: "열기")`
    /// is `열기를`.
    public func attached(to text: String) -> String { text + form(after: text) }
}

/// How a piece of text ends when read aloud in Korean, as far as particles care.
enum KoreanSound: Hashable, Sendable {
    /// An open syllable: 기, 이, 오픈's 픈 is not one (it ends in ㄴ).
    case vowel
    /// A final ㄹ, which takes 로 rather than 으로.
    case rieul
    /// Any other final consonant.
    case consonant

    /// The final sound of `text`. Text that ends in nothing readable (symbols, other scripts) counts as
    /// ending in a consonant: the forms after a consonant (을, 은, 이) read as the fuller ones.
    static func finalSound(of text: some StringProtocol) -> KoreanSound {
        let scalars = Array(text.unicodeScalars)
        var end = scalars.count
        // Skip what is not read aloud at the end: spaces, closing quotes and brackets, punctuation;
        // a parenthetical as a whole (`사과(apple)` reads as 사과).
        while end > 0 {
            let scalar = scalars[end - 1]
            if scalar == ")" || scalar == "）",
                let open = scalars[..<(end - 1)].lastIndex(where: { $0 == "(" || $0 == "（" }),
                open > 0
            {
                end = open
            } else if skipped.contains(scalar) {
                end -= 1
            } else {
                break
            }
        }
        guard end > 0 else { return .consonant }
        let last = scalars[end - 1]
        switch last.value {
        case 0xAC00...0xD7A3:
            let final = (last.value - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        case 0x3131...0x314E:  // a lone consonant letter (ㄱ … ㅎ): read as its own name's end
            return last == "ㄹ" ? .rieul : .consonant
        case 0x314F...0x3163:  // a lone vowel letter
            return .vowel
        case 0x30...0x39:
            return numberSound(scalars[..<end])
        case 0x41...0x5A, 0x61...0x7A:
            var start = end - 1
            while start > 0, isLatinLetter(scalars[start - 1]) { start -= 1 }
            return latinSound(scalars[start..<end])
        default:
            return .consonant
        }
    }

    private static let skipped: Set<Unicode.Scalar> = [
        " ", "\"", "'", "\u{201D}", "\u{2019}", "\u{300D}", "\u{300F}", "\u{3009}", "\u{300B}", "]", "}", ">",
        ".", ",", "!", "?", "\u{2026}", ":", ";",
    ]

    private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    // MARK: - Numbers

    /// The final sound of the number that ends `scalars`, read in Sino-Korean: with a decimal point, the
    /// last digit, as the digits after it are read one by one (`12.5` 십이 점 오); else the last nonzero
    /// place of the number (`10` 십, `300` 삼백, `2,000` 이천, `50,000` 오만). Digit-group commas are not
    /// read.
    private static func numberSound(_ scalars: ArraySlice<Unicode.Scalar>) -> KoreanSound {
        var start = scalars.endIndex
        while start > scalars.startIndex {
            let scalar = scalars[start - 1]
            let joinsDigits =
                (scalar == "," || scalar == ".") && start - 1 > scalars.startIndex && isDigit(scalars[start - 2])
            guard isDigit(scalar) || joinsDigits else { break }
            start -= 1
        }
        let number = scalars[start...]
        let digits = number.filter(isDigit).map { UInt8($0.value - 0x30) }
        guard let last = digits.last else { return .consonant }
        if number.contains(".") { return digitSound(last) }
        guard let lastNonzero = digits.lastIndex(where: { $0 != 0 }) else { return digitSound(0) }
        let place = digits.count - 1 - lastNonzero  // how many zeros follow it
        switch (place % 4, place / 4) {
        case (0, 0): return digitSound(last)
        case (0, 3): return .vowel  // 조
        default: return .consonant  // 십, 백, 천; 만, 억, 경
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    /// 영 일 이 삼 사 오 육 칠 팔 구.
    private static func digitSound(_ digit: UInt8) -> KoreanSound {
        switch digit {
        case 1, 7, 8: .rieul
        case 2, 4, 5, 9: .vowel
        default: .consonant  // 0 영, 3 삼, 6 육
        }
    }

    // MARK: - Latin letters

    /// The final sound of a run of Latin letters: an abbreviation or single letter by the Korean name
    /// of its last letter (`SMS` 에스, `L` 엘), a word by how it is usually written in Hangul (`open` 오픈,
    /// `time` 타임, `table` 테이블, `enter` 엔터, `check` 체크).
    private static func latinSound(_ letters: ArraySlice<Unicode.Scalar>) -> KoreanSound {
        let isAbbreviation = letters.count == 1 || letters.allSatisfy { (0x41...0x5A).contains($0.value) }
        let lower = letters.map { Character(Unicode.Scalar($0.value | 0x20) ?? $0) }  // ASCII lower case
        guard let last = lower.last else { return .consonant }
        if isAbbreviation {
            switch last {
            case "l", "r": return .rieul  // 엘, 알
            case "m", "n": return .consonant  // 엠, 엔
            default: return .vowel  // 에이, 비, 씨 … 엑스, 와이, 제트
            }
        }
        let before = lower.count >= 2 ? lower[lower.count - 2] : nil
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        switch last {
        case "m", "n": return .consonant  // 룸, 오픈
        case "g" where before == "n": return .consonant  // 킹
        case "l": return .rieul  // 메일
        case "e":
            // A silent e: the consonant before it is heard (time 타임, phone 폰, table 테이블), or nothing.
            switch before {
            case "m", "n": return .consonant
            case "l": return .rieul
            default: return .vowel
            }
        case "k" where before == "c": return .consonant  // 백, 클릭
        case "p", "t", "k":
            // After one short vowel the stop is a final consonant (top 톱, set 셋, book 북); after a
            // consonant or a long vowel it is a syllable of its own (test 테스트, sheet 시트).
            guard let before, vowels.contains(before) else { return .vowel }
            let third = lower.count >= 3 ? lower[lower.count - 3] : nil
            if let third, vowels.contains(third), !(third == "o" && before == "o") { return .vowel }
            return .consonant
        default: return .vowel
        }
    }
}
