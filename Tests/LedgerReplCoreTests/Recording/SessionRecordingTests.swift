import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Recording through the session: the parser hands it the line, the conversation asks, the effect goes
/// to the shell, and what came of it selects the entry's month and becomes one undo step.
@Suite struct SessionRecordingTests {
    func session(_ mode: RecordingMode) -> Session {
        var session = Session(state: picker(ym(2026, 12), today: RecordingFixtures.today))
        session.browse(RecordingFixtures.korean)
        session.configureRecording(mode: mode, file: "household.journal")
        return session
    }

    static let coffee = NewEntry(
        date: day(2026, 11, 30), description: "스타벅스",
        postings: [
            .init(account: "지출:카페", amount: Amount(ExactDecimal(5400), "원")),
            .init(account: "자산:현금", amount: Amount(ExactDecimal(-5400), "원")),
        ])

    /// The same entry as it is confirmed at a terminal: with the lines the person was shown.
    static let confirmedCoffee: NewEntry = {
        var entry = coffee
        entry.confirmedText = ["2026-11-30 스타벅스", "    지출:카페   5,400원", "    자산:현금  -5,400원"]
        return entry
    }()

    static let receipt = AppendReceipt(
        path: "household.journal", offset: 100, bytes: Array("\n2026-11-30 스타벅스\n".utf8), line: 22, device: 1,
        inode: 2)

    /// Whether `line` reads as a recording: the sentence read (`.record`), or refused for what it lacks
    /// as a recording (`add` alone has no amount), never as some other command.
    static func readsAsRecording(_ line: String, _ parser: CommandParser) -> Bool {
        do {
            if case .record = try parser.parse(line) { return true }
            return false
        } catch {
            if case .recording = error { return true }
            return false
        }
    }

    @Test func theParserReadsRecordingLinesAndKeepsEveryOtherMeaning() throws {
        let parser = CommandParser(
            context: ParseContext(today: RecordingFixtures.today, screenYear: 2026, journal: RecordingFixtures.korean))
        for line in [
            "add 어제 스타벅스 5,400원", "기록 점심 12,000원", "추가", "어제 스타벅스 5,400원", "lunch 12.50 yesterday",
            "점심 12,000원 기록해 줘", "add", "책 30달러", "lunch 12 usd", "record taxi 15", "커피 오천원",
        ] {
            #expect(Self.readsAsRecording(line, parser), "\(line)")
        }
        guard case .record(let spoken) = try parser.parse("add 어제 스타벅스 5,400원") else {
            Issue.record("not read as a recording")
            return
        }
        #expect(spoken.day == day(2026, 11, 30), "the sentence is read when the line is, against today")
        for line in [
            "3", "2024", "3 months ago", "다음 달", "3개월 전", "2024년 7월", "open", "july 2024", "2.75 months ago", "지난달 지출",
        ] {
            #expect(!Self.readsAsRecording(line, parser), "\(line)")
        }
        let withoutJournal = CommandParser(context: ParseContext(today: RecordingFixtures.today, screenYear: 2026))
        #expect(throws: PickerError.recording(.needsJournal)) { try withoutJournal.parse("add 점심 12,000원") }
        #expect(try parser.parse("입력 기록") == .history)
        #expect(try parser.parse("history") == .history)
    }

    @Test func anInteractiveRecordingShowsTheEntryThenAppendsOnYes() {
        var session = session(.ask)
        let preview = session.handle("어제 스타벅스 5,400원")
        guard case .recording(.confirming(let path, let entry, let text, nil))? = preview.reply else {
            Issue.record("expected the preview, got \(preview)")
            return
        }
        #expect(path == "household.journal")
        #expect(entry == Self.confirmedCoffee)
        #expect(text == ["2026-11-30 스타벅스", "    지출:카페   5,400원", "    자산:현금  -5,400원"])
        #expect(text == entry.confirmedText, "the lines shown are the lines the shell must write")
        #expect(preview.effect == nil)
        #expect(session.recordingPrompt(Messages(language: .korean)) == "기록할까요? [Y/n] ")
        var answer = session
        #expect(
            Array("y".utf8).withUnsafeBytes { answer.handle(utf8: $0) }.effect?.appendRequest?.entry == Self.confirmedCoffee)
        let write = session.handle("y")
        #expect(write.effect?.appendRequest?.entry == Self.confirmedCoffee)
        #expect(session.recordingPrompt(Messages(language: .korean)) == nil)
        let done = session.finishing(write, appended: Self.receipt)
        #expect(
            done.reply
                == .recording(.recorded(path: "household.journal", line: 22, entry: Self.confirmedCoffee, text: nil)))
        #expect(done.state.selection == ym(2026, 11), "the entry's month is selected")
        #expect(done.events == [.reload(ym(2026, 11))])
    }

    /// The journal as another program left it between the preview and `y`: its entries now dated with
    /// slashes, so the same entry would be written `2026/11/30`.
    static let slashed = RecordingFixtures.journal(
        """
        decimal-mark .
        2026/10/02 스타벅스
            지출:카페  4,500원
            자산:현금

        """)

    /// The file changed between the preview and `y` (the line's reload found it): what `y` confirmed is
    /// not what would be written, so the new preview is shown and asked again; a second `y` writes it.
    @Test func aJournalChangedBeforeYesShowsTheNewEntryAndAsksAgain() {
        var session = session(.ask)
        _ = session.handle("어제 스타벅스 5,400원")
        session.browse(Self.slashed)
        let again = session.handle("y")
        guard case .recording(.confirming(_, let entry, let text, let problem))? = again.reply else {
            Issue.record("expected the new preview, got \(again)")
            return
        }
        #expect(again.effect == nil, "nothing is written on a yes to what is no longer so")
        #expect(problem == .journalChanged)
        #expect(text == ["2026/11/30 스타벅스", "    지출:카페   5,400원", "    자산:현금  -5,400원"])
        #expect(entry.confirmedText == text)
        if case .recording(let reply)? = again.reply {
            #expect(
                Messages(language: .english).lines(for: reply).first
                    == "The journal changed since the entry was shown; this is how it would be written now.")
            #expect(Messages(language: .korean).lines(for: reply).first == "내용을 보여 드린 뒤 가계부가 바뀌었습니다. 지금 기록하면 이렇게 적힙니다.")
        }
        #expect(session.handle("y").effect?.appendRequest?.entry == entry)
    }

    /// A file that stayed as it was gets exactly what was confirmed, on the first `y`.
    @Test func aJournalThatDidNotChangeWritesOnTheFirstYes() {
        var session = session(.ask)
        _ = session.handle("어제 스타벅스 5,400원")
        session.browse(RecordingFixtures.korean)  // read again, the same
        #expect(session.handle("y").effect?.appendRequest?.entry == Self.confirmedCoffee)
    }

    /// The shell found the file changed under its lock after `y` (another program appended in between)
    /// and refused to write what was not shown: the session shows the entry as it would be written now.
    @Test func aWriteRefusedAsChangedShowsTheEntryAgain() {
        var session = session(.ask)
        _ = session.handle("어제 스타벅스 5,400원")
        let write = session.handle("y")
        #expect(write.effect?.appendRequest?.entry == Self.confirmedCoffee)
        let again = session.finishing(
            write, refused: .changedSincePreview(path: "household.journal"), journal: Self.slashed)
        guard case .recording(.confirming(_, let entry, let text, .journalChanged?))? = again.reply else {
            Issue.record("expected the entry shown again, got \(again)")
            return
        }
        #expect(text.first == "2026/11/30 스타벅스")
        #expect(session.recordingPrompt(Messages(language: .english)) == "Record it? [Y/n] ")
        #expect(session.handle("y").effect?.appendRequest?.entry == entry)
    }

    @Test func undoTakesTheEntryBackAndReturnsToTheMonthBefore() {
        var session = session(.assumeYes)
        let write = session.handle("add 어제 스타벅스 5,400원")
        #expect(write.effect?.appendRequest?.entry == Self.coffee)
        _ = session.finishing(write, appended: Self.receipt)
        #expect(session.state.selection == ym(2026, 11))
        let undo = session.handle("undo")
        #expect(undo.effect?.takeBackRequest?.receipt == Self.receipt)
        let done = session.finishingTakeBack(undo)
        #expect(done.reply == .recording(.unrecorded(path: "household.journal", line: 22)))
        #expect(done.state.selection == ym(2026, 12))
        #expect(session.handle("undo").error == .nothingToUndo)
    }

    @Test func aRefusedTakeBackIsReportedAndDropped() {
        var session = session(.assumeYes)
        let write = session.handle("add 어제 스타벅스 5,400원")
        _ = session.finishing(write, appended: Self.receipt)
        let undo = session.handle("undo")
        let refused = session.finishing(
            undo, refused: .fileChangedSinceRecording(path: "household.journal", line: 41), journal: nil)
        #expect(refused.error == .recording(.refused(.fileChangedSinceRecording(path: "household.journal", line: 41))))
        #expect(session.state.selection == ym(2026, 11))
        #expect(session.handle("undo").error == .nothingToUndo)
    }

    @Test func aScriptWithoutYesIsRefusedAndAskedNothing() {
        var session = session(.refuse)
        let outcome = session.handle("어제 스타벅스 5,400원")
        #expect(outcome.error == .recording(.needsConfirmation("2026-11-30 스타벅스: 지출:카페 5,400원, 자산:현금 -5,400원")))
        #expect(session.recording.conversation == nil)
    }

    @Test func withoutAJournalRecordingSaysWhatItNeeds() {
        var session = Session(state: picker(ym(2026, 12), today: RecordingFixtures.today))
        #expect(session.handle("add 점심 12,000원").error == .recording(.needsJournal))
    }

    @Test func ctrlCCancelsTheQuestion() {
        var session = session(.ask)
        _ = session.handle("어제 스타벅스 5,400원")
        #expect(session.step(.interruption).reply == .recording(.declined))
        let again = session.step(.interruption)
        #expect(again.reply == nil && again.error == nil, "with nothing asked, an interruption says nothing")
        #expect(session.handle("3").reply == .selected(ym(2026, 3)), "the next line is a command again")
    }
}
