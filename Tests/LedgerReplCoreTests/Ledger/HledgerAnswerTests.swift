import Foundation
import LedgerJournalCore
import TestSupport
import Testing

@testable import LedgerReplCore

/// The figures answers give, checked against `hledger` itself on generated household journals of
/// eighteen months, Korean and English: spending, income and net per month (`hledger balance -M` of
/// the expense and income accounts), category and payee totals (`hledger balance -M ACCOUNT`,
/// `desc:PAYEE`), money left, net worth and money owed at each month's end (`hledger balance -H -M`),
/// and averages
/// (`hledger balance -M -A`). Runs when hledger is installed (`scripts/test` installs it).
@Suite struct HledgerAnswerTests {
    static let hledger = ["/usr/bin/hledger", "/usr/local/bin/hledger"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// A generated journal written to a temporary file, with its loaded form and names.
    struct Fixture {
        let path: String
        let journal: Journal
        let names: JournalNames

        init(_ kind: HouseholdJournal.Kind) throws {
            let text = HouseholdJournal.text(kind)
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent(
                    "ledger-repl-household-\(kind)-\(UUID().uuidString).journal"
                ).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            journal = try Journal.parse(text, path: path).get()
            names = JournalNames(journal)
        }

        func answer(_ line: String, selected: YearMonth) throws -> Answer {
            let context = ParseContext(today: day(2024, 12, 15), screenYear: selected.year, names: names)
            let command = try CommandParser(context: context).parse(line)
            guard case .question(let question) = command else {
                Issue.record("\(line) is not a question: \(command)")
                throw CancellationError()
            }
            return try journal.answer(question, selected: selected, names: names)
        }
    }

    static let months = (1...18).compactMap { ym(2023, 7).adding(months: $0 - 1) }

    // MARK: - hledger

    /// hledger's `balance -M … -O json` for `query`: month → commodity → amount, the row totals of the
    /// accounts the query selects (so `hledger balance -M expenses` gives the month's spending).
    static func hledgerMonthly(_ path: String, _ arguments: [String]) throws -> [String: CommodityTotals] {
        let data = try run(["-f", path, "balance", "-M", "-O", "json", "-b", "2023-07", "-e", "2025-01"] + arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let dates = try #require(report["prDates"] as? [[String]])
        let totals = try #require(report["prTotals"] as? [String: Any])
        let columns = try #require(totals["prrAmounts"] as? [[[String: Any]]])
        var table: [String: CommodityTotals] = [:]
        for (span, amounts) in zip(dates, columns) {
            table[String(span[0].prefix(7))] = try totalsOf(amounts)
        }
        return table
    }

    /// The average column of `hledger balance -M -A` for `query` over `from`…`to` (month keys).
    static func hledgerAverage(_ path: String, from: String, to: String, _ arguments: [String]) throws
        -> CommodityTotals
    {
        let data = try run(["-f", path, "balance", "-M", "-A", "-O", "json", "-b", from, "-e", to] + arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let totals = try #require(report["prTotals"] as? [String: Any])
        let average = try #require(totals["prrAverage"] as? [[String: Any]])
        return try totalsOf(average)
    }

    static func totalsOf(_ amounts: [[String: Any]]) throws -> CommodityTotals {
        var result: CommodityTotals = [:]
        for amount in amounts {
            let commodity = try #require(amount["acommodity"] as? String)
            let quantity = try #require(amount["aquantity"] as? [String: Any])
            let mantissa = try #require((quantity["decimalMantissa"] as? NSNumber)?.int64Value)
            let places = try #require((quantity["decimalPlaces"] as? NSNumber)?.intValue)
            let value = try #require(ExactDecimal(mantissa: Int128(mantissa), scale: places))
            let sum = try #require((result[commodity] ?? .zero).adding(value))
            result[commodity] = sum
        }
        return result.filter { !$0.value.isZero }
    }

    static func run(_ arguments: [String]) throws -> Data {
        let result = try ChildProcess.run(hledger ?? "/usr/bin/hledger", arguments)
        try #require(result.status == 0, "hledger \(arguments.joined(separator: " ")) failed")
        return result.output
    }

    static func roundedHalfToEven(_ value: ExactDecimal, places: Int) -> ExactDecimal {
        value.rounded(toPlaces: places, .halfEven)
    }

    static func negated(_ totals: CommodityTotals) -> CommodityTotals {
        totals.compactMapValues { $0.negated() }
    }

    // MARK: - Tests

    struct Case: CustomTestStringConvertible, Sendable {
        let kind: HouseholdJournal.Kind
        let question: String
        let hledger: [String]
        let flipSign: Bool
        var testDescription: String { "\(kind): \(question) = hledger \(hledger.joined(separator: " "))" }
    }

    /// Questions whose answer for every month is the total of an hledger query (income flipped).
    static let monthlyCases: [Case] = [
        Case(kind: .korean, question: "지출", hledger: ["지출"], flipSign: false),
        Case(kind: .korean, question: "수입", hledger: ["수입"], flipSign: true),
        Case(kind: .korean, question: "식비 얼마", hledger: ["지출:식비"], flipSign: false),
        Case(kind: .korean, question: "교통비 얼마", hledger: ["지출:교통"], flipSign: false),
        Case(kind: .korean, question: "통신 얼마", hledger: ["지출:통신비"], flipSign: false),
        Case(kind: .korean, question: "커피 얼마 썼어", hledger: ["지출:카페"], flipSign: false),
        Case(kind: .korean, question: "월급 얼마", hledger: ["수입:급여"], flipSign: true),
        Case(kind: .korean, question: "스타벅스에 얼마 썼어", hledger: ["지출", "desc:스타벅스"], flipSign: false),
        Case(kind: .korean, question: "food?", hledger: ["지출:식비"], flipSign: false),
        Case(kind: .english, question: "spent", hledger: ["expenses"], flipSign: false),
        Case(kind: .english, question: "income", hledger: ["income"], flipSign: true),
        Case(kind: .english, question: "how much on food", hledger: ["expenses:food"], flipSign: false),
        Case(kind: .english, question: "how much did i spend on groceries", hledger: ["groceries"], flipSign: false),
        Case(kind: .english, question: "phone bills?", hledger: ["phone"], flipSign: false),
        Case(
            kind: .english, question: "how much at starbucks", hledger: ["expenses", "desc:starbucks"], flipSign: false),
        Case(kind: .english, question: "식비 얼마", hledger: ["expenses:food"], flipSign: false),
        Case(kind: .english, question: "교통비 얼마", hledger: ["expenses:transport"], flipSign: false),
        Case(kind: .english, question: "salary?", hledger: ["income:salary"], flipSign: true),
    ]

    @Test(.enabled(if: hledger != nil), arguments: monthlyCases)
    func monthlyTotalsAgreeWithHledger(_ test: Case) throws {
        let fixture = try Fixture(test.kind)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        let theirs = try Self.hledgerMonthly(fixture.path, test.hledger)
        for month in Self.months {
            let answer = try fixture.answer(test.question, selected: month)
            let expected = theirs[month.description].map { test.flipSign ? Self.negated($0) : $0 } ?? [:]
            #expect(answer.totals == expected, "\(test.question) in \(month)")
        }
    }

    @Test(.enabled(if: hledger != nil), arguments: [HouseholdJournal.Kind.korean, .english])
    func trendsAndComparisonsCarryHledgersMonths(_ kind: HouseholdJournal.Kind) throws {
        let fixture = try Fixture(kind)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        let accounts = HouseholdJournal.accounts(kind)
        let expenses = String(accounts.rent.prefix { $0 != ":" })
        let food = String(accounts.groceries.split(separator: ":").prefix(2).joined(separator: ":"))
        for (question, query) in [
            (kind == .korean ? "지출 추이" : "spending trend", [expenses]),
            (kind == .korean ? "식비 추이" : "food trend", [food]),
        ] {
            let theirs = try Self.hledgerMonthly(fixture.path, query)
            let answer = try fixture.answer(question, selected: ym(2024, 9))
            let months = (0..<12).compactMap { ym(2023, 10).adding(months: $0) }
            #expect(answer.series.map(\.period) == months.map { .month($0) }, "twelve months up to the one selected")
            for entry in answer.series {
                guard case .month(let month) = entry.period else { continue }
                #expect(entry.totals == (theirs[month.description] ?? [:]), "\(question) in \(month)")
            }
        }
        let theirs = try Self.hledgerMonthly(fixture.path, [expenses])
        for month in Self.months.dropFirst(12) {
            let answer = try fixture.answer(
                kind == .korean ? "작년 같은 달과 비교" : "compare with the same month last year", selected: month)
            let before = try #require(month.adding(months: -12))
            #expect(
                answer.series.map(\.totals) == [theirs[before.description] ?? [:], theirs[month.description] ?? [:]])
        }
    }

    @Test(.enabled(if: hledger != nil), arguments: [HouseholdJournal.Kind.korean, .english])
    func entriesOfACategoryOrPayeeAreHledgersTransactions(_ kind: HouseholdJournal.Kind) throws {
        let fixture = try Fixture(kind)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        let accounts = HouseholdJournal.accounts(kind)
        // All spending or all income said as such lists their accounts' entries (`지출 내역` listed every
        // entry, transfers and income too, and `수입 내역` was refused).
        let (spending, income) = (
            "^" + accounts.rent.prefix { $0 != ":" }, "^" + accounts.salary.prefix { $0 != ":" }
        )
        let cases: [(String, [String])] =
            kind == .korean
            ? [
                ("내역 교통비", [accounts.transport]), ("스타벅스 내역", ["desc:스타벅스"]), ("내역 카드", [accounts.card]),
                ("지출 내역", [spending]), ("내역 지출", [spending]), ("수입 내역", [income]),
            ]
            : [
                ("entries transport", [accounts.transport]), ("entries starbucks", ["desc:starbucks"]),
                ("entries credit card", [accounts.card]), ("spending entries", [spending]),
                ("entries income", [income]),
            ]
        for (line, query) in cases {
            // Every third month: one hledger run each, so the suite stays quick.
            for month in stride(from: 0, to: Self.months.count, by: 3).map({ Self.months[$0] }) {
                let context = ParseContext(today: day(2024, 12, 15), screenYear: month.year, names: fixture.names)
                guard case .entries(let filter) = try CommandParser(context: context).parse(line) else {
                    Issue.record("\(line) is not a listing")
                    continue
                }
                let (_, ours) = try fixture.journal.entries(filter, selected: month, names: fixture.names)
                let printed = try Self.run(["-f", fixture.path, "print", "-p", month.description] + query)
                let dates = String(decoding: printed, as: UTF8.self).split(separator: "\n").filter {
                    $0.first?.isNumber == true
                }
                // hledger prints a status mark between the date and the description (`2024-07-01 * Rent`).
                let theirs = dates.map { header in
                    header.split(separator: " ").filter { $0 != "*" && $0 != "!" }.joined(separator: " ")
                }
                #expect(ours.map { "\($0.date) \($0.description)" } == theirs, "\(line) in \(month)")
            }
        }
    }

    @Test(.enabled(if: hledger != nil), arguments: [HouseholdJournal.Kind.korean, .english])
    func runsOfMonthsAreHledgersBeginAndEnd(_ kind: HouseholdJournal.Kind) throws {
        let fixture = try Fixture(kind)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        let accounts = HouseholdJournal.accounts(kind)
        let expenses = String(accounts.rent.prefix { $0 != ":" })
        let cases: [(String, String, String, [String])] = [
            (kind == .korean ? "2024년 3월부터 5월까지 지출" : "spent from march to may 2024", "2024-03", "2024-06", [expenses]),
            (
                kind == .korean ? "2023년 11월~2024년 2월 식비" : "food from november 2023 to february 2024", "2023-11",
                "2024-03", [String(accounts.groceries.split(separator: ":").prefix(2).joined(separator: ":"))]
            ),
            (
                kind == .korean ? "지난 3달 교통비" : "transport in the last 3 months", "2024-09", "2024-12",
                [accounts.transport]
            ),
        ]
        for (question, begin, end, query) in cases {
            let data = try Self.run(["-f", fixture.path, "balance", "-O", "json", "-b", begin, "-e", end] + query)
            let report = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
            let totals = try #require(report.last as? [[String: Any]])
            let answer = try fixture.answer(question, selected: ym(2024, 12))
            #expect(answer.totals == (try Self.totalsOf(totals)), "\(question)")
        }
    }

    @Test(.enabled(if: hledger != nil), arguments: [HouseholdJournal.Kind.korean, .english])
    func budgetsAreHledgersBudgetReport(_ kind: HouseholdJournal.Kind) throws {
        let fixture = try Fixture(kind)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        let expenses = String(HouseholdJournal.accounts(kind).rent.prefix { $0 != ":" })
        for month in Self.months {
            let data = try Self.run(["-f", fixture.path, "balance", "--budget", "-O", "json", "-p", month.description])
            let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let rows = try #require(report["prRows"] as? [[String: Any]])
            var theirs: [BudgetLine] = []
            for row in rows {
                let name = try #require(row["prrName"] as? String)
                guard name.hasPrefix(expenses + ":") else { continue }
                let cell = try #require((row["prrAmounts"] as? [[Any]])?.first)
                let actual = try Self.totalsOf(cell.first as? [[String: Any]] ?? [])
                let budget = try Self.totalsOf(cell.last as? [[String: Any]] ?? [])
                guard !budget.isEmpty else { continue }
                var left = budget
                for (commodity, amount) in actual {
                    left[commodity] = (left[commodity] ?? .zero).subtracting(amount)
                }
                theirs.append(
                    BudgetLine(account: name, budget: budget, actual: actual, left: left.filter { !$0.value.isZero }))
            }
            let answer = try fixture.answer(kind == .korean ? "예산" : "budget", selected: month)
            #expect(answer.budget == theirs, "budget in \(month)")
            // The whole budget is hledger's top-level goal: each budgeted account counted once, the
            // goal of eating out inside the goal of food.
            let top = try #require(rows.first { ($0["prrName"] as? String) == expenses })
            let cell = try #require((top["prrAmounts"] as? [[Any]])?.first)
            #expect(answer.budgetTotal.budget == (try Self.totalsOf(cell.last as? [[String: Any]] ?? [])))
        }
    }

    @Test(.enabled(if: hledger != nil), arguments: [HouseholdJournal.Kind.korean, .english])
    func netIsIncomeLessSpendingAsHledgerSumsThem(_ kind: HouseholdJournal.Kind) throws {
        let fixture = try Fixture(kind)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        let accounts = HouseholdJournal.accounts(kind)
        let income = String(accounts.salary.prefix { $0 != ":" })
        let expenses = String(accounts.rent.prefix { $0 != ":" })
        // hledger's total over income and expenses together is spending less income: net, negated.
        let theirs = try Self.hledgerMonthly(fixture.path, [income, expenses])
        for month in Self.months {
            let answer = try fixture.answer(kind == .korean ? "순수입" : "net", selected: month)
            #expect(answer.totals == Self.negated(theirs[month.description] ?? [:]), "net in \(month)")
        }
    }

    @Test(.enabled(if: hledger != nil), arguments: [HouseholdJournal.Kind.korean, .english])
    func moneyLeftIsTheHistoricalBalance(_ kind: HouseholdJournal.Kind) throws {
        let fixture = try Fixture(kind)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        let accounts = HouseholdJournal.accounts(kind)
        let assets = String(accounts.cash.prefix { $0 != ":" })
        let liabilities = String(accounts.card.prefix { $0 != ":" })
        let cases: [(String, [String])] =
            kind == .korean
            ? [
                ("현금 잔액", [accounts.cash]), ("통장에 얼마 있어", [accounts.bank]), ("카드 잔액", [accounts.card]),
                ("얼마 남았어", [assets]), ("순자산", [assets, liabilities]), ("빚 얼마", [liabilities]),
            ]
            : [
                ("cash balance", [accounts.cash]), ("checking balance", [accounts.bank]),
                ("how much money do i have", [assets]), ("credit card balance", [accounts.card]),
                ("net worth", [assets, liabilities]), ("how much do i owe", [liabilities]),
            ]
        for (question, query) in cases {
            let theirs = try Self.hledgerMonthly(fixture.path, ["-H"] + query)
            for month in Self.months {
                let answer = try fixture.answer(question, selected: month)
                #expect(answer.figure == (query.count == 2 ? .netWorth : .balance))
                #expect(answer.totals == (theirs[month.description] ?? [:]), "\(question) at the end of \(month)")
            }
        }
    }

    @Test(.enabled(if: hledger != nil), arguments: [HouseholdJournal.Kind.korean, .english])
    func averagesAgreeWithHledgersAverageColumn(_ kind: HouseholdJournal.Kind) throws {
        let fixture = try Fixture(kind)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        let accounts = HouseholdJournal.accounts(kind)
        let expenses = String(accounts.rent.prefix { $0 != ":" })
        let cases: [(String, YearMonth, String, String, [String])] = [
            (kind == .korean ? "월평균 지출" : "average monthly spending", ym(2024, 3), "2024-01", "2025-01", [expenses]),
            (kind == .korean ? "2023년 월평균 지출" : "average spending 2023", ym(2024, 3), "2023-07", "2024-01", [expenses]),
            (
                kind == .korean ? "식비 평균" : "average food", ym(2024, 5), "2024-01", "2025-01",
                [accounts.groceries, accounts.diningOut]
            ),
        ]
        for (question, selected, from, to, query) in cases {
            let answer = try fixture.answer(question, selected: selected)
            let theirs = try Self.hledgerAverage(fixture.path, from: from, to: to, query)
            // hledger keeps ten decimal places and shows them rounded half to even to the commodity's
            // precision; the answer gives the shown figure.
            let precision = kind == .korean ? 0 : 2
            let rounded = theirs.mapValues { Self.roundedHalfToEven($0, places: precision) }
            #expect(answer.totals == rounded, "\(question)")
            #expect(answer.isRounded == (rounded != theirs), "\(question) says whether it was rounded")
        }
    }

    @Test(.enabled(if: hledger != nil), arguments: [HouseholdJournal.Kind.korean, .english])
    func rankingIsHledgersFlatBalanceLargestFirst(_ kind: HouseholdJournal.Kind) throws {
        let fixture = try Fixture(kind)
        defer { try? FileManager.default.removeItem(atPath: fixture.path) }
        let expenses = String(HouseholdJournal.accounts(kind).rent.prefix { $0 != ":" })
        for month in Self.months {
            let answer = try fixture.answer(kind == .korean ? "가장 많이 쓴 곳" : "top expenses", selected: month)
            let data = try Self.run([
                "-f", fixture.path, "balance", "--flat", "-S", "-O", "json", "-p", month.description, expenses,
            ])
            let rows = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
            let accounts = try #require(rows.first as? [[Any]])
            let theirs = try accounts.compactMap { row -> AccountTotals? in
                let name = try #require(row.first as? String)
                let amounts = try #require(row.last as? [[String: Any]])
                let totals = try Self.totalsOf(amounts)
                return totals.values.contains { $0.signum > 0 } ? AccountTotals(account: name, totals: totals) : nil
            }
            #expect(answer.ranking == theirs, "ranking in \(month)")
        }
    }
}
