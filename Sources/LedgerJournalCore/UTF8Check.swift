/// Finds the first byte that makes a file not UTF-8 text (invalid, overlong or surrogate sequences, or
/// a NUL that marks a binary file), so a binary file gives one clear error instead of garbage.
enum UTF8Check {
    struct Problem {
        var offset: Int
        var problem: JournalProblem
    }

    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        bytes.withUnsafeBufferPointer { buffer in
            var p = 0
            let count = buffer.count
            let raw = UnsafeRawBufferPointer(buffer)
            while p < count {
                // Fast path: eight ASCII bytes with no NUL at a time.
                while p + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: p, as: UInt64.self)
                    let hasZeroByte = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                    guard word & 0x8080_8080_8080_8080 == 0, hasZeroByte == 0 else { break }
                    p += 8
                }
                guard p < count else { break }
                let lead = buffer[p]
                if lead < 0x80 {
                    if lead == 0 {
                        return Problem(offset: p, problem: .nulByte)
                    }
                    p += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0:
                    length = 3
                    low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED:
                    length = 3
                    high = 0x9F
                case 0xF0:
                    length = 4
                    low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4:
                    length = 4
                    high = 0x8F
                default: return invalid(buffer, at: p)
                }
                guard p + length <= count, buffer[p + 1] >= low, buffer[p + 1] <= high else {
                    return invalid(buffer, at: p)
                }
                var index = p + 2
                while index < p + length {
                    guard buffer[index] & 0xC0 == 0x80 else { return invalid(buffer, at: p) }
                    index += 1
                }
                p += length
            }
            return nil
        }
    }

    private static func invalid(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Problem {
        Problem(offset: offset, problem: .notUTF8(byte: buffer[offset]))
    }
}
