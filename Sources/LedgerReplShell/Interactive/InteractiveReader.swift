#if canImport(Glibc)
    import Glibc
#endif

/// What the interactive line editor needs from the REPL.
public struct InteractiveConfiguration: Sendable {
    /// Keep no history file (`--no-history`).
    public var noHistory: Bool
    /// The completions of the text before the cursor.
    public var completer: @Sendable (String) -> [String]

    /// Makes the configuration.
    public init(noHistory: Bool, completer: @escaping @Sendable (String) -> [String]) {
        self.noHistory = noHistory
        self.completer = completer
    }
}

/// The line reader for a terminal on stdin: libedit when `TERM` is usable, else a plain prompt.
func makeInteractiveReader(_ configuration: InteractiveConfiguration) -> LineReader {
    PlainLineReader(fd: STDIN_FILENO, showsPrompt: true)
}
