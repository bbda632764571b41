/// The bytes of one journal file and the path that names it in messages.
public struct JournalSource: Sendable {
    /// The path as it should appear in error messages, and the base for relative includes.
    public var path: String
    /// The file's contents, expected to be UTF-8.
    public var bytes: [UInt8]
    /// The format to read it as; `nil` picks it by the path's extension, as hledger does.
    public var format: JournalFileFormat?

    /// A source named `path` holding `bytes`.
    public init(path: String, bytes: [UInt8], format: JournalFileFormat? = nil) {
        self.path = path
        self.bytes = bytes
        self.format = format
    }

    /// A source holding `text`, for tests and in-memory journals.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// The file formats a journal can be read from.
public enum JournalFileFormat: Sendable, Hashable {
    /// hledger's journal format (also ledger's, as far as hledger reads it).
    case journal
    /// `i`/`o` clock-in and clock-out lines (`.timeclock`).
    case timeclock
    /// Dots or hours per account under date lines (`.timedot`).
    case timedot
}

/// Why an `include` (or a named file) could not be read: the file that failed and what is wrong.
public struct IncludeFailure: Error, Sendable, Hashable {
    /// The path that failed (a match of the pattern, or the pattern itself when nothing matched).
    public let path: String
    /// What is wrong with it.
    public let problem: FileProblem

    /// A failure of `path` for `problem`.
    public init(path: String, problem: FileProblem) {
        self.path = path
        self.problem = problem
    }
}

/// Finds the files an `include` names: given the pattern as written and the including file's path,
/// returns the matching sources in order (each with a canonical path, used to refuse cycles).
///
/// The pure parser never touches the file system; the shell passes a resolver that reads files and
/// expands globs, and tests pass an in-memory one.
public typealias IncludeResolver =
    @Sendable (_ pattern: String, _ includingPath: String) -> Result<[JournalSource], IncludeFailure>
