import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// An amount means what the person said and is written so the journal reads it back so: in a journal
/// that declares no decimal mark (where hledger 1.25 reads `5,400원` as 5.4) `5,400원` is five thousand
/// four hundred and is written `5400원`; an amount with more decimals than the journal shows is refused.
@Suite struct AmountReadBackTests {
    /// A Korean journal without `decimal-mark`: hledger and the parser read its `5,400원` as 5.4 (and warn).
    static let undeclared = RecordingFixtures.journal(
        """
        2026-10-02 스타벅스
            지출:카페  4,500원
            자산:현금

        2026-11-10 이마트
            지출:식비  32,000원
            자산:현금

        """)

    func entry(_ input: String, in journal: Journal) throws -> NewEntry {
        let spoken = try EntrySentenceReader(context: RecordingFixtures.context, journal: journal).read(input)
        return try EntryCompletion(journal: journal, today: RecordingFixtures.today).complete(spoken)
    }

    @Test func theFixtureReadsItsOwnAmountsAsDecimals() {
        // The premise, as hledger 1.25 reads the same text: 4,500원 is 4.5.
        #expect(Self.undeclared.warnings.count == 1)
        #expect(JournalMarks(Self.undeclared).isGuessed("원"))
    }

    @Test func aLoneCommaBeforeThreeDigitsIsThousandsAndIsWrittenWithoutIt() throws {
        let entry = try entry("어제 스타벅스 5,400원", in: Self.undeclared)
        #expect(entry.postings[0].amount == Amount(ExactDecimal(5400), "원"))
        #expect(entry.text(in: Self.undeclared) == "2026-11-30 스타벅스\n    지출:카페   5400원\n    자산:현금  -5400원\n")
        #expect(
            entry.ungrouped == UngroupedAmount(commodity: "원", written: "5400원", grouped: "5,400원", misread: "5.4원"))
    }

    @Test(arguments: [
        ("3만2천원 이마트", "32000"), ("이마트 12,000원", "12000"), ("이마트 1,234,000원", "1234000"),
        ("이마트 12,5원", "12.5"), ("이마트 0,500원", "0.5"),
    ])
    func amountsInAnUndeclaredJournal(_ input: String, _ quantity: String) throws {
        let entry = try entry(input, in: Self.undeclared)
        #expect(entry.postings[0].amount.quantity == ExactDecimal(quantity))
        // Written without a group mark, so the journal (and hledger) read the number back as said.
        let written = entry.lines(in: Self.undeclared)[1]
        #expect(!written.contains(",") || quantity.contains("."))
    }

    @Test func theNoteSaysWhyInBothLanguages() throws {
        let note = try #require(try entry("스타벅스 5,400원", in: Self.undeclared).ungrouped)
        #expect(
            Messages(language: .english).ungrouped(note, path: "home.journal")
                == "Written as 5400원, without the comma: home.journal has no decimal-mark directive, so hledger reads "
                + "5,400원 there as 5.4원. To have its other amounts read as meant too, put the line decimal-mark . "
                + "at the top of home.journal.")
        #expect(
            Messages(language: .korean).ungrouped(note, path: "home.journal")
                == "home.journal에는 decimal-mark 지시어가 없어서 hledger가 5,400원을 5.4원으로 읽습니다. 그래서 쉼표 없이 "
                + "5400원으로 적습니다. 가계부의 다른 금액도 제대로 읽히게 하려면 home.journal 맨 위에 decimal-mark . 한 줄을 "
                + "넣으세요.")
    }

    @Test func aDeclaredJournalKeepsItsGroups() throws {
        let entry = try entry("어제 스타벅스 5,400원", in: RecordingFixtures.korean)
        #expect(entry.lines(in: RecordingFixtures.korean)[1] == "    지출:카페   5,400원")
        #expect(entry.ungrouped == nil)
    }

    /// A journal that declares no decimal mark and whose own amounts never had a lone mark (so nothing
    /// is in doubt), yet would read a new `5,400원` as 5.4: written without the group, with the note.
    @Test func anAmountTheFileWouldReadOtherwiseIsWrittenWithoutGroups() throws {
        let quiet = RecordingFixtures.journal(
            """
            2026-11-01 월급
                자산:통장  3,000,000원
                수입:급여

            2026-11-02 커피
                지출:카페  500원
                자산:현금

            """)
        let entry = try entry("커피 5,400원", in: quiet)
        #expect(entry.lines(in: quiet)[1] == "    지출:카페   5400원")
        #expect(
            entry.ungrouped == UngroupedAmount(commodity: "원", written: "5400원", grouped: "5,400원", misread: "5.4원"))
        #expect(
            try self.entry("커피 1,234,000원", in: quiet).lines(in: quiet)[1].hasSuffix(" 1,234,000원"), "two marks: kept")
    }

    @Test(arguments: [
        ("starbucks $1,000,000.001", "$", 3, 2, "$1000000.00"),
        ("starbucks $4.505", "$", 3, 2, "$4.51"),
    ])
    func moreDecimalsThanTheJournalShowsAreRefused(
        _ input: String, _ commodity: String, _ places: Int, _ journalPlaces: Int, _ rounded: String
    ) {
        let text = String(input.split(separator: " ")[1])
        #expect(
            throws: RecordingError.tooManyDecimals(
                text, places: places, commodity: commodity, journalPlaces: journalPlaces, rounded: rounded)
        ) { try entry(input, in: RecordingFixtures.english) }
    }

    @Test func moreDecimalsThanAWholeCurrencyShowsAreRefusedInKorean() {
        #expect(
            throws: RecordingError.tooManyDecimals(
                "5,400.5원", places: 1, commodity: "원", journalPlaces: 0, rounded: "5,401원")
        ) { try entry("스타벅스 5,400.5원", in: RecordingFixtures.korean) }
        let message = Messages(language: .korean).text(
            for: .tooManyDecimals("5,400.5원", places: 1, commodity: "원", journalPlaces: 0, rounded: "5,401원"))
        #expect(
            message
                == "가계부는 원 금액을 소수점 없이 적는데 \"5,400.5원\"에는 소수점 아래 숫자가 있습니다. 이대로 기록하면 모든 원 "
                + "금액이 소수점 아래 1자리로 표시됩니다. 소수점 없이 입력하세요 (예: 5,401원).")
        #expect(
            Messages(language: .english).text(
                for: .tooManyDecimals("12.50", places: 1, commodity: "원", journalPlaces: 0, rounded: "13원"))
                == "the journal writes 원 amounts without decimals, and \"12.50\" has decimals: recording it would show "
                + "every 원 amount with 1 decimal place; say it without decimals (e.g. 13원)")
    }

    @Test func asManyDecimalsAsTheJournalShowsAreWritten() throws {
        #expect(
            try entry("starbucks $4.5", in: RecordingFixtures.english).postings[0].amount.quantity
                == ExactDecimal("4.5"))
        #expect(
            try entry("starbucks $4.500", in: RecordingFixtures.english).postings[0].amount.quantity.normalized.scale
                == 1)
    }
}
