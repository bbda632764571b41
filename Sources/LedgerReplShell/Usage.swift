/// The program's name, version and `--help` text.
public enum Usage {
    /// The release number alone (`0.1.0`): what packages and the changelog are named after.
    public static let number = "0.1.0"

    /// How this binary was built, as `--version` shows it: the configuration, the compiler, how the Swift
    /// runtime is linked and the line-editing library.
    ///
    /// Everything here is decided at compile time: `DEBUG` for the configuration, `compiler(>=…)` for the
    /// Swift version, and `LEDGER_REPL_STATIC`, which `scripts/install` and `scripts/package-deb` define
    /// (`-Xswiftc -DLEDGER_REPL_STATIC`) whenever they pass `-static-stdlib`.
    public static let build: String = {
        #if DEBUG
            let configuration = "debug build"
        #else
            let configuration = "release build"
        #endif
        #if compiler(>=6.5)
            let compiler = "Swift 6.5 or later"
        #elseif compiler(>=6.4)
            let compiler = "Swift 6.4"
        #elseif compiler(>=6.3)
            let compiler = "Swift 6.3"
        #elseif compiler(>=6.2)
            let compiler = "Swift 6.2"
        #elseif compiler(>=6.1)
            let compiler = "Swift 6.1"
        #else
            let compiler = "Swift 6.0"
        #endif
        #if LEDGER_REPL_STATIC
            let runtime = "Swift runtime linked statically"
        #else
            let runtime = "Swift runtime linked dynamically"
        #endif
        return "\(configuration), \(compiler), \(runtime), libedit"
    }()

    /// The version `--version` prints after the program's name: the number and how it was built, e.g.
    /// `0.1.0 (release build, Swift 6.3, Swift runtime linked statically, libedit)`.
    public static let version = "\(number) (\(build))"

    /// The one-line synopsis printed with a usage error.
    public static let synopsis = "usage: ledger-repl [OPTIONS] [JOURNAL...]   (ledger-repl --help for more)"

    /// The whole `--help` text.
    public static let help = """
        ledger-repl: a household ledger's month picker as a REPL.

        Usage: ledger-repl [OPTIONS] [-f JOURNAL]... [JOURNAL]

        Every input line is a command; the month picker applies it and prints a one-line reply, then
        the popover (when open) or the month view. Interactive when stdin is a terminal; otherwise a
        batch of commands with no prompt. Type `help` inside for the commands.

        Options:
          --today YYYY-MM-DD    fix today's date (default: the local date, honouring TZ)
          --month YYYY-MM       start on this month (default: today's month)
          --min YYYY-MM         first month that can be selected (default 0001-01; with a journal,
                                its first month or today's, whichever is earlier)
          --max YYYY-MM         last month that can be selected (default 9999-12; with a journal,
                                its last month or today's, whichever is later)
          --lang en|ko          language (default from LC_ALL, LC_MESSAGES, LANG: ko* is Korean)
          --style ascii|unicode frame characters (default ascii)
          --arrow up|down       the box hangs below (up) or above (down) the month label
          --cells names|totals  with a journal, popover cells show the month's spending (totals)
          --color auto|always|never
                                colour when stdout is a terminal (auto), never with NO_COLOR set
          --width N             wrap and draw to N columns (default: the terminal's width, from
                                COLUMNS or the terminal; output that is not a terminal keeps the
                                fixed layout)
          --json                one JSON object per command line on stdout
          --strict              stop at the first failing line
          -c COMMANDS           run COMMANDS, separated by ';' or newlines, instead of reading stdin
          --script FILE         run the commands in FILE (for #!/usr/bin/env -S ledger-repl --script)
          -f, --file JOURNAL    read a journal (repeatable; '-' reads it from stdin with -c or --script)
          --no-history          keep no history file in interactive sessions
          -y, --yes             record entries without asking (a script records only with it)
          --add-to FILE         append recorded entries to FILE, one of the journal's files
                                (default: the first journal file)
          -h, --help            show this help
          -V, --version         show the version

        Environment:
          LEDGER_FILE           the journal to read when none is named
          LEDGER_REPL_HISTORY   the history file (default $XDG_STATE_HOME/ledger-repl/history,
                                else ~/.local/state/ledger-repl/history); empty keeps none
          LEDGER_REPL_HISTORY_SIZE
                                the most history lines kept (default 1000)
          EDITRC                the libedit start-up file (default ~/.editrc; program name ledger-repl)
          NO_COLOR              no colour unless --color always
          COLUMNS               the terminal's width, before asking the terminal itself
          LC_ALL, LC_MESSAGES, LANG, TZ
                                the language and today's date

        Exit status: 0 when every command succeeded, 1 when any failed, 2 for bad options.
        """
}
