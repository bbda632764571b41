/// The payees a question or listing counts (those its subject was found in), and the test of a
/// transaction's payee against them on the bytes of its description, as the journal holds them.
///
/// A transaction's payee is its description up to the first `|`, trimmed (``JournalNames/payee(of:)``).
/// Text written only in plain scalars (``JournalIndex/isPlain(_:)``: below U+0300, or Hangul
/// syllables) equals other plain text exactly when their bytes are equal, so when the payees and the
/// description are plain the test compares bytes and makes no text; otherwise it makes the payee as
/// text and compares it as text.
struct PayeeSelection: Hashable, Sendable {
    /// The payees, as written.
    let names: Set<String>
    /// Each payee's bytes when every payee is plain; `nil` when one is not.
    let plainBytes: [[UInt8]]?

    /// The selection of `payees`.
    init(_ payees: some Sequence<String>) {
        names = Set(payees)
        let allPlain = names.allSatisfy(JournalIndex.isPlain)
        plainBytes = allPlain ? names.sorted().map { Array($0.utf8) } : nil
    }

    /// Whether there are none.
    var isEmpty: Bool { names.isEmpty }

    /// Whether the payee of the description `text` is one of these.
    func containsPayee(ofDescription text: String) -> Bool { names.contains(JournalNames.payee(of: text)) }

    /// Whether the payee of the description written as `bytes` (UTF-8) is one of these.
    func containsPayee(ofDescription bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let plainBytes, let payee = Self.plainPayee(of: bytes) else {
            return containsPayee(ofDescription: String(decoding: bytes, as: UTF8.self))
        }
        for candidate in plainBytes where candidate.count == payee.count {
            let equal = candidate.withUnsafeBufferPointer {
                memoryEqual(UnsafeRawBufferPointer($0), UnsafeRawBufferPointer(payee))
            }
            if equal { return true }
        }
        return false
    }

    /// The bytes of the payee of the description `bytes` when they settle it: the bytes before the first
    /// `|` (an ASCII byte on either side of it, so it is a character of its own), spaces and tabs taken
    /// off either end, all of plain scalars in well-formed UTF-8. `nil` otherwise, for the text test.
    static func plainPayee(of bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        // One pass for the first `|` and whether every byte is ASCII (nearly every English description).
        var bar: Int?
        var high: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            high |= byte
            if byte == UInt8(ascii: "|") {
                bar = index
                break
            }
        }
        if bar == nil, high < 0x80 {
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            return UnsafeBufferPointer(rebasing: bytes[start..<end])
        }
        var end = bytes.count
        if let bar {
            if bar > 0, bytes[bar - 1] >= 0x80 { return nil }
            if bar + 1 < bytes.count, bytes[bar + 1] >= 0x80 { return nil }
            end = bar
        }
        var start = 0
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        var index = start
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
            } else if lead >= 0xC2, lead <= 0xCB {
                // U+0080 to U+02FF: two bytes.
                guard index + 1 < end, bytes[index + 1] & 0xC0 == 0x80 else { return nil }
                index += 2
            } else if lead >= 0xEA, lead <= 0xED {
                // A Hangul syllable, U+AC00 to U+D7A3: three bytes.
                guard index + 2 < end, bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 else {
                    return nil
                }
                let value =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                    | UInt32(bytes[index + 2] & 0x3F)
                guard (0xAC00...0xD7A3).contains(value) else { return nil }
                index += 3
            } else {
                return nil
            }
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }
}
