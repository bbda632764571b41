import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// A budget of the current month and an average over a span that runs past today count only up to
/// today and say so (`11월 1일~20일`, `1월 1일~11월 20일`), on the shipped example journals whose
/// entries run to 1 December 2026, today 2026-11-20.
///
/// hledger 1.25: `balance --budget -b 2026-11-01 -e 2026-11-21 지출:식비` is 249,400원 of 800,000원
/// (the month's rule falls on its first day; the whole month, 357,200원, would count entries after
/// today); the monthly average of 2026 is `balance -b 2026-01-01 -e 2026-11-21 ACCOUNT` over the 11
/// months begun (hledger's `-M -A` would widen November to the whole month).
@Suite struct CurrentMonthBudgetAverageTests {
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (
                ExampleJournalFixture.Kind.korean, "11월 식비 예산", "지출:식비",
                "2026년 11월 1일~20일 식비 예산 800,000원 중 249,400원을 써서 550,600원 남았습니다."
            ),
            (
                .english, "food budget", "expenses:food",
                "Budget for food over November 1–20, 2026 so far: $800.00, spent $249.40, $550.60 left."
            ),
        ])
    func thisMonthsBudgetCountsUpToToday(
        _ kind: ExampleJournalFixture.Kind, _ question: String, _ account: String, _ reply: String
    ) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(answer.isSoFar)
        #expect(answer.period == .days(day(2026, 11, 1), day(2026, 11, 20)))
        #expect(
            answer.budgetTotal.actual == (try fixture.hledgerTotal(["-b", "2026-11-01", "-e", "2026-11-21", account])))
        let language: Language = kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == reply)
    }

    /// This year's budget, asked before the year ends: the goals of the months begun (January to
    /// November, 11 of the 12) against the spending up to today, as hledger 1.25's `balance --budget -b
    /// 2026-01-01 -e 2026-11-21 지출:식비` gives it: 3,994,600원 of 8,800,000원 (the whole year's goal
    /// and spending to 1 December, 9,600,000원 and 4,107,800원, were answered before).
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func thisYearsBudgetCountsTheMonthsBegunUpToToday() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let answer = try fixture.answer("올해 식비 예산")
        #expect(answer.isSoFar)
        #expect(answer.period == .days(day(2026, 1, 1), day(2026, 11, 20)))
        #expect(
            answer.budgetTotal.actual == (try fixture.hledgerTotal(["-b", "2026-01-01", "-e", "2026-11-21", "지출:식비"])))
        #expect(answer.budgetTotal.budget == ["원": ExactDecimal(8_800_000)])
        #expect(
            Messages(language: .korean).sentence(for: answer)
                == "2026년 1월 1일~11월 20일 식비 예산 8,800,000원 중 3,994,600원을 써서 4,805,400원 남았습니다.")
    }

    /// A past month's budget is the whole month's, as before: hledger `balance -p 2026-10 지출:식비`.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func aPastMonthsBudgetIsTheWholeMonth() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let answer = try fixture.answer("10월 식비 예산")
        #expect(!answer.isSoFar)
        #expect(answer.budgetTotal.actual == (try fixture.hledgerTotal(["-p", "2026-10", "지출:식비"])))
    }

    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (
                ExampleJournalFixture.Kind.korean, "올해 월평균 지출", "^지출",
                "2026년 1월 1일~11월 20일 한 달 평균 지출은 약 1,614,164원입니다 (11개월)."
            ),
            (
                .korean, "식비 월평균", "지출:식비",
                "2026년 1월 1일~11월 20일 식비에 쓴 돈은 한 달 평균 약 363,145원입니다 (11개월)."
            ),
            (
                .english, "average monthly spending this year", "^expenses",
                "You spent about $1,614.16 a month on average over January 1 – November 20, 2026 so far (11 months)."
            ),
        ])
    func anAverageRunningPastTodayCountsUpToToday(
        _ kind: ExampleJournalFixture.Kind, _ question: String, _ query: String, _ reply: String
    ) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(answer.isSoFar)
        #expect(answer.series.count == 11)
        let total = try #require(
            try fixture.hledgerTotal(["-b", "2026-01-01", "-e", "2026-11-21", query]).values.first)
        // Rounded half to even to the commodity's places (원 none, $ two).
        let average = total.divided(by: ExactDecimal(11), toPlaces: kind == .korean ? 0 : 2, .halfEven)
        #expect(answer.totals.values.first == average)
        let language: Language = kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == reply)
    }
}
