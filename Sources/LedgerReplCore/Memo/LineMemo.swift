/// Remembers what recent lines read as, and what those refused say, so that a script repeating the same
/// few lines parses each once. The memo layer: it lives outside the domain types (a `Session` holds
/// state, undo and journal, and no table), and the shell composes it around the session.
///
/// Lines the reader's first rules read (`CommandParser.readByFirstRules`: a whole-line command word,
/// arrows, the phrase grammar's first rules) are never remembered, since those rules read them faster
/// than a table could find them; nor are lines of more than `longestLine` bytes. Reading is a pure
/// function of the line, today, the journal loaded and, for a line whose tokens may name a month without
/// its year (`LexedLine.mayReadTheYearOnScreen`), the year on screen; a message is a pure function of the
/// error.
/// So what the memo gives is what the direct path gives: a test and the session fuzzer compare the two
/// byte for byte.
public struct LineMemo: Sendable {
    /// The longest line, in bytes, that is remembered.
    public static let longestLine = 256

    /// A line and what its reading depended on: today and the journal always, the year on screen only
    /// when the line's tokens may name a month without its year (`march` may, `frobnicate` and `next
    /// month` do not).
    private struct Key: TableKey, Sendable {
        let line: [UInt8]
        let today: CalendarDate
        let screenYear: Int?
        let journal: Int

        var tableHash: UInt64 {
            let bytes = line.withUnsafeBytes { SpellingTable.hash($0) }
            return Self.hash(lineHash: bytes, today: today, screenYear: screenYear, journal: journal)
        }

        /// The `tableHash` of the key these would make, from the `SpellingTable.hash` of its line.
        static func hash(lineHash: UInt64, today: CalendarDate, screenYear: Int?, journal: Int) -> UInt64 {
            let year = UInt64(bitPattern: Int64(screenYear ?? Int.min))
            let hash = foldedHash(year, into: foldedHash(today.tableWord, into: lineHash))
            return foldedHash(UInt64(bitPattern: Int64(journal)), into: hash)
        }

        /// Whether this is the key those would make.
        func matches(_ line: UnsafeRawBufferPointer, today: CalendarDate, screenYear: Int?, journal: Int) -> Bool {
            self.today == today && self.screenYear == screenYear && self.journal == journal
                && self.line.withUnsafeBytes { memoryEqual($0, line) }
        }
    }

    /// What a line read as, and the message of its refusal: a reference, so that a remembered entry is
    /// handed to `apply` by a reference count, not by copying the reading and the message.
    private final class Entry: Sendable {
        let parsed: Result<Command, PickerError>
        let message: String?

        init(parsed: Result<Command, PickerError>, message: String?) {
            self.parsed = parsed
            self.message = message
        }
    }

    /// An error, as the key of the message it is said in.
    private struct ErrorKey: TableKey, Sendable {
        let error: PickerError
        var tableHash: UInt64 { UInt64(truncatingIfNeeded: error.hashValue) }
    }

    /// The sentences refusals are said in.
    public let messages: Messages
    private var lines: BoundedTable<Key, Entry>
    /// The messages of refusals met as lines read by the first rules were applied.
    private var refusals = BoundedTable<ErrorKey, String>(capacity: 1024)

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
        // Today and the year on screen key the line; the journal's names are fetched only for a line
        // the first rules do not read.
        let (today, screenYear, journal) = (session.state.today, session.state.yearOnScreen, session.journalGeneration)
        let remembers = line.count <= Self.longestLine
        let lineHash = SpellingTable.hash(line)
        let anyYear = Key.hash(lineHash: lineHash, today: today, screenYear: nil, journal: journal)
        let thisYear = Key.hash(lineHash: lineHash, today: today, screenYear: screenYear, journal: journal)
        // A remembered entry is applied where it lies in the table, not copied out of it first (and
        // the closures read no part of `self`, which they would copy).
        let messages = messages
        if remembers,
            let known = lines.withValue(
                hash: anyYear, where: { $0.matches(line, today: today, screenYear: nil, journal: journal) },
                { Self.apply($0, to: &session, messages: messages) })
                ?? lines.withValue(
                    hash: thisYear,
                    where: { $0.matches(line, today: today, screenYear: screenYear, journal: journal) },
                    { Self.apply($0, to: &session, messages: messages) })
        {
            return known
        }
        let lexed = Lexer.lex(line)
        // The first rules read nothing of the journal, so they are given no part of it.
        if let command = CommandParser(context: ParseContext(today: today, screenYear: screenYear))
            .readByFirstRules(lexed)
        {
            return saidRemembering(session.perform(command))
        }
        let parser = CommandParser(context: session.parseContext)
        let parsed = Result { () throws(PickerError) in try parser.readByTheRest(lexed) }
        guard remembers else { return said(session.apply(parsed)) }
        let message: String?
        if case .failure(let error) = parsed { message = messages.text(for: error) } else { message = nil }
        let entry = Entry(parsed: parsed, message: message)
        let key = Key(
            line: Array(line), today: today, screenYear: lexed.mayReadTheYearOnScreen ? screenYear : nil,
            journal: journal)
        lines.insert(entry, for: key)
        return Self.apply(entry, to: &session, messages: messages)
    }

    /// What applying `entry`'s reading to `session` gives, with its refusal's remembered message (or
    /// the outcome's error as `messages` say it).
    private static func apply(_ entry: borrowing Entry, to session: inout Session, messages: Messages) -> (
        outcome: Outcome, errorText: String?
    ) {
        let outcome = session.apply(entry.parsed)
        // Said before the pair is made, so the outcome is moved into it rather than copied.
        let text = entry.message ?? outcome.error.map(messages.text(for:))
        return (outcome, text)
    }

    /// `outcome` with its error's message.
    private func said(_ outcome: consuming Outcome) -> (outcome: Outcome, errorText: String?) {
        let text = outcome.error.map(messages.text(for:))
        return (outcome, text)
    }

    /// `outcome` with its error's message, remembered for the error: a line read by the first rules and
    /// refused as it is applied (`right` with the popover closed) is refused alike each time.
    private mutating func saidRemembering(_ outcome: consuming Outcome) -> (outcome: Outcome, errorText: String?) {
        guard let error = outcome.error else { return (outcome, nil) }
        let key = ErrorKey(error: error)
        if let known = refusals[key] { return (outcome, known) }
        let text = messages.text(for: error)
        refusals.insert(text, for: key)
        return (outcome, text)
    }
}
