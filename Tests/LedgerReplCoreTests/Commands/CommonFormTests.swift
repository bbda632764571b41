import Testing

@testable import LedgerReplCore

/// The common forms, the reader's first rules over tokens, give exactly what its other rules give for
/// the same line, or decline.
@Suite struct CommonFormTests {
    static let context = ParseContext(today: fixedToday, screenYear: 2025)

    static func common(_ line: String, in context: ParseContext = context) -> Command? {
        CommandParser(context: context).commonForm(Lexer.lex(line))
    }

    /// What the rules after the common forms read the line as.
    static func parsed(_ line: String, in context: ParseContext = context) -> Command? {
        try? CommandParser(context: context).readBeyondCommonForms(Lexer.lex(line), typed: line)
    }

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
    func readsTheCommonFormsLikeTheParser(_ row: Row) {
        #expect(Self.common(row.line) == row.command)
        #expect(Self.parsed(row.line) == row.command)
    }

    /// Arrows with a count that cannot be one are refused naming the count, by the same rule.
    @Test(arguments: [("< 0", "0"), ("0>", "0"), ("prev 99999999", "99999999"), ("<<00", "00")])
    func refusesArrowsWithACountOutOfRange(_ line: String, _ count: String) {
        #expect(Self.common(line) == nil)
        #expect(throws: PickerError.invalidInput(line, reason: .countOutOfRange(count))) {
            try CommandParser(context: Self.context).parse(line)
        }
    }

    /// Lines the common forms leave to the other rules: refusals, Korean, and forms it does not know.
    @Test(arguments: [
        "13", "0", "00", "0999", "2024-13", "2024-00", "0000-01", "2024-02-30", "2023-02-29", "0 days ago",
        "05 days ago", "1000000 days ago", "999999 days ago", "99999 years ago", "3 parsecs ago", "<>", "<<<",
        "3<3", "help keys", "explain next month", "3월", "nxt month", "", "   ", "next month please",
        // Phrases, the grammar's to read (and the memo's to remember).
        "next month", "today", "last year", "지난달", "올해",
        // Words alone that are no whole spelling (read as a whole line, without being split into words).
        "opne", "xyzzy plugh", "open!", "open now please", "Open  now", "next-mnth",
    ])
    func declinesWhatItDoesNotRead(_ line: String) {
        #expect(Self.common(line) == nil)
    }

    /// Every line the reader reads, in contexts at the calendar's edges, reads the same by the parser.
    @Test(arguments: [
        ParseContext(today: fixedToday, screenYear: 2025),
        ParseContext(today: day(1, 1, 1), screenYear: 1),
        ParseContext(today: day(9999, 12, 31), screenYear: 9999),
        ParseContext(
            today: day(2024, 2, 29), screenYear: 2024, names: JournalNames(accounts: ["expenses:food", "assets:bank"])),
    ])
    func agreesWithTheParserOnEveryCandidate(_ context: ParseContext) {
        var read = 0
        var disagreements: [String] = []
        for line in Self.candidates {
            guard let command = Self.common(line, in: context) else { continue }
            read += 1
            let parsed = Self.parsed(line, in: context)
            if parsed != command {
                disagreements.append("\(line.debugDescription): \(command) vs \(String(describing: parsed))")
            }
        }
        #expect(disagreements == [])
        #expect(read > 350)  // the reader is not declining everything
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
