import LedgerJournalCore
import LedgerReplCore

#if canImport(Glibc)
    import Glibc
#endif

/// The program: reads the command line and the environment, builds the session, the reader and the
/// writers, and runs the loop. Returns the exit status.
public enum Program {
    /// Runs `ledger-repl` with `arguments` (without the program name) and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let out = OutputWriter(fd: STDOUT_FILENO)
        let err = OutputWriter(fd: STDERR_FILENO, limit: 0)
        let options: Options
        do {
            options = try Options(parsing: arguments)
        } catch {
            // Said in the language the command line or the locale asks for, though the line failed.
            let messages = Messages(language: Options.language(in: arguments) ?? SystemEnvironment.language)
            err.line("ledger-repl: \(error.message(in: messages.language))")
            err.line(messages.synopsis)
            return 2
        }
        // The language comes first: journal errors are reported in it.
        let language = options.language ?? SystemEnvironment.language
        let messages = Messages(language: language)
        if options.showHelp {
            out.line(Usage.help(in: language))
            out.flush()
            return out.failure == nil ? 0 : 1
        }
        if options.showVersion {
            out.line("ledger-repl \(Usage.version)")
            out.flush()
            return out.failure == nil ? 0 : 1
        }

        let stdinIsTerminal = SystemEnvironment.isTerminal(STDIN_FILENO)
        // A batch run finishes the line in progress on TERM, INT or HUP, then exits 128 + N (a terminal's
        // reader installs its own handlers); installed before the journal loads, so a signal during a
        // long load is noted too and no command runs after it.
        if options.commands != nil || options.scriptPath != nil || !stdinIsTerminal { TerminationSignals.install() }

        var journalPaths = options.journalPaths
        if journalPaths.isEmpty, let file = SystemEnvironment.variable("LEDGER_FILE"), !file.isEmpty {
            journalPaths = [file]
        }
        if journalPaths.contains("-"), options.commands == nil, options.scriptPath == nil {
            err.line("ledger-repl: " + messages.journalFromStandardInputNeedsCommands)
            err.line(messages.synopsis)
            return 2
        }
        let today = options.today ?? SystemEnvironment.today()
        var watch: JournalWatch?
        var journal: Journal?
        if !journalPaths.isEmpty {
            let reading: JournalOptions
            switch JournalReading.options(
                today: today, fixedToday: options.today != nil, auto: options.auto, forecast: options.forecast)
            {
            case .success(let found): reading = found
            case .failure(let error):
                err.line("ledger-repl: \(error.message(in: language))")
                err.line(messages.synopsis)
                return 2
            }
            switch JournalWatch.load(paths: journalPaths, options: reading) {
            case .success(let loaded):
                (watch, journal) = (loaded.watch, loaded.journal)
                JournalReading.reportWarnings(loaded.journal, language: language, to: err)
            case .failure(let failure):
                for error in failure.errors { err.line("ledger-repl: " + messages.text(for: error)) }
                return 1
            }
        }
        let hasJournal = watch != nil

        var session: Session
        switch Session.starting(at: options.month, today: today, fencedBy: options.first, options.last) {
        case .success(let started): session = started
        case .failure(let problem):
            let bounds = problem.bounds
            err.line(
                "ledger-repl: " + messages.startOutsideBounds(problem.month, first: bounds.first, last: bounds.last))
            err.line(messages.synopsis)
            return 2
        }
        let reader: LineReader
        var interactive = false
        if let commands = options.commands {
            reader = PlainLineReader(text: commands)
        } else if let path = options.scriptPath {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                let reason = FileReader.problem(errno)
                err.line("ledger-repl: " + messages.cannotOpenScript(path, reason: reason))
                return 2
            }
            reader = PlainLineReader(fd: fd)
        } else if stdinIsTerminal {
            interactive = true
            reader =
                SystemEnvironment.termIsUsable
                ? makeInteractiveReader(
                    InteractiveConfiguration(noHistory: options.noHistory, language: language))
                : PlainLineReader(fd: STDIN_FILENO, showsPrompt: true)
        } else {
            reader = PlainLineReader(fd: STDIN_FILENO)
        }

        let color: Bool
        switch options.color {
        case .always: color = true
        case .never: color = false
        case .auto:
            color =
                interactive && SystemEnvironment.isTerminal(STDOUT_FILENO) && !SystemEnvironment.noColor
                && SystemEnvironment.termIsUsable  // a dumb terminal gets no escape sequences
        }
        let render = RenderOptions(
            language: language, style: options.style, arrow: options.arrow, color: color, cells: options.cells,
            width: options.json ? nil : TerminalWidth.columns(option: options.width, fd: STDOUT_FILENO))
        // Handed over, not kept here too: the session is the journal's one owner, so an entry recorded
        // grows it in place.
        session.browse(consume journal)
        session.configureRecording(
            mode: options.assumeYes ? .assumeYes : interactive ? .ask : .refuse,
            file: hasJournal ? options.addTo ?? journalPaths.first : nil,
            journalFile: hasJournal ? (options.addTo ?? journalPaths.first).map(JournalLoader.canonical) : nil)
        let configuration = REPL.Configuration(
            interactive: interactive, json: options.json, strict: options.strict, render: render,
            fixedToday: options.today != nil,
            countsCommands: options.commands != nil, followsTerminalWidth: options.width == nil)
        return REPL(
            session: consume session, reader: reader, out: out, err: err, configuration: configuration,
            watch: watch
        ).run()
    }
}
