/// One thing wrong in a journal, at a file position, with the offending line: a typed value that the
/// REPL words in the user's language.
///
/// ``description`` is a language-free debugging form (`FILE:LINE:COLUMN: problem`); show users the
/// REPL's rendering instead.
public struct JournalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as it was named (the path given, or the include path resolved against its includer).
    public let path: String
    /// 1-based line number; 0 when the error is about the whole file.
    public let line: Int
    /// 1-based column in characters; 0 when the error is about the whole file or line.
    public let column: Int
    /// How many characters from ``column`` the offending text spans (at least 1 when ``column`` > 0).
    public let length: Int
    /// What is wrong.
    public let problem: JournalProblem
    /// The offending line as read, without its line break; empty when none.
    public let lineText: String
    /// How the journal writes each commodity the problem's amounts are in, so that a message shows them
    /// the journal's way (`0,01 €`, `₩-5,000`); empty when not known (the error came before styles were).
    public let styles: [String: CommodityStyle]

    /// An error at a position.
    public init(
        path: String, line: Int, column: Int, length: Int = 1, problem: JournalProblem, lineText: String = "",
        styles: [String: CommodityStyle] = [:]
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.length = column > 0 ? max(1, length) : 0
        self.problem = problem
        self.lineText = lineText
        self.styles = styles
    }

    /// This error with `styles` for its amounts' commodities.
    func styled(_ all: [String: CommodityStyle]) -> JournalError {
        let wanted = problem.amounts.compactMap { amount in all[amount.commodity].map { (amount.commodity, $0) } }
        guard !wanted.isEmpty else { return self }
        return JournalError(
            path: path, line: line, column: column, length: length, problem: problem, lineText: lineText,
            styles: Dictionary(wanted, uniquingKeysWith: { first, _ in first }))
    }

    /// The text the error is about: the characters of ``lineText`` from ``column`` for ``length``.
    public var offendingText: String {
        guard column > 0 else { return "" }
        return String(lineText.dropFirst(column - 1).prefix(length))
    }

    /// `FILE:LINE:COLUMN: problem: "quoted line"`, control characters escaped; for debugging and logs.
    public var description: String {
        var text = VisibleText.escaping(path, limit: 200, escapingQuotes: false)
        if line > 0 { text += ":\(line)" }
        if column > 0 { text += ":\(column)" }
        text += ": " + VisibleText.escaping(String(describing: problem), limit: 400, escapingQuotes: false)
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

    /// One error per line, in the debugging form.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
