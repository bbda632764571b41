import Foundation
import LedgerReplCore
import Testing

/// The examples `help COMMAND` shows, read from the binary's own help and run by the binary on the
/// shipped example journals, as a newcomer would type them: every one does what help says, recording
/// included (on a copy of the journal, never on `examples/`).
@Suite struct HelpExamplesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let word: CommandWord
        let name: String
        let language: Language
        var testDescription: String { "help \(name)" }
    }

    static let cases: [Case] = Language.allCases.flatMap { language in
        Vocabulary.entries.compactMap { entry -> Case? in
            guard case .command(let word) = entry.meaning else { return nil }
            return Case(word: word, name: entry.name(in: language), language: language)
        }
    }

    /// The example lines of `help NAME` as the binary prints them.
    static func examples(_ help: String, language: Language) -> [String] {
        var found: [String] = []
        var inside = false
        for line in help.split(separator: "\n").map(String.init) {
            let body = String(line.drop { $0 == " " })
            if let label = ["example: ", "examples: ", "예: "].first(where: { body.hasPrefix($0) }) {
                inside = true
                found.append(String(body.dropFirst(label.count)))
            } else if inside, line.hasPrefix("      ") {
                found.append(body)
            } else {
                inside = false
            }
        }
        return found
    }

    @Test(arguments: cases)
    func everyExampleHelpShowsRunsOnTheExampleJournal(_ example: Case) throws {
        let code = example.language == .korean ? "ko" : "en"
        let help = try BinaryRunner.run(["--lang", code, "-c", "help " + example.name])
        #expect(help.status == 0, "\(help.stderr)")
        let shown = Self.examples(help.stdout, language: example.language)
        #expect(!shown.isEmpty && shown.count <= 2, "\(help.stdout)")
        #expect(shown == CommandExamples.lines(for: example.word, in: example.language))

        let folder = try RecordingTests.Folder()
        let source = ExampleJournalTests.path("household-\(code).journal")
        let journal = try folder.file("household.journal", try String(contentsOfFile: source, encoding: .utf8))
        for steps in CommandExamples.steps(for: example.word, in: example.language) {
            let result = try BinaryRunner.run([
                "--today", "2026-12-02", "--lang", code, "--yes", "-f", journal, "-c", steps.joined(separator: "; "),
            ])
            #expect(result.status == 0, "\(steps): \(result.stderr)")
            #expect(result.stderr == "", "\(steps)")
            if example.word == .record {
                #expect(
                    result.stdout.contains(example.language == .korean ? "번째 줄에 기록했습니다." : "Recorded in "),
                    "\(steps): \(result.stdout)")
            }
        }
    }
}
