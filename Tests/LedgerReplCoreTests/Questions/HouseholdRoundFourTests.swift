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
        // `써요`, `썻어` (one ㅆ short, as a phone types it): the verb of spending (were no account "써요", and
        // `"이"` out of place).
        Case(.korean, "이마트에서 올해 얼마 썻어", "2026-01-01", "2026-12-03", .spent(["desc:이마트", "^지출"])),
        Case(.korean, "식비 얼마 써요", "2026-12-01", "2026-12-03", .spent([koFood])),
        Case(.english, "what did dining cost every month this year", "2026-01-01", "2026-12-03", .monthly([dining])),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: cases)
    func agreesWithHledger(_ test: Case) throws {
        try HouseholdWordsQuestionTests().agreesWithHledger(test)
    }

    /// An average per day kept to weekends or weekdays.
    struct KeptDaysCase: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let line: String
        /// hledger's `-b` and `-e` (the end exclusive), the period the answer must state.
        let from: String
        let to: String
        let query: [String]
        let weekends: Bool
        var perTransaction = false
        var testDescription: String { "\(kind): \(line)" }
    }

    static let keptDays: [KeptDaysCase] = [
        // Were refused (`평일` not definite, with advice to give a number): hledger -f household-ko.journal
        // balance -D -b 2026-11-01 -e 2026-12-01 ^지출, the weekday (or weekend) days summed, over how
        // many of those days the period has (November 2026: 21 weekdays, 9 weekend days).
        KeptDaysCase(
            kind: .korean, line: "11월에 평일에 하루 평균 얼마 썼어?", from: "2026-11-01", to: "2026-12-01", query: ["^지출"],
            weekends: false),
        KeptDaysCase(
            kind: .korean, line: "11월 주말 하루 평균 지출", from: "2026-11-01", to: "2026-12-01", query: ["^지출"],
            weekends: true),
        KeptDaysCase(
            kind: .korean, line: "지난달 평일 평균 식비", from: "2026-11-01", to: "2026-12-01", query: ["^지출:식비"],
            weekends: false),
        KeptDaysCase(
            kind: .korean, line: "10월 주말 외식 건당 평균", from: "2026-10-01", to: "2026-11-01", query: ["지출:식비:외식"],
            weekends: true, perTransaction: true),
        // `평일` with no period: the selected month, today's, cut at today (1–2 December, both weekdays).
        KeptDaysCase(
            kind: .korean, line: "평일 하루 평균 얼마 써요?", from: "2026-12-01", to: "2026-12-03", query: ["^지출"],
            weekends: false),
        KeptDaysCase(
            kind: .english, line: "average weekday spending last month", from: "2026-11-01", to: "2026-12-01",
            query: ["^expenses"], weekends: false),
        KeptDaysCase(
            kind: .english, line: "average daily spending on weekends in october", from: "2026-10-01",
            to: "2026-11-01", query: ["^expenses"], weekends: true),
        KeptDaysCase(
            kind: .english, line: "daily average for groceries on weekdays in november", from: "2026-11-01",
            to: "2026-12-01", query: ["expenses:food:groceries"], weekends: false),
    ]

    /// The figure is the kept days' sum (hledger's day totals) over how many of those days the period
    /// has, or over the transactions on them; the period and the days said.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: keptDays)
    func averagesKeptDaysAsHledger(_ test: KeptDaysCase) throws {
        let fixture = try ExampleJournalFixture(test.kind)
        let answer = try #require(
            HouseholdWordsQuestionTests.answer(test.line, fixture, today: day(2026, 12, 2)), "\(test.line) is refused")
        #expect(answer.question.kind == .average, "\(test.line)")
        #expect(answer.question.daysOfWeek == (test.weekends ? .weekends : .weekdays), "\(test.line)")
        let first = try HouseholdWordsQuestionTests.date(test.from)
        let end = try #require((try HouseholdWordsQuestionTests.date(test.to)).adding(days: -1))
        #expect(answer.period.firstDay == first && answer.period.lastDay == end, "\(test.line): \(answer.period)")
        func kept(_ date: CalendarDate) -> Bool { (date.weekday == 0 || date.weekday == 6) == test.weekends }
        var sum = ExactDecimal.zero
        var commodity = ""
        for (date, totals) in try fixture.hledgerDayTotals(["-b", test.from, "-e", test.to] + test.query)
        where kept(date) {
            for (name, amount) in totals {
                sum = sum + amount
                commodity = name
            }
        }
        var days = 0
        var date = first
        while date <= end {
            if kept(date) { days += 1 }
            date = try #require(date.adding(days: 1))
        }
        let places = test.kind == .korean ? 0 : 2
        if test.perTransaction {
            var count = 0
            date = first
            while date <= end {
                if kept(date) {
                    let next = try #require(date.adding(days: 1))
                    count += try fixture.hledgerTransactionCount(
                        ["-b", "\(date)", "-e", "\(next)"] + test.query)
                }
                date = try #require(date.adding(days: 1))
            }
            #expect(answer.entryCount == count, "\(test.line)")
            #expect(
                answer.totals[commodity] == sum.divided(by: ExactDecimal(count), toPlaces: places, .halfEven),
                "\(test.line)")
        } else {
            #expect(answer.keptDayCount == days, "\(test.line)")
            #expect(
                answer.totals[commodity] == sum.divided(by: ExactDecimal(days), toPlaces: places, .halfEven),
                "\(test.line)")
        }
    }

    /// The sentences of an average kept to days: the period, the days kept and how many.
    @Test(arguments: [
        (
            ExampleJournalFixture.Kind.korean, "11월 주말 하루 평균 지출",
            "2026년 11월 주말 하루 평균 지출은 약 139,122원입니다 (9일, 합계 1,252,100원)."
        ),
        (
            .english, "average weekday spending last month",
            "You spent about $16.05 a day on average in November 2026 on weekdays (21 days, $337.10 in all)."
        ),
    ])
    func keptDaysWording(_ kind: ExampleJournalFixture.Kind, _ line: String, _ expected: String) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try #require(
            HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 12, 2)), "\(line) is refused")
        #expect(Messages(language: kind == .korean ? .korean : .english).sentence(for: answer) == expected)
    }

    /// `이번 주말`, `this weekend` on a Wednesday: the weekend ahead has not begun, refused so (was "no
    /// entries", as if it were over); `the past week` is the seven days to today, as `지난 일주일`.
    @Test func weekendAheadAndPastWeek() throws {
        let korean = try ExampleJournalFixture(.korean)
        let english = try ExampleJournalFixture(.english)
        let wednesday = day(2026, 12, 2)
        for (line, fixture) in [("이번 주말에 얼마 썼어", korean), ("how much did we spend this weekend", english)] {
            let context = ParseContext(today: wednesday, screenYear: 2026, names: fixture.names)
            #expect(throws: PickerError.self, "\(line)") { try CommandParser(context: context).parse(line) }
        }
        // hledger balance -b 2026-11-26 -e 2026-12-03 ^지출 / ^expenses.
        for (line, fixture, query) in [
            ("지난 일주일 동안 얼마 썼어", korean, "^지출"), ("how much did i spend in the past week", english, "^expenses"),
        ] {
            let answer = try #require(HouseholdWordsQuestionTests.answer(line, fixture, today: wednesday), "\(line)")
            #expect(answer.period == .days(day(2026, 11, 26), wednesday), "\(line)")
            #expect(answer.totals == (try fixture.hledgerTotal(["-b", "2026-11-26", "-e", "2026-12-03", query])))
        }
    }

    /// A ranking of the days of the week.
    struct WeekdayCase: CustomTestStringConvertible, Sendable {
        let kind: ExampleJournalFixture.Kind
        let line: String
        let from: String
        let to: String
        let query: [String]
        var smallest = false
        var testDescription: String { "\(kind): \(line)" }
    }

    static let weekdays: [WeekdayCase] = [
        // Were refused (no account "무슨 요일", an unknown command): hledger -f household-ko.journal balance
        // -D -b 2026-01-01 -e 2026-12-03 ^지출, the day totals summed by weekday (the year so far when no
        // period is said, as weeks are).
        WeekdayCase(kind: .korean, line: "무슨 요일에 제일 많이 써?", from: "2026-01-01", to: "2026-12-03", query: ["^지출"]),
        WeekdayCase(
            kind: .korean, line: "11월에 무슨 요일에 제일 많이 썼어요", from: "2026-11-01", to: "2026-12-01", query: ["^지출"]),
        WeekdayCase(
            kind: .korean, line: "어느 요일에 외식 제일 많이 해?", from: "2026-01-01", to: "2026-12-03",
            query: ["지출:식비:외식"]),
        WeekdayCase(
            kind: .english, line: "which day of the week do we spend the most", from: "2026-01-01", to: "2026-12-03",
            query: ["^expenses"]),
        WeekdayCase(
            kind: .english, line: "what day of the week do we spend the least on coffee", from: "2026-01-01",
            to: "2026-12-03", query: ["expenses:food:coffee"], smallest: true),
        WeekdayCase(
            kind: .english, line: "which day of the week did we spend the most in october", from: "2026-10-01",
            to: "2026-11-01", query: ["^expenses"]),
    ]

    /// Every row of a ranking of weekdays is hledger's `balance -D` day totals on that weekday, summed.
    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: weekdays)
    func ranksWeekdaysAsHledger(_ test: WeekdayCase) throws {
        let fixture = try ExampleJournalFixture(test.kind)
        let answer = try #require(
            HouseholdWordsQuestionTests.answer(test.line, fixture, today: day(2026, 12, 2)), "\(test.line) is refused")
        #expect(answer.question.grouping == .weekday, "\(test.line)")
        #expect(answer.question.smallestFirst == test.smallest, "\(test.line)")
        #expect(answer.period.firstDay == (try HouseholdWordsQuestionTests.date(test.from)), "\(test.line)")
        let end = try #require((try HouseholdWordsQuestionTests.date(test.to)).adding(days: -1))
        #expect(answer.period.lastDay == end, "\(test.line)")
        var sums: [Int: ExactDecimal] = [:]
        for (date, totals) in try fixture.hledgerDayTotals(["-b", test.from, "-e", test.to] + test.query) {
            for amount in totals.values {
                sums[date.weekday, default: .zero] = sums[date.weekday, default: .zero] + amount
            }
        }
        let expected = sums.filter { !$0.value.isZero }
        let found = Dictionary(
            uniqueKeysWithValues: answer.groups.compactMap { row in
                row.weekday.flatMap { weekday in row.totals.first.map { (weekday, $0.value) } }
            })
        #expect(found == expected, "\(test.line)")
        let values = answer.groups.compactMap { $0.totals.first?.value }
        #expect(values == (test.smallest ? values.sorted() : values.sorted(by: >)), "\(test.line)")
    }

    /// The sentence names the weekday in the session's language and the period counted.
    @Test(arguments: [
        (
            ExampleJournalFixture.Kind.korean, "11월에 무슨 요일에 제일 많이 썼어요",
            "2026년 11월에 가장 많이 쓴 요일은 일요일(1,246,100원)입니다 (다음: 목요일(121,700원), 화요일(119,100원))."
        ),
        (
            .english, "which day of the week do we spend the most",
            "You spent the most over January 1 – December 2, 2026 so far on Sundays ($4,371.60); then Wednesdays ($3,013.00), Tuesdays ($2,971.90)."
        ),
    ])
    func weekdayWording(_ kind: ExampleJournalFixture.Kind, _ line: String, _ expected: String) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try #require(
            HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 12, 2)), "\(line) is refused")
        #expect(Messages(language: kind == .korean ? .korean : .english).sentence(for: answer) == expected)
    }

    /// A question kept to weekdays that names no period and asks what they do not narrow is refused with
    /// advice that fits the word (was "give a number or name the month").
    @Test func daysOfWeekRefusalAdvice() throws {
        let fixture = try ExampleJournalFixture(.korean)
        let context = ParseContext(today: day(2026, 12, 2), screenYear: 2026, names: fixture.names)
        let line = "평일에 제일 많이 쓴 날"
        #expect(throws: PickerError.invalidInput(line, reason: .daysOfWeekOnly(Said("평일에", in: line)))) {
            try CommandParser(context: context).parse(line)
        }
        #expect(
            Messages(language: .korean).text(for: InvalidReason.daysOfWeekOnly(.whole("평일에")))
                == "\"평일에\"는 한 기간의 날들만 셉니다. 기간(11월, 지난달)을 쓰고 합계, 건수, 하루 평균을 물어보세요")
    }

    /// The household's budget counts the budgeted accounts only (hledger -f household-ko.journal balance
    /// --budget -p 2026-11 ^지출 has a total row of 1,589,200원 against 1,000,000원, rent unbudgeted, while
    /// the rows budgeted, 교통 60,000원, 식비 357,200원, 의료 0, come to 417,200원): the reply names them.
    @Test(arguments: [
        (
            ExampleJournalFixture.Kind.korean, "지난달 예산 넘었어?",
            "아니요. 2026년 11월 예산(교통, 식비, 의료만) 1,000,000원 중 417,200원을 써서 582,800원 남았습니다:"
        ),
        (
            .english, "did we go over budget in november",
            "No. Budgets (food, health, transport only) in November 2026: $1,000.00, spent $417.20, $582.80 left:"
        ),
    ])
    func householdBudgetNamesItsAccounts(_ kind: ExampleJournalFixture.Kind, _ line: String, _ expected: String)
        throws
    {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try #require(
            HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 12, 2)), "\(line) is refused")
        #expect(Messages(language: kind == .korean ? .korean : .english).sentence(for: answer) == expected)
    }

    /// A repeating month alone (`매월`, `every month`, `매달 15일`) is no question: refused as a phrase.
    @Test(arguments: ["매월", "매달 15일", "every month"])
    func everyMonthAloneIsNoQuestion(_ line: String) throws {
        let fixture = try ExampleJournalFixture(line.first!.isASCII ? .english : .korean)
        #expect(HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 12, 2)) == nil, "\(line)")
    }
}
