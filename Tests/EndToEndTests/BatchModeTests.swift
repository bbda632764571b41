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

    @Test func aPipeGetsNoByeForQuit() throws {
        let piped = try BinaryRunner.run(Self.today, stdin: Data("3\nquit\nopen\n".utf8))
        #expect(piped.status == 0)
        #expect(piped.stdout.hasPrefix("Selected March 2026"))
        #expect(!piped.stdout.contains("Bye."))
        #expect(!piped.stdout.contains("Opened"), "quit still ends the script")
        let korean = try BinaryRunner.run(Self.today + ["--lang", "ko", "-c", "quit"])
        #expect(korean.stdout.isEmpty)
        #expect(korean.status == 0)
        let json = try BinaryRunner.run(Self.today + ["--json", "-c", "quit"])
        #expect(json.stdout.contains(#""input":"quit","ok":true"#), "--json still gives the line its object")
    }

    @Test func commandErrorsNameTheCommandNumberAndQuoteItTrimmed() throws {
        let result = try BinaryRunner.run(Self.today + ["-c", "open; opne;;  nope\t;\n 3 "])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                command 2: unknown command "opne"; did you mean "open"?
                command 4: unknown command "nope"; type help for the commands

                """)
        #expect(result.stdout.contains("Selected March 2026"), "a command after a newline is trimmed too")
        let json = try json("", ["-c", " open ;> "])
        #expect(json.map { $0["input"] as? String } == ["open", ">"])
        #expect(json.map { $0["line"] as? Int } == [1, 2])
    }

    @Test func aScriptsErrorsStillNameTheLine() throws {
        let result = try BinaryRunner.run(Self.today, stdin: Data("open\n  opne\n".utf8))
        #expect(result.stderr.hasPrefix("line 2: "))
    }

    @Test(arguments: [
        (["--today", "2026-13-01"], "--today 2026-13-01: there is no month 13; months run from 01 to 12"),
        (["--today=2026-02-30"], "--today 2026-02-30: 2026-02 has 28 days, so there is no day 30"),
        (["--month", "2026-00"], "--month 2026-00: there is no month 0; months run from 01 to 12"),
        (["--width", "5"], "--width 5 is too narrow: it takes 10 to 1000 columns"),
    ])
    func optionErrorsNameWhatIsWrong(arguments: [String], message: String) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("ledger-repl: " + message + "\n"))
    }

    @Test func helpInJSONCarriesItsText() throws {
        let text = try BinaryRunner.run(Self.today + ["-c", "help; help quit"])
        let objects = try json("help\nhelp quit\n")
        let lines = objects.map { ($0["help"] as? [String]) ?? [] }
        #expect(lines[0].count > 20)
        #expect(lines[0].contains { $0.contains("quit") && $0.contains("leave") })
        #expect(lines[1].first?.hasPrefix("quit") == true)
        let printed = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(printed.starts(with: ["Commands:"] + lines[0]), "the same lines as the text")
    }

    @Test(arguments: [40, 60, 100])
    func widthWrapsHelpAndRepliesAtWordBoundaries(width: Int) throws {
        let result = try BinaryRunner.run(Self.today + ["--width", String(width), "-c", "help; help keys; 3; history"])
        #expect(result.status == 0)
        for line in result.stdout.split(separator: "\n") {
            #expect(line.count <= width, "\(line)")
        }
        #expect(result.stdout.contains("help COMMAND"), "a command and its argument stay on one line")
    }

    @Test func aPipeKeepsTheFixedLayoutWhateverColumnsSays() throws {
        let result = try BinaryRunner.run(Self.today + ["-c", "help"], environment: ["COLUMNS": "40"])
        #expect(result.stdout.contains("cursor moves act on the screen. help COMMAND tells more (e.g. help entries)."))
    }

    @Test func historyWithNothingToListSaysSo() throws {
        let english = try BinaryRunner.run(Self.today + ["-c", "history"])
        #expect(english.stdout == "No history yet: only lines typed at a terminal are kept.\n")
        #expect(english.status == 0)
        let korean = try BinaryRunner.run(Self.today + ["--lang", "ko", "-c", "history"])
        #expect(korean.stdout == "입력 기록이 아직 없습니다. 터미널에서 입력한 줄만 기록됩니다.\n")
        let json = try json("history\n")
        #expect((json.first?["history"] as? [String]) == [])
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

    /// `--help` speaks the session's language: `--lang ko` anywhere on the line, or a `ko*` locale.
    @Test func helpIsKoreanUnderLangKoOrAKoreanLocale() throws {
        let english = try BinaryRunner.run(["--help"])
        for korean in [
            try BinaryRunner.run(["--lang", "ko", "--help"]), try BinaryRunner.run(["--help", "--lang=ko"]),
            try BinaryRunner.run(["--help"], environment: ["LANG": "ko_KR.UTF-8"]),
        ] {
            #expect(korean.status == 0)
            #expect(korean.stdout.hasPrefix("ledger-repl: 가계부 앱의 달 선택 창을"))
            #expect(korean.stdout.contains("  --today YYYY-MM-DD    오늘 날짜를 정합니다"))
        }
        #expect(english.stdout.hasPrefix("ledger-repl: a household ledger's month picker"))
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

    /// A journal whose last entry is in November, on December 1st.
    static func novemberJournal() throws -> URL {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-repl-\(UUID()).journal")
        try Data(
            """
            2026-09-03 lunch
                expenses:food  $5
                assets:cash

            2026-11-20 rent
                expenses:rent  $500
                assets:cash

            """.utf8
        ).write(to: journal)
        return journal
    }

    @Test func monthsPastTheJournalsLastEntryAreSelectable() throws {
        let journal = try Self.novemberJournal()
        defer { try? FileManager.default.removeItem(at: journal) }
        let result = try BinaryRunner.run([
            "--today", "2026-12-01", "--json", "-f", journal.path, "-c", "today; <; >; >; next month; 2027-02; 2025-01",
        ])
        let objects = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        // The journal marks its months and fences none: the months after its last entry and before its
        // first are selectable, and have no entries.
        #expect(objects.map { $0["ok"] as? Bool } == Array(repeating: true, count: 7))
        #expect(
            objects.map { $0["month"] as? String }
                == ["2026-12", "2026-11", "2026-12", "2027-01", "2027-01", "2027-02", "2025-01"])
        #expect(result.stderr == "")
    }

    @Test func todaysMonthStartsTheSessionAndIsNotDisabledInThePopover() throws {
        let journal = try Self.novemberJournal()
        defer { try? FileManager.default.removeItem(at: journal) }
        let result = try BinaryRunner.run(["--today", "2026-12-01", "-f", journal.path], stdin: Data("open\n".utf8))
        #expect(result.status == 0)
        #expect(result.stdout.contains("[Dec]*"), "today's month is the selection, and enabled")
        #expect(result.stdout.contains("Sep  +"), "the journal's months are marked")
        #expect(!result.stdout.contains("(Aug)"), "and the months before them are not disabled")
    }

    @Test func explicitBoundsStillWinOverToday() throws {
        let journal = try Self.novemberJournal()
        defer { try? FileManager.default.removeItem(at: journal) }
        let result = try BinaryRunner.run(
            ["--today", "2026-12-01", "--max", "2026-11", "-f", journal.path], stdin: Data("today\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr == "line 1: December 2026 is after the last month, November 2026\n")
    }
}
