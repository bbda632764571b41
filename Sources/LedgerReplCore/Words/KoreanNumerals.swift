/// The Hangul words of Sino-Korean numerals as amounts are written (`오천원`, `3만2천원`, `일억`): the
/// digits, the units under 만 and the units of four places, with the power of ten each stands for.
enum KoreanNumerals {
    /// The digit words: `일` is 1, `구` is 9, `영` and `공` are 0.
    static let digits: [Character: Int] = [
        "영": 0, "공": 0, "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9,
    ]

    /// The units under 만, by power of ten: `십` 10, `백` 100, `천` 1000.
    static let smallUnits: [Character: Int] = ["십": 1, "백": 2, "천": 3]

    /// The units of four places, by power of ten: `만` 10⁴, `억` 10⁸, `조` 10¹².
    static let largeUnits: [Character: Int] = ["만": 4, "억": 8, "조": 12]
}
