import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Every word the banner and `help` name works as they say, read from their own text: the banner's
/// command words, the commands of the overview with their synonyms, and the examples of
/// `help COMMAND`, in both languages. (The man page's command tags agree with `help`: `ManPageTests`.)
@Suite struct HelpWordsWorkTests {
    /// The example journals (`examples/`), which the examples name: both, as one journal.
    static let journal: Journal = {
        let folder = "/" + #filePath.split(separator: "/").dropLast(4).joined(separator: "/") + "/examples/"
        let text = ["household-ko.journal", "household-en.journal"].map { name in
            (try? String(contentsOfFile: folder + name, encoding: .utf8)) ?? ""
        }.joined(separator: "\n")
        return try! Journal.parse(text).get()  // the shipped examples load (ExampleJournalTests)
    }()

    static let context = ParseContext(
        today: day(2026, 12, 2), screenYear: 2026, names: JournalNames(journal), journal: journal)

    static func read(_ line: String) throws -> Command { try CommandParser(context: context).parse(line) }

    /// What a command's word alone reads as: the command, or for one whose argument is required
    /// (`explain PHRASE`), the refusal that asks for it.
    static func expectReadsAlone(_ spelling: String, as word: CommandWord, _ entry: VocabularyEntry) throws {
        if !entry.argument.isEmpty, !entry.argument.hasPrefix("["), word != .record {
            #expect(throws: PickerError.self, "\(spelling) asks for its argument") { try read(spelling) }
            return
        }
        if word == .record {
            // `add` alone is a recording with nothing said: refused for what the sentence lacks.
            do {
                _ = try CommandParser(context: context).parse(spelling)
                Issue.record("\(spelling) alone was read as a recording")
            } catch {
                guard case .recording = error else {
                    Issue.record("\(spelling) alone: \(error)")
                    return
                }
            }
            return
        }
        #expect(try Self.word(of: read(spelling)) == word, "\(spelling)")
    }

    /// The command word a parsed command is, as the vocabulary names it (`nil` for a phrase or question).
    static func word(of command: Command) -> CommandWord? {
        switch command {
        case .picker(.open): .open
        case .picker(.close): .close
        case .picker(.step(let count)): count < 0 ? .previous : .next
        case .picker(.leap(let count)): count < 0 ? .fastPrevious : .fastNext
        case .picker(.moveFocus(let move)): .focus(move)
        case .picker(.choose): .enter
        case .picker(.go), .question: nil
        case .undo: .undo
        case .help: .help
        case .explain: .explain
        case .history: .history
        case .entries: .entries
        case .balance: .balance
        case .change: .change
        case .reload: .reload
        case .record: .record
        case .quit: .quit
        }
    }

    static let commandRows: [(CommandWord, VocabularyEntry)] = Vocabulary.entries.compactMap { entry in
        guard case .command(let word) = entry.meaning else { return nil }
        return (word, entry)
    }

    // MARK: - The banner

    /// The banner's words that read as commands: exactly the one that lists the commands and the one
    /// that leaves, each reading as that.
    @Test(arguments: Language.allCases)
    func theBannersCommandWordsDoWhatItSays(_ language: Language) throws {
        let banner = HelpText.banner(version: "0.1.0", language: language)
        var named: [CommandWord] = []
        for token in banner.split(whereSeparator: { " .,:".contains($0) }) {
            let word = String(token)
            // A Korean word may carry its particle (`종료를`).
            for candidate in [word, String(word.dropLast())] {
                guard let entry = Vocabulary.entry(spelled: candidate), case .command(let command) = entry.meaning
                else { continue }
                #expect(try Self.word(of: Self.read(candidate)) == command, "\(candidate)")
                named.append(command)
                break
            }
        }
        #expect(named == [.help, .quit], "\(banner)")
    }

    /// What a newcomer types to leave a Korean session, after the old banner's `종료: 끝내기`.
    @Test(arguments: ["종료", "나가기", "끝내기", "그만", "quit", "exit"])
    func everyWayOfSayingQuitQuits(_ line: String) throws {
        #expect(try Self.read(line) == .quit)
    }

    // MARK: - The overview

    /// Each command the overview lists reads as its row's command, in the language listed.
    @Test(arguments: Language.allCases)
    func everyCommandTheOverviewListsReadsAsItself(_ language: Language) throws {
        let lines = HelpText.lines(topic: nil, language: language)
        for (word, entry) in Self.commandRows {
            let name = entry.name(in: language)
            let usage = HelpText.usage(entry, language)
            #expect(lines.contains { $0.hasPrefix("  " + usage + " ") }, "\(usage) is listed")
            try Self.expectReadsAlone(name, as: word, entry)
        }
    }

    /// The overview's closing note names `help COMMAND` with a real example.
    @Test(arguments: Language.allCases)
    func theOverviewsNoteNamesARealTopic(_ language: Language) throws {
        let note = HelpText.lines(topic: nil, language: language).last ?? ""
        let example = HelpText.name(.help, language) + " " + HelpText.name(.entries, language)
        #expect(note.contains(example))
        guard case .help(let topic) = try Self.read(example), topic != .overview else {
            Issue.record("\(example) is not help")
            return
        }
        #expect(
            HelpText.heading(topic: topic, language: language) != HelpText.heading(topic: "없는말", language: language))
    }

    // MARK: - help COMMAND

    /// The lines under `also:` / `같은 뜻:` and `example(s):` / `예:` in `help COMMAND`.
    static func listed(in lines: [String], after labels: [String]) -> [String] {
        var found: [String] = []
        var inside = false
        for line in lines {
            let body = line.drop { $0 == " " }
            if let label = labels.first(where: { body.hasPrefix($0) }) {
                inside = true
                found.append(String(body.dropFirst(label.count)))
            } else if inside, line.hasPrefix("   ") {
                found.append(String(body))
            } else {
                inside = false
            }
        }
        return found
    }

    /// Every synonym `help COMMAND` lists reads as the command, and the session's language lists its own
    /// spellings only.
    @Test(arguments: Language.allCases)
    func everySynonymHelpListsReadsAsTheCommand(_ language: Language) throws {
        for (word, entry) in Self.commandRows {
            let lines = HelpText.lines(topic: entry.name(in: language), language: language)
            let synonyms = Self.listed(in: lines, after: ["also: ", "같은 뜻: "])
                .flatMap { $0.split(separator: ", ").map(String.init) }
            for synonym in synonyms { try Self.expectReadsAlone(synonym, as: word, entry) }
            if language == .korean, !entry.korean.isEmpty {
                #expect(synonyms.allSatisfy(entry.korean.contains), "\(synonyms)")
            }
        }
    }

    /// `help COMMAND` shows one or two examples for every command, recording included, each the
    /// command as typed (after the steps it needs, such as `open`).
    @Test(arguments: Language.allCases)
    func everyCommandsHelpShowsExamplesThatReadAsIt(_ language: Language) throws {
        for (word, entry) in Self.commandRows {
            let lines = HelpText.lines(topic: entry.name(in: language), language: language)
            let shown = Self.listed(in: lines, after: ["example: ", "examples: ", "예: "])
            #expect((1...2).contains(shown.count), "\(entry.name(in: language)): \(lines)")
            #expect(shown == CommandExamples.lines(for: word, in: language))
            for steps in CommandExamples.steps(for: word, in: language) {
                let last = try #require(steps.last)
                #expect(try Self.word(of: Self.read(last)) == word, "\(steps)")
                for step in steps { #expect(throws: Never.self, "\(step)") { try Self.read(step) } }
            }
        }
    }

    @Test func recordingsHelpShowsASentenceInEachLanguage() {
        #expect(
            HelpText.lines(topic: "add", language: .english)
                == [
                    "add SENTENCE — record spending said in a sentence, after showing it (journal)",
                    "  also: add, record, 기록, 추가",
                    "  examples: add starbucks 5.40 yesterday",
                    "            add lunch 12.50 by card",
                ])
        #expect(
            HelpText.lines(topic: "기록", language: .korean)
                == [
                    "기록 문장 — 문장으로 말한 지출을 보여 준 뒤 가계부에 기록합니다",
                    "  같은 뜻: 기록, 추가",
                    "  예: 기록 어제 스타벅스 5,400원",
                    "      추가 이마트 3만2천원 식비 카드",
                ])
    }

    @Test func anExampleOfSeveralStepsSaysTheirOrder() {
        #expect(CommandExamples.lines(for: .enter, in: .english) == ["open, right, then enter"])
        #expect(CommandExamples.lines(for: .enter, in: .korean) == ["열기, 오른쪽을 입력한 뒤 선택"])
        #expect(CommandExamples.lines(for: .focus(.pageUp), in: .korean) == ["열기를 입력한 뒤 페이지업"])
    }
}
