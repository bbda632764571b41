import Testing

@testable import LedgerReplCore

/// A line that is not UTF-8 is quoted by its bytes: each ill-formed stretch (Unicode's maximal
/// subparts, as Swift's decoding finds them; cases from the Unicode Standard's table 3-8, "U+FFFD for
/// ill-formed sequences") stands for one character while the line is read, then is written as its bytes.
@Suite struct OriginalBytesTests {
    func marked(_ bytes: [UInt8]) -> (text: String, stretches: [[UInt8]])? {
        bytes.withUnsafeBytes { OriginalBytes.marked($0) }
    }

    @Test(
        arguments: [
            ([0xFF, 0xFE, 0x6F], [[0xFF], [0xFE]]),
            ([0xF0, 0x9F, 0x41], [[0xF0, 0x9F]]),  // a cut 4-byte sequence is one stretch
            ([0xC0, 0xAF], [[0xC0], [0xAF]]),  // overlong: each byte
            ([0xED, 0xA0, 0x80], [[0xED], [0xA0], [0x80]]),  // a surrogate: each byte
            ([0x61, 0xE2, 0x82], [[0xE2, 0x82]]),
        ] as [([UInt8], [[UInt8]])])
    func eachIllFormedStretchIsOneCharacter(bytes: [UInt8], stretches: [[UInt8]]) throws {
        let (text, found) = try #require(marked(bytes))
        #expect(found == stretches)
        #expect(text.unicodeScalars.count == String(decoding: bytes, as: UTF8.self).unicodeScalars.count)
    }

    @Test func validTextAndTextWithItsOwnPlane16CharactersAreLeftAlone() {
        #expect(marked(Array("open 다음 달".utf8)) == nil)
        #expect(marked(Array("\u{100000}".utf8) + [0xFF]) == nil)
        #expect([UInt8]([0xFF]).withUnsafeBytes { OriginalBytes.isValidUTF8($0) } == false)
        #expect(Array("다음".utf8).withUnsafeBytes { OriginalBytes.isValidUTF8($0) })
    }

    /// A line is valid UTF-8 or not whatever length of ASCII comes before its first other byte.
    @Test(arguments: [[0xFF], [0xEA, 0xB0], Array("다".utf8), [0x41], [0xC0, 0xAF], [0xED, 0xA0, 0x80]] as [[UInt8]])
    func validityIsFoundAfterAnyLengthOfASCII(tail: [UInt8]) {
        for length in 0...20 {
            for after in [[], Array("ab".utf8)] as [[UInt8]] {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: length) + tail + after
                let valid = String(validating: bytes, as: UTF8.self) != nil
                #expect(bytes.withUnsafeBytes { OriginalBytes.isValidUTF8($0) } == valid, "\(bytes)")
            }
        }
    }

    @Test func restoringWritesTheStretchesBytes() throws {
        let (text, stretches) = try #require(marked([0xFF, 0x41, 0xF0, 0x9F]))
        #expect(OriginalBytes.restoring("\"" + text + "\"", stretches: stretches) == "\"\\xFFA\\xF0\\x9F\"")
    }

    @Test func theErrorQuotesTheBytesAndTheSessionIsUnchanged() {
        let session = Session(state: PickerState(selection: YearMonth(2026, 11)!, today: fixedToday))
        let line: [UInt8] = [0xFF, 0xFE] + Array("open".utf8)
        let text = line.withUnsafeBytes {
            session.errorText(quotingBytesOf: $0, messages: Messages(language: .english))
        }
        #expect(text == "unknown command \"\\xFF\\xFEopen\"; did you mean \"open\"?")
        let valid = Array("nonsense".utf8).withUnsafeBytes {
            session.errorText(quotingBytesOf: $0, messages: Messages(language: .english))
        }
        #expect(valid == nil, "a valid line keeps the usual path")
    }

    @Test func jsonAddsTheBytesOnlyForAnInvalidLine() {
        var out: [UInt8] = []
        [UInt8]([0xFF, 0x41]).withUnsafeBytes { OriginalBytes.appendJSONField(for: $0, to: &out) }
        #expect(String(decoding: out, as: UTF8.self) == #","input_bytes":[255,65]"#)
        var none: [UInt8] = []
        Array("open".utf8).withUnsafeBytes { OriginalBytes.appendJSONField(for: $0, to: &none) }
        #expect(none.isEmpty)
    }
}
