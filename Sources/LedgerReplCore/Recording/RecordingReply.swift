import LedgerJournalCore

/// What a recording step said, as data: `Messages` and `TextOutput` turn it into lines, `--json` into
/// a `recording` object.
public enum RecordingReply: Hashable, Sendable {
    /// The entry that will be appended to `path`, shown exactly (`text`, one string per line), with the
    /// confirmation to follow; `problem` says why the last answer was not taken.
    case confirming(path: String, entry: NewEntry, text: [String], problem: RecordingConversation.Problem?)
    /// An account is asked for (`question` is never the confirmation).
    case asking(RecordingConversation.Question, problem: RecordingConversation.Problem?)
    /// The entry was appended at `line` of `path`; `text` is shown first when it was not shown before
    /// (a script with `--yes`).
    case recorded(path: String, line: Int, entry: NewEntry, text: [String]?)
    /// Nothing was written: the person declined or cancelled.
    case declined
    /// `undo` took back the entry recorded at `line` of `path`.
    case unrecorded(path: String, line: Int)

    /// Whether the view (month view or popover) follows the reply: after the journal changed.
    public var showsView: Bool {
        switch self {
        case .recorded, .unrecorded: true
        case .confirming, .asking, .declined: false
        }
    }
}

extension Messages {
    /// The one sentence a recording reply says (the reply field of `--json`).
    public func text(for reply: RecordingReply) -> String {
        switch reply {
        case .confirming(let path, _, _, _): return recordingHeader(path: path)
        case .asking(let question, _): return text(for: question)
        case .recorded(let path, let line, _, _): return recorded(path: path, line: line)
        case .declined: return notRecorded
        case .unrecorded(let path, let line): return unrecorded(path: path, line: line)
        }
    }

    /// Every line a recording reply prints: why the last answer was not taken, the entry under its
    /// header, the question, or the sentence saying what was done. The sentences wrap to `width` (when
    /// there is one); the entry's lines never do, being the exact text appended, with any control, bidi
    /// or zero-width character (in an account the journal already has) made visible, so what the
    /// person confirms cannot redraw itself.
    public func lines(for reply: RecordingReply, width: Int? = nil) -> [String] {
        let said = { (sentence: String) in DisplayWidth.wrapped(sentence, to: width) }
        switch reply {
        case .confirming(let path, let entry, let text, let problem):
            let shown: [String] = text.map { VisibleText.shownAmount($0) }
            let before: [String] = problem.map { said(self.text(for: $0)) } ?? []
            return before + said(recordingHeader(path: path)) + shown + notes(on: entry, path: path, width: width)
        case .asking(let question, let problem):
            return (problem.map { said(self.text(for: $0)) } ?? []) + said(text(for: question))
        case .recorded(let path, let line, let entry, let text?):
            let shown: [String] = text.map { VisibleText.shownAmount($0) }
            return said(recordingHeader(path: path)) + shown + notes(on: entry, path: path, width: width)
                + said(recorded(path: path, line: line))
        case .recorded, .declined, .unrecorded:
            return said(text(for: reply))
        }
    }

    /// The notes under an entry's text: a date still to come, the accounts it makes, and amounts written
    /// without digit groups.
    func notes(on entry: NewEntry, path: String, width: Int?) -> [String] {
        var lines: [String] = []
        if let today = entry.futureFrom {
            lines += DisplayWidth.wrapped(futureDate(entry.date, today: today), to: width)
        }
        if !entry.newAccounts.isEmpty { lines += DisplayWidth.wrapped(newAccounts(entry.newAccounts), to: width) }
        if let note = entry.ungrouped { lines += DisplayWidth.wrapped(ungrouped(note, path: path), to: width) }
        return lines
    }

    /// The question a conversation asks.
    public func text(for question: RecordingConversation.Question) -> String {
        switch question {
        case .account(.category, let description, let candidates):
            return askCategory(description: description, candidates: candidates)
        case .account(.funding, let description, let candidates):
            return askFunding(description: description, candidates: candidates)
        case .confirmation:
            return confirmationPrompt
        }
    }
}
