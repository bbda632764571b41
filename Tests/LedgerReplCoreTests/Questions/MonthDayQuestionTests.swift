import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// `11/3`, `11.3`, `11-3` in a question are that day of today's year, the month first, as hledger's
/// smart dates read `-p 11/3`; two of them make a run (`11/1~11/10`, `11/1부터 11/10까지`, `from 11/1 to
/// 11/10`), one with `부터` runs to today. Figures are hledger 1.25's `balance -p 11/3` (or `-b … -e …`)
/// on the shipped example journals, today 2026-11-20 (hledger's year is this machine's, 2026 too).
@Suite struct MonthDayQuestionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let question: String
        let hledger: [String]
        let first: CalendarDate
        let last: CalendarDate
        let reply: String

        var testDescription: String { "\(question) = hledger balance \(hledger.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        Case(
            kind: .korean, question: "11/3 지출", hledger: ["-p", "2026/11/3", "지출"], first: day(2026, 11, 3),
            last: day(2026, 11, 3), reply: "2026년 11월 3일 지출은 0원입니다."),
        Case(
            kind: .korean, question: "11.9 지출", hledger: ["-p", "2026/11/9", "지출"], first: day(2026, 11, 9),
            last: day(2026, 11, 9), reply: "2026년 11월 9일 지출은 89,600원입니다."),
        Case(
            kind: .korean, question: "11/9에 얼마 썼어", hledger: ["-p", "2026/11/9", "지출"],
            first: day(2026, 11, 9), last: day(2026, 11, 9), reply: "2026년 11월 9일 지출은 89,600원입니다."),
        Case(
            kind: .korean, question: "11/1부터 11/10까지 식비", hledger: ["-b", "2026/11/1", "-e", "2026/11/11", "지출:식비"],
            first: day(2026, 11, 1), last: day(2026, 11, 10), reply: "2026년 11월 1일~10일 식비에 쓴 돈은 151,200원입니다."),
        Case(
            kind: .korean, question: "11/1~11/10 식비", hledger: ["-b", "2026/11/1", "-e", "2026/11/11", "지출:식비"],
            first: day(2026, 11, 1), last: day(2026, 11, 10), reply: "2026년 11월 1일~10일 식비에 쓴 돈은 151,200원입니다."),
        Case(
            kind: .korean, question: "11/3부터 식비", hledger: ["-b", "2026/11/3", "-e", "2026/11/21", "지출:식비"],
            first: day(2026, 11, 3), last: day(2026, 11, 20), reply: "2026년 11월 3일~20일 식비에 쓴 돈은 249,400원입니다."),
        Case(
            kind: .english, question: "spent on 11/9", hledger: ["-p", "2026/11/9", "expenses"],
            first: day(2026, 11, 9), last: day(2026, 11, 9), reply: "You spent $89.60 on November 9, 2026."),
        Case(
            kind: .english, question: "food from 11/1 to 11/10",
            hledger: ["-b", "2026/11/1", "-e", "2026/11/11", "expenses:food"], first: day(2026, 11, 1),
            last: day(2026, 11, 10), reply: "You spent $151.20 on food over November 1–10, 2026."),
        // A second end that names only a day is a day of the first end's month (a span's end never
        // jumps to today's month: these were answered through today before).
        Case(
            kind: .korean, question: "11월 1일부터 15일까지 지출", hledger: ["-b", "2026/11/1", "-e", "2026/11/16", "지출"],
            first: day(2026, 11, 1), last: day(2026, 11, 15), reply: "2026년 11월 1일~15일 지출은 1,481,400원입니다."),
        Case(
            kind: .korean, question: "11월 3일~10일 지출", hledger: ["-b", "2026/11/3", "-e", "2026/11/11", "지출"],
            first: day(2026, 11, 3), last: day(2026, 11, 10), reply: "2026년 11월 3일~10일 지출은 266,200원입니다."),
        Case(
            kind: .english, question: "spent from nov 3 to 10",
            hledger: ["-b", "2026/11/3", "-e", "2026/11/11", "expenses"],
            first: day(2026, 11, 3), last: day(2026, 11, 10), reply: "You spent $266.20 over November 3–10, 2026."),
        Case(
            kind: .english, question: "spent from nov 3 to the 10th",
            hledger: ["-b", "2026/11/3", "-e", "2026/11/11", "expenses"], first: day(2026, 11, 3),
            last: day(2026, 11, 10), reply: "You spent $266.20 over November 3–10, 2026."),
        Case(
            kind: .english, question: "spent nov 3-10", hledger: ["-b", "2026/11/3", "-e", "2026/11/11", "expenses"],
            first: day(2026, 11, 3), last: day(2026, 11, 10), reply: "You spent $266.20 over November 3–10, 2026."),
        Case(
            kind: .english, question: "spending 10-31", hledger: ["-p", "2026/10/31", "expenses"],
            first: day(2026, 10, 31), last: day(2026, 10, 31), reply: "There are no entries on October 31, 2026."),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func readsMonthAndDayAsHledgerDoes(_ row: Case) throws {
        let fixture = try ExampleJournalFixture(row.kind)
        let answer = try fixture.answer(row.question)
        #expect(answer.period.firstDay == row.first)
        #expect(answer.period.lastDay == row.last)
        #expect(answer.totals == (try fixture.hledgerTotal(row.hledger)))
        let language: Language = row.kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == row.reply)
    }

    /// The picker still asks which order `11/3` is, as it moves between months and reads `3/11` too.
    @Test func thePickerStillAsks() throws {
        let fixture = try ExampleJournalFixture(.korean)
        #expect(throws: (any Error).self) { try fixture.command("11/3") }
    }
}
