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
    private struct Key: TableKey, Sendable {
        let line: [UInt8]
        let today: CalendarDate
        let screenYear: Int?
        let names: JournalNames?

        var tableHash: UInt64 {
            let bytes = line.withUnsafeBytes { Self.hash(of: $0) }
            return Self.hash(lineHash: bytes, today: today, screenYear: screenYear, names: names)
        }

        /// The bytes' part of the `tableHash` of a key for `line`.
        static func hash(of line: UnsafeRawBufferPointer) -> UInt64 {
            var hash = UInt64(line.count)
            var offset = 0
            while offset &+ 8 <= line.count {
                hash = foldedHash(line.loadUnaligned(fromByteOffset: offset, as: UInt64.self), into: hash)
                offset &+= 8
            }
            if offset < line.count {
                hash = foldedHash(packedWord(UnsafeRawBufferPointer(rebasing: line[offset...])), into: hash)
            }
            return hash
        }

        /// The `tableHash` of the key these would make, from the `hash(of:)` of its line.
        static func hash(lineHash: UInt64, today: CalendarDate, screenYear: Int?, names: JournalNames?) -> UInt64 {
            // Today and the year on screen as words (equal keys, equal words), and the names by identity,
            // as `ParseContext` compares them.
            let year = UInt64(bitPattern: Int64(screenYear ?? Int.min))
            let hash = foldedHash(year, into: foldedHash(today.tableWord, into: lineHash))
            return foldedHash(names?.identityWord ?? 0, into: hash)
        }

        /// Whether this is the key those would make.
        func matches(
            _ line: UnsafeRawBufferPointer, today: CalendarDate, screenYear: Int?, names: JournalNames?
        ) -> Bool {
            self.today == today && self.screenYear == screenYear && self.names == names
                && self.line.withUnsafeBytes { Self.equal($0, line) }
        }

        /// Whether `a` and `b` hold the same bytes, compared eight at a time.
        @inline(__always)
        private static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
            guard a.count == b.count else { return false }
            var offset = 0
            while offset &+ 8 <= a.count {
                guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset &+= 8
            }
            while offset < a.count {
                guard a[offset] == b[offset] else { return false }
                offset &+= 1
            }
            return true
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
    /// The messages of refusals the common forms met as they were applied.
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
        let context = session.parseContext
        if let command = CommonForms.command(in: line, context: context) {
            return saidRemembering(session.perform(command))
        }
        guard line.count <= Self.longestLine else { return said(session.handle(utf8: line)) }
        let (today, names, screenYear) = (context.today, context.names, context.screenYear)
        let lineHash = Key.hash(of: line)
        let anyYear = Key.hash(lineHash: lineHash, today: today, screenYear: nil, names: names)
        let thisYear = Key.hash(lineHash: lineHash, today: today, screenYear: screenYear, names: names)
        // A remembered entry is applied where it lies in the table, not copied out of it first (and
        // the closures read no part of `self`, which they would copy).
        let messages = messages
        if let known = lines.withValue(
            hash: anyYear, where: { $0.matches(line, today: today, screenYear: nil, names: names) },
            { Self.apply($0, to: &session, messages: messages) })
            ?? lines.withValue(
                hash: thisYear, where: { $0.matches(line, today: today, screenYear: screenYear, names: names) },
                { Self.apply($0, to: &session, messages: messages) })
        {
            return known
        }
        let (parsed, readScreenYear) = context.watchingScreenYear { context throws(PickerError) in
            try CommandParser(context: context).parse(String(decoding: line, as: UTF8.self))
        }
        let message: String?
        if case .failure(let error) = parsed { message = messages.text(for: error) } else { message = nil }
        let entry = Entry(parsed: parsed, message: message)
        let key = Key(line: Array(line), today: today, screenYear: readScreenYear ? screenYear : nil, names: names)
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

    /// `outcome` with its error's message, remembered for the error: a common form refused as it is
    /// applied (`right` with the popover closed) is refused alike each time.
    private mutating func saidRemembering(_ outcome: consuming Outcome) -> (outcome: Outcome, errorText: String?) {
        guard let error = outcome.error else { return (outcome, nil) }
        let key = ErrorKey(error: error)
        if let known = refusals[key] { return (outcome, known) }
        let text = messages.text(for: error)
        refusals.insert(text, for: key)
        return (outcome, text)
    }
}
