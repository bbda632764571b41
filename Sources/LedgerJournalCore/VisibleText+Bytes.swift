extension VisibleText {
    /// Appends ``escaping(_:limit:escapingQuotes:)``'s text, its bytes written directly: each scalar
    /// as itself or as its escape, and `…` in place of what goes past `limit` characters.
    public static func append(
        escaping text: String, limit: Int = quoteLimit, escapingQuotes: Bool = true, to out: inout [UInt8]
    ) {
        if appendAsIs(text, limit: limit, escapingQuotes: escapingQuotes, to: &out) { return }
        var length = 0
        for scalar in text.unicodeScalars {
            let isQuote = scalar == "\"" || scalar == "\\"
            guard isQuote ? escapingQuotes : needsEscape(scalar.value) else {
                if length + 1 > limit {
                    out.append(contentsOf: "…".utf8)
                    return
                }
                appendUTF8(of: scalar, to: &out)
                length += 1
                continue
            }
            let piece = escaping(String(Character(scalar)), limit: .max, escapingQuotes: escapingQuotes)
            if length + piece.utf8.count > limit {
                out.append(contentsOf: "…".utf8)
                return
            }
            out.append(contentsOf: piece.utf8)
            length += piece.utf8.count
        }
    }

    /// Appends `text`'s bytes as they are when none of its scalars is escaped and it has at most
    /// `limit` of them (most names: `지출:식비`), and says whether it did.
    private static func appendAsIs(_ text: String, limit: Int, escapingQuotes: Bool, to out: inout [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            var scalars = 0
            while index < bytes.count {
                let byte = bytes[index]
                scalars += 1
                if byte < 0x80 {
                    if byte < 0x20 || byte == 0x7F || (escapingQuotes && (byte == 0x22 || byte == 0x5C)) {
                        return false
                    }
                    index += 1
                    continue
                }
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                guard index + length <= bytes.count else { return false }
                var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if needsEscape(value) { return false }
                index += length
            }
            guard scalars <= limit else { return false }
            out.append(contentsOf: bytes)
            return true
        }
    }

    /// Makes the bytes of `out` from `start` on (whole UTF-8 text) visible, as
    /// `shownAmount` would write them: nothing changes unless a scalar among them is escaped.
    public static func makeVisible(from start: Int, in out: inout [UInt8]) {
        var index = start
        var plain = true
        while index < out.count {
            let byte = out[index]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F {
                    plain = false
                    break
                }
                index += 1
                continue
            }
            // A scalar of two to four bytes: its value from the lead byte and the continuations.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard index + length <= out.count else { break }
            var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length { value = value << 6 | UInt32(out[index + offset] & 0x3F) }
            if needsEscape(value) {
                plain = false
                break
            }
            index += length
        }
        if plain { return }
        let text = String(decoding: out[start...], as: UTF8.self)
        out.removeSubrange(start...)
        out.append(contentsOf: shownAmountText(text).utf8)
    }

    /// `text` with its invisible and control characters made visible, quotes kept.
    private static func shownAmountText(_ text: String) -> String {
        escaping(text, limit: .max, escapingQuotes: false)
    }

    private static func appendUTF8(of scalar: Unicode.Scalar, to out: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case ..<0x80:
            out.append(UInt8(value))
        case ..<0x800:
            out.append(UInt8(0xC0 | value >> 6))
            out.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | value >> 12))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        default:
            out.append(UInt8(0xF0 | value >> 18))
            out.append(UInt8(0x80 | value >> 12 & 0x3F))
            out.append(UInt8(0x80 | value >> 6 & 0x3F))
            out.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// Whether the scalar `value` (not a quote or backslash) is shown as an escape.
    private static func needsEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x00..<0x20, 0x7F..<0xA0, 0xAD, 0x61C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF,
            0xFFF9...0xFFFD:
            return true
        default:
            return false
        }
    }
}
