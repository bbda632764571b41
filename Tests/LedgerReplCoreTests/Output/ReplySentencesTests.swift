import Testing

@testable import LedgerReplCore

/// The prepared sentences write exactly what `Messages` says, as text and inside JSON strings.
@Suite struct ReplySentencesTests {
    static func replies() -> [Reply] {
        var replies: [Reply] = [.alreadyOpen, .alreadyClosed, .goodbye]
        for year in [1, 9, 10, 999, 2026, 9999] {
            replies += [.opened(year: year), .showingYear(year)]
            for month in 1...12 {
                let month = ym(year, month)
                replies += [
                    .closed(selection: month), .selected(month), .focused(month),
                    .undone(selection: month, isOpen: false), .undone(selection: month, isOpen: true),
                ]
            }
        }
        return replies
    }

    static func drawn(_ sentences: ReplySentences, _ reply: Reply, quoted: Bool) -> String? {
        guard let sentence = sentences.prepared(reply) else { return nil }
        var bytes: [UInt8] = []
        bytes.draw(estimatedBytes: 16) { sentences.append(sentence, quoted: quoted, to: &$0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: Language.allCases)
    func everyNavigationReplyIsPreparedAndSaysWhatMessagesSays(_ language: Language) {
        let messages = Messages(language: language)
        let sentences = ReplySentences(messages)
        for reply in Self.replies() {
            let text = messages.text(for: reply)
            #expect(Self.drawn(sentences, reply, quoted: false) == text)
            #expect(Self.drawn(sentences, reply, quoted: true).map { "\"" + $0 + "\"" } == JSONLine.quoted(text))
        }
    }

    @Test func otherRepliesAreLeftToMessages() {
        let sentences = ReplySentences(Messages(language: .english))
        #expect(sentences.prepared(.help(.overview)) == nil)
        #expect(sentences.prepared(.reloaded(transactions: 3)) == nil)
        #expect(sentences.prepared(nil) == nil)
        #expect(Self.drawn(sentences, .history([]), quoted: false) == nil)
    }
}

/// The encoder copies a message into JSON as it is (a `\\` before each `"` and `\\`) only when `JSONLine`
/// would not escape any other character of it. The small estimate makes the canvas draw again.
@Suite struct QuotedCopyTests {
    @Test func everyScalarJSONLineEscapesHasABytesTheCopyLooksFor() {
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let needsNoEscape = !String(scalar).utf8.contains(where: OutputEncoder.mayStartEscape)
            if needsNoEscape { #expect(!JSONLine.isEscaped(scalar), "U+\(String(value, radix: 16))") }
        }
    }

    @Test(arguments: [
        "Selected March 2027", "2027년 3월을 선택했습니다", "quote \" and \\", "\u{1B}[2J", "\u{2028}", "a\u{AD}b",
        // Quotes and backslashes at the ends, doubled, and beside text that is escaped whole.
        #"unknown command "blorp"; type help for the commands"#, #"알 수 없는 명령 "다음 핣""#, "\"", "\\",
        #""\""#, #"\\"x"#, "\"\u{1B}\"", "\\\u{2028}",
    ])
    func copiesOrEscapesExactlyAsJSONLine(_ text: String) {
        #expect(Self.copied(text) == JSONLine.quoted(text))
    }

    /// Texts of every length up to twenty bytes with one byte or character the copy stops at in every
    /// place, before, inside and after the eight-byte words it copies whole.
    @Test func copiesEveryLengthAndPlaceExactlyAsJSONLine() {
        var differences: [String] = []
        for length in 0...20 {
            for place in 0...length {
                for stop in ["\"", "\\", "월", "\u{1B}", "\u{2028}", "\u{7F}", "é"] {
                    let text = String(repeating: "a", count: place) + stop + String(repeating: "b", count: length - place)
                    if Self.copied(text) != JSONLine.quoted(text) { differences.append(text) }
                }
            }
            let plain = String(repeating: "x", count: length)
            if Self.copied(plain) != JSONLine.quoted(plain) { differences.append(plain) }
        }
        #expect(differences == [])
    }

    private static func copied(_ text: String) -> String {
        var copied: [UInt8] = []
        var text = text
        text.withUTF8 { utf8 in copied.draw(estimatedBytes: 8) { OutputEncoder.appendQuoted(utf8, to: &$0) } }
        return String(decoding: copied, as: UTF8.self)
    }
}
