/// One thing wrong in a journal, at a file position, with the offending line quoted.
///
/// Rendered as one line: `FILE:LINE:COLUMN: what is wrong: "the line"`, with control and invisible
/// characters in the path and the line made visible.
public struct JournalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as it was named (the path given, or the include path resolved against its includer).
    public let path: String
    /// 1-based line number; 0 when the error is about the whole file.
    public let line: Int
    /// 1-based column in characters; 0 when the error is about the whole file or line.
    public let column: Int
    /// What is wrong and, where it helps, what would work.
    public let message: String
    /// The offending line as read (quoted with escapes in ``description``); empty when none.
    public let lineText: String

    /// An error at a position.
    public init(path: String, line: Int, column: Int, message: String, lineText: String = "") {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.lineText = lineText
    }

    /// `FILE:LINE:COLUMN: message: "quoted line"` on one line; path, message and line have their
    /// control and invisible characters escaped (messages can quote journal text).
    public var description: String {
        var text = VisibleText.escaping(path, limit: 200, escapingQuotes: false)
        if line > 0 { text += ":\(line)" }
        if column > 0 { text += ":\(column)" }
        text += ": " + VisibleText.escaping(message, limit: 400, escapingQuotes: false)
        if !lineText.isEmpty { text += ": " + VisibleText.quoted(lineText) }
        return text
    }
}

/// Why a journal could not be loaded: every error found, in file order. Nothing is half-loaded.
public struct JournalLoadErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every error found (at least one).
    public let errors: [JournalError]

    /// A failure carrying `errors`.
    public init(_ errors: [JournalError]) { self.errors = errors }

    /// One error per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
