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
                "저축률을 셀 수 없습니다 (지출 1,481,400원)."))
    }

    /// A period with no income says so and gives the spending, no negative money left; hledger:
    /// `balance -b 2026-11-01 -e 2026-11-21 ^수입` is empty, `^지출` 1,481,400원 (`^expenses` $1,481.40).
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func noIncomeIsSaid() throws {
        let korean = try ExampleJournalFixture(.korean)
        let answer = try korean.answer("이번 달 저축률")
        #expect(answer.rate == nil)
        #expect(try korean.hledgerTotal(["-b", "2026-11-01", "-e", "2026-11-21", "^수입"]).isEmpty)
        #expect(answer.parts?.spending == (try korean.hledgerTotal(["-b", "2026-11-01", "-e", "2026-11-21", "^지출"])))
        #expect(
            Messages(language: .korean).sentence(for: answer)
                == "2026년 11월 1일~20일에는 수입이 없어 저축률을 셀 수 없습니다 (지출 1,481,400원).")
        let english = try ExampleJournalFixture(.english)
        #expect(
            Messages(language: .english).sentence(for: try english.answer("savings rate this month"))
                == "There is no savings rate over November 1–20, 2026 so far: there was no income (spending $1,481.40)."
        )
    }

    /// A month whose spending is over its income says the excess as 초과 (overspent), the rate negative:
    /// hledger `balance -p 2026-03 ^수입` -500,000원, `^지출` 600,000원: (500,000 − 600,000) / 500,000 = −20%.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func overspentMonthSaysTheExcess() throws {
        let fixture = try ExampleJournalFixture(
            text: """
                decimal-mark .

                2026-03-05 급여
                    자산:통장  500,000원
                    수입:급여

                2026-03-10 월세
                    지출:월세  600,000원
                    자산:통장

                """)
        let answer = try fixture.answer("3월 저축률")
        #expect(try fixture.hledgerTotal(["-p", "2026-03", "^수입"]).values.first == ExactDecimal(-500_000))
        #expect(try fixture.hledgerTotal(["-p", "2026-03", "^지출"]).values.first == ExactDecimal(600_000))
        #expect(answer.rate == ExactDecimal(-20))
        #expect(
            Messages(language: .korean).sentence(for: answer)
                == "2026년 3월에는 수입보다 100,000원 더 써서 저축률이 -20%입니다 (수입 500,000원, 지출 600,000원, 초과 100,000원).")
        #expect(
            Messages(language: .english).sentence(for: answer)
                == "You spent 100,000원 more than you earned in March 2026, a savings rate of -20% (income 500,000원, spending 600,000원, overspent 100,000원)."
        )
    }
}
