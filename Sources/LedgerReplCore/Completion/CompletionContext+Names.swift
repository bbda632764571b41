extension CompletionContext {
    /// The context for a session showing `screenYear` in `language`, with the names of the loaded
    /// journal (none without one): its accounts, its payees and the category words that name its
    /// accounts.
    ///
    /// Of a category only the usual word in each language is offered (`food`, `식비`, not `식대` or
    /// `meals`), and only when the category or one inside it names a segment of an account: every
    /// synonym still reads when typed, but a listing of synonyms is no help.
    public init(screenYear: Int, language: Language? = nil, names: JournalNames?) {
        self.init(
            screenYear: screenYear, language: language, accounts: names?.accounts ?? [], payees: names?.payees ?? [],
            categories: names.map { Self.usualCategoryWords(naming: $0.accounts) } ?? [])
    }

    /// The usual words of the categories that name a segment of `accounts`, by the rule questions read
    /// them with (`Categories.segment(_:isNamedBy:)`: the segment, its stem, or one of its words), each
    /// segment read once.
    static func usualCategoryWords(naming accounts: [String]) -> [String] {
        var keys = Set<String>()
        var segments = Set<Substring>()
        for account in accounts { segments.formUnion(account.split(separator: ":")) }
        for segment in segments {
            let key = Categories.comparable(String(segment))
            keys.insert(key)
            keys.insert(Categories.stem(key))
            for word in key.split(whereSeparator: { " &-_/".contains($0) }).map(String.init) {
                keys.insert(word)
                keys.insert(Categories.stem(word))
            }
        }
        var words: [String] = []
        for category in Categories.all {
            let terms = Categories.terms(for: category.name).reduce(into: Set<String>()) { $0.formUnion($1) }
            guard !terms.isDisjoint(with: keys) else { continue }
            words += [category.english.first, category.korean.first].compactMap { $0 }
        }
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }
}
