import Glibc
import LedgerJournalCore
import LedgerReplCore

/// The journal a session browses, re-read when its files change: before each command and on `reload`.
///
/// A journal that fails to load never replaces the last good one; the reasons are returned so the REPL
/// can say why.
public struct JournalWatch: Sendable {
    /// The paths named on the command line (or by `LEDGER_FILE`).
    public let paths: [String]
    /// How the journal is read (today, `--auto`, `--forecast`); a reload reads it the same way.
    public let options: JournalOptions
    /// The last journal that loaded.
    public private(set) var loaded: LoadedJournal
    /// The warnings of the journal the last reload read that the journal before it did not have (a
    /// warning at the same place counts as the same), to show once; empty until a reload reads one.
    public private(set) var newWarnings: [JournalError] = []
    /// Whether `reload()` looks at the files every time it is called (a person at a terminal, the
    /// default), or at most once per tick of the coarse monotonic clock (a few milliseconds; a script,
    /// whose lines come faster than anyone edits a file). Either way a check is one `stat` per file,
    /// and `reload(force: true)` always reads the files again.
    public var checksEveryCall = true
    /// The coarse clock's tick when the files were last looked at (for `checksEveryCall == false`).
    private var lastLook: Int = .min

    /// What a reload did.
    public enum Reload: Sendable, Equatable {
        /// The files are as they were.
        case unchanged
        /// The files changed and the new journal replaced the old one.
        case reloaded
        /// The files changed but the new journal did not load; the old one stays. Every problem.
        case refused([JournalError])
    }

    /// Loads `paths` with `options`, or returns every reason they could not be loaded.
    public static func load(paths: [String], options: JournalOptions = JournalOptions()) -> Result<
        JournalWatch, JournalLoadFailure
    > {
        JournalLoader.load(paths: paths, options: options).map {
            JournalWatch(paths: paths, options: options, loaded: $0)
        }
    }

    /// Re-reads the journal when a file changed (or always, when `force` is set, as `reload` asks).
    /// Standard input is read once and never again.
    public mutating func reload(force: Bool = false) -> Reload {
        guard !paths.contains("-") else { return .unchanged }
        guard force || filesChanged() else { return .unchanged }
        switch JournalLoader.load(paths: paths, options: options) {
        case .success(let journal):
            let known = Set(loaded.journal.warnings.map { Place(path: $0.path, line: $0.line, column: $0.column) })
            newWarnings = journal.journal.warnings.filter {
                !known.contains(Place(path: $0.path, line: $0.line, column: $0.column))
            }
            loaded = journal
            return .reloaded
        case .failure(let failure):
            newWarnings = []
            return .refused(failure.errors)
        }
    }

    /// How many bytes the last load or reload read from disk (every file's for a whole reading; after
    /// an append read on from the end of the file, only the few compared and the entry's).
    public var bytesRead: Int { loaded.bytesRead }

    /// Appends `entry` to the journal file `file` (``JournalAppender``) and reads the journal again:
    /// only the appended bytes when the entry was checked against the loaded journal, read on from the
    /// end of the file, and the file was found to hold exactly what it held and the entry after it;
    /// else the whole journal, after a write, or when a refusal found the files changed.
    public mutating func record(_ entry: NewEntry, to file: String) -> (
        result: Result<AppendReceipt, AppendRefusal>, reload: Reload
    ) {
        let appended = JournalAppender.appending(entry, to: file, of: self)
        // In place when the watch is the journal's one owner (the caller lent it the session's).
        if case .success = appended.result, let grown = appended.grown,
            loaded.journal.append(grown.bytes, toFile: grown.path)
        {
            loaded.files = loaded.files.replacing(grown.stamp)
            loaded.bytesRead = grown.bytesRead
            newWarnings = []
            return (appended.result, .reloaded)
        }
        let wrote = (try? appended.result.get()) != nil
        return (appended.result, reload(force: wrote))
    }

    /// Whether a file changed since the journal was read: looked at now, or, when calls come faster
    /// than the coarse clock ticks and `checksEveryCall` is off, taken to be unchanged until the next
    /// tick (no system call but the clock's, which the vDSO answers in user space).
    private mutating func filesChanged() -> Bool {
        if !checksEveryCall {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC_COARSE, &now)
            let tick = Int(now.tv_sec) &* 1_000_000_000 &+ Int(now.tv_nsec)
            if tick == lastLook { return false }
            lastLook = tick
        }
        return loaded.files.hasChanged()
    }

    /// Where a warning is.
    private struct Place: Hashable {
        let path: String
        let line: Int
        let column: Int
    }
}
