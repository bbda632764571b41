/// Fitting text to a width in terminal columns: wrapping at word boundaries and cutting with an
/// ellipsis, counted in display width (a Hangul syllable is two columns), for help, replies, charts and
/// the drawings alike.
extension DisplayWidth {
    /// `text` broken into lines of at most `width` columns, at spaces, or the text's lines unchanged when
    /// `width` is `nil` (the fixed layout).
    ///
    /// The first line keeps the text's leading spaces; every later line starts with `hangingIndent`
    /// spaces (at most `width - 1`). Spaces inside a line are kept as they are (so aligned columns stay
    /// aligned); the spaces where a line breaks are dropped. A word wider than a line is broken between
    /// characters, never inside one. A newline in `text` always breaks the line.
    public static func wrapped(_ text: String, to width: Int?, hangingIndent: Int = 0) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let requested = width else { return paragraphs.map(String.init) }
        let width = max(1, requested)
        let indent = min(max(0, hangingIndent), width - 1)
        var lines: [String] = []
        for paragraph in paragraphs { wrap(paragraph, width: width, indent: indent, into: &lines) }
        return lines
    }

    /// `items` joined by `separator` after `prefix`, broken into lines of at most `width` columns only
    /// between items where that is possible; `nil` keeps one line.
    ///
    /// A line that breaks ends with the separator's text before its trailing spaces (`,` of `", "`),
    /// unless only that text keeps the item from fitting the line; later lines start with
    /// `hangingIndent` spaces. An item too wide for a line of its own is wrapped
    /// at its spaces like `wrapped(_:to:hangingIndent:)`.
    public static func wrapped(
        items: [String], separator: String = ", ", prefix: String = "", to width: Int?, hangingIndent: Int = 0
    ) -> [String] {
        guard let requested = width else { return [prefix + items.joined(separator: separator)] }
        let width = max(1, requested)
        let indent = min(max(0, hangingIndent), width - 1)
        let head = String(separator.reversed().drop { $0 == " " }.reversed())
        let tail = String(separator.dropFirst(head.count))
        let tailWidth = of(tail)
        var lines: [String] = []
        var line = prefix
        var lineWidth = of(prefix)
        var lineHasItem = false
        for (index, item) in items.enumerated() {
            let piece = index < items.count - 1 ? item + head : item
            let pieceWidth = of(piece)
            if lineHasItem {
                if lineWidth + tailWidth + pieceWidth <= width {
                    line += tail + piece
                    lineWidth += tailWidth + pieceWidth
                    continue
                }
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineWidth = indent
            }
            if lineWidth + pieceWidth <= width {
                line += piece
                lineWidth += pieceWidth
            } else if lineWidth + of(item) <= width {
                // The item fits a line only without the separator: the break separates it instead (no
                // line starting with a lone `,`).
                line += item
                lineWidth += of(item)
            } else {
                var parts = wrapped(line + piece, to: width, hangingIndent: indent)
                line = parts.removeLast()
                lineWidth = of(line)
                lines += parts
            }
            lineHasItem = true
        }
        lines.append(line)
        return lines
    }

    /// `text` when it fits in `width` columns, else as much of it as fits before `…`.
    public static func truncated(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var kept = ""
        var keptWidth = 0
        for character in text {
            let characterWidth = of(character)
            if keptWidth + characterWidth > width - 1 { break }
            kept.append(character)
            keptWidth += characterWidth
        }
        return kept + "…"
    }

    /// Appends the lines of one paragraph (no newlines) wrapped to `width` with `indent`.
    private static func wrap(_ paragraph: Substring, width: Int, indent: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        var lineHasWord = false
        var pendingSpaces = 0
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            if paragraph[index] == " " {
                let end = paragraph[index...].firstIndex { $0 != " " } ?? paragraph.endIndex
                let count = paragraph.distance(from: index, to: end)
                if lineHasWord {
                    pendingSpaces += count
                } else {
                    line += String(repeating: " ", count: count)  // the first line's own indentation
                    lineWidth += count
                }
                index = end
                continue
            }
            let end = paragraph[index...].firstIndex { $0 == " " } ?? paragraph.endIndex
            let word = paragraph[index..<end]
            let wordWidth = of(word)
            index = end
            if lineHasWord {
                if lineWidth + pendingSpaces + wordWidth <= width {
                    line += String(repeating: " ", count: pendingSpaces) + word
                    lineWidth += pendingSpaces + wordWidth
                    pendingSpaces = 0
                    continue
                }
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineWidth = indent
            }
            pendingSpaces = 0
            lineHasWord = true
            if lineWidth + wordWidth <= width {
                line += word
                lineWidth += wordWidth
                continue
            }
            // Wider than what is left of the line: break it between characters.
            for character in word {
                let characterWidth = of(character)
                if lineWidth + characterWidth > width, lineWidth > indent {
                    lines.append(line)
                    line = String(repeating: " ", count: indent)
                    lineWidth = indent
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        lines.append(line)
    }
}
