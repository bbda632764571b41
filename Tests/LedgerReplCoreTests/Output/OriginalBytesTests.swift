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

    /// Every sequence of one or two bytes, every three-byte one led by E0 to EF and continued (and those
    /// not continued, their third byte from each side of the continuation range), and every longer one
    /// led by F0 to F4 with its later bytes from those sides, is valid or not as Swift's decoding says.
    @Test func validityAgreesWithSwiftsDecodingForEveryShortSequence() {
        var bytes: [UInt8] = [0, 0, 0, 0]
        var disagreements: [[UInt8]] = []
        func check(_ length: Int) {
            let sequence = bytes[..<length]
            let valid = sequence.withUnsafeBytes { OriginalBytes.isValidUTF8($0) }
            if valid != (String(validating: sequence, as: UTF8.self) != nil), disagreements.count < 8 {
                disagreements.append(Array(sequence))
            }
        }
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        for first in UInt8.min...UInt8.max {
            bytes[0] = first
            check(1)
            for second in UInt8.min...UInt8.max {
                bytes[1] = second
                check(2)
                if (0xE0...0xEF).contains(first) {
                    // Past a second byte that cannot continue anything, the edges are enough.
                    for third in (0x80...0xBF).contains(second) ? Array(UInt8.min...UInt8.max) : edges {
                        bytes[2] = third
                        check(3)
                    }
                } else if (0xF0...0xF4).contains(first) {
                    for third in edges {
                        bytes[2] = third
                        check(3)
                        for fourth in edges {
                            bytes[3] = fourth
                            check(4)
                        }
                    }
                }
            }
        }
        #expect(disagreements == [], "the first sequences on which they disagree")
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
