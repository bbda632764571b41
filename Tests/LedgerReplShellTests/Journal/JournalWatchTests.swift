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
        var watch = try JournalWatch.load(paths: [directory.path + "/home.journal"]).get()
        #expect(watch.reload() == .unchanged)
        directory.write("home.journal", Array(Self.after.utf8))
        #expect(watch.reload() == .reloaded)
        #expect(watch.loaded.journal.transactionCount == 2)
    }

    @Test func aScriptsWatchNoticesAChangeByTheNextClockTick() throws {
        let directory = try TemporaryDirectory()
        directory.write("home.journal", Array(Self.before.utf8))
        var watch = try JournalWatch.load(paths: [directory.path + "/home.journal"]).get()
        watch.checksEveryCall = false
        #expect(watch.reload() == .unchanged)
        directory.write("home.journal", Array(Self.after.utf8))
        usleep(50_000)  // some ticks of the coarse clock (1 to 10 ms each)
        #expect(watch.reload() == .reloaded)
        #expect(watch.reload() == .unchanged)
    }

    @Test func forcingAlwaysReadsTheFiles() throws {
        let directory = try TemporaryDirectory()
        directory.write("home.journal", Array(Self.before.utf8))
        var watch = try JournalWatch.load(paths: [directory.path + "/home.journal"]).get()
        watch.checksEveryCall = false
        #expect(watch.reload() == .unchanged)
        #expect(watch.reload(force: true) == .reloaded)
    }
}
