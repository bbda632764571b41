import Foundation
import Glibc
import Testing

@testable import LedgerJournalCore
@testable import LedgerReplCore
@testable import LedgerReplShell

/// Recording through the watch (the session owning the journal): after an append of our own the journal is read on from the end of the
/// file, reading only the bytes appended (and the few before them that are compared), and it is the
/// journal a whole reading gives; when the file was changed by another program, the whole journal is
/// read again.
@Suite struct JournalWatchRecordingTests {
    /// A journal of `count` small transactions in November 2026, bigger than the bytes compared.
    static func journal(_ count: Int) -> String {
        var text = "account 자산:현금\n\n"
        for index in 0..<count {
            text += "2026-11-\(index % 28 + 1 < 10 ? "0" : "")\(index % 28 + 1) 가게 \(index)\n"
            text += "    지출:식비  \(index + 1),000원\n    자산:현금\n\n"
        }
        // The last day held stays before the entry's.
        return text.replacingOccurrences(of: "2026-11-28", with: "2026-11-27")
    }

    static let coffee = NewEntry(
        date: CalendarDate(2026, 11, 30)!, description: "스타벅스",
        postings: [
            .init(account: "지출:카페", amount: Amount(ExactDecimal(5400), "원")),
            .init(account: "자산:현금", amount: Amount(ExactDecimal(-5400), "원")),
        ], spokenStyles: ["원": CommodityStyle(side: .right, groupingMark: ",")])

    /// Whether `journal` answers what a session asks as `whole` does (the month's figures and balances
    /// compared as values: their dictionaries' order is no part of them).
    static func expectSameAnswers(
        _ journal: Journal, _ whole: Journal, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let november = JournalMonth(2026, 11)!
        #expect(answers(journal) == answers(whole), sourceLocation: sourceLocation)
        #expect(
            journal.summary(of: november, largestCount: 10) == whole.summary(of: november, largestCount: 10),
            sourceLocation: sourceLocation)
        #expect(
            journal.balances(in: .month(november)) == whole.balances(in: .month(november)),
            sourceLocation: sourceLocation)
    }

    /// What a session asks of a journal, to compare a journal read on with one read whole.
    static func answers(_ journal: Journal) -> [String] {
        let november = JournalMonth(2026, 11)!
        return [
            "\(journal.transactionCount)", "\(journal.accounts)", "\(journal.commodities)", "\(journal.paths)",
            "\(journal.transactions(in: .month(november)).map { "\($0.line) \($0.description) \($0.postings)" })",
            "\(journal.warnings)", "\(journal.style(of: "원").map { "\($0)" } ?? "none")",
        ]
    }

    /// A session browsing `journal`, its one owner.
    static func session(browsing journal: consuming Journal) -> Session {
        var session = Session(
            state: PickerState(selection: CalendarDate(2026, 11, 30)!.yearMonth, today: CalendarDate(2026, 11, 30)!))
        session.browse(journal)
        return session
    }

    /// The journal `update` replaces the session's with, or `nil` when it does not replace it.
    static func replaced(_ update: JournalUpdate) -> Journal? {
        if case .replaced(let journal) = update { journal } else { nil }
    }

    @Test func aReloadAfterOurOwnAppendReadsOnlyTheAppendedBytes() throws {
        let directory = try TemporaryDirectory()
        directory.write("home.journal", Array(Self.journal(300).utf8))
        let path = directory.path + "/home.journal"
        var (watch, loaded) = try JournalWatch.load(
            paths: [path], options: JournalOptions(today: JournalDate(2026, 11, 30))
        ).get()
        // Handed over: the session is the journal's one owner.
        var session = Self.session(browsing: consume loaded)
        let size = try Data(contentsOf: URL(fileURLWithPath: path)).count
        #expect(watch.bytesRead == size)
        #expect(size > 4 * AppendableFile.comparedTail)

        for round in 1...2 {
            let records = try ObjectIdentifier(#require(session.journal).storage)
            let recorded = watch.record(Self.coffee, to: path, of: try #require(session.journal))
            let receipt = try recorded.result.get()
            guard case .grown = recorded.update else {
                Issue.record("read again, not grown: round \(round)")
                return
            }
            session.updateJournal(recorded.update)
            let journal = try #require(session.journal)
            #expect(ObjectIdentifier(journal.storage) == records, "grown in place by its one owner, the session")
            #expect(watch.bytesRead == 2 * AppendableFile.comparedTail + receipt.bytes.count, "round \(round)")
            let whole = try JournalWatch.load(paths: [path], options: watch.options).get()
            Self.expectSameAnswers(journal, whole.journal)
            #expect(journal.transactionCount == 300 + round)
            // The stamp is the file's after the write: nothing to read again on the next line.
            #expect(watch.reload().isUnchanged)
        }
    }

    @Test func aFileChangedByAnotherProgramIsReadWhole() throws {
        let directory = try TemporaryDirectory()
        let text = Self.journal(300)
        directory.write("home.journal", Array(text.utf8))
        let path = directory.path + "/home.journal"
        var (watch, journal) = try JournalWatch.load(
            paths: [path], options: JournalOptions(today: JournalDate(2026, 11, 30))
        ).get()
        // Another writer appends between the load and the recording.
        let other = text + "2026-11-29 다른 가게\n    지출:식비  1,000원\n    자산:현금\n"
        directory.write("home.journal", Array(other.utf8))
        let recorded = watch.record(Self.coffee, to: path, of: journal)
        _ = try recorded.result.get()
        journal = try #require(Self.replaced(recorded.update), "read again")
        let size = try Data(contentsOf: URL(fileURLWithPath: path)).count
        #expect(watch.bytesRead == size, "read whole")
        #expect(journal.transactionCount == 302)
        let whole = try JournalWatch.load(paths: [path], options: watch.options).get()
        Self.expectSameAnswers(journal, whole.journal)
    }

    @Test func automatedPostingsAreReadWhole() throws {
        let directory = try TemporaryDirectory()
        directory.write("home.journal", Array((Self.journal(10) + "= 지출:카페\n    (예산:카페)  -1\n").utf8))
        let path = directory.path + "/home.journal"
        let options = JournalOptions(today: JournalDate(2026, 11, 30), appliesAutomatedPostings: true)
        var (watch, journal) = try JournalWatch.load(paths: [path], options: options).get()
        let recorded = watch.record(Self.coffee, to: path, of: journal)
        _ = try recorded.result.get()
        journal = try #require(Self.replaced(recorded.update), "read again")
        #expect(watch.bytesRead == (try Data(contentsOf: URL(fileURLWithPath: path)).count))
        #expect(journal.accounts.contains("예산:카페"))
    }

    @Test func aRefusedEntryLeavesTheJournalAsLoaded() throws {
        let directory = try TemporaryDirectory()
        directory.write("home.journal", Array(Self.journal(10).utf8))
        let path = directory.path + "/home.journal"
        let (watch, journal) = try JournalWatch.load(
            paths: [path], options: JournalOptions(today: JournalDate(2026, 11, 30))
        ).get()
        var shown = Self.coffee
        shown.confirmedText = ["something else"]
        var watching = watch
        let recorded = watching.record(shown, to: path, of: journal)
        #expect(recorded.result.map(\.line) == .failure(.changedSincePreview(path: path)))
        guard case .unchanged = recorded.update else {
            Issue.record("the journal was read again")
            return
        }
        #expect(journal.transactionCount == 10)
    }
}
