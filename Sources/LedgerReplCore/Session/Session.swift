import LedgerJournalCore

/// A running session: the picker state, the undo history, the journal being browsed, and how each
/// input line changes them.
///
/// Pure: the shell feeds inputs in through `step(_:)` (and tells it today's date) and prints the
/// `Outcome`s it returns. What a line asks of the outside world comes back as the outcome's `effect`, for
/// the shell to carry out and feed back in as the next input (`.effectResult`).
///
/// The report path: a journal command or question parses to a `Command` (`entries`, `balance`,
/// `change`, `question`), `perform(_:)` sends it to `report(_:)`, which asks the journal and puts the
/// figures in `Outcome.report` and the sentence in `Outcome.reply`; `TextOutput` and `OutputEncoder`
/// print them by the reply. A new kind of question is a `Question.Kind` case answered in
/// `Journal.answer(_:selected:names:)` and worded in `Messages+Answers.swift`.
public struct Session: Sendable {
    /// The picker as it is now.
    public internal(set) var state: PickerState
    /// The states `undo` can return to.
    public internal(set) var undoHistory: UndoHistory
    /// The journal being browsed, if any: the one place it is kept.
    public private(set) var journal: Journal?
    /// The journal's accounts and payees, for reading and answering questions (`nil` without a journal).
    public private(set) var names: JournalNames?
    /// Counts the journals browsed: it changes whenever the journal does, so what was read against one
    /// journal is known not to hold for the next.
    public private(set) var journalGeneration = 0
    /// Recording: how it asks, the file it writes, and the conversation waiting for an answer.
    public internal(set) var recording = RecordingSession() {
        didSet { awaitsAnswer = recording.conversation != nil }
    }
    /// Whether the next line answers a question recording asked (it is not read as a command). Kept
    /// beside `recording` so that asking, once a line, copies nothing.
    public private(set) var awaitsAnswer = false

    /// Makes a session starting from `state`.
    public init(state: PickerState, undoCapacity: Int = 1000) {
        self.state = state
        self.undoHistory = UndoHistory(capacity: undoCapacity)
    }

    /// Starts browsing `journal` (or none). The selectable months stay as they are: a journal's months
    /// are marked, never a fence, so a reload never moves the selection or the bounds.
    public mutating func browse(_ journal: Journal?) {
        self.journal = journal
        names = journal.map(JournalNames.init)
        journalGeneration += 1
    }

    /// Brings the journal up to its files as `update` says, after an effect wrote to them: keeps it,
    /// browses the one read again, or reads the bytes appended on from the end of its last file, in
    /// place (the session is the journal's one owner, so its records grow where they are).
    mutating func updateJournal(_ update: JournalUpdate) {
        switch update {
        case .unchanged:
            break
        case .replaced(let journal):
            browse(journal)
        case .grown(let bytes, let file):
            guard var grown = journal else { return }
            journal = nil  // the one reference left is `grown`'s
            // The entry was checked against this journal read on with these bytes, so they read on.
            _ = grown.append(bytes, toFile: file)
            browse(grown)
        }
    }

    /// Moves "today" (the shell calls this when the date changes during a session).
    public mutating func setToday(_ today: CalendarDate) { state.today = today }

    /// What an interactive prompt says now: recording's question while one waits for an answer, else
    /// the selected month and, while the popover is open, the year it shows (`2026-11 [2027]> `).
    public func prompt(_ messages: Messages) -> String {
        if let question = recordingPrompt(messages) { return question }
        if let year = state.shownYear { return "\(state.selection) [\(Self.fourDigits(year))]> " }
        return "\(state.selection)> "
    }

    /// A year with at least four digits: `0042`.
    private static func fourDigits(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// What lines are read against now: today, the year on screen and the journal's accounts and payees.
    public var parseContext: ParseContext {
        ParseContext(today: state.today, screenYear: state.yearOnScreen, names: names, journal: journal)
    }

    /// Parses the line whose bytes are `line` and applies it, like `handle(_:)` on the line's text
    /// (`String(decoding: line, as: UTF8.self)`: invalid UTF-8 reads as U+FFFD).
    public mutating func handle(utf8 line: UnsafeRawBufferPointer) -> Outcome {
        if awaitsAnswer { return handle(String(decoding: line, as: UTF8.self)) }
        do throws(PickerError) {
            return perform(try CommandParser(context: parseContext).parse(utf8: line))
        } catch {
            return Outcome(state: state, failure: error)
        }
    }

    /// Parses `line` and applies it: `step(.line(line))`. The state is unchanged when the outcome is an
    /// error.
    public mutating func handle(_ line: String) -> Outcome {
        if awaitsAnswer { return answerRecording(line) }
        do throws(PickerError) {
            return perform(try CommandParser(context: parseContext).parse(line))
        } catch {
            return Outcome(state: state, failure: error)
        }
    }

    /// Applies what a line read as: the command performed, or the refusal as a failed outcome.
    public mutating func apply(_ parsed: Result<Command, PickerError>) -> Outcome {
        switch parsed {
        case .success(let command): perform(command)
        case .failure(let error): Outcome(state: state, failure: error)
        }
    }

    /// Applies an already parsed `command`: `step(.command(command))`.
    public mutating func perform(_ command: Command) -> Outcome {
        switch command {
        case .picker(let action):
            let transition: Transition
            do throws(PickerError) {
                transition = try state.applying(action)
            } catch {
                return Outcome(state: state, failure: error)
            }
            if transition.state != state { undoHistory.push(state) }
            state = transition.state
            return Outcome(state: state, events: transition.events, reply: transition.reply)
        case .undo:
            guard let step = undoHistory.pop() else { return Outcome(state: state, failure: .nothingToUndo) }
            guard case .state(let previous) = step else { return takeBack(step) }
            let events = restore(previous)
            let reply = Reply.undone(selection: state.selection, isOpen: state.isOpen)
            return Outcome(state: state, events: events, reply: reply)
        case .help(let topic):
            return Outcome(state: state, reply: .help(topic))
        case .explain(let reading):
            return Outcome(state: state, reply: .explained(reading))
        case .history:
            return Outcome(state: state, effect: .listHistory)
        case .reload:
            guard journal != nil else { return Outcome(state: state, failure: .needsJournal(.reload)) }
            return Outcome(state: state, effect: .reloadJournal)
        case .entries(let filter):
            return report(.entries(filter))
        case .balance(let filter):
            return report(.balance(filter))
        case .change(let filter):
            return report(.change(filter))
        case .question(let question):
            return report(.question(question))
        case .record(let spoken):
            return record(spoken)
        case .quit:
            return Outcome(state: state, reply: .goodbye)
        }
    }

    /// Returns to `previous` (an undo), keeping today, and the bounds a reloaded journal moved when the
    /// old state fits inside them; the events say the calendar to reload when the selection moved.
    mutating func restore(_ previous: PickerState) -> Events {
        var previous = previous
        previous.today = state.today
        if state.bounds.contains(previous.selection), previous.focus.map(state.bounds.contains) ?? true {
            previous.bounds = state.bounds
        }
        let events = previous.selection == state.selection ? Events() : Events(.reload(previous.selection))
        state = previous
        return events
    }

    /// What a line asks of the journal: a listing, the balances, the changes or a question.
    private enum JournalRequest {
        case entries(ReportFilter)
        case balance(ReportFilter)
        case change(ReportFilter)
        case question(Question)

        /// The command word a refusal without a journal names (`nil` for a question).
        var word: CommandWord? {
            switch self {
            case .entries: .entries
            case .balance: .balance
            case .change: .change
            case .question: nil
            }
        }
    }

    /// Runs a journal command or question against the journal. `entries`, `balance` and `change`
    /// naming a month within the bounds select it after the report is made, like any month phrase
    /// (nothing changes when the report fails).
    private mutating func report(_ request: JournalRequest) -> Outcome {
        guard let journal, let names else {
            return Outcome(state: state, failure: .needsJournal(request.word))
        }
        let reply: Reply
        let report: Report
        let named: ReportFilter?
        do throws(AnswerError) {
            switch request {
            case .entries(let filter):
                let (listing, transactions) = try journal.entries(
                    filter, selected: state.selection, today: state.today.yearMonth, names: names)
                (reply, report) = (.entries(listing, count: transactions.count), .entries(listing, transactions))
                named = filter
            case .balance(let filter):
                let (listing, balances) = try journal.runningBalances(
                    filter, selected: state.selection, today: state.today.yearMonth, names: names)
                (reply, report) = (.balance(listing), .runningBalances(listing, balances))
                named = filter
            case .change(let filter):
                let (listing, balances) = try journal.changes(
                    filter, selected: state.selection, today: state.today.yearMonth, names: names)
                (reply, report) = (.change(listing), .balances(listing.period, balances))
                named = filter
            case .question(let question):
                let answer = try journal.answer(
                    question, selected: state.selection, today: state.today.yearMonth, asOf: state.today,
                    names: names)
                (reply, report) = (.answer(answer), .answer(answer))
                named = nil
            }
        } catch {
            switch error {
            case .noMatch(let word, let nearest):
                return Outcome(state: state, failure: .noAccountMatches(word, nearest: nearest))
            }
        }
        var events = Events()
        // A month outside the bounds is reported on (it has no entries, and says so, as a question
        // about it does) without being selected.
        if case .month(let month)? = named?.period, state.bounds.contains(month) {
            let selected = perform(.picker(.go(Reading(anchor: .absolute, destination: .month(month)))))
            guard selected.isSuccess else { return selected }
            events = selected.events
        }
        var outcome = Outcome(state: state, events: events, reply: reply)
        outcome.report = report
        return outcome
    }

    /// Takes one input: a line, the command of an editor key, what came of the effect the last outcome
    /// asked for (the outcome returned is that line's), or an interruption. The one way into a session.
    public mutating func step(_ input: SessionInput) -> Outcome {
        switch input {
        case .line(let line): handle(line)
        case .command(let command): perform(command)
        case .effectResult(let result): finish(result)
        case .interruption: interrupt()
        }
    }

    /// Finishes the line whose outcome asked for an effect, with what came of carrying it out.
    private mutating func finish(_ result: EffectResult) -> Outcome {
        switch result {
        case .journalReloaded(let journal):
            browse(journal)
            return Outcome(state: state, reply: .reloaded(transactions: journal.transactionCount))
        case .journalUnchanged:
            guard let journal else { return Outcome(state: state, failure: .needsJournal(.reload)) }
            return Outcome(state: state, reply: .reloaded(transactions: journal.transactionCount))
        case .journalRefused(let problems):
            guard let first = problems.first else {
                return Outcome(state: state, reply: .reloaded(transactions: journal?.transactionCount ?? 0))
            }
            return Outcome(state: state, failure: .journalNotReloaded(first))
        case .historyListed(let lines):
            return Outcome(state: state, reply: .history(lines))
        case .entryAppended, .entryNotAppended, .entryTakenBack, .entryNotTakenBack:
            return finishRecording(result)
        }
    }
}
