import Testing

@testable import LedgerReplCore

/// The key table is what the libedit reader binds, what `help keys` lists and what completion offers
/// after `help`.
@Suite struct KeyBindingsTests {
    @Test(arguments: Language.allCases)
    func helpKeysListsEveryRowInOrder(_ language: Language) {
        let lines = HelpText.lines(topic: "keys", language: language)
        #expect(lines.count == KeyBindings.all.count + 1)
        for (line, row) in zip(lines, KeyBindings.all) {
            #expect(line.hasPrefix("  " + row.label(in: language)))
            #expect(line.hasSuffix(row.summary(in: language)))
        }
    }

    /// Korean help names the arrow keys in Korean; the keys whose caps carry Latin letters as the caps read.
    @Test func koreanHelpNamesTheArrowKeysInKorean() {
        let lines = HelpText.lines(topic: "키", language: .korean)
        #expect(lines.contains { $0.hasPrefix("  위/아래 화살표  ") })
        #expect(lines.contains { $0.hasPrefix("  Alt-왼쪽/오른쪽 화살표  ") })
        #expect(!lines.joined().contains("Up / Down"))
    }

    @Test(arguments: KeyBindings.helpTopics + KeyBindings.helpTopicAliases)
    func everyTopicShowsTheKeys(_ topic: String) {
        #expect(HelpText.lines(topic: topic, language: .english) == KeysHelp.lines(.english))
    }

    @Test func completionOffersTheTopicsAfterHelp() {
        #expect(Completion.candidates(for: "help ke", screenYear: 2026) == ["keys"])
        #expect(Completion.candidates(for: "help ", screenYear: 2026).contains("키"))
    }

    /// A key's command is typed as its word's canonical spelling, and that spelling reads as the command.
    @Test func everyCommandKeyRunsACommandTheParserReads() throws {
        let parser = CommandParser(context: ParseContext(today: fixedToday, screenYear: 2026))
        var commands = 0
        for key in KeyBindings.bound {
            guard case .command(let closed, let open) = key.action else { continue }
            for word in [closed, open] {
                let line = KeyBindings.line(for: word)
                #expect(!line.isEmpty)
                #expect(try parser.parse(line) == CommandParser.command(for: word))
                commands += 1
            }
        }
        #expect(commands == 8)
        #expect(KeyBindings.line(for: .previous) == "<" && KeyBindings.line(for: .focus(.right)) == "right")
    }

    @Test func noSequenceIsBoundTwice() {
        let sequences = KeyBindings.bound.flatMap(\.sequences)
        #expect(Set(sequences).count == sequences.count)
        #expect(sequences.contains(KeyBindings.loneEscape))
    }
}
