/// The order candidates are listed in: months in calendar order (`1월 2월 … 12월`, `january february
/// …`), other words with their numbers compared as numbers (`3개월` before `10개월`), then as text.
enum CompletionOrder {
    /// `words` in listing order for a group of `kind`.
    static func sorted(_ words: [String], kind: CompletionGroup.Kind) -> [String] {
        words.map { (key: key(of: $0), word: $0) }.sorted { left, right in
            left.key != right.key ? left.key.lexicographicallyPrecedes(right.key) : left.word < right.word
        }.map(\.word)
    }

    /// A word's sort key: its month number first when it is a month, then its pieces (runs of digits as
    /// numbers, other runs as text).
    private static func key(of word: String) -> [Piece] {
        let month = PhraseReader.monthNumber(named: word) ?? koreanMonth(word)
        var pieces: [Piece] = month.map { [.number($0)] } ?? [.number(0)]
        var digits = ""
        var text = ""
        for character in word {
            if character.isASCII, character.isNumber {
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                digits.append(character)
            } else {
                if !digits.isEmpty { pieces.append(.number(Int(digits.prefix(9)) ?? 0)) }
                digits = ""
                text.append(character)
            }
        }
        if !digits.isEmpty { pieces.append(.number(Int(digits.prefix(9)) ?? 0)) }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// The month of a Korean month word (`3월`), if it is one.
    private static func koreanMonth(_ word: String) -> Int? {
        guard word.hasSuffix(Lexicon.koreanMonthWord), let number = Int(word.dropLast()), (1...12).contains(number)
        else { return nil }
        return number
    }

    /// A run of a word: numbers sort before text, and among themselves by value.
    private enum Piece: Comparable {
        case number(Int)
        case text(String)
    }
}
