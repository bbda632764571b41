import Testing

@testable import LedgerReplCore

/// How questions read, in English and Korean, in any word order (today Sunday 2026-11-29, 2024 on
/// screen, a journal with Korean and English accounts and two payees). Rows are ours, written as a
/// household would ask; the Korean ones were checked by a native speaker's ear.
@Suite struct QuestionReaderTests {
    static let names = JournalNames(
        accounts: [
            "지출:식비", "지출:식비:카페", "지출:교통", "지출:주거:월세", "자산:현금", "자산:은행", "수입:급여",
            "expenses:food", "assets:bank:checking", "liabilities:card",
        ],
        payees: ["스타벅스 강남점", "Starbucks"])
    static let context = ParseContext(today: day(2026, 11, 29), screenYear: 2024, names: names)

    struct Row: CustomTestStringConvertible, Sendable {
        let line: String
        let kind: Question.Kind
        let measure: Question.Measure
        let subject: String?
        let period: Period?
        var isPlace = false
        var count: Int? = nil
        var testDescription: String { line }
    }

    static func month(_ year: Int, _ month: Int) -> Period { .month(ym(year, month)) }

    /// The subject `word`, said without a place particle, as found in `names`.
    static func said(_ word: String) -> Subject { Subject(resolving: word, isPlace: false, in: names) }

    static let rows: [Row] = [
        // Spending and income, overall and by category, in any order, with or without 얼마 / how much.
        Row(line: "이번 달 식비 얼마", kind: .total, measure: .unspecified, subject: "식비", period: month(2026, 11)),
        Row(line: "10월 식비", kind: .total, measure: .unspecified, subject: "식비", period: month(2024, 10)),
        Row(line: "식비 10월", kind: .total, measure: .unspecified, subject: "식비", period: month(2024, 10)),
        Row(line: "식비는 10월에 얼마야?", kind: .total, measure: .unspecified, subject: "식비", period: month(2024, 10)),
        Row(line: "교통비 얼마", kind: .total, measure: .unspecified, subject: "교통비", period: nil),
        Row(line: "지난달 지출", kind: .total, measure: .spending, subject: nil, period: month(2026, 10)),
        Row(line: "지난달지출", kind: .total, measure: .spending, subject: nil, period: month(2026, 10)),
        Row(line: "올해 수입", kind: .total, measure: .income, subject: nil, period: .year(2026)),
        Row(line: "식비얼마나썼어", kind: .total, measure: .spending, subject: "식비", period: nil),
        Row(line: "순수입", kind: .total, measure: .net, subject: nil, period: nil),
        Row(line: "spent in july", kind: .total, measure: .spending, subject: nil, period: month(2024, 7)),
        Row(
            line: "how much did I spend on food in october?", kind: .total, measure: .spending, subject: "food",
            period: month(2024, 10)),
        Row(line: "food in march", kind: .total, measure: .unspecified, subject: "food", period: month(2024, 3)),
        Row(line: "income 2024", kind: .total, measure: .income, subject: nil, period: .year(2024)),
        Row(line: "how much did i save", kind: .total, measure: .net, subject: nil, period: nil),
        // The largest spending.
        Row(line: "가장 많이 쓴 곳", kind: .ranking, measure: .spending, subject: nil, period: nil),
        Row(line: "지난달에 제일 많이 쓴 데는?", kind: .ranking, measure: .spending, subject: nil, period: month(2026, 10)),
        Row(line: "top expenses", kind: .ranking, measure: .spending, subject: nil, period: nil),
        Row(
            line: "top 3 expenses in 2024", kind: .ranking, measure: .spending, subject: nil, period: .year(2024),
            count: 3),
        // Comparisons: the period named is the one compared, `지난달` and `last year` name the baseline.
        Row(line: "지난달 대비", kind: .comparison(.previousPeriod), measure: .unspecified, subject: nil, period: nil),
        Row(line: "지난달 대비 식비", kind: .comparison(.previousPeriod), measure: .unspecified, subject: "식비", period: nil),
        Row(
            line: "작년 같은 달과 비교", kind: .comparison(.sameMonthLastYear), measure: .unspecified, subject: nil,
            period: nil),
        Row(
            line: "compare with last month", kind: .comparison(.previousPeriod), measure: .unspecified, subject: nil,
            period: nil),
        Row(
            line: "compare this month with last month", kind: .comparison(.previousPeriod), measure: .unspecified,
            subject: nil, period: month(2026, 11)),
        Row(
            line: "did I spend more than last month?", kind: .comparison(.previousPeriod), measure: .spending,
            subject: nil, period: nil),
        Row(
            line: "compare july with march", kind: .comparison(.period(month(2024, 3))), measure: .unspecified,
            subject: nil, period: month(2024, 7)),
        Row(
            line: "지출 전년 대비", kind: .comparison(.sameMonthLastYear), measure: .spending, subject: nil, period: nil),
        // Averages.
        Row(line: "월평균 지출", kind: .average, measure: .spending, subject: nil, period: nil),
        Row(
            line: "average monthly spending this year", kind: .average, measure: .spending, subject: nil,
            period: .year(2026)),
        Row(line: "2024년 식비 평균", kind: .average, measure: .unspecified, subject: "식비", period: .year(2024)),
        // Money left.
        Row(line: "현금 잔액", kind: .balance, measure: .unspecified, subject: "현금", period: nil),
        Row(line: "현금 얼마 남았어", kind: .balance, measure: .unspecified, subject: "현금", period: nil),
        Row(line: "통장에 얼마 있어", kind: .balance, measure: .unspecified, subject: "통장", period: nil),
        Row(line: "checking balance", kind: .balance, measure: .unspecified, subject: "checking", period: nil),
        Row(line: "how much money do I have", kind: .balance, measure: .unspecified, subject: nil, period: nil),
        // Payees.
        Row(line: "스타벅스에 얼마 썼어", kind: .total, measure: .spending, subject: "스타벅스", period: nil),
        Row(
            line: "스타벅스에서 10월에 쓴 돈", kind: .total, measure: .spending, subject: "스타벅스", period: month(2024, 10),
            isPlace: true),
        Row(
            line: "how much at starbucks in october", kind: .total, measure: .unspecified, subject: "starbucks",
            period: month(2024, 10), isPlace: true),
        // Runs of months: both ends, one end, or counted back from today's month.
        Row(
            line: "3월부터 5월까지 식비", kind: .total, measure: .unspecified, subject: "식비",
            period: .months(ym(2024, 3), ym(2024, 5))),
        Row(
            line: "3~5월 식비", kind: .total, measure: .unspecified, subject: "식비",
            period: .months(ym(2024, 3), ym(2024, 5))),
        Row(
            line: "spent from march to may", kind: .total, measure: .spending, subject: nil,
            period: .months(ym(2024, 3), ym(2024, 5))),
        Row(
            line: "지난 3달 지출", kind: .total, measure: .spending, subject: nil, period: .months(ym(2026, 8), ym(2026, 10))
        ),
        Row(
            line: "how much did i spend in the last 3 months", kind: .total, measure: .spending, subject: nil,
            period: .months(ym(2026, 8), ym(2026, 10))),
        Row(
            line: "최근 6개월 식비 추이", kind: .trend, measure: .unspecified, subject: "식비",
            period: .months(ym(2026, 6), ym(2026, 11))),
        Row(
            line: "식비 7월부터", kind: .total, measure: .unspecified, subject: "식비",
            period: .months(ym(2024, 7), ym(2026, 11))),
        Row(
            line: "10월까지 지출", kind: .total, measure: .spending, subject: nil, period: .months(ym(2024, 1), ym(2024, 10))
        ),
        Row(
            line: "compare march to may", kind: .comparison(.period(month(2024, 3))), measure: .unspecified,
            subject: nil,
            period: month(2024, 5)),
        // Trends and budgets.
        Row(line: "지출 추이", kind: .trend, measure: .spending, subject: nil, period: nil),
        Row(line: "식비 추이", kind: .trend, measure: .unspecified, subject: "식비", period: nil),
        Row(line: "spending trend", kind: .trend, measure: .spending, subject: nil, period: nil),
        Row(line: "월별 지출", kind: .trend, measure: .spending, subject: nil, period: nil),
        Row(line: "예산", kind: .budget, measure: .unspecified, subject: nil, period: nil),
        Row(
            line: "이번 달 식비 예산 얼마 남았어", kind: .budget, measure: .unspecified, subject: "식비",
            period: month(2026, 11)),
        Row(line: "food budget left", kind: .budget, measure: .unspecified, subject: "food", period: nil),
    ]

    @Test(arguments: rows)
    func readsTheQuestion(_ row: Row) throws {
        let command = try CommandParser(context: Self.context).parse(row.line)
        guard case .question(let question) = command else {
            Issue.record("\(row.line) read as \(command)")
            return
        }
        #expect(question.kind == row.kind)
        #expect(question.measure == row.measure)
        #expect(question.subject?.spokenAs == row.subject)
        #expect(question.period == row.period)
        #expect(question.subjectIsPlace == row.isPlace)
        #expect(question.count == row.count)
    }

    /// Listings narrowed by a filter, the words in any order.
    @Test(arguments: [
        ("내역 식비", Command.entries(ReportFilter(subject: said("식비")))),
        ("식비 내역", .entries(ReportFilter(subject: said("식비")))),
        ("entries starbucks october", .entries(ReportFilter(subject: said("starbucks"), period: month(2024, 10)))),
        ("entries october starbucks", .entries(ReportFilter(subject: said("starbucks"), period: month(2024, 10)))),
        ("entries 2024-07", .entries(ReportFilter(period: month(2024, 7)))),
        ("잔액 자산", .balance(ReportFilter(subject: said("자산")))),
        ("bal checking 2024-07", .balance(ReportFilter(subject: said("checking"), period: month(2024, 7)))),
        ("변동 2024", .change(ReportFilter(period: .year(2024)))),
        ("change 식비 지난달", .change(ReportFilter(subject: said("식비"), period: month(2026, 10)))),
    ])
    func readsTheFilterOfAListing(_ line: String, _ expected: Command) throws {
        #expect(try CommandParser(context: Self.context).parse(line) == expected)
    }

    /// Lines that are not questions keep their own refusal: a mistyped command, a refused phrase, a
    /// subject that names nothing without a question word.
    @Test(arguments: [
        "opne", "opne now?", "march foo", "nxt month?", "more than a year ago", "sunday from last week",
        "the 15th of 2024", "10월 뷁", "one month prior to today",
    ])
    func isNotAQuestion(_ line: String) {
        do {
            let command = try CommandParser(context: Self.context).parse(line)
            if case .question = command { Issue.record("\(line) read as \(command)") }
        } catch {
            if case .noAccountMatches = error { Issue.record("\(line) was refused as a question: \(error)") }
        }
    }

    /// A span the reader cannot make into a run of months is refused, never answered for one month.
    @Test func aSpanItCannotReadIsRefused() {
        #expect(throws: PickerError.invalidInput("3년 안에 지출", reason: .span(Said("3년 안", in: "3년 안에 지출")))) {
            try CommandParser(context: Self.context).parse("3년 안에 지출")
        }
    }

    /// A broken period inside a question is refused for what is wrong with it.
    @Test func aBrokenPeriodInsideAQuestionIsRefusedForItself() {
        #expect(throws: PickerError.invalidInput("2024-13 지출", reason: .monthOutOfRange(Said("13", in: "2024-13 지출"))))
        {
            try CommandParser(context: Self.context).parse("2024-13 지출")
        }
    }

    /// Without a journal, only lines with a question word are questions (they then need a journal).
    @Test(arguments: ["지난달 지출", "가장 많이 쓴 곳", "how much money do i have"])
    func withoutAJournalQuestionWordsStillMakeAQuestion(_ line: String) throws {
        let context = ParseContext(today: day(2026, 11, 29), screenYear: 2024)
        guard case .question = try CommandParser(context: context).parse(line) else {
            Issue.record("\(line) is not a question without a journal")
            return
        }
    }
}
