import Foundation
import Testing

/// Golden files for anything drawn: `Snapshots/NAME.txt` beside this file holds the expected text.
///
/// Set `RECORD_SNAPSHOTS=1` to write the current output as the new golden (then review the diff).
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func assertMatches(_ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        let text = lines.joined(separator: "\n") + "\n"
        let file = folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try? text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing golden \(file.path); run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        if expected != text {
            Issue.record(
                "\(name) differs from its golden:\n--- expected\n\(expected)--- actual\n\(text)",
                sourceLocation: sourceLocation)
        }
    }
}
