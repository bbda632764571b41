/// Words that say how something was paid (`카드`, `현금`, `card`, `cash`, `통장`): each group holds the
/// words of one means of payment in both languages, so `card` finds `부채:신한카드` and `현금` finds
/// `assets:cash`.
enum PaymentWords {
    /// The groups, lower case.
    static let groups: [[String]] = [
        ["cash", "현금", "wallet", "지갑"],
        ["card", "credit card", "creditcard", "credit", "debit", "visa", "mastercard", "amex", "카드", "신용카드", "체크카드"],
        ["bank", "checking", "savings", "account", "transfer", "통장", "은행", "계좌", "이체", "계좌이체"],
        ["paypal", "페이팔"],
        ["kakaopay", "카카오페이"],
        ["naverpay", "네이버페이"],
        ["toss", "토스"],
    ]

    /// The group holding `word` (lower case), if any.
    static func group(of word: String) -> [String]? {
        groups.first { $0.contains(word) }
    }
}
