import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Every example `help questions` (`도움말 질문`) lists under the kinds of question is read as a
/// question and answered on the shipped example journal of its language: help never shows a question
/// the program refuses.
@Suite struct QuestionKindsHelpTests {
    static let examples: [(ExampleJournalFixture.Kind, String)] =
        QuestionKind.all.flatMap { kind in
            kind.englishExamples.map { (ExampleJournalFixture.Kind.english, $0) }
                + kind.koreanExamples.map { (ExampleJournalFixture.Kind.korean, $0) }
        }

    @Test(arguments: examples)
    func everyExampleIsAnswered(_ kind: ExampleJournalFixture.Kind, _ line: String) throws {
        let fixture = try ExampleJournalFixture(kind)
        _ = try fixture.answer(line)
    }

    @Test func helpListsTheKindsInBothLanguages() {
        let korean = HelpText.lines(topic: "질문", language: .korean)
        #expect(korean.contains("질문의 종류:"))
        #expect(korean.contains { $0.hasPrefix("  예: 스타벅스 몇 번 갔어?") })
        let english = HelpText.lines(topic: "questions", language: .english)
        #expect(english.contains("Kinds of question:"))
        #expect(english.contains { $0.hasPrefix("  examples: did we go over budget") })
    }
}
