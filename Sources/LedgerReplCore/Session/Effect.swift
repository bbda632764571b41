import LedgerJournalCore

/// Work a line asks of the outside world, returned by the session for the shell to carry out.
///
/// The core never reads files or terminals. A line whose outcome carries an effect is not finished:
/// the shell does what the effect says and feeds what came of it back in as the next input,
/// `Session.step(.effectResult(_:))`, whose outcome is the line's outcome (the one printed), as an
/// effect's result comes back to a store as an action. An effect carries everything the session will
/// need when its result comes back (the entry, the state before it), so the session keeps nothing
/// waiting in between. Adding an effect means a case here, a case of `EffectResult` for what came of it,
/// the command that returns it (`Session.perform(_:)`) and the shell code that carries it out
/// (`REPL.carryOut(_:)`).
public enum Effect: Hashable, Sendable {
    /// Read the journal files again now (`reload`); hand back `.journalReloaded`, `.journalUnchanged` or
    /// `.journalRefused`.
    case reloadJournal
    /// Fetch the lines entered so far (`history`), which the line reader holds; hand back
    /// `.historyListed`.
    case listHistory
    /// Append the request's entry to the journal file recording writes to, then read the journal
    /// again; hand back `.entryAppended` or `.entryNotAppended` with the request.
    indirect case appendEntry(AppendRequest)
    /// Take back the bytes the request's receipt says were appended, only if the file still ends with
    /// them, then read the journal again; hand back `.entryTakenBack` or `.entryNotTakenBack`.
    indirect case takeBackEntry(TakeBackRequest)
}

/// An entry to append, with what the session needs to finish the line once it is written.
public struct AppendRequest: Hashable, Sendable {
    /// The entry to write.
    public let entry: NewEntry
    /// The picker before the entry, for `undo`.
    let before: PickerState
    /// Whether the reply shows the entry's text (it was not shown before, as nothing asked first).
    let showsText: Bool
    /// The sentence the entry was confirmed for, to show it again if the journal changed under it.
    let spoken: SpokenEntry?
}

/// A recorded entry to take back (`undo`), with the state to return to.
public struct TakeBackRequest: Hashable, Sendable {
    /// What the append wrote.
    public let receipt: AppendReceipt
    /// The picker before the entry was recorded.
    let before: PickerState
}

/// What came of carrying out an `Effect`, fed back to `Session.step(.effectResult(_:))`.
public enum EffectResult: Sendable {
    /// The journal files were read again and loaded: browse `journal` from now on.
    case journalReloaded(Journal)
    /// The journal is as the session has it: it cannot be read again (it came from standard input), or
    /// it was read again just before the line, or the files are as they were.
    case journalUnchanged
    /// The journal files were read again but did not load; the last good journal stays. Every problem,
    /// the first one said in the line's error.
    case journalRefused([JournalError])
    /// The lines entered so far, oldest first.
    case historyListed([String])
    /// The request's entry was appended as `receipt` says; `journal` says how the session's journal is
    /// brought up to the file.
    case entryAppended(AppendRequest, receipt: AppendReceipt, journal: JournalUpdate)
    /// The request's entry was not written, for this reason; the journal read again when that found it
    /// changed.
    case entryNotAppended(AppendRequest, AppendRefusal, journal: JournalUpdate)
    /// The entry was taken back; the journal read again, as for `.entryAppended`.
    case entryTakenBack(TakeBackRequest, journal: JournalUpdate)
    /// The entry was not taken back, for this reason; the journal read again when that found it changed.
    case entryNotTakenBack(TakeBackRequest, AppendRefusal, journal: JournalUpdate)
}

/// How the journal a session browses is brought up to its files after an effect wrote to them. The
/// session is the journal's one owner: the shell keeps only what it needs to notice a change to the
/// files, and hands a journal it reads over, or says how the session's own grows.
public enum JournalUpdate: Sendable {
    /// The session's journal stays as it is: nothing was read again (the files are as they were, or
    /// did not load and the last good journal stays).
    case unchanged
    /// The files were read again: browse `journal` from now on.
    case replaced(Journal)
    /// The file `file` (its canonical path, the journal's last) now ends with exactly `bytes` after what
    /// the journal read of it, and the entry was checked against the session's journal read on with
    /// them (``Journal/appendedTransactions(_:toFile:)``): the session reads them on from the file's end,
    /// growing its journal in place.
    case grown(bytes: [UInt8], file: String)
}

/// What a session is handed: a line, a command an editor key stands for, what came of an effect it
/// asked for, or an interruption (Ctrl-C, or the end of input) while it waits for an answer.
public enum SessionInput: Sendable {
    /// A line typed or read from a script.
    case line(String)
    /// A command already read, such as the one an editor key is bound to.
    case command(Command)
    /// What came of the effect the last outcome asked for.
    case effectResult(EffectResult)
    /// Ctrl-C or the end of input: drops the recording conversation waiting for an answer, if any.
    case interruption
}

extension Effect {
    /// What an `appendEntry` asks to write; `nil` for the other effects.
    public var appendRequest: AppendRequest? {
        if case .appendEntry(let request) = self { request } else { nil }
    }

    /// What a `takeBackEntry` asks to take back; `nil` for the other effects.
    public var takeBackRequest: TakeBackRequest? {
        if case .takeBackEntry(let request) = self { request } else { nil }
    }
}
