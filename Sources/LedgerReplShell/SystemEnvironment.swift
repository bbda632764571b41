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

    /// What error number `code` means, in `language`, from `SystemErrorText` (the C library's words in
    /// lower case for a number the table does not have).
    public static func describe(errno code: Int32, in language: Language = .english) -> String {
        SystemErrorText.text(code: code, description: strerror(code).map { String(cString: $0) } ?? "", in: language)
    }

    /// Today's local date (honouring `TZ`).
    public static func today() -> CalendarDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CalendarDate(Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday)) ?? .unixEpoch
    }
}
