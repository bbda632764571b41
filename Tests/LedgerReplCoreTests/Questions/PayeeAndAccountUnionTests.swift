import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// A payee summed with an account (`스타벅스랑 식비`) is the union of their postings, none counted
/// twice; `food & transport` is a union too. Figures are hledger 1.25's, by inclusion and exclusion:
/// `balance -p 2026-10 ACCOUNT` + `balance -p 2026-10 ^지출 payee:P` − `balance -p 2026-10 ACCOUNT
/// payee:P` (hledger ANDs an account with a payee), on the shipped example journals.
@Suite struct PayeeAndAccountUnionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let question: String
        let account: String
        let payee: String
        let reply: String

        var testDescription: String { "\(question) = \(account) ∪ payee:\(payee)" }
    }

    static let cases: [Case] = [
        // Every Starbucks purchase is food (coffee): the union is the food total, nothing added twice.
        Case(
            kind: .korean, question: "10월 스타벅스랑 식비", account: "지출:식비", payee: "스타벅스",
            reply: "2026년 10월 스타벅스와 식비에 쓴 돈은 442,000원입니다."),
        // None of it is transport: the two add up.
        Case(
            kind: .korean, question: "10월 스타벅스랑 교통비", account: "지출:교통", payee: "스타벅스",
            reply: "2026년 10월 스타벅스와 교통비에 쓴 돈은 115,200원입니다."),
        Case(
            kind: .english, question: "starbucks and transport in october", account: "expenses:transport",
            payee: "Starbucks", reply: "You spent $115.20 on starbucks and transport in October 2026."),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func addsThePayeeAndTheAccountOnce(_ row: Case) throws {
        let fixture = try ExampleJournalFixture(row.kind)
        let answer = try fixture.answer(row.question)
        let expenses = row.kind == .korean ? "^지출" : "^expenses"
        let period = ["-p", "2026-10"]
        let account = try fixture.hledgerTotal(period + [row.account])
        let payee = try fixture.hledgerTotal(period + [expenses, "payee:\(row.payee)"])
        let both = try fixture.hledgerTotal(period + [row.account, "payee:\(row.payee)"])
        var union: CommodityTotals = account
        for (commodity, amount) in payee { union[commodity] = try #require((union[commodity] ?? .zero).adding(amount)) }
        for (commodity, amount) in both { union[commodity] = (union[commodity] ?? .zero) - amount }
        #expect(answer.totals == union.filter { !$0.value.isZero })
        let language: Language = row.kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == row.reply)
    }

    /// `food & transport`: the symbol joins the two subjects. hledger `balance -p 2026-10 expenses:food
    /// expenses:transport` (two account terms are ORed) $533.30.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func anAmpersandJoinsTwoSubjects() throws {
        let fixture = try ExampleJournalFixture(.english)
        let answer = try fixture.answer("food & transport in october")
        #expect(answer.question.subjects.map(\.spokenAs) == ["food", "transport"])
        #expect(answer.totals == (try fixture.hledgerTotal(["-p", "2026-10", "expenses:food", "expenses:transport"])))
        #expect(
            Messages(language: .english).sentence(for: answer)
                == "You spent $533.30 on food and transport in October 2026.")
    }

    /// The count of a union counts each transaction once: hledger `print -p 2026-10` of `지출:교통`
    /// and of payee 스타벅스 (no transaction is both).
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil))
    func countsEachTransactionOnce() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let answer = try fixture.answer("10월 스타벅스랑 교통비 합쳐서 몇 번")
        let transport = try fixture.hledgerTransactionCount(["-p", "2026-10", "지출:교통"])
        let starbucks = try fixture.hledgerTransactionCount(["-p", "2026-10", "payee:스타벅스"])
        let both = try fixture.hledgerTransactionCount(["-p", "2026-10", "지출:교통", "payee:스타벅스"])
        #expect(answer.entryCount == transport + starbucks - both)
    }
}

/// A budget of a payee with accounts is refused with the reason: budgets are kept by account.
@Suite struct PayeeBudgetRefusalTests {
    @Test func aPayeesBudgetIsRefusedSayingWhy() throws {
        let fixture = try ExampleJournalFixture(.korean)
        var reason: InvalidReason?
        do {
            _ = try fixture.command("스타벅스랑 식비 예산")
        } catch let error as PickerError {
            if case .invalidInput(_, let found) = error { reason = found }
        }
        #expect(reason == .payeeHasNoBudget(Said("스타벅스", in: "스타벅스랑 식비 예산"), accounts: ["식비"]))
        #expect(
            Messages(language: .korean).text(for: InvalidReason.payeeHasNoBudget(.whole("스타벅스"), accounts: ["식비"]))
                == "\"스타벅스\"는 거래처라 예산이 없습니다. 예산은 계정마다 정합니다. \"식비 예산\"처럼 물어보세요")
        #expect(
            Messages(language: .english).text(
                for: InvalidReason.payeeHasNoBudget(.whole("Starbucks"), accounts: ["food"]))
                == "\"Starbucks\" is a payee, and budgets are kept by account; ask \"food budget\"")
    }
}
