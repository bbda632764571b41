/// What one pass over a line's bytes says about whether it could record spending, before any word is
/// read: every line the parser reads is tested, so the test allocates nothing and reads each byte once.
///
/// A line may be an entry when it starts with a recording word (`add`, `기록`), may end with a Korean
/// one (it holds `기록`, `추가` or `적어`), or holds something that could be money beside a word: a digit
/// and a letter with `$`, `,`, `.` or a currency word, or beyond ASCII a currency sign, 원 or a Korean
/// unit (만, 천, 백, 억, 조), or a digit with a Korean currency word (`30달러`). Anything else (`open`,
/// `3`, `2024-07`, `다음 달`, `3 months ago`) is settled here.
struct EntryLineScan {
    /// The line starts with `add`, `record`, `기록`, `추가` (a `:` after it allowed).
    private(set) var startsWithRecordingWord = false
    /// The line holds a Korean recording word that may end it.
    private(set) var mayEndWithRecordingWord = false
    /// The line may hold an amount that is clearly money, and a word.
    private(set) var mayHoldMoney = false

    /// Scans the normalised line `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        startsWithRecordingWord = Self.startWords.contains { word in
            Self.matches(word, in: bytes, at: 0)
                && (bytes.count == word.count || bytes[word.count] == 0x20 || bytes[word.count] == 0x3A)
        }
        guard !startsWithRecordingWord else { return }
        var digit = false
        var letter = false
        var mark = false
        var money = false
        var currencyWord = false
        var wordStart = 0
        var index = 0
        while index <= bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0x20
            switch byte {
            case 0x30...0x39: digit = true
            case 0x61...0x7A: letter = true
            case 0x24, 0x2C, 0x2E: mark = true
            case 0x20:
                if index > wordStart, letter, !currencyWord {
                    currencyWord = Self.asciiCurrencyWords.contains { word in
                        word.count == index - wordStart && Self.matches(word, in: bytes, at: wordStart)
                    }
                }
                wordStart = index + 1
            case 0x80...:
                letter = true
                if Self.moneySigns.contains(where: { Self.matches($0, in: bytes, at: index) }) { money = true }
                if Self.koreanCurrencyWords.contains(where: { Self.matches($0, in: bytes, at: index) }) {
                    currencyWord = true
                }
                if Self.endStems.contains(where: { Self.matches($0, in: bytes, at: index) }) {
                    mayEndWithRecordingWord = true
                }
            default: break
            }
            index += 1
        }
        mayHoldMoney = letter && (money || (digit && (mark || currencyWord)))
    }

    /// Whether `word` stands in `bytes` at `offset`.
    private static func matches(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset + word.count <= bytes.count else { return false }
        for (position, byte) in word.enumerated() where bytes[offset + position] != byte { return false }
        return true
    }

    private static let startWords = RecordingWords.startWords.map { Array($0.utf8) }
    private static let endStems = RecordingWords.endStems.map { Array($0.utf8) }
    private static let moneySigns = RecordingWords.moneySigns.map { Array($0.utf8) }
    private static let asciiCurrencyWords = Currency.all.flatMap { $0.words + [$0.code.lowercased()] }
        .filter { $0.utf8.count > 1 && $0.utf8.allSatisfy { (0x61...0x7A).contains($0) } }.map { Array($0.utf8) }
    private static let koreanCurrencyWords = Currency.all.flatMap(\.words)
        .filter { $0.utf8.contains { $0 >= 0x80 } && !RecordingWords.moneySigns.contains($0) }.map { Array($0.utf8) }
}
