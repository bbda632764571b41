import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// What a sentence becomes once the journal fills in what it did not say, shown as the exact text that
/// would be appended (today Tuesday 2026-12-01).
@Suite struct EntryCompletionTests {
    struct CompletionCase: CustomTestStringConvertible, Sendable {
        let input: String
        let text: String
        init(_ input: String, _ text: String) {
            self.input = input
            self.text = text
        }
        var testDescription: String { input }
    }

    func entry(_ input: String, in journal: Journal) throws -> NewEntry {
        let spoken = try EntrySentenceReader(context: RecordingFixtures.context, journal: journal).read(input)
        return try EntryCompletion(journal: journal, today: RecordingFixtures.today).complete(spoken)
    }

    @Test(arguments: [
        // The most recent transaction with the same description gives both accounts.
        CompletionCase(
            "어제 스타벅스 5,400원",
            "2026-11-30 스타벅스\n    지출:카페   5,400원\n    자산:현금  -5,400원\n"),
        CompletionCase(
            "점심 12,000원",
            "2026-12-01 점심\n    지출:식비:외식   12,000원\n    부채:신한카드   -12,000원\n"),
        // What was said wins over what the similar transaction used.
        CompletionCase(
            "점심 12,000원 현금",
            "2026-12-01 점심\n    지출:식비:외식   12,000원\n    자산:현금       -12,000원\n"),
        CompletionCase(
            "이마트 카드 45,000원",
            "2026-12-01 이마트\n    지출:식비       45,000원\n    부채:신한카드  -45,000원\n"),
        // The same payee with more words after it (스타벅스 → 스타벅스 커피) still finds the accounts.
        CompletionCase(
            "스타벅스 커피 5,000원",
            "2026-12-01 스타벅스 커피\n    지출:카페   5,000원\n    자산:현금  -5,000원\n"),
        // Income: the money comes in to the bank and out of the income account.
        CompletionCase(
            "월급 3,000,000원",
            "2026-12-01 월급\n    자산:통장   3,000,000원\n    수입:급여  -3,000,000원\n"),
        // The journal's spelling of the currency: ₩ said, 원 written.
        CompletionCase(
            "₩5,400 스타벅스",
            "2026-12-01 스타벅스\n    지출:카페   5,400원\n    자산:현금  -5,400원\n"),
        // A category word with a payment word and no similar transaction.
        CompletionCase(
            "새가게 7,000원 식비 카드",
            "2026-12-01 새가게\n    지출:식비       7,000원\n    부채:신한카드  -7,000원\n"),
        CompletionCase(
            "스타벅스 -5,400원 환불",
            "2026-12-01 스타벅스 환불\n    지출:카페  -5,400원\n    자산:현금   5,400원\n"),
    ])
    func fillsInKoreanEntries(_ example: CompletionCase) throws {
        let journal = RecordingFixtures.korean
        #expect(try entry(example.input, in: journal).text(in: journal) == example.text)
    }

    @Test(arguments: [
        // `lunch` begins `Lunch at Subway`; the dollars come from it.
        CompletionCase(
            "lunch 12.50 yesterday",
            "2026-11-30 lunch\n    expenses:food      $12.50\n    liabilities:visa  $-12.50\n"),
        // The same payee in another case: the journal's spelling, and its precision.
        CompletionCase(
            "starbucks 4.5",
            "2026-12-01 Starbucks\n    expenses:coffee   $4.50\n    assets:cash      $-4.50\n"),
        CompletionCase(
            "whole foods 30 dollars with visa",
            "2026-12-01 Whole Foods\n    expenses:groceries   $30.00\n    liabilities:visa    $-30.00\n"),
        // A currency the journal never wrote, as it was said but for a lone group mark, which a journal
        // without decimal-mark reads as a decimal point (as hledger does).
        CompletionCase(
            "starbucks 5,400원",
            "2026-12-01 Starbucks\n    expenses:coffee   5400원\n    assets:cash      -5400원\n"),
        CompletionCase(
            "starbucks 1,234,500원",
            "2026-12-01 Starbucks\n    expenses:coffee   1,234,500원\n    assets:cash      -1,234,500원\n"),
        CompletionCase(
            "coffee beans 12.00 cash",
            "2026-12-01 coffee beans\n    expenses:coffee   $12.00\n    assets:cash      $-12.00\n"),
    ])
    func fillsInEnglishEntries(_ example: CompletionCase) throws {
        let journal = RecordingFixtures.english
        #expect(try entry(example.input, in: journal).text(in: journal) == example.text)
    }

    @Test func asksForTheCategoryWhenNothingSaysIt() {
        #expect(
            throws: RecordingError.needsCategory(
                description: "새가게", candidates: ["지출:식비", "지출:교통", "지출:식비:외식", "지출:카페"])
        ) { try entry("새가게 5,000원 현금", in: RecordingFixtures.korean) }
    }

    @Test func asksWhatPaidWhenNothingSaysIt() {
        #expect(
            throws: RecordingError.needsFunding(
                description: "교통", candidates: ["자산:통장", "부채:신한카드", "자산:현금"])
        ) { try entry("교통 1,250원", in: RecordingFixtures.korean) }
    }

    @Test func refusesTwoAccountsForOneSide() {
        #expect(throws: RecordingError.severalAccounts(["자산:현금", "부채:신한카드"])) {
            try entry("점심 5,000원 현금 카드", in: RecordingFixtures.korean)
        }
    }

    @Test func refusesAWordNamingSeveralAccounts() throws {
        let journal = RecordingFixtures.journal(
            """
            2026-11-01 a
                지출:식비  1원
                부채:신한카드
            2026-11-02 b
                지출:식비  1원
                부채:국민카드

            """)
        #expect(throws: RecordingError.ambiguousAccount("카드", candidates: ["부채:국민카드", "부채:신한카드"])) {
            try entry("새가게 5,000원 카드 식비", in: journal)
        }
        // The similar transaction's card settles it.
        #expect(try entry("b 5,000원 카드", in: journal).postings.map(\.account) == ["지출:식비", "부채:국민카드"])
    }

    @Test func anEmptyJournalWritesTheAmountAsSaidButForALoneGroupMark() throws {
        let journal = Journal()
        let spoken = try EntrySentenceReader(context: RecordingFixtures.context, journal: journal).read(
            "점심 12,000원 지출:식비 자산:현금")
        let entry = try EntryCompletion(journal: journal, today: RecordingFixtures.today).complete(spoken)
        #expect(entry.text(in: journal) == "2026-12-01 점심\n    지출:식비   12000원\n    자산:현금  -12000원\n")
        #expect(entry.ungrouped == nil, "nothing in the journal reads it otherwise: no note")
    }

    /// A payee said in another case is the journal's payee, spelled as the journal spells it, whether it
    /// is the whole description or the part before `|`; a description that only begins the same is
    /// written as said.
    @Test(arguments: [
        ("add lunch 12.50 yesterday", "2026-11-30 Lunch"), ("LUNCH 9.00 today", "2026-12-01 Lunch"),
        ("add 이마트 12,000원", "2026-12-01 이마트"), ("add TAXI 8000 yesterday", "2026-11-30 Taxi"),
        ("add lunch special 10.00 expenses:food assets:cash", "2026-12-01 lunch special"),
    ])
    func aPayeeInAnotherCaseKeepsTheJournalsSpelling(_ input: String, _ head: String) throws {
        let journal = RecordingFixtures.journal(
            """
            decimal-mark .
            2026-11-02 Lunch | noodles
                expenses:food   $11.00
                assets:cash

            2026-11-03 이마트 | 장보기
                expenses:food   32,000원
                liabilities:card

            2026-11-04 Taxi
                expenses:transport   9,000원
                liabilities:card

            """)
        #expect(try entry(input, in: journal).lines(in: journal).first == head)
    }

    /// The entry is dated as the journal dates its entries (`/` or `-`, from its last dated line); the
    /// one-line summary too.
    @Test func theDateIsWrittenInTheJournalsStyle() throws {
        let journal = RecordingFixtures.journal(
            """
            decimal-mark .
            2026/11/02 스타벅스
                지출:카페  4,500원
                자산:현금

            """)
        let entry = try entry("어제 스타벅스 5,400원", in: journal)
        #expect(entry.lines(in: journal).first == "2026/11/30 스타벅스")
        #expect(entry.summary(in: journal).hasPrefix("2026/11/30 스타벅스: "))
        #expect(
            try self.entry("어제 스타벅스 5,400원", in: RecordingFixtures.korean).lines(in: RecordingFixtures.korean).first
                == "2026-11-30 스타벅스")
    }
}
