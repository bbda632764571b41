import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Questions a household types before reading the help, fourth round, checked against hledger 1.25 on
/// the shipped example journals, asked on Wednesday 2 December 2026 (the journal's last entry is 1
/// December).
///
/// Source: written by the issue-27g helper as a household would (25 in Korean, 25 in English: 반말,
/// 해요체 and 합니다체, phone typos such as `썻어` and `yeaer`, spacing kept or dropped), run, and every
/// figure checked with hledger. Of that set one was a wrong answer: `10월이랑 11월 중에 언제 더 많이
/// 썼어` was the latest entry of both months (`언제` read as "when was the last"), now the two months
/// compared. The kinds refused were `매달`/`every month` as the average word, rankings by weekday,
/// averages and rankings kept to weekends or weekdays, and a misspelt verb. Each row names the hledger
/// command its figure must equal.
@Suite struct HouseholdRoundFourTests {
    typealias Case = HouseholdWordsQuestionTests.Case

    static let (koFood, koDining, koCoffee) = ("^지출:식비", "지출:식비:외식", "지출:식비:카페")
    static let (food, dining, coffee) = ("^expenses:food", "expenses:food:dining", "expenses:food:coffee")

    static let cases: [Case] = [
        // The set's exact answers, kept: hledger balance -b FROM -e TO QUERY (print -O csv for counts).
        Case(.korean, "이번달 얼마 썼어?", "2026-12-01", "2026-12-03", .spent(["^지출"])),
        Case(.korean, "지난달 식비 총 얼마야", "2026-11-01", "2026-12-01", .spent([koFood])),
        Case(.korean, "11월에 커피값 얼마 나갔어요?", "2026-11-01", "2026-12-01", .spent([koCoffee])),
        Case(.korean, "올해 택시 몇 번 탔어", "2026-01-01", "2026-12-03", .entries(["desc:택시"])),
        Case(.korean, "작년 12월 장보기 얼마였나요", "2025-12-01", "2026-01-01", .spent(["지출:식비:장보기"])),
        Case(.korean, "하반기 교통비 합계", "2026-07-01", "2026-12-03", .spent(["지출:교통"])),
        Case(.korean, "월세 빼고 지난달 지출은 얼마입니까", "2026-11-01", "2026-12-01", .spent(["^지출", "not:월세"])),
        Case(.korean, "올해 저축률 얼마나 돼요", "2026-01-01", "2026-12-03", .rate),
        Case(.english, "what did groceries cost us last month", "2026-11-01", "2026-12-01", .spent(["groceries"])),
        Case(.english, "how many uber rides this year", "2026-01-01", "2026-12-03", .entries(["desc:uber"])),
        Case(.english, "how much coffee did we buy in october", "2026-10-01", "2026-11-01", .spent([coffee])),
        Case(.english, "how much did we save last month", "2026-11-01", "2026-12-01", .net),
        Case(
            .english, "spending besides rent in november", "2026-11-01", "2026-12-01",
            .spent(["^expenses", "not:rent"])),
        Case(.english, "how much have we spent since september", "2026-09-01", "2026-12-03", .spent(["^expenses"])),
        Case(.english, "how much did we spend on transport in q3", "2026-07-01", "2026-10-01", .spent(["transport"])),
        Case(
            .english, "which month had the highest grocery bill", "", "",
            .topMonth(["groceries"], from: "2026-01-01", to: "2026-12-03")),
        // Was the latest entry of October and November (`언제` read as "when was the last"), a wrong
        // answer: the two months compared, hledger balance -p 2026-10 and -p 2026-11 ^지출.
        Case(
            .korean, "10월이랑 11월 중에 언제 더 많이 썼어", "2026-11-01", "2026-12-01",
            .against(["^지출"], from: "2026-10-01", to: "2026-11-01")),
        Case(
            .korean, "10월하고 11월 중 언제 더 썼어?", "2026-11-01", "2026-12-01",
            .against(["^지출"], from: "2026-10-01", to: "2026-11-01")),
        Case(
            .english, "when did we spend more, october or november", "2026-11-01", "2026-12-01",
            .against(["^expenses"], from: "2026-10-01", to: "2026-11-01")),
        // `매달`, `every month` beside a question's words: the average per month, as `월평균` (over the
        // year so far when no period is said): hledger balance -M -A -b 2026-01-01 -e 2026-12-03 QUERY.
        Case(.korean, "매달 식비 평균 얼마야", "2026-01-01", "2026-12-03", .monthly([koFood])),
        Case(.korean, "매달 외식비 얼마 나가?", "2026-01-01", "2026-12-03", .monthly([koDining])),
        Case(.english, "how much do we spend every month on food", "2026-01-01", "2026-12-03", .monthly([food])),
        Case(.english, "what did dining cost every month this year", "2026-01-01", "2026-12-03", .monthly([dining])),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func agreesWithHledger(_ test: Case) throws {
        try HouseholdWordsQuestionTests().agreesWithHledger(test)
    }

    /// A repeating month alone (`매월`, `every month`, `매달 15일`) is no question: refused as a phrase.
    @Test(arguments: ["매월", "매달 15일", "every month"])
    func everyMonthAloneIsNoQuestion(_ line: String) throws {
        let fixture = try ExampleJournalFixture(line.first!.isASCII ? .english : .korean)
        #expect(HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 12, 2)) == nil, "\(line)")
    }
}
