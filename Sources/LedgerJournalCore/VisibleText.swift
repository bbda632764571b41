/// Makes untrusted text safe to show on a terminal, inside an error, a listing or a journal message.
///
/// Every C0 and C1 control, DEL, bidi and zero-width format character, and U+FFFD becomes a visible
/// escape (`\x1B`, `\u{202E}`), so no byte of input reaches the terminal raw; a long text is cut to a
/// short prefix after escaping, so one error is always one short line. The one implementation for the
/// whole program (the picker core uses it too).
public enum VisibleText {
    /// The longest quote, in characters after escaping, before it is cut with `…`.
    public static let quoteLimit = 80

    /// `text` with every invisible or control character escaped, cut to `limit` characters.
    /// With `escapingQuotes`, `"` and `\` are escaped too, so the text can sit between quotes.
    public static func escaping(_ text: some StringProtocol, limit: Int = quoteLimit, escapingQuotes: Bool = true)
        -> String
    {
        // Printable ASCII with nothing to escape, short enough (a typo, a word, a date): itself. Its
        // bytes are read where they lie (this is called across modules, so generically).
        let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count <= limit
                && bytes.allSatisfy { $0 &- 0x20 < 0x5F && (!escapingQuotes || ($0 != 0x22 && $0 != 0x5C)) }
        }
        if isPlain == true { return String(text) }
        var out = ""
        var length = 0
        for scalar in text.unicodeScalars {
            let isQuote = scalar == "\"" || scalar == "\\"
            // Most scalars stand for themselves: appended as they are, one character long.
            guard let piece = isQuote && !escapingQuotes ? nil : escape(for: scalar) else {
                if length + 1 > limit { return out + "…" }
                out.unicodeScalars.append(scalar)
                length += 1
                continue
            }
            if length + piece.count > limit { return out + "…" }
            out += piece
            length += piece.count
        }
        return out
    }

    /// `text` escaped and between double quotes: `"nxt month"`.
    public static func quoted(_ text: some StringProtocol) -> String { "\"" + escaping(text) + "\"" }

    /// Whether `scalar` is one this type makes visible because a terminal would not show it as itself:
    /// a C0 or C1 control, DEL, a bidi or zero-width format character, a line or paragraph separator,
    /// U+FFFD. (The quotes it escapes between quotes are not.)
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\"" && scalar != "\\" && escape(for: scalar) != nil
    }

    /// What `scalar` is shown as, or `nil` when it is shown as itself.
    private static func escape(for scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        switch value {
        case 0x00..<0x20, 0x7F..<0xA0:
            return "\\x" + hex(value, width: 2)
        case 0xAD, 0x61C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFD:
            return "\\u{" + hex(value, width: 4) + "}"
        case 0x22, 0x5C:
            return "\\" + String(Character(scalar))
        default:
            return nil
        }
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
