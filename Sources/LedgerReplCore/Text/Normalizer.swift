/// Puts a typed line into the one form the parser matches: Hangul composed (NFC), full-width digits,
/// letters and punctuation made ASCII, every kind of space made one plain space, ASCII letters lower
/// case, the ends trimmed.
///
/// Works on Unicode scalars (a byte path for plain ASCII and precomposed Hangul gives the same result
/// faster), never splits a character, and never fails.
public enum Normalizer {
    /// The normalised form of `line`.
    public static func normalize(_ line: some StringProtocol) -> String {
        if let ascii = normalizeASCII(line) { return ascii }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(line.unicodeScalars.count)
        var pendingSpace = false
        for scalar in line.unicodeScalars {
            let mapped = simplified(scalar)
            if mapped == " " {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if pendingSpace {
                scalars.append(" ")
                pendingSpace = false
            }
            appendComposingHangul(mapped, to: &scalars)
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    /// The fast path for a line of plain ASCII and precomposed Hangul (most lines): the same result,
    /// worked on bytes without decoding scalars. `nil` when the line holds anything else (jamo to
    /// compose, full-width forms, other spaces), which the scalar path handles.
    static func normalizeASCII(_ line: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.utf8.count)
        var pendingSpace = false
        var continuation = 0
        for byte in line.utf8 {
            if continuation > 0 {
                // The rest of a precomposed Hangul syllable, already checked by its lead byte.
                bytes.append(byte)
                continuation -= 1
                continue
            }
            if byte >= 0x80 {
                // Lead bytes 0xEA...0xED start U+A000...U+DFFF: the Hangul syllables and neighbours that
                // the scalar path would copy unchanged too (nothing there is mapped or composed).
                guard (0xEA...0xED).contains(byte) else { return nil }
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(byte)
                continuation = 2
                continue
            }
            switch byte {
            case 0x20, 0x09...0x0D:
                pendingSpace = !bytes.isEmpty
                continue
            case 0x41...0x5A:
                if pendingSpace { bytes.append(0x20) }
                bytes.append(byte + 0x20)
            default:
                if pendingSpace { bytes.append(0x20) }
                bytes.append(byte)
            }
            pendingSpace = false
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with the spaces removed when it holds Hangul, so `다음 달` and `다음달` read alike.
    public static func compactingKorean(_ text: String) -> String {
        // Hangul syllables and jamo all start with a UTF-8 lead byte of 0xE1, 0xE3 or 0xEA...0xED.
        guard text.utf8.contains(where: { $0 >= 0xE1 }), text.unicodeScalars.contains(where: isHangul) else {
            return text
        }
        return String(decoding: text.utf8.filter { $0 != 0x20 }, as: UTF8.self)
    }

    /// The number of characters of `text` when every one is a printable ASCII character or a precomposed
    /// Hangul syllable (one scalar each, none joining its neighbour, none canonically equal to another),
    /// else `nil`. Where this is not `nil`, a suffix of the text's bytes that starts at a scalar is a
    /// suffix of its characters, and counting characters is counting scalars: the word tables' suffix
    /// tests can work on bytes.
    static func plainSyllableCount(_ text: String) -> Int? {
        var count = 0
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte >= 0x20, byte < 0x7F {
                count += 1
                continue
            }
            guard (0xEA...0xED).contains(byte), let second = iterator.next(), let third = iterator.next() else {
                return nil
            }
            let value = (UInt32(byte & 0x0F) << 12) | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
            guard (0xAC00...0xD7A3).contains(value), second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return nil }
            count += 1
        }
        return count
    }

    /// Whether `text` is plain (`plainSyllableCount(_:)`) and already in the normalised form: no capital
    /// letter, no space at either end or two together. `normalize` returns such a text unchanged.
    static func isNormalizedPlain(_ text: String) -> Bool {
        guard plainSyllableCount(text) != nil else { return false }
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            if byte &- 0x41 < 26 || (byte == 0x20 && previous == 0x20) { return false }
            previous = byte
        }
        return previous != 0x20 || text.utf8.isEmpty
    }

    /// Whether `text` is already in the form names are compared in (`Categories.comparable`):
    /// `normalize` and `compactingKorean` return it unchanged and it holds no apostrophe. Decided on
    /// the bytes, making no text: printable ASCII other than capitals and `'`, and characters of
    /// U+A000 to U+D7FF (Hangul syllables and their neighbours, which `normalize` copies as they are);
    /// single spaces between other characters, only in a text of ASCII alone. `false` for anything
    /// else, which the full path works out.
    static func isComparedForm(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        var isASCII = true
        var hasSpace = false
        var continuation = 0
        for byte in text.utf8 {
            if continuation > 0 {
                continuation -= 1
                previous = byte
                continue
            }
            switch byte {
            case 0x20:
                if previous == 0x20 { return false }
                hasSpace = true
            case 0x27, 0x41...0x5A:
                return false
            case 0x21...0x7E:
                break
            case 0xEA...0xED:
                // A well-formed string holds two continuation bytes after each of these leads.
                isASCII = false
                continuation = 2
            default:
                return false
            }
            previous = byte
        }
        return previous != 0x20 && (isASCII || !hasSpace)
    }

    /// What `normalize`, then `compactingKorean`, then taking out every apostrophe make of `text`
    /// (`Categories.comparable`), worked in one pass over its bytes into one new string, when `text`
    /// is ASCII and Hangul syllables alone; `nil` otherwise. In such text an apostrophe is a character
    /// of its own, so taking out its byte takes out the character.
    static func comparedForm(ofPlain text: String) -> String? {
        let utf8 = text.utf8
        var hasHangul = false
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte >= 0x80 else { continue }
            guard (0xEA...0xED).contains(byte), let second = iterator.next(), let third = iterator.next() else {
                return nil
            }
            let value = (UInt32(byte & 0x0F) << 12) | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
            guard (0xAC00...0xD7A3).contains(value) else { return nil }
            hasHangul = true
        }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            var count = 0
            // How many bytes `normalize` would have written, apostrophes and spaces included: a space is
            // kept only after some.
            var normalized = 0
            var pendingSpace = false
            var continuation = 0
            func write(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            for byte in utf8 {
                if continuation > 0 {
                    write(byte)
                    continuation -= 1
                    continue
                }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = normalized > 0
                    continue
                }
                if pendingSpace {
                    normalized += 1
                    // Korean is compared without spaces.
                    if !hasHangul { write(0x20) }
                    pendingSpace = false
                }
                normalized += 1
                switch byte {
                case 0x41...0x5A: write(byte + 0x20)
                case 0x27: break
                case 0x80...:
                    write(byte)
                    continuation = 2
                default: write(byte)
                }
            }
            return count
        }
    }

    /// Whether the bytes of `text` end with `suffix`'s (and `text` is longer).
    static func hasLongerByteSuffix(_ text: String, _ suffix: [UInt8]) -> Bool {
        let utf8 = text.utf8
        guard utf8.count > suffix.count else { return false }
        return utf8.reversed().starts(with: suffix.reversed())
    }

    /// `text` less its last `count` bytes, which end it at a scalar boundary.
    static func droppingBytes(_ text: String, _ count: Int) -> String {
        String(decoding: text.utf8.dropLast(count), as: UTF8.self)
    }

    /// Whether `scalar` is a Hangul syllable or jamo.
    public static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: true
        default: false
        }
    }

    static func simplified(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x41...0x5A:  // A-Z
            return Unicode.Scalar(scalar.value + 0x20) ?? scalar
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000:
            return " "
        case 0xFF01...0xFF5E:  // full-width ASCII
            return simplified(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
        case 0x2018, 0x2019, 0x2032:  // typographic apostrophes: jul ’24
            return "'"
        case 0x2010...0x2015, 0x2212:  // dashes and minus
            return "-"
        case 0x301C:  // the wave dash of 3〜5월
            return "~"
        default:
            return scalar
        }
    }

    /// Appends `scalar`, composing conjoining jamo into a precomposed syllable as Unicode NFC does.
    static func appendComposingHangul(_ scalar: Unicode.Scalar, to scalars: inout [Unicode.Scalar]) {
        let value = scalar.value
        if let last = scalars.last?.value {
            // Leading consonant + vowel → LV syllable.
            if (0x1100...0x1112).contains(last), (0x1161...0x1175).contains(value) {
                let syllable = 0xAC00 + ((last - 0x1100) * 21 + (value - 0x1161)) * 28
                if let composed = Unicode.Scalar(syllable) { scalars[scalars.count - 1] = composed }
                return
            }
            // LV syllable + trailing consonant → LVT syllable.
            if (0xAC00...0xD7A3).contains(last), (last - 0xAC00) % 28 == 0, (0x11A8...0x11C2).contains(value) {
                if let composed = Unicode.Scalar(last + (value - 0x11A7)) { scalars[scalars.count - 1] = composed }
                return
            }
        }
        scalars.append(scalar)
    }
}
