import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Counts (`how many times`, `몇 번`), rankings of months, payees and single transactions, and yes/no
/// questions, asked as a household member asks them, on the shipped example journals (today
/// 2026-11-20). Figures are hledger 1.25's: `print -p 2026-10 QUERY` for counts and single
/// transactions, `balance -p 2026-MM` per month, `balance -p 2026-10 ^지출 --pivot payee` per payee,
/// `balance --budget` for budgets.
@Suite struct CountRankingYesNoTests {
    static let counts: [(ExampleJournalFixture.Kind, String, [String])] = [
        (.korean, "10월에 스타벅스 몇 번 갔어?", ["^지출", "desc:스타벅스"]),
        (.korean, "10월 외식 몇 번 했어요?", ["지출:식비:외식"]),
        (.korean, "10월 지출 몇 건", ["^지출"]),
        (.korean, "10월에 택시 몇 회 탔어", ["^지출", "desc:택시"]),
        (.english, "how many times did we go to starbucks in october", ["^expenses", "desc:starbucks"]),
        (.english, "how often did we eat out in october?", ["expenses:food:dining"]),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: counts)
    func countsAreHledgersTransactions(_ kind: ExampleJournalFixture.Kind, _ question: String, _ query: [String])
        throws
    {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(answer.question.kind == .count)
        #expect(answer.entryCount == (try fixture.hledgerTransactionCount(["-p", "2026-10"] + query)))
        #expect(answer.totals == (try fixture.hledgerTotal(["-p", "2026-10"] + query)))
    }

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func countSentences() throws {
        let korean = try ExampleJournalFixture(.korean)
        #expect(
            Messages(language: .korean).sentence(for: try korean.answer("10월에 스타벅스 몇 번 갔어?"))
                == "2026년 10월 스타벅스 거래는 4건입니다 (23,900원).")
        let english = try ExampleJournalFixture(.english)
        #expect(
            Messages(language: .english).sentence(for: try english.answer("how many times at starbucks in october"))
                == "You spent at Starbucks 4 times in October 2026 ($23.90).")
        // An account's entries are counted as entries, named by the word said (hledger reg: 2 rows, $94.00).
        #expect(
            Messages(language: .english).sentence(for: try english.answer("how many times did we eat out in october"))
                == "There were 2 dining entries in October 2026 ($94.00).")
    }

    /// Months ranked by spending over the year, largest first, as hledger's month totals sort.
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (ExampleJournalFixture.Kind.korean, "올해 몇 월에 제일 많이 썼어?", "^지출"),
            (.korean, "올해 식비 제일 많이 쓴 달은?", "지출:식비"),
            (.english, "in which month did we spend the most this year", "^expenses"),
            (.english, "which month did we spend the most on food", "expenses:food"),
        ])
    func monthsRankLikeHledgersMonths(_ kind: ExampleJournalFixture.Kind, _ question: String, _ query: String)
        throws
    {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(answer.question.grouping == .month)
        var theirs: [(YearMonth, CommodityTotals)] = []
        for month in 1...11 {
            let totals = try fixture.hledgerTotal(["-p", "2026-\(month < 10 ? "0" : "")\(month)", query])
            if !totals.isEmpty { theirs.append((ym(2026, month), totals)) }
        }
        let order = theirs.sorted { a, b in
            let x = a.1.values.first ?? .zero
            let y = b.1.values.first ?? .zero
            return x != y ? x > y : a.0 < b.0
        }
        #expect(answer.groups.prefix(3).map(\.period) == order.prefix(3).map { .month($0.0) })
        #expect(answer.groups.prefix(3).map(\.totals) == order.prefix(3).map(\.1))
    }

    /// Payees ranked by spending are hledger's `--pivot payee` rows; by how often, its transaction counts.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func payeesRankLikeHledgersPivot() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let byAmount = try fixture.answer("10월 가장 많이 쓴 가게")
        #expect(byAmount.question.grouping == .payee)
        let rows = try fixture.hledgerRows(["-p", "2026-10", "^지출", "--pivot", "payee"])
        for row in byAmount.groups { #expect(rows[row.name] == row.totals, "\(row.name)") }
        let amounts = byAmount.groups.map { $0.totals.values.first ?? .zero }
        #expect(amounts == amounts.sorted(by: >))
        let often = try fixture.answer("10월 제일 자주 간 가게")
        #expect(often.question.byFrequency)
        let first = try #require(often.groups.first)
        #expect(first.name == "스타벅스")
        #expect(first.count == (try fixture.hledgerTransactionCount(["-p", "2026-10", "^지출", "desc:스타벅스"])))
        #expect(often.groups.map(\.count) == often.groups.map(\.count).sorted(by: >))
        #expect(
            Messages(language: .korean).sentence(for: often)
                == "2026년 10월에 가장 자주 간 곳은 스타벅스(4건, 23,900원)입니다 (다음: 동네 마트(2건, 213,600원), 이마트(2건, 110,500원)).")
    }

    /// Single transactions ranked by what they spent, as `hledger print` sums their expense postings.
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (ExampleJournalFixture.Kind.korean, "10월 가장 큰 지출 한 건", "지출"),
            (.english, "biggest single purchase in october", "expenses"),
            // Asked before reading the help: "what was the most expensive thing".
            (.korean, "10월에 가장 비싼 거 뭐였어", "지출"),
            (.korean, "10월에 제일 비쌌던 거", "지출"),
            (.english, "what was the most expensive thing in october", "expenses"),
            (.english, "what was my biggest purchase in october", "expenses"),
        ])
    func singleTransactionsRankLikeHledgersPrint(
        _ kind: ExampleJournalFixture.Kind, _ question: String, _ prefix: String
    ) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(answer.question.grouping == .transaction)
        let theirs = try fixture.hledgerTransactions(["-p", "2026-10", "^" + prefix], summing: prefix)
        let sorted = theirs.sorted { ($0.values.first ?? .zero) > ($1.values.first ?? .zero) }
        #expect(answer.groups.prefix(3).map(\.totals) == Array(sorted.prefix(3)))
    }

    /// Yes/no questions answer 예/아니요, Yes/No first, then the figures.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func comparisonsAnswerYesOrNo() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let answer = try fixture.answer("지난달보다 더 썼어?")
        let now = try fixture.hledgerTotal(["-b", "2026-11-01", "-e", "2026-11-21", "^지출"])
        // Cut at today, the yes or no weighs the same days of October (hledger `-b 2026-10-01 -e
        // 2026-10-21`); the whole of October is said beside.
        let then = try fixture.hledgerTotal(["-b", "2026-10-01", "-e", "2026-10-21", "^지출"])
        let more = (now["원"] ?? .zero) > (then["원"] ?? .zero)
        #expect(answer.yes == more)
        #expect(answer.sameSpan?.totals == then)
        #expect(
            Messages(language: .korean).sentence(for: answer)
                == "아니요. 2026년 11월 1일~20일 지출은 2026년 10월 1일~20일보다 70,700원(4.6%) 적은 1,481,400원입니다 (2026년 10월 1일~20일: 1,552,100원, 2026년 10월 전체: 1,705,300원)."
        )
        let english = try ExampleJournalFixture(.english)
        let asked = try english.answer("did we spend less in october than in september?")
        #expect(asked.yes == false)
        #expect(Messages(language: .english).sentence(for: asked).hasPrefix("No. You spent $1,705.30 in October 2026"))
        let howMuch = try fixture.answer("지난달보다 얼마나 더 썼어")
        #expect(howMuch.yes == nil)
    }

    static let overspent = """
        decimal-mark .

        ~ monthly
            지출:식비     100,000원
            지출:교통      50,000원
            자산:통장

        2026-10-03 이마트
            지출:식비     80,000원
            자산:통장

        2026-10-17 동네 마트
            지출:식비     50,000원
            자산:통장

        2026-10-20 지하철
            지출:교통     10,000원
            자산:통장

        """

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func budgetsAnswerYesOrNo() throws {
        let fixture = try ExampleJournalFixture(text: Self.overspent)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        // hledger balance --budget -p 2026-10: 지출:식비 130,000원 of 100,000원, 지출:교통 10,000원 of 50,000원.
        let rows = try fixture.hledgerRows(["-p", "2026-10", "지출:식비", "지출:교통"])
        #expect(rows["지출:식비"] == ["원": ExactDecimal(130000)])
        let food = try fixture.answer("10월 식비 예산 넘었어?")
        #expect(food.yes == true)
        #expect(Messages(language: .korean).sentence(for: food).hasPrefix("예. "))
        let transport = try fixture.answer("did we go over the transport budget in october?")
        #expect(transport.yes == false)
        #expect(Messages(language: .english).sentence(for: transport).hasPrefix("No. "))
        let all = try fixture.answer("10월 예산 초과했어?")
        #expect(all.yes == false, "130,000 + 10,000 of 150,000: not over as a whole")
    }
}
