import Foundation
import Testing

@testable import LedgerJournalCore

/// `Journal.budget(of:in:)` against `hledger balance --budget -p PERIOD -O json`: for every row hledger
/// shows (a budgeted account, or a parent of one), the goal and the actual change are hledger's. The
/// fixtures nest budgets under a parent with an unbudgeted sub-account (coffee under food), in English
/// and Korean, and were written for this suite (issue 29). Runs when hledger is installed.
struct BudgetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let period: JournalPeriod
        let hledgerPeriod: String
        var testDescription: String { "\(file) -p \(hledgerPeriod)" }
    }

    static let january = JournalMonth(uncheckedYear: 2024, month: 1)
    static let february = JournalMonth(uncheckedYear: 2024, month: 2)
    static let march = JournalMonth(uncheckedYear: 2024, month: 3)

    static let cases: [Case] = ["budgets.journal", "예산.journal"].flatMap { file in
        [
            Case(file: file, period: .month(january), hledgerPeriod: "2024-01"),
            Case(file: file, period: .month(february), hledgerPeriod: "2024-02"),
            Case(file: file, period: .months(from: january, through: march), hledgerPeriod: "2024-01..2024-04"),
            Case(file: file, period: .year(2024), hledgerPeriod: "2024"),
        ]
    }

    @Test(.enabled(if: HledgerComparisonTests.hledger != nil), arguments: cases)
    func everyRowIsHledgersBudgetRow(_ example: Case) throws {
        let path = CompatibilityTests.directory.appendingPathComponent(example.file).path
        let journal = try Journal.load([
            JournalSource(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        ]).get()
        let data = try HledgerComparisonTests.run(
            HledgerComparisonTests.hledger ?? "hledger",
            ["-f", path, "balance", "--budget", "-p", example.hledgerPeriod, "-O", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows = try #require(report["prRows"] as? [[String: Any]])
        #expect(rows.count >= 4)
        for row in rows {
            let account = try #require(row["prrName"] as? String)
            let cell = try #require((row["prrAmounts"] as? [[Any]])?.first)
            let actual = try Self.totals(cell.first as? [[String: Any]] ?? [])
            let goal = try Self.totals(cell.last as? [[String: Any]] ?? [])
            #expect(
                journal.budget(of: account, in: example.period) == BudgetFigures(goal: goal, actual: actual),
                "\(account)")
        }
    }

    /// A parent's row counts its unbudgeted sub-account: food's spending includes the coffee.
    @Test func aParentCountsItsUnbudgetedSubaccounts() throws {
        let path = CompatibilityTests.directory.appendingPathComponent("budgets.journal").path
        let journal = try Journal.load([
            JournalSource(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        ]).get()
        let food = journal.budget(of: "expenses:food", in: .month(Self.january))
        #expect(food.actual == ["$": try #require(ExactDecimal("115.35"))])
        #expect(food.goal == ["$": try #require(ExactDecimal("320"))])
        #expect(journal.budget(of: "expenses:food:coffee", in: .month(Self.january)).goal.isEmpty)
    }

    static func totals(_ amounts: [[String: Any]]) throws -> CommodityTotals {
        var result: CommodityTotals = [:]
        for amount in amounts {
            let commodity = try #require(amount["acommodity"] as? String)
            let quantity = try #require(amount["aquantity"] as? [String: Any])
            let mantissa = try #require((quantity["decimalMantissa"] as? NSNumber)?.stringValue)
            let places = try #require((quantity["decimalPlaces"] as? NSNumber)?.intValue)
            let value = try #require(hledgerDecimal(mantissa: mantissa, places: places))
            result[commodity] = (result[commodity] ?? .zero).adding(value)
        }
        return result.filter { !$0.value.isZero }
    }
}
