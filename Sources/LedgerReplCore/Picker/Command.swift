/// One parsed input line: what the user asked for, already resolved against today and the screen.
public enum Command: Hashable, Sendable {
    /// Change the picker: see `PickerAction`.
    case picker(PickerAction)
    /// Revert the last change of state.
    case undo
    /// Show the commands, or the help on a topic (read with the line).
    case help(HelpTopic)
    /// Show how a phrase is read, without acting on it.
    case explain(Reading)
    /// List the input history (the shell fills it in).
    case history
    /// List the transactions of the selected month, or of the month (selected first) or year a phrase
    /// names, narrowed to an account, category or payee: `entries`, `entries 2024-07`, `내역 식비`,
    /// `entries starbucks october` (needs a journal).
    indirect case entries(ReportFilter)
    /// Each account's running balance at the end of the selected month, or of the month (selected
    /// first) or year a phrase names, narrowed like `entries`: `balance`, `bal 2024-07`, `잔액 자산`
    /// (needs a journal).
    indirect case balance(ReportFilter)
    /// The change per account, flat, over the selected month or a month or year, narrowed like
    /// `entries`: `change`, `변동 2024-07` (needs a journal).
    indirect case change(ReportFilter)
    /// Read the journal files again now (the shell does it).
    case reload
    /// Answer a question about the journal in one sentence with the figures.
    indirect case question(Question)
    /// Record the spending a sentence said, read when the line was read: `add 어제 스타벅스 5,400원`,
    /// `lunch 12.50 yesterday` (needs a journal; shown, and confirmed or `--yes`, before it is written).
    indirect case record(SpokenEntry)
    /// Leave the session.
    case quit
}

/// A command that changes the picker state, applied by `PickerState.applying(_:)`.
public enum PickerAction: Hashable, Sendable {
    /// Open the popover on the selected month's year.
    case open
    /// Close the popover without changing the selection (`close`, `esc`, `cancel`).
    case close
    /// `<`/`>` `count` times: a month when closed, a shown year when open.
    case step(by: Int)
    /// `<<`/`>>` `count` times: twelve months when closed, ten shown years when open.
    case leap(by: Int)
    /// Go where a phrase points: select a month or show a year.
    case go(Reading)
    /// Move the focus inside the open popover.
    case moveFocus(FocusMove)
    /// Select the focused month (`enter`).
    case choose
}

/// A move of the focus inside the open popover's 4 × 3 grid.
public enum FocusMove: Hashable, Sendable, CaseIterable {
    /// One month back (`left`).
    case left
    /// One month on (`right`).
    case right
    /// One row (four months) back, crossing into the previous year (`up`).
    case up
    /// One row (four months) on, crossing into the next year (`down`).
    case down
    /// January of the shown year (`home`).
    case home
    /// December of the shown year (`end`).
    case end
    /// The same month a year earlier (`pgup`).
    case pageUp
    /// The same month a year later (`pgdn`).
    case pageDown
}

extension Command {
    /// The command a bare command word gives (an editor key's `pgup` is `.picker(.leap(by: -1))`), or
    /// `nil` for a word that needs more (`explain`).
    public init?(_ word: CommandWord) {
        guard let command = CommandParser.command(for: word) else { return nil }
        self = command
    }
}
