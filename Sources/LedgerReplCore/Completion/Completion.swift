/// The words Tab can complete, drawn from the one `Vocabulary`, so completion offers exactly what the
/// parser accepts.
public enum Completion {
    /// The candidates that complete the last word of `line` (the text before the cursor), whole
    /// spellings that start with everything typed so far, sorted and without repeats.
    public static func candidates(for line: String) -> [String] {
        let typed = Normalizer.normalize(line)
        var seen = Set<String>()
        var out: [String] = []
        for spelling in Vocabulary.allSpellings where spelling.hasPrefix(typed) && spelling != typed {
            if seen.insert(spelling).inserted { out.append(spelling) }
        }
        return out.sorted()
    }
}
