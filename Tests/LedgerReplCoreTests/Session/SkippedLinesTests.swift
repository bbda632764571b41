import Testing

@testable import LedgerReplCore

/// The lines a session takes as nothing (`Session.skips`): blank lines and `#` comments, the same by
/// bytes as by text, and none while a recording question waits for an answer.
@Suite struct SkippedLinesTests {
    struct LineCase: CustomTestStringConvertible, Sendable {
        let line: String
        let skipped: Bool
        var testDescription: String { "\(line.debugDescription) → \(skipped)" }
    }

    static let cases: [LineCase] = [
        .init(line: "", skipped: true),
        .init(line: "   ", skipped: true),
        .init(line: "\t\r", skipped: true),
        .init(line: "# a comment", skipped: true),
        .init(line: "  #indented comment", skipped: true),
        .init(line: "next", skipped: false),
        .init(line: " 3 # not a comment: a line with a command", skipped: false),
        .init(line: "\u{3000}", skipped: false),  // an ideographic space is read, as a line of text
        .init(line: "＃", skipped: false),  // a full-width number sign is no comment mark
    ]

    @Test(arguments: cases) func skipsBlankLinesAndComments(_ line: LineCase) {
        let session = Session(state: picker(ym(2026, 11), today: day(2026, 11, 20)))
        #expect(session.skips(line.line) == line.skipped)
        #expect(Array(line.line.utf8).withUnsafeBytes { session.skips($0) } == line.skipped, "by bytes")
    }

    @Test func aLineAnsweringARecordingQuestionIsNeverSkipped() {
        var session = Session(state: picker(ym(2026, 12), today: RecordingFixtures.today))
        session.browse(RecordingFixtures.korean)
        session.configureRecording(mode: .ask, file: "household.journal")
        _ = session.handle("어제 스타벅스 5,400원 현금")
        #expect(session.awaitsAnswer)
        #expect(!session.skips(""), "Enter alone answers")
        #expect(!Array("# no".utf8).withUnsafeBytes { session.skips($0) })
    }
}
