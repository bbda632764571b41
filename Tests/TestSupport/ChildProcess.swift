import Foundation

/// A program a test runs to its end (hledger, groff), with what it wrote caught in files rather than
/// pipes.
///
/// Foundation reads a pipe with `try!`: a read that a signal interrupts (`EINTR`, as when a child of
/// another test ends meanwhile) stops the whole test process. A file read after the child has exited is
/// never interrupted that way.
public struct ChildProcess: Sendable {
    /// What the program wrote, and how it ended.
    public struct Result: Sendable {
        /// Its standard output.
        public let output: Data
        /// Its standard error.
        public let errors: Data
        /// Its exit status.
        public let status: Int32
    }

    /// Runs `executable` with `arguments` (and `environment`, when given, as its whole environment)
    /// with nothing on standard input, to its end.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil)
        throws -> Result
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-repl-child-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (output, errors) = (folder.appendingPathComponent("out"), folder.appendingPathComponent("err"))
        try Data().write(to: output)
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return Result(
            output: try Data(contentsOf: output), errors: try Data(contentsOf: errors),
            status: process.terminationStatus)
    }
}
