import LedgerJournalCore

/// Why an entry was not appended to the journal, or why `undo` did not take one back; the file is
/// untouched after every one of these. Each message says what to do (see `Messages`).
public enum AppendRefusal: Error, Hashable, Sendable {
    /// The journal came from standard input: there is no file to write.
    case standardInput
    /// `--add-to` names a file the journal does not read.
    case notInJournal(path: String)
    /// The file to write is a symbolic link; the person must name the file it points to.
    case symbolicLink(path: String, target: String)
    /// The file is not a regular file (a FIFO, a device, a directory).
    case notRegularFile(path: String)
    /// The file's mode allows no writing (checked from the mode itself, so it holds for root too).
    case readOnly(path: String, mode: Int)
    /// The file could not be opened or read for writing, for `reason` (the system's error number).
    case cannotOpen(path: String, reason: FileProblem)
    /// The journal changed since it was read and no longer loads; its problems, the first said.
    case journalDoesNotLoad([JournalError])
    /// The journal with the entry added would not load; its problems, the first said.
    case entryWouldNotLoad([JournalError])
    /// The file as it ends (an open `comment` block, `apply account`, an alias) would read the entry
    /// differently from what was shown.
    case entryWouldReadDifferently(path: String)
    /// The journal would read an amount of the entry in `commodity` as another number (`written` read as
    /// `read`): a lone mark it takes for a decimal point, for want of a `decimal-mark` directive.
    case amountWouldReadDifferently(path: String, written: String, read: String, commodity: String)
    /// The journal changed between showing the entry and writing it (another program appended, an
    /// editor saved), and the entry would now be written otherwise than shown: nothing was written, so
    /// it can be shown again.
    case changedSincePreview(path: String)
    /// The write or the sync failed; the file was cut back to its old length.
    case writeFailed(path: String, reason: FileProblem)
    /// `undo`: the file no longer ends with the bytes recorded (it was edited, or written since), so the
    /// entry stays where it was written, at `line` (its date line).
    case fileChangedSinceRecording(path: String, line: Int)
    /// `undo`: the file was removed or replaced by another since the entry was recorded (at `line`), so
    /// nothing was cut.
    case fileReplacedSinceRecording(path: String, line: Int)
}
