/// Remembers what recent lines read as, and what those refused say, so that a script repeating the same
/// few lines parses each once. The memo layer: it lives outside the domain types (a `Session` holds
/// state, undo and journal, and no table), and the shell composes it around the session.
///
/// Only lines the `CommonForms` do not read are remembered (those are read from their bytes faster
/// than a table could find them), and only lines of at most `longestLine` bytes. Reading is a pure
/// function of the line and the `ParseContext` (of its year on screen only when the reading looks at
/// that year, which the context notes), and a message a pure function of the error, so what the memo
/// gives is what the direct path gives: a test and the session fuzzer compare the two byte for byte.
public struct LineMemo: Sendable {
    /// The longest line, in bytes, that is remembered.
    public static let longestLine = 256

    /// A line and what its reading depended on: today and the journal's names always, the year on screen
    /// only when reading it looked at that year (`march` does, `frobnicate` and `next month` do not).
    private struct Key: Hashable, Sendable {
        let line: [UInt8]
        let today: CalendarDate
        let screenYear: Int?
        let names: JournalNames?

        func hash(into hasher: inout Hasher) {
            line.withUnsafeBytes { hasher.combine(bytes: $0) }
            // Today and the year on screen folded into one word (equal keys, equal words), and the
            // journal's names by identity, as `ParseContext` compares them.
            var word = UInt64(bitPattern: Int64(today.year)) &* 0x9E37_79B9_7F4A_7C15
            word = (word ^ UInt64(today.month << 5 | today.day)) &* 0x9E37_79B9_7F4A_7C15
            word = (word ^ UInt64(bitPattern: Int64(screenYear ?? Int.min))) &* 0x9E37_79B9_7F4A_7C15
            hasher.combine(word)
            hasher.combine(names)
        }
    }

    /// What a line read as, and the message of its refusal.
    private struct Entry: Sendable {
        let parsed: Result<Command, PickerError>
        let message: String?
    }

    /// The sentences refusals are said in.
    public let messages: Messages
    private var lines: BoundedTable<Key, Entry>

    /// Makes an empty memo holding at most `capacity` lines, whose refusals are said by `messages`.
    public init(messages: Messages, capacity: Int = 4096) {
        self.messages = messages
        lines = BoundedTable(capacity: capacity)
    }

    /// What `session.handle(utf8: line)` gives, with the line's reading remembered, and the outcome's
    /// error as `messages.text(for:)` says it.
    public mutating func handle(utf8 line: UnsafeRawBufferPointer, in session: inout Session) -> (
        outcome: Outcome, errorText: String?
    ) {
        // An answer to recording's question is not read as a command, so it is not remembered as one.
        if session.awaitsAnswer { return said(session.handle(utf8: line)) }
        let context = session.parseContext
        if let command = CommonForms.command(in: line, context: context) { return said(session.perform(command)) }
        guard line.count <= Self.longestLine else { return said(session.handle(utf8: line)) }
        let bytes = Array(line)
        let anyYear = Key(line: bytes, today: context.today, screenYear: nil, names: context.names)
        let thisYear = Key(line: bytes, today: context.today, screenYear: context.screenYear, names: context.names)
        let entry: Entry
        if let known = lines[anyYear] ?? lines[thisYear] {
            entry = known
        } else {
            let (parsed, readScreenYear) = context.watchingScreenYear { context throws(PickerError) in
                try CommandParser(context: context).parse(String(decoding: line, as: UTF8.self))
            }
            let message: String?
            if case .failure(let error) = parsed { message = messages.text(for: error) } else { message = nil }
            entry = Entry(parsed: parsed, message: message)
            lines.insert(entry, for: readScreenYear ? thisYear : anyYear)
        }
        let outcome = session.apply(entry.parsed)
        return (outcome, entry.message ?? outcome.error.map(messages.text(for:)))
    }

    /// `outcome` with its error's message.
    private func said(_ outcome: consuming Outcome) -> (outcome: Outcome, errorText: String?) {
        let text = outcome.error.map(messages.text(for:))
        return (outcome, text)
    }
}
