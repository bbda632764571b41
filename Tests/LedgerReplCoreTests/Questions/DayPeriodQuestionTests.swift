import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Questions about a day, a week, a quarter, a half or a run of days, asked the way a household member
/// asks them, on the shipped example journals with today Friday 2026-11-20. Each answer's period must
/// be exactly the days named (ISO weeks, Monday first, as hledger's `-W`; a period that runs past
/// today is cut at today), and its figure hledger
/// 1.25's `balance` of the same accounts with `-b FIRST -e DAY-AFTER-LAST` (the command is in each row).
@Suite struct DayPeriodQuestionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let question: String
        let first: CalendarDate
        let last: CalendarDate
        /// The accounts hledger sums (`expenses`, `지출:식비`), or a payee query.
        let query: [String]
        var flipSign = false

        init(
            _ kind: ExampleJournalFixture.Kind, _ question: String, _ first: CalendarDate, _ last: CalendarDate,
            _ query: [String], flipSign: Bool = false
        ) {
            self.kind = kind
            self.question = question
            self.first = first
            self.last = last
            self.query = query
            self.flipSign = flipSign
        }

        /// `hledger balance -b FIRST -e DAY-AFTER-LAST QUERY`.
        var hledgerArguments: [String] {
            ["-b", first.description, "-e", (last.adding(days: 1) ?? last).description] + query
        }

        var testDescription: String { "\(question) = hledger balance \(hledgerArguments.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        // Days.
        Case(.korean, "오늘 얼마 썼지", day(2026, 11, 20), day(2026, 11, 20), ["지출"]),
        Case(.korean, "어제 지출", day(2026, 11, 19), day(2026, 11, 19), ["지출"]),
        Case(.korean, "지난 금요일에 얼마 썼어", day(2026, 11, 13), day(2026, 11, 13), ["지출"]),
        Case(.korean, "11월 3일 지출", day(2026, 11, 3), day(2026, 11, 3), ["지출"]),
        Case(.korean, "11월 2일 식비 얼마예요?", day(2026, 11, 2), day(2026, 11, 2), ["지출:식비"]),
        Case(.english, "what did we spend today", day(2026, 11, 20), day(2026, 11, 20), ["expenses"]),
        Case(.english, "spending yesterday", day(2026, 11, 19), day(2026, 11, 19), ["expenses"]),
        Case(.english, "how much did I spend on november 2", day(2026, 11, 2), day(2026, 11, 2), ["expenses"]),
        // ISO weeks, Monday first.
        Case(.korean, "이번 주 얼마 썼어", day(2026, 11, 16), day(2026, 11, 20), ["지출"]),
        Case(.korean, "지난주 지출은 얼마예요?", day(2026, 11, 9), day(2026, 11, 15), ["지출"]),
        Case(.korean, "2주 전 지출", day(2026, 11, 2), day(2026, 11, 8), ["지출"]),
        Case(.korean, "지난주 식비", day(2026, 11, 9), day(2026, 11, 15), ["지출:식비"]),
        Case(.english, "what did I spend this week", day(2026, 11, 16), day(2026, 11, 20), ["expenses"]),
        Case(.english, "how much did we spend last week?", day(2026, 11, 9), day(2026, 11, 15), ["expenses"]),
        Case(.english, "food last week", day(2026, 11, 9), day(2026, 11, 15), ["expenses:food"]),
        Case(.english, "spent 2 weeks ago", day(2026, 11, 2), day(2026, 11, 8), ["expenses"]),
        // Quarters and halves.
        Case(.korean, "2분기 교통비", day(2026, 4, 1), day(2026, 6, 30), ["지출:교통"]),
        Case(.korean, "1사분기 지출", day(2026, 1, 1), day(2026, 3, 31), ["지출"]),
        Case(.korean, "상반기 지출 얼마", day(2026, 1, 1), day(2026, 6, 30), ["지출"]),
        Case(.korean, "작년 하반기 식비", day(2025, 7, 1), day(2025, 12, 31), ["지출:식비"]),
        Case(.english, "transport in Q2", day(2026, 4, 1), day(2026, 6, 30), ["expenses:transport"]),
        Case(.english, "H1 spending", day(2026, 1, 1), day(2026, 6, 30), ["expenses"]),
        Case(.english, "income in H2", day(2026, 7, 1), day(2026, 11, 20), ["income"], flipSign: true),
        // Runs and open ends.
        Case(.korean, "11월 3일부터 지출", day(2026, 11, 3), day(2026, 11, 20), ["지출"]),
        Case(.korean, "어제까지 얼마 썼어", day(2026, 11, 1), day(2026, 11, 19), ["지출"]),
        Case(.korean, "최근 2주 지출", day(2026, 11, 7), day(2026, 11, 20), ["지출"]),
        Case(.korean, "최근 10일 식비", day(2026, 11, 11), day(2026, 11, 20), ["지출:식비"]),
        Case(.korean, "11월 2일부터 11월 8일까지 지출", day(2026, 11, 2), day(2026, 11, 8), ["지출"]),
        Case(.english, "spent in the last 10 days", day(2026, 11, 11), day(2026, 11, 20), ["expenses"]),
        Case(.english, "spending in the past 2 weeks", day(2026, 11, 7), day(2026, 11, 20), ["expenses"]),
        Case(.english, "spent since last monday", day(2026, 11, 16), day(2026, 11, 20), ["expenses"]),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func answersExactlyTheDaysNamed(_ row: Case) throws {
        let fixture = try ExampleJournalFixture(row.kind)
        let answer = try fixture.answer(row.question)
        #expect(answer.period.firstDay == row.first && answer.period.lastDay == row.last, "\(answer.period)")
        let theirs = try fixture.hledgerTotal(row.hledgerArguments)
        #expect(answer.totals == (row.flipSign ? theirs.compactMapValues { $0.negated() } : theirs))
    }

    /// Comparisons of weeks compare the two weeks (this one so far with the whole of the last), never
    /// the month with itself.
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (ExampleJournalFixture.Kind.korean, "지난주 대비 지출", "지출"),
            (.korean, "이번 주 지출 지난주랑 비교", "지출"),
            (.english, "spending this week vs last week", "expenses"),
            (.english, "compare spending with last week", "expenses"),
        ])
    func weeksCompareWithTheWeekBefore(_ kind: ExampleJournalFixture.Kind, _ question: String, _ query: String) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try fixture.answer(question)
        #expect(
            answer.series.map(\.period) == [
                .days(day(2026, 11, 9), day(2026, 11, 15)), .days(day(2026, 11, 16), day(2026, 11, 20)),
            ])
        let before = try fixture.hledgerTotal(["-b", "2026-11-09", "-e", "2026-11-16", query])
        let now = try fixture.hledgerTotal(["-b", "2026-11-16", "-e", "2026-11-21", query])
        #expect(answer.series.map(\.totals) == [before, now])
    }

    /// What is counted by the month is refused for a run of days, saying why, never answered for the
    /// month around it.
    @Test(arguments: [
        ("이번 주 예산 얼마 남았어", "\"이번 주 예산 얼마 남았어\": \"이번 주\"는 달 단위가 아닌데, 예산, 월평균, 추이는 달 단위로 셉니다. 달을 쓰세요.", Language.korean),
        ("지난주 지출 추이", "\"지난주 지출 추이\": \"지난주\"는 달 단위가 아닌데, 예산, 월평균, 추이는 달 단위로 셉니다. 달을 쓰세요.", .korean),
        (
            "food budget this week",
            "\"food budget this week\": \"this week\" is not whole months, and budgets, monthly averages and trends are counted by the month; name a month",
            .english
        ),
    ])
    func refusesMonthlyKindsForDays(_ line: String, _ message: String, _ language: Language) throws {
        let fixture = try ExampleJournalFixture(language == .korean ? .korean : .english)
        do {
            let command = try fixture.command(line)
            Issue.record("\(line) was read as \(command)")
        } catch {
            #expect(Messages(language: language).text(for: try #require(error as? PickerError)) == message)
        }
    }

    /// How a run of days is said.
    @Test func saysTheDaysExactly() {
        let english = Messages(language: .english)
        let korean = Messages(language: .korean)
        let rows: [(Period, String, String)] = [
            (.days(day(2026, 11, 3), day(2026, 11, 3)), "November 3, 2026", "2026년 11월 3일"),
            (.days(day(2026, 11, 16), day(2026, 11, 22)), "November 16–22, 2026", "2026년 11월 16일~22일"),
            (.days(day(2026, 10, 26), day(2026, 11, 1)), "October 26 – November 1, 2026", "2026년 10월 26일~11월 1일"),
            (
                .days(day(2026, 12, 28), day(2027, 1, 3)), "December 28, 2026 – January 3, 2027",
                "2026년 12월 28일~2027년 1월 3일"
            ),
        ]
        for (period, inEnglish, inKorean) in rows {
            #expect(english.label(period) == inEnglish)
            #expect(korean.label(period) == inKorean)
        }
    }

    /// Days that are whole months are the months: one period, one spelling.
    @Test func wholeMonthsOfDaysAreMonths() {
        #expect(Period(from: day(2026, 4, 1), through: day(2026, 6, 30)) == .months(ym(2026, 4), ym(2026, 6)))
        #expect(Period(from: day(2026, 2, 1), through: day(2026, 2, 28)) == .month(ym(2026, 2)))
        #expect(Period(from: day(2026, 1, 1), through: day(2026, 12, 31)) == .year(2026))
        #expect(Period(from: day(2026, 2, 1), through: day(2026, 2, 27)) == .days(day(2026, 2, 1), day(2026, 2, 27)))
        #expect(
            Period.days(day(2026, 11, 16), day(2026, 11, 22)).previous == .days(day(2026, 11, 9), day(2026, 11, 15)))
        #expect(
            Period.days(day(2024, 2, 29), day(2024, 2, 29)).yearEarlier == .days(day(2023, 2, 28), day(2023, 2, 28)))
    }
}
