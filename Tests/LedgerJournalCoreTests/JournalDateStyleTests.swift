import Testing

@testable import LedgerJournalCore

/// The date mark a file dates its entries with, for entries appended to it: the one of its last dated
/// line, `-` when it has none. The forms are the three hledger reads (`2026-11-30`, `2026/11/30`,
/// `2026.11.30`, hledger manual, "Simple dates").
@Suite struct JournalDateStyleTests {
    @Test(arguments: [
        ("2026/11/02 a\n    x  1\n    y\n", "/"),
        ("2026-11-02 a\n    x  1\n    y\n", "-"),
        ("2026.11.02 a\n    x  1\n    y\n", "."),
        ("2026-01-05 a\n    x  1\n    y\n\n2026/1/6 b\n    x  1\n    y\n", "/"),  // the last one, unpadded
        ("2026/01/05 a\n    x  1\n    y\n\nP 2026-01-06 X 2\n; 2026-01-07 a note\n", "/"),  // prices and notes aside
        ("; nothing dated\naccount x\n", "-"),
        ("", "-"),
    ])
    func theLastDatedLineSetsTheMark(_ text: String, _ mark: String) throws {
        let journal = try Journal.parse(text, path: "a.journal").get()
        #expect(journal.dateSeparator(appendedTo: "a.journal") == Character(mark))
        #expect(journal.dateSeparator() == Character(mark), "the first file by default")
    }

    @Test func eachFileHasItsOwn() throws {
        let journal = try Journal.load([
            JournalSource(path: "a.journal", bytes: Array("2026/11/02 a\n    x  1\n    y\n".utf8)),
            JournalSource(path: "b.journal", bytes: Array("2026-11-03 b\n    x  1\n    y\n".utf8)),
        ]).get()
        #expect(journal.dateSeparator(appendedTo: "a.journal") == "/")
        #expect(journal.dateSeparator(appendedTo: "b.journal") == "-")
        #expect(journal.dateSeparator(appendedTo: "missing.journal") == "/")
    }
}
