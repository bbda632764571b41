/// The bytes of one journal file and the path that names it in messages.
public struct JournalSource: Sendable {
    /// The path as it should appear in error messages, and the base for relative includes.
    public var path: String
    /// The file's contents, expected to be UTF-8.
    public var bytes: [UInt8]

    /// A source named `path` holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A source holding `text`, for tests and in-memory journals.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// Why an `include` could not be followed; the message says what is wrong with the file or pattern.
public struct IncludeFailure: Error, Sendable, Hashable {
    /// What is wrong: `no file matches "2024/*.journal"`, `is a directory`, …
    public let message: String

    /// A failure with `message`.
    public init(_ message: String) { self.message = message }
}

/// Finds the files an `include` names: given the pattern as written and the including file's path,
/// returns the matching sources in order (each with a canonical path, used to refuse cycles).
///
/// The pure parser never touches the file system; the shell passes a resolver that reads files and
/// expands globs, and tests pass an in-memory one.
public typealias IncludeResolver =
    @Sendable (_ pattern: String, _ includingPath: String) -> Result<[JournalSource], IncludeFailure>
