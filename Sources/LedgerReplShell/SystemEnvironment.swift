import LedgerJournalCore
import LedgerReplCore

#if canImport(Glibc)
    import Glibc
#endif

/// What the shell learns from the process environment: variables, terminals, the local date.
public enum SystemEnvironment {
    /// The value of environment variable `name`, if set.
    public static func variable(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Whether `fd` is a terminal.
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Whether `TERM` names a terminal libedit can drive: set, not empty, not `dumb`.
    public static var termIsUsable: Bool {
        guard let term = variable("TERM") else { return false }
        return !term.isEmpty && term != "dumb"
    }

    /// Whether `NO_COLOR` asks for no colour (set and not empty).
    public static var noColor: Bool { !(variable("NO_COLOR") ?? "").isEmpty }

    /// The language the locale variables ask for: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that
    /// is set and not empty.
    public static var language: Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = variable(name), !value.isEmpty { return Language(localeName: value) }
        }
        return .english
    }

    /// Error number `code` as a value, with the C library's words for a number `SystemErrorText` does
    /// not have; `Messages` words it in the session's language.
    public static func problem(errno code: Int32) -> FileProblem {
        .system(code: code, description: strerror(code).map { String(cString: $0) } ?? "")
    }

    /// Today's local date (honouring `TZ`).
    public static func today() -> CalendarDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CalendarDate(Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday)) ?? .unixEpoch
    }
}
