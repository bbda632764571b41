import Foundation
import Testing

/// The README's Korean recording session, read from README.md itself, recorded by a script (`--yes`) on a
/// copy of `examples/household-ko.journal`: each entry is appended exactly as its preview shows it, and
/// `hledger` reads the journal back with the balances moved by the amounts said. (The session itself, as
/// a terminal shows it, is `ReadmeTranscriptTests` in the pty tests.)
@Suite struct RecordingReadmeTests {
    /// The README's first text block under "Recording spending".
    static func readmeSession() throws -> [String] {
        let text = try String(contentsOf: ExampleJournalTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let section = text.range(of: "## Recording spending"),
            let open = text.range(of: "```text\n", range: section.upperBound..<text.endIndex),
            let close = text.range(of: "```", range: open.upperBound..<text.endIndex)
        else { return [] }
        return text[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
    }

    /// The sentences the session records and confirms: each is followed by its preview, then `y`.
    static func confirmed(_ session: [String]) -> [(sentence: String, preview: [String])] {
        var found: [(String, [String])] = []
        for (index, line) in session.enumerated() where line.hasPrefix("2026-1") {
            guard let prompt = line.range(of: "> ") else { continue }
            let sentence = String(line[prompt.upperBound...])
            let after = session[(index + 1)...]
            guard after.first == "household.journal에 기록할 내용:",
                let question = after.firstIndex(where: { $0.hasPrefix("기록할까요? [Y/n] ") }),
                session[question] == "기록할까요? [Y/n] y"
            else { continue }
            found.append((sentence, Array(session[(index + 2)..<question])))
        }
        return found
    }

    @Test func theReadmeSessionRecordsWhatItsPreviewsShow() throws {
        let session = try Self.readmeSession()
        #expect(session.first == "$ cp examples/household-ko.journal household.journal")
        let entries = Self.confirmed(session)
        #expect(entries.map(\.sentence) == ["어제 스타벅스 5,400원", "기록 지난 금요일 택시 15,800원 카드로"])

        let folder = try RecordingTests.Folder()
        let source = ExampleJournalTests.path("household-ko.journal")
        let path = try folder.file("household.journal", try String(contentsOfFile: source, encoding: .utf8))
        let before = try folder.bytes(path)
        let accounts = ["지출:식비:카페", "지출:교통", "부채:카드"]
        let balancesBefore = try accounts.map { try RecordingReadBackTests.hledgerBalance(path, $0) }
        let result = try BinaryRunner.shell(
            "cd '\(folder.url.path)' && '\(BinaryRunner.binary.path)' --today 2026-12-02 --lang ko --yes "
                + "household.journal",
            stdin: Data(entries.map { $0.sentence + "\n" }.joined().utf8))
        #expect(result.stdout.hasSuffix("status 0\n"), "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for entry in entries {
            let start = try #require(lines.firstIndex(of: entry.preview.first ?? ""))
            #expect(Array(lines[start..<min(lines.count, start + entry.preview.count)]) == entry.preview)
        }

        let after = try folder.bytes(path)
        #expect(after.starts(with: before), "the old bytes are a prefix of the new file")
        let appended = entries.map { "\n" + $0.preview.joined(separator: "\n") + "\n" }.joined()
        #expect(String(decoding: after.dropFirst(before.count), as: UTF8.self) == appended)
        #expect(try Data(contentsOf: URL(fileURLWithPath: source)) != after, "examples/ is not written")

        let balancesAfter = try accounts.map { try RecordingReadBackTests.hledgerBalance(path, $0) }
        let moved = zip(balancesBefore, balancesAfter).map { old, new in
            new.merging(old.mapValues { -$0 }) { $0 + $1 }.filter { $0.value != 0 }
        }
        #expect(moved == [["원": 5400], ["원": 15800], ["원": -21200]])
    }
}
