import Glibc
import LedgerJournalCore
import Testing

@testable import LedgerReplShell

/// When the watch looks at the journal's files: every call at a terminal, once a clock tick in a script.
@Suite struct JournalWatchTests {
    static let before = "2026-11-01 월급\n    자산:현금  1,000원\n    수입:급여\n"
    static let after = before + "\n2026-11-02 커피\n    지출:카페  500원\n    자산:현금\n"

    @Test func aChangedFileIsReadAgainOnTheNextCall() throws {
        let directory = try TemporaryDirectory()
        directory.write("home.journal", Array(Self.before.utf8))
        var (watch, _) = try JournalWatch.load(paths: [directory.path + "/home.journal"]).get()
        #expect(watch.reload().isUnchanged)
        directory.write("home.journal", Array(Self.after.utf8))
        guard case .reloaded(let journal, let warnings) = watch.reload() else {
            Issue.record("not read again")
            return
        }
        #expect(journal.transactionCount == 2)
        #expect(warnings.isEmpty)
    }

    @Test func aScriptsWatchNoticesAChangeByTheNextClockTick() throws {
        let directory = try TemporaryDirectory()
        directory.write("home.journal", Array(Self.before.utf8))
        var (watch, _) = try JournalWatch.load(paths: [directory.path + "/home.journal"]).get()
        watch.checksEveryCall = false
        #expect(watch.reload().isUnchanged)
        directory.write("home.journal", Array(Self.after.utf8))
        usleep(50_000)  // some ticks of the coarse clock (1 to 10 ms each)
        #expect(watch.reload().isReloaded)
        #expect(watch.reload().isUnchanged)
    }

    @Test func forcingAlwaysReadsTheFiles() throws {
        let directory = try TemporaryDirectory()
        directory.write("home.journal", Array(Self.before.utf8))
        var (watch, _) = try JournalWatch.load(paths: [directory.path + "/home.journal"]).get()
        watch.checksEveryCall = false
        #expect(watch.reload().isUnchanged)
        #expect(watch.reload(force: true).isReloaded)
    }
}

extension JournalWatch.Reload {
    /// Whether the files were as they were.
    var isUnchanged: Bool {
        if case .unchanged = self { true } else { false }
    }
}
