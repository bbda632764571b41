import LedgerJournalCore
import LedgerReplCore

#if canImport(Glibc)
    import Glibc
#endif

/// Why the history file could not be read or written; `description` is the one line shown on stderr.
public struct HistoryFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong with the file.
    public typealias Problem = HistoryFileProblem

    /// The file concerned.
    public var path: String
    /// What went wrong.
    public var problem: Problem

    /// `history file "…": reason`, with control characters in the path made visible.
    public var description: String { description(in: .english) }

    /// The line shown on stderr in `language`, saying the session goes on without the file.
    public func description(in language: Language) -> String {
        Messages(language: language).historyFileUnusable(path, reason: problem)
    }
}

/// The persistent history: one entry per line, appended as each line is accepted, so a crash loses
/// nothing and several sessions at once all keep their lines.
///
/// Entries are escaped (`\\`, `\n`, `\r`) so one entry is always one line. The file is opened without
/// following a symbolic link and without blocking on a FIFO, must be a regular file, is created with mode
/// 0600, and only its newest `maximumReadBytes` are read. When it holds more than twice `capacity`
/// entries it is rewritten to the newest `capacity` through a temporary file and a rename, under an
/// exclusive `flock`; appenders take a shared lock and check they still write to the current file.
public struct HistoryFile: Sendable {
    /// The default number of entries kept.
    public static let defaultCapacity = 1000
    /// At most this many bytes, the newest, are read from the file.
    public static let maximumReadBytes = 4 * 1024 * 1024

    /// Where the file is.
    public let path: String
    /// How many entries are kept after a trim.
    public let capacity: Int

    /// A history file at `path` that keeps the newest `capacity` entries.
    public init(path: String, capacity: Int = HistoryFile.defaultCapacity) {
        self.path = path
        self.capacity = max(1, capacity)
    }

    /// Where the history lives, from the environment: `LEDGER_REPL_HISTORY` (empty disables it), else
    /// `$XDG_STATE_HOME/ledger-repl/history`, else `$HOME/.local/state/ledger-repl/history`. `nil` means no
    /// history file (also with `--no-history`, or with no usable home).
    public static func location(noHistory: Bool, variable: (String) -> String?) -> String? {
        if noHistory { return nil }
        if let explicit = variable("LEDGER_REPL_HISTORY") { return explicit.isEmpty ? nil : explicit }
        if let state = variable("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state + "/ledger-repl/history"
        }
        guard let home = variable("HOME"), home.hasPrefix("/") else { return nil }
        return (home == "/" ? "" : home) + "/.local/state/ledger-repl/history"
    }

    /// The capacity `LEDGER_REPL_HISTORY_SIZE` asks for (1…100000), else the default.
    public static func capacity(from text: String?) -> Int {
        guard let text, text.count <= 6, let value = Int(text), (1...100_000).contains(value) else {
            return defaultCapacity
        }
        return value
    }

    // MARK: - Format

    /// `entry` as one line of the file, without the newline.
    public static func encode(_ entry: String) -> String {
        var out = ""
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The entry a line of the file holds, or `nil` when the line is not one this program writes
    /// (an unknown escape, a NUL).
    public static func decode(_ line: Substring) -> String? {
        var out = String.UnicodeScalarView()
        var escaped = false
        for scalar in line.unicodeScalars {
            if scalar == "\0" { return nil }
            if escaped {
                switch scalar {
                case "\\": out.append("\\")
                case "n": out.append("\n")
                case "r": out.append("\r")
                default: return nil
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                out.append(scalar)
            }
        }
        return escaped ? nil : String(out)
    }

    /// The entries in the bytes of a history file, oldest first. When `truncated` is set the bytes
    /// start inside the file, so the first (partial) line is dropped, before the rest is checked to be
    /// UTF-8: the cut may fall inside a character.
    public static func entries(in bytes: [UInt8], truncated: Bool) throws(HistoryFileError) -> [String] {
        var whole = bytes[...]
        if truncated { whole = whole.firstIndex(of: 0x0A).map { whole[($0 + 1)...] } ?? [] }
        guard let text = String(validating: whole, as: UTF8.self) else {
            throw HistoryFileError(path: "", problem: .notUTF8)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        var out: [String] = []
        out.reserveCapacity(lines.count)
        for (number, line) in lines.enumerated() {
            guard let entry = decode(line) else {
                throw HistoryFileError(path: "", problem: .notAnEntry(line: number + 1))
            }
            if !entry.isEmpty { out.append(entry) }
        }
        return out
    }

    // MARK: - Reading and writing

    /// Reads the entries, oldest first; a missing file is an empty history. Trims the file when it holds
    /// more than twice the capacity. Throws when the file exists but cannot be read or is not one this
    /// program wrote; then it must not be written either.
    public func load() throws(HistoryFileError) -> [String] {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 {
            if errno == ENOENT { return [] }
            throw failure(errno == ELOOP ? .symbolicLink : Self.describe(errno))
        }
        defer { close(fd) }
        let entries = try read(fd)
        if entries.count > 2 * capacity { try? trim() }
        return Array(entries.suffix(capacity))
    }

    /// Appends `entry` as one line with a single `write`, creating the file (mode 0600) when missing.
    public func append(_ entry: String) throws(HistoryFileError) {
        let line = Array((Self.encode(entry) + "\n").utf8)
        for _ in 0..<5 {
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
            if fd < 0 { throw failure(errno == ELOOP ? .symbolicLink : Self.describe(errno)) }
            defer { close(fd) }
            try requireRegularFile(fd)
            let locked = lock(fd, LOCK_SH)
            // A trim may have renamed a new file into place while we waited: write to that one instead.
            if locked, !isCurrentFile(fd) { continue }
            let written = line.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if locked { flock(fd, LOCK_UN) }
            guard written == line.count else {
                throw failure(written < 0 ? Self.describe(errno) : .shortWrite)
            }
            return
        }
        throw failure(.keepsBeingReplaced)
    }

    /// Rewrites the file to its newest `capacity` entries through a temporary file and a rename, under
    /// an exclusive lock so no concurrent append is lost.
    public func trim() throws(HistoryFileError) {
        let fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { throw failure(Self.describe(errno)) }
        defer { close(fd) }
        guard lock(fd, LOCK_EX) else { return }  // someone else is trimming; they will do it
        defer { flock(fd, LOCK_UN) }
        guard isCurrentFile(fd) else { return }
        let entries = try read(fd)
        guard entries.count > capacity else { return }
        var bytes: [UInt8] = []
        for entry in entries.suffix(capacity) { bytes += Array((Self.encode(entry) + "\n").utf8) }
        let temporary = path + ".tmp.\(getpid())"
        let out = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if out < 0 { throw failure(.cannotTrim(Self.describe(errno))) }
        let written = bytes.withUnsafeBytes { Glibc.write(out, $0.baseAddress, $0.count) }
        let synced = fsync(out) == 0
        close(out)
        guard written == bytes.count, synced, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw failure(.cannotTrim(Self.describe(errno)))
        }
    }

    /// Creates the directories of a default location (`…/ledger-repl` and the missing ones above it)
    /// with mode 0700.
    public static func createDirectories(for path: String) {
        var prefix = ""
        let parts = path.split(separator: "/").dropLast()
        for part in parts {
            prefix += "/" + part
            mkdir(prefix, 0o700)
        }
    }

    private func read(_ fd: Int32) throws(HistoryFileError) -> [String] {
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw failure(Self.describe(errno)) }
        try requireSafe(status)
        let size = Int(status.st_size)
        let start = max(0, size - Self.maximumReadBytes)
        var bytes = [UInt8](repeating: 0, count: size - start)
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { pointer in
                pread(fd, pointer.baseAddress.map { $0 + done }, pointer.count - done, off_t(start + done))
            }
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw failure(Self.describe(errno)) }
            if count == 0 { break }
            done += count
        }
        bytes.removeSubrange(done...)
        do {
            return try Self.entries(in: bytes, truncated: start > 0)
        } catch {
            throw failure(error.problem)
        }
    }

    private func requireRegularFile(_ fd: Int32) throws(HistoryFileError) {
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw failure(Self.describe(errno)) }
        try requireSafe(status)
    }

    /// Refuses a file that is not a regular file, belongs to another user or that others may write, as
    /// bash and sqlite3 keep to their own history: lines planted in it would be offered to be run again.
    private func requireSafe(_ status: stat) throws(HistoryFileError) {
        guard status.st_mode & S_IFMT == S_IFREG else { throw failure(.notRegularFile) }
        guard status.st_uid == geteuid() else { throw failure(.notOwned(owner: status.st_uid)) }
        guard status.st_mode & 0o022 == 0 else { throw failure(.writableByOthers(mode: status.st_mode & 0o7777)) }
    }

    /// Whether `fd` is still the file at `path` (a trim renames a new one into place).
    private func isCurrentFile(_ fd: Int32) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(fd, &open) == 0, lstat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// Takes `flock(operation)`, waiting at most about a second; `false` if it could not.
    private func lock(_ fd: Int32, _ operation: Int32) -> Bool {
        for _ in 0..<100 {
            if flock(fd, operation | LOCK_NB) == 0 { return true }
            if errno != EWOULDBLOCK && errno != EINTR { return false }
            usleep(10_000)
        }
        return false
    }

    private func failure(_ problem: HistoryFileError.Problem) -> HistoryFileError {
        HistoryFileError(path: path, problem: problem)
    }

    private static func describe(_ code: Int32) -> HistoryFileError.Problem {
        .system(code: code, description: strerror(code).map { String(cString: $0) } ?? "")
    }
}
