import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Averages per day, per week (seven days) and per transaction: hledger 1.25's `balance -p 2026-10
/// QUERY` total over the 31 days of October 2026 (times seven for a week), or over the transactions
/// `hledger print -p 2026-10 QUERY` lists, rounded half to even to the commodity's precision.
@Suite struct AveragePerTests {
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (ExampleJournalFixture.Kind.korean, "10월 하루 평균 지출", ["^지출"], Question.Per.day),
            (.korean, "10월 주 평균 식비", ["지출:식비"], .week),
            (.korean, "10월 스타벅스 건당 얼마", ["^지출", "desc:스타벅스"], .transaction),
            (.english, "average spending per day in october", ["^expenses"], .day),
            (.english, "average food per week in october", ["expenses:food"], .week),
            (.english, "average purchase at starbucks in october", ["^expenses", "desc:starbucks"], .transaction),
        ])
    func averagesAreHledgersTotalsDivided(
        _ kind: ExampleJournalFixture.Kind, _ question: String, _ query: [String], _ per: Question.Per
    ) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(answer.question.averagePer == per)
        let total = try fixture.hledgerTotal(["-p", "2026-10"] + query)
        let (commodity, sum) = try #require(total.first)
        let places = kind == .korean ? 0 : 2
        let expected: ExactDecimal?
        switch per {
        case .day, .month: expected = sum.divided(by: ExactDecimal(31), toPlaces: places, .halfEven)
        case .week: expected = (sum * ExactDecimal(7)).divided(by: ExactDecimal(31), toPlaces: places, .halfEven)
        case .transaction:
            let count = try fixture.hledgerTransactionCount(["-p", "2026-10"] + query)
            expected = sum.divided(by: ExactDecimal(count), toPlaces: places, .halfEven)
        }
        #expect(answer.totals[commodity] == expected)
    }

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func perDaySentences() throws {
        let korean = try ExampleJournalFixture(.korean)
        #expect(
            Messages(language: .korean).sentence(for: try korean.answer("10월 하루 평균 지출"))
                == "2026년 10월 하루 평균 지출은 약 55,010원입니다 (31일, 합계 1,705,300원).")
        // A period running past today is averaged over its days so far.
        #expect(
            Messages(language: .korean).sentence(for: try korean.answer("이번 달 일평균 지출"))
                == "2026년 11월 1일~20일 하루 평균 지출은 74,070원입니다 (20일, 합계 1,481,400원).")
    }
}
