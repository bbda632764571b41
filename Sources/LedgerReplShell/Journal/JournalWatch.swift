import Glibc
import LedgerJournalCore
import LedgerReplCore

/// What the shell knows about the files of the journal a session browses, to notice when to read them
/// again: their paths, how they are read, and each file's identity and modification time when it was
/// read. The journal itself is the session's alone (``Session/journal``): the watch hands a journal it
/// reads over and keeps none, so nothing holds a second reference to it, and an entry recorded grows the
/// session's journal in place.
///
/// A journal that fails to load never replaces the last good one; the reasons are returned so the REPL
/// can say why.
public struct JournalWatch: Sendable {
    /// The paths named on the command line (or by `LEDGER_FILE`).
    public let paths: [String]
    /// How the journal is read (today, `--auto`, `--forecast`); a reload reads it the same way.
    public let options: JournalOptions
    /// The files read and their stamps when the journal the session browses was read (or grew by an
    /// entry of our own); `files.hasChanged()` says when to read them again.
    public private(set) var files: JournalFiles
    /// How many bytes the last load or reload read from disk (every file's for a whole reading; after
    /// an append read on from the end of the file, only the few compared and the entry's).
    public private(set) var bytesRead: Int
    /// Where the warnings of the journal last read are, so a reload shows only the new ones once (a
    /// warning at the same place counts as the same).
    private var warningPlaces: Set<Place>
    /// Whether `reload()` looks at the files every time it is called (a person at a terminal, the
    /// default), or at most once per tick of the coarse monotonic clock (a few milliseconds; a script,
    /// whose lines come faster than anyone edits a file). Either way a check is one `stat` per file,
    /// and `reload(force: true)` always reads the files again.
    public var checksEveryCall = true
    /// The coarse clock's tick when the files were last looked at (for `checksEveryCall == false`).
    private var lastLook: Int = .min

    /// What a reload did.
    public enum Reload: Sendable {
        /// The files are as they were.
        case unchanged
        /// The files changed and loaded as `journal`, for the session to browse from now on; `newWarnings`
        /// are its warnings the journal before it did not have, to show once.
        case reloaded(Journal, newWarnings: [JournalError])
        /// The files changed but the new journal did not load; the old one stays. Every problem.
        case refused([JournalError])

        /// Whether the files were read again and loaded.
        public var isReloaded: Bool {
            if case .reloaded = self { true } else { false }
        }
    }

    /// Loads `paths` with `options`: the watch over their files and the journal they hold (for the
    /// session), or every reason they could not be loaded.
    public static func load(paths: [String], options: JournalOptions = JournalOptions()) -> Result<
        (watch: JournalWatch, journal: Journal), JournalLoadFailure
    > {
        JournalLoader.load(paths: paths, options: options).map { loaded in
            let watch = JournalWatch(
                paths: paths, options: options, files: loaded.files, bytesRead: loaded.bytesRead,
                warningPlaces: Self.places(of: loaded.journal))
            return (watch, loaded.journal)
        }
    }

    /// Re-reads the journal when a file changed (or always, when `force` is set, as `reload` asks).
    /// Standard input is read once and never again.
    public mutating func reload(force: Bool = false) -> Reload {
        guard !paths.contains("-") else { return .unchanged }
        guard force || filesChanged() else { return .unchanged }
        switch JournalLoader.load(paths: paths, options: options) {
        case .success(let loaded):
            return .reloaded(loaded.journal, newWarnings: took(loaded))
        case .failure(let failure):
            return .refused(failure.errors)
        }
    }

    /// Notes the files and warnings of `loaded`, read again, and returns its warnings not seen before.
    private mutating func took(_ loaded: LoadedJournal) -> [JournalError] {
        let known = warningPlaces
        files = loaded.files
        bytesRead = loaded.bytesRead
        warningPlaces = Self.places(of: loaded.journal)
        return loaded.journal.warnings.filter { !known.contains(Place($0)) }
    }

    /// What recording an entry did: the receipt or the refusal, and what became of the journal.
    public struct Recorded: Sendable {
        /// The receipt, or why nothing was written.
        public var result: Result<AppendReceipt, AppendRefusal>
        /// How the session's journal is brought up to the files (``JournalUpdate``).
        public var update: JournalUpdate
        /// The warnings of a journal read again that the one before it did not have, to show once.
        public var newWarnings: [JournalError] = []
    }

    /// Appends `entry` to the journal file `file` (``JournalAppender``) of `journal`, the journal the
    /// session browses, and says how that journal is brought up to the files: grown by the appended
    /// bytes alone when the entry was checked against `journal` read on from the end of the file, and
    /// the file was found to hold exactly what it held and the entry after it (the session grows its
    /// journal in place, as the only owner); else read whole, after a write, or when a refusal found the
    /// files changed.
    public mutating func record(_ entry: NewEntry, to file: String, of journal: Journal) -> Recorded {
        let appended = JournalAppender.appending(entry, to: file, of: self, journal: journal)
        if case .success = appended.result, let grown = appended.grown {
            files = files.replacing(grown.stamp)
            bytesRead = grown.bytesRead
            return Recorded(result: appended.result, update: .grown(bytes: grown.bytes, file: grown.path))
        }
        let wrote = (try? appended.result.get()) != nil
        let reload = reload(force: wrote)
        return Recorded(result: appended.result, update: reload.update, newWarnings: reload.newWarnings)
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
        return files.hasChanged()
    }

    private init(
        paths: [String], options: JournalOptions, files: JournalFiles, bytesRead: Int, warningPlaces: Set<Place>
    ) {
        self.paths = paths
        self.options = options
        self.files = files
        self.bytesRead = bytesRead
        self.warningPlaces = warningPlaces
    }

    /// Where `journal`'s warnings are.
    private static func places(of journal: Journal) -> Set<Place> { Set(journal.warnings.map(Place.init)) }

    /// Where a warning is.
    private struct Place: Hashable {
        let path: String
        let line: Int
        let column: Int

        init(_ warning: JournalError) {
            (path, line, column) = (warning.path, warning.line, warning.column)
        }
    }
}

extension JournalWatch.Reload {
    /// How the session's journal is brought up to the files after this reload: replaced by the journal
    /// read, or left as it is (the files are as they were, or did not load and the last good one stays).
    public var update: JournalUpdate {
        if case .reloaded(let journal, _) = self { .replaced(journal) } else { .unchanged }
    }

    /// The warnings of the journal read that the one before it did not have (none unless it reloaded).
    public var newWarnings: [JournalError] {
        if case .reloaded(_, let warnings) = self { warnings } else { [] }
    }
}
