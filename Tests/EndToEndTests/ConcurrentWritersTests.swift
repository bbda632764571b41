import Foundation
import Testing

/// Several `ledger-repl --yes` recording into one journal at once, as a household's scripts might: every
/// entry is recorded, none twice, none refused, and hledger reads the result with every entry. (Before the stamps came from the descriptor read, before
/// reading, an append landing while another writer read the file went unnoticed, and about one entry in
/// a hundred was refused as "would read the entry differently".)
@Suite struct ConcurrentWritersTests {
    static let writers = 8
    static let entries = 12

    /// A journal of 500 entries, so that reading it takes long enough for the others to append.
    static let journal: String = {
        var text = "decimal-mark .\n\n"
        for index in 0..<500 {
            text += "2026-\(pad(1 + index % 11))-\(pad(1 + index % 28)) 가게\(index)\n    지출:식비  \(1000 + index)원\n"
            text += "    자산:현금\n\n"
        }
        return text
    }()

    static func pad(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    @Test(.timeLimit(.minutes(2))) func eightWritersRecordEveryEntryWithNoSpuriousRefusal() throws {
        let folder = try RecordingTests.Folder()
        let path = try folder.file("household.journal", Self.journal)
        var script = "cd \(folder.url.path)\n"
        for writer in 1...Self.writers {
            let commands = (1...Self.entries).map { "add 새가게\(writer)-\($0) \(writer * 100 + $0)원 지출:식비 자산:현금" }
            script +=
                "'\(BinaryRunner.binary.path)' --today 2026-12-01 -f household.journal --yes -c '"
                + commands.joined(separator: "; ") + "' > out.\(writer) 2> err.\(writer) &\n"
        }
        script += "failed=0; for job in $(jobs -p); do wait $job || failed=$((failed + 1)); done\n"
        script +=
            "echo \"failed $failed\"; for writer in \(Array(1...Self.writers).map(String.init).joined(separator: " ")); do "
        script +=
            "echo \"== err.$writer\"; cat err.$writer; echo \"== out.$writer\"; cat out.$writer; done; echo \"== status\""
        let result = try BinaryRunner.shell(script)
        #expect(result.stdout.hasPrefix("failed 0\n"), "every writer exits 0: \(result.stdout)")
        // Nothing on any writer's stderr, and every line of its stdout says an entry was recorded.
        let reports = result.stdout.components(separatedBy: "== ").dropFirst()
        #expect(reports.count == 2 * Self.writers + 1)
        for report in reports where report != "status\n" {
            let lines = report.split(separator: "\n").dropFirst()
            if report.hasPrefix("err.") {
                #expect(lines.isEmpty, "no refusal or warning: \(report)")
            } else {
                #expect(lines.count(where: { $0.hasPrefix("Recorded in ") }) == Self.entries, "\(report)")
                #expect(!report.contains("not recorded"), "\(report)")
            }
        }
        let written = String(decoding: try folder.bytes(path), as: UTF8.self)
        #expect(written.hasPrefix(Self.journal), "no byte of the journal changed")
        for writer in 1...Self.writers {
            for entry in 1...Self.entries {
                let header = "2026-12-01 새가게\(writer)-\(entry)\n"
                #expect(written.components(separatedBy: header).count == 2, "\(header) once")
            }
        }
        // The journal loads, with every entry in it.
        let check = try BinaryRunner.run(["--today", "2026-12-01", "-f", path, "-c", "entries 2026-12"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasPrefix("There are \(Self.writers * Self.entries) entries in December 2026."))
        // And hledger reads it: `check` passes, and `print` has every entry, each once.
        let hledger = try BinaryRunner.shell(
            "export LANG=C.UTF-8; /usr/bin/hledger -f '\(path)' check && "
                + "/usr/bin/hledger -f '\(path)' print date:2026-12 | grep -c '^2026-12-01 '; echo \"status $?\""
        )
        #expect(hledger.stdout == "\(Self.writers * Self.entries)\nstatus 0\n", "\(hledger.stdout)")
        let printed = try BinaryRunner.shell("LANG=C.UTF-8 /usr/bin/hledger -f '\(path)' print | grep -c '^2026-'")
        #expect(printed.stdout == "\(500 + Self.writers * Self.entries)\nstatus 0\n", "\(printed.stdout)")
    }
}
