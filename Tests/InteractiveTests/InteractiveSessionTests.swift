import CPseudoTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A private HOME under /tmp, removed with everything in it when the test ends.
final class TemporaryHome {
    let path: String

    init() throws {
        var template = Array("/tmp/ledger-repl-pty-XXXXXX".utf8CString)
        path = String(cString: try #require(mkdtemp(&template)))
    }

    deinit {
        if let pid = try? spawn(
            "/bin/rm", arguments: ["-rf", path], environment: [:], setsid: false, fileActions: { _ in })
        {
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    var historyPath: String { path + "/state/ledger-repl/history" }

    /// The history file's lines, or `nil` when it is missing.
    func historyLines() -> [String]? {
        let fd = open(historyPath, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func mode(of path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o777 : nil
    }
}

/// The interactive session on a real pseudo-terminal: each test starts the built binary with its own
/// HOME, waits for the prompt and raw mode before typing, and checks what the commands did.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct InteractiveSessionTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    func start(_ extra: [String: String] = [:]) throws -> TerminalSession {
        let session = try TerminalSession(environment: childEnvironment(home: home.path, extra))
        try session.waitForPrompt()
        return session
    }

    @Test func tabCompletesAUniqueMonthName() throws {
        let session = try start()
        session.type("ja\t")
        try session.expect("january")
        session.type("\n")
        try session.expect("Selected January 2026")
    }

    @Test func tabListsAmbiguousChoicesOnTheSecondPress() throws {
        let session = try start()
        session.type("ma\t")
        session.type("\t")
        try session.expect("march  may")
        try session.expect("2026-11> ma")
        session.type("r\t\n")
        try session.expect("Selected March 2026")
    }

    @Test func tabCompletesKorean() throws {
        let session = try start()
        session.type("담\t")
        try session.expect("담달")
        session.type("\n")
        try session.expect("Selected December 2026")
    }

    /// A Korean session lists no English-only spelling for a digit (`1h`), only its Korean ones.
    @Test func koreanCompletionOffersNoEnglishAbbreviation() throws {
        let session = try TerminalSession(
            arguments: ["--today", "2026-11-29", "--lang", "ko"], environment: childEnvironment(home: home.path))
        try session.waitForPrompt()
        session.type("1\t")
        session.type("\t")
        let listing = try session.expect("2026-11> 1")
        #expect(listing.contains("1분기") && listing.contains("1월"))
        #expect(!listing.contains("1h"))
    }

    @Test func koreanLineRoundTrips() throws {
        let session = try start()
        session.type("2024년 7월\n")
        try session.expect("Selected July 2024")
        try session.waitForPrompt("2024-07> ")
    }

    @Test(arguments: [nil, "xx_YY.NOPE"] as [String?])
    func koreanWorksWithoutAUsableLocale(language: String?) throws {
        var environment = childEnvironment(home: home.path)
        environment["LANG"] = language
        let session = try TerminalSession(environment: environment)
        try session.waitForPrompt()
        session.type("2024년 7월\n")
        try session.expect("Selected July 2024")
    }

    @Test func upRecallsThePreviousLine() throws {
        let session = try start()
        session.type("2024년 7월\n")
        try session.waitForPrompt("2024-07> ")
        session.type("today\n")
        try session.waitForPrompt("2026-11> ")
        session.type("\u{1B}[A\u{1B}[A\n")
        try session.expect("Selected July 2024")
    }

    @Test func ctrlRFindsAnEarlierLine() throws {
        let session = try start()
        session.type("2024년 7월\n")
        try session.waitForPrompt("2024-07> ")
        session.type("today\n")
        try session.waitForPrompt("2026-11> ")
        session.type("\u{12}")
        session.type("2024")
        try session.expect("2024년 7월")
        session.type("\n")
        try session.expect("Selected July 2024")
    }

    /// libedit's own search read each key by its low byte, so `개` (U+AC1C) ended the search and was typed
    /// into the line: the search must take Hangul anywhere in an entry.
    @Test func ctrlRFindsHangulInsideAnEarlierLine() throws {
        let session = try start()
        session.type("3개월 전\n")
        try session.waitForPrompt("2026-08> ")
        session.type("today\n")
        try session.waitForPrompt("2026-11> ")
        session.type("\u{12}")
        try session.expect("search: ")
        session.type("개월")
        try session.expect("search: 개월")
        session.type("\n")
        try session.expect("Selected August 2026")
    }

    @Test func ctrlRSpeaksKoreanAndCtrlGPutsTheLineBack() throws {
        let session = try TerminalSession(
            arguments: ["--today", "2026-11-29", "--lang", "ko"], environment: childEnvironment(home: home.path))
        try session.waitForPrompt()
        session.type("2024년 7월\n")
        try session.waitForPrompt("2024-07> ")
        session.type("다음")
        try session.expect("다음")
        session.type("\u{12}")
        try session.expect("입력 기록 찾기: ")
        session.type("7월")
        try session.expect("2024년 7월")
        try session.expect("입력 기록 찾기: 7월")
        session.type("없는")
        try session.expect("입력 기록 찾기(없음): 7월없는")
        session.type("\u{07}")  // Ctrl-G: back to the line as typed
        session.type(" 달\n")
        try session.expect("2026년 12월을 선택했습니다")
    }

    @Test func escKeepsTheEntryFoundForEditing() throws {
        let session = try start()
        session.type("2024년 7월\n")
        try session.waitForPrompt("2024-07> ")
        session.type("\u{12}")
        try session.expect("search: ")
        session.type("7월")
        try session.expect("search: 7월")
        session.type("\u{1B}")
        try session.waitForRawMode()
        session.type("\u{7F}\u{7F}8월\n")  // the entry is on the line, to be changed
        try session.expect("Selected August 2024")
    }

    @Test func ctrlCDiscardsTheLine() throws {
        let session = try start()
        session.type("abc")
        try session.expect("abc")
        session.type("\u{03}")
        try session.expect("^C")
        try session.waitForPrompt()
        session.type("history\n")
        let shown = try session.expect("2026-11> ")
        #expect(!shown.contains("unknown command"))
        #expect(!shown.contains("abc"))
        try session.waitForRawMode()
        session.type("\u{04}")
        #expect(try session.waitForExit() == 0)
        #expect(home.historyLines() == ["history"])
    }

    @Test func aSignalledInterruptActsLikeCtrlCAndKeepsTheSession() throws {
        let session = try start()
        session.type("abc")
        try session.expect("abc")
        kill(session.pid, SIGINT)
        try session.expect("^C")
        try session.waitForPrompt()
        session.type("next\n")
        try session.expect("Selected December 2026")
        try session.waitForPrompt("2026-12> ")
        session.type("\u{04}")
        #expect(try session.waitForExit() == 0)
    }

    @Test func editrcIsReadForTheProgramName() throws {
        let editrc = home.path + "/editrc"
        let fd = open(editrc, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let text = Array("other:bind -s ^X next\nledger-repl:bind -s ^X open\n".utf8)
        _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let session = try start(["EDITRC": editrc])
        session.type("\u{18}\n")
        try session.expect("Opened the month picker")
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aTerminationSignalRestoresTheTerminalAndKeepsTheHistory(signal: Int32) throws {
        let session = try start()
        session.type("2024년 7월\n")
        try session.waitForPrompt("2024-07> ")
        try session.waitForRawMode()
        kill(session.pid, signal)
        #expect(try session.waitForExit() == 128 + signal)
        #expect(cpty_is_canonical(session.primary) != 0, "the terminal is back in cooked mode")
        #expect(home.historyLines() == ["2024년 7월"])
    }

    @Test(arguments: ["directory", "/dev/full", "corrupt"])
    func anUnusableHistoryFileIsReportedOnceAndNeverOverwritten(kind: String) throws {
        var path = kind
        if kind == "directory" {
            path = home.path + "/a-directory"
            mkdir(path, 0o700)
        } else if kind == "corrupt" {
            path = home.path + "/corrupt-history"
            let fd = open(path, O_WRONLY | O_CREAT, 0o600)
            _ = [UInt8]([0x6F, 0x00, 0xFF, 0x0A]).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        let session = try start(["LEDGER_REPL_HISTORY": path])
        session.type("open\n")
        try session.expect("Opened the month picker on 2026.")
        session.type("3\n")
        try session.expect("Selected March 2026")
        let screen = Array(session.screenText.utf8)
        let needle = Array("history file".utf8)
        let warnings = (0...(screen.count - needle.count)).filter { Array(screen[$0..<$0 + needle.count]) == needle }
            .count
        #expect(warnings == 1, "one warning, not one per line: \(session.screenText)")
        if kind == "corrupt" {
            var status = stat()
            stat(path, &status)
            #expect(status.st_size == 4, "the file that failed to load is left as it was")
        }
        try session.waitForPrompt("2026-03> ")
        try session.waitForRawMode()  // a ^D typed in cooked mode would be swallowed by the kernel
        session.type("\u{04}")
        #expect(try session.waitForExit() == 0)
    }

    @Test func ctrlDOnAnEmptyLineExitsCleanly() throws {
        let session = try start()
        session.type("\u{04}")
        #expect(try session.waitForExit() == 0)
    }

    @Test func historySurvivesARestartInAPrivateFile() throws {
        do {
            let first = try start()
            first.type("2024년 7월\n")
            try first.waitForPrompt("2024-07> ")
            first.type(" 2023-01\n")  // a leading space keeps a line out of the history
            try first.waitForPrompt("2023-01> ")
            first.type("\u{04}")
            #expect(try first.waitForExit() == 0)
        }
        #expect(home.mode(of: home.historyPath) == 0o600)
        #expect(home.mode(of: home.path + "/state/ledger-repl") == 0o700)
        let second = try start()
        second.type("history\n")
        try second.expect("1  2024년 7월")
        try second.waitForPrompt()
        second.type("\u{1B}[A\u{1B}[A\n")
        try second.expect("Selected July 2024")
        #expect(home.historyLines() == ["2024년 7월", "history", "2024년 7월"])
    }

    @Test func twoSessionsAtOnceLoseNoLine() throws {
        let first = try start()
        let second = try start()
        var expected: [String] = []
        for month in 1...6 {
            let a = "2021-\(month < 10 ? "0" : "")\(month)"
            let b = "2022-\(month < 10 ? "0" : "")\(month)"
            first.type(a + "\n")
            second.type(b + "\n")
            try first.waitForPrompt(a + "> ")
            try second.waitForPrompt(b + "> ")
            expected += [a, b]
        }
        first.type("\u{04}")
        second.type("\u{04}")
        #expect(try first.waitForExit() == 0)
        #expect(try second.waitForExit() == 0)
        #expect(Set(home.historyLines() ?? []) == Set(expected))
        #expect(home.historyLines()?.count == expected.count)
    }

    @Test func pageUpShowsThePreviousYear() throws {
        let session = try start()
        session.type("open\n")
        try session.waitForPrompt("2026-11 [2026]> ")
        session.type("\u{1B}[5~")
        try session.expect("Showing 2025")
        try session.waitForPrompt("2026-11 [2025]> ")
        session.type("\u{1B}[6~")
        try session.expect("Showing 2026")
    }

    @Test func keysKeepWhatWasTyped() throws {
        let session = try start()
        session.type("jul")
        try session.expect("jul")
        session.type("\u{1B}[1;3D")  // Alt-Left: a month back while closed
        try session.expect("October 2026")
        try session.waitForPrompt("2026-10> ")
        session.type("\n")
        try session.expect("Selected July 2026")
    }

    @Test func escapeOnAnEmptyLineClosesThePopover() throws {
        let session = try start()
        session.type("open\n")
        try session.waitForPrompt("2026-11 [2026]> ")
        session.type("\u{1B}")
        try session.expect("Closed the month picker")
        try session.waitForPrompt()
    }

    @Test func aDumbTerminalGetsAPlainPromptWithoutEscapes() throws {
        let session = try TerminalSession(environment: childEnvironment(home: home.path, ["TERM": "dumb"]))
        try session.expect("2026-11> ")
        session.type("next\n")
        try session.expect("Selected December 2026")
        session.type("quit\n")
        #expect(try session.waitForExit() == 0)
        #expect(!session.rawOutput.contains(0x1B))
    }

    @Test func aPipedScriptPrintsNoPrompt() throws {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        // Close-on-exec, so a child another test starts meanwhile cannot hold the pipe open.
        #expect(cpty_pipe(&input) == 0 && cpty_pipe(&output) == 0)
        let pid = try spawn(
            try ledgerReplBinary(), arguments: ["--today", "2026-11-29"],
            environment: childEnvironment(home: home.path), setsid: true
        ) { actions in
            posix_spawn_file_actions_adddup2(&actions, input[0], 0)
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_adddup2(&actions, output[1], 2)
            posix_spawn_file_actions_addclose(&actions, input[1])
            posix_spawn_file_actions_addclose(&actions, output[0])
        }
        close(input[0])
        close(output[1])
        let script = Array("next\n다음 달\n".utf8)
        _ = script.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
        close(input[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(output[0], &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(output[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(status == 0)
        #expect(text.contains("Selected December 2026"))
        #expect(!text.contains("> "))
        #expect(!bytes.contains(0x1B))
        #expect(home.historyLines() == nil)
    }
}
