/// UTF-8 checked by the well-formed byte sequences of the Unicode Standard's table 3-7: ASCII eight
/// bytes at a time, then each lead byte with the range its second byte must fall in. A journal file is
/// checked for its first problem, so a binary file gives one clear error instead of garbage; the shell
/// checks a refused line, to quote the bytes of one that is not UTF-8.
public enum UTF8Check {
    /// Where a journal file stops being UTF-8 text, and why.
    struct Problem {
        var offset: Int
        var problem: JournalProblem
    }

    /// The first invalid, overlong or surrogate sequence of a journal file, or NUL (which marks a
    /// binary file); `nil` when there is none.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        bytes.withUnsafeBytes { raw in
            guard let offset = firstStop(in: raw, stoppingAtNUL: true) else { return nil }
            let byte = raw[offset]
            return Problem(offset: offset, problem: byte == 0 ? .nulByte : .notUTF8(byte: byte))
        }
    }

    /// Whether `bytes` are well-formed UTF-8 (a NUL is: it is U+0000).
    @inlinable
    public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        firstStop(in: bytes, stoppingAtNUL: false) == nil
    }

    /// The offset of the first byte that does not start a well-formed sequence, or of the first NUL
    /// when `stoppingAtNUL`; `nil` when there is none.
    @inlinable
    static func firstStop(in bytes: UnsafeRawBufferPointer, stoppingAtNUL: Bool) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            if index &+ 8 <= count {
                let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let hasZeroByte = stoppingAtNUL && (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
                if word & 0x8080_8080_8080_8080 == 0, !hasZeroByte {
                    index &+= 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                if stoppingAtNUL, lead == 0 { return index }
                index &+= 1
                continue
            }
            // The length a lead byte starts, and the range its second byte must fall in (the others
            // are 80...BF): E0 and F0 exclude overlong forms, ED the surrogates, F4 what is past U+10FFFF.
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xED: (length, high) = (3, 0x9F)
            case 0xE1...0xEF: length = 3
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF4: (length, high) = (4, 0x8F)
            case 0xF1...0xF3: length = 4
            default: return index
            }
            guard count &- index >= length else { return index }
            let second = bytes[index &+ 1]
            guard second >= low, second <= high else { return index }
            if length >= 3, bytes[index &+ 2] & 0xC0 != 0x80 { return index }
            if length == 4, bytes[index &+ 3] & 0xC0 != 0x80 { return index }
            index &+= length
        }
        return nil
    }
}
