import Foundation
import TestSupport
import Testing

@testable import LedgerJournalCore

/// Compares monthly flat balances with `hledger balance -M --flat -O json` on every fixture hledger
/// accepts and on a generated journal. Runs only when hledger is installed (`apt-get install -y hledger`).
struct HledgerComparisonTests {
    static let hledger = ["/usr/bin/hledger", "/usr/local/bin/hledger"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let fixtures = [
        "household.journal", "forms.journal", "costs.journal", "euro.journal", "decimal-mark.journal",
        "assertions.journal",
    ]

    @Test(.enabled(if: hledger != nil), arguments: fixtures)
    func agreesWithHledgerOnFixture(_ name: String) throws {
        let journal = try Fixture.journal(name)
        #expect(try Self.monthlyBalances(journal) == Self.hledgerBalances(Fixture.path(name)))
    }

    @Test(.enabled(if: hledger != nil))
    func agreesWithHledgerOnAGeneratedJournal() throws {
        let script = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("scripts/generate-journal").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ledger-repl-generated-\(getpid()).journal")
        defer { try? FileManager.default.removeItem(at: output) }
        let data = try Self.run(script, ["3000", "7"])
        try data.write(to: output)
        let journal = try Journal.load([JournalSource(path: output.path, bytes: Array(data))]).get()
        let ours = Self.monthlyBalances(journal)
        let theirs = try Self.hledgerBalances(output.path)
        let differing = Set(ours.keys).union(theirs.keys).filter { ours[$0] != theirs[$0] }.sorted()
        #expect(
            differing.isEmpty,
            "differ: \(differing.prefix(10).map { "\($0) ours \(ours[$0].map(String.init(describing:)) ?? "-") hledger \(theirs[$0].map(String.init(describing:)) ?? "-")" })"
        )
        #expect(journal.transactionCount == 3000)
    }

    /// "YYYY-MM|account|commodity" → amount, zeros left out.
    static func monthlyBalances(_ journal: Journal) -> [String: ExactDecimal] {
        var table: [String: ExactDecimal] = [:]
        for month in journal.monthsWithEntries {
            for (account, totals) in journal.balances(in: .month(month)) {
                for (commodity, amount) in totals { table["\(month)|\(account)|\(commodity)"] = amount }
            }
        }
        return table
    }

    static func hledgerBalances(_ path: String) throws -> [String: ExactDecimal] {
        let data = try run(hledger ?? "hledger", ["-f", path, "balance", "-M", "--flat", "-O", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let dates = try #require(report["prDates"] as? [[String]])
        let rows = try #require(report["prRows"] as? [[String: Any]])
        var table: [String: ExactDecimal] = [:]
        for row in rows {
            let account = try #require(row["prrName"] as? String)
            let columns = try #require(row["prrAmounts"] as? [[[String: Any]]])
            for (span, amounts) in zip(dates, columns) {
                for amount in amounts {
                    let commodity = try #require(amount["acommodity"] as? String)
                    let quantity = try #require(amount["aquantity"] as? [String: Any])
                    let mantissa = (quantity["decimalMantissa"] as? NSNumber)?.stringValue ?? ""
                    let places = try #require((quantity["decimalPlaces"] as? NSNumber)?.intValue)
                    let value = try #require(hledgerDecimal(mantissa: mantissa, places: places))
                    // hledger keeps amounts with different costs apart; add them up.
                    let key = "\(span[0].prefix(7))|\(account)|\(commodity)"
                    let sum = try #require((table[key] ?? .zero).adding(value))
                    table[key] = sum.isZero ? nil : sum
                }
            }
        }
        return table
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        try ChildProcess.run(executable, arguments).output
    }
}
