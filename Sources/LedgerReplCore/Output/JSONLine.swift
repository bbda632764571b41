import LedgerJournalCore

/// JSON text for the `--json` output: string escaping and the small nested values.
public enum JSONLine {
    /// Appends `{"COMMODITY":"DECIMAL",…}`: commodities as the journal writes them, in sorted order,
    /// amounts as exact decimals with `.` as the decimal point and no grouping.
    public static func appendTotals(_ totals: CommodityTotals, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        for (index, (commodity, amount)) in totals.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendQuoted(commodity, to: &out)
            out.append(UInt8(ascii: ":"))
            appendQuoted(amount.description, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// The JSON object for `outcome` as a string, without the trailing newline; the same bytes
    /// `OutputEncoder.appendJSON` writes.
    public static func encode(
        line: Int, input: String, outcome: Outcome, messages: Messages, journal: Journal? = nil
    ) -> String {
        let encoder = OutputEncoder(options: RenderOptions(language: messages.language))
        var bytes: [UInt8] = []
        encoder.appendJSON(outcome, line: line, input: input, journal: journal, to: &bytes)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }

    static func encode(_ reading: Reading) -> String {
        let anchor: String
        switch reading.anchor {
        case .today: anchor = "today"
        case .screen: anchor = "screen"
        case .absolute: anchor = "absolute"
        }
        let result: String
        switch reading.destination {
        case .month(let month): result = "{\"month\":\"\(month)\"}"
        case .year(let year): result = "{\"year\":\(year)}"
        }
        return "{\"tokens\":" + array(reading.tokens) + ",\"anchor\":\"\(anchor)\",\"result\":" + result + "}"
    }

    /// A JSON array of strings.
    public static func array(_ strings: [String]) -> String {
        "[" + strings.map(quoted).joined(separator: ",") + "]"
    }

    /// `text` as a JSON string literal: quotes, backslashes and everything a terminal would act on
    /// escaped, so the line is valid JSON whatever the input held and safe to show.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal.
    public static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, to: &out) }
    }

    /// Whether `scalar` is written as `\uXXXX` rather than as itself: every C0 and C1 control, DEL, and
    /// the invisible format characters a terminal or a text view acts on (bidi embeddings, overrides,
    /// isolates and marks, zero-width spaces and joiners, the soft hyphen, the byte order mark, the line
    /// and paragraph separators, interlinear annotations and tag characters). The same characters
    /// `VisibleText` makes visible in messages, so a JSON consumer showing a field shows what a person
    /// at the terminal would see.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0xAD, 0x61C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F,
            0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F:
            return true
        default:
            return false
        }
    }

    /// Appends the UTF-8 text `bytes` as a JSON string literal. A byte that does not start a whole
    /// UTF-8 sequence is written as U+FFFD, so the result is always valid JSON.
    public static func appendQuoted(_ bytes: some Collection<UInt8>, to out: inout [UInt8]) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { appendQuoted(buffer: $0, to: &out) }
        if done == nil { Array(bytes).withUnsafeBufferPointer { appendQuoted(buffer: $0, to: &out) } }
    }

    private static func appendQuoted(buffer: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most text is printable ASCII with nothing to escape: copy it whole.
        if buffer.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out.append(contentsOf: buffer)
            out.append(UInt8(ascii: "\""))
            return
        }
        var index = 0
        while index < buffer.count {
            let byte = buffer[index]
            if byte < 0x80 {
                index += 1
                switch byte {
                case 0x22: out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case 0x5C: out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case 0..<0x20, 0x7F: appendEscape(UInt32(byte), to: &out)
                default: out.append(byte)
                }
                continue
            }
            guard let (scalar, length) = scalar(in: buffer, at: index) else {
                out += [0xEF, 0xBF, 0xBD]  // U+FFFD
                index += 1
                continue
            }
            if isEscaped(scalar) {
                appendEscape(scalar, to: &out)
            } else {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<index + length]))
            }
            index += length
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The scalar of the well-formed multi-byte UTF-8 sequence at `index` and its length, or `nil`.
    private static func scalar(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = buffer[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard index + length <= buffer.count else { return nil }
        for offset in 1..<length {
            let next = buffer[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// `\uXXXX`, or a surrogate pair of them for a scalar beyond the Basic Multilingual Plane.
    private static func appendEscape(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        let value = scalar.value
        guard value > 0xFFFF else { return appendEscape(value, to: &out) }
        appendEscape(0xD800 + ((value - 0x10000) >> 10), to: &out)
        appendEscape(0xDC00 + ((value - 0x10000) & 0x3FF), to: &out)
    }

    private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
