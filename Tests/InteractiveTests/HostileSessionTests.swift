import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// At a terminal, a journal with control and bidi characters in its accounts, payees, commodities,
/// comments and tags, and input lines holding C1 and bidi characters, never put one raw on the screen:
/// replies, reports, errors, the recording preview and the Tab-Tab listing show them made visible. The
/// line editor refuses a typed or pasted C1, bidi or zero-width character with a bell (and says why
/// once), so the echo of the line being typed holds none either (`typedControlsAreRefused`).
@Suite(.serialized, .timeLimit(.minutes(1)))
struct HostileSessionTests {
    let home: TemporaryHome
    let journal: String

    /// Controls everywhere text can be (the same journal as the end-to-end `HostileJournalTests`).
    static let text = """
        2026-11-04 (\u{1B}[31m) pay\u{9B}2Jee\u{85}x  ; note\u{1B}]0;title\u{07}: \u{202E}gnp
            ; trip:\u{1B}[1mseoul\u{2066}, paid:\u{9D}8;;http://e\u{9C}
            expenses:c1\u{9B}31m:\u{2067}x  4 "\u{90}\u{202D}KRW"  ; tag\u{1B}:v\u{2069}
            assets:cash\u{1B}(0

        2026-11-05 \u{1B}]52;c;aGk=\u{1B}\\ | memo \u{202B}
            expenses:food  1 "\u{1B}[2J"
            assets:cash\u{1B}(0

        2026-11-06 Evil\u{202E}
            expenses:\u{1B}]52;c;aGk=\u{07}  3 "\u{202E}x"
            assets:cash

        """

    init() throws {
        home = try TemporaryHome()
        journal = home.path + "/hostile.journal"
        let fd = open(journal, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw TerminalSessionError(description: "cannot write \(journal)") }
        defer { close(fd) }
        let bytes = Array(Self.text.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// Where in `bytes` a sequence from the journal or the input shows raw: a C1 control or a bidi
    /// character (as UTF-8), or an escape sequence the program never writes itself (OSC, a character set,
    /// a colour, clearing the screen). The line editor's own cursor movements are allowed.
    static func rawSequence(in bytes: [UInt8]) -> String? {
        let forbidden: [(String, [UInt8])] = [
            ("OSC", [0x1B, 0x5D]), ("charset", [0x1B, 0x28]), ("red", Array("\u{1B}[31m".utf8)),
            ("bold", Array("\u{1B}[1m".utf8)), ("clear", Array("\u{1B}[2J".utf8)),
        ]
        for index in bytes.indices {
            for (name, sequence) in forbidden where bytes[index...].starts(with: sequence) { return name }
            if bytes[index] == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                return "C1 U+00\(String(bytes[index + 1], radix: 16, uppercase: true))"
            }
            if bytes[index] == 0xE2, index + 2 < bytes.count,
                (bytes[index + 1] == 0x80 && (0xAA...0xAE).contains(bytes[index + 2]))
                    || (bytes[index + 1] == 0x81 && (0xA6...0xA9).contains(bytes[index + 2]))
            {
                return "bidi"
            }
        }
        return nil
    }

    /// U+202E typed alone, then a line pasted in one write with every kind of character libedit would
    /// draw raw: none reaches the screen, the bell rings, the reason is said once, and the line is read
    /// without them (`next month` moves the month).
    @Test(arguments: ["en", "ko"])
    func typedControlsAreRefused(language: String) throws {
        let session = try TerminalSession(
            arguments: ["--today", "2026-11-29", "--lang", language, "--color", "never"],
            environment: childEnvironment(home: home.path))
        try session.waitForPrompt()
        session.type("\u{202E}")
        try session.expect(language == "ko" ? "U+202E 문자는 입력할 수 없습니다" : "U+202E cannot be typed here")
        try session.expect("2026-11> ")
        let pasted =
            "ne\u{202E}xt\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D} \u{2066}\u{2067}\u{2068}\u{2069}"
            + "\u{061C}\u{85}\u{9B}\u{200B}\u{FEFF}\u{2028}month"
        session.type(pasted + "\n")
        try session.waitForPrompt("2026-12> ")
        session.type("quit\n")
        #expect(try session.waitForExit() == 0)
        let raw = Self.rawSequence(in: session.rawOutput)
        #expect(
            raw == nil, "raw \(raw ?? "") in \(String(decoding: session.rawOutput, as: UTF8.self).debugDescription)")
        let zeroWidth = ["\u{200B}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{FEFF}", "\u{061C}"].map { Array($0.utf8) }
        #expect(
            !zeroWidth.contains { sequence in
                session.rawOutput.indices.contains { session.rawOutput[$0...].starts(with: sequence) }
            })
        #expect(session.rawOutput.filter { $0 == 0x07 }.count >= 17, "a bell for each character refused")
        let told = language == "ko" ? "입력할 수 없습니다" : "cannot be typed here"
        #expect(
            session.screenText.split(separator: told, omittingEmptySubsequences: false).count == 2,
            "the reason is said once")
    }

    @Test(arguments: ["en", "ko"])
    func nothingRawReachesTheScreen(language: String) throws {
        let session = try TerminalSession(
            arguments: ["--today", "2026-11-29", "--lang", language, "--color", "never", "-f", journal],
            environment: childEnvironment(home: home.path))
        try session.waitForPrompt()
        let typed = [
            "entries", "balance", "change", "entries c1\u{9B}31m", "how much at evil", "\u{202E}open", "close",
            "explain \u{85}next month", "help \u{9B}2J",
        ]
        for line in typed {
            session.type(line + "\n")
            try session.waitForPrompt()
        }
        // The line editor refuses the U+202E, so the new account is `expenses:newx`: the preview is
        // declined.
        session.type("add shop 3 expenses:new\u{202E}x assets:cash\n")
        try session.expect("[Y/n] ")
        try session.waitForRawMode()
        session.type("n\n")
        try session.waitForPrompt()
        // The line editor drops a typed C1 control; the preview (with the journal's commodity made
        // visible) is declined.
        session.type("add pay\u{9B}2Jee 3 expenses:food assets:cash\n")
        try session.expect("[Y/n] ")
        try session.waitForRawMode()
        session.type("n\n")
        try session.waitForPrompt()
        // A description the account question quotes, then cancelled.
        session.type("add pay\u{9B}2Jee 3\n")
        try session.expect(language == "ko" ? "계정> " : "account> ")
        try session.waitForRawMode()
        session.type("cancel\n")
        try session.waitForPrompt()
        // The account question lists the journal's accounts made visible.
        session.type("add Evil 3 assets:cash\n")
        try session.expect(language == "ko" ? "계정> " : "account> ")
        try session.waitForRawMode()
        session.type("cancel\n")
        try session.waitForPrompt()
        // The Tab-Tab listing of the journal's names.
        session.type("entries \t\t")
        session.skipOutput(settle: 0.5)
        session.type("\u{15}quit\n")
        #expect(try session.waitForExit() == 0)
        #expect(session.screenText.contains("\\x9B"), "the journal's C1 shows made visible")
        // What the program writes, not the line editor's echo of the line being typed (libedit shows
        // typed keys itself, on the prompt's line).
        let prompts = ["2026-11> ", "2026-11 [2026]> ", "account> ", "계정> ", "[Y/n] "].map { Array($0.utf8) }
        // Nor the terminal driver's echo of a line typed before the line editor reads keys (a line typed
        // ahead, as the test types, is echoed by the kernel as typed, before the program ever reads it).
        let echoes = Set(typed.map { Array(($0 + "\r").utf8) })
        let written = session.rawOutput.split(separator: 0x0A, omittingEmptySubsequences: false).filter { line in
            !prompts.contains { prompt in line.indices.contains { line[$0...].starts(with: prompt) } }
                && !echoes.contains(Array(line))
        }
        #expect(written.count > 40)
        for line in written {
            let raw = Self.rawSequence(in: Array(line))
            #expect(raw == nil, "raw \(raw ?? ""): \(String(decoding: line, as: UTF8.self).debugDescription)")
        }
    }
}
