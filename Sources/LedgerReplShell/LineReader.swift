import LedgerJournalCore
import LedgerReplCore

/// What reading one line gave.
public enum LineInput: Equatable, Sendable {
    /// A whole line, without its line ending.
    case line(String)
    /// A line longer than the reader accepts; it was skipped up to its end. Carries its length in bytes.
    case tooLong(Int)
    /// Ctrl-C while editing: the line was discarded.
    case interrupted
    /// A key that acts at once while editing (PageUp, Alt-Left, …), as the command word it stands for.
    case key(CommandWord)
    /// The terminal was resized to this many columns while editing: the view is drawn again for it,
    /// and the typed text comes back at the next prompt.
    case resized(Int)
    /// The input could not be read, for this reason.
    case failure(FileProblem)
    /// End of input (Ctrl-D on an empty line, or the end of a pipe or file).
    case end
}

/// A source of input lines: libedit on a terminal, a plain buffered reader otherwise.
public protocol LineReader: AnyObject {
    /// Reads the next line, showing `prompt` first when the reader is interactive.
    func readLine(prompt: String) -> LineInput
    /// Whether a whole line is already buffered, so reading it will not block (output can wait).
    var hasBufferedLine: Bool { get }
    /// The lines entered so far, oldest first, for the `history` command.
    var historyEntries: [String] { get }
    /// Records an accepted line in the history (interactive readers only).
    func remember(_ line: String)
    /// Tells the reader what the screen shows before the next `readLine` (for completion and keys).
    func prepare(for context: EditingContext)
}

/// What the screen shows while a line is edited: Tab offers years near `year` and the journal's names,
/// and a key that acts at once picks its command by whether the popover is open.
public struct EditingContext: Sendable {
    /// The year on screen: the one the popover shows, or the selected month's when it is closed.
    public var year: Int
    /// Whether the popover is open.
    public var popoverIsOpen: Bool
    /// The names of the journal being browsed, which Tab completes.
    public var names: JournalNames?
    /// The session's language.
    public var language: Language
    /// The width the view was drawn at, when it follows the terminal's (so a resize draws it again).
    public var width: Int?

    /// Makes the context.
    public init(
        year: Int, popoverIsOpen: Bool, names: JournalNames? = nil, language: Language = .english, width: Int? = nil
    ) {
        self.year = year
        self.popoverIsOpen = popoverIsOpen
        self.names = names
        self.language = language
        self.width = width
    }
}

extension LineReader {
    public var historyEntries: [String] { [] }
    public func remember(_ line: String) {}
    public func prepare(for context: EditingContext) {}
}
