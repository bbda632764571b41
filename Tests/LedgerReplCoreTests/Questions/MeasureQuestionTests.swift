import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// The smallest first (a single purchase, a month, an account), a share of the whole, how much more
/// one subject is than another and the difference between two periods, in both languages, on the
/// shipped example journals (today 2026-11-20). Every figure is hledger 1.25's: `print -p 2026-10
/// ^지출` for single purchases, `balance -p …` for the rest.
@Suite struct MeasureQuestionTests {
    /// The smallest single purchase of October is the least of hledger's transactions' spending.
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (
                ExampleJournalFixture.Kind.korean, "10월 가장 작은 지출 한 건", "^지출", "지출",
                "2026년 10월에 가장 작은 지출 한 건은 10월 18일 스타벅스(4,800원)입니다 (다음: 10월 10일 스타벅스(5,700원), 10월 2일 스타벅스(6,600원))."
            ),
            (
                .english, "smallest single purchase in october", "^expenses", "expenses",
                "Your smallest single expense in October 2026 was Starbucks on October 18 ($4.80); then Starbucks on October 10 ($5.70), Starbucks on October 2 ($6.60)."
            ),
        ])
    func smallestSinglePurchase(
        _ kind: ExampleJournalFixture.Kind, _ question: String, _ query: String, _ prefix: String, _ reply: String
    ) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        let theirs = try fixture.hledgerTransactions(["-p", "2026-10", query], summing: prefix)
        let smallest = try #require(theirs.compactMap { $0.values.first }.min())
        #expect(answer.groups.first?.totals.values.first == smallest)
        #expect(answer.groups.count == theirs.count)
        let language: Language = kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == reply)
    }

    /// The month of 2026 with the least spending is the least of hledger's `balance -p 2026-MM ^지출`
    /// over the months over by today (January to October; November is not over, December to come).
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func leastSpendingMonthCountsWholeMonthsOnly() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let answer = try fixture.answer("올해 가장 적게 쓴 달")
        var months: [(Int, ExactDecimal)] = []
        for month in 1...10 {
            let total = try fixture.hledgerTotal(["-p", String(format: "2026-%02d", month), "^지출"])
            months.append((month, try #require(total.values.first)))
        }
        let least = try #require(months.min { $0.1 < $1.1 })
        #expect(answer.groups.first?.period == .month(ym(2026, least.0)))
        #expect(answer.groups.first?.totals.values.first == least.1)
        #expect(answer.groups.allSatisfy { $0.period?.lastDay ?? day(2026, 1, 1) <= ExampleJournalFixture.today })
        #expect(
            Messages(language: .korean).sentence(for: answer)
                == "2026년에 가장 적게 쓴 달은 2026년 5월(1,526,900원)입니다 (다음: 2026년 7월(1,533,300원), 2026년 2월(1,544,200원)).")
    }

    /// A share is the subject over the whole of its kind, to one decimal place, `약`/`about` only
    /// when rounded: hledger `balance -p 2026-10 지출:식비` 442,000원 of `^지출` 1,705,300원 = 25.918…%;
    /// `수입:급여` 4,200,000원 of `^수입` 4,200,000원 = 100% exactly.
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (
                ExampleJournalFixture.Kind.korean, "10월 식비가 지출의 몇 %", "지출:식비", "^지출",
                "2026년 10월 지출 1,705,300원 중 식비는 442,000원으로 약 25.9%입니다."
            ),
            (
                .korean, "10월 식비 비중", "지출:식비", "^지출",
                "2026년 10월 지출 1,705,300원 중 식비는 442,000원으로 약 25.9%입니다."
            ),
            (
                .korean, "10월 월급이 수입의 몇 %", "수입:급여", "^수입",
                "2026년 10월 수입 4,200,000원 중 급여는 4,200,000원으로 100%입니다."
            ),
            (
                .english, "what share of spending was food in october", "expenses:food", "^expenses",
                "Food was $442.00 of the $1,705.30 you spent in October 2026, about 25.9%."
            ),
            (
                .english, "what percentage of spending went to rent in october", "expenses:rent", "^expenses",
                "Rent was $1,100.00 of the $1,705.30 you spent in October 2026, about 64.5%."
            ),
            // A share within a subject that holds the other, either said first: hledger `지출:식비:외식`
            // 94,000원 of `지출:식비` 442,000원 = 21.266…%.
            (
                .korean, "10월 식비 중에 외식 비율", "지출:식비:외식", "지출:식비",
                "2026년 10월 식비 442,000원 중 외식은 94,000원으로 약 21.3%입니다."
            ),
            (
                .korean, "10월 외식이 식비의 몇 %", "지출:식비:외식", "지출:식비",
                "2026년 10월 식비 442,000원 중 외식은 94,000원으로 약 21.3%입니다."
            ),
            (
                .english, "what share of food was dining in october", "expenses:food:dining", "expenses:food",
                "Dining was $94.00 of the $442.00 spent on food in October 2026, about 21.3%."
            ),
            (
                .english, "dining as a share of food in october", "expenses:food:dining", "expenses:food",
                "Dining was $94.00 of the $442.00 spent on food in October 2026, about 21.3%."
            ),
        ])
    func shareOfTheWhole(
        _ kind: ExampleJournalFixture.Kind, _ question: String, _ part: String, _ whole: String, _ reply: String
    ) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        let ours = try #require(answer.totals.values.first)
        let theirs = try #require(try fixture.hledgerTotal(["-p", "2026-10", part]).values.first).magnitude
        let all = try #require(try fixture.hledgerTotal(["-p", "2026-10", whole]).values.first).magnitude
        #expect(ours == theirs)
        #expect(answer.whole.values.first == all)
        let share = (theirs * ExactDecimal(100)).divided(by: all, toPlaces: 1, .halfAwayFromZero)?.normalized
        #expect(answer.share == share)
        let language: Language = kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == reply)
    }

    /// A share of a subject within one that does not hold it is refused, saying so.
    @Test func shareWithinASubjectThatDoesNotHoldIt() throws {
        let fixture = try ExampleJournalFixture(.korean)
        #expect(
            throws: PickerError.invalidInput(
                "10월 식비 중 교통비 비중",
                reason: .notAPart(Said("교통비", in: "10월 식비 중 교통비 비중"), of: Said("식비", in: "10월 식비 중 교통비 비중")))
        ) {
            try fixture.command("10월 식비 중 교통비 비중")
        }
    }

    /// How much more one subject is than another: hledger `balance -p 2026-10 지출:식비` 442,000원 and
    /// `지출:교통` 91,300원, 350,700원 apart.
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (
                ExampleJournalFixture.Kind.korean, "10월 식비가 교통비보다 얼마나 더 많아", "지출:식비", "지출:교통",
                "2026년 10월 식비는 442,000원, 교통비는 91,300원으로 식비가 350,700원 더 많습니다."
            ),
            (
                .english, "how much more did I spend on food than transport in october", "expenses:food",
                "expenses:transport",
                "Food came to $442.00 and transport to $91.30 in October 2026: food was $350.70 more."
            ),
        ])
    func howMuchMoreThanAnother(
        _ kind: ExampleJournalFixture.Kind, _ question: String, _ first: String, _ second: String, _ reply: String
    ) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(answer.question.combining == .alternatives)
        #expect(
            answer.groups.map(\.totals) == [
                try fixture.hledgerTotal(["-p", "2026-10", first]),
                try fixture.hledgerTotal(["-p", "2026-10", second]),
            ])
        let language: Language = kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == reply)
    }

    /// Two subjects then `지난달보다` still compare their total with last month, not each other.
    @Test func thanAPeriodStillComparesPeriods() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let answer = try fixture.answer("식비랑 교통비 지난달보다 더 썼어?")
        #expect(answer.question.combining == .union)
        #expect(answer.yes == false)
    }

    /// The difference between two months: hledger `balance -p 2026-10 ^지출` 1,705,300원 and `-p 2026-09`
    /// 1,587,600원, 117,700원 apart.
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (
                ExampleJournalFixture.Kind.korean, "10월이랑 9월 차이", "^지출",
                "2026년 10월 지출은 2026년 9월보다 117,700원(7.4%) 많은 1,705,300원입니다 (2026년 9월: 1,587,600원)."
            ),
            (
                .english, "difference between september and october spending", "^expenses",
                "You spent $1,705.30 in October 2026, $117.70 (7.4%) more than in September 2026 ($1,587.60)."
            ),
        ])
    func differenceBetweenTwoMonths(
        _ kind: ExampleJournalFixture.Kind, _ question: String, _ query: String, _ reply: String
    ) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(
            answer.series.map(\.totals) == [
                try fixture.hledgerTotal(["-p", "2026-09", query]), try fixture.hledgerTotal(["-p", "2026-10", query]),
            ])
        let language: Language = kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == reply)
    }

    /// `least often` turns a ranking by how often round: hledger `print -p 2026-10` counted by payee
    /// (the fewest first, ties kept in the order of the ranking by amount).
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func leastOftenIsTheFewestTransactions() throws {
        let fixture = try ExampleJournalFixture(.english)
        let answer = try fixture.answer("least often visited store in october")
        #expect(answer.question.byFrequency && answer.question.smallestFirst)
        let first = try #require(answer.groups.first)
        #expect(
            first.count == (try fixture.hledgerTransactionCount(["-p", "2026-10", "^expenses", "payee:\(first.name)"])))
        let counts = answer.groups.map(\.count)
        #expect(counts == counts.sorted())
        let sentence = Messages(language: .english).sentence(for: answer)
        #expect(sentence.hasPrefix("The place you went to least often in October 2026 was "))
        let korean = try ExampleJournalFixture(.korean).answer("10월 가장 드물게 간 가게")
        #expect(korean.question.byFrequency && korean.question.smallestFirst)
        #expect(Messages(language: .korean).sentence(for: korean).hasPrefix("2026년 10월에 가장 드물게 간 곳은 "))
    }
}
