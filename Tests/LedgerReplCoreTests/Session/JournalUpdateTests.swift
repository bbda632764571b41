import Testing

@testable import LedgerJournalCore
@testable import LedgerReplCore

/// The session is the journal's one owner: what an effect that wrote to the journal's files hands back
/// (`JournalUpdate`) keeps the journal, replaces it, or grows it in place by the bytes appended.
@Suite struct JournalUpdateTests {
    static let text = """
        decimal-mark .
        2026-11-03 점심
            지출:식비  9,000원
            자산:현금

        """

    /// A session recording with `--yes` into a journal of its own (nothing else holds it).
    func session() -> Session {
        var session = Session(state: picker(ym(2026, 12), today: RecordingFixtures.today))
        session.browse(RecordingFixtures.journal(Self.text))
        session.configureRecording(mode: .assumeYes, file: "test.journal", journalFile: "test.journal")
        return session
    }

    /// The effect `line` asks for, and the bytes the shell would append for it.
    func append(_ line: String, in session: inout Session) throws -> (AppendRequest, [UInt8]) {
        let request = try #require(session.handle(line).effect?.appendRequest)
        let lines = request.entry.lines(in: try #require(session.journal))
        return (request, Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    @Test func anEntryOfOurOwnGrowsTheJournalInPlace() throws {
        var session = session()
        let (request, bytes) = try append("add 스타벅스 5,400원 지출:카페 자산:현금", in: &session)
        let records = ObjectIdentifier(try #require(session.journal).storage)
        let receipt = AppendReceipt(
            path: "test.journal", offset: Self.text.utf8.count, bytes: bytes, line: 6, device: 1, inode: 2)
        let generation = session.journalGeneration
        let done = session.step(
            .effectResult(
                .entryAppended(request, receipt: receipt, journal: .grown(bytes: bytes, file: "test.journal"))))
        #expect(done.isSuccess)
        let journal = try #require(session.journal)
        #expect(ObjectIdentifier(journal.storage) == records, "grown where it is: the session holds the one reference")
        #expect(journal.transactionCount == 2)
        #expect(journal.accounts.contains("지출:카페"))
        #expect(session.names?.accounts.contains("지출:카페") == true, "the names are the grown journal's")
        #expect(session.journalGeneration == generation + 1, "what was read against the old journal is not reused")
    }

    @Test func aJournalReadAgainReplacesTheSessions() throws {
        var session = session()
        let (request, bytes) = try append("add 스타벅스 5,400원 지출:카페 자산:현금", in: &session)
        let receipt = AppendReceipt(
            path: "test.journal", offset: Self.text.utf8.count, bytes: bytes, line: 6, device: 1, inode: 2)
        let reread = RecordingFixtures.journal(Self.text + String(decoding: bytes, as: UTF8.self))
        _ = session.step(.effectResult(.entryAppended(request, receipt: receipt, journal: .replaced(reread))))
        #expect(session.journal?.transactionCount == 2)
    }

    @Test func anUnchangedJournalStays() throws {
        var session = session()
        let (request, _) = try append("add 스타벅스 5,400원 지출:카페 자산:현금", in: &session)
        let records = ObjectIdentifier(try #require(session.journal).storage)
        _ = session.step(.effectResult(.entryNotAppended(request, .standardInput, journal: .unchanged)))
        #expect(ObjectIdentifier(try #require(session.journal).storage) == records)
        #expect(session.journal?.transactionCount == 1)
    }
}
