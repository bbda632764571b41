/// Something the host app must do after a command.
public enum Event: Hashable, Sendable {
    /// Reload the calendar for this month: every selection emits one.
    case reload(YearMonth)
}
