import LedgerJournalCore

/// The text printed after a command in text mode: the reply line, then the popover when open or the
/// month view when closed (help, explain and quit print their own text instead of the view).
public struct TextOutput: Sendable {
    /// How to draw.
    public var options: RenderOptions
    /// The journal whose figures the views show, if one is loaded.
    public var journal: Journal?

    /// Makes the text renderer.
    public init(options: RenderOptions, journal: Journal? = nil) {
        self.options = options
        self.journal = journal
    }

    /// The lines for a successful outcome. Errors are the shell's to print (on stderr).
    public func lines(for outcome: Outcome) -> [String] {
        guard let reply = outcome.reply else { return [] }
        let messages = Messages(language: options.language)
        var lines = [messages.text(for: reply)]
        switch outcome.command {
        case .help(let topic):
            lines += HelpText.lines(topic: topic, language: options.language)
        case .explain, .history, .quit, .reload:
            break
        case .entries, .balance, .change, .question:
            if let report = outcome.report, let journal {
                lines += ReportRenderer(journal: journal, options: options).lines(for: report)
            }
        default:
            lines += view(of: outcome.state)
        }
        return lines
    }

    /// The popover when `state` is open, else the month view of its selection.
    public func view(of state: PickerState) -> [String] {
        state.isOpen
            ? PopoverRenderer(options: options).lines(for: state, journal: journal)
            : MonthViewRenderer(options: options).lines(for: state.selection, today: state.today, journal: journal)
    }
}
