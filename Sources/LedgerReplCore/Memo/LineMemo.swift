/// Remembers what recent lines read as, and what recent refusals say, so that a script repeating the
/// same few lines parses each once. The memo layer: it lives outside the domain types (a `Session` holds
/// state, undo and journal, and no table), and the shell composes it around the session.
///
/// Only lines the `CommonForms` do not read are remembered (those are read from their bytes faster
/// than a table could find them), and only lines of at most `longestLine` bytes. Reading is a pure
/// function of the line and the `ParseContext`, and a message a pure function of the error, so what
/// the memo gives is what the direct path gives: a test and the session fuzzer compare the two byte
/// for byte.
public struct LineMemo: Sendable {
    /// The longest line, in bytes, that is remembered.
    public static let longestLine = 256

    private struct Key: Hashable, Sendable {
        let line: [UInt8]
        let context: ParseContext
    }

    private var lines: BoundedTable<Key, Result<Command, PickerError>>
    private var messages: BoundedTable<MessageKey, String>

    private struct MessageKey: Hashable, Sendable {
        let error: PickerError
        let language: Language
    }

    /// Makes an empty memo holding at most `capacity` lines and as many messages.
    public init(capacity: Int = 4096) {
        lines = BoundedTable(capacity: capacity)
        messages = BoundedTable(capacity: capacity)
    }

    /// What `session.handle(utf8: line)` gives, with the line's reading remembered.
    public mutating func handle(utf8 line: UnsafeRawBufferPointer, in session: inout Session) -> Outcome {
        let context = session.parseContext
        if let command = CommonForms.command(in: line, context: context) { return session.perform(command) }
        guard line.count <= Self.longestLine else { return session.handle(utf8: line) }
        let key = Key(line: Array(line), context: context)
        if let known = lines[key] { return session.apply(known) }
        let parsed = Result { () throws(PickerError) in
            try CommandParser(context: context).parse(String(decoding: line, as: UTF8.self))
        }
        lines.insert(parsed, for: key)
        return session.apply(parsed)
    }

    /// What `messages.text(for: error)` says, remembered (a message quotes its line, so the message of a
    /// long line is not kept).
    public mutating func text(for error: PickerError, in messages: Messages) -> String {
        let key = MessageKey(error: error, language: messages.language)
        if let known = self.messages[key] { return known }
        let text = messages.text(for: error)
        if text.utf8.count <= 2 * Self.longestLine { self.messages.insert(text, for: key) }
        return text
    }
}
