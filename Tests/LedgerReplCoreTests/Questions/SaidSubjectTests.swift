import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// A question of one subject says the subject as the user named it, not as its account path: the word
/// typed when it names the account's segment (`식비`, `외식비` for `지출:식비:외식`, `Food`), the
/// journal's own last segment when the word reached it through the category table or as a beginning
/// (`교통` for `버스비`, `groceries` for `groc`), and the paths only where two accounts share the last
/// segment. Particles follow the word said. Figures are hledger 1.25's `balance -p 2026-10 ACCOUNT` on
/// the shipped example journals (and on a small journal with a card both owned and owed).
@Suite struct SaidSubjectTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let question: String
        let hledger: [String]
        let reply: String
        /// The figure is the sum of the `지출` postings of the transactions `hledger print` lists, not a
        /// balance row (money spent through a card).
        var printed = false

        var testDescription: String { "\(question) = hledger balance \(hledger.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        Case(
            kind: .korean, question: "10월 식비 얼마", hledger: ["-p", "2026-10", "지출:식비"],
            reply: "2026년 10월 식비에 쓴 돈은 442,000원입니다."),
        Case(
            kind: .korean, question: "10월 외식비", hledger: ["-p", "2026-10", "지출:식비:외식"],
            reply: "2026년 10월 외식비에 쓴 돈은 94,000원입니다."),
        Case(
            kind: .korean, question: "10월 카드로 얼마 썼어", hledger: ["-p", "2026-10", "부채:카드"],
            reply: "2026년 10월 카드로 쓴 돈은 395,900원입니다.", printed: true),
        Case(
            kind: .korean, question: "10월 버스비", hledger: ["-p", "2026-10", "지출:교통"],
            reply: "2026년 10월 교통에 쓴 돈은 91,300원입니다."),
        Case(
            kind: .korean, question: "10월 월급", hledger: ["-p", "2026-10", "수입:급여", "--invert"],
            reply: "2026년 10월 급여 수입은 4,200,000원입니다."),
        Case(
            kind: .korean, question: "10월 식비 예산", hledger: ["-p", "2026-10", "지출:식비"],
            reply: "2026년 10월 식비 예산 800,000원 중 442,000원을 써서 358,000원 남았습니다."),
        Case(
            kind: .english, question: "Food in october", hledger: ["-p", "2026-10", "expenses:food"],
            reply: "You spent $442.00 on Food in October 2026."),
        Case(
            kind: .english, question: "how much on groc in october",
            hledger: ["-p", "2026-10", "expenses:food:groceries"],
            reply: "You spent $324.10 on groceries in October 2026."),
        Case(
            kind: .english, question: "salary in october", hledger: ["-p", "2026-10", "income:salary", "--invert"],
            reply: "Salary brought in $4,200.00 in October 2026."),
        Case(
            kind: .english, question: "spending besides rent in october",
            hledger: ["-p", "2026-10", "expenses", "not:expenses:rent"],
            reply: "You spent $605.30 in October 2026 besides rent."),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func saysTheSubjectAsNamed(_ row: Case) throws {
        let fixture = try ExampleJournalFixture(row.kind)
        let answer = try fixture.answer(row.question)
        if row.printed {
            var spent: CommodityTotals = [:]
            for totals in try fixture.hledgerTransactions(row.hledger, summing: "지출") {
                for (commodity, amount) in totals {
                    spent[commodity] = try #require((spent[commodity] ?? .zero).adding(amount))
                }
            }
            #expect(answer.totals == spent)
        } else if answer.question.kind != .budget {
            #expect(answer.totals == (try fixture.hledgerTotal(row.hledger)))
        }
        let language: Language = row.kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == row.reply)
    }

    /// `카드` names both `자산:카드` (a prepaid card) and `부채:카드`: the two share the last segment,
    /// so the reply names them by path. hledger: `balance -H -e 2026-11-21 자산:카드 부채:카드`.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func namesPathsWhereTwoAccountsShareTheWord() throws {
        let fixture = try ExampleJournalFixture(
            text: """
                decimal-mark .

                2026-11-02 충전
                    자산:카드  50,000원
                    자산:통장

                2026-11-03 마트
                    지출:식비  30,000원
                    부채:카드

                """)
        let answer = try fixture.answer("카드 잔액")
        #expect(answer.totals == (try fixture.hledgerTotal(["-H", "-e", "2026-11-21", "자산:카드", "부채:카드"])))
        #expect(
            Messages(language: .korean).sentence(for: answer)
                == "2026년 11월 20일 현재 부채:카드, 자산:카드 잔액은 20,000원입니다.")
    }
}
