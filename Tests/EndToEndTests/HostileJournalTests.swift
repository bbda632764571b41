import Foundation
import Testing

/// A journal written to attack the terminal that shows it: a quoted commodity that clears the screen, an
/// account that writes the clipboard (OSC 52), a payee and a symbol with a right-to-left override. Every
/// view, answer, error, JSON line and recording shows them made visible, in both languages; the file
/// written keeps them as they are (they are the journal's own names).
@Suite struct HostileJournalTests {
    static let journal = """
        2026-11-01 shop
            expenses:food  5 "\u{1B}[2J"
            assets:cash

        2026-11-02 Evil
            expenses:\u{1B}]52;c;aGk=\u{07}  3 "\u{202E}x"
            assets:cash

        2026-11-03 \u{202E}evil ;\u{20}\u{20}
            expenses:food  2 "\u{1B}[2J"
            assets:cash

        """

    static let commands = [
        "2026-11", "open", "close", "entries", "balance", "change", "spent in november", "top expenses",
        "spending trend", "net worth", "how much at evil", "entries evil", "add newplace 3", "add Evil 3",
        "add shop 7 \"\u{1B}[2J\"", "reload", "내역", "잔액", "지출 추이", "가장 많이 쓴 곳", "추가 새가게 3",
    ]

    /// Whether `text` holds a C0 or C1 control (but the line feed) or a bidi control.
    static func holdsRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }
    }

    @Test(arguments: [["--lang", "en"], ["--lang", "ko"], ["--json"], ["--lang", "ko", "--json"]])
    func noOutputStreamCarriesARawControlCharacter(_ mode: [String]) throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file("hostile.journal", Self.journal)
        let result = try BinaryRunner.run(
            ["--today", "2026-11-29", "-f", path] + mode, stdin: Data(Self.commands.joined(separator: "\n").utf8))
        #expect(result.status == 1, "some lines are refused")
        #expect(!Self.holdsRawControl(result.stdout), "stdout: \(result.stdout.debugDescription)")
        #expect(!Self.holdsRawControl(result.stderr), "stderr: \(result.stderr.debugDescription)")
        #expect(result.stdout.contains("\\x1B[2J") || result.stdout.contains("\\u001b[2J"))
    }

    /// The preview of an entry whose account comes from the journal shows the account made visible, and
    /// the file gets the account as the journal spells it.
    @Test func aRecordingPreviewShowsTheJournalsAccountMadeVisible() throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file("hostile.journal", Self.journal)
        let result = try BinaryRunner.run(["--today", "2026-11-29", "-f", path, "--yes", "-c", "add Evil 3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("    expenses:\\x1B]52;c;aGk=\\x07   3 \\u{202E}x\n"))
        #expect(!Self.holdsRawControl(result.stdout + result.stderr))
        let written = String(decoding: try folder.bytes(path), as: UTF8.self)
        #expect(
            written.hasSuffix(
                "2026-11-29 Evil\n    expenses:\u{1B}]52;c;aGk=\u{07}   3 \u{202E}x\n"
                    + "    assets:cash          -3 \u{202E}x\n"))
    }

    /// A journal with C0 and C1 controls and bidi characters in every place text can be: accounts,
    /// payees, commodities, codes, comments and tags (hledger reads it).
    static let everywhere = """
        2026-11-04 (\u{1B}[31m) pay\u{9B}2Jee\u{85}x  ; note\u{1B}]0;title\u{07}: \u{202E}gnp
            ; trip:\u{1B}[1mseoul\u{2066}, paid:\u{9D}8;;http://e\u{9C}
            expenses:c1\u{9B}31m:\u{2067}x  4 "\u{90}\u{202D}KRW"  ; tag\u{1B}:v\u{2069}
            assets:cash\u{1B}(0

        2026-11-05 \u{1B}]52;c;aGk=\u{1B}\\ | memo \u{202B}
            expenses:food  1 "\u{1B}[2J"
            assets:cash\u{1B}(0

        """

    /// Input lines a careless or hostile person types: escape sequences, OSC 52, bidi overrides and C1
    /// controls in commands, filters, questions and sentences to record.
    static let hostileLines = [
        "\u{1B}[2J", "open\u{1B}]52;c;aGk=\u{07}", "\u{202E}entries", "entries \u{9B}31m", "entries c1\u{9B}",
        "balance expenses:c1\u{9B}31m", "explain \u{85}next month", "help \u{1B}[2J", "how much at \u{202E}x",
        "add pay\u{9B}2Jee 3", "add café\u{1B}[2J 3 expenses:food assets:cash",
        "add shop 3 expenses:new\u{202E}x assets:cash",
        "add shop 3 \"\u{90}\u{202D}KRW\" expenses:food assets:cash", "추가 가게\u{9B} 3000원", "내역 \u{1B}[1m",
    ]

    /// Every mode over the journal with controls everywhere: text in English and Korean, JSON, lines
    /// piped and given with `-c`, `--yes` recording: stdout and stderr hold no raw control or bidi
    /// character (what the journal or the input said is shown made visible).
    @Test(arguments: [
        ["--lang", "en"], ["--lang", "ko"], ["--json"], ["--lang", "ko", "--json"], ["--yes"], ["--json", "--yes"],
    ])
    func controlsEverywhereReachNoOutputStreamRaw(_ mode: [String]) throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file("hostile.journal", Self.everywhere)
        let lines = Self.commands + Self.hostileLines
        let piped = try BinaryRunner.run(
            ["--today", "2026-11-29", "-f", path] + mode, stdin: Data(lines.joined(separator: "\n").utf8))
        #expect(piped.status == 1, "some lines are refused: \(piped.stderr)")
        #expect(piped.stdout.contains("entries") || piped.stdout.contains("내역") || piped.stdout.contains("\"line\""))
        #expect(!Self.holdsRawControl(piped.stdout), "stdout: \(piped.stdout.debugDescription)")
        #expect(!Self.holdsRawControl(piped.stderr), "stderr: \(piped.stderr.debugDescription)")
        for line in lines {
            let given = try BinaryRunner.run(["--today", "2026-11-29", "-f", path, "-c", line] + mode)
            #expect(
                !Self.holdsRawControl(given.stdout), "\(line.debugDescription) stdout: \(given.stdout.debugDescription)"
            )
            #expect(
                !Self.holdsRawControl(given.stderr), "\(line.debugDescription) stderr: \(given.stderr.debugDescription)"
            )
        }
    }

    /// hledger reads the journal with controls everywhere, so it is a journal a person may really have.
    @Test func hledgerReadsTheJournalWithControlsEverywhere() throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file("hostile.journal", Self.everywhere)
        let result = try BinaryRunner.shell("LANG=C.UTF-8 /usr/bin/hledger -f '\(path)' check >/dev/null")
        #expect(result.stdout == "status 0\n", "\(result.stdout)")
    }

    /// The warning about `1,000` read as 1 suggests a `commodity` directive naming the journal's own
    /// symbol: made visible there too (the journal fuzzer found it raw), in both languages.
    @Test(arguments: ["en", "ko"])
    func theDecimalMarkWarningShowsTheCommodityMadeVisible(_ language: String) throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file(
            "hostile.journal",
            "commodity \"\u{202E}KRW\" 1,000\n\n2026-11-14 x\n    expenses:food  100 \"\u{202E}KRW\"\n    assets:cash\n")
        let result = try BinaryRunner.run(["--today", "2026-11-29", "--lang", language, "-f", path, "-c", "entries"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("commodity \\u{202E}KRW 1,000."), "\(result.stderr)")
        #expect(!Self.holdsRawControl(result.stdout + result.stderr), "\(result.stderr.debugDescription)")
    }
}
