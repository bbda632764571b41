import Testing

@testable import LedgerReplCore

extension Said {
    /// Test side: `text` standing at its first occurrence in `line` (as typed, in bytes), at or after
    /// the byte `from`; for expectations written beside the line they are about.
    init(_ text: String, in line: String, from: Int = 0) {
        let bytes = Array(line.utf8)
        let needle = Array(text.utf8)
        var start = from
        while start + needle.count <= bytes.count, !bytes[start..<start + needle.count].elementsEqual(needle) {
            start += 1
        }
        self.init(text, at: start..<start + needle.count)
    }

    /// Test side: `text` as a whole line of its own, for messages, which quote the words and not the place.
    static func whole(_ text: String) -> Said { Said(text, at: 0..<text.utf8.count) }
}

/// Errors carry the place of the words they quote, set where the reader threw.
@Suite struct SaidTests {
    @Test func aContradictionPlacesBothWords() throws {
        do {
            _ = try CommandParser(context: phraseContext).reading(of: "next last month")
            Issue.record("next last month was accepted")
        } catch {
            guard case .invalidInput(_, let reason) = error else { throw error }
            #expect(reason == .contradictory(Said("next", at: 0..<4), Said("last", at: 5..<9)))
        }
    }
}
