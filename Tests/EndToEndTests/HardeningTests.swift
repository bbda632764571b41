import Foundation
import Testing

/// Bad input and I/O faults: never a crash, never a raw control byte on the terminal, one clear error.
@Suite struct HardeningTests {
    static let today = ["--today", "2026-11-29"]

    func run(_ input: Data, _ arguments: [String] = []) throws -> BinaryRunner.Result {
        try BinaryRunner.run(Self.today + arguments, stdin: input)
    }

    @Test func escapeSequencesInCommandsNeverReachTheTerminalRaw() throws {
        let attacks = [
            "\u{1B}[2J", "\u{1B}]0;owned\u{07}", "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{1B}]8;;http://x\u{1B}\\link",
            "\u{1B}P+q\u{1B}\\", "\u{9B}31m", "\u{202E}evil", "a\u{200B}b",
        ]
        let result = try run(Data(attacks.joined(separator: "\n").utf8))
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == attacks.count)
        for scalar in (result.stdout + result.stderr).unicodeScalars where scalar != "\n" {
            #expect(
                scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
                    && !(0x202A...0x202E).contains(scalar.value))
        }
        #expect(errors[0] == "line 1: unknown command \"\\x1B[2J\"; type help for the commands")
        #expect(errors[6] == "line 7: unknown command \"\\u{202E}evil\"; type help for the commands")
    }

    @Test func invalidUTF8AndNULAreQuotedVisibly() throws {
        var input = Data([0xFF, 0xFE, 0x0A])
        input.append(Data("op\u{0}en\n".utf8))
        input.append(Data([0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x0A]))  // overlong and surrogate
        let result = try run(input)
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 3)
        // The bytes that are not UTF-8 are quoted as they were typed, not as the U+FFFD they read as.
        #expect(errors[0] == "line 1: unknown command \"\\xFF\\xFE\"; type help for the commands")
        #expect(errors[1].contains("op\\x00en"))
        #expect(errors[2] == "line 3: unknown command \"\\xC0\\xAF\\xED\\xA0\\x80\"; type help for the commands")
    }

    /// `printf '\xff\xfeopen\n'`: the error quotes the bytes and still suggests `open`, in both languages;
    /// JSON keeps U+FFFD in `input` (a JSON string holds no raw bytes) and adds `input_bytes` for such a
    /// line only.
    @Test func invalidUTF8IsQuotedByItsBytesInTextAndJSON() throws {
        var input = Data([0xFF, 0xFE])
        input.append(Data("open\nnext\n".utf8))
        let text = try run(input)
        #expect(text.stderr == "line 1: unknown command \"\\xFF\\xFEopen\"; did you mean \"open\"?\n")
        let korean = try run(input, ["--lang", "ko"])
        #expect(korean.stderr == "1번째 줄: 알 수 없는 명령 \"\\xFF\\xFEopen\". \"open\"을 입력하려고 하셨나요?\n")
        let json = try run(input, ["--json"])
        let objects = try json.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.count == 2)
        #expect(objects[0]["input"] as? String == "\u{FFFD}\u{FFFD}open")
        #expect(objects[0]["error"] as? String == "unknown command \"\\xFF\\xFEopen\"; did you mean \"open\"?")
        #expect(objects[0]["input_bytes"] as? [Int] == [0xFF, 0xFE] + Array("open".utf8).map(Int.init))
        #expect(objects[1]["input_bytes"] == nil, "a valid line has no input_bytes")
    }

    @Test func aByteOrderMarkOnTheFirstLineAndCRLFAreFine() throws {
        let result = try run(Data("\u{FEFF}open\r\n3\r\n".utf8), ["--json"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 2)
    }

    @Test(arguments: [
        "13", "0", "00", "2024-13", "2024-00", "0000", "10000-01", "2024-02-30", "99999999999999999999999999",
        "99999999999999999999<", "0<", "<<<", "<>", "open open", "; rm -rf /", "$(reboot)", "`id`", "٣", "३",
        "२०२४-०७", "\u{FF11}\u{FF13}", "-", "--", "'", "\"", "\\",
    ])
    func malformedInputGetsOneErrorLine(input: String) throws {
        let result = try run(Data((input + "\nopen\n").utf8), ["--json"])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.hasPrefix("line 1: "))
        #expect(result.stdout.split(separator: "\n").count == 2, "the session goes on")
    }

    @Test func aHugeLineIsOneErrorAndTheSessionGoesOn() throws {
        var input = Data(repeating: UInt8(ascii: "a"), count: 10_000_000)
        input.append(Data("\nopen\n".utf8))
        let result = try run(input, ["--json"])
        #expect(result.stderr == "line 1: line too long (10000000 bytes; the limit is 65536)\n")
        #expect(result.stdout.contains("\"line\":2,\"input\":\"open\",\"ok\":true"))
    }

    @Test func anEndlessLineWithNoNewlineIsOneError() throws {
        let result = try run(Data(repeating: 0xFF, count: 3_000_000))
        #expect(result.status == 1)
        #expect(result.stderr == "line 1: line too long (3000000 bytes; the limit is 65536)\n")
    }

    @Test func writeErrorsAreReportedWithExitOne() throws {
        let full = try BinaryRunner.run(["-c", "open; >", "--today", "2026-11-29"], stdout: "/dev/full")
        #expect(full.status == 1)
        #expect(full.stderr == "ledger-repl: write error: no space left on device\n")
    }

    @Test func jsonStringsEscapeBidiZeroWidthAndControlCharacters() throws {
        let journal = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-repl-\(UUID()).journal")
        defer { try? FileManager.default.removeItem(at: journal) }
        try Data("2026-11-03 \u{202E}evil\u{200B}\n    expenses:food\u{2066}  $5\n    assets:cash\n".utf8).write(
            to: journal)
        let result = try BinaryRunner.run(
            Self.today + ["--json", "-f", journal.path], stdin: Data("\u{202E}open\u{85}\nentries\n".utf8))
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].contains(#""input":"\u202eopen\u0085""#))
        #expect(lines[1].contains(#""description":"\u202eevil\u200b""#))
        #expect(lines[1].contains(#""account":"expenses:food\u2066""#))
        for scalar in result.stdout.unicodeScalars where scalar != "\n" {
            #expect(!JSONEscapeCheck.isActedOn(scalar), "U+\(String(scalar.value, radix: 16)) raw in the JSON")
        }
    }

    @Test func aClosedPipeStopsQuietly() throws {
        let script = String(repeating: "open\n>\n", count: 50_000)
        let result = try BinaryRunner.shell(
            "'\(BinaryRunner.binary.path)' --today 2026-11-29 | head -1; echo \"status ${PIPESTATUS[0]}\"",
            stdin: Data(script.utf8))
        #expect(result.stdout == "Opened the month picker on 2026.\nstatus 1\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func aDirectoryOnStdinIsReported() throws {
        let result = try BinaryRunner.shell("'\(BinaryRunner.binary.path)' --today 2026-11-29 < /")
        #expect(result.status == 0)
        #expect(result.stdout == "ledger-repl: cannot read input: is a directory\nstatus 1\n")
    }

    /// With `--lang ko` (wherever it is on the line) or a Korean locale, option errors and the usage
    /// line are Korean, and so is the system's reason.
    @Test func optionErrorsSpeakTheLanguageAskedFor() throws {
        let after = try BinaryRunner.run(["--lang", "ko", "--width", "5"])
        #expect(after.status == 2)
        #expect(
            after.stderr
                == "ledger-repl: --width 5: 너무 좁습니다. 10열부터 1000열까지 됩니다.\n"
                + "사용법: ledger-repl [옵션] [가계부...]   (자세히는 ledger-repl --help)\n")
        let before = try BinaryRunner.run(["--width", "5", "--lang=ko"])
        #expect(before.stderr == after.stderr)
        let locale = try BinaryRunner.run(["--bogus"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(locale.stderr.hasPrefix("ledger-repl: \"--bogus\"는 알 수 없는 옵션입니다.\n사용법: "))
        let script = try BinaryRunner.run(["--lang", "ko", "--script", "/nonexistent/script"])
        #expect(script.status == 2)
        #expect(
            script.stderr == "ledger-repl: 스크립트 \"/nonexistent/script\"를 열 수 없습니다: 그런 파일이나 디렉터리가 없습니다.\n")
        let english = try BinaryRunner.run(["--width", "5"])
        #expect(english.stderr.hasPrefix("ledger-repl: --width 5 is too narrow: it takes 10 to 1000 columns\nusage: "))
    }

    @Test func aKoreanScriptsErrorsSayWhereInKorean() throws {
        let lines = try BinaryRunner.run(["--lang", "ko", "--today", "2026-11-29"], stdin: Data("열기\n없는말\n".utf8))
        #expect(lines.stderr.hasPrefix("2번째 줄: 알 수 없는 명령 \"없는말\""))
        let commands = try BinaryRunner.run(["--lang", "ko", "--today", "2026-11-29", "-c", "열기; 없는말"])
        #expect(commands.stderr.hasPrefix("2번째 명령: 알 수 없는 명령 \"없는말\""))
        let json = try BinaryRunner.run(["--lang", "ko", "--json", "-c", "없는말"])
        #expect(json.stderr.hasPrefix("1번째 명령: "))
        #expect(json.stdout.contains(#","error":"알 수 없는 명령 \"없는말\""#), "the object's error has no position label")
    }

    @Test func aMissingScriptIsAUsageError() throws {
        let result = try BinaryRunner.run(["--script", "/nonexistent/\u{1B}[31m"])
        #expect(result.status == 2)
        #expect(
            result.stderr == "ledger-repl: cannot open script \"/nonexistent/\\x1B[31m\": no such file or directory\n")
    }
}

/// What a terminal acts on, as the JSON output must never carry it raw (written out again here, not
/// taken from the program, so the check stands on its own).
enum JSONEscapeCheck {
    static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x61C, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
