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

    /// The lines for a successful outcome, chosen by its reply: the reply's sentence, then the view, help,
    /// the report or the history it calls for. Errors are the shell's to print (on stderr); an outcome
    /// still waiting for its effect has no lines yet.
    public func lines(for outcome: Outcome) -> [String] {
        guard let reply = outcome.reply else { return [] }
        let messages = Messages(language: options.language)
        // The reply wraps at word boundaries to the width, when there is one.
        var lines = DisplayWidth.wrapped(messages.text(for: reply), to: options.width)
        switch Self.following(reply) {
        case .view:
            lines += view(of: outcome.state)
        case .help(let topic):
            lines += HelpText.lines(topic: topic, language: options.language, width: options.width)
        case .report:
            if let report = outcome.report, let journal {
                lines += ReportRenderer(journal: journal, options: options).lines(for: report)
            }
        case .history(let entries) where entries.isEmpty:
            lines = DisplayWidth.wrapped(messages.noHistory, to: options.width)
        case .history(let entries):
            lines += Self.historyLines(entries).flatMap {
                DisplayWidth.wrapped($0, to: options.width, hangingIndent: 7)
            }
        case .recording(let recording):
            lines =
                messages.lines(for: recording, width: options.width)
                + (recording.showsView ? view(of: outcome.state) : [])
        case .nothing:
            break
        }
        return lines
    }

    /// What the text output writes after a reply's sentence.
    enum Following {
        /// The popover or the month view: the navigation replies.
        case view
        /// The help on `topic`.
        case help(HelpTopic)
        /// The outcome's report.
        case report
        /// The history, numbered.
        case history([String])
        /// A recording's own lines (and the view, when it says so).
        case recording(RecordingReply)
        /// Nothing more.
        case nothing
    }

    /// What follows `reply`'s sentence: the one switch on the reply that chooses the output, read by
    /// `lines(for:)` and by the byte path for navigation replies alike (it is exhaustive, so a new
    /// reply must choose). The reply is matched where it lies: what it holds is copied only into what
    /// follows it, and a navigation reply holds nothing that is.
    static func following(_ reply: Reply?) -> Following {
        switch reply {
        case .opened?, .alreadyOpen?, .closed?, .alreadyClosed?, .selected?, .showingYear?, .focused?, .undone?:
            .view
        case .help(let topic)?: .help(topic)
        case .entries?, .balance?, .change?, .answer?: .report
        case .history(let entries)?: .history(entries)
        case .recording(let recording)?: .recording(recording)
        case .explained?, .reloaded?, .goodbye?, nil: .nothing
        }
    }

    /// The history as `history` lists it: numbered from 1, each line with its control characters made
    /// visible and cut at 200 characters.
    static func historyLines(_ entries: [String]) -> [String] {
        entries.enumerated().map { index, entry in
            let number = String(index + 1)
            return String(repeating: " ", count: max(0, 5 - number.count)) + number + "  "
                + VisibleText.escaping(entry, limit: 200)
        }
    }

    /// Appends the text of a successful outcome, as `lines(for:)` gives it, one line each ending in a
    /// newline: the reply, then the view drawn straight into `out`. Appends nothing for a failure.
    public func appendText(_ outcome: Outcome, to out: inout [UInt8]) {
        appendText(outcome, sentences: nil, to: &out)
    }

    /// `appendText(_:to:)`, writing a navigation reply from `sentences` when they hold it.
    func appendText(_ outcome: Outcome, sentences: ReplySentences?, to out: inout [UInt8]) {
        if Self.appendNavigationSentence(outcome, options: options, sentences: sentences, to: &out) {
            appendView(of: outcome.state, to: &out)
            return
        }
        guard outcome.reply != nil else { return }
        for line in lines(for: outcome) { out.appendLine(line) }
    }

    /// Appends the sentence of a navigation reply (`Selected March 2027; …`, wrapped to the width when
    /// there is one), the lines that come before its view; returns whether the outcome is one (and
    /// appends nothing when it is not). Static, as it needs only the options: every navigation line
    /// writes its sentence, and a renderer made for it would be made and destroyed each time.
    static func appendNavigationSentence(
        _ outcome: Outcome, options: RenderOptions, sentences: ReplySentences?, to out: inout [UInt8]
    ) -> Bool {
        guard case .view = Self.following(outcome.reply) else { return false }
        if options.width == nil, let sentence = sentences?.prepared(outcome.reply), let sentences {
            out.draw(estimatedBytes: 128) { canvas in
                sentences.append(sentence, quoted: false, to: &canvas)
                canvas.newline()
            }
            return true
        }
        guard let reply = outcome.reply else { return false }
        let sentence = Messages(language: options.language).text(for: reply)
        if options.width == nil {
            out.appendLine(sentence)
        } else {
            for line in DisplayWidth.wrapped(sentence, to: options.width) { out.appendLine(line) }
        }
        return true
    }

    /// Appends the popover when `state` is open, else the month view of its selection, one line each
    /// ending in a newline.
    public func appendView(of state: PickerState, to out: inout [UInt8]) {
        if state.isOpen {
            PopoverRenderer(options: options).append(state, journal: journal, to: &out)
        } else {
            MonthViewRenderer(options: options).append(state.selection, today: state.today, journal: journal, to: &out)
        }
    }

    /// The popover when `state` is open, else the month view of its selection: `appendView`'s lines.
    public func view(of state: PickerState) -> [String] {
        var bytes: [UInt8] = []
        appendView(of: state, to: &bytes)
        return drawnLines(bytes)
    }
}
