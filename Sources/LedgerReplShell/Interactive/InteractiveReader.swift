import LedgerReplCore

#if canImport(Glibc)
    import Glibc
#endif

/// What the interactive line editor needs from the REPL.
public struct InteractiveConfiguration: Sendable {
    /// Keep no history file (`--no-history`).
    public var noHistory: Bool
    /// Completes the text before the cursor from what completion knows of the session (the reader
    /// makes the context once per loaded journal).
    public var completer: @Sendable (String, CompletionContext) -> CompletionResult
    /// The session's language, for what the reader says itself (a history file it cannot use).
    public var language: Language

    /// Makes the configuration; by default Tab completes from the core's `Completion`.
    public init(
        noHistory: Bool, language: Language = .english,
        completer: @escaping @Sendable (String, CompletionContext) -> CompletionResult = Completion.complete(_:in:)
    ) {
        self.noHistory = noHistory
        self.language = language
        self.completer = completer
    }
}

/// The line reader for a terminal on stdin: libedit, or a plain prompt if libedit cannot start.
///
/// Sets up a UTF-8 character locale first (libedit drops every non-ASCII byte without one), finds the
/// history file from the environment, and reports a history file it cannot use once on stderr.
func makeInteractiveReader(_ configuration: InteractiveConfiguration) -> LineReader {
    useUTF8CharacterLocale()
    let path = HistoryFile.location(noHistory: configuration.noHistory, variable: SystemEnvironment.variable)
    let capacity = HistoryFile.capacity(from: SystemEnvironment.variable("LEDGER_REPL_HISTORY_SIZE"))
    if let path, SystemEnvironment.variable("LEDGER_REPL_HISTORY") == nil {
        HistoryFile.createDirectories(for: path)
    }
    let file = path.map { HistoryFile(path: $0, capacity: capacity) }
    guard let reader = LibEditLineReader(configuration: configuration, historyFile: file, capacity: capacity) else {
        return PlainLineReader(fd: STDIN_FILENO, showsPrompt: true)
    }
    return reader
}

/// Makes `LC_CTYPE` a UTF-8 locale: the one the environment names when it exists and is UTF-8, else
/// `C.UTF-8`. Messages and formats are left alone.
func useUTF8CharacterLocale() {
    if setlocale(LC_CTYPE, "") != nil, isUTF8CharacterLocale { return }
    setlocale(LC_CTYPE, "C.UTF-8")
}

private var isUTF8CharacterLocale: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
}
