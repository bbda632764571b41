import Foundation
import Testing

/// End-to-end transcripts: `Transcripts/NAME.in` is piped into the binary run with the arguments in
/// `NAME.args` (one per line); stdout, stderr and the exit status must equal `NAME.out`, `NAME.err` and
/// `NAME.status`. `RECORD_SNAPSHOTS=1` rewrites the expected files from the current behaviour.
@Suite struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".args") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test(arguments: names)
    func matchesItsTranscript(name: String) throws {
        func file(_ suffix: String) -> URL { Self.folder.appendingPathComponent(name + suffix) }
        let arguments = try String(contentsOf: file(".args"), encoding: .utf8).split(separator: "\n").map(String.init)
        let stdin = (try? Data(contentsOf: file(".in"))) ?? Data()
        let result = try BinaryRunner.run(arguments, stdin: stdin)
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
