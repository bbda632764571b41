/// Card brands, which name a card account as `card` does (`visa` finds `liabilities:visa` and `card` finds
/// it too); the household category table holds the rest of the words for means of payment (`현금`,
/// `cash`, `카드`, `통장`, `checking`).
enum PaymentWords {
    /// Brand names of cards, lower case.
    static let cardBrands = ["visa", "mastercard", "master", "amex", "비자", "마스터"]
}
