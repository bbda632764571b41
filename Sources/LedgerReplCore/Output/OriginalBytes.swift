import LedgerJournalCore

/// A line that is not valid UTF-8, shown as it was typed: its errors quote the bytes that could not be
/// read (`"\xFF\xFEopen"`), not the U+FFFD the line reads as (`"\u{FFFD}\u{FFFD}open"`).
///
/// The line is read as always (each ill-formed stretch, as Unicode's "maximal subpart" rule finds it,
/// is one U+FFFD). To word its error, the same session reads it once more with each stretch standing for
/// a private-use character of its own, so every message quotes it wherever it quotes the line; those
/// characters are then written as the stretch's bytes. `--json` keeps U+FFFD in `input` (a JSON string
/// holds no raw bytes) and adds `input_bytes`, the line's bytes as numbers, for such lines only.
public enum OriginalBytes {
    /// The first private-use character a stretch stands for (plane 16: nothing a keyboard types).
    static let firstMark: UInt32 = 0x10_0000
    /// How many stretches a line may have for its error to quote them.
    static let markCount = 0xFFFE

    /// Whether `bytes` are valid UTF-8 (by the standard's table of well-formed sequences; a test holds
    /// it to Swift's own decoding).
    @inline(__always)
    public static func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool { UTF8Check.isValid(bytes) }

    /// The text of `bytes` with each ill-formed stretch as one private-use character (the k-th stretch
    /// as `firstMark + k`), and the stretches; `nil` when the bytes are valid UTF-8, already hold such
    /// characters, or have more stretches than there are marks.
    static func marked(_ bytes: UnsafeRawBufferPointer) -> (text: String, stretches: [[UInt8]])? {
        // Most refused lines are valid UTF-8: nothing to mark, found without building any text.
        if isValidUTF8(bytes) { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        var stretches: [[UInt8]] = []
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value >= firstMark { return nil }
                scalars.append(scalar)
                offset += encoded.count
            case .error(let length):
                guard stretches.count < markCount, let mark = Unicode.Scalar(firstMark + UInt32(stretches.count))
                else { return nil }
                stretches.append(Array(bytes[offset..<offset + length]))
                scalars.append(mark)
                offset += length
            case .emptyInput:
                return stretches.isEmpty ? nil : (String(scalars), stretches)
            }
        }
    }

    /// `text` with each mark written as its stretch's bytes, `\xFF` each.
    static func restoring(_ text: String, stretches: [[UInt8]]) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let index = Int(scalar.value) - Int(firstMark)
            guard scalar.value >= firstMark, stretches.indices.contains(index) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            for byte in stretches[index] {
                let digits = String(byte, radix: 16, uppercase: true)
                out += "\\x" + (digits.count < 2 ? "0" : "") + digits
            }
        }
        return out
    }

    /// Appends `,"input_bytes":[255,254,…]` for a line that is not valid UTF-8; nothing for one that is.
    static func appendJSONField(for bytes: UnsafeRawBufferPointer, to out: inout [UInt8]) {
        guard !isValidUTF8(bytes) else { return }
        out.append(contentsOf: #","input_bytes":["#.utf8)
        for (index, byte) in bytes.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: String(byte).utf8)
        }
        out.append(UInt8(ascii: "]"))
    }
}

extension Session {
    /// What the error of the line whose bytes are `line` says, quoting the bytes that are not UTF-8 as
    /// they are (`\xFF`), as `messages` words it; `nil` when the line is valid UTF-8 or reads without an
    /// error. The session is not changed: the line is read again by a copy.
    public func errorText(quotingBytesOf line: UnsafeRawBufferPointer, messages: Messages) -> String? {
        guard let (text, stretches) = OriginalBytes.marked(line) else { return nil }
        var copy = self
        guard let error = copy.handle(text).error else { return nil }
        return OriginalBytes.restoring(messages.text(for: error), stretches: stretches)
    }
}
