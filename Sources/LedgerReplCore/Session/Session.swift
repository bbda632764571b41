import LedgerJournalCore

/// A running session: the picker state, the undo history, the journal being browsed, and how each
/// input line changes them.
///
/// Pure: the shell feeds lines in (and tells it today's date) and prints the `Outcome`s it returns. What
/// a line asks of the outside world comes back as the outcome's `effect`, for the shell to carry out and
/// hand back to `complete(_:)`.
///
/// The report path: a journal command or question parses to a `Command` (`entries`, `balance`,
/// `question`), `perform(_:)` sends it to `report(_:)`, which asks the journal and puts the figures in
/// `Outcome.report` and the sentence in `Outcome.reply`; `TextOutput` and `OutputEncoder` print them by
/// the reply. A new kind of question is a `Question.Subject` case answered in `Journal.answer`.
public struct Session: Sendable {
    /// The picker as it is now.
    public private(set) var state: PickerState
    /// The states `undo` can return to.
    public private(set) var undoHistory: UndoHistory
    /// The journal being browsed, if any: the one place it is kept.
    public private(set) var journal: Journal?
    /// The journal's account names in lower case, for the parse context (`nil` without a journal).
    private var accountNames: [String]?

    /// Makes a session starting from `state`.
    public init(state: PickerState, undoCapacity: Int = 1000) {
        self.state = state
        self.undoHistory = UndoHistory(capacity: undoCapacity)
    }

    /// Starts browsing `journal` (or none), with the selectable months narrowed to `bounds`. The bounds
    /// widen as needed to keep the current selection and focus selectable, so a reload never moves them.
    public mutating func browse(_ journal: Journal?, within bounds: MonthBounds) {
        self.journal = journal
        accountNames = journal.map { $0.accounts.map { $0.lowercased() } }
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

    /// What lines are read against now: today, the year on screen and the journal's accounts.
    public var parseContext: ParseContext {
        ParseContext(today: state.today, screenYear: state.yearOnScreen, accountNames: accountNames)
    }

    /// Parses the line whose bytes are `line` and applies it, like `handle(_:)` on the line's text
    /// (`String(decoding: line, as: UTF8.self)`: invalid UTF-8 reads as U+FFFD).
    public mutating func handle(utf8 line: UnsafeRawBufferPointer) -> Outcome {
        handle(String(decoding: line, as: UTF8.self))
    }

    /// Parses `line` and applies it. The state is unchanged when the outcome is an error.
    public mutating func handle(_ line: String) -> Outcome {
        do throws(PickerError) {
            return perform(try CommandParser(context: parseContext).parse(line))
        } catch {
            return Outcome(state: state, failure: error)
        }
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
        case .help(let topic):
            return Outcome(command: command, state: state, reply: .help(topic: topic))
        case .explain(let reading):
            return Outcome(command: command, state: state, reply: .explained(reading))
        case .history:
            return Outcome(command: command, state: state, effect: .listHistory)
        case .reload:
            guard journal != nil else { return Outcome(state: state, failure: .needsJournal("reload")) }
            return Outcome(command: command, state: state, effect: .reloadJournal)
        case .entries, .balance, .question:
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
        default: ""  // a question
        }
    }

    /// Finishes the line whose outcome asked for an effect, with what came of carrying it out; the
    /// outcome returned is the line's.
    public mutating func complete(_ result: EffectResult) -> Outcome {
        switch result {
        case .journalReloaded(let journal, let bounds):
            browse(journal, within: bounds)
            return Outcome(
                command: .reload, state: state, reply: .reloaded(transactions: journal.transactionCount))
        case .journalUnchanged:
            guard let journal else { return Outcome(state: state, failure: .needsJournal("reload")) }
            return Outcome(
                command: .reload, state: state, reply: .reloaded(transactions: journal.transactionCount))
        case .journalRefused(let reasons):
            return Outcome(state: state, failure: .journalNotReloaded(reasons.first ?? ""))
        case .historyListed(let lines):
            return Outcome(command: .history, state: state, reply: .history(lines))
        }
    }
}
