/// Household category words in both languages, so a sentence's `식비` finds `expenses:food` and
/// `coffee` finds `지출:카페`.
///
/// A small stand-in until the shared household category table is in place; each group holds the words
/// of one category, lower case.
enum CategoryWords {
    /// The groups.
    static let groups: [[String]] = [
        ["food", "groceries", "식비", "식료품", "장보기"],
        ["eating out", "dining", "restaurant", "restaurants", "외식"],
        ["coffee", "cafe", "café", "카페", "커피"],
        ["transport", "transportation", "transit", "교통", "교통비"],
        ["rent", "housing", "월세", "주거", "주거비"],
        ["phone", "mobile", "telecom", "통신", "통신비"],
        ["health", "medical", "의료", "병원", "의료비"],
        ["shopping", "쇼핑"],
        ["subscriptions", "subscription", "구독"],
        ["salary", "wages", "급여", "월급"],
    ]

    /// The group holding `word` (lower case), if any.
    static func group(of word: String) -> [String]? {
        groups.first { $0.contains(word) }
    }
}
