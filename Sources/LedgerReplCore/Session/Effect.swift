import LedgerJournalCore

/// Work a line asks of the outside world, returned by the session for the shell to carry out.
///
/// The core never reads files or terminals. A line whose outcome carries an effect is not finished:
/// the shell does what the effect says and hands what came of it back to `Session.complete(_:)`, whose
/// outcome is the line's outcome (the one printed). Adding an effect means a case here, a case of
/// `EffectResult` for what came of it, the command that returns it (`Session.perform(_:)`) and the
/// shell code that carries it out (`REPL.carryOut(_:)`).
public enum Effect: Hashable, Sendable {
    /// Read the journal files again now (`reload`); hand back `.journalReloaded`, `.journalUnchanged` or
    /// `.journalRefused`.
    case reloadJournal
    /// Fetch the lines entered so far (`history`), which the line reader holds; hand back
    /// `.historyListed`.
    case listHistory
    /// Append this entry to the journal file recording writes to, then read the journal again; hand back
    /// `.entryAppended` or `.entryRefused`.
    indirect case appendEntry(NewEntry)
    /// Take back the bytes this receipt says were appended, only if the file still ends with them, then
    /// read the journal again; hand back `.entryTakenBack` or `.entryRefused`.
    indirect case takeBackEntry(AppendReceipt)
}

/// What came of carrying out an `Effect`, handed back to `Session.complete(_:)`.
public enum EffectResult: Sendable {
    /// The journal files were read again and loaded: browse `journal` within `bounds` from now on.
    case journalReloaded(Journal, bounds: MonthBounds)
    /// The journal cannot be read again (it came from standard input); the one loaded stays.
    case journalUnchanged
    /// The journal files were read again but did not load; the last good journal stays. One reason per
    /// problem, the first one said in the line's error.
    case journalRefused(reasons: [String])
    /// The lines entered so far, oldest first.
    case historyListed([String])
    /// The entry was appended as `receipt` says; the journal read again (`nil` when it did not load, and
    /// the last good one stays).
    case entryAppended(AppendReceipt, journal: Journal?, bounds: MonthBounds)
    /// The entry was taken back; the journal read again, as for `.entryAppended`.
    case entryTakenBack(AppendReceipt, journal: Journal?, bounds: MonthBounds)
    /// The file was not written (or the entry not taken back), for this reason; the journal read again
    /// when that found it changed.
    case entryRefused(AppendRefusal, journal: Journal?, bounds: MonthBounds)
}
