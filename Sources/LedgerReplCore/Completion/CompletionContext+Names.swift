extension CompletionContext {
    /// The context for a session showing `screenYear` in `language`, with the names of the loaded
    /// journal (none without one): its accounts, its payees and the category words that name its
    /// accounts.
    ///
    /// Of a category only the usual word in each language is offered (`food`, `식비`, not `식대` or
    /// `meals`): every synonym still reads when typed, but a listing of synonyms is no help.
    public init(screenYear: Int, language: Language? = nil, names: JournalNames?) {
        let naming = Set(names?.categoryWords ?? [])
        let usual = Categories.all.flatMap { [$0.english.first, $0.korean.first].compactMap { $0 } }
        self.init(
            screenYear: screenYear, language: language, accounts: names?.accounts ?? [], payees: names?.payees ?? [],
            categories: usual.filter(naming.contains))
    }
}
