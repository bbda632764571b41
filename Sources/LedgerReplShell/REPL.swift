import LedgerJournalCore
import LedgerReplCore

/// The read-apply-print loop: reads lines, hands them to the pure `Session`, carries out the effects its
/// outcomes ask for (`carryOut(_:)`) and prints the finished outcomes.
///
/// It never decides what a line means: the session does, and the encoder chooses what to print by the
/// reply. Before each line it re-reads the journal if its files changed, so the line sees the journal
/// as it is now.
///
/// The same loop serves a terminal (prompt, errors without line numbers), a piped script (no prompt,
/// `line N:` errors, exit status 1 when any line failed) and `--json` (one object per line on stdout).
public final class REPL {
    /// How the loop behaves.
    public struct Configuration: Sendable {
        /// A person at a terminal: prompt, banner, flush after every command, never stop on errors.
        public var interactive: Bool
        /// `--json`.
        public var json: Bool
        /// `--strict`: stop at the first failing line.
        public var strict: Bool
        /// How to draw.
        public var render: RenderOptions
        /// `--today` was given: never move today with the clock.
        public var fixedToday: Bool
        /// The lines are the commands of `-c`: errors say `command N:` rather than `line N:`.
        public var countsCommands = false
        /// The width comes from the terminal (not `--width`): a resize draws the view again at the new one.
        public var followsTerminalWidth = false
        /// Today's date, read before each line unless `fixedToday` (the local date; tests set their own).
        public var clock: @Sendable () -> CalendarDate = SystemEnvironment.today
    }

    // The loop's state. Every line reads or changes these several times, and each access to a class's
    // `var` is checked at run time for overlapping accesses (some 300 instructions a line in all). The
    // loop runs on one thread and nothing it calls comes back into it, so no two accesses can overlap:
    // the checks are left out for these.
    @exclusivity(unchecked) private var session: Session
    private let reader: LineReader
    /// The reader as a plain one, for a script: its lines are read as bytes and decoded only when needed.
    /// (A person at a dumb terminal gets the `String` path, with its prompt.)
    private let scriptReader: PlainLineReader?
    private let out: OutputWriter
    private let err: OutputWriter
    @exclusivity(unchecked) private var configuration: Configuration
    private let messages: Messages
    /// What the shell knows of the journal's files, to read them again when they change; the journal
    /// itself is the session's alone.
    @exclusivity(unchecked) private var watch: JournalWatch?
    /// Remembers what a script's repeated lines read as and what its refusals say (the memo layer).
    @exclusivity(unchecked) private var memo: LineMemo

    /// Makes the loop.
    public init(
        session: Session, reader: LineReader, out: OutputWriter, err: OutputWriter, configuration: Configuration,
        watch: JournalWatch? = nil
    ) {
        self.session = session
        self.watch = watch
        // A script's lines come faster than anyone edits a file: look at the files once a clock tick.
        self.watch?.checksEveryCall = configuration.interactive
        self.reader = reader
        self.scriptReader = configuration.interactive ? nil : reader as? PlainLineReader
        self.out = out
        self.err = err
        self.configuration = configuration
        self.messages = Messages(language: configuration.render.language)
        self.memo = LineMemo(messages: messages)
        // A script's errors wait in a buffer and go out together with its output, before the loop
        // would block for more input (or at the end), instead of one write per failing line. Each
        // stream keeps its own order; a person at a terminal still sees every error at once.
        if !configuration.interactive { err.limit = max(err.limit, 64 * 1024) }
    }

    /// Runs until the input ends or `quit`; returns the exit status.
    public func run() -> Int32 {
        // A local, not a property: the closures below that write with it then borrow it in place
        // rather than copying it (and retaining what it holds) once a line.
        var encoder = OutputEncoder(options: configuration.render)
        var lineNumber = 0
        var anyFailed = false
        var printedBlock = false
        if configuration.interactive, !configuration.json {
            let banner = HelpText.banner(version: Usage.number, language: configuration.render.language)
            for line in DisplayWidth.wrapped(banner, to: configuration.render.width) { out.line(line) }
            out.append { encoder.appendView(session.state, journal: session.journal, to: &$0) }
            printedBlock = true
        }
        loop: while true {
            // TERM, INT or HUP in a batch run: the last line's output is whole; flush it and stop.
            if !configuration.interactive, TerminationSignals.received != nil { break loop }
            if configuration.interactive || !(scriptReader?.hasBufferedLine ?? reader.hasBufferedLine) {
                out.flush()
                err.flush()
            }
            if out.failure != nil { break }
            if scriptReader == nil {  // a script's reader edits nothing, so it is told nothing
                reader.prepare(
                    for: EditingContext(
                        year: session.state.yearOnScreen, popoverIsOpen: session.state.isOpen, names: session.names,
                        language: configuration.render.language,
                        width: configuration.followsTerminalWidth ? configuration.render.width : nil))
            }
            let input: LineInput
            var bytes: UnsafeRawBufferPointer?  // the line, when read as bytes and not yet decoded
            if let script = scriptReader {
                switch script.readLineBytes() {
                case .line(let line):
                    bytes = line
                    input = .line("")  // never read: `bytes` stands for the line
                case .tooLong(let length): input = .tooLong(length)
                case .failure(let reason): input = .failure(reason)
                case .end: input = .end
                }
            } else {
                input = reader.readLine(prompt: prompt())
            }
            var line = ""
            var keyed: Command?  // what an editor key stands for, already read
            switch input {
            case .end:
                if !configuration.interactive, TerminationSignals.received != nil { break loop }
                if configuration.interactive { out.line("") }
                if session.awaitsAnswer {
                    let cancelled = session.step(.interruption)
                    if !configuration.json {
                        out.append { encoder.appendText(cancelled, journal: session.journal, to: &$0) }
                    }
                    // At a terminal, Ctrl-D at a recording's question ends that recording only.
                    if configuration.interactive { continue loop }
                }
                break loop
            case .interrupted:
                if session.awaitsAnswer {
                    let cancelled = session.step(.interruption)
                    out.append { encoder.appendText(cancelled, journal: session.journal, to: &$0) }
                }
                continue loop
            case .resized(let columns):
                configuration.render.width = columns
                encoder = OutputEncoder(options: configuration.render)
                out.append { encoder.appendView(session.state, journal: session.journal, to: &$0) }
                continue loop
            case .failure(let reason):
                err.line(
                    "ledger-repl: "
                        + messages.cannotReadInput(reason))
                anyFailed = true
                break loop
            case .tooLong(let length):
                lineNumber += 1
                anyFailed = true
                reportError(
                    messages.lineTooLong(length: length, limit: PlainLineReader.maximumLineLength), line: lineNumber)
                if configuration.strict { break loop }
                continue loop
            case .key(let word):
                guard let command = Command(word) else { continue loop }
                keyed = command
            case .line(let typed):
                lineNumber += 1
                // Blank lines and comments are counted but neither run nor remembered (the session says
                // which); a recording's answers are not history either.
                if let bytes {
                    // Nothing to remember: a plain reader keeps no history.
                    if session.skips(bytes) { continue loop }
                } else {
                    line = typed
                    if session.skips(line) { continue loop }
                    if !session.awaitsAnswer { reader.remember(line) }
                }
            }
            if !configuration.fixedToday { moveToday(to: configuration.clock()) }
            let refreshed = refreshJournal()
            var outcome: Outcome
            var errorText: String?
            if let keyed {
                outcome = session.step(.command(keyed))
            } else if let bytes {
                (outcome, errorText) = memo.handle(utf8: bytes, in: &session)
            } else {
                outcome = session.step(.line(line))
            }
            if let effect = outcome.effect {
                outcome = carryOut(effect, refreshed: refreshed, line: lineNumber)
                errorText = nil
            } else if case .refused(let problems) = refreshed {
                for problem in problems {
                    reportError(messages.text(for: .journalNotReloaded(problem)), line: lineNumber)
                }
            }
            let journal = session.journal
            if errorText == nil, let error = outcome.error { errorText = messages.text(for: error) }
            // A line that is not UTF-8 is quoted by its bytes (`\xFF`), not by the U+FFFD it reads as.
            if let bytes, !outcome.isSuccess, !OriginalBytes.isValidUTF8(bytes),
                let quoted = session.errorText(quotingBytesOf: bytes, messages: messages)
            {
                errorText = quoted
            }
            if configuration.json {
                out.append { out in
                    if let bytes {
                        encoder.appendJSON(
                            outcome, line: lineNumber, utf8Input: bytes, journal: journal, errorText: errorText,
                            to: &out)
                    } else {
                        encoder.appendJSON(outcome, line: lineNumber, input: line, journal: journal, to: &out)
                    }
                }
            } else if outcome.isSuccess, configuration.interactive || !outcome.endsSession {  // a pipe gets no "Bye."
                let separate = printedBlock && !configuration.interactive  // a prompt line separates them
                out.append { bytes in
                    if separate { bytes.append(UInt8(ascii: "\n")) }
                    encoder.appendText(outcome, journal: journal, to: &bytes)
                }
                printedBlock = true
            }
            if let errorText {
                anyFailed = true
                reportError(errorText, line: lineNumber)
                if configuration.strict && !configuration.interactive { break loop }
            }
            if outcome.endsSession { break loop }
        }
        out.flush()
        err.flush()
        if !configuration.interactive, let signal = TerminationSignals.received {
            return TerminationSignals.status(for: signal)
        }
        switch out.failure {
        case .brokenPipe: return 1
        case .error(let reason):
            err.line(
                "ledger-repl: " + messages.cannotWriteOutput(reason))
            err.flush()
            return 1
        case nil: return anyFailed && !configuration.interactive ? 1 : 0
        }
    }

    /// What re-reading the journal before a line did (the journal itself went to the session).
    private enum Refreshed {
        /// The files are as they were.
        case unchanged
        /// The files changed, and the session browses the journal they hold now.
        case reloaded
        /// The files changed but did not load; the session keeps the last good journal. Every problem.
        case refused([JournalError])
    }

    /// Re-reads the journal when its files changed, and hands the new one to the session when it
    /// loaded. A refusal is returned, not reported: `reload` makes it the line's error, any other line
    /// reports it.
    private func refreshJournal() -> Refreshed {
        // In place: copying the watch out and back would retain and release what it holds every line.
        switch watch?.reload() {
        case nil, .unchanged?:
            return .unchanged
        case .reloaded(let journal, let warnings)?:
            reportNewWarnings(warnings)
            session.browse(journal)
            return .reloaded
        case .refused(let problems)?:
            return .refused(problems)
        }
    }

    /// Shows the warnings a reload found that the journal before it did not have.
    private func reportNewWarnings(_ warnings: [JournalError]) {
        guard !warnings.isEmpty else { return }
        if configuration.interactive { out.flush() }
        JournalReading.reportWarnings(warnings, language: configuration.render.language, to: err)
    }

    /// Carries out what the session asked for on line `line`, hands back what came of it and returns the
    /// line's finished outcome. `refreshed` is what re-reading the journal before the line did.
    private func carryOut(_ effect: Effect, refreshed: Refreshed, line: Int) -> Outcome {
        switch effect {
        case .reloadJournal:
            // Files that changed were just read again; read them again only when that did not happen.
            if case .reloaded = refreshed { return session.step(.effectResult(.journalUnchanged)) }
            guard let result = watch?.reload(force: true) else {
                return session.step(.effectResult(.journalUnchanged))
            }
            let came: EffectResult
            switch result {
            case .unchanged: came = .journalUnchanged
            case .reloaded(let journal, let warnings):
                reportNewWarnings(warnings)
                came = .journalReloaded(journal)
            case .refused(let problems):
                for problem in problems.dropFirst() { reportError(messages.text(for: problem), line: line) }
                came = .journalRefused(problems)
            }
            return session.step(.effectResult(came))
        case .listHistory:
            return session.step(.effectResult(.historyListed(reader.historyEntries)))
        case .appendEntry(let request):
            guard let file = session.recording.file, let recorded = record(request.entry, to: file) else {
                return session.step(.effectResult(.entryNotAppended(request, .standardInput, journal: .unchanged)))
            }
            switch recorded.result {
            case .success(let receipt):
                return session.step(.effectResult(.entryAppended(request, receipt: receipt, journal: recorded.update)))
            case .failure(let refusal):
                return session.step(.effectResult(.entryNotAppended(request, refusal, journal: recorded.update)))
            }
        case .takeBackEntry(let request):
            let result = JournalAppender.undo(request.receipt)
            let update = reloadAfterWriting(force: (try? result.get()) != nil)
            switch result {
            case .success:
                return session.step(.effectResult(.entryTakenBack(request, journal: update)))
            case .failure(let refusal):
                return session.step(.effectResult(.entryNotTakenBack(request, refusal, journal: update)))
            }
        }
    }

    /// Appends `entry` to `file` of the session's journal and says how that journal is brought up to the
    /// files (by the appended bytes alone when it can), or `nil` without a journal read from files.
    ///
    /// The session's journal is only looked at here: when this returns, the session holds the one
    /// reference to it again, so the bytes it grows by are added where its records are.
    private func record(_ entry: NewEntry, to file: String) -> JournalWatch.Recorded? {
        guard watch != nil, let journal = session.journal else { return nil }
        guard let recorded = watch?.record(entry, to: file, of: journal) else { return nil }
        reportNewWarnings(recorded.newWarnings)
        return recorded
    }

    /// Reads the journal again after recording wrote to it (`force`), or when its files changed: how
    /// the session's journal is brought up to the files.
    private func reloadAfterWriting(force: Bool) -> JournalUpdate {
        guard let reload = watch?.reload(force: force) else { return .unchanged }
        reportNewWarnings(reload.newWarnings)
        return reload.update
    }

    /// Moves today to `day` (midnight in a long session); the session decides what that changes.
    private func moveToday(to day: CalendarDate) {
        session.setToday(day)
    }

    private func prompt() -> String {
        configuration.interactive ? session.prompt(messages) : ""
    }

    private func reportError(_ message: String, line: Int) {
        if configuration.interactive {
            out.flush()
            let label = messages.errorLabel
            let lines = DisplayWidth.wrapped(
                label + message, to: configuration.render.width, hangingIndent: DisplayWidth.of(label))
            for line in lines { err.line(line) }
        } else {
            // Written as bytes: a script may refuse a third of a million lines.
            let counts = configuration.countsCommands
            let language = configuration.render.language
            err.append {
                OutputEncoder.appendErrorLine(message, line: line, countsCommands: counts, language: language, to: &$0)
            }
            return  // flushed with the output; see `init`
        }
        err.flush()
    }
}
