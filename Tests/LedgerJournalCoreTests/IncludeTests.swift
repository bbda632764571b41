import Testing

@testable import LedgerJournalCore

/// An include resolver over in-memory files; `*` in a pattern matches any run of characters.
func memoryResolver(_ files: [String: String]) -> IncludeResolver {
    { pattern, including in
        let directory = including.split(separator: "/").dropLast().joined(separator: "/")
        let full = pattern.hasPrefix("/") || directory.isEmpty ? pattern : directory + "/" + pattern
        let matches = files.keys.filter { matchesGlob(full, $0) }.sorted()
        guard !matches.isEmpty else { return .failure(IncludeFailure(path: pattern, problem: .noMatch)) }
        return .success(matches.map { JournalSource(path: $0, text: files[$0] ?? "") })
    }
}

private func matchesGlob(_ pattern: String, _ name: String) -> Bool {
    guard let star = pattern.firstIndex(of: "*") else { return pattern == name }
    let prefix = pattern[..<star]
    let suffix = pattern[pattern.index(after: star)...]
    return name.hasPrefix(prefix) && name.hasSuffix(suffix) && name.count >= prefix.count + suffix.count
}

struct IncludeTests {
    static let files = [
        "books/2024/01.journal": "2024-01-05 x\n    expenses:food  ₩1000\n    assets:cash\n",
        "books/2024/02.journal": "2024-02-05 y\n    expenses:food  ₩2000\n    assets:cash\n",
        "books/accounts.journal": "account 식비  ; type: Expense\n",
        "books/loop-a.journal": "include loop-b.journal\n",
        "books/loop-b.journal": "include loop-a.journal\n",
        "books/self.journal": "include self.journal\n",
    ]

    @Test func followsIncludesRelativeToTheIncludingFileWithGlobs() throws {
        let main = JournalSource(
            path: "books/main.journal",
            text: "include accounts.journal\ninclude 2024/*.journal\n2024-03-01 z\n    식비:점심  ₩500\n    assets:cash\n")
        let journal = try Journal.load([main], includes: memoryResolver(Self.files)).get()
        #expect(
            journal.paths == [
                "books/main.journal", "books/accounts.journal", "books/2024/01.journal", "books/2024/02.journal",
            ])
        #expect(journal.monthsWithEntries == [month(2024, 1), month(2024, 2), month(2024, 3)])
        #expect(journal.expenses(in: .year(2024)) == ["₩": dec("3500")])
        #expect(journal.transactions(in: .month(month(2024, 2))).first?.path == "books/2024/02.journal")
    }

    @Test func refusesIncludeCycles() {
        let main = JournalSource(path: "books/main.journal", text: "include loop-a.journal\ninclude self.journal\n")
        let result = Journal.load([main], includes: memoryResolver(Self.files))
        #expect(
            result.failure?.errors.map { "\($0.path):\($0.line):\($0.column)" } == [
                "books/loop-b.journal:1:9", "books/self.journal:1:9",
            ])
        #expect(
            result.failure?.errors.map(\.problem) == [
                .includeCycle(["books/loop-a.journal", "books/loop-b.journal", "books/loop-a.journal"]),
                .includeCycle(["books/self.journal", "books/self.journal"]),
            ])
    }

    @Test func reportsAMissingInclude() {
        let main = JournalSource(path: "books/main.journal", text: "include nope/*.journal\n")
        #expect(
            Journal.load([main], includes: memoryResolver(Self.files)).failure?.errors.map(\.problem) == [
                .includeFailed(pattern: "nope/*.journal", path: "nope/*.journal", reason: .noMatch)
            ])
    }

    @Test func nothingIsHalfLoadedWhenAnIncludedFileIsBad() {
        let files = ["a.journal": "2024-01-01 x\n    a  $1\n    b\n", "b.journal": "2024-13-01 broken\n"]
        let main = JournalSource(path: "main.journal", text: "include a.journal\ninclude b.journal\n")
        let result = Journal.load([main], includes: memoryResolver(files))
        #expect(
            result.failure?.errors.map { "\($0.path):\($0.line):\($0.column) \($0.problem)" } == [
                "b.journal:1:1 \(JournalProblem.invalidDate(year: 2024, month: 13, day: 1))"
            ])
    }
}
