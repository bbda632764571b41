import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// JSON strings never carry a character a terminal or a text view would act on: controls, bidi and
/// zero-width format characters are written as `\uXXXX`, so JSON shown on a terminal shows what was typed.
@Suite struct JSONLineEscapingTests {
    @Test(arguments: [
        ("a\u{202E}b", #""a\u202eb""#),  // right-to-left override
        ("\u{202A}\u{202B}\u{202C}\u{202D}", #""\u202a\u202b\u202c\u202d""#),
        ("\u{2066}x\u{2069}\u{2067}\u{2068}", #""\u2066x\u2069\u2067\u2068""#),  // isolates
        ("\u{200E}\u{200F}\u{061C}", #""\u200e\u200f\u061c""#),  // marks
        ("a\u{200B}b\u{200C}c\u{200D}d\u{2060}e\u{FEFF}", #""a\u200bb\u200cc\u200dd\u2060e\ufeff""#),
        ("soft\u{AD}hyphen", #""soft\u00adhyphen""#),
        ("\u{9B}31m\u{7F}", #""\u009b31m\u007f""#),  // C1 CSI, DEL
        ("\u{1B}]52;c;x\u{07}", #""\u001b]52;c;x\u0007""#),
        ("tag\u{E0041}", #""tag\udb40\udc41""#),  // a tag character, as a surrogate pair
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("식비 ₩15,000 😀 é", "\"식비 ₩15,000 😀 é\""),  // printable text as itself
        ("e\u{301}", "\"e\u{301}\""),  // a combining accent is visible: kept
    ])
    func escapesWhatATerminalWouldActOn(text: String, json: String) {
        #expect(JSONLine.quoted(text) == json)
    }

    @Test func everyCharacterVisibleTextEscapesIsEscapedInJSON() {
        // VisibleText also marks U+FFFC and U+FFFD, which show as themselves and stay so in JSON.
        let shownAsThemselves: Set<UInt32> = [0x22, 0x5C, 0xFFFC, 0xFFFD]
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !shownAsThemselves.contains(value) else { continue }
            let visible = VisibleText.escaping(String(scalar)) != String(scalar)
            if visible { #expect(JSONLine.isEscaped(scalar), "U+\(String(value, radix: 16))") }
        }
    }

    @Test func theOutputIsValidJSONThatDecodesToTheInput() throws {
        let texts = [
            "\u{202E}evil\u{0}\u{1F}\u{7F}\u{85}\u{9F}", "\"quoted\" \\ back", "다음 달\u{200B}", "\u{E0001}\u{E007F}",
        ]
        for text in texts {
            let data = Data(("[" + JSONLine.quoted(text) + "]").utf8)
            let decoded = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
            #expect(decoded == [text])
        }
    }

    @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() {
        var out: [UInt8] = []
        JSONLine.appendQuoted([0x61, 0xFF, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xE2, 0x80, 0xAE, 0x62], to: &out)
        let text = String(decoding: out, as: UTF8.self)
        #expect(text == "\"a" + String(repeating: "\u{FFFD}", count: 6) + "\\u202eb\"")
    }
}
