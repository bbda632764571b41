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
}
