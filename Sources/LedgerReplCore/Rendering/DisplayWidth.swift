/// Terminal display width: how many columns a string takes, two for each wide (East Asian) character.
///
/// Boxes are padded with this, not with `count`, so a Korean popover lines up like an English one.
public enum DisplayWidth {
    /// The number of terminal columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        var width = 0
        for scalar in text.unicodeScalars { width += of(scalar) }
        return width
    }

    /// The number of terminal columns the UTF-8 text `utf8` takes (whole scalars).
    static func of(utf8: ArraySlice<UInt8>) -> Int {
        if !utf8.contains(where: { $0 >= 0x80 }) { return utf8.count - utf8.count { $0 < 0x20 || $0 == 0x7F } }
        return of(String(decoding: utf8, as: UTF8.self))
    }

    /// The number of terminal columns one character takes.
    public static func of(_ character: Character) -> Int {
        var width = 0
        for scalar in character.unicodeScalars { width += of(scalar) }
        return width
    }

    /// The columns one scalar takes: 0 for combining marks and zero-width characters, 2 for wide ones.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
        if isZeroWidth(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    private static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            return true  // combining marks
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            return true  // Hangul medial vowels and final consonants join the leading consonant
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0xFEFF, 0xFE00...0xFE0F:
            return true  // zero-width and format characters, variation selectors
        default:
            return false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` followed by spaces up to `width` columns.
    public static func padded(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// Spaces up to `width` columns followed by `text`.
    public static func leftPadded(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? String(repeating: " ", count: missing) + text : text
    }

    /// `text` centred in `width` columns (an odd space goes to the right).
    public static func centred(_ text: String, in width: Int) -> String {
        let missing = max(0, width - of(text))
        let left = missing / 2
        return String(repeating: " ", count: left) + text + String(repeating: " ", count: missing - left)
    }
}
