/// One token of a line, as the lexer found it: what it is made of, where it lies, and which spelling of
/// the word tables it is.
///
/// Tokens are runs of ASCII digits, runs of ASCII letters, Korean morphemes (a run of Hangul is cut into
/// the words of the tables, particles split off as tokens of their own), single ASCII symbols, and runs
/// of any other characters (`₩`, `é`, `円`).
struct Token: Hashable, Sendable {
    /// What a token is made of.
    enum Shape: UInt8, Hashable, Sendable {
        /// ASCII digits: `2024`, `15`.
        case digits
        /// ASCII letters, lower case: `march`, `gs`.
        case letters
        /// Hangul syllables: one morpheme, or a word no table spells.
        case hangul
        /// One ASCII symbol: `-`, `/`, `<`, `$`.
        case symbol
        /// Characters of no other shape: `₩`, `é`, `ㅇㅇ`.
        case other
    }

    /// What it is made of.
    var shape: Shape
    /// Where it starts in the line's normalised text, in bytes.
    var start: Int32
    /// Where it ends in the line's normalised text, in bytes (a Korean morpheme read across a space
    /// holds the space: `다음 달`).
    var end: Int32
    /// Where it starts in the line as typed.
    var typedStart: Int32
    /// Where it ends in the line as typed.
    var typedEnd: Int32
    /// Which word of the line holds it: the tokens between two spaces share a word.
    var word: Int32
    /// The spelling in `WordIndex`, or `-1` when no table spells it.
    var spelling: Int32
    /// Whether a space (or a hyphen between two words, `hyphenated`) came before it.
    var spaced: Bool
    /// Whether the space before it was typed as a hyphen (`next-month`, `twenty-one`).
    var hyphenated: Bool
    /// Whether it is a Korean word read by the verb stem it starts with (`썼어요` by `썼`): `spelling` is
    /// the stem's.
    var isStem: Bool

    /// Whether a table spells it.
    var isKnown: Bool { spelling >= 0 }

    /// What the word tables say it means, or `nil` when none spells it.
    var meanings: WordIndex.Meanings? {
        spelling >= 0 ? WordIndex.shared.meanings[Int(spelling)] : nil
    }

    /// Its length in the normalised text.
    var length: Int { Int(end - start) }
}
