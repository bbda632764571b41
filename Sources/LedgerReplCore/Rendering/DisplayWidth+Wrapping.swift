/// Fitting text to a width in terminal columns: wrapping at word boundaries and cutting with an
/// ellipsis, counted in display width (a Hangul syllable is two columns), for help, replies, errors,
/// listings and drawings alike.
extension DisplayWidth {
    /// `text` broken into lines of at most `width` columns at spaces, or the text's lines unchanged when
    /// `width` is `nil` (the fixed layout).
    ///
    /// The first line keeps the text's leading spaces; every later line starts with `hangingIndent`
    /// spaces (at most `width - 1`). Spaces inside a line are kept as they are (so aligned columns stay
    /// aligned); the spaces where a line breaks are dropped. A word wider than a line is broken between
    /// characters, never inside one. A newline in `text` always breaks the line.
    public static func wrapped(_ text: String, to width: Int?, hangingIndent: Int = 0) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let width else { return paragraphs.map(String.init) }
        let columns = max(1, width)
        let indent = min(max(0, hangingIndent), columns - 1)
        return paragraphs.flatMap { wrap($0, width: columns, indent: indent) }
    }

    /// `items` joined by `separator` after `prefix`, broken into lines of at most `width` columns only
    /// between items where that is possible; `nil` keeps one line.
    ///
    /// A line that breaks ends with the separator's text before its trailing spaces (the `,` of `", "`);
    /// later lines start with `hangingIndent` spaces. An item too wide for a line of its own is wrapped
    /// at its spaces like `wrapped(_:to:hangingIndent:)`.
    public static func wrapped(
        items: [String], separator: String = ", ", prefix: String = "", to width: Int?, hangingIndent: Int = 0
    ) -> [String] {
        guard let width else { return [prefix + items.joined(separator: separator)] }
        let columns = max(1, width)
        let indent = min(max(0, hangingIndent), columns - 1)
        let mark = String(separator.reversed().drop { $0 == " " }.reversed())  // `,` of `", "`
        let gap = String(separator.dropFirst(mark.count))
        var lines: [String] = []
        var line = prefix
        var started = false
        for (index, item) in items.enumerated() {
            let piece = index < items.count - 1 ? item + mark : item
            if started, of(line) + of(gap) + of(piece) <= columns {
                line += gap + piece
                continue
            }
            if started {
                lines.append(line)
                line = String(repeating: " ", count: indent)
            }
            started = true
            if of(line) + of(piece) <= columns {
                line += piece
            } else {
                var parts = wrapped(line + piece, to: columns, hangingIndent: indent)
                line = parts.removeLast()
                lines += parts
            }
        }
        lines.append(line)
        return lines
    }

    /// `text` when it fits in `width` columns, else as much of it as fits before `…`.
    public static func truncated(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in text {
            let columns = of(String(character))
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return kept + "…"
    }

    /// The lines of one paragraph (no newlines) wrapped to `width`, later lines indented by `indent`.
    private static func wrap(_ paragraph: Substring, width: Int, indent: Int) -> [String] {
        var lines: [String] = []
        let leading = paragraph.prefix { $0 == " " }
        var line = String(leading)
        var used = leading.count
        var base = used  // where the line's own text starts
        var hasWord = false
        var spaces = 0  // spaces seen since the last word, written only if the next word fits
        func breakLine() {
            lines.append(line)
            line = String(repeating: " ", count: indent)
            used = indent
            base = indent
            hasWord = false
        }
        var rest = paragraph.dropFirst(leading.count)
        while !rest.isEmpty {
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count)
            let gap = rest.prefix { $0 == " " }
            rest = rest.dropFirst(gap.count)
            let wordWidth = of(word)
            if hasWord, used + spaces + wordWidth > width { breakLine() }
            if hasWord {
                line += String(repeating: " ", count: spaces)
                used += spaces
            }
            if used + wordWidth <= width {
                line += word
                used += wordWidth
            } else {
                // Wider than a whole line: break it between characters.
                for character in word {
                    let columns = of(String(character))
                    if used + columns > width, used > base { breakLine() }
                    line.append(character)
                    used += columns
                }
            }
            hasWord = true
            spaces = gap.count
        }
        lines.append(line)
        return lines
    }
}
