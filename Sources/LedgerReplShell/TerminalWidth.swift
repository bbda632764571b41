import CLibEdit

#if canImport(Glibc)
    import Glibc
#endif

/// How wide output may be: `--width` when given; else, for output to a terminal, `COLUMNS` or what the
/// terminal reports (80 when it reports nothing); else `nil`, the fixed layout a pipe gets.
public enum TerminalWidth {
    /// The width when a terminal reports none.
    public static let fallback = 80
    /// The narrowest and widest width a terminal is taken to have.
    public static let range = 10...1000

    /// The width for output written to `fd`, with `--width` as `option`.
    public static func columns(option: Int?, fd: Int32) -> Int? {
        resolve(
            option: option, isTerminal: SystemEnvironment.isTerminal(fd),
            columnsVariable: SystemEnvironment.variable("COLUMNS"), reported: Int(ledger_terminal_columns(fd)))
    }

    /// The width the terminal on `fd` has now, by `COLUMNS` or the terminal, for redrawing after a
    /// resize; `nil` when `fd` is no longer a terminal.
    public static func current(fd: Int32) -> Int? { columns(option: nil, fd: fd) }

    /// The decision `columns` makes, from what it found: `option` wins; output that is not a terminal
    /// keeps the fixed layout; a `COLUMNS` that is a positive number comes before the terminal's own
    /// width (`reported`, 0 when unknown). A terminal's width is kept within `range`.
    public static func resolve(option: Int?, isTerminal: Bool, columnsVariable: String?, reported: Int) -> Int? {
        if let option { return option }
        guard isTerminal else { return nil }
        let columns: Int
        if let text = columnsVariable, text.utf8.count <= 6, let value = Int(text), value > 0 {
            columns = value
        } else if reported > 0 {
            columns = reported
        } else {
            columns = fallback
        }
        return min(max(columns, range.lowerBound), range.upperBound)
    }
}
