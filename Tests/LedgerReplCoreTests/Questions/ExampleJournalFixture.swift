import Foundation
import LedgerJournalCore
import TestSupport
import Testing

@testable import LedgerReplCore

/// One of the shipped example journals (`examples/household-ko.journal`, `household-en.journal`),
/// loaded, with `hledger` run on the same file for the figures a question's answer must equal.
struct ExampleJournalFixture: Sendable {
    /// Which example.
    enum Kind: String, Sendable {
        case korean = "ko"
        case english = "en"
    }

    /// `/usr/bin/hledger` (1.25), when installed.
    static let hledger = ["/usr/bin/hledger", "/usr/local/bin/hledger"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The day the question sets are asked on: Friday 20 November 2026, in the middle of the journal's
    /// last month (the journal runs to 1 December 2026, so days after today have entries too).
    static let today = day(2026, 11, 20)

    let path: String
    let journal: Journal
    let names: JournalNames

    init(_ kind: Kind) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        path = root.appendingPathComponent("examples/household-\(kind.rawValue).journal").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        journal = try Journal.parse(text, path: path).get()
        names = JournalNames(journal)
    }

    /// A journal of `text`, written to a temporary file for hledger to read.
    init(text: String) throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "ledger-repl-questions-\(UUID().uuidString).journal"
            ).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        journal = try Journal.parse(text, path: path).get()
        names = JournalNames(journal)
    }

    /// The rows of `hledger -f PATH balance ARGUMENTS -O json` (`--pivot payee` gives a row per payee):
    /// name → commodity → amount.
    func hledgerRows(_ arguments: [String]) throws -> [String: CommodityTotals] {
        let data = try Self.run(["-f", path, "balance", "-O", "json"] + arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
        let rows = try #require(report.first as? [[Any]])
        var table: [String: CommodityTotals] = [:]
        for row in rows {
            let name = try #require(row.first as? String)
            table[name] = try Self.totals(of: try #require(row.last as? [[String: Any]]))
        }
        return table
    }

    /// The transactions `hledger -f PATH print ARGUMENTS -O json` lists, each as the sum of its postings
    /// to accounts starting with `prefix`.
    func hledgerTransactions(_ arguments: [String], summing prefix: String) throws -> [CommodityTotals] {
        let data = try Self.run(["-f", path, "print", "-O", "json"] + arguments)
        let transactions = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try transactions.map { transaction in
            let postings = try #require(transaction["tpostings"] as? [[String: Any]])
            var amounts: [[String: Any]] = []
            for posting in postings where (posting["paccount"] as? String)?.hasPrefix(prefix) == true {
                amounts += try #require(posting["pamount"] as? [[String: Any]])
            }
            return try Self.totals(of: amounts)
        }
    }

    /// The command `line` reads as, today being `today` and November 2026 on screen.
    func command(_ line: String) throws -> Command {
        let context = ParseContext(today: Self.today, screenYear: 2026, names: names)
        return try CommandParser(context: context).parse(line)
    }

    /// The answer to `line`, November 2026 selected, as of `today`.
    func answer(_ line: String) throws -> Answer {
        let command = try command(line)
        guard case .question(let question) = command else {
            Issue.record("\(line) is not a question: \(command)")
            throw CancellationError()
        }
        return try journal.answer(
            question, selected: ym(2026, 11), today: Self.today.yearMonth, asOf: Self.today, names: names)
    }

    /// The grand total of `hledger -f PATH balance ARGUMENTS -O json`, per commodity.
    func hledgerTotal(_ arguments: [String]) throws -> CommodityTotals {
        let data = try Self.run(["-f", path, "balance", "-O", "json"] + arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
        let totals = try #require(report.last as? [[String: Any]])
        return try Self.totals(of: totals)
    }

    /// How many transactions `hledger -f PATH register ARGUMENTS -O csv` lists (one line per posting
    /// matched, so counted by distinct transaction index).
    func hledgerTransactionCount(_ arguments: [String]) throws -> Int {
        let data = try Self.run(["-f", path, "print", "-O", "csv"] + arguments)
        let text = String(decoding: data, as: UTF8.self)
        var indices = Set<Substring>()
        for line in text.split(separator: "\n").dropFirst() {
            guard let first = line.split(separator: ",", maxSplits: 1).first else { continue }
            indices.insert(first)
        }
        return indices.count
    }

    static func totals(of amounts: [[String: Any]]) throws -> CommodityTotals {
        var result: CommodityTotals = [:]
        for amount in amounts {
            let commodity = try #require(amount["acommodity"] as? String)
            let quantity = try #require(amount["aquantity"] as? [String: Any])
            let mantissa = try #require((quantity["decimalMantissa"] as? NSNumber)?.int64Value)
            let places = try #require((quantity["decimalPlaces"] as? NSNumber)?.intValue)
            let value = try #require(ExactDecimal(mantissa: Int128(mantissa), scale: places))
            result[commodity] = try #require((result[commodity] ?? .zero).adding(value))
        }
        return result.filter { !$0.value.isZero }
    }

    static func run(_ arguments: [String]) throws -> Data {
        let result = try ChildProcess.run(hledger ?? "/usr/bin/hledger", arguments)
        try #require(result.status == 0, "hledger \(arguments.joined(separator: " ")) failed")
        return result.output
    }
}
