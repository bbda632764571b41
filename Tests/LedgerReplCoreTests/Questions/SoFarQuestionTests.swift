import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// A question about a period that runs past today (this month on the 20th, this week on a Friday,
/// this year) counts the days up to today and says so, on the shipped example journals whose entries
/// run to 1 December 2026, today Friday 2026-11-20. Figures are hledger 1.25's `balance -b FIRST -e
/// 2026-11-21` (and `balance -H -e 2026-11-21` for balances), never the whole month's, which holds the
/// salary of the 25th.
@Suite struct SoFarQuestionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let question: String
        let hledger: [String]
        let reply: String
        var flipSign = false

        var testDescription: String { "\(question) = hledger balance \(hledger.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        Case(
            kind: .korean, question: "이번 달 얼마 썼어?", hledger: ["-b", "2026-11-01", "-e", "2026-11-21", "지출"],
            reply: "2026년 11월 1일~20일 지출은 1,481,400원입니다."),
        Case(
            kind: .korean, question: "이번 달 수입", hledger: ["-b", "2026-11-01", "-e", "2026-11-21", "수입"],
            reply: "2026년 11월 1일~20일 수입은 0원입니다.", flipSign: true),
        Case(
            kind: .korean, question: "현금 잔액", hledger: ["-H", "-e", "2026-11-21", "자산:현금"],
            reply: "2026년 11월 20일 현재 현금 잔액은 272,600원입니다."),
        Case(
            kind: .korean, question: "올해 식비", hledger: ["-b", "2026-01-01", "-e", "2026-11-21", "지출:식비"],
            reply: "2026년 1월 1일~11월 20일 식비에 쓴 돈은 3,994,600원입니다."),
        Case(
            kind: .english, question: "how much have we spent this month",
            hledger: ["-b", "2026-11-01", "-e", "2026-11-21", "expenses"],
            reply: "You spent $1,481.40 over November 1–20, 2026 so far."),
        Case(
            kind: .english, question: "checking balance", hledger: ["-H", "-e", "2026-11-21", "assets:checking"],
            reply: "Checking had a balance of $45,896.10 as of today, November 20, 2026."),
        Case(
            kind: .english, question: "food this week",
            hledger: ["-b", "2026-11-16", "-e", "2026-11-21", "expenses:food"],
            reply: "There are no entries over November 16–20, 2026 so far."),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func countsUpToTodayAndSaysSo(_ row: Case) throws {
        let fixture = try ExampleJournalFixture(row.kind)
        let answer = try fixture.answer(row.question)
        #expect(answer.isSoFar)
        #expect(answer.period.lastDay == ExampleJournalFixture.today)
        let theirs = try fixture.hledgerTotal(row.hledger)
        #expect(answer.totals == (row.flipSign ? theirs.compactMapValues { $0.negated() } : theirs))
        let language: Language = row.kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == row.reply)
    }

    /// A past month is the whole month, and says nothing of today.
    @Test func aPastMonthIsWhole() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let answer = try fixture.answer("10월 지출")
        #expect(!answer.isSoFar)
        #expect(answer.period == .month(ym(2026, 10)))
        #expect(Messages(language: .korean).sentence(for: answer) == "2026년 10월 지출은 1,705,300원입니다.")
    }

    /// The JSON answer carries the query computed (the exact days) and the day it is as of; `period`
    /// stays the period asked.
    @Test func jsonCarriesTheQueryAndAsOf() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let answer = try fixture.answer("이번 달 식비")
        var bytes: [UInt8] = []
        JSONLine.append(answer, to: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""period":"2026-11","firstMonth":"2026-11","lastMonth":"2026-11""#))
        #expect(
            text.hasSuffix(
                #""query":{"measure":"sum","figure":"spending","selectors":[{"account":"지출:식비"}],"start":"2026-11-01","end":"2026-11-20","grouping":"none"},"asOf":"2026-11-20","soFar":true}"#
            ), "\(text)")
        let balance = try fixture.answer("현금 잔액")
        bytes = []
        JSONLine.append(balance, to: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self).contains(
                #""query":{"measure":"balance","figure":"balance","selectors":[{"account":"자산:현금"}],"start":null,"end":"2026-11-20""#
            ))
    }
}
