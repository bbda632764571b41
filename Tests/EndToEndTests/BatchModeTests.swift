import Foundation
import Testing

/// The batch-mode contract, asserted directly: JSON per line, exit statuses, skipped lines, options.
@Suite struct BatchModeTests {
    static let today = ["--today", "2026-11-29"]

    func json(_ script: String, _ arguments: [String] = []) throws -> [[String: Any]] {
        let result = try BinaryRunner.run(Self.today + ["--json"] + arguments, stdin: Data(script.utf8))
        return try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func theCoreIssueScriptGivesOneObjectPerLine() throws {
        let objects = try json("open\n>\n3\n2024-07\nnext year\n5\n")
        let summary = objects.map { object in
            "\(object["month"]!) \(object["open"]!) \(object["year"]!) \(object["focus"]!) \(object["events"]!)"
        }
        #expect(objects.count == 6)
        #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(objects[0]["focus"] as? String == "2026-11")
        #expect(objects[1]["year"] as? Int == 2027)
        #expect(objects[2]["month"] as? String == "2027-03")
        #expect(objects[2]["open"] as? Bool == false)
        #expect((objects[2]["events"] as? [[String: String]]) == [["reload": "2027-03"]])
        #expect(objects[3]["month"] as? String == "2024-07")
        #expect(objects[4]["month"] as? String == "2024-07")
        #expect(objects[4]["open"] as? Bool == true)
        #expect(objects[4]["year"] as? Int == 2027)
        #expect(objects[5]["month"] as? String == "2027-05")
        #expect(objects[5]["open"] as? Bool == false, "\(summary)")
    }

    @Test func skipsBlankAndCommentLinesButCountsThem() throws {
        let objects = try json("# a comment\n\n   \nopen\r\n  # indented comment\n>")
        #expect(objects.map { $0["line"] as? Int } == [4, 6])
        #expect(objects.map { $0["input"] as? String } == ["open", ">"])
    }

    @Test func exitsOneWhenAnyLineFailedAndKeepsGoing() throws {
        let result = try BinaryRunner.run(Self.today, stdin: Data("open\nbogus\n3\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr == "line 2: unknown command \"bogus\"; type help for the commands\n")
        #expect(result.stdout.contains("Selected March 2026"))
    }

    @Test func strictStopsAtTheFirstFailingLine() throws {
        let result = try BinaryRunner.run(Self.today + ["--strict"], stdin: Data("open\nbogus\n3\n".utf8))
        #expect(result.status == 1)
        #expect(!result.stdout.contains("Selected"))
    }

    @Test func exitsZeroWhenEveryLineSucceeded() throws {
        let result = try BinaryRunner.run(Self.today, stdin: Data("open\n3\n".utf8))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test func runsCommandsFromTheArgument() throws {
        let result = try BinaryRunner.run(Self.today + ["--json", "-c", "open; >; 3"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[2].contains("\"month\":\"2027-03\""))
    }

    @Test func runsAScriptFileWithAShebang() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-repl-\(UUID()).script")
        try "#!/usr/bin/env -S ledger-repl --script\nopen\n7\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try BinaryRunner.run(Self.today + ["--json", "--script", script.path])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").last?.contains("\"month\":\"2026-07\"") == true)
    }

    @Test(arguments: [
        ["--bogus"], ["--today", "2026-13-01"], ["--today"], ["--lang", "fr"],
        ["--min", "2030-01", "--max", "2020-01"],
        ["--color", "sometimes"], ["--month", "2031-01", "--max", "2030-12"],
    ])
    func badOptionsExitTwoWithAUsageMessage(arguments: [String]) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains("usage: ledger-repl"))
        #expect(result.stdout.isEmpty)
    }

    @Test func helpAndVersionPrintAndExitZero() throws {
        let help = try BinaryRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--today YYYY-MM-DD"))
        let version = try BinaryRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("ledger-repl "))
    }

    @Test func noPromptNoBannerNoColourOnAPipe() throws {
        let result = try BinaryRunner.run(Self.today + ["--color", "auto"], stdin: Data("open\n".utf8))
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stdout.contains("2026-11> "))
        #expect(result.stdout.hasPrefix("Opened the month picker on 2026."))
    }

    @Test func koreanFromTheLocaleWhenNoLangIsGiven() throws {
        let result = try BinaryRunner.run(Self.today, stdin: Data("3\n".utf8), environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.stdout.hasPrefix("2026년 3월을 선택했습니다."))
    }

    @Test func everyOutputLineIsValidJSONWhateverTheInput() throws {
        var nasty = Data("\u{1B}]0;title\u{07}\n\"quoted\\\"\n다음 달\n".utf8)
        nasty.append(contentsOf: [0xFF, 0xFE, 0x00, 0x41, 0x0A, 0xC0, 0xAF, 0x0A])
        let result = try BinaryRunner.run(Self.today + ["--json"], stdin: nasty)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        for line in lines { #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) } }
        #expect(!result.stderr.contains("\u{1B}"))
    }
}
