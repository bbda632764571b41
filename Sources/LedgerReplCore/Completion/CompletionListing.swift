import LedgerJournalCore

/// The listing a second Tab prints when the candidates do not narrow to one: each kind under its
/// heading when there are several kinds, the words in columns across the width, padded by display
/// width (Hangul is two columns), long groups cut with a count of what was left out.
public enum CompletionListing {
    /// The most words shown of one group; the rest are counted.
    public static let groupLimit = 48

    /// The lines listing `result` within `width` columns, headings in `language`.
    public static func lines(for result: CompletionResult, width: Int, language: Language) -> [String] {
        let width = max(10, width)
        let headed = result.groups.count > 1
        var lines: [String] = []
        for group in result.groups {
            let indent = headed ? 2 : 0
            if headed { lines.append(group.kind.title(in: language) + ":") }
            let shown = Array(group.words.prefix(groupLimit))
            let available = width - indent
            // A journal's account or payee may hold control or bidi characters: shown made visible.
            let words = shown.map {
                DisplayWidth.truncated(VisibleText.escaping($0, limit: .max, escapingQuotes: false), to: available)
            }
            for row in columns(words, width: available) {
                lines.append(String(repeating: " ", count: indent) + row)
            }
            let left = group.words.count - shown.count
            if left > 0 {
                let note = Messages(language: language).moreCandidates(left)
                let short = "… +\(left)"
                lines.append(
                    String(repeating: " ", count: indent) + (DisplayWidth.of(note) <= available ? note : short))
            }
        }
        return lines
    }

    /// `words` in columns across `width`, row by row, each column as wide as its widest word plus two.
    static func columns(_ words: [String], width: Int) -> [String] {
        guard !words.isEmpty else { return [] }
        let widths = words.map(DisplayWidth.of)
        // The most columns that fit: try from the most down, each column as wide as its widest word.
        var count = min(words.count, max(1, width / 3))
        var columnWidths: [Int] = []
        while count >= 1 {
            columnWidths = (0..<count).map { column in
                stride(from: column, to: words.count, by: count).map { widths[$0] }.max() ?? 0
            }
            if columnWidths.reduce(0, +) + 2 * (count - 1) <= width || count == 1 { break }
            count -= 1
        }
        return stride(from: 0, to: words.count, by: count).map { start in
            var row = ""
            for index in start..<min(words.count, start + count) {
                let column = index - start
                let isLast = index == min(words.count, start + count) - 1
                row += isLast ? words[index] : DisplayWidth.padded(words[index], to: columnWidths[column] + 2)
            }
            return row
        }
    }
}
