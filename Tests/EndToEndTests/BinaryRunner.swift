import Foundation

/// Runs the built `ledger-repl` binary as a user would, with an explicit environment.
enum BinaryRunner {
    struct Result: Equatable {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// The binary beside the test bundle (`.build/<config>/ledger-repl`), or `LEDGER_REPL_BINARY`.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["LEDGER_REPL_BINARY"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("ledger-repl")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../.build/debug/ledger-repl")
    }()

    /// The environment every run starts from: no locale, no colour wishes, no history file.
    static let baseEnvironment = [
        "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no,interactive=no", "TZ": "UTC",
        "HOME": "/nonexistent", "LEDGER_REPL_HISTORY": "",
    ]

    /// Runs `script` with bash, stderr folded into stdout and `status N` (the exit status) appended unless
    /// the script prints its own; for pipelines and redirections a `Process` cannot express.
    static func shell(_ script: String, stdin: Data = Data()) throws -> Result {
        let wrapped = script.contains("status") ? script : script + "; echo \"status $?\""
        return try run(
            ["-c", "{ " + wrapped + "; } 2>&1"], stdin: stdin, executable: URL(fileURLWithPath: "/bin/bash"))
    }

    static func run(
        _ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:], stdout: String? = nil,
        executable: URL = binary
    ) throws -> Result {
        // Files, not pipes, so a transcript of any size can never deadlock on a full pipe.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-repl-e2e-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
        try stdin.write(to: paths[0])
        try Data().write(to: paths[1])
        try Data().write(to: paths[2])
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var passed = baseEnvironment
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS"] { passed[name] = ProcessInfo.processInfo.environment[name] }
        process.environment = passed.merging(environment) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: paths[0])
        process.standardOutput = try FileHandle(forWritingTo: stdout.map { URL(fileURLWithPath: $0) } ?? paths[1])
        process.standardError = try FileHandle(forWritingTo: paths[2])
        try process.run()
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: try Data(contentsOf: paths[1]), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self),
            status: process.terminationStatus)
    }
}
