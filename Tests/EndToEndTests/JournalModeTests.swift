import Foundation
import TestSupport
import Testing

/// Journals from the outside: refused at start with every error, re-read when they change, kept when a
/// change breaks them, and taken from `LEDGER_FILE`.
@Suite struct JournalModeTests {
    static let today = ["--today", "2026-11-29"]

    func temporaryJournal(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-repl-\(UUID()).journal")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    static let good = """
        decimal-mark .
        2024-07-01 * 월세
            지출:주거  ₩700,000
            자산:은행

        """

    @Test func aBrokenJournalIsRefusedAtStartWithEveryErrorAndExitOne() throws {
        let journal = try temporaryJournal("2024-07-01 x\n    지출:식비  ₩1,000\n    자산:현금  ₩1,000\n2024-13-01 y\n")
        defer { try? FileManager.default.removeItem(at: journal) }
        let result = try BinaryRunner.run(Self.today + ["-f", journal.path, "-c", "open"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("ledger-repl: \(journal.path):") })
        // In hledger's order of checks: the unreadable date first, then the unbalanced transaction;
        // last, the warning that `₩1,000` was read as 1, which explains the imbalance.
        #expect(lines[0].contains(":4:"))
        #expect(lines[1].contains(":1:"))
        #expect(lines[2].contains(":2:13: warning: \"1,000\" is read as 1"))
    }

    @Test func aMissingJournalIsReported() throws {
        let result = try BinaryRunner.run(Self.today + ["-f", "/nonexistent/x.journal", "-c", "open"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("ledger-repl: /nonexistent/x.journal: "))
    }

    @Test func ledgerFileNamesTheJournalWhenNoneIsGiven() throws {
        let journal = try temporaryJournal(Self.good)
        defer { try? FileManager.default.removeItem(at: journal) }
        let result = try BinaryRunner.run(
            Self.today + ["--json", "-c", "change 2024-07"], environment: ["LEDGER_FILE": journal.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""balances":{"자산:은행":{"₩":"-700000"},"지출:주거":{"₩":"700000"}}"#))
        #expect(result.stdout.contains(#""month":"2024-07""#), "change with a month selects it")
    }

    @Test func aStdinJournalNeedsCommandsFromElsewhere() throws {
        let result = try BinaryRunner.run(Self.today + ["-f", "-"], stdin: Data(Self.good.utf8))
        #expect(result.status == 2)
        let piped = try BinaryRunner.run(
            Self.today + ["-f", "-", "--json", "-c", "spent in july 2024"], stdin: Data(Self.good.utf8))
        #expect(piped.status == 0)
        #expect(piped.stdout.contains(#""totals":{"₩":"700000"}"#))
    }

    @Test func questionsWithoutAJournalSayWhatTheyNeed() throws {
        let result = try BinaryRunner.run(Self.today + ["-c", "spent in july; balance"])
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                command 1: questions need a journal: start with -f FILE or set LEDGER_FILE
                command 2: "balance" needs a journal: start with -f FILE or set LEDGER_FILE

                """)
    }

    @Test func aChangedJournalIsReadAgainAndABrokenChangeKeepsTheLastGoodOne() throws {
        let journal = try temporaryJournal(Self.good)
        defer { try? FileManager.default.removeItem(at: journal) }
        let session = try PipedSession(BinaryRunner.binary.path, Self.today + ["--json", "-f", journal.path])
        session.send("spent in july 2024")
        #expect(try session.readLine().contains(#""totals":{"₩":"700000"}"#))

        try (Self.good + "2024-07-02 점심\n    지출:식비  ₩9,000\n    자산:현금\n").write(
            to: journal, atomically: true, encoding: .utf8)
        session.send("spent in july 2024")
        #expect(try session.readLine().contains(#""totals":{"₩":"709000"}"#))

        try "2024-07-03 broken\n    지출:식비  ₩1\n".write(to: journal, atomically: true, encoding: .utf8)
        session.send("reload")
        let refused = try session.readLine()
        #expect(refused.contains(#""ok":false"#))
        #expect(refused.contains("journal not reloaded, keeping the last good one"))
        session.send("spent in july 2024")
        #expect(try session.readLine().contains(#""totals":{"₩":"709000"}"#))
        #expect(try session.finish() == 1)
    }

    @Test func aReloadErrorIsWrittenOnceEscapedAndItsWarningsOnce() throws {
        let journal = try temporaryJournal(Self.good)
        defer { try? FileManager.default.removeItem(at: journal) }
        let session = try PipedSession(
            BinaryRunner.binary.path, Self.today + ["--json", "-f", journal.path, "--lang", "ko"], keepingErrors: true)
        session.send("close")
        _ = try session.readLine()
        // A header whose quotes and tab the error quotes back: escaped once, `\"` never appears.
        try "2024-07-03 \"외식\"\t메모\n    지출:식비  ₩1\n".write(to: journal, atomically: true, encoding: .utf8)
        session.send("reload")
        _ = try session.readLine()
        // A change that loads with a warning shows it once, however often the journal is read again.
        let doubtful = "2024-07-01 x\n    지출:주거  ₩700\n    자산:은행\n2024-07-04 점심\n    지출:식비  5,400원\n    자산:현금\n"
        try doubtful.write(to: journal, atomically: true, encoding: .utf8)
        session.send("reload")
        _ = try session.readLine()
        try (doubtful + "2024-07-05 x\n    지출:식비  ₩1\n    자산:현금\n").write(
            to: journal, atomically: true, encoding: .utf8)
        session.send("reload")
        _ = try session.readLine()
        #expect(try session.finish() == 1)
        let lines = try session.errorText().split(separator: "\n").map(String.init)
        let refusal = try #require(lines.first { $0.contains("가계부를 다시 읽지 못해") })
        #expect(refusal.hasPrefix("2번째 줄: 가계부를 다시 읽지 못해 마지막 정상 가계부를 씁니다: \(journal.path):1:1: "))
        #expect(refusal.contains(#""2024-07-03 \"외식\"\x09메모""#))
        #expect(!refusal.contains(#"\\"#))
        let warnings = lines.filter { $0.contains("경고") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("ledger-repl: \(journal.path):5:") == true)
    }
}

/// The binary with its stdin and stdout on pipes, driven one line at a time: each command's output must
/// arrive before the next command is sent.
final class PipedSession {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    /// Standard error, when kept (read it after ``finish()``).
    let errors: Pipe?
    var buffer = Data()

    init(_ path: String, _ arguments: [String], keepingErrors: Bool = false) throws {
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = BinaryRunner.baseEnvironment
        process.standardInput = input
        process.standardOutput = output
        errors = keepingErrors ? Pipe() : nil
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
    }

    /// Everything written to standard error, after ``finish()``.
    func errorText() throws -> String {
        guard let errors else { return "" }
        return String(decoding: try errors.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
    }

    func send(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

    /// The next line of output; fails after five seconds without one.
    func readLine() throws -> String {
        let deadline = Date().addingTimeInterval(5)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[..<newline]
                buffer.removeSubrange(...newline)
                return String(decoding: line, as: UTF8.self)
            }
            guard Date() < deadline else { throw PipedSessionTimeout() }
            let chunk = try output.fileHandleForReading.readAvailableRetryingInterrupts()
            if chunk.isEmpty { Thread.sleep(forTimeInterval: 0.01) }
            buffer.append(chunk)
        }
    }

    /// Closes stdin and returns the exit status.
    func finish() throws -> Int32 {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct PipedSessionTimeout: Error {}
