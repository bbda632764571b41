/// One piece of a normalised line: a run of digits, a run of letters (Latin or Hangul), or one symbol.
public enum Token: Hashable, Sendable {
    /// A run of ASCII digits, as typed (leading zeros kept: `07`).
    case number(String)
    /// A run of letters.
    case word(String)
    /// Any other single character.
    case symbol(Character)

    /// The tokens of `text`, which should already be normalised. Spaces separate tokens and vanish.
    public static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var currentIsNumber = false
        func flush() {
            guard !current.isEmpty else { return }
            tokens.append(currentIsNumber ? .number(current) : .word(current))
            current = ""
        }
        for character in text {
            if character.isASCII, character.isNumber {
                if !currentIsNumber { flush() }
                currentIsNumber = true
                current.append(character)
            } else if character.isLetter {
                if currentIsNumber { flush() }
                currentIsNumber = false
                current.append(character)
            } else {
                flush()
                if character != " " { tokens.append(.symbol(character)) }
            }
        }
        flush()
        return tokens
    }

    /// The token as typed.
    public var text: String {
        switch self {
        case .number(let digits): digits
        case .word(let word): word
        case .symbol(let symbol): String(symbol)
        }
    }

    /// A short code for the kinds of `tokens`, for matching phrase patterns: `9` a number, `a` a word,
    /// any symbol itself. `jul '24` has the shape `a'9`.
    public static func shape(of tokens: [Token]) -> String {
        var shape = ""
        for token in tokens {
            switch token {
            case .number: shape.append("9")
            case .word: shape.append("a")
            case .symbol(let symbol): shape.append(symbol)
            }
        }
        return shape
    }
}
