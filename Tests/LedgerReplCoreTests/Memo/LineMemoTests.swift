import LedgerJournalCore
import Testing

@testable import LedgerReplCore

@Suite struct BoundedTableTests {
    /// A key whose hash is chosen, so that keys can be made to share a probe.
    struct Named: TableKey {
        let name: String
        var tableHash: UInt64
        init(_ name: String, hash: UInt64 = 1) {
            self.name = name
            tableHash = hash
        }
        static func == (a: Named, b: Named) -> Bool { a.name == b.name }
    }

    @Test(arguments: [1, 0xFFFF_FFFF_FFFF_FFFF])
    func findsWhatWasInsertedAndNeverHoldsMoreThanItsCapacity(sharedHash: UInt64) {
        // Every key hashing alike: each probe passes the ones before it.
        var table = BoundedTable<Named, Int>(capacity: 3)
        table.insert(1, for: Named("a", hash: sharedHash))
        table.insert(2, for: Named("b", hash: sharedHash))
        table.insert(3, for: Named("c", hash: sharedHash))
        #expect(table[Named("a", hash: sharedHash)] == 1 && table[Named("c", hash: sharedHash)] == 3)
        #expect(table[Named("d", hash: sharedHash)] == nil && table[Named("a", hash: 2)] == nil)
        table.insert(30, for: Named("c", hash: sharedHash))  // replacing an entry never empties the table
        #expect(table.count == 3 && table[Named("c", hash: sharedHash)] == 30)
        table.insert(4, for: Named("d", hash: sharedHash))  // full: it starts again
        #expect(table.count == 1 && table[Named("d", hash: sharedHash)] == 4)
        #expect(table[Named("a", hash: sharedHash)] == nil)
    }

    @Test func aCapacityIsTakenWithinItsRange() {
        #expect(BoundedTable<Named, Int>(capacity: 0).capacity == 1)
        #expect(BoundedTable<Named, Int>(capacity: -5).capacity == 1)
        #expect(BoundedTable<Named, Int>(capacity: Int.max).capacity == 1 << 20)
    }

    @Test func aProbeMatchesAKeyWithoutOneBeingMade() {
        var table = BoundedTable<Named, Int>(capacity: 1000)
        for index in 0..<1000 { table.insert(index, for: Named(String(index), hash: UInt64(index % 7))) }
        #expect(table.count == 1000)
        for index in 0..<1000 {
            #expect(table.value(hash: UInt64(index % 7), where: { $0.name == String(index) }) == index)
        }
        #expect(table.value(hash: 3, where: { $0.name == "4" }) == nil)  // the right name under another hash
    }

    @Test func aValueIsReadWhereItLies() {
        var table = BoundedTable<Named, [Int]>(capacity: 4)
        table.insert([1, 2, 3], for: Named("a"))
        #expect(table.withValue(hash: 1, where: { $0.name == "a" }, { $0.count }) == 3)
        #expect(table.withValue(hash: 1, where: { $0.name == "b" }, { $0.count }) == nil)
        #expect(table.withValue(hash: 2, where: { $0.name == "a" }, { $0.count }) == nil)
    }
}

/// The memo gives what the direct path gives, byte for byte, in text and JSON, in both languages.
@Suite struct LineMemoTests {
    /// Every kind of line a script repeats: common forms, Korean, refusals with and without a
    /// suggestion, questions, journal commands, effects, words left over.
    static let script = [
        "open", "3<", "nxt month", "다음 달", "frobnicate", "2024-13", "3개월 전", "7월", "spent in july 2024",
        "food in july 2024", "fuel in july", "balance", "history", "undo", "open now please", "\u{1B}[2J", "reload",
        "13", "2024-07-15", "next year", "close", "  NEXT   month ", "지난 딸", "explain next march", "q3 2024",
        // Read against the year on screen, which the lines above keep moving.
        "show me july", "march 15", "3월 1일", "feb 29",
        // Common forms refused as they are applied (the popover is closed here), whose messages the
        // memo keeps by the error.
        "right", "enter", "close", "pgup",
    ]

    static let journal = """
        2024-07-01 pay
            income:salary  -1000 USD
            assets:bank

        2024-07-05 lunch
            expenses:food  12 USD
            assets:bank

        """

    /// The JSON objects, the text and the error lines of `lines` run through a fresh session, with or
    /// without a memo of capacity `capacity`.
    static func run(_ lines: [String], language: Language, memo capacity: Int?, journal: Bool = true) throws
        -> [UInt8]
    {
        var session = Session(state: picker(ym(2024, 7)))
        if journal {
            session.browse(try Journal.parse(Self.journal).get())
        }
        var memo = capacity.map { LineMemo(messages: Messages(language: language), capacity: $0) }
        let encoder = OutputEncoder(options: RenderOptions(language: language))
        var out: [UInt8] = []
        for (index, line) in lines.enumerated() {
            var (outcome, remembered): (Outcome, String?) = Array(line.utf8).withUnsafeBytes { bytes in
                guard var remembering = memo else { return (session.handle(utf8: bytes), nil) }
                defer { memo = remembering }
                return remembering.handle(utf8: bytes, in: &session)
            }
            let hadEffect = outcome.effect != nil
            if outcome.effect == .listHistory { outcome = session.step(.effectResult(.historyListed(["open"]))) }
            if outcome.effect == .reloadJournal { outcome = session.step(.effectResult(.journalUnchanged)) }
            let direct = outcome.error.map(encoder.messages.text(for:))
            // The memo says a refusal as Messages does (an effect's outcome is finished by the session).
            if memo != nil, !hadEffect { #expect(remembered == direct, "\(line)") }
            let errorText = memo != nil && !hadEffect ? remembered : direct
            Array(line.utf8).withUnsafeBytes { bytes in
                encoder.appendJSON(
                    outcome, line: index + 1, utf8Input: bytes, journal: session.journal,
                    errorText: memo == nil ? nil : errorText, to: &out)
            }
            encoder.appendText(outcome, journal: session.journal, to: &out)
            if let errorText { out += Array(("error: " + errorText + "\n").utf8) }
        }
        return out
    }

    @Test(arguments: Language.allCases)
    func aMemoizedScriptWritesTheSameBytesAsTheDirectPath(_ language: Language) throws {
        let lines = Array(repeating: Self.script, count: 4).flatMap { $0 }
        let direct = try Self.run(lines, language: language, memo: nil)
        #expect(try Self.run(lines, language: language, memo: 4096) == direct)
        // A table far smaller than the script empties and refills all the time: still the same bytes.
        #expect(try Self.run(lines, language: language, memo: 3) == direct)
        // Without a journal, views are remembered too.
        let withoutJournal = try Self.run(lines, language: language, memo: nil, journal: false)
        #expect(try Self.run(lines, language: language, memo: 4096, journal: false) == withoutJournal)
        #expect(try Self.run(lines, language: language, memo: 3, journal: false) == withoutJournal)
    }
}

/// A line's tokens say whether reading it may look at the year on screen: the memo keys the lines whose
/// tokens cannot without it, so they must read the same in every year.
@Suite struct ScreenYearTokenTests {
    @Test(arguments: [
        ("show me july", true), ("march 15", true), ("3월 1일", true), ("feb 29", true), ("q3", true),
        ("2024-07", true), ("3 months ago", true), ("christmas", true), ("상반기", true), ("friday", true),
        ("next month", false), ("frobnicate", false), ("다음 달", false), ("nxt month", false),
        ("last year", false), ("지난달 식비 얼마", false), ("yesterday", false), ("open now please", false),
    ])
    func theTokensSayWhetherTheYearOnScreenMayBeRead(line: String, may: Bool) {
        #expect(Lexer.lex(line).mayReadTheYearOnScreen == may, "\(line)")
        guard !may else { return }
        let today = CalendarDate(2026, 11, 29)!
        let names = JournalNames(accounts: ["지출:식비", "expenses:food"])
        let read = { (year: Int) in
            Result { () throws(PickerError) in
                try CommandParser(context: ParseContext(today: today, screenYear: year, names: names)).parse(line)
            }
        }
        for year in [1, 1999, 2025, 9999] { #expect(read(year) == read(2024), "\(line) in \(year)") }
    }
}

/// A line that answers recording's question goes to the conversation on the byte path and through the
/// memo, as it does as text.
@Suite struct RecordingAnswerTests {
    @Test func anAnswerToRecordingsQuestionIsNotReadAsACommand() {
        var byText = Session(state: picker(ym(2026, 12), today: RecordingFixtures.today))
        byText.browse(RecordingFixtures.korean)
        byText.configureRecording(mode: .ask, file: "household.journal")
        var byBytes = byText
        var viaMemo = byText
        var memo = LineMemo(messages: Messages(language: .korean))
        for line in ["어제 스타벅스 5,400원", "y"] {
            let expected = byText.handle(line)
            #expect(Array(line.utf8).withUnsafeBytes { byBytes.handle(utf8: $0) } == expected)
            #expect(Array(line.utf8).withUnsafeBytes { memo.handle(utf8: $0, in: &viaMemo) }.outcome == expected)
        }
        #expect(viaMemo.awaitsAnswer == byText.awaitsAnswer)
    }
}
