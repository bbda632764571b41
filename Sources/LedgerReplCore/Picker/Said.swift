/// A piece of the line an error quotes: its words as the reader saw them, and where they stand in the
/// line, set where the reader that met them threw.
public struct Said: Hashable, Sendable {
    /// The words, as the reader saw them (normalised: lower case, one space between words): `"13"` for
    /// `2024-13`, `"next last"` for `next last month`.
    public var text: String
    /// Where the words stand in the line as typed, in bytes of its UTF-8 (an ill-formed stretch read as
    /// U+FFFD): from the start of the first token that says them to the end of the last.
    public var place: Range<Int>

    /// The words `text`, standing at the bytes `place` of the line as typed.
    public init(_ text: String, at place: Range<Int>) {
        self.text = text
        self.place = place
    }
}

extension LexedLine {
    /// The normalised text from the token at `start` to the end of the line, standing from that token
    /// to the end of the line as typed: the words after a command word, as its refusals quote them.
    func saidFrom(_ start: Int) -> Said {
        Said(
            String(decoding: text[Int(tokens[start].start)...], as: UTF8.self),
            at: Int(tokens[start].typedStart)..<typed.count)
    }
}

extension LexedLine {
    /// The typed text of the tokens at `indices` (`typedText(of:)`), standing from the first of them to
    /// the last.
    func said(of indices: [Int]) -> Said {
        guard let first = indices.first, let last = indices.last else { return Said("", at: 0..<0) }
        return Said(typedText(of: indices), at: Int(tokens[first].typedStart)..<Int(tokens[last].typedEnd))
    }

    /// The whole line as typed, the question mark it ended with included: what a follow-up quotes.
    var saidWhole: Said {
        guard let first = tokens.first, let last = tokens.last else { return Said(typedLine, at: 0..<typed.count) }
        let end = asked ? typed.count : Int(last.typedEnd)
        return Said(typedText(0..<tokens.count) + (asked ? "?" : ""), at: Int(first.typedStart)..<end)
    }

    /// `words` (normalised, as a reader kept them without their tokens) standing where a run of whole
    /// tokens says them: from the first token whose normalised text starts with them to the token they
    /// end with; the whole line when no run says them. For the question reader, whose parts keep their
    /// words as text: its refusals are placed here, at the throw.
    func said(finding words: String) -> Said {
        let needle = Array(words.lowercased().utf8)
        if !needle.isEmpty {
            for (position, first) in tokens.enumerated() {
                let start = Int(first.start)
                guard start + needle.count <= text.count,
                    text[start..<start + needle.count].elementsEqual(needle),
                    let last = tokens[position...].first(where: { Int($0.end) == start + needle.count })
                else { continue }
                return Said(words, at: Int(first.typedStart)..<Int(last.typedEnd))
            }
        }
        return Said(words, at: 0..<typed.count)
    }
}
