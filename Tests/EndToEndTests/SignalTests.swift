import Foundation
import Testing

/// TERM, INT or HUP during a batch run: the line being written is finished, everything is flushed and the
/// program exits with the signal's status, 128 + N. (Killed at once, it left half a line on stdout in 32
/// of 120 runs.) The output goes to a pipe whose reader waits, so the signal lands while a write blocks.
/// The test harness may start with a signal ignored, which the program rightly keeps ignored: each run
/// restores the default (`env --default-signal`) unless it is about an ignored signal.
@Suite struct SignalTests {
    static func run(signal: String, ignoredFirst: Bool = false, lines: Int = 20000) throws -> BinaryRunner.Result {
        let folder = try RecordingTests.Folder()
        let script = """
            cd '\(folder.url.path)'
            yes open | head -\(lines) > script
            mkfifo pipe
            { sleep 1; cat; } < pipe > out &
            reader=$!
            \(ignoredFirst ? "trap '' \(signal)" : ":")
            \(ignoredFirst ? "" : "env --default-signal=\(signal)") '\(BinaryRunner.binary.path)' --today 2026-11-29 < script > pipe 2> err &
            pid=$!
            sleep 0.4
            kill -\(signal) $pid
            wait $pid
            echo "status $?"
            wait $reader
            echo "bytes $(wc -c < out) lines $(wc -l < out)"
            tail -n 1 out
            tail -c 1 out | od -An -tx1
            cat err
            """
        return try BinaryRunner.shell(script)
    }

    @Test(arguments: [("TERM", 143), ("INT", 130), ("HUP", 129)])
    func aSignalFinishesTheLineFlushesAndExitsWithItsStatus(_ signal: String, _ status: Int) throws {
        let result = try Self.run(signal: signal)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "status \(status)", "\(result.stdout)")
        #expect(lines.count > 4)
        // The output ends where a command's output ends: the popover's legend and its line feed.
        #expect(lines[2].hasPrefix("[Nov] selected  Nov* today"), "\(result.stdout)")
        #expect(lines[3] == " 0a")
        #expect(!result.stdout.contains("bytes 0 "), "something was written before the signal")
    }

    /// A signal ignored when the run started (`nohup`, `trap '' HUP`) stays ignored: the run goes on.
    @Test func anIgnoredSignalStaysIgnored() throws {
        let result = try Self.run(signal: "HUP", ignoredFirst: true, lines: 300)
        #expect(result.stdout.hasPrefix("status 0\n"), "\(result.stdout)")
        #expect(result.stdout.contains("bytes "), "\(result.stdout)")
    }
}
