import Foundation
import Testing

/// End-to-end transcripts: `Transcripts/NAME.in` is piped into the binary run with the arguments in
/// `NAME.args` (one per line); stdout, stderr and the exit status must equal `NAME.out`, `NAME.err` and
/// `NAME.status`. `RECORD_SNAPSHOTS=1` rewrites the expected files from the current behaviour.
/// Output that names the folder (a journal's path) shows it as `$TRANSCRIPTS`.
@Suite struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Transcripts")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".args") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test(arguments: names)
    func matchesItsTranscript(name: String) throws {
        func file(_ suffix: String) -> URL { Self.folder.appendingPathComponent(name + suffix) }
        // `$TRANSCRIPTS` in an argument stands for this folder, so transcripts can name fixture journals.
        let arguments = try String(contentsOf: file(".args"), encoding: .utf8).split(separator: "\n")
            .map { $0.replacingOccurrences(of: "$TRANSCRIPTS", with: Self.folder.path) }
        let stdin = (try? Data(contentsOf: file(".in"))) ?? Data()
        var result = try BinaryRunner.run(arguments, stdin: stdin)
        result.stdout = result.stdout.replacingOccurrences(of: Self.folder.path, with: "$TRANSCRIPTS")
        result.stderr = result.stderr.replacingOccurrences(of: Self.folder.path, with: "$TRANSCRIPTS")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try result.stdout.write(to: file(".out"), atomically: true, encoding: .utf8)
            try result.stderr.write(to: file(".err"), atomically: true, encoding: .utf8)
            try "\(result.status)\n".write(to: file(".status"), atomically: true, encoding: .utf8)
            return
        }
        #expect(result.stdout == (try String(contentsOf: file(".out"), encoding: .utf8)), "stdout of \(name)")
        #expect(result.stderr == (try String(contentsOf: file(".err"), encoding: .utf8)), "stderr of \(name)")
        #expect("\(result.status)\n" == (try String(contentsOf: file(".status"), encoding: .utf8)), "status of \(name)")
    }
}
