import LedgerJournalCore
import LedgerReplCore

/// The read-apply-print loop: reads lines, hands them to the pure `Session`, prints what it returns.
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
        /// `--min` and `--max` as given; a journal's months fill in the ones not given.
        public var explicitBounds: (first: YearMonth?, last: YearMonth?) = (nil, nil)
        /// The lines are the commands of `-c`: errors say `command N:` rather than `line N:`.
        public var countsCommands = false
        /// The width comes from the terminal (not `--width`): a resize draws the view again at the new one.
        public var followsTerminalWidth = false
    }

    private var session: Session
    private let reader: LineReader
    /// The reader as a plain one, for a script: its lines are read as bytes and decoded only when needed.
    /// (A person at a dumb terminal gets the `String` path, with its prompt.)
    private let scriptReader: PlainLineReader?
    private let out: OutputWriter
    private let err: OutputWriter
    private var configuration: Configuration
    private var encoder: OutputEncoder
    private let messages: Messages
    private var journal: JournalWatch?

    /// Makes the loop.
    public init(
        session: Session, reader: LineReader, out: OutputWriter, err: OutputWriter, configuration: Configuration,
        journal: JournalWatch? = nil
    ) {
        self.session = session
        self.journal = journal
        self.reader = reader
        self.scriptReader = configuration.interactive ? nil : reader as? PlainLineReader
        self.out = out
        self.err = err
        self.configuration = configuration
        self.encoder = OutputEncoder(options: configuration.render)
        self.messages = encoder.messages
        self.encoder.journal = session.journal
        // A script's errors wait in a buffer and go out together with its output, before the loop
        // would block for more input (or at the end), instead of one write per failing line. Each
        // stream keeps its own order; a person at a terminal still sees every error at once.
        if !configuration.interactive { err.limit = max(err.limit, 64 * 1024) }
    }

    /// Runs until the input ends or `quit`; returns the exit status.
    public func run() -> Int32 {
        var lineNumber = 0
        var anyFailed = false
        var printedBlock = false
        if configuration.interactive, !configuration.json {
            out.line(
                configuration.render.language == .korean
                    ? "ledger-repl \(Usage.number). help: 명령 목록, quit: 끝내기."
                    : "ledger-repl \(Usage.number). Type help for the commands, quit to leave.")
            out.append { encoder.appendView(session.state, to: &$0) }
            printedBlock = true
        }
        loop: while true {
            if configuration.interactive || !reader.hasBufferedLine {
                out.flush()
                err.flush()
            }
            if out.failure != nil { break }
            reader.prepare(
                for: EditingContext(
                    year: session.state.yearOnScreen, popoverIsOpen: session.state.isOpen, journal: session.journal,
                    language: configuration.render.language,
                    width: configuration.followsTerminalWidth ? configuration.render.width : nil))
            let input: LineInput
            var bytes: UnsafeRawBufferPointer?  // the line, when read as bytes and not yet decoded
            if let script = scriptReader {
                switch script.readLineBytes() {
                case .line(let line) where journal == nil:
                    bytes = line
                    input = .line("")  // never read: `bytes` stands for the line
                case .line(let line): input = .line(String(decoding: line, as: UTF8.self))
                case .tooLong(let length): input = .tooLong(length)
                case .failure(let reason): input = .failure(reason)
                case .end: input = .end
                }
            } else {
                input = reader.readLine(prompt: prompt())
            }
            var line = ""
            switch input {
            case .end:
                if configuration.interactive { out.line("") }
                break loop
            case .interrupted:
                continue loop
            case .resized(let columns):
                configuration.render.width = columns
                encoder = OutputEncoder(options: configuration.render)
                encoder.journal = session.journal
                out.append { encoder.appendView(session.state, to: &$0) }
                continue loop
            case .failure(let reason):
                err.line("ledger-repl: cannot read input: \(reason)")
                anyFailed = true
                break loop
            case .tooLong(let length):
                lineNumber += 1
                anyFailed = true
                reportError(
                    "line too long (\(length) bytes; the limit is \(PlainLineReader.maximumLineLength))",
                    line: lineNumber)
                if configuration.strict { break loop }
                continue loop
            case .key(let command):
                line = command
            case .line(let typed):
                lineNumber += 1
                if let bytes {
                    // Nothing to remember: a plain reader keeps no history.
                    if Self.isSkipped(bytes) { continue loop }
                } else {
                    line = typed
                    if Self.isSkipped(line) { continue loop }
                    reader.remember(line)
                }
            }
            if !configuration.fixedToday { session.setToday(SystemEnvironment.today()) }
            let outcome = bytes.map { session.handle(utf8: $0) } ?? handle(line, number: lineNumber)
            if configuration.json {
                let extra = historyField(outcome)
                out.append { out in
                    if let bytes {
                        encoder.appendJSON(outcome, line: lineNumber, utf8Input: bytes, extra: extra, to: &out)
                    } else {
                        encoder.appendJSON(outcome, line: lineNumber, input: line, extra: extra, to: &out)
                    }
                }
            } else if outcome.isSuccess, configuration.interactive || !outcome.endsSession {  // a pipe gets no "Bye."
                let separate = printedBlock && !configuration.interactive  // a prompt line separates them
                let noHistory = outcome.command == .history && reader.historyEntries.isEmpty
                out.append { bytes in
                    if separate { bytes.append(UInt8(ascii: "\n")) }
                    if noHistory {
                        bytes += (messages.noHistory + "\n").utf8
                    } else {
                        encoder.appendText(outcome, to: &bytes)
                    }
                }
                if outcome.command == .history { listHistory() }
                printedBlock = true
            }
            if let error = outcome.error {
                anyFailed = true
                reportError(messages.text(for: error), line: lineNumber)
                if configuration.strict && !configuration.interactive { break loop }
            }
            if outcome.endsSession { break loop }
        }
        out.flush()
        err.flush()
        switch out.failure {
        case .brokenPipe: return 1
        case .error(let reason):
            err.line("ledger-repl: write error: \(reason)")
            err.flush()
            return 1
        case nil: return anyFailed && !configuration.interactive ? 1 : 0
        }
    }

    /// Runs one line: re-reads the journal first when its files changed (always for `reload`, whose
    /// refusal is the line's error), then hands the line to the session.
    private func handle(_ line: String, number: Int) -> Outcome {
        guard journal != nil else { return session.handle(line) }
        guard case .success(.reload) = session.parse(line) else {
            reloadJournal(force: false, line: number)
            return session.handle(line)
        }
        if case .refused(let reasons) = reloadJournal(force: true, line: number, reporting: false) {
            for reason in reasons.dropFirst() { reportError(reason, line: number) }
            return Outcome(state: session.state, failure: .journalNotReloaded(reasons.first ?? ""))
        }
        return session.handle(line)
    }

    /// Re-reads the journal when its files changed (or when `force` is set); says so, or why the new
    /// one was refused while the old one stays.
    @discardableResult
    private func reloadJournal(force: Bool, line: Int, reporting: Bool = true) -> JournalWatch.Reload {
        guard var watch = journal else { return .unchanged }
        let result = watch.reload(force: force)
        journal = watch
        switch result {
        case .unchanged:
            break
        case .reloaded:
            let fresh = watch.loaded.journal
            let covered = Program.bounds(of: fresh, including: session.state.today.yearMonth)
            let first = configuration.explicitBounds.first ?? covered.first
            let last = configuration.explicitBounds.last ?? covered.last
            session.browse(fresh, within: MonthBounds(first: first, last: last) ?? covered)
            encoder.journal = fresh
        case .refused(let reasons):
            for reason in reasons where reporting {
                reportError("journal not reloaded, keeping the last good one: " + reason, line: line)
            }
        }
        return result
    }

    /// Blank lines and `#` comments are skipped and not counted as commands.
    ///
    /// The same test on a line's undecoded bytes: spaces, tabs, `\r` and `#` are single ASCII bytes in
    /// UTF-8 and no byte of a longer sequence (or of invalid input, which decodes to U+FFFD) is ASCII,
    /// so this answers exactly as the test on the decoded text.
    static func isSkipped(_ line: UnsafeRawBufferPointer) -> Bool {
        for byte in line {
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { continue }
            return byte == 0x23
        }
        return true
    }

    /// Blank lines and `#` comments are skipped and not counted as commands.
    static func isSkipped(_ line: String) -> Bool {
        for character in line.unicodeScalars {
            if character == " " || character == "\t" || character == "\r" { continue }
            return character == "#"
        }
        return true
    }

    private func prompt() -> String {
        guard configuration.interactive else { return "" }
        let state = session.state
        if let year = state.shownYear { return "\(state.selection) [\(zeroPaddedYear(year))]> " }
        return "\(state.selection)> "
    }

    private func zeroPaddedYear(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func reportError(_ message: String, line: Int) {
        if configuration.interactive {
            out.flush()
            err.line(configuration.render.language == .korean ? "오류: " + message : "error: " + message)
        } else {
            err.line((configuration.countsCommands ? "command \(line): " : "line \(line): ") + message)
            return  // flushed with the output; see `init`
        }
        err.flush()
    }

    private func listHistory() {
        for (index, entry) in reader.historyEntries.enumerated() {
            out.line(String(index + 1).leftPadded(to: 5) + "  " + VisibleText.escaping(entry, limit: 200))
        }
    }

    private func historyField(_ outcome: Outcome) -> [(String, String)] {
        guard outcome.command == .history else { return [] }
        return [("history", JSONLine.array(reader.historyEntries))]
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
