/// Why the history file could not be read or written. The shell finds it; `Messages` says it.
public enum HistoryFileProblem: Hashable, Sendable {
    /// It is a symbolic link (never followed).
    case symbolicLink
    /// It is a FIFO, a device or a directory.
    case notRegularFile
    /// It belongs to another user (`owner`, by number): what it holds was not typed here, and what is
    /// typed here must not go to them.
    case notOwned(owner: UInt32)
    /// Other users may write it (its `mode`): anyone could plant lines in it to be run again.
    case writableByOthers(mode: UInt32)
    /// It is not UTF-8 text.
    case notUTF8
    /// Line `line` is not an entry this program writes.
    case notAnEntry(line: Int)
    /// A write stopped short.
    case shortWrite
    /// Another process kept renaming a new file into place.
    case keepsBeingReplaced
    /// Rewriting it to its newest entries failed.
    indirect case cannotTrim(HistoryFileProblem)
    /// Any other system error, by its number (`SystemErrorText`) and the C library's words.
    case system(code: Int32, description: String)
}
