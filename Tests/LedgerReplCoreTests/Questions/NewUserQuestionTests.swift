import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// What a new user typed in a first session, in both languages, over a small household journal with
/// nested budgets, a card and two commodities: each row once failed or answered wrongly. Rows are
/// ours; the figures are hledger 1.25's for the same journal (`balance --budget -p 2026-11 지출`:
/// 지출:식비 149,100원 of 330,000원, 지출 150,550원 of 430,000원; `balance -H -e 2026-12 자산 부채`:
/// ₩-120,000, 1,990,450원, 부채:카드 ₩-120,000, -143,200원).
@Suite struct NewUserQuestionTests {
    static let koreanText = """
        decimal-mark .

        ~ monthly
            지출:식비        300,000원
            지출:교통        100,000원
            지출:식비:카페     30,000원
            자산:통장

        2026-08-01 * 시작 잔액
            자산:통장      2,000,000원
            자산:현금        200,000원
            자본:시작

        2026-09-07 김밥천국
            지출:식비        9,000원
            자산:현금

        2026-09-12 이마트
            지출:식비      ₩120,000
            부채:카드

        2026-09-20 * 교통카드 충전
            지출:교통       50,000원
            자산:통장

        2026-11-01 * 스타벅스
            지출:식비:카페     5,900원
            자산:현금

        2026-11-05 이마트
            지출:식비      143,200원
            부채:카드

        2026-11-11 지하철
            지출:교통        1,450원
            자산:현금

        """

    static func session(today: CalendarDate = day(2026, 11, 20)) throws -> Session {
        let journal = try Journal.parse(koreanText).get()
        var session = Session(state: PickerState(selection: ym(2026, 11), today: today))
        session.browse(journal)
        return session
    }

    static var context: ParseContext {
        get throws { try session().parseContext }
    }

    static func question(_ line: String) throws -> Question? {
        guard case .question(let question) = try CommandParser(context: try context).parse(line) else { return nil }
        return question
    }

    // MARK: - Reading

    @Test(arguments: [
        // A category word is a subject before any phrase reading: `월세` is no `월`.
        ("월세 얼마", "월세"), ("의료비", "의료비"), ("택배비", "택배비"), ("스벅", "스벅"), ("GS25 얼마", "GS25"),
        ("사과 얼마", "사과"), ("차 얼마", "차"),
        // `나왔어` is an ending, not a subject.
        ("지난달에 교통비 얼마나 나왔어", "교통비"),
    ])
    func aCategoryWordIsASubjectWithOrWithoutAQuestionWord(_ line: String, _ subject: String) throws {
        let question = try #require(try Self.question(line), "\(line)")
        #expect(question.subject?.spokenAs == subject)
    }

    @Test func periodsJoinedByAndAreComparedLaterWithEarlier() throws {
        for line in ["10월이랑 9월 비교", "9월과 10월 비교", "10월하고 9월 비교"] {
            let question = try #require(try Self.question(line), "\(line)")
            #expect(question.kind == .comparison(.period(.month(ym(2026, 9)))), "\(line)")
            #expect(question.period == .month(ym(2026, 10)), "\(line)")
        }
        let question = try #require(try Self.question("이번 달이랑 지난달 비교"))
        #expect(question.kind == .comparison(.previousPeriod))
        #expect(question.period == .month(ym(2026, 11)))
    }

    @Test func aRankingCountsAfterAKoreanRankingWord() throws {
        let question = try #require(try Self.question("상위 3개 지출"))
        #expect(question.kind == .ranking)
        #expect(question.count == 3)
        #expect(question.subject == nil)
    }

    @Test func changeMayEndALineAsEntriesDoes() throws {
        #expect(try CommandParser(context: try Self.context).parse("식비 변동") == .change(ReportFilter(subject: Subject(resolving: "식비", isPlace: false, in: try Self.context.names))))
    }

    @Test(arguments: [
        ("순자산", Question.Measure.netWorth), ("net worth", .netWorth), ("how much do I owe", .owed),
        ("갚을 돈 얼마", .owed),
    ])
    func netWorthAndMoneyOwedAreBalances(_ line: String, _ measure: Question.Measure) throws {
        let question = try #require(try Self.question(line), "\(line)")
        #expect(question.kind == .balance)
        #expect(question.measure == measure)
        #expect(question.subject == nil)
    }

    @Test(arguments: ["저축 얼마", "savings this year"])
    func savingsWithoutASavingsAccountAskWhatWasSaved(_ line: String) throws {
        let question = try #require(try Self.question(line), "\(line)")
        #expect(question.measure == .net)
        #expect(question.subject == nil)
    }

    // MARK: - Answers

    static func reply(_ line: String, _ language: Language = .korean, today: CalendarDate = day(2026, 11, 20))
        throws -> String
    {
        var session = try session(today: today)
        let outcome = session.handle(line)
        let messages = Messages(language: language)
        if let error = outcome.error { return messages.text(for: error) }
        return try #require(outcome.reply.map(messages.text(for:)))
    }

    @Test(arguments: [
        // A budget counts each budgeted account with the budgeted accounts under it, as hledger does.
        ("이번 달 식비 예산 얼마 남았어", "2026년 11월 1일~20일 식비 예산 330,000원 중 149,100원을 써서 180,900원 남았습니다:"),
        ("예산", "2026년 11월 1일~20일 예산(교통, 식비만) 430,000원 중 150,550원을 써서 279,450원 남았습니다:"),
        // Net worth subtracts what is owed; what is owed is said as money to pay back.
        ("순자산", "2026년 11월 20일 현재 순자산은 ₩-120,000, 1,990,450원입니다 (자산 2,133,650원, 부채 ₩120,000, 143,200원)."),
        ("빚 얼마", "2026년 11월 20일 현재 카드에 갚을 돈은 ₩120,000, 143,200원입니다."),
        ("카드값 얼마", "2026년 11월 20일 현재 갚을 카드값은 ₩120,000, 143,200원입니다."),
        ("월세 얼마", "\"월세\"와 맞는 계정이나 거래처가 없습니다. 비슷한 계정은 지출:식비:카페, 지출:교통, 지출:식비입니다."),
        ("스벅", "2026년 11월 1일~20일 스타벅스에서 쓴 돈은 5,900원입니다 (1건)."),
        ("상위 3개 지출", "2026년 11월 1일~20일에 가장 많이 쓴 항목은 식비(143,200원), 카페(5,900원), 교통(1,450원) 순입니다."),
        // A month before the journal says so, whichever order the words come in.
        ("2025년 1월 잔액", "2025년 1월에는 내역이 없습니다 (가계부는 2026년 8월부터)."),
        ("잔액 2025년 1월", "2025년 1월에는 내역이 없습니다 (가계부는 2026년 8월부터)."),
    ])
    func koreanAnswers(_ line: String, _ expected: String) throws {
        #expect(try Self.reply(line) == expected)
    }

    @Test(arguments: [
        (
            "net worth",
            "Your net worth was ₩-120,000, 1,990,450원 as of today, November 20, 2026 (assets 2,133,650원, less ₩120,000, 143,200원 owed)."
        ),
        ("how much do I owe", "You owe ₩120,000, 143,200원 on 부채:카드 as of today, November 20, 2026."),
        ("GS25", "no account or payee matches \"GS25\"; nearest accounts: 지출:식비:카페, 지출:교통, 지출:식비"),
    ])
    func englishAnswers(_ line: String, _ expected: String) throws {
        #expect(try Self.reply(line, .english) == expected)
    }

    /// A month after the journal's last entry that is today's or still to come has no entries *yet*; a
    /// past one has none, and says where the journal ends.
    @Test func aMonthWithNothingYetSaysSo() throws {
        let today = day(2026, 12, 1)
        #expect(try Self.reply("12월 지출", today: today) == "2026년 12월에는 아직 내역이 없습니다.")
        #expect(try Self.reply("12월 지출", .english, today: today) == "There are no entries in December 2026 yet.")
        #expect(try Self.reply("12월 지출") == "2026년 12월에는 아직 내역이 없습니다.")
        let later = day(2027, 2, 1)
        #expect(
            try Self.reply("2026년 12월 지출", today: later) == "2026년 12월에는 내역이 없습니다 (가계부는 2026년 11월까지).")
        #expect(
            try Self.reply("december 2026 spending", .english, today: later)
                == "There are no entries in December 2026 (the journal ends in November 2026).")
    }

    /// Payees are named as the journal writes them.
    @Test func aPayeeIsNamedAsTheJournalWritesIt() throws {
        let journal = try Journal.parse("2026-10-05 Starbucks\n    expenses:coffee  $4.75\n    assets:cash\n").get()
        var session = Session(state: PickerState(selection: ym(2026, 10), today: day(2026, 11, 20)))
        session.browse(journal)
        let messages = Messages(language: .english)
        let reply = try #require(session.handle("entries starbucks october").reply)
        #expect(messages.text(for: reply) == "There is 1 entry at Starbucks in October 2026.")
    }

    // MARK: - Month view

    /// The month view's largest expenses are grouped by account, and a figure of nothing is written in
    /// the journal's commodity.
    @Test func theMonthViewGroupsLargestExpensesByAccount() throws {
        var session = try Self.session()
        let outcome = session.handle("2026-09")
        let journal = try #require(session.journal)
        let lines = TextOutput(options: RenderOptions(language: .korean), journal: journal).lines(for: outcome)
        #expect(lines.contains("큰 지출  지출:식비 ₩120,000, 9,000원; 지출:교통 50,000원"))
        #expect(lines.contains("수입     0원"))
        #expect(lines.contains { $0.hasPrefix("순수입 ") })
    }

    // MARK: - Wording

    /// One word for the journal in Korean: 가계부, in replies, errors and help.
    @Test func koreanSaysGagyebuForTheJournal() {
        let messages = Messages(language: .korean)
        let texts =
            [
                messages.text(for: .reloaded(transactions: 3)),
                messages.text(for: PickerError.needsJournal(.reload)),
                messages.text(for: PickerError.journalNotReloaded(JournalError(path: "x", line: 1, column: 1, problem: .expectedAmount))),
                messages.text(for: PickerError.invalidInput("explain", reason: .missingArgument(.phraseToExplain))),
            ] + HelpText.lines(topic: nil, language: .korean)
            + ["entries", "balance", "change", "reload", "add"].flatMap {
                HelpText.lines(topic: $0, language: .korean)
            }
        for text in texts { #expect(!text.contains("장부"), "\(text)") }
        #expect(texts[0] == "가계부를 다시 읽었습니다. 거래는 3건입니다.")
        #expect(texts[3] == "\"explain\": 설명할 문구가 필요합니다.")
        #expect(
            Messages(language: .english).text(for: PickerError.invalidInput("", reason: .missingArgument(.command)))
                == "\"\": needs a command")
    }

    /// Mistyped command words are offered as the command, measured letter by letter in Korean.
    @Test(arguments: [("열가", "열기"), ("닫어", "닫아"), ("닫가", "닫기")])
    func aMistypedKoreanCommandIsSuggested(_ line: String, _ suggestion: String) throws {
        #expect(throws: PickerError.unknownInput(line, suggestion: suggestion)) {
            try CommandParser(context: try Self.context).parse(line)
        }
    }

    /// Holidays that move and times of day say why they name no month.
    @Test func refusalsSayWhy() throws {
        #expect(try Self.reply("추석") == "\"추석\": \"추석\"은 해마다 날짜가 바뀌어 달을 정할 수 없습니다. 달 이름을 쓰세요.")
        #expect(try Self.reply("오후 3시") == "\"오후 3시\": \"오후\"처럼 시각이나 시간으로는 달을 정할 수 없습니다. 날짜나 달로 쓰세요.")
        #expect(
            try Self.reply("easter", .english)
                == "\"easter\": \"easter\" falls on a different day each year; name the month")
    }
}
