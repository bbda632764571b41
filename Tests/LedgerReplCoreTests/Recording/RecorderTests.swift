import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// The recording conversation step by step: what is asked, what an answer does, and what a script gets
/// with and without `--yes` (Korean fixture journal, today 2026-12-01).
@Suite struct RecorderTests {
    func recorder(_ mode: RecordingMode) -> Recorder {
        Recorder(journal: RecordingFixtures.korean, context: RecordingFixtures.context, mode: mode)
    }

    func conversation(_ step: Recorder.Step) throws -> RecordingConversation {
        guard case .ask(let conversation) = step else { throw StepError(step: step) }
        return conversation
    }

    struct StepError: Error { let step: Recorder.Step }

    @Test func asksForEachMissingAccountThenConfirms() throws {
        let recorder = recorder(.ask)
        let first = try conversation(recorder.start("새가게 5,000원"))
        guard case .account(.category, "새가게", let candidates) = first.question else {
            Issue.record("expected the category question, got \(first.question)")
            return
        }
        #expect(candidates.first == "지출:식비")
        let second = try conversation(recorder.answer("식비", to: first))
        guard case .account(.funding, "새가게", _) = second.question else {
            Issue.record("expected the funding question, got \(second.question)")
            return
        }
        let third = try conversation(recorder.answer("현금으로", to: second))
        guard case .confirmation(let entry) = third.question else {
            Issue.record("expected the confirmation, got \(third.question)")
            return
        }
        #expect(entry.postings.map(\.account) == ["지출:식비", "자산:현금"])
        #expect(recorder.answer("y", to: third) == .write(entry))
        #expect(recorder.answer("", to: third) == .write(entry), "Enter alone is yes: [Y/n]")
        #expect(recorder.answer("네", to: third) == .write(entry))
        #expect(recorder.answer("n", to: third) == .cancel)
        #expect(recorder.answer("아니요", to: third) == .cancel)
    }

    @Test func asksAgainWhenTheAnswerIsNotUnderstood() throws {
        let recorder = recorder(.ask)
        let question = try conversation(recorder.start("새가게 5,000원"))
        let again = try conversation(recorder.answer("바나나", to: question))
        #expect(again.problem == .noAccountMatches("바나나"))
        #expect(again.question == question.question)
        #expect(recorder.answer("취소", to: question) == .cancel)
        #expect(recorder.answer("cancel", to: question) == .cancel)
        let confirm = try conversation(recorder.start("어제 스타벅스 5,400원"))
        #expect(try conversation(recorder.answer("maybe", to: confirm)).problem == .notYesOrNo("maybe"))
    }

    @Test func aFullAccountNameAnswersToo() throws {
        let recorder = recorder(.ask)
        let question = try conversation(recorder.start("택시비 8,000원 카드"))
        let confirm = try conversation(recorder.answer("지출:교통", to: question))
        guard case .confirmation(let entry) = confirm.question else {
            Issue.record("expected the confirmation, got \(confirm.question)")
            return
        }
        #expect(entry.postings.map(\.account) == ["지출:교통", "부채:신한카드"])
    }

    @Test func withYesAScriptWritesWithoutAsking() throws {
        guard case .write(let entry) = recorder(.assumeYes).start("어제 스타벅스 5,400원") else {
            Issue.record("expected a write")
            return
        }
        #expect(entry.date == day(2026, 11, 30))
        #expect(
            recorder(.assumeYes).start("새가게 5,000원 현금")
                == .fail(.needsCategory(description: "새가게", candidates: ["지출:식비", "지출:교통", "지출:식비:외식", "지출:카페"])))
    }

    @Test(arguments: ["내일 스타벅스 5,400원", "이번 주 금요일 스타벅스 5,400원", "2027-01-05 스타벅스 5,400원"])
    func aFutureDayIsMarkedForThePreview(_ sentence: String) throws {
        guard case .confirmation(let entry) = try conversation(recorder(.ask).start(sentence)).question else {
            Issue.record("expected the confirmation")
            return
        }
        #expect(entry.date > day(2026, 12, 1))
        #expect(entry.futureFrom == day(2026, 12, 1))
        let reply = RecordingReply.confirming(path: "가계부.journal", entry: entry, text: [], problem: nil)
        // 2026-12-02, 2026-12-04 and 2027-01-05 all end in a vowel (이, 사, 오): 는.
        #expect(Messages(language: .korean).lines(for: reply).contains("\(entry.date)는 앞으로의 날짜입니다 (오늘은 2026-12-01)."))
        #expect(
            Messages(language: .english).lines(for: reply).contains(
                "\(entry.date) is a future date (today is 2026-12-01)."))
    }

    @Test(arguments: ["오늘 스타벅스 5,400원", "15일 스타벅스 5,400원", "금요일 스타벅스 5,400원"])
    func aDayThatHappenedIsNotMarked(_ sentence: String) throws {
        guard case .confirmation(let entry) = try conversation(recorder(.ask).start(sentence)).question else {
            Issue.record("expected the confirmation")
            return
        }
        #expect(entry.date <= day(2026, 12, 1))
        #expect(entry.futureFrom == nil)
        let reply = RecordingReply.confirming(path: "가계부.journal", entry: entry, text: [], problem: nil)
        #expect(!Messages(language: .english).lines(for: reply).contains { $0.contains("future") })
    }

    @Test func withoutYesAScriptIsRefusedWithTheEntryOnOneLine() {
        #expect(
            recorder(.refuse).start("어제 스타벅스 5,400원")
                == .fail(.needsConfirmation("2026-11-30 스타벅스: 지출:카페 5,400원, 자산:현금 -5,400원")))
    }
}
