import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// The savings rate, (income − spending) / income, from hledger 1.25's `balance -p PERIOD ^수입` and
/// `^지출` (`^income`, `^expenses`) on the shipped example journals, today 2026-11-20.
@Suite struct SavingsRateTests {
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (ExampleJournalFixture.Kind.korean, "10월 저축률", ["-p", "2026-10"], "^수입", "^지출"),
            (.korean, "작년 저축률은?", ["-p", "2025"], "^수입", "^지출"),
            (.english, "savings rate in october", ["-p", "2026-10"], "^income", "^expenses"),
            (.english, "what was our savings rate last year", ["-p", "2025"], "^income", "^expenses"),
        ])
    func rateIsSavedOverIncome(
        _ kind: ExampleJournalFixture.Kind, _ question: String, _ period: [String], _ income: String,
        _ expenses: String
    ) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        let earned = try #require(try fixture.hledgerTotal(period + [income]).values.first?.negated())
        let spent = try #require(try fixture.hledgerTotal(period + [expenses]).values.first)
        let rate = ((earned - spent) * ExactDecimal(100)).divided(by: earned, toPlaces: 1, .halfAwayFromZero)?
            .normalized
        #expect(answer.rate == rate)
    }

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func rateSentences() throws {
        let korean = try ExampleJournalFixture(.korean)
        #expect(
            Messages(language: .korean).sentence(for: try korean.answer("10월 저축률"))
                == "2026년 10월 저축률은 59.4%입니다 (수입 4,200,000원, 지출 1,705,300원, 남은 돈 2,494,700원).")
        #expect(
            Messages(language: .korean).sentence(for: try korean.answer("이번 달 저축률")).hasSuffix(
                "저축률을 셀 수 없습니다 (수입 0원, 지출 1,481,400원, 남은 돈 -1,481,400원)."))
    }
}
