import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// `교통비는요?`, `what about transport?` lean on the question before; the session keeps no last
/// question, so they are refused with the whole question to type. With a period of its own (`what
/// about transport in october`) the line is a question and is answered: hledger 1.25 `balance -p
/// 2026-10 expenses:transport` $91.30.
@Suite struct FollowUpQuestionTests {
    @Test(arguments: [
        ("교통비는요?", "교통비는요?", "이번 달 교통비"),
        ("식비는요", "식비는요", "이번 달 식비"),
        ("외식은요?", "외식은요?", "이번 달 외식"),
    ])
    func koreanFollowUpIsRefusedWithWhatToType(_ line: String, _ text: String, _ suggestion: String) throws {
        let fixture = try ExampleJournalFixture(.korean)
        #expect(try Self.reason(fixture, line) == .followUp(Said(text, in: line), suggestion: suggestion))
    }

    /// Why `line` was refused, or `nil` when it was read.
    static func reason(_ fixture: ExampleJournalFixture, _ line: String) throws -> InvalidReason? {
        do {
            _ = try fixture.command(line)
            return nil
        } catch let error as PickerError {
            guard case .invalidInput(_, let reason) = error else { return nil }
            return reason
        }
    }

    @Test func englishFollowUpIsRefusedWithWhatToType() throws {
        let fixture = try ExampleJournalFixture(.english)
        #expect(
            try Self.reason(fixture, "what about transport?")
                == .followUp(
                    Said("what about transport?", in: "what about transport?"), suggestion: "transport this month"))
    }

    @Test func theRefusalSaysWhatToType() {
        #expect(
            Messages(language: .korean).text(for: .followUp(.whole("교통비는요?"), suggestion: "이번 달 교통비"))
                == "앞 질문에 이어 묻는 말에는 답할 수 없습니다. \"이번 달 교통비\"처럼 질문을 다 쓰세요")
        #expect(
            Messages(language: .english).text(
                for: .followUp(.whole("what about transport?"), suggestion: "transport this month"))
                == "this follows on from the question before, and each line is answered on its own; ask it whole, as \"transport this month\""
        )
    }

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func withAPeriodItIsAQuestion() throws {
        let fixture = try ExampleJournalFixture(.english)
        let answer = try fixture.answer("what about transport in october")
        #expect(answer.totals == (try fixture.hledgerTotal(["-p", "2026-10", "expenses:transport"])))
        #expect(Messages(language: .english).sentence(for: answer) == "You spent $91.30 on transport in October 2026.")
    }

    /// `what about next year` stays a phrase of the picker.
    @Test func aPeriodAloneStaysAPhrase() throws {
        let fixture = try ExampleJournalFixture(.english)
        let command = try fixture.command("what about next year")
        if case .question = command { Issue.record("read as a question: \(command)") }
    }
}
