import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// A budget asked of a parent of budgeted accounts answers with `hledger balance --budget`'s row for
/// it: all of its sub-accounts' spending, budgeted or not (coffee under food), against the sum of the
/// children's goals. The journal is the Korean budget fixture of LedgerJournalCoreTests (issue 29);
/// the figures are hledger 1.25's (`hledger bal --budget -p 2024-01`: 지출:식비 ₩115,000 of ₩300,000).
struct BudgetAnswerTests {
    static let text = """
        decimal-mark .

        ~ monthly from 2024-01
            지출:식비:외식     ₩100,000
            지출:식비:장보기   ₩200,000
            지출:교통           ₩50,000
            자산:현금

        2024-01-05 점심
            지출:식비:외식      ₩30,000
            자산:현금

        2024-01-06 커피
            지출:식비:카페       ₩5,000
            자산:현금

        2024-01-07 장보기
            지출:식비:장보기    ₩80,000
            자산:현금

        2024-01-09 영화
            지출:문화           ₩12,000
            자산:현금

        """

    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let account: String
        let goal: Int
        let actual: Int
        var testDescription: String { line }
    }

    static let cases = [
        Case(line: "식비 예산", account: "지출:식비", goal: 300_000, actual: 115_000),
        Case(line: "외식 예산", account: "지출:식비:외식", goal: 100_000, actual: 30_000),
    ]

    @Test(arguments: cases)
    func aParentsBudgetCountsAllItsSpending(_ example: Case) throws {
        let journal = try Journal.parse(Self.text, path: "budget.journal").get()
        let names = JournalNames(journal)
        let context = ParseContext(today: day(2024, 1, 20), screenYear: 2024, names: names)
        guard case .question(let question) = try CommandParser(context: context).parse(example.line) else {
            Issue.record("\(example.line) is not a question")
            return
        }
        let answer = try journal.answer(question, selected: ym(2024, 1), names: names)
        let line = try #require(answer.budget.first { $0.account == example.account })
        #expect(line.budget == ["₩": ExactDecimal(example.goal)])
        #expect(line.actual == ["₩": ExactDecimal(example.actual)])
        #expect(answer.budgetTotal.budget == ["₩": ExactDecimal(example.goal)])
        #expect(answer.budgetTotal.actual == ["₩": ExactDecimal(example.actual)])
    }
}
