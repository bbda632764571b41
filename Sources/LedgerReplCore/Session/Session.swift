import LedgerJournalCore

/// A running session: the picker state, the undo history, the journal being browsed, and how each
/// input line changes them.
///
/// Pure: the shell feeds lines in (and tells it today's date and the journal it read) and renders the
/// `Outcome`s it returns.
public struct Session: Sendable {
    /// The picker as it is now.
    public private(set) var state: PickerState
    /// The states `undo` can return to.
    public private(set) var undoHistory: UndoHistory
    /// What recent lines parsed to, in the context they were read in. Parsing is a pure function of
    /// the line and the context, so a script that repeats its commands parses each once.
    private var parsed = ParsedLineTable()
    /// What recent lines that read as questions about no account were refused as (an unknown line with a
    /// "did you mean" suggestion). Like parsing, a pure function of the line and the context; the
    /// suggestion's edit-distance search is far too slow to repeat for every such line of a script.
    private var unknownLines: [ParseKey: PickerError] = [:]
    private static let unknownLinesLimit = 16384

    private struct ParseKey: Hashable {
        let line: String
        let context: ParseContext
    }

    /// Makes a session starting from `state`.
    public init(state: PickerState, undoCapacity: Int = 1000) {
        self.state = state
        self.undoHistory = UndoHistory(capacity: undoCapacity)
    }

    /// The journal being browsed, if any.
    public private(set) var journal: Journal?

    /// Starts browsing `journal` (or none), with the selectable months narrowed to `bounds`. The bounds
    /// widen as needed to keep the current selection and focus selectable, so a reload never moves them.
    public mutating func browse(_ journal: Journal?, within bounds: MonthBounds) {
        self.journal = journal
        var first = min(bounds.first, state.selection)
        var last = max(bounds.last, state.selection)
        if let focus = state.focus {
            first = min(first, focus)
            last = max(last, focus)
        }
        state.bounds = MonthBounds(uncheckedFirst: first, last: last)
        parsed.removeAll()
        unknownLines.removeAll()
    }

    /// Moves "today" (the shell calls this when the date changes during a session).
    public mutating func setToday(_ today: CalendarDate) { state.today = today }

    /// Applies what a line parsed to; `line` gives its text, needed only to refuse a question.
    private mutating func apply(_ parsed: Result<Command, PickerError>, line: () -> String) -> Outcome {
        switch parsed {
        case .success(let command):
            let outcome = perform(command)
            // A question about accounts that no account matches (or with no journal) was not a question
            // after all: say the line is unknown and suggest what it might have been.
            if case .question(let question) = command, case .accounts = question.subject,
                outcome.error == .noAccountMatches(question.subjectText) || outcome.error == .needsJournal("")
            {
                return Outcome(state: state, failure: unknown(line()))
            }
            return outcome
        case .failure(let error): return Outcome(state: state, failure: error)
        }
    }

    /// Parses the line whose bytes are `line` and applies it, like `handle(_:)` on the line's text
    /// (`String(decoding: line, as: UTF8.self)`: invalid UTF-8 reads as U+FFFD). A line seen before in
    /// the same context is looked up by its bytes, so no `String` is made for it.
    public mutating func handle(utf8 line: UnsafeRawBufferPointer) -> Outcome {
        apply(parse(utf8: line, text: nil), line: { String(decoding: line, as: UTF8.self) })
    }

    /// Parses `line` and applies it. The state is unchanged when the outcome is an error.
    public mutating func handle(_ line: String) -> Outcome {
        apply(parse(line), line: { line })
    }

    /// What `line` parses to in the current context (remembered for repeated lines).
    public mutating func parse(_ line: String) -> Result<Command, PickerError> {
        var bytes = line
        return bytes.withUTF8 { parse(utf8: UnsafeRawBufferPointer($0), text: line) }
    }

    /// What the line whose bytes are `line` parses to: from the table, or parsed from `text` (or from the
    /// bytes decoded, when `text` is `nil`) and remembered.
    private mutating func parse(utf8 line: UnsafeRawBufferPointer, text: String?) -> Result<Command, PickerError> {
        let context = ParseContext(state)
        if let known = parsed.find(line, in: context) { return known }
        let text = text ?? String(decoding: line, as: UTF8.self)
        let result = Result { () throws(PickerError) in try CommandParser(context: context).parse(text) }
        parsed.insert(line, in: context, result: result)
        return result
    }

    /// The error for `line` read as an unknown command (remembered for repeated lines).
    private mutating func unknown(_ line: String) -> PickerError {
        let key = ParseKey(line: line, context: ParseContext(state))
        if let known = unknownLines[key] { return known }
        let error = CommandParser(context: key.context).unknown(line, text: Normalizer.normalize(line))
        if unknownLines.count >= Self.unknownLinesLimit { unknownLines.removeAll(keepingCapacity: true) }
        if line.utf8.count <= 256 { unknownLines[key] = error }
        return error
    }

    /// Applies an already parsed `command` (editor keys come this way).
    public mutating func perform(_ command: Command) -> Outcome {
        switch command {
        case .picker(let action):
            do {
                let transition = try state.applying(action)
                if transition.state != state { undoHistory.push(state) }
                state = transition.state
                return Outcome(command: command, state: state, events: transition.events, reply: transition.reply)
            } catch {
                return Outcome(state: state, failure: error)
            }
        case .undo:
            guard var previous = undoHistory.pop() else { return Outcome(state: state, failure: .nothingToUndo) }
            previous.today = state.today
            // Bounds a reloaded journal moved stay as they are now, when the old state fits inside them.
            if state.bounds.contains(previous.selection), previous.focus.map(state.bounds.contains) ?? true {
                previous.bounds = state.bounds
            }
            let events: [Event] = previous.selection == state.selection ? [] : [.reload(previous.selection)]
            state = previous
            return Outcome(
                command: command, state: state, events: events,
                reply: .undone(selection: state.selection, isOpen: state.isOpen))
        case .help:
            return Outcome(command: command, state: state, reply: .help)
        case .explain(let reading):
            return Outcome(command: command, state: state, reply: .explained(reading))
        case .history:
            return Outcome(command: command, state: state, reply: .history)
        case .entries, .balance, .reload, .question:
            return report(command)
        case .quit:
            return Outcome(command: command, state: state, reply: .goodbye)
        }
    }

    /// Runs a journal command or question against the journal. `entries` and `balance` naming a month
    /// select it first, like any month phrase.
    private mutating func report(_ command: Command) -> Outcome {
        guard let journal else { return Outcome(state: state, failure: .needsJournal(Self.word(for: command))) }
        var period = Destination.month(state.selection)
        var events: [Event] = []
        switch command {
        case .entries(let named?), .balance(let named?):
            if case .month = named {
                let selected = perform(.picker(.go(Reading(anchor: .absolute, destination: named))))
                guard selected.isSuccess else { return selected }
                events = selected.events
            }
            period = named
        default:
            break
        }
        var outcome: Outcome
        switch command {
        case .entries:
            let transactions = journal.transactions(in: period.journalPeriod)
            outcome = Outcome(command: command, state: state, reply: .entries(period, count: transactions.count))
            outcome.report = .entries(period, transactions)
        case .balance:
            outcome = Outcome(command: command, state: state, reply: .balance(period))
            outcome.report = .balances(period, journal.balances(in: period.journalPeriod))
        case .reload:
            outcome = Outcome(command: command, state: state, reply: .reloaded(transactions: journal.transactionCount))
        case .question(let question):
            guard let answer = journal.answer(question, over: question.period ?? period) else {
                if case .accounts(let text) = question.subject {
                    return Outcome(state: state, failure: .noAccountMatches(text))
                }
                return Outcome(state: state, failure: .needsJournal(Self.word(for: command)))
            }
            outcome = Outcome(command: command, state: state, reply: .answer(answer))
            outcome.report = .answer(answer)
        default:
            return Outcome(state: state, failure: .needsJournal(Self.word(for: command)))
        }
        outcome.events = events
        return outcome
    }

    private static func word(for command: Command) -> String {
        switch command {
        case .entries: "entries"
        case .balance: "balance"
        case .reload: "reload"
        default: ""  // a question
        }
    }
}

/// What one input line did: the state after it, the events, and the reply or the error.
public struct Outcome: Hashable, Sendable {
    /// The command the line was read as, or `nil` when it could not be read.
    public var command: Command?
    /// The state after the line (the same as before on an error).
    public var state: PickerState
    /// The events for the host app.
    public var events: [Event]
    /// What happened, when the line succeeded.
    public var reply: Reply?
    /// Why the line was refused, when it failed.
    public var error: PickerError?
    /// What a journal command or question found.
    public var report: Report?

    /// A success.
    public init(command: Command, state: PickerState, events: [Event] = [], reply: Reply) {
        self.command = command
        self.state = state
        self.events = events
        self.reply = reply
    }

    /// A failure: the state is the unchanged one.
    public init(state: PickerState, failure: PickerError) {
        self.state = state
        self.events = []
        self.error = failure
    }

    /// Whether the line succeeded.
    public var isSuccess: Bool { error == nil }

    /// Whether the session should end after this line.
    public var endsSession: Bool { command == .quit }
}
