/// Finds `name: value` tags and ledger's bracketed dates (`[2024-07-15]`, `[2024-07-15=2024-07-20]`)
/// in a comment's text, the way hledger does: a tag's name is the last word before a `:`, its value
/// runs to the next `,`; a bracket holding only digits, date separators and `=` (with at least one
/// digit and one separator) is a date, anything else in brackets is plain text.
enum CommentTags {
    /// Something found in a comment.
    enum Found {
        /// A tag: its name's bytes and its value's (trimmed of leading whitespace).
        case tag(nameStart: Int, nameEnd: Int, valueStart: Int, valueEnd: Int)
        /// A bracketed date: the bytes between `[` and `]`.
        case bracketedDate(start: Int, end: Int)
    }

    /// Calls `body` for each tag and bracketed date in `bytes[from..<end]`, in order. For tags named
    /// in `dateTags` the value's date is read by `body` before the rest of the value is scanned, so
    /// bracketed dates inside a value still count.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from: Int, end: Int, _ body: (Found) throws(AmountScanner.Problem) -> Void
    ) throws(AmountScanner.Problem) {
        var p = from
        var textStart = from
        while p < end {
            // Up to a `:` (a tag) or a `[` (maybe a date).
            while p < end, bytes[p] != UInt8(ascii: ":"), bytes[p] != UInt8(ascii: "[") { p += 1 }
            guard p < end else { return }
            if bytes[p] == UInt8(ascii: "[") {
                if let close = bracketedDateEnd(bytes, at: p, end: end) {
                    try body(.bracketedDate(start: p + 1, end: close))
                    p = close + 1
                } else {
                    p += 1
                }
                continue
            }
            // A `:`: the tag's name is the last word before it.
            var nameStart = p
            while nameStart > textStart, Whitespace.length(bytes, at: nameStart - 1, end: end) == 0 {
                nameStart -= 1
            }
            let nameEnd = p
            p += 1
            guard nameEnd > nameStart else {
                textStart = p
                continue
            }
            let valueStart = Whitespace.skip(bytes, from: p, end: end)
            p = valueStart
            // The value runs to a `,`; bracketed dates inside it are found too.
            var valueEnd = valueStart
            var sentTag = false
            while p < end {
                while p < end, bytes[p] != UInt8(ascii: ","), bytes[p] != UInt8(ascii: "[") { p += 1 }
                guard p < end, bytes[p] == UInt8(ascii: "[") else { break }
                if !sentTag {
                    try body(.tag(nameStart: nameStart, nameEnd: nameEnd, valueStart: valueStart, valueEnd: p))
                    sentTag = true
                }
                if let close = bracketedDateEnd(bytes, at: p, end: end) {
                    try body(.bracketedDate(start: p + 1, end: close))
                    p = close + 1
                } else {
                    p += 1
                }
            }
            valueEnd = p
            if !sentTag {
                try body(.tag(nameStart: nameStart, nameEnd: nameEnd, valueStart: valueStart, valueEnd: valueEnd))
            }
            if p < end, bytes[p] == UInt8(ascii: ",") { p += 1 }
            textStart = p
        }
    }

    /// The same scan with a non-throwing body.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, end: Int, tags body: (String, Int, Int) -> Void) {
        try? scan(bytes, from: from, end: end) { (found: Found) throws(AmountScanner.Problem) in
            if case .tag(let nameStart, let nameEnd, let valueStart, let valueEnd) = found {
                body(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self),
                    valueStart, valueEnd)
            }
        }
    }

    /// Where the `]` of a bracketed date starting at `at` (a `[`) is, or nil when the bracket is not
    /// a date.
    static func bracketedDateEnd(_ bytes: UnsafeBufferPointer<UInt8>, at: Int, end: Int) -> Int? {
        var p = at + 1
        var digits = false
        var separators = false
        while p < end {
            let byte = bytes[p]
            if byte == UInt8(ascii: "]") { break }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits = true
            } else if LineContext.isDateSeparator(byte) {
                separators = true
            } else if byte != UInt8(ascii: "=") {
                return nil
            }
            p += 1
        }
        guard p < end, p > at + 1, digits, separators else { return nil }
        return p
    }
}
