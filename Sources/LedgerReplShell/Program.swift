#if canImport(Glibc)
    import Glibc
#endif
import LedgerReplCore

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
            err.line("ledger-repl: \(error.message)")
            err.line(Usage.synopsis)
            return 2
        }
        if options.showHelp {
            out.line(Usage.help)
            out.flush()
            return out.failure == nil ? 0 : 1
        }
        if options.showVersion {
            out.line("ledger-repl \(Usage.version)")
            out.flush()
            return out.failure == nil ? 0 : 1
        }

        let today = options.today ?? SystemEnvironment.today()
        let bounds = MonthBounds(first: options.first ?? .earliest, last: options.last ?? .latest) ?? .all
        let start = options.month ?? bounds.clamping(today.yearMonth)
        guard bounds.contains(start) else {
            err.line("ledger-repl: --month \(start) is outside --min \(bounds.first) / --max \(bounds.last)")
            err.line(Usage.synopsis)
            return 2
        }
        let language = options.language ?? SystemEnvironment.language

        let stdinIsTerminal = SystemEnvironment.isTerminal(STDIN_FILENO)
        let reader: LineReader
        var interactive = false
        if let commands = options.commands {
            reader = PlainLineReader(text: commands)
        } else if let path = options.scriptPath {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else {
                err.line("ledger-repl: cannot open script \(VisibleText.quoted(path)): \(String(cString: strerror(errno)))")
                return 2
            }
            reader = PlainLineReader(fd: fd)
        } else if stdinIsTerminal {
            interactive = true
            reader =
                SystemEnvironment.termIsUsable
                ? makeInteractiveReader(
                    InteractiveConfiguration(noHistory: options.noHistory, completer: Completion.complete(_:screenYear:)))
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
        let render = RenderOptions(language: language, style: options.style, arrow: options.arrow, color: color)
        let session = Session(state: PickerState(selection: start, today: today, bounds: bounds))
        let configuration = REPL.Configuration(
            interactive: interactive, json: options.json, strict: options.strict, render: render,
            fixedToday: options.today != nil)
        return REPL(session: session, reader: reader, out: out, err: err, configuration: configuration).run()
    }
}
