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

    /// Makes a session starting from `state`.
    public init(state: PickerState, undoCapacity: Int = 1000) {
        self.state = state
        self.undoHistory = UndoHistory(capacity: undoCapacity)
    }

    /// The journal being browsed, if any.
    public private(set) var journal: Journal?
    /// The journal's accounts and payees, for reading and answering questions.
    public private(set) var names: JournalNames?

    /// Starts browsing `journal` (or none), with the selectable months narrowed to `bounds`. The bounds
    /// widen as needed to keep the current selection and focus selectable, so a reload never moves them.
    public mutating func browse(_ journal: Journal?, within bounds: MonthBounds) {
        self.journal = journal
        self.names = journal.map(JournalNames.init)
        var first = min(bounds.first, state.selection)
        var last = max(bounds.last, state.selection)
        if let focus = state.focus {
            first = min(first, focus)
            last = max(last, focus)
        }
        state.bounds = MonthBounds(uncheckedFirst: first, last: last)
    }

    /// Moves "today" (the shell calls this when the date changes during a session).
    public mutating func setToday(_ today: CalendarDate) { state.today = today }

    /// Applies what a line parsed to; `line` gives its text, needed only to refuse a question.
    private mutating func apply(_ parsed: Result<Command, PickerError>, line: () -> String) -> Outcome {
        switch parsed {
        case .success(let command):
            return perform(command)
        case .failure(let error): return Outcome(state: state, failure: error)
        }
    }

    /// Parses the line whose bytes are `line` and applies it, like `handle(_:)` on the line's text
    /// (`String(decoding: line, as: UTF8.self)`: invalid UTF-8 reads as U+FFFD).
    public mutating func handle(utf8 line: UnsafeRawBufferPointer) -> Outcome {
        handle(String(decoding: line, as: UTF8.self))
    }

    /// Parses `line` and applies it. The state is unchanged when the outcome is an error.
    public mutating func handle(_ line: String) -> Outcome {
        apply(parse(line), line: { line })
    }

    /// What `line` parses to in the current context.
    public func parse(_ line: String) -> Result<Command, PickerError> {
        Result { () throws(PickerError) in try CommandParser(context: ParseContext(state, names: names)).parse(line) }
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
        case .entries, .balance, .change, .reload, .question:
            return report(command)
        case .quit:
            return Outcome(command: command, state: state, reply: .goodbye)
        }
    }

    /// Runs a journal command or question against the journal. `entries`, `balance` and `change`
    /// naming a month select it after the report is made, like any month phrase (nothing changes when
    /// the report fails).
    private mutating func report(_ command: Command) -> Outcome {
        guard let journal, let names else {
            return Outcome(state: state, failure: .needsJournal(Self.word(for: command)))
        }
        let reply: Reply
        let report: Report?
        do throws(AnswerError) {
            switch command {
            case .entries(let filter):
                let (listing, transactions) = try journal.entries(filter, selected: state.selection, names: names)
                (reply, report) = (.entries(listing, count: transactions.count), .entries(listing, transactions))
            case .balance(let filter):
                let (listing, balances) = try journal.runningBalances(filter, selected: state.selection, names: names)
                (reply, report) = (.balance(listing), .runningBalances(listing, balances))
            case .change(let filter):
                let (listing, balances) = try journal.changes(filter, selected: state.selection, names: names)
                (reply, report) = (.change(listing), .balances(listing.period, balances))
            case .reload:
                (reply, report) = (.reloaded(transactions: journal.transactionCount), nil)
            case .question(let question):
                let answer = try journal.answer(question, selected: state.selection, names: names)
                (reply, report) = (.answer(answer), .answer(answer))
            default:
                return Outcome(state: state, failure: .needsJournal(Self.word(for: command)))
            }
        } catch {
            switch error {
            case .noMatch(let word, let nearest):
                return Outcome(state: state, failure: .noAccountMatches(word, nearest: nearest))
            }
        }
        var events: [Event] = []
        switch command {
        case .entries(let filter), .balance(let filter), .change(let filter):
            if case .month? = filter.period, let named = filter.period {
                let selected = perform(.picker(.go(Reading(tokens: [], anchor: .absolute, destination: named))))
                guard selected.isSuccess else { return selected }
                events = selected.events
            }
        default:
            break
        }
        var outcome = Outcome(command: command, state: state, events: events, reply: reply)
        outcome.report = report
        return outcome
    }

    private static func word(for command: Command) -> String {
        switch command {
        case .entries: "entries"
        case .balance: "balance"
        case .change: "change"
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
