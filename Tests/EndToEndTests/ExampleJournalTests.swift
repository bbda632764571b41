import Foundation
import Testing

/// The example journals in `examples/`, which the README's sessions and `help`'s examples run on: they
/// are exactly what `scripts/make-examples` writes, load in hledger 1.25 and agree with it month by
/// month, and cover the months the README counts on (a year and a half up to 1 December 2026).
@Suite struct ExampleJournalTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let names = ["household-ko.journal", "household-en.journal"]
    static let hledger = ["/usr/bin/hledger", "/usr/local/bin/hledger"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static func path(_ name: String) -> String { root.appendingPathComponent("examples/" + name).path }

    @Test func theCommittedJournalsAreWhatTheScriptWrites() throws {
        let result = try BinaryRunner.run(
            [Self.root.appendingPathComponent("scripts/make-examples").path, "--check"],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
    }

    @Test func theScriptWritesTheSameBytesEveryTime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-repl-examples-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = Self.root.appendingPathComponent("scripts/make-examples").path
        for _ in 0..<2 {
            let result = try BinaryRunner.run([script, folder.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(result.status == 0, "\(result.stderr)")
            for name in Self.names {
                #expect(
                    try Data(contentsOf: folder.appendingPathComponent(name))
                        == Data(contentsOf: URL(fileURLWithPath: Self.path(name))), "\(name)")
            }
        }
    }

    @Test(arguments: names)
    func eachJournalLoadsAndRunsFromJulyTwentyTwentyFiveToDecember(_ name: String) throws {
        let result = try BinaryRunner.run(
            ["--today", "2026-12-02", "--json", "-f", Self.path(name), "-c", "2025-06; 2025-07; 2026-12"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "", "no warning at load")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.contains(#""expenses":{}"#) == true, "nothing before July 2025")
        #expect(
            lines.dropFirst().allSatisfy { !$0.contains(#""expenses":{}"#) }, "July 2025 and December 2026 have entries"
        )
    }

    /// The months after the journal's last entry are selected, not refused, and answered: with no
    /// entries, the budget as for any month, the forecast with `--forecast`.
    @Test func theMonthAfterTheLastEntryIsAnsweredAsAnyMonth() throws {
        let plain = try BinaryRunner.run([
            "--today", "2026-12-02", "--lang", "ko", "-f", Self.path("household-ko.journal"), "-c",
            "다음 달; 지출; 다음 달 예산",
        ])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("2027년 1월을 선택했습니다."))
        #expect(plain.stdout.contains("2027년 1월에는 아직 내역이 없습니다."))
        #expect(plain.stdout.contains("2027년 1월 예산(교통, 식비, 의료만) 1,000,000원 중 아직 쓴 돈이 없습니다:"))
        let forecast = try BinaryRunner.run([
            "--today", "2026-12-02", "--forecast", "-f", Self.path("household-en.journal"), "-c", "next month; spent",
        ])
        #expect(forecast.status == 0, "\(forecast.stderr)")
        #expect(forecast.stdout.contains("You spent $1,000.00 in January 2027."))
    }

    @Test func theKoreanJournalDeclaresItsDecimalMarkAtTheTop() throws {
        let text = try String(contentsOfFile: Self.path("household-ko.journal"), encoding: .utf8)
        let firstDirective = text.split(separator: "\n").first { !$0.hasPrefix(";") }
        #expect(firstDirective == "decimal-mark .")
    }

    @Test(.enabled(if: hledger != nil))
    func bothAgreeWithHledger() throws {
        let result = try BinaryRunner.run(
            [Self.root.appendingPathComponent("scripts/compare-hledger").path, "--today", "2026-12-02"]
                + Self.names.map(Self.path),
            environment: ["LEDGER_REPL": BinaryRunner.binary.path],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map(String.init)
        for name in Self.names {
            let label: String = "examples/" + name + ": 18 months"
            let row: String = rows.first { (line: String) in line.range(of: label) != nil } ?? ""
            #expect(row.hasPrefix("equal "), "\(result.stdout)")
        }
    }
}
