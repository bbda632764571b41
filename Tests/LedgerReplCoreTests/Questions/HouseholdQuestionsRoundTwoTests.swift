import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// English questions a household types before reading the help, second round, checked against hledger
/// 1.25 on `examples/household-en.journal`, asked on Wednesday 2 December 2026 (the journal's last entry
/// is 1 December).
///
/// Source: written by the issue-27e helper this round as a household would (casual, lowercase, typos,
/// no punctuation), before reading the help, then each figure and period checked with hledger (`balance
/// -b -e`, `print -O csv` for counts, `balance -M -A`, `--budget`, `-H`). The rows reuse
/// ``HouseholdWordsQuestionTests``'s checks; a row marked "refused, wrongly" is a question this round
/// left refused (the reason beside it), kept so a later fix shows here.
@Suite struct HouseholdQuestionsRoundTwoTests {
    typealias Case = HouseholdWordsQuestionTests.Case
    static let (dining, coffee, groceries, food) = (
        "expenses:food:dining", "expenses:food:coffee", "expenses:food:groceries", "^expenses:food"
    )
    static let budgeted = [food, "expenses:transport", "expenses:health"]

    static let english: [Case] = [
        Case(.english, "whats our avg grocery bill", "2026-01-01", "2026-12-03", .monthly([groceries])),
        // No account or payee is gas: refused, naming the nearest accounts.
        Case(.english, "did we spend more on gas or groceries in q3", "", "", .refused),
        Case(.english, "top 3 stores this year", "2026-01-01", "2026-12-03", .periodOnly),
        // `internet` is the category table's phone: Verizon on 10 November.
        Case(.english, "when did i last pay the internet bill", "", "", .periodOnly),
        Case(
            .english, "how many times did we eat out in the last 2 weeks", "2026-11-19", "2026-12-03",
            .entries([dining])),
        // A holiday whose day is not fixed: refused, saying so.
        Case(.english, "spending since thanksgiving", "", "", .refused),
        // Was November 29 to today (the Friday ahead and the Sunday before): the Friday to Sunday just past.
        Case(.english, "fri to sun spending", "2026-11-27", "2026-11-30", .spent(["^expenses"])),
        Case(.english, "how much on coffee last month", "2026-11-01", "2026-12-01", .spent([coffee])),
        Case(.english, "coffe spending in october", "2026-10-01", "2026-11-01", .spent([coffee])),
        // Was refused (`uber rides` named nothing): a payee and a word for one visit to it is the payee.
        Case(.english, "uber rides this year", "2026-01-01", "2026-12-03", .spent(["^expenses", "desc:uber"])),
        Case(
            .english, "how much did we spend on uber rides in october", "2026-10-01", "2026-11-01",
            .spent(["^expenses", "desc:uber"])),
        Case(.english, "how many uber rides last month", "2026-11-01", "2026-12-01", .entries(["desc:uber"])),
        Case(
            .english, "how much did uber cost us last month", "2026-11-01", "2026-12-01",
            .spent(["^expenses", "desc:uber"])),
        Case(.english, "total groceries this year", "2026-01-01", "2026-12-03", .spent([groceries])),
        Case(.english, "what did we spend on rent in 2025", "2025-01-01", "2026-01-01", .spent(["expenses:rent"])),
        // Was refused: names are compared without apostrophes, so `trader joes` is `Trader Joe's`.
        Case(
            .english, "spent at trader joes in november", "2026-11-01", "2026-12-01",
            .spent(["^expenses", "desc:trader joe"])),
        Case(
            .english, "how much at chipotle this year", "2026-01-01", "2026-12-03",
            .spent(["^expenses", "desc:chipotle"])),
        // Was refused: a word of six letters or more one typo from exactly one payee is that payee.
        Case(.english, "starbuks this month", "2026-12-01", "2026-12-03", .spent(["^expenses", "desc:starbucks"])),
        Case(.english, "chipotel this year", "2026-01-01", "2026-12-03", .spent(["^expenses", "desc:chipotle"])),
        Case(.english, "groceries vs dining in october", "2026-10-01", "2026-11-01", .periodOnly),
        Case(
            .english, "biggest purchase this month", "2026-12-01", "2026-12-03",
            .dearest(["^expenses"], prefix: "expenses")),
        Case(.english, "smallest expense last week", "2026-11-23", "2026-11-30", .topAccount([coffee])),
        Case(.english, "how much did we make this year", "2026-01-01", "2026-12-03", .earned(["^income"])),
        Case(.english, "paycheck last month", "2026-11-01", "2026-12-01", .earned(["income:salary"])),
        Case(.english, "whats left in checking", "", "2026-12-03", .held(["assets:checking"])),
        // Was an unknown command: `on hand` asks what is held.
        Case(.english, "cash on hand", "", "2026-12-03", .held(["assets:cash"])),
        Case(.english, "credit card balance", "", "2026-12-03", .held(["liabilities:card"])),
        // Was refused (`a`): `a week on` is per week (never `a week` alone, which `a week ago` has).
        Case(.english, "how much do we spend a week on food", "2026-12-01", "2026-12-03", .perWeek([food])),
        Case(
            .english, "how much do we spend a month on netflix", "2026-01-01", "2026-12-03",
            .monthly(["^expenses", "desc:netflix"])),
        Case(.english, "avg monthly rent", "2026-01-01", "2026-12-03", .monthly(["expenses:rent"])),
        Case(.english, "daily average spending in november", "2026-11-01", "2026-12-01", .perDay(["^expenses"])),
        Case(.english, "did we go over budget last month", "2026-11-01", "2026-12-01", .budgetSpent(budgeted)),
        Case(.english, "food budget november", "2026-11-01", "2026-12-01", .budgetSpent([food])),
        Case(
            .english, "how much did we spend in the last 10 days", "2026-11-23", "2026-12-03",
            .spent(["^expenses"])),
        Case(.english, "spending between nov 10 and nov 20", "2026-11-10", "2026-11-21", .spent(["^expenses"])),
        Case(.english, "what did we spend on the 1st", "2026-12-01", "2026-12-02", .spent(["^expenses"])),
        Case(.english, "spending last friday", "2026-11-27", "2026-11-28", .spent(["^expenses"])),
        Case(.english, "what did we spend over the weekend", "2026-11-28", "2026-11-30", .spent(["^expenses"])),
        // Was September alone: two months said are both counted.
        Case(
            .english, "how much did we spend in september and october", "2026-09-01", "2026-11-01",
            .spent(["^expenses"])),
        Case(.english, "q4 spending so far", "2026-10-01", "2026-12-03", .spent(["^expenses"])),
        Case(.english, "spending this quarter", "2026-10-01", "2026-12-03", .spent(["^expenses"])),
        Case(.english, "how much did we spend last year", "2025-01-01", "2026-01-01", .spent(["^expenses"])),
        // Was refused (`had grocery bill`): `had` carries nothing.
        Case(
            .english, "which month had the highest grocery bill", "", "",
            .topMonth([groceries], from: "2026-01-01", to: "2026-12-03")),
        Case(
            .english, "least expensive month for dining", "", "",
            .leastMonth([dining], from: "2026-01-01", to: "2026-12-01")),
        // Was refused (`frequent`): the payees by how often.
        Case(.english, "most frequent store last month", "2026-11-01", "2026-12-01", .periodOnly),
        // Was refused (`transactions` as a subject): every transaction counted.
        Case(.english, "how many transactions in november", "2026-11-01", "2026-12-01", .entries(["^expenses"])),
        Case(
            .english, "how many times did we buy coffee this week", "2026-11-30", "2026-12-03", .entries([coffee])),
        Case(
            .english, "netflix and verizon together this year", "2026-01-01", "2026-12-03",
            .spent(["^expenses", "desc:netflix", "desc:verizon"])),
        // Was refused (`but`): everything but a subject.
        Case(
            .english, "everything but food last month", "2026-11-01", "2026-12-01",
            .spent(["^expenses", "not:" + food])),
        Case(
            .english, "what percentage of spending went to rent this year", "2026-01-01", "2026-12-03",
            .share(["expenses:rent"], of: ["^expenses"])),
        // Was `There are no entries in 2000`: the amount, weighed against November.
        Case(
            .english, "did we spend more than 2000 last month", "2026-11-01", "2026-12-01", .spent(["^expenses"])),
        // Was refused (`dining down`): `down` carries nothing.
        Case(
            .english, "did dining go down compared to last month", "2026-12-01", "2026-12-03",
            .against([dining], from: "2026-11-01", to: "2026-12-01")),
        Case(.english, "how much did we spend in h2", "2026-07-01", "2026-12-03", .spent(["^expenses"])),
        Case(.english, "savings in october", "2026-10-01", "2026-11-01", .net),
        Case(.english, "spending 3 days ago", "2026-11-29", "2026-11-30", .spent(["^expenses"])),
        Case(
            .english, "how much did we spend at whole foods in the last month", "2026-11-01", "2026-12-01",
            .spent(["^expenses", "desc:whole foods"])),
        // A third set, written after the fixes above, the same way.
        Case(.english, "how much did we spend this week", "2026-11-30", "2026-12-03", .spent(["^expenses"])),
        Case(
            .english, "what did we spend on groceries last week", "2026-11-23", "2026-11-30", .spent([groceries])),
        Case(.english, "how much was spent on dining in q3", "2026-07-01", "2026-10-01", .spent([dining])),
        Case(
            .english, "whats our biggest expense this month", "2026-12-01", "2026-12-03",
            .topAccount(["expenses:rent"])),
        Case(
            .english, "did we spend more on dining than groceries last month", "2026-11-01", "2026-12-01", .periodOnly),
        Case(.english, "total spent in the past 30 days", "2026-11-03", "2026-12-03", .spent(["^expenses"])),
        Case(.english, "how much have we spent since november 15", "2026-11-15", "2026-12-03", .spent(["^expenses"])),
        Case(.english, "spending from nov 1 to nov 15", "2026-11-01", "2026-11-16", .spent(["^expenses"])),
        // This week so far (Monday to Wednesday) against the same days of last week.
        Case(
            .english, "did we spend less this week than last week", "2026-11-30", "2026-12-03",
            .against(["^expenses"], from: "2026-11-23", to: "2026-11-30")),
        Case(
            .english, "compare october and november spending", "2026-11-01", "2026-12-01",
            .against(["^expenses"], from: "2026-10-01", to: "2026-11-01")),
        Case(.english, "average spending per week in november", "2026-11-01", "2026-12-01", .perWeek(["^expenses"])),
        // Was refused (`order pizza`): `order` carries nothing, and `pizza` is the payee Pizza night.
        Case(
            .english, "how many times did we order pizza this year", "2026-01-01", "2026-12-03",
            .entries(["desc:pizza"])),
        Case(
            .english, "how much did pizza night cost in total this year", "2026-01-01", "2026-12-03",
            .spent(["^expenses", "desc:pizza night"])),
        Case(.english, "what was our income in q3", "2026-07-01", "2026-10-01", .earned(["^income"])),
        Case(
            .english, "how much did we spend on transport in the first quarter", "2026-01-01", "2026-04-01",
            .spent(["expenses:transport"])),
        Case(
            .english, "top 5 purchases last month", "2026-11-01", "2026-12-01",
            .dearest(["^expenses"], prefix: "expenses")),
        // Was `no entries on December 3` (`one day` read as a day ahead): which day is not ranked; refused.
        Case(.english, "whats the most we spent in one day", "", "", .refused),
        // Was every entry of November, the amount dropped: a listing is not narrowed by an amount; refused.
        Case(.english, "list transactions over 100 last month", "", "", .refused),
        Case(.english, "which store do we spend the most at", "2026-12-01", "2026-12-03", .periodOnly),
        Case(
            .english, "how much did we spend on food and coffee last month", "2026-11-01", "2026-12-01",
            .spent([food])),
        // Was refused (`under` as a phrase): the budget's yes or no, turned round.
        Case(.english, "did we stay under budget this month", "2026-12-01", "2026-12-03", .budgetSpent(budgeted)),
        Case(
            .english, "did we stay under the food budget in november", "2026-11-01", "2026-12-01",
            .budgetSpent([food])),
        // Was refused: the weekends of November, their figure hledger's day totals summed
        // (HouseholdRoundThreeTests.keepsTheDaysOfTheWeek).
        Case(.english, "how much did we spend on weekends in november", "2026-11-01", "2026-12-01", .periodOnly),
        Case(.english, "expenses yesterday", "2026-12-01", "2026-12-02", .spent(["^expenses"])),
        Case(.english, "whats our balance", "", "2026-12-03", .held(["^assets"])),
        Case(
            .english, "how much did we spend at blue bottle in total", "2026-12-01", "2026-12-03",
            .spent(["^expenses", "desc:blue bottle"])),
        // The known gaps of the round's brief.
        Case(
            .english, "did I spend more than last month?", "2026-12-01", "2026-12-03",
            .against(["^expenses"], from: "2026-11-01", to: "2026-12-01")),
        Case(
            .english, "priciest thing this year", "2026-01-01", "2026-12-03",
            .dearest(["^expenses"], prefix: "expenses")),
        Case(.english, "how much did we save this month", "2026-12-01", "2026-12-03", .net),
        Case(.english, "how much did we save in november", "2026-11-01", "2026-12-01", .net),
    ]

    @Test(.enabled(if: ExampleJournalFixture.hledger != nil), arguments: english)
    func agreesWithHledger(_ test: Case) throws {
        try HouseholdWordsQuestionTests().agreesWithHledger(test)
    }

    /// A listing asked in words (`list`, `show me`, `itemize`, `transactions`, `purchases`, `what did I
    /// buy`): the entries `entries` lists, over exactly the period said, as many as hledger `print`
    /// lists for the same query.
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            ("list expenses in october", "2026-10-01", "2026-11-01", ["^expenses"]),
            ("show expenses in october", "2026-10-01", "2026-11-01", ["^expenses"]),
            ("show me expenses in october", "2026-10-01", "2026-11-01", ["^expenses"]),
            ("what did I buy in october", "2026-10-01", "2026-11-01", ["^expenses"]),
            ("show me all coffee purchases", "2026-12-01", "2027-01-01", [coffee]),
            ("itemize november spending", "2026-11-01", "2026-12-01", ["^expenses"]),
            ("transactions last week", "2026-11-23", "2026-11-30", []),
            ("purchases yesterday", "2026-12-01", "2026-12-02", ["^expenses"]),
            ("entries this week", "2026-11-30", "2026-12-07", []),
            ("what did we buy at whole foods in november", "2026-11-01", "2026-12-01", ["desc:whole foods"]),
            ("coffee purchases last month", "2026-11-01", "2026-12-01", [coffee]),
            ("show me last weeks transactions", "2026-11-23", "2026-11-30", []),
            ("list all purchases at starbucks this year", "2026-01-01", "2027-01-01", ["desc:starbucks"]),
            ("any purchases today", "2026-12-02", "2026-12-03", ["^expenses"]),
        ])
    func listsTheEntries(_ line: String, _ from: String, _ to: String, _ query: [String]) throws {
        let fixture = try ExampleJournalFixture(.english)
        let today = day(2026, 12, 2)
        let context = ParseContext(today: today, screenYear: 2026, names: fixture.names)
        let command = try CommandParser(context: context).parse(line)
        guard case .entries(let filter) = command else {
            Issue.record("\(line) is not a listing: \(command)")
            return
        }
        let (listing, transactions) = try fixture.journal.entries(
            filter, selected: today.yearMonth, today: today.yearMonth, names: fixture.names)
        #expect(listing.period.firstDay == (try HouseholdWordsQuestionTests.date(from)), "\(line)")
        let end = try #require((try HouseholdWordsQuestionTests.date(to)).adding(days: -1))
        #expect(listing.period.lastDay == end, "\(line)")
        #expect(
            transactions.count == (try fixture.hledgerTransactionCount(["-b", from, "-e", to] + query)), "\(line)")
    }

    /// `did I spend more than last month?` on 2 December weighs 1–2 December against 1–2 November
    /// (hledger `-b 2026-11-01 -e 2026-11-03`), not against all of November; the Korean question agrees.
    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            (ExampleJournalFixture.Kind.english, "did I spend more than last month?", "^expenses"),
            (.korean, "지난달보다 더 썼어?", "^지출"),
        ])
    func weighsTheSameDaysOfLastMonth(_ kind: ExampleJournalFixture.Kind, _ line: String, _ query: String) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try #require(HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 12, 2)))
        let same = try #require(answer.sameSpan, "\(line)")
        #expect(same.period == .days(day(2026, 11, 1), day(2026, 11, 2)))
        let then = try fixture.hledgerTotal(["-b", "2026-11-01", "-e", "2026-11-03", query])
        let now = try fixture.hledgerTotal(["-b", "2026-12-01", "-e", "2026-12-03", query])
        #expect(same.totals == then)
        let commodity = try #require(now.keys.first)
        #expect(answer.yes == ((now[commodity] ?? .zero) > (then[commodity] ?? .zero)))
        let expected =
            kind == .english
            ? "Yes. You spent $1,105.40 over December 1–2, 2026 so far, $5.40 (0.5%) more than over November 1–2, 2026 ($1,100.00; all of November 2026: $1,589.20)."
            : "예. 2026년 12월 1일~2일 지출은 2026년 11월 1일~2일보다 5,400원(0.5%) 많은 1,105,400원입니다 (2026년 11월 1일~2일: 1,100,000원, 2026년 11월 전체: 1,589,200원)."
        #expect(Messages(language: kind == .english ? .english : .korean).sentence(for: answer) == expected)
    }

    /// A journal of dollars and euros: single purchases, payees and accounts are ranked in the main
    /// commodity only (hledger `print` amounts in `$`), and the answer says the euros were not compared.
    static let twoCommodities = """
        2026-11-03 Whole Foods
            expenses:food:groceries  $80.00
            assets:checking

        2026-11-05 Cafe Paris
            expenses:food:dining  120.00 EUR
            assets:checking

        2026-11-07 Starbucks
            expenses:food:coffee  $6.00
            assets:checking

        2026-11-09 Hotel
            expenses:travel  95.00 EUR
            assets:checking

        2026-11-12 Best Buy
            expenses:shopping  $300.00
            assets:checking

        2026-11-15 Bakery
            expenses:food:dining  4.00 EUR
            assets:checking

        """

    @Test(
        .enabled(if: ExampleJournalFixture.hledger != nil),
        arguments: [
            ("priciest thing this month", false), ("cheapest purchase this month", true),
        ])
    func ranksInOneCommodity(_ line: String, cheapest: Bool) throws {
        let fixture = try ExampleJournalFixture(text: Self.twoCommodities)
        let answer = try #require(HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 11, 20)))
        #expect(answer.rankedCommodity == "$")
        #expect(answer.unrankedCommodities == ["EUR"])
        #expect(answer.groups.allSatisfy { Set($0.totals.keys) == ["$"] })
        let dollars = try fixture.hledgerTransactions(
            ["-b", "2026-11-01", "-e", "2026-11-21", "^expenses"], summing: "expenses"
        )
        .compactMap { $0["$"] }
        #expect(answer.groups.first?.totals["$"] == (cheapest ? dollars.min() : dollars.max()))
        #expect(
            Messages(language: .english).sentence(for: answer)
                .hasSuffix(" Ranked in $ only; amounts in EUR are not compared with it."))
    }

    /// A payee one typo away is the payee only for a word of ASCII letters: a Korean store one syllable
    /// from another is another store (a generated journal's `별빛솔잎 마트` is not its `한빛솔잎 마트`), and
    /// stays refused, never answered with the other's figures.
    @Test func aKoreanNameOneSyllableAwayIsAnotherStore() throws {
        let fixture = try ExampleJournalFixture(
            text: """
                2026-11-03 한빛솔잎 마트
                    지출:식비  12000원
                    자산:현금

                2026-11-05 Starbucks
                    지출:식비  5000원
                    자산:현금

                """)
        #expect(HouseholdWordsQuestionTests.answer("별빛솔잎 마트 얼마", fixture, today: day(2026, 11, 20)) == nil)
        let typo = try #require(
            HouseholdWordsQuestionTests.answer("starbuks this month", fixture, today: day(2026, 11, 20)))
        #expect(typo.totals == (try fixture.hledgerTotal(["-p", "2026-11", "^지출", "desc:starbucks"])))
    }

    /// Two subjects of which one names nothing (`gas or groceries` in a journal with no gas): refused
    /// for that word, not for the two joined (`"gas groceries"`).
    @Test func refusesTheSubjectThatNamesNothing() throws {
        let fixture = try ExampleJournalFixture(.english)
        let context = ParseContext(today: day(2026, 12, 2), screenYear: 2026, names: fixture.names)
        let command = try CommandParser(context: context).parse("did we spend more on gas or groceries in q3")
        guard case .question(let question) = command else {
            Issue.record("not a question: \(command)")
            return
        }
        #expect(question.subject?.spokenAs == "gas")
        if case .nothing = question.subject?.names {} else { Issue.record("gas names something") }
    }

    /// The wording this round fixed: an overspent period says how much more was spent than earned,
    /// and a ranking says each account by its last segment.
    @Test(arguments: [
        (
            ExampleJournalFixture.Kind.english, "how much did we save this month",
            "You spent $1,105.40 more than you earned over December 1–2, 2026 so far (income $0.00, spending $1,105.40)."
        ),
        (
            .korean, "이번 달 저축 얼마 했어?",
            "2026년 12월 1일~2일에는 수입보다 1,105,400원 더 썼습니다 (수입 0원, 지출 1,105,400원)."
        ),
        (
            .english, "did we stay under the food budget in november",
            "Yes. Budget for food in November 2026: $800.00, spent $357.20, $442.80 left."
        ),
        (
            .english, "top 3 expenses in november",
            "Largest spending in November 2026: rent ($1,100.00), groceries ($257.00), dining ($75.00)."
        ),
    ])
    func wording(_ kind: ExampleJournalFixture.Kind, _ line: String, _ expected: String) throws {
        let fixture = try ExampleJournalFixture(kind)
        let answer = try #require(HouseholdWordsQuestionTests.answer(line, fixture, today: day(2026, 12, 2)))
        #expect(Messages(language: kind == .korean ? .korean : .english).sentence(for: answer) == expected)
    }
}
