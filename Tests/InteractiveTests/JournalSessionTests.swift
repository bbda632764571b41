import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A household journal at the terminal: Tab completes its accounts and payees wherever a question or
/// `entries` takes them, the listing fits the window, and today's month opens past the last entry.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct JournalSessionTests {
    let home: TemporaryHome
    let journal: String

    /// Entries up to November 2026; today is December 1st.
    static let text = """
        decimal-mark .
        2026-10-03 * 스타벅스
            지출:식비:카페  ₩5,500
            자산:카드

        2026-11-02 Whole Foods
            expenses:food  $40
            assets:checking

        2026-11-15 점심
            지출:식비  ₩12,000
            자산:현금

        """

    init() throws {
        home = try TemporaryHome()
        journal = home.path + "/household.journal"
        let fd = open(journal, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        let bytes = Array(Self.text.utf8)
        #expect(write(fd, bytes, bytes.count) == bytes.count)
        close(fd)
    }

    func start(columns: UInt16 = 100, _ arguments: [String] = []) throws -> TerminalSession {
        let session = try TerminalSession(
            arguments: ["--today", "2026-12-01", "-f", journal] + arguments,
            environment: childEnvironment(home: home.path), columns: columns)
        try session.waitForPrompt("2026-12> ")
        return session
    }

    @Test func tabCompletesAnAccountAfterAKoreanPeriod() throws {
        let session = try start(["--lang", "ko"])
        session.type("지난달 식\t")
        try session.expect("식비 ")
        session.type("얼마\n")
        try session.expect("₩12,000")
        try session.waitForPrompt("2026-12> ")
    }

    @Test func tabCompletesAPayeeAfterEntries() throws {
        let session = try start()
        session.type("entries 스타\t")
        try session.expect("스타벅스 ")
        session.type("2026-10\n")
        try session.expect("1 entry at 스타벅스 in October 2026")
    }

    @Test func tabCompletesAPayeeOfTwoWords() throws {
        let session = try start()
        session.type("entries whole f\t")
        try session.expect("Whole Foods ")
    }

    @Test func tabCompletesAnAccountSegmentBySegment() throws {
        let session = try start()
        session.type("balance 지출:식\t")
        try session.expect("지출:식비")
        session.type("\t")
        try session.expect(":카페 ")  // the rest of 지출:식비:카페
    }

    @Test(arguments: [40, 60, 100] as [UInt16])
    func theSecondTabListsNamesByKindWithinTheWidth(columns: UInt16) throws {
        let session = try start(columns: columns)
        session.type("entries \t")
        session.type("\t")
        try session.expect("accounts:")
        let listing = try session.expect("2026-12> entries ")
        #expect(listing.contains("payees:"))
        #expect(listing.contains("지출:식비:카페"))
        for line in listing.split(separator: "\n") {
            #expect(ScreenWidth.of(line) <= Int(columns), "\(line)")
        }
    }

    @Test func todaysMonthIsSelectablePastTheLastEntry() throws {
        let session = try start()
        session.type("open\n")
        try session.expect("[Dec]")  // selected, not disabled
        try session.waitForPrompt("2026-12 [2026]> ")
        session.type("close\n")
        try session.waitForPrompt("2026-12> ")
        session.type("<\n")
        try session.expect("Selected November 2026")
        try session.waitForPrompt("2026-11> ")
        session.type("today\n")
        try session.expect("Selected December 2026")  // not "after the last month"
        session.type("next month\n")
        try session.expect("Selected January 2027")  // the journal fences no month
    }

    @Test func theMonthsAfterTheLastEntryAreSelectableInKorean() throws {
        let session = try start(["--lang", "ko"])
        session.type("다음 달\n")
        try session.expect("2027년 1월을 선택했습니다.")
        try session.waitForPrompt("2027-01> ")
        session.type("2027-03\n")
        try session.expect("2027년 3월을 선택했습니다.")
    }
}

/// How many columns a terminal gives text (written out here, not taken from the program): Hangul and
/// other wide characters take two, combining marks none.
enum ScreenWidth {
    static func of(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x200B...0x200F: sum
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
                sum + 2
            default: sum + 1
            }
        }
    }
}
