import LedgerJournalCore

/// What a session keeps about recording: how it asks, the file it writes, and the step in progress.
public struct RecordingSession: Sendable {
    /// How recording asks: a person is asked; a script writes only with `--yes`.
    public var mode: RecordingMode = .refuse
    /// The file new entries are appended to, as the person named it (`--add-to`, else the first journal
    /// file); the shell sets it. `nil` without a journal file.
    public var file: String?
    /// The same file as the journal names it (its path as loaded), for writing amounts as its end reads
    /// them; `nil` for the journal's first file.
    public var journalFile: String?
    /// The conversation waiting for the person's answer, if any: the next line answers it.
    public internal(set) var conversation: RecordingConversation?

    /// Makes the recording part of a session: it refuses to write until the shell says how to ask.
    public init(mode: RecordingMode = .refuse, file: String? = nil) {
        self.mode = mode
        self.file = file
    }
}

/// Recording spending said in a sentence: the session side of the conversation, and its undo.
extension Session {
    /// How recording asks and where it writes (`file` as named, `journalFile` as the journal names it),
    /// set by the shell once at the start.
    public mutating func configureRecording(mode: RecordingMode, file: String?, journalFile: String? = nil) {
        recording.mode = mode
        recording.file = file
        recording.journalFile = journalFile
    }

    /// Starts recording the sentence `line`.
    mutating func record(_ spoken: SpokenEntry) -> Outcome {
        guard let journal, recording.file != nil else {
            return Outcome(state: state, failure: .recording(.needsJournal))
        }
        return carry(recorder(for: journal).start(spoken), spoken: spoken)
    }

    /// Takes `line` as the answer to the recording conversation in progress.
    mutating func answerRecording(_ line: String) -> Outcome {
        guard let conversation = recording.conversation, let journal else {
            recording.conversation = nil
            return Outcome(state: state, reply: .recording(.declined))
        }
        recording.conversation = nil
        return carry(recorder(for: journal).answer(line, to: conversation), spoken: conversation.spoken)
    }

    /// Drops the recording conversation in progress (Ctrl-C at its question), saying nothing was
    /// written; with none in progress, nothing happens and nothing is said.
    mutating func interrupt() -> Outcome {
        guard recording.conversation != nil else { return Outcome(nothingHappenedIn: state) }
        recording.conversation = nil
        return Outcome(state: state, reply: .recording(.declined))
    }

    /// The prompt while a recording waits for an answer, or `nil` when none does.
    public func recordingPrompt(_ messages: Messages) -> String? {
        switch recording.conversation?.question {
        case .confirmation?: messages.confirmationPrompt
        case .account?: messages.accountPrompt
        case nil: nil
        }
    }

    private func recorder(for journal: Journal) -> Recorder {
        Recorder(journal: journal, context: parseContext, mode: recording.mode, file: recording.journalFile)
    }

    /// The outcome of one recorder step, for the sentence `spoken` when it is known.
    private mutating func carry(_ step: Recorder.Step, spoken: SpokenEntry? = nil) -> Outcome {
        switch step {
        case .ask(let conversation):
            recording.conversation = conversation
            switch conversation.question {
            case .confirmation(let entry):
                let text = entry.confirmedText ?? journal.map(entry.lines(in:)) ?? []
                let reply = RecordingReply.confirming(
                    path: recording.file ?? "", entry: entry, text: text, problem: conversation.problem)
                return Outcome(state: state, reply: .recording(reply))
            case .account:
                let reply = RecordingReply.asking(conversation.question, problem: conversation.problem)
                return Outcome(state: state, reply: .recording(reply))
            }
        case .write(let entry):
            let request = AppendRequest(entry: entry, before: state, showsText: recording.mode != .ask, spoken: spoken)
            return Outcome(state: state, effect: .appendEntry(request))
        case .cancel:
            return Outcome(state: state, reply: .recording(.declined))
        case .fail(let error):
            return Outcome(state: state, failure: .recording(error))
        }
    }

    /// `undo` of a recorded entry: asks the shell to take it back.
    mutating func takeBack(_ step: UndoStep) -> Outcome {
        guard case .recording(let receipt, let before) = step else {
            return Outcome(state: state, failure: .nothingToUndo)
        }
        return Outcome(state: state, effect: .takeBackEntry(TakeBackRequest(receipt: receipt, before: before)))
    }

    /// Finishes an append or a take-back with what came of it: browses the journal read again, selects
    /// the month of the entry recorded (or returns to the state before it), and says so.
    mutating func finishRecording(_ result: EffectResult) -> Outcome {
        switch result {
        case .entryAppended(let request, let receipt, let journal):
            // The lines as written (the shell says), else as the journal before the write wrote them.
            let written = receipt.text.isEmpty ? self.journal.map(request.entry.lines(in:)) : receipt.text
            let text = request.showsText ? written : nil
            updateJournal(journal)
            undoHistory.push(step: .recording(receipt, before: request.before))
            var events = Events()
            let month = request.entry.date.yearMonth
            let reading = Reading(anchor: .absolute, destination: .month(month))
            if month != state.selection || state.isOpen, let moved = try? state.applying(.go(reading)) {
                state = moved.state
                events = moved.events
            }
            let reply = RecordingReply.recorded(
                path: receipt.path, line: receipt.line, entry: request.entry, text: text)
            return Outcome(state: state, events: events, reply: .recording(reply))
        case .entryTakenBack(let request, let journal):
            updateJournal(journal)
            let events = restore(request.before)
            let receipt = request.receipt
            return Outcome(
                state: state, events: events, reply: .recording(.unrecorded(path: receipt.path, line: receipt.line)))
        case .entryNotAppended(let request, let refusal, let journal):
            updateJournal(journal)
            // The journal changed under a confirmed entry: show it as it would be written now, ask again.
            if case .changedSincePreview = refusal, recording.mode == .ask, let spoken = request.spoken,
                let current = self.journal
            {
                return carry(recorder(for: current).showAgain(spoken), spoken: spoken)
            }
            return Outcome(state: state, failure: .recording(.refused(refusal)))
        case .entryNotTakenBack(_, let refusal, let journal):
            updateJournal(journal)
            return Outcome(state: state, failure: .recording(.refused(refusal)))
        case .journalReloaded, .journalUnchanged, .journalRefused, .historyListed:
            return Outcome(state: state, failure: .nothingToUndo)
        }
    }
}
