import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// `when did I last pay rent`, `마지막으로 월세 낸 게 언제야`, `처음으로 스타벅스 간 게 언제였지`: the latest (or,
/// with `first`/`처음`, the earliest) entry of the subject, over the period named or every entry up to
/// today, said with its day and figure. The days are hledger 1.25's `register` on the shipped example
/// journals (`reg expenses:rent -e 2026-11-21` ends with 2026-11-01 Rent $1,100.00; `reg desc:starbucks
/// ^expenses` starts with 2025-07-02 Starbucks $6.60; `reg desc:스타벅스 ^지출 -p 2026-10` ends with
/// 2026-10-18 4,800원), today 2026-11-20; the figures are `print`'s transaction, checked here.
@Suite struct WhenQuestionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let question: String
        let hledger: [String]
        let prefix: String
        let latest: Bool
        let day: CalendarDate
        let reply: String

        var testDescription: String { question }
    }

    static let cases: [Case] = [
        Case(
            kind: .korean, question: "마지막으로 월세 낸 게 언제야", hledger: ["-e", "2026-11-21", "지출:주거:월세"],
            prefix: "지출", latest: true, day: day(2026, 11, 1),
            reply: "마지막 월세 지출은 2026년 11월 1일 월세(1,100,000원)입니다."),
        Case(
            kind: .korean, question: "스타벅스 처음으로 간 게 언제였지", hledger: ["desc:스타벅스"], prefix: "지출",
            latest: false, day: day(2025, 7, 2), reply: "첫 스타벅스 지출은 2025년 7월 2일 스타벅스(6,600원)입니다."),
        Case(
            kind: .korean, question: "10월에 마지막으로 스타벅스 간 게 언제야", hledger: ["-p", "2026-10", "desc:스타벅스"],
            prefix: "지출", latest: true, day: day(2026, 10, 18),
            reply: "2026년 10월 마지막 스타벅스 지출은 2026년 10월 18일 스타벅스(4,800원)입니다."),
        Case(
            kind: .english, question: "when did I last pay rent", hledger: ["-e", "2026-11-21", "expenses:rent"],
            prefix: "expenses", latest: true, day: day(2026, 11, 1),
            reply: "The last rent entry was on November 1, 2026: Rent ($1,100.00)."),
        Case(
            kind: .english, question: "when did we first go to starbucks", hledger: ["desc:starbucks"],
            prefix: "expenses", latest: false, day: day(2025, 7, 2),
            reply: "The first Starbucks entry was on July 2, 2025: Starbucks ($6.60)."),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func answersTheLatestOrEarliestEntry(_ row: Case) throws {
        let fixture = try ExampleJournalFixture(row.kind)
        let answer = try fixture.answer(row.question)
        #expect(answer.question.byDate == (row.latest ? .latest : .earliest))
        let entry = try #require(answer.groups.first)
        #expect(entry.period?.firstDay == row.day)
        let theirs = try fixture.hledgerTransactions(row.hledger, summing: row.prefix)
        #expect(entry.totals == (row.latest ? theirs.last : theirs.first))
        let language: Language = row.kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == row.reply)
    }

    /// `when` beside a ranking word asks which month (`when did we spend the most`), and `last` without
    /// `when` is still a phrase word (`spent last month`).
    @Test func whenWithARankingIsAMonthAndLastAloneAPhrase() throws {
        let fixture = try ExampleJournalFixture(.english)
        let most = try fixture.answer("when did we spend the most this year")
        #expect(most.question.grouping == .month)
        #expect(most.question.byDate == nil)
        let lastMonth = try fixture.answer("spent last month")
        #expect(lastMonth.question.byDate == nil)
        #expect(lastMonth.period == .month(ym(2026, 10)))
    }
}
