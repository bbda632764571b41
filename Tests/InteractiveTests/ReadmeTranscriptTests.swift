import CPseudoTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The README's sessions, run as written: every ```text block that starts with `$ scripts/run …` (after
/// any `$ cp …` lines) is typed, line by line, into the built binary on an 80-column terminal, in a
/// folder holding a copy of `examples/` (so a session that records writes to its copy, never to
/// `examples/`), and what the screen shows must be the block, `...` standing for any lines.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ReadmeTranscriptTests {
    /// The repository: three folders up from this file.
    static let root = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// One session of the README.
    struct Transcript: CustomTestStringConvertible, Sendable {
        /// The README line the block starts on.
        let line: Int
        /// The `$ cp SOURCE TARGET` lines before the session, each as its arguments.
        let copies: [[String]]
        /// The arguments after `scripts/run`.
        let arguments: [String]
        /// What the screen shows, `...` for lines left out.
        let screen: [String]

        var testDescription: String { "README.md:\(line): scripts/run \(arguments.joined(separator: " "))" }
    }

    static let transcripts: [Transcript] = {
        guard let text = readFile(root + "/README.md") else { return [] }
        var found: [Transcript] = []
        var block: [String]?
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if block == nil, line == "```text" {
                block = []
                start = index + 2
            } else if let lines = block, line == "```" {
                if let transcript = transcript(lines, line: start) { found.append(transcript) }
                block = nil
            } else {
                block?.append(String(line))
            }
        }
        return found
    }()

    /// The block as a session, or `nil` when it is not one (it does not start with `$ scripts/run`).
    static func transcript(_ lines: [String], line: Int) -> Transcript? {
        var copies: [[String]] = []
        var rest = lines[...]
        while let first = rest.first, first.hasPrefix("$ ") {
            let words = first.dropFirst(2).split(separator: " ").map(String.init)
            rest = rest.dropFirst()
            if words.first == "cp", words.count == 3 {
                copies.append(Array(words.dropFirst()))
            } else if words.first == "scripts/run" {
                return Transcript(line: line, copies: copies, arguments: Array(words.dropFirst()), screen: Array(rest))
            } else {
                return nil
            }
        }
        return nil
    }

    /// How long the prompt that `line` starts with is, if it starts with one: `2026-11> `,
    /// `2026-11 [2027]> `, or a recording's question.
    static func promptLength(_ line: String) -> Int? {
        for question in ["기록할까요? [Y/n] ", "Record it? [Y/n] ", "계정> ", "account> "] where line.hasPrefix(question) {
            return question.count
        }
        let characters = Array(line)
        func digits(_ range: Range<Int>) -> Bool {
            range.upperBound <= characters.count && characters[range].allSatisfy { $0.isASCII && $0.isNumber }
        }
        guard digits(0..<4), characters.count > 7, characters[4] == "-", digits(5..<7) else { return nil }
        if characters.count >= 9, characters[7] == ">", characters[8] == " " { return 9 }
        if characters.count >= 16, characters[7] == " ", characters[8] == "[", digits(9..<13),
            characters[13] == "]", characters[14] == ">", characters[15] == " "
        {
            return 16
        }
        return nil
    }

    /// Whether `actual` is `expected`, each `...` in it standing for any lines (none included).
    static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "..." {
            return (0...actual.count).contains { matches(expected.dropFirst(), actual.dropFirst($0)) }
        }
        guard actual.first == first else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    @Test func theReadmeHasItsSessions() {
        let sessions = Self.transcripts.map(\.arguments)
        #expect(sessions.count >= 6, "\(sessions)")
        #expect(sessions.contains(["examples/household-ko.journal", "--today", "2026-12-02", "--lang", "ko"]))
        #expect(sessions.contains(["examples/household-en.journal", "--today", "2026-12-02"]))
        #expect(Self.transcripts.contains { !$0.copies.isEmpty }, "a recording session on a copy")
    }

    @Test func theMatcherTakesDotsForAnyLines() {
        #expect(Self.matches(["a", "...", "d"], ["a", "b", "c", "d"]))
        #expect(Self.matches(["a", "...", "b"], ["a", "b"]))
        #expect(!Self.matches(["a", "...", "d"], ["a", "b", "c"]))
        #expect(!Self.matches(["a", "c"], ["a", "b", "c"]))
        #expect(Self.promptLength("2026-11 [2027]> 3") == 16)
        #expect(Self.promptLength("2026-12> 지난달 지출") == 9)
        #expect(Self.promptLength("기록할까요? [Y/n] y") == 13)
        #expect(Self.promptLength("2026-12-01 스타벅스") == nil)
    }

    @Test(arguments: transcripts)
    func runsAsWritten(_ transcript: Transcript) throws {
        let home = try TemporaryHome()
        let folder = home.path + "/clone"
        try run("/bin/mkdir", [folder], in: home.path)
        try run("/bin/cp", ["-R", Self.root + "/examples", folder + "/examples"], in: home.path)
        for copy in transcript.copies {
            #expect(!copy[1].hasPrefix("examples"), "a session never writes to examples/")
            try run("/bin/cp", copy, in: folder)
        }
        let session = try TerminalSession(
            arguments: transcript.arguments, environment: childEnvironment(home: home.path), columns: 80,
            directory: folder)
        for line in transcript.screen {
            guard let length = Self.promptLength(line) else { continue }
            try session.waitForPrompt(String(line.prefix(length)))
            session.type(String(line.dropFirst(length)) + "\n")
        }
        // The session is done when the screen ends with a prompt again.
        var screen = session.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<50 {
            session.skipOutput(settle: 0.2)
            screen = session.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let last = screen.last, Self.promptLength(last) == last.count { break }
        }
        let shown = Array(screen.dropLast())
        let matched = Self.matches(transcript.screen[...], shown[...])
        #expect(
            matched,
            "README.md:\(transcript.line) is not what the session shows; it shows:\n\(shown.joined(separator: "\n"))")
        session.type("\u{04}")
        _ = try? session.waitForExit()
    }

    /// Runs `path` with `arguments` in `directory` and waits for it; throws when it fails.
    func run(_ path: String, _ arguments: [String], in directory: String) throws {
        let pid = try spawn(path, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"], setsid: false) {
            actions in
            _ = withUnsafeMutablePointer(to: &actions) { cpty_add_chdir($0, directory) }
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else {
            throw TerminalSessionError(description: "\(path) \(arguments.joined(separator: " ")) failed: \(status)")
        }
    }
}

/// The text of the file at `path`, or `nil` when it cannot be read.
func readFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(fd, &buffer, buffer.count)
        if count < 0 { return nil }
        if count == 0 { break }
        bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}
