extension Lexicon {
    /// `allEnglishWords` prepared for the nearest-word search that corrects a phrase word by word
    /// (`nxt month` → `next month`).
    static let englishWordIndex = EditDistance.Index(allEnglishWords)
}
