import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// `reload` and `history` come back as effects for the shell to carry out, and the session finishes the
/// line with what came of them.
@Suite struct EffectTests {
    static let journalText = """
        2024-07-01 pay
            income:salary  -1000 USD
            assets:bank

        2024-07-05 lunch
            expenses:food  12 USD
            assets:bank

        """

    static func journal(_ text: String = journalText) throws -> Journal {
        try Journal.parse(text).get()
    }

    static func browsing(_ journal: Journal) -> Session {
        var session = Session(state: picker(ym(2024, 7)))
        session.browse(journal)
        return session
    }

    @Test func reloadAsksTheShellToReadTheJournalAgain() throws {
        var session = Self.browsing(try Self.journal())
        let outcome = session.handle("reload")
        #expect(outcome == Outcome(state: session.state, effect: .reloadJournal))
        #expect(outcome.reply == nil && outcome.isSuccess)
    }

    @Test func reloadWithoutAJournalIsRefusedWithNoEffect() {
        var session = Session(state: picker())
        let outcome = session.handle("새로고침")
        #expect(outcome.error == .needsJournal(.reload))
        #expect(outcome.effect == nil)
    }

    /// A reloaded journal is browsed and counted; the selectable months stay (a journal never fences them).
    @Test func aReloadedJournalIsBrowsedAndCountedAndTheBoundsStay() throws {
        var session = Self.browsing(try Self.journal())
        let bounds = session.state.bounds
        _ = session.handle("reload")
        let longer = try Self.journal(
            Self.journalText + "2024-08-01 rent\n    expenses:rent  500 USD\n    assets:bank\n\n")
        let outcome = session.step(.effectResult(.journalReloaded(longer)))
        #expect(outcome.reply == .reloaded(transactions: 3))
        #expect(session.journal?.transactionCount == 3)
        #expect(session.state.bounds == bounds)
        #expect(session.handle("2024-08").isSuccess)
    }

    @Test func anUnchangedJournalIsCountedAgain() throws {
        var session = Self.browsing(try Self.journal())
        _ = session.handle("reload")
        #expect(session.step(.effectResult(.journalUnchanged)).reply == .reloaded(transactions: 2))
    }

    @Test func aRefusedReloadKeepsTheJournalAndSaysTheFirstReason() throws {
        var session = Self.browsing(try Self.journal())
        let before = session.state
        _ = session.handle("reload")
        let first = JournalError(path: "j", line: 3, column: 5, problem: .expectedAmount)
        let second = JournalError(path: "j", line: 9, column: 1, problem: .expectedAmount)
        let outcome = session.step(.effectResult(.journalRefused([first, second])))
        #expect(outcome == Outcome(state: before, failure: .journalNotReloaded(first)))
        #expect(session.journal?.transactionCount == 2)
    }

    @Test func historyAsksForTheLinesAndListsThem() {
        var session = Session(state: picker())
        let asked = session.handle("history")
        #expect(asked.effect == .listHistory)
        let listed = session.step(.effectResult(.historyListed(["open", "\u{1B}[2J"])))
        #expect(listed.reply == .history(["open", "\u{1B}[2J"]))
        #expect(
            TextOutput(options: RenderOptions()).lines(for: listed) == ["History:", "    1  open", "    2  \\x1B[2J"])
        #expect(
            JSONLine.encode(line: 3, input: "history", outcome: listed, messages: Messages(language: .english))
                .hasSuffix(#","reply":"History:","events":[],"history":["open","\u001b[2J"]}"#))
    }

    @Test func anEmptyHistorySaysSoInText() {
        var session = Session(state: picker())
        _ = session.handle("history")
        let listed = session.step(.effectResult(.historyListed([])))
        #expect(TextOutput(options: RenderOptions()).lines(for: listed) == [Messages(language: .english).noHistory])
    }

    @Test func anOutcomeWaitingForItsEffectPrintsNothingYet() {
        var session = Session(state: picker())
        #expect(TextOutput(options: RenderOptions()).lines(for: session.handle("history")) == [])
    }
}

/// The parse context knows the journal's accounts, so a question about no account is refused when the
/// line is read, as an unknown line with a suggestion, and never reaches the journal.
@Suite struct AccountQuestionTests {
    @Test func aQuestionAboutAnAccountTheJournalHasReadsAsAQuestion() throws {
        var session = EffectTests.browsing(try EffectTests.journal())
        let outcome = session.handle("food in july")
        #expect(outcome.isSuccess)
        guard case .answer(let answer) = outcome.reply else {
            Issue.record("no answer: \(outcome)")
            return
        }
        #expect(answer.accounts == ["expenses:food"])
    }

    @Test(arguments: ["fule in july", "opne now?", "nxt month?"])
    func aQuestionAboutNoAccountIsAnUnknownLine(_ line: String) throws {
        var session = EffectTests.browsing(try EffectTests.journal())
        let expected = CommandParser(context: session.parseContext).unknown(line, text: Normalizer.normalize(line))
        #expect(session.handle(line) == Outcome(state: session.state, failure: expected))
    }

    @Test func withoutAJournalNoAccountQuestionIsAccepted() {
        var session = Session(state: picker())
        #expect(session.handle("food in july").error == .unknownInput("food in july", suggestion: nil))
        #expect(session.handle("spent in july").error == .needsJournal(nil))
    }

    /// A line without a question word is a question exactly when its subject names something in the
    /// journal or is a category word: every word of every account name answers, and words no account
    /// or payee holds are unknown lines; with a question word they are refused with the nearest
    /// accounts instead, and so are category words the journal has no account for (`fuel`, `보험`).
    @Test func aLineWithoutAQuestionWordAnswersExactlyWhenItsSubjectNamesSomething() throws {
        let journal = try EffectTests.journal()
        var session = EffectTests.browsing(journal)
        for word in journal.accounts.flatMap({ $0.split(separator: ":").map(String.init) }) + ["FOOD", "Bank"] {
            #expect(session.handle("\(word) in july").isSuccess, "\(word)")
        }
        for word in ["fuel", "보험", "의료비"] {
            guard case .noAccountMatches(word, _)? = session.handle("\(word) in july").error else {
                Issue.record("\(word) in july did not say nothing matches")
                continue
            }
        }
        for word in ["x", "zzz", "뷁"] {
            guard case .unknownInput? = session.handle("\(word) in july").error else {
                Issue.record("\(word) in july was not an unknown line")
                continue
            }
            guard case .noAccountMatches(word, _)? = session.handle("how much \(word) in july").error else {
                Issue.record("how much \(word) in july did not say nothing matches")
                continue
            }
        }
    }
}

/// An editor key hands the session the command its word stands for, already read: the same command the
/// word reads as when typed.
@Suite struct EditorKeyCommandTests {
    static let words: [CommandWord] = KeyBindings.bound.flatMap { key -> [CommandWord] in
        if case .command(let closed, let open) = key.action { return [closed, open] }
        return []
    }

    @Test func everyBoundKeyIsACommand() { #expect(!Self.words.isEmpty) }

    @Test(arguments: words)
    func aKeysCommandIsWhatItsWordReadsAs(_ word: CommandWord) throws {
        let typed = try CommandParser(context: ParseContext(today: day(2026, 11, 20), screenYear: 2026))
            .parse(KeyBindings.line(for: word))
        #expect(Command(word) == typed)
    }
}

/// The prompt's content comes from the session: recording's question while it waits, else the selected
/// month and the year the open popover shows.
@Suite struct PromptTests {
    @Test func thePromptSaysTheMonthAndTheYearShown() {
        var session = Session(state: picker(ym(2026, 11)))
        let messages = Messages(language: .english)
        #expect(session.prompt(messages) == "2026-11> ")
        _ = session.handle("open")
        _ = session.handle(">")
        #expect(session.prompt(messages) == "2026-11 [2027]> ")
    }
}
