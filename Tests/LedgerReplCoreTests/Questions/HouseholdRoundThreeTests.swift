import Foundation
import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Questions a household types before reading the help, third round, checked against hledger 1.25 on
/// the shipped example journals, asked on Wednesday 2 December 2026 (the journal's last entry is 1
/// December).
///
/// Source: written by the issue-27f helper as a household would (20 in Korean, 20 in English, casual
/// and polite), run, and every figure checked with hledger. Of the first set, `가장 돈 많이 쓴 주` was a
/// wrong answer (the ranking of accounts under 주거, `주` read as its prefix) and `what was our most
/// expensive week this year` another (the dearest single transaction); the kinds refused were ranking
/// by day and week, a subject typed against its period (`이번달식비`), `일주일 동안`, weekends and weekdays
/// of a period, and ever over budget. Each row below names the hledger command its figure must equal.
@Suite struct HouseholdRoundThreeTests {
    /// A ranking of days or ISO weeks.
    struct RankingCase: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let line: String
        /// hledger's `-b` and `-e` (the end exclusive), the period the answer must state.
        let from: String
        let to: String
        /// The query the days are summed over.
        let query: [String]
        let byWeek: Bool
        var smallest = false
        var testDescription: String { "\(kind): \(line)" }
    }

    static let rankings: [RankingCase] = [
        // hledger -f household-ko.journal balance -D -b 2026-11-01 -e 2026-12-01 ^지출
        RankingCase(
            kind: .korean, line: "11월에 제일 많이 쓴 날", from: "2026-11-01", to: "2026-12-01", query: ["^지출"], byWeek: false),
        RankingCase(
            kind: .korean, line: "11월 식비 제일 많이 쓴 날은?", from: "2026-11-01", to: "2026-12-01", query: ["^지출:식비"],
            byWeek: false),
        RankingCase(
            kind: .korean, line: "지난달 외식 제일 많이 한 날", from: "2026-11-01", to: "2026-12-01", query: ["지출:식비:외식"],
            byWeek: false),
        RankingCase(
            kind: .korean, line: "10월에 가장 적게 쓴 날", from: "2026-10-01", to: "2026-11-01", query: ["^지출"], byWeek: false,
            smallest: true),
        // Was the ranking of accounts under 지출:주거 (`주` read as its prefix): the weeks of the year so
        // far, as hledger -f household-ko.journal balance -W -b 2026-01-01 -e 2026-12-03 ^지출.
        RankingCase(
            kind: .korean, line: "가장 돈 많이 쓴 주", from: "2026-01-01", to: "2026-12-03", query: ["^지출"], byWeek: true),
        RankingCase(
            kind: .korean, line: "10월에 장보기 제일 많이 한 주", from: "2026-10-01", to: "2026-11-01", query: ["지출:식비:장보기"],
            byWeek: true),
        RankingCase(
            kind: .english, line: "which day did I spend the most in november", from: "2026-11-01", to: "2026-12-01",
            query: ["^expenses"], byWeek: false),
        RankingCase(
            kind: .english, line: "biggest day for dining this year", from: "2026-01-01", to: "2026-12-03",
            query: ["expenses:food:dining"], byWeek: false),
        // Was the dearest single transaction (rent on 1 January).
        RankingCase(
            kind: .english, line: "what was our most expensive week this year", from: "2026-01-01", to: "2026-12-03",
            query: ["^expenses"], byWeek: true),
        RankingCase(
            kind: .english, line: "which week did we spend the most on groceries in october", from: "2026-10-01",
            to: "2026-11-01", query: ["expenses:food:groceries"], byWeek: true),
    ]

    /// The first and every row of a ranking of days (or of ISO weeks, each cut to the period) are
    /// hledger's `balance -D` day totals over the period, summed by week for weeks.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: rankings)
    func ranksDaysAndWeeksAsHledger(_ test: RankingCase) throws {
        let fixture = try ExampleJournalFixture(test.kind)
        let answer = try #require(
            HouseholdWordsQuestionTests.answer(test.line, fixture, today: day(2026, 12, 2)), "\(test.line) is refused")
        #expect(answer.question.grouping == (test.byWeek ? .week : .day), "\(test.line)")
        #expect(answer.period.firstDay == (try HouseholdWordsQuestionTests.date(test.from)), "\(test.line)")
        let end = try #require((try HouseholdWordsQuestionTests.date(test.to)).adding(days: -1))
        #expect(answer.period.lastDay == end, "\(test.line)")
        let days = try fixture.hledgerDayTotals(["-b", test.from, "-e", test.to] + test.query)
        var rows: [CalendarDate: ExactDecimal] = [:]
        for (date, totals) in days {
            guard let amount = totals.first?.value else { continue }
            let key = test.byWeek ? try #require(Journal.weekStart(of: date)) : date
            rows[key] = try #require((rows[key] ?? .zero).adding(amount))
        }
        let values = rows.values.filter { $0.signum != 0 }
        let expected = test.smallest ? values.filter { $0.signum > 0 }.min() : values.max()
        #expect(answer.groups.first?.totals.first?.value == expected, "\(test.line)")
        #expect(answer.groups.count == values.count || test.smallest, "\(test.line)")
        for row in answer.groups {
            let period = try #require(row.period)
            let key = test.byWeek ? try #require(Journal.weekStart(of: period.firstDay)) : period.firstDay
            #expect(row.totals.first?.value == rows[key], "\(test.line): \(period)")
        }
    }

    /// How a ranking of days and weeks reads.
    @Test(arguments: [
        (
            ExampleJournalFixture.Kind.korean, "11월에 제일 많이 쓴 날",
            "2026년 11월에 가장 많이 쓴 날은 11월 1일(1,100,000원)입니다 (다음: 11월 9일(89,600원), 11월 5일(66,700원))."
        ),
        (
            .korean, "가장 돈 많이 쓴 주",
            "2026년 1월 1일~12월 2일에 가장 많이 쓴 주는 2026년 6월 1일~7일(1,243,000원)입니다 (다음: 2026년 6월 29일~7월 5일(1,236,700원), 2026년 2월 23일~3월 1일(1,225,600원))."
        ),
        (
            .english, "which day did I spend the most in november",
            "You spent the most in November 2026 on November 1 ($1,100.00); then November 9 ($89.60), November 5 ($66.70)."
        ),
        (
            .english, "which week did we spend the most on groceries in october",
            "You spent the most on groceries in October 2026 in the week of October 12–18, 2026 ($168.30); then October 19–25, 2026 ($96.80), October 5–11, 2026 ($59.00)."
        ),
    ])
    func saysTheDayOrWeek(_ kind: ExampleJournalFixture.Kind, _ line: String, _ expected: String) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try #require(
            HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 12, 2)), "\(line) is refused")
        let language: Language = kind == .korean ? .korean : .english
        #expect(Messages(language: language).sentence(for: answer) == expected)
    }
}

extension ExampleJournalFixture {
    /// The day columns of `hledger -f PATH balance -D ARGUMENTS -O json`'s totals row: each day and its
    /// total per commodity.
    func hledgerDayTotals(_ arguments: [String]) throws -> [(CalendarDate, CommodityTotals)] {
        let data = try Self.run(["-f", path, "balance", "-D", "-O", "json"] + arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let dates = try #require(report["prDates"] as? [[String]])
        let totals = try #require(report["prTotals"] as? [String: Any])
        let columns = try #require(totals["prrAmounts"] as? [[[String: Any]]])
        return try zip(dates, columns).map { dates, column in
            (try HouseholdWordsQuestionTests.date(try #require(dates.first)), try Self.totals(of: column))
        }
    }
}
