import LedgerJournalCore

/// The conversation that turns a sentence into an entry to append: read it, fill in what it did not
/// say, ask for what cannot be filled in (interactively), show the entry and ask to confirm; or, in a
/// script, write it with `--yes` and refuse without.
///
/// Pure: every step returns what to say and do next; the session keeps the conversation and the shell
/// does the writing.
public struct Recorder: Sendable {
    /// The journal the entry is for.
    public var journal: Journal
    /// Today and the year on screen.
    public var context: ParseContext
    /// How to ask.
    public var mode: RecordingMode
    /// The journal's names (the context's, else made from the journal).
    public var names: JournalNames
    /// The journal's name for the file entries go to (see ``NewEntry/file``).
    public var file: String?

    /// Makes a recorder of entries for `file` (the journal's first when `nil`).
    public init(journal: Journal, context: ParseContext, mode: RecordingMode, file: String? = nil) {
        self.journal = journal
        self.context = context
        self.mode = mode
        self.names = context.names ?? JournalNames(journal)
        self.file = file
    }

    /// What happens next in a recording.
    public enum Step: Hashable, Sendable {
        /// Ask the person something, keeping `conversation` until they answer.
        case ask(RecordingConversation)
        /// Write `entry` now (it was confirmed, or `--yes` confirms everything).
        case write(NewEntry)
        /// The person declined or cancelled: nothing is written.
        case cancel
        /// Nothing is written, for this reason.
        case fail(RecordingError)
    }

    /// The first step for the sentence read as `spoken`.
    public func start(_ spoken: SpokenEntry) -> Step { next(for: spoken) }

    /// The next step after the person answered `line` to `conversation`'s question.
    public func answer(_ line: String, to conversation: RecordingConversation) -> Step {
        let text = Normalizer.normalize(line)
        switch conversation.question {
        case .confirmation(let entry):
            if RecordingWords.yes.contains(text) { return confirmed(entry, of: conversation.spoken) }
            if RecordingWords.no.contains(text) { return .cancel }
            var again = conversation
            again.problem = .notYesOrNo(line)
            return .ask(again)
        case .account(let role, _, _):
            if text.isEmpty || RecordingWords.cancel.contains(text) { return .cancel }
            let words = AccountWords(journal: journal, names: names)
            let typed = String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard let match = words.match(text, typed: typed), !match.accounts.isEmpty else {
                var again = conversation
                again.problem = .noAccountMatches(line)
                return .ask(again)
            }
            guard match.accounts.count == 1 else {
                var again = conversation
                again.problem = .severalAccountsMatch(line, match.accounts)
                return .ask(again)
            }
            if match.isAccountName, let name = match.accounts.first, !journal.accounts.contains(name),
                EntrySentenceReader.problem(writingAccount: name) != nil
            {
                var again = conversation
                again.problem = .unwritableAccount(name)
                return .ask(again)
            }
            var spoken = conversation.spoken
            var said = match
            said.role = role  // the answer names the side that was asked for
            spoken.accounts.append(said)
            return next(for: spoken)
        }
    }

    /// The step after the person said yes to `entry`: write it when it is still what the journal would
    /// write for `spoken`; when the journal changed since it was shown and the entry would now be written
    /// otherwise, show it as it would be written now and ask again.
    func confirmed(_ entry: NewEntry, of spoken: SpokenEntry) -> Step {
        let now = next(for: spoken)
        guard case .ask(var again) = now, case .confirmation(let fresh) = again.question else { return now }
        if fresh.confirmedText == entry.confirmedText { return .write(fresh) }
        again.problem = .journalChanged
        return .ask(again)
    }

    /// The step for `spoken` again, after the journal changed under an entry about to be written: its
    /// confirmation with the entry as the journal would write it now (or what is missing now).
    public func showAgain(_ spoken: SpokenEntry) -> Step {
        guard case .ask(var again) = next(for: spoken), case .confirmation = again.question else {
            return next(for: spoken)
        }
        again.problem = .journalChanged
        return .ask(again)
    }

    /// What to do with a sentence read: ask for a missing account, confirm, write or refuse.
    private func next(for spoken: SpokenEntry) -> Step {
        do throws(RecordingError) {
            var entry = try EntryCompletion(journal: journal, names: names, today: context.today, file: file)
                .complete(spoken)
            switch mode {
            case .ask:
                entry.confirmedText = entry.lines(in: journal)
                return .ask(RecordingConversation(spoken: spoken, question: .confirmation(entry)))
            case .assumeYes: return .write(entry)
            case .refuse: return .fail(.needsConfirmation(entry.summary(in: journal)))
            }
        } catch {
            guard mode == .ask else { return .fail(error) }
            switch error {
            case .needsCategory(let description, let candidates):
                return .ask(
                    RecordingConversation(
                        spoken: spoken, question: .account(.category, description: description, candidates: candidates))
                )
            case .needsFunding(let description, let candidates):
                return .ask(
                    RecordingConversation(
                        spoken: spoken, question: .account(.funding, description: description, candidates: candidates)))
            default:
                return .fail(error)
            }
        }
    }
}

/// How a recording asks: a person at a terminal is asked; a script writes only with `--yes`.
public enum RecordingMode: Hashable, Sendable {
    /// Ask for missing accounts and for confirmation (interactive).
    case ask
    /// Confirm everything without asking (`--yes`); a missing account is an error.
    case assumeYes
    /// Never write: show the entry and refuse (a script without `--yes`).
    case refuse
}

/// A recording waiting for the person's answer.
public struct RecordingConversation: Hashable, Sendable {
    /// What is being asked.
    public enum Question: Hashable, Sendable {
        /// An account for one side of the entry, with the accounts that could be meant.
        case account(AccountRole, description: String, candidates: [String])
        /// Whether to write this entry.
        case confirmation(NewEntry)
    }

    /// Why the last answer was not taken, to say before asking again.
    public enum Problem: Hashable, Sendable {
        /// Neither yes nor no.
        case notYesOrNo(String)
        /// No account matches the answer.
        case noAccountMatches(String)
        /// The answer names several accounts.
        case severalAccountsMatch(String, [String])
        /// The answer names a new account that cannot be written as it is (a control or bidi character,
        /// `;`, a leading `!`).
        case unwritableAccount(String)
        /// The journal changed between showing the entry and the answer, and the entry would now be
        /// written otherwise: it is shown again, as it would be written now.
        case journalChanged
    }

    /// The sentence as read, with the accounts answered so far.
    public var spoken: SpokenEntry
    /// What is being asked.
    public var question: Question
    /// Why the last answer was not taken, if it was not.
    public var problem: Problem?

    /// Makes a conversation asking `question` about `spoken`.
    public init(spoken: SpokenEntry, question: Question, problem: Problem? = nil) {
        self.spoken = spoken
        self.question = question
        self.problem = problem
    }
}
