import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// One sentence and what it says: the day, the amount, the description and the accounts named.
struct SentenceCase: CustomTestStringConvertible, Sendable {
    let input: String
    let day: CalendarDate?
    let amount: String
    let unit: String?
    let description: String
    let accounts: [String]
    let isExplicit: Bool

    init(
        _ input: String, day: CalendarDate? = nil, _ amount: String, unit: String? = nil, _ description: String,
        accounts: [String] = [], explicit: Bool = false
    ) {
        self.input = input
        self.day = day
        self.amount = amount
        self.unit = unit
        self.description = description
        self.accounts = accounts
        self.isExplicit = explicit
    }

    var testDescription: String { input }
}

/// Sentences that record spending, in both languages and any word order, against the fixture journals
/// (today Tuesday 2026-12-01). Written for this project: the sentences are how people in a household
/// say what they spent, the way the app's users type them.
@Suite struct EntrySentenceReaderTests {
    static let korean: [SentenceCase] = [
        SentenceCase("어제 스타벅스 5,400원", day: day(2026, 11, 30), "5400", unit: "원", "스타벅스"),
        SentenceCase("스타벅스 5,400원 어제", day: day(2026, 11, 30), "5400", unit: "원", "스타벅스"),
        SentenceCase("5,400원 어제 스타벅스", day: day(2026, 11, 30), "5400", unit: "원", "스타벅스"),
        SentenceCase(
            "기록 지난 금요일 택시 15,800원 현금으로", day: day(2026, 11, 27), "15800", unit: "원", "택시",
            accounts: ["자산:현금"], explicit: true),
        SentenceCase("스타벅스에서 만 원 썼어", "10000", unit: "원", "스타벅스"),
        SentenceCase(
            "11/18 이마트 3만2천원 카드", day: day(2026, 11, 18), "32000", unit: "원", "이마트", accounts: ["부채:신한카드"]),
        SentenceCase("점심 12,000원 식비 카드", "12000", unit: "원", "점심", accounts: ["지출:식비", "부채:신한카드"]),
        SentenceCase("₩5,400 스타벅스", "5400", unit: "₩", "스타벅스"),
        SentenceCase("오천원 편의점", "5000", unit: "원", "편의점"),
        SentenceCase("그저께 커피 4,500원 기록해 줘", day: day(2026, 11, 29), "4500", unit: "원", "커피", explicit: true),
        SentenceCase(
            "15일 관리비 150,000원 통장에서", day: day(2026, 11, 15), "150000", unit: "원", "관리비",
            accounts: ["자산:통장"]),
        SentenceCase("오늘 택시 1.5만원", day: day(2026, 12, 1), "15000", unit: "원", "택시"),
        SentenceCase("추가 이마트 45,000원 카드로 결제", "45000", unit: "원", "이마트", accounts: ["부채:신한카드"], explicit: true),
        SentenceCase("편의점에 2천5백원", "2500", unit: "원", "편의점"),
        SentenceCase("엊그제 약국 8,000원 현금", day: day(2026, 11, 29), "8000", unit: "원", "약국", accounts: ["자산:현금"]),
        SentenceCase("스타벅스 -5,400원 환불", "-5400", unit: "원", "스타벅스 환불"),
        SentenceCase("지출:식비 마트 20,000원", "20000", unit: "원", "마트", accounts: ["지출:식비"]),
        // A bare weekday is the most recent one, today included (today is a Tuesday).
        SentenceCase("금요일 택시 15,800원", day: day(2026, 11, 27), "15800", unit: "원", "택시"),
        SentenceCase("월요일에 커피 4,500원", day: day(2026, 11, 30), "4500", unit: "원", "커피"),
        SentenceCase("화요일 점심 9,000원", day: day(2026, 12, 1), "9000", unit: "원", "점심"),
        SentenceCase("이번 주 금요일 회식 50,000원", day: day(2026, 12, 4), "50000", unit: "원", "회식"),
        // So is a bare day of the month; November has no 31st, so 31일 is October's.
        SentenceCase("점심 12,000원 15일", day: day(2026, 11, 15), "12000", unit: "원", "점심"),
        SentenceCase("1일 점심 9,000원", day: day(2026, 12, 1), "9000", unit: "원", "점심"),
        SentenceCase("31일 회식 50,000원", day: day(2026, 10, 31), "50000", unit: "원", "회식"),
        SentenceCase("12월 15일 관리비 150,000원", day: day(2026, 12, 15), "150000", unit: "원", "관리비"),
        SentenceCase("이번 달 15일 관리비 150,000원", day: day(2026, 12, 15), "150000", unit: "원", "관리비"),
    ]

    static let english: [SentenceCase] = [
        SentenceCase("lunch 12.50 yesterday", day: day(2026, 11, 30), "12.50", "lunch"),
        SentenceCase("add lunch 12000 friday", day: day(2026, 11, 27), "12000", "lunch", explicit: true),
        SentenceCase("add lunch 12 fri", day: day(2026, 11, 27), "12", "lunch", explicit: true),
        SentenceCase("coffee $4 this friday", day: day(2026, 12, 4), "4", unit: "$", "coffee"),
        SentenceCase("add coffee $4.50 cash", "4.50", unit: "$", "coffee", accounts: ["assets:cash"], explicit: true),
        SentenceCase(
            "paid 82.10 for groceries at whole foods with card last friday", day: day(2026, 11, 27), "82.10",
            "groceries at whole foods", accounts: ["liabilities:visa"]),
        SentenceCase("Starbucks 4.50 usd", "4.50", unit: "usd", "Starbucks"),
        SentenceCase("lunch 11.30", "11.30", "lunch"),
        SentenceCase("lunch 11.25 yesterday", day: day(2026, 11, 30), "11.25", "lunch"),
        SentenceCase("11.30 lunch 5.40", day: day(2026, 11, 30), "5.40", "lunch"),
        SentenceCase("taxi 15 the 3rd", day: day(2026, 11, 3), "15", "taxi"),
        SentenceCase("lunch $12 on the 15th", day: day(2026, 11, 15), "12", unit: "$", "lunch"),
        SentenceCase("lunch $12 1st", day: day(2026, 12, 1), "12", unit: "$", "lunch"),
        SentenceCase("dinner $40 the 31st", day: day(2026, 10, 31), "40", unit: "$", "dinner"),
        SentenceCase("rent $900 december 15", day: day(2026, 12, 15), "900", unit: "$", "rent"),
        SentenceCase("lunch $12 tomorrow", day: day(2026, 12, 2), "12", unit: "$", "lunch"),
        SentenceCase("dinner 2 days ago 45", day: day(2026, 11, 29), "45", "dinner"),
        SentenceCase("coffee beans 12.00", "12.00", "coffee beans"),
        SentenceCase("rent 1,200.00 from checking", "1200.00", "rent", accounts: ["assets:checking"]),
        SentenceCase("add: book 5400", "5400", "book", explicit: true),
        SentenceCase(
            "record Whole Foods 30 dollars on visa", "30", unit: "dollars", "Whole Foods",
            accounts: ["liabilities:visa"], explicit: true),
        SentenceCase("movie tickets €24 2024-07-15", day: day(2024, 7, 15), "24", unit: "€", "movie tickets"),
        SentenceCase("expenses:pets:food 25 vet", "25", "vet", accounts: ["expenses:pets:food"]),
    ]

    func check(_ sentence: SentenceCase, in journal: Journal) throws {
        let spoken = try EntrySentenceReader(context: RecordingFixtures.context, journal: journal).read(sentence.input)
        #expect(spoken.day == sentence.day)
        #expect(spoken.amount.quantity == ExactDecimal(sentence.amount))
        #expect(spoken.amount.quantity.scale == ExactDecimal(sentence.amount)?.scale)
        #expect(spoken.amount.unit == sentence.unit)
        #expect(spoken.description == sentence.description)
        #expect(spoken.accounts.flatMap(\.accounts) == sentence.accounts)
        #expect(spoken.isExplicit == sentence.isExplicit)
    }

    @Test(arguments: korean) func readsKoreanSentences(_ sentence: SentenceCase) throws {
        try check(sentence, in: RecordingFixtures.korean)
    }

    @Test(arguments: english) func readsEnglishSentences(_ sentence: SentenceCase) throws {
        try check(sentence, in: RecordingFixtures.english)
    }

    /// A bare day that today's month lacks is the latest earlier month's (today 2026-11-05; 2026-02 has
    /// no 30th or 31st, so on 2026-03-01 both are January's).
    @Test(
        arguments: [
            (day(2026, 11, 5), "회식 50,000원 31일", day(2026, 10, 31)),
            (day(2026, 11, 5), "dinner 40 the 31st", day(2026, 10, 31)),
            (day(2026, 11, 5), "점심 12,000원 5일", day(2026, 11, 5)),
            (day(2026, 3, 1), "dinner 40 on the 30th", day(2026, 1, 30)),
            (day(2026, 3, 1), "회식 50,000원 31일", day(2026, 1, 31)),
            (day(2026, 3, 1), "점심 12,000원 28일", day(2026, 2, 28)),
        ] as [(CalendarDate, String, CalendarDate)])
    func aBareDayIsTheMostRecentOne(today: CalendarDate, sentence: String, recorded: CalendarDate) throws {
        let context = ParseContext(today: today, screenYear: today.year)
        let spoken = try EntrySentenceReader(context: context, journal: RecordingFixtures.korean).read(sentence)
        #expect(spoken.day == recorded)
    }

    struct RefusalCase: CustomTestStringConvertible, Sendable {
        let input: String
        let error: RecordingError
        init(_ input: String, _ error: RecordingError) {
            self.input = input
            self.error = error
        }
        var testDescription: String { input }
    }

    @Test(arguments: [
        RefusalCase("add lunch", .missingAmount("lunch")),
        RefusalCase("add lunch 5,40", .unreadableAmount("5,40")),
        RefusalCase("add lunch 1.2.3", .unreadableAmount("1.2.3")),
        RefusalCase("add 5,000원 3,000원 점심", .severalAmounts(["5,000원", "3,000원"])),
        RefusalCase("add lunch 12 15", .severalAmounts(["12", "15"])),
        RefusalCase("add 점심 0원", .zeroAmount("0원")),
        RefusalCase("add 5,000원 현금", .missingDescription),
        RefusalCase("add 점심 12,000원 지난달", .notADay("지난달")),
        RefusalCase("add lunch 12.50 last month", .notADay("last month")),
        RefusalCase("add 어제 점심 12,000원 그저께", .severalDays("어제", "그저께")),
        RefusalCase("add (주)스타벅스 5,000원", .unwritableDescription("(주)스타벅스")),
        RefusalCase("add 점심; 메모 5,000원", .unwritableDescription("점심; 메모")),
        RefusalCase("add lunch\u{1B}[31m 5,000원", .unwritableDescription("lunch\u{1B}[31m")),
        // More decimal places than an exact decimal holds (255, as hledger's); any number of digits reads.
        RefusalCase(
            "add lunch 0." + String(repeating: "0", count: 255) + "1",
            .amountTooLarge("0." + String(repeating: "0", count: 255) + "1")),
    ])
    func refusesWhatIsNoEntry(_ refusal: RefusalCase) {
        let reader = EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
        #expect(throws: refusal.error) { try reader.read(refusal.input) }
    }

    /// What looks like a date is the day of the entry, or the line is refused naming it: never its
    /// description, never today (today is 2026-12-01; 2026 is a common year).
    @Test(arguments: [
        RefusalCase(
            "add 2026-11-31 coffee 1000원",
            .notADate("2026-11-31", reason: .dayOutOfRange(Said("31", in: "add 2026-11-31 coffee 1000원", from: 4)))),
        RefusalCase(
            "add coffee 1000원 2026-02-29",
            .notADate("2026-02-29", reason: .dayOutOfRange(Said("29", in: "add coffee 1000원 2026-02-29", from: 19)))),
        RefusalCase(
            "add 2026-13-01 coffee 1000원",
            .notADate("2026-13-01", reason: .monthOutOfRange(Said("13", in: "add 2026-13-01 coffee 1000원", from: 4)))),
        RefusalCase(
            "add 2026-11-00 coffee 1000원",
            .notADate("2026-11-00", reason: .dayOutOfRange(Said("00", in: "add 2026-11-00 coffee 1000원", from: 4)))),
        RefusalCase(
            "add 0000-01-01 coffee 1000원",
            .notADate("0000-01-01", reason: .yearOutOfRange(Said("0000", in: "add 0000-01-01 coffee 1000원", from: 4)))),
        RefusalCase(
            "add 10000-01-01 coffee 1000원",
            .notADate(
                "10000-01-01", reason: .yearOutOfRange(Said("10000", at: 4..<15)))),
        RefusalCase(
            "add 11/31 coffee 1000원",
            .notADate("11/31", reason: .dayOutOfRange(Said("31", at: 4..<9)))),
        RefusalCase(
            "add 2026/11/31 coffee 1000원",
            .notADate("2026/11/31", reason: .dayOutOfRange(Said("31", in: "add 2026/11/31 coffee 1000원", from: 4)))),
        RefusalCase(
            "add 2026.11.31 coffee 1000원",
            .notADate("2026.11.31", reason: .dayOutOfRange(Said("31", in: "add 2026.11.31 coffee 1000원", from: 4)))),
        RefusalCase(
            "add 2026년 2월 30일 커피 1000원",
            .notADate("2026년 2월 30일", reason: .dayOutOfRange(Said("30", at: 17..<22)))),
        RefusalCase(
            "2026년 2월 30일 커피 1000원",
            .notADate("2026년 2월 30일", reason: .dayOutOfRange(Said("30", at: 13..<18)))),
        RefusalCase(
            "add 커피 1000원 2월 30일에",
            .notADate("2월 30일에", reason: .dayOutOfRange(Said("30", at: 24..<29)))),
        RefusalCase(
            "add 커피 1000원 32일", .notADate("32일", reason: .dayOutOfRange(Said("32", in: "add 커피 1000원 32일", from: 19)))),
        RefusalCase(
            "add feb 30 coffee 1000원",
            .notADate("feb 30", reason: .dayOutOfRange(Said("30", in: "add feb 30 coffee 1000원", from: 4)))),
        RefusalCase(
            "add lunch 12.50 the 31st of november",
            .notADate(
                "the 31st of november",
                reason: .dayOutOfRange(Said("31", at: 20..<24)))),
        RefusalCase(
            "add yesterday coffee 1000원 2026-11-31",
            .notADate(
                "2026-11-31", reason: .dayOutOfRange(Said("31", in: "add yesterday coffee 1000원 2026-11-31", from: 29)))
        ),
    ])
    func refusesWhatLooksLikeADateButIsNone(_ refusal: RefusalCase) {
        let reader = EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
        #expect(throws: refusal.error) { try reader.read(refusal.input) }
    }

    /// The same shapes that name a real day date the entry, and numbers that only look like one stay
    /// what they are.
    @Test(
        arguments: [
            ("add 2026-11-30 coffee 1000원", day(2026, 11, 30), "1000"),
            ("add 2024-02-29 coffee 1000원", day(2024, 2, 29), "1000"),
            ("add 11/30 coffee 1000원", day(2026, 11, 30), "1000"),
            ("add 2026년 11월 30일 커피 1000원", day(2026, 11, 30), "1000"),
            ("add lunch 12.50 yesterday", day(2026, 11, 30), "12.50"),
            ("add lunch 35 nov 30", day(2026, 11, 30), "35"),
        ] as [(String, CalendarDate, String)])
    func readsTheDaysThatAre(_ line: String, _ recorded: CalendarDate, _ amount: String) throws {
        let reader = EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
        let spoken = try reader.read(line)
        #expect(spoken.day == recorded)
        #expect(spoken.amount.quantity == ExactDecimal(amount))
    }

    /// A month word beside a day is part of the description (`2월 회비`, February's dues paid yesterday).
    @Test func aMonthBesideADayIsDescription() throws {
        let reader = EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
        let spoken = try reader.read("add 2월 회비 10000원 어제")
        #expect(spoken.day == day(2026, 11, 30))
        #expect(spoken.description == "2월 회비")
    }

    /// A currency the reader does not know is never recorded as another: an ISO 4217 code or a currency
    /// sign is the commodity as typed; any other code in capitals is refused naming it.
    @Test(
        arguments: [
            ("add taxi 300 THB", "300", "THB"), ("add taxi 300THB", "300", "THB"), ("add hotel 120 CHF", "120", "CHF"),
            ("add taxi ₹300", "300", "₹"), ("add taxi 300 ₹", "300", "₹"), ("add gift 0.5 ₿", "0.5", "₿"),
        ] as [(String, String, String)])
    func recordsACurrencyItDoesNotKnowAsTyped(_ line: String, _ amount: String, _ unit: String) throws {
        let reader = EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
        let spoken = try reader.read(line)
        #expect(spoken.amount.quantity == ExactDecimal(amount))
        #expect(spoken.amount.unit == unit)
        #expect(spoken.amount.currency == nil)
        #expect(spoken.description == line.split(separator: " ")[1].description)
    }

    @Test(arguments: [
        RefusalCase("add coffee 5 BTC", .unknownCommodity("5 BTC", code: "BTC")),
        RefusalCase("add coffee 7 DOGE", .unknownCommodity("7 DOGE", code: "DOGE")),
        RefusalCase("add coffee 5BTC", .unknownCommodity("5BTC", code: "BTC")),
        RefusalCase("add 커피 7 DOGE 현금", .unknownCommodity("7 DOGE", code: "DOGE")),
    ])
    func refusesACodeItDoesNotKnow(_ refusal: RefusalCase) {
        let reader = EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
        #expect(throws: refusal.error) { try reader.read(refusal.input) }
    }

    /// A code the journal has is its commodity; a code in capitals beside a clear amount is a word; a
    /// short word in capitals (`AM`) is a word too.
    @Test func aCodeBesideAClearAmountOrInTheJournalIsNoUnknownCurrency() throws {
        let journal = RecordingFixtures.journal("2026-11-01 buy\n    assets:crypto  1 BTC\n    assets:cash  -100 USD\n")
        let reader = EntrySentenceReader(context: RecordingFixtures.context, journal: journal)
        #expect(try reader.read("add coffee 0.5 BTC").amount.unit == "BTC")
        let korean = EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
        let spoken = try korean.read("add 버거 2 KFC 9,000원")
        #expect(spoken.amount.text == "9,000원")
        #expect(spoken.description == "버거 2 KFC")
        #expect(try korean.read("add lunch 12 AM 5,000원").amount.text == "5,000원")
    }

    /// A new account keeps the case it was typed in; one that cannot be written as it is is refused.
    @Test func aNewAccountIsWrittenAsTyped() throws {
        let reader = EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
        #expect(
            try reader.read("add coffee 1000원 Expenses:NewThing").accounts.flatMap(\.accounts) == ["Expenses:NewThing"])
        #expect(try reader.read("add coffee 1000원 지출:카페").accounts.flatMap(\.accounts) == ["지출:카페"])
        #expect(try reader.read("add coffee 1000원 ｅｘｐｅｎｓｅｓ:Ｐｅｔｓ").accounts.flatMap(\.accounts) == ["ｅｘｐｅｎｓｅｓ:Ｐｅｔｓ"])
    }

    @Test(arguments: [
        RefusalCase("add 1000원 !지출:카페 점심", .unwritableAccount("!지출:카페")),
        RefusalCase("add 1000원 *expenses:x 점심", .unwritableAccount("*expenses:x")),
        RefusalCase("add 1000원 [expenses:x] 점심", .unwritableAccount("[expenses:x]")),
        RefusalCase("add 1000원 expenses:\u{1B}[2J 점심", .unwritableAccount("expenses:\u{1B}[2J")),
        RefusalCase("add 1000원 expenses:\u{202E}x 점심", .unwritableAccount("expenses:\u{202E}x")),
        RefusalCase("add 1000원 expenses:a;b 점심", .unwritableAccount("expenses:a;b")),
        RefusalCase("add !점심 1000원", .unwritableDescription("!점심")),
        RefusalCase("add ! 점심 1000원", .unwritableDescription("! 점심")),
        RefusalCase("add 1000원 !점심", .unwritableDescription("!점심")),
        RefusalCase("add *점심 1000원", .unwritableDescription("*점심")),
        RefusalCase("add 점심\u{202E} 1000원", .unwritableDescription("점심\u{202E}")),
        RefusalCase("add 점심\u{2066} 1000원", .unwritableDescription("점심\u{2066}")),
    ])
    func refusesNamesThatCannotBeWritten(_ refusal: RefusalCase) {
        let reader = EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
        #expect(throws: refusal.error) { try reader.read(refusal.input) }
    }

    @Test(arguments: [
        "어제 스타벅스 5,400원", "lunch 12.50 yesterday", "스타벅스 만원", "coffee $4.50", "taxi 15,800원",
        "점심 3만원 카드",
    ])
    func offersALineThatIsClearlyAnEntry(_ line: String) {
        #expect(EntrySentenceReader.looksLikeEntry(Normalizer.normalize(line)))
    }

    @Test(arguments: [
        "3", "2024", "3 months ago", "open", "스타벅스 5400", "entries 2024", "7월 식비 얼마", "2024-07", "next 3",
        "5,400원", "12.50", "lunch 12.50 15,000원", "in 3 days", "11.30",
    ])
    func neverStealsALineThatIsNoEntry(_ line: String) {
        #expect(!EntrySentenceReader.looksLikeEntry(Normalizer.normalize(line)))
    }

    @Test func knowsTheWordsThatStartOrEndARecording() {
        #expect(EntrySentenceReader.isExplicit("add lunch 12.50"))
        #expect(EntrySentenceReader.isExplicit("기록 점심 12,000원"))
        #expect(EntrySentenceReader.isExplicit("추가 점심 12,000원"))
        #expect(EntrySentenceReader.isExplicit("점심 12,000원 추가해 주세요"))
        #expect(!EntrySentenceReader.isExplicit("lunch 12.50"))
    }

    /// A sentence's words come from its lexed line: each word's normalised text, the text it was typed as
    /// (capitals, full-width forms and the spaces around it kept as typed), a comma off its end and the
    /// sentence's final mark left off. The line is read once; nothing splits the raw text again.
    @Test(arguments: [
        ("add  GS25,  5,400원!", ["gs25", "5,400원"], ["GS25", "5,400원"]),
        ("Ｌｕｎｃｈ 12.50 Yesterday.", ["lunch", "12.50", "yesterday"], ["Ｌｕｎｃｈ", "12.50", "Yesterday"]),
        ("지난 금요일, 택시 15,800원", ["지난", "금요일", "택시", "15,800원"], ["지난", "금요일", "택시", "15,800원"]),
    ])
    func readsItsWordsFromTheLexedLine(_ line: String, _ normalized: [String], _ typed: [String]) {
        let words = EntrySentenceReader.words(of: Lexer.lex(line)).words
        #expect(words.map(\.normalized) == normalized, "\(line)")
        #expect(words.map(\.typed) == typed, "\(line)")
    }

    /// The day of a sentence is read from the line's own tokens: a Korean phrase read across a space
    /// (`지난 금요일`) is one token of both its words, and a comma left off a word is no part of the run.
    @Test func readsTheDayFromTheLinesTokens() throws {
        let line = Lexer.lex("지난 금요일, 택시 15,800원")
        let words = EntrySentenceReader.words(of: line).words
        let tokens = EntrySentenceReader.tokens(of: 0..<2, in: words, line: line)
        #expect(line.text(of: tokens) == "지난 금요일")
        let spoken = try EntrySentenceReader(context: RecordingFixtures.context, journal: RecordingFixtures.korean)
            .read("지난 금요일, 택시 15,800원")
        #expect(spoken.day == day(2026, 11, 27))
        #expect(spoken.description == "택시")
    }
}
