import Testing

@testable import LedgerReplCore

/// The phrase grammar's first rules (`PhraseReader+FirstRules`) give exactly what the rest of the grammar
/// gives for the same whole line, or decline.
@Suite struct PhraseFirstRuleTests {
    static let context = ParseContext(today: fixedToday, screenYear: 2025)

    /// The first rules' reading of `line`.
    static func firstRule(_ line: String, in context: ParseContext = context) -> Reading? {
        PhraseReader(context: context, explaining: false).firstRuleReading(Lexer.lex(line))
    }

    /// The rest of the grammar's reading of `line`: an explaining reader skips the first rules, and its
    /// steps are left out to compare.
    static func grammar(_ line: String, in context: ParseContext = context) -> Reading? {
        let lexed = Lexer.lex(line)
        guard var reading = try? PhraseReader(context: context).read(lexed, lexed.tokens.indices) else { return nil }
        reading.steps = []
        return reading
    }

    struct Row: CustomTestStringConvertible, Sendable {
        let line: String
        let reading: Reading
        var testDescription: String { line }
    }

    static func go(_ destination: Destination, _ anchor: Anchor, day: CalendarDate? = nil) -> Reading {
        Reading(anchor: anchor, destination: destination, day: day)
    }

    /// Written by hand against today 2026-11-29 (a Sunday) with 2025 on screen.
    static let rows: [Row] = [
        Row(line: "5864 days ago", reading: go(.month(ym(2010, 11)), .today, day: day(2010, 11, 9))),
        Row(line: "1 days ago", reading: go(.month(ym(2026, 11)), .today, day: day(2026, 11, 28))),
        Row(line: "in 3 days", reading: go(.month(ym(2026, 12)), .today, day: day(2026, 12, 2))),
        Row(line: "3 weeks ago", reading: go(.month(ym(2026, 11)), .today, day: day(2026, 11, 8))),
        Row(line: "in 2 weeks", reading: go(.month(ym(2026, 12)), .today, day: day(2026, 12, 13))),
        Row(line: "3 months ago", reading: go(.month(ym(2026, 8)), .today)),
        Row(line: "5000 months ago", reading: go(.month(ym(1610, 3)), .today)),
        Row(line: "In 3 Months", reading: go(.month(ym(2027, 2)), .today)),
        Row(line: "3 years ago", reading: go(.year(2023), .today)),
        Row(line: "  1000   years  ago ", reading: go(.year(1026), .today)),
        Row(line: "2024-07-15", reading: go(.month(ym(2024, 7)), .absolute, day: day(2024, 7, 15))),
        Row(line: "2024-02-29", reading: go(.month(ym(2024, 2)), .absolute, day: day(2024, 2, 29))),
        Row(line: "0001-01-01", reading: go(.month(ym(1, 1)), .absolute, day: day(1, 1, 1))),
        Row(line: "2024-07", reading: go(.month(ym(2024, 7)), .absolute)),
        Row(line: "3", reading: go(.month(ym(2025, 3)), .screen)),
        Row(line: "12", reading: go(.month(ym(2025, 12)), .screen)),
        Row(line: "2025", reading: go(.year(2025), .absolute)),
        Row(line: "march", reading: go(.month(ym(2025, 3)), .screen)),
        Row(line: "SEPT", reading: go(.month(ym(2025, 9)), .screen)),
    ]

    @Test(arguments: rows)
    func readsTheCommonestPhrasesLikeTheRestOfTheGrammar(_ row: Row) {
        #expect(Self.firstRule(row.line) == row.reading)
        #expect(Self.grammar(row.line) == row.reading)
    }

    /// Lines the first rules leave to the rest of the grammar (or to the reader's other rules): refusals,
    /// Korean, and forms they do not know.
    @Test(arguments: [
        "13", "0", "00", "0999", "2024-13", "2024-00", "0000-01", "2024-02-30", "2023-02-29", "0 days ago",
        "05 days ago", "1000000 days ago", "999999 days ago", "99999 years ago", "3 parsecs ago", "<>", "<<<",
        "3<3", "help keys", "explain next month", "3월", "nxt month", "", "   ", "next month please",
        // Phrases of several words, the rest of the grammar's to read (and the memo's to remember).
        "next month", "today", "last year", "지난달", "올해",
        // Words that are no phrase, and arrows and commands, the reader's other rules.
        "opne", "xyzzy plugh", "open!", "open now please", "Open  now", "next-mnth", "open", "<", "3<", "prev 2",
        "march!",
    ])
    func declinesWhatTheyDoNotRead(_ line: String) {
        #expect(Self.firstRule(line) == nil)
    }

    /// Every line the first rules read, in contexts at the calendar's edges, reads the same by the rest
    /// of the grammar.
    @Test(arguments: [
        ParseContext(today: fixedToday, screenYear: 2025),
        ParseContext(today: day(1, 1, 1), screenYear: 1),
        ParseContext(today: day(9999, 12, 31), screenYear: 9999),
        ParseContext(
            today: day(2024, 2, 29), screenYear: 2024, names: JournalNames(accounts: ["expenses:food", "assets:bank"])),
    ])
    func agreeWithTheRestOfTheGrammarOnEveryCandidate(_ context: ParseContext) {
        var read = 0
        var disagreements: [String] = []
        for line in Self.candidates {
            guard let reading = Self.firstRule(line, in: context) else { continue }
            read += 1
            let grammar = Self.grammar(line, in: context)
            if grammar != reading {
                disagreements.append("\(line.debugDescription): \(reading) vs \(String(describing: grammar))")
            }
        }
        #expect(disagreements == [])
        #expect(read > 300)  // the rules are not declining everything
    }

    /// The spellings of the word tables, numbers at the edges and counts in every unit and direction.
    static let candidates: [String] = {
        var lines = Vocabulary.allSpellings + Lexicon.english.keys.sorted()
        // The same spellings in capitals, with spaces doubled, and with spaces around them: the key of a
        // line of single-spaced words is packed from its bytes, any other from its normalised words.
        for spelling in Vocabulary.allSpellings where spelling.utf8.allSatisfy({ $0 < 0x80 }) {
            lines += [spelling.uppercased(), spelling.split(separator: " ").joined(separator: "  "), " \(spelling)"]
        }
        lines += (0...13).map(String.init) + ["01", "09", "10", "2024", "0001", "9999", "10000"]
        for count in ["1", "2", "7", "12", "31", "99", "400", "5000", "50000", "146097", "999999", "0", "007"] {
            for unit in Lexicon.english.keys.sorted() where Lexicon.english[unit].map(isUnit) == true {
                lines += ["\(count) \(unit) ago", "in \(count) \(unit)", "\(count) \(unit)"]
            }
            lines += [
                "\(count)<", "\(count)>", "\(count)<<", ">>\(count)", "< \(count)", "\(count) >", "prev \(count)",
            ]
        }
        for date in ["2024-07", "2024-7", "2024-07-1", "0001-01", "9999-12", "2024-02-29", "2100-02-29", "9999-12-31"] {
            lines += [date, date.uppercased() + " ", "\t" + date]
        }
        return lines
    }()

    static func isUnit(_ lexeme: Lexeme) -> Bool {
        if case .unit = lexeme { return true }
        return false
    }
}
