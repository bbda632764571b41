import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Questions that weigh a figure against an amount (`식비 50만원 넘었어?`, `did we go over $500 on
/// groceries`): yes or no first, then the figure, and how far it lies from the amount.
///
/// Source: written by the lead this round, as a household asks before reading the help (issue 27 lists
/// `넘었어/초과/over/under/more than` among the yes/no words). The figure is hledger 1.25's
/// (`balance -b FROM -e TO QUERY`) on the shipped example journals, asked on 2 December 2026, and the yes
/// or no is hledger's total weighed against the amount, never our own output.
@Suite struct ThresholdQuestionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let line: String
        /// hledger's `-b` and `-e` (the end exclusive), and its query.
        let from: String
        let to: String
        let query: [String]
        /// The amount, in the journal's commodity, and whether the answer is yes when hledger's total
        /// is above it (`over`, `이상`) or below it (`under`, `미만`); `inclusive` counts equal as yes.
        let amount: String
        let yesWhenAbove: Bool
        var inclusive = false
        var testDescription: String { "\(kind): \(line)" }
    }

    static let cases: [Case] = [
        Case(
            kind: .korean, line: "11월 식비 20만원 넘었나요?", from: "2026-11-01", to: "2026-12-01",
            query: ["^지출:식비"], amount: "200000", yesWhenAbove: true),
        Case(
            kind: .korean, line: "식비 50만원 넘었어?", from: "2026-12-01", to: "2026-12-03",
            query: ["^지출:식비"], amount: "500000", yesWhenAbove: true),
        Case(
            kind: .korean, line: "지난달 지출 300만원 이상이야?", from: "2026-11-01", to: "2026-12-01",
            query: ["^지출"], amount: "3000000", yesWhenAbove: true, inclusive: true),
        Case(
            kind: .korean, line: "11월에 외식 10만원 넘게 썼어?", from: "2026-11-01", to: "2026-12-01",
            query: ["지출:식비:외식"], amount: "100000", yesWhenAbove: true),
        Case(
            kind: .korean, line: "10월 외식 10만원 이하였어?", from: "2026-10-01", to: "2026-11-01",
            query: ["지출:식비:외식"], amount: "100000", yesWhenAbove: false, inclusive: true),
        Case(
            kind: .korean, line: "올해 월세 천만원 넘었어?", from: "2026-01-01", to: "2026-12-03",
            query: ["지출:주거:월세"], amount: "10000000", yesWhenAbove: true),
        Case(
            kind: .korean, line: "11월 식비 257,000원 초과했나요", from: "2026-11-01", to: "2026-12-01",
            query: ["^지출:식비"], amount: "257000", yesWhenAbove: true),
        Case(
            kind: .english, line: "did we spend over $500 on groceries in november?", from: "2026-11-01",
            to: "2026-12-01", query: ["expenses:food:groceries"], amount: "500", yesWhenAbove: true),
        Case(
            kind: .english, line: "did groceries go over 200 last month", from: "2026-11-01", to: "2026-12-01",
            query: ["expenses:food:groceries"], amount: "200", yesWhenAbove: true),
        Case(
            kind: .english, line: "did we spend more than 1000 in november", from: "2026-11-01",
            to: "2026-12-01", query: ["^expenses"], amount: "1000", yesWhenAbove: true),
        Case(
            kind: .english, line: "was dining under $100 in october?", from: "2026-10-01", to: "2026-11-01",
            query: ["expenses:food:dining"], amount: "100", yesWhenAbove: false),
        Case(
            kind: .english, line: "was food at most 400 in november", from: "2026-11-01", to: "2026-12-01",
            query: ["^expenses:food"], amount: "400", yesWhenAbove: false, inclusive: true),
        Case(
            kind: .english, line: "have we spent more than $1,500 this year on rent?", from: "2026-01-01",
            to: "2026-12-03", query: ["expenses:rent"], amount: "1500", yesWhenAbove: true),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func isAnsweredYesOrNoAsHledgersTotalSays(_ test: Case) throws {
        let fixture = try ExampleJournalFixture(test.kind)
        let answer = try #require(
            HouseholdWordsQuestionTests.answer(test.line, fixture, today: day(2026, 12, 2)), "\(test.line) is refused")
        let expected = try fixture.hledgerTotal(["-b", test.from, "-e", test.to] + test.query)
        #expect(answer.totals == expected, "\(test.line)")
        #expect(answer.period.firstDay == (try HouseholdWordsQuestionTests.date(test.from)), "\(test.line)")
        let amount = try #require(ExactDecimal(test.amount))
        let figure = try #require(expected.values.first ?? .zero)
        let above = amount < figure
        let equal = !above && !(figure < amount)
        let yes = equal ? test.inclusive : above == test.yesWhenAbove
        #expect(answer.yes == yes, "\(test.line): hledger says \(figure) against \(amount)")
    }

    /// Yes or no, the figure, then how far it lies from the amount, in the journal's commodity; an
    /// amount in another currency is not weighed, and the reply says so.
    @Test(arguments: [
        (
            ExampleJournalFixture.Kind.korean, "11월 식비 20만원 넘었나요?",
            "예. 2026년 11월 식비에 쓴 돈은 357,200원입니다. 200,000원보다 157,200원 많습니다."
        ),
        (
            .korean, "10월 외식 10만원 이하였어?",
            "예. 2026년 10월 외식에 쓴 돈은 94,000원입니다. 100,000원보다 6,000원 적습니다."
        ),
        (
            .korean, "식비 $500 넘었어?",
            "2026년 12월 1일~2일 식비에 쓴 돈은 5,400원입니다. \"$500\"과 같은 단위의 금액이 없어 견주지 않았습니다."
        ),
        (
            .english, "did groceries go over 200 last month",
            "Yes. You spent $257.00 on groceries in November 2026. That is $57.00 over $200.00."
        ),
        (
            .english, "was dining under $100 in october?",
            "Yes. You spent $94.00 on dining in October 2026. That is $6.00 under $100.00."
        ),
    ])
    func wording(_ kind: ExampleJournalFixture.Kind, _ line: String, _ expected: String) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try #require(
            HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 12, 2)), "\(line) is refused")
        let language: Language = kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == expected)
    }

    /// A sentence with money and no weighing word is still an entry to record, and a weighing word
    /// makes one a question.
    @Test(arguments: [
        ("스타벅스 5,400원", true), ("어제 점심 8000원 카드", true), ("coffee $4.50", true),
        ("식비 50만원 넘었어?", false), ("교통비 5만원 미만이지?", false), ("over $500 on groceries", false),
    ])
    func weighingWordsMakeAQuestion(_ line: String, _ isEntry: Bool) {
        let context = ParseContext(today: day(2026, 12, 2), screenYear: 2026)
        #expect(EntrySentenceReader.isEntry(Normalizer.normalize(line), context: context) == isEntry, "\(line)")
    }
}
