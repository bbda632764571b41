import Testing

@testable import LedgerReplCore

/// The reader's rules in its written order, over the tokens of the commonest lines: a whole-line command
/// word, arrows with counts, and the phrases its grammar reads first (`PhraseFirstRuleTests` holds those
/// to the rest of the grammar).
@Suite struct ReaderRuleTests {
    static let context = ParseContext(today: fixedToday, screenYear: 2025)

    struct Row: CustomTestStringConvertible, Sendable {
        let line: String
        let command: Command
        var testDescription: String { line }
    }

    static func go(_ destination: Destination, _ anchor: Anchor, day: CalendarDate? = nil) -> Command {
        .picker(.go(Reading(anchor: anchor, destination: destination, day: day)))
    }

    /// Written by hand against today 2026-11-29 (a Sunday) with 2025 on screen.
    static let rows: [Row] = [
        Row(line: "5864 days ago", command: go(.month(ym(2010, 11)), .today, day: day(2010, 11, 9))),
        Row(line: "1 days ago", command: go(.month(ym(2026, 11)), .today, day: day(2026, 11, 28))),
        Row(line: "in 3 days", command: go(.month(ym(2026, 12)), .today, day: day(2026, 12, 2))),
        Row(line: "3 weeks ago", command: go(.month(ym(2026, 11)), .today, day: day(2026, 11, 8))),
        Row(line: "in 2 weeks", command: go(.month(ym(2026, 12)), .today, day: day(2026, 12, 13))),
        Row(line: "3 months ago", command: go(.month(ym(2026, 8)), .today)),
        Row(line: "5000 months ago", command: go(.month(ym(1610, 3)), .today)),
        Row(line: "In 3 Months", command: go(.month(ym(2027, 2)), .today)),
        Row(line: "3 years ago", command: go(.year(2023), .today)),
        Row(line: "  1000   years  ago ", command: go(.year(1026), .today)),
        Row(line: "2024-07-15", command: go(.month(ym(2024, 7)), .absolute, day: day(2024, 7, 15))),
        Row(line: "2024-02-29", command: go(.month(ym(2024, 2)), .absolute, day: day(2024, 2, 29))),
        Row(line: "0001-01-01", command: go(.month(ym(1, 1)), .absolute, day: day(1, 1, 1))),
        Row(line: "2024-07", command: go(.month(ym(2024, 7)), .absolute)),
        Row(line: "3", command: go(.month(ym(2025, 3)), .screen)),
        Row(line: "12", command: go(.month(ym(2025, 12)), .screen)),
        Row(line: "2025", command: go(.year(2025), .absolute)),
        Row(line: "march", command: go(.month(ym(2025, 3)), .screen)),
        Row(line: "SEPT", command: go(.month(ym(2025, 9)), .screen)),
        Row(line: "<", command: .picker(.step(by: -1))),
        Row(line: "3<", command: .picker(.step(by: -3))),
        Row(line: "> 3", command: .picker(.step(by: 3))),
        Row(line: "<<2", command: .picker(.leap(by: -2))),
        Row(line: "2>>", command: .picker(.leap(by: 2))),
        Row(line: "prev 2", command: .picker(.step(by: -2))),
        Row(line: "prev2", command: .picker(.step(by: -2))),
        Row(line: "2 next", command: .picker(.step(by: 2))),
        Row(line: "다음 3", command: .picker(.step(by: 3))),
        Row(line: "03<", command: .picker(.step(by: -3))),
        Row(line: ">> 10", command: .picker(.leap(by: 10))),
        Row(line: "open", command: .picker(.open)),
        Row(line: "Enter\r", command: .picker(.choose)),
        Row(line: "pgdn", command: .picker(.moveFocus(.pageDown))),
        Row(line: "undo", command: .undo),
        Row(line: "help", command: .help(.overview)),
        Row(line: "q", command: .quit),
    ]

    @Test(arguments: rows)
    func readsTheCommonestLines(_ row: Row) throws {
        #expect(try CommandParser(context: Self.context).parse(row.line) == row.command)
        // By the first rules alone: the lines the memo never remembers.
        #expect(CommandParser(context: Self.context).readByFirstRules(Lexer.lex(row.line)) == row.command)
        // The bytes of a script's line read alike.
        var bytes = Array(row.line.utf8)
        let fromBytes = try bytes.withUnsafeMutableBytes { buffer throws(PickerError) in
            try CommandParser(context: Self.context).parse(utf8: UnsafeRawBufferPointer(buffer))
        }
        #expect(fromBytes == row.command)
    }

    /// Arrows with a count that cannot be one are refused naming the count, by the arrow rule.
    @Test(arguments: [("< 0", "0"), ("0>", "0"), ("prev 99999999", "99999999"), ("<<00", "00")])
    func refusesArrowsWithACountOutOfRange(_ line: String, _ count: String) {
        #expect(throws: PickerError.invalidInput(line, reason: .countOutOfRange(Said(count, in: line)))) {
            try CommandParser(context: Self.context).parse(line)
        }
    }

    /// A whole line is a command word only when one token spells it and spans the whole line.
    @Test(arguments: [
        ("open", CommandWord.open), ("Enter\r", .enter), ("입력 기록", .history), ("pgdn", .focus(.pageDown)), ("?", .help),
    ])
    func readsAWholeLineCommandWordFromItsToken(_ line: String, _ word: CommandWord) {
        #expect(CommandParser.wholeLineCommandWord(Lexer.lex(line)) == word)
    }

    @Test(arguments: ["open!", "open now", "Open  now", "opne", "next month", "3", "", "   ", "다음 달"])
    func aLineOfMoreThanOneCommandWordIsNone(_ line: String) {
        #expect(CommandParser.wholeLineCommandWord(Lexer.lex(line)) == nil)
    }

    /// The command word a one-token word is, by the word index, is the one the vocabulary gives its
    /// spelling: reading it from the token changes nothing.
    @Test func everyCommandSpellingOfOneTokenReadsAsItsCommand() {
        var mismatches: [String] = []
        for spelling in Vocabulary.commandSpellings {
            let lexed = Lexer.lex(spelling)
            guard lexed.tokens.count == 1, let word = CommandParser.wholeLineCommandWord(lexed) else { continue }
            guard
                case .command(let expected)? = Vocabulary.entry(spelled: Normalizer.compactingKorean(spelling))?.meaning,
                expected == word
            else {
                mismatches.append(spelling)
                continue
            }
        }
        #expect(mismatches == [])
    }
}
