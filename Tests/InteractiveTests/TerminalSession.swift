import CPseudoTerminal
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Something a terminal session did not do in time, or could not start.
struct TerminalSessionError: Error, CustomStringConvertible {
    var description: String
}

/// The built `ledger-repl`: `$LEDGER_REPL_BINARY`, else the one next to this test bundle (SwiftPM puts
/// both in the same `.build/<triple>/debug` directory).
func ledgerReplBinary() throws -> String {
    if let path = getenv("LEDGER_REPL_BINARY") { return String(cString: path) }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { throw TerminalSessionError(description: "cannot find the test executable") }
    let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var directory = executable
    while let last = directory.last, last != "/" { directory.removeLast() }
    let binary = directory + "ledger-repl"
    guard access(binary, X_OK) == 0 else {
        throw TerminalSessionError(description: "no ledger-repl next to \(executable); set LEDGER_REPL_BINARY")
    }
    return binary
}

/// The environment every child gets, and nothing else: a private HOME and state directory, a known
/// terminal and locale, and crashes that fail fast. Sanitizer options pass through, so a run under
/// `scripts/test --asan` checks the child the same way.
func childEnvironment(home: String, _ extra: [String: String] = [:]) -> [String: String] {
    var environment = [
        "HOME": home, "XDG_STATE_HOME": home + "/state", "TERM": "xterm-256color", "LANG": "C.UTF-8",
        "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no",
    ]
    for name in ["ASAN_OPTIONS", "LSAN_OPTIONS"] {
        if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    for (name, value) in extra { environment[name] = value }
    return environment
}

/// `ledger-repl` running on a pseudo-terminal of its own, as a person would start it: a new session
/// whose controlling terminal is the pty, so Ctrl-C and Ctrl-Z raise signals.
final class TerminalSession {
    let primary: Int32
    let pid: pid_t
    private var bytes: [UInt8] = []
    private var mark = 0
    private var exitStatus: Int32?

    /// Starts the binary with `arguments` and exactly `environment` on a terminal of `columns` × `rows`,
    /// in `directory` when one is given.
    init(
        arguments: [String] = ["--today", "2026-11-29"], environment: [String: String], columns: UInt16 = 100,
        rows: UInt16 = 40, directory: String? = nil
    ) throws {
        var name = [CChar](repeating: 0, count: 128)
        primary = cpty_open(&name, name.count, rows, columns)
        guard primary >= 0 else { throw TerminalSessionError(description: "cannot open a pty: errno \(errno)") }
        let secondary = String(cString: name)
        pid = try spawn(
            try ledgerReplBinary(), arguments: arguments, environment: environment, setsid: true
        ) { actions in
            posix_spawn_file_actions_addopen(&actions, 0, secondary, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
            if let directory { _ = withUnsafeMutablePointer(to: &actions) { cpty_add_chdir($0, directory) } }
        }
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(primary)
    }

    /// Everything shown so far, with escape sequences, carriage returns and backspaces removed.
    var screenText: String { Self.plain(bytes[...]) }

    /// What was shown since the last `expect` or `skipOutput`.
    var recentText: String { Self.plain(bytes[mark...]) }

    /// The raw bytes shown so far.
    var rawOutput: [UInt8] { bytes }

    /// Changes the terminal's size, as a person resizing the window does (the program gets SIGWINCH).
    func resize(columns: UInt16, rows: UInt16 = 40) throws {
        guard cpty_resize(primary, rows, columns) == 0 else {
            throw TerminalSessionError(description: "cannot resize the pty: errno \(errno)")
        }
    }

    /// Writes `text` as typed keys, in one write.
    func type(_ text: String) {
        let data = Array(text.utf8)
        _ = data.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Waits until `text` shows after the mark, then moves the mark past it.
    @discardableResult
    func expect(_ text: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> String
    {
        let deadline = Self.now() + timeout
        while true {
            let (shown, sources) = Self.plainBytes(bytes[mark...])
            if let end = Self.end(of: Array(text.utf8), in: shown) {
                mark = sources[end - 1] + 1
                return String(decoding: shown[..<end], as: UTF8.self)
            }
            guard Self.now() < deadline, readMore(until: deadline) else {
                let seen = String(decoding: shown.suffix(800), as: UTF8.self)
                throw TerminalSessionError(
                    description: "timed out waiting for \(text.debugDescription); saw: \(seen.debugDescription)")
            }
        }
    }

    /// Waits for `prompt` and for the terminal to be in raw mode, so typed keys reach the editor.
    func waitForPrompt(_ prompt: String = "2026-11> ", timeout: Double = 10) throws {
        try expect(prompt, timeout: timeout)
        try waitForRawMode(timeout: timeout)
    }

    /// Waits until the terminal leaves canonical mode (libedit is reading keys).
    func waitForRawMode(timeout: Double = 10) throws {
        let deadline = Self.now() + timeout
        while cpty_is_canonical(primary) != 0 {
            guard Self.now() < deadline else {
                throw TerminalSessionError(description: "the terminal never left cooked mode")
            }
            _ = readMore(until: Self.now() + 0.01)
        }
    }

    /// Moves the mark to the end of what was shown, reading what is pending for `settle` seconds.
    func skipOutput(settle: Double = 0) {
        if settle > 0 {
            let deadline = Self.now() + settle
            while Self.now() < deadline, readMore(until: deadline) {}
        }
        mark = bytes.count
    }

    /// Waits for the program to exit and returns its exit status (128 + N for signal N).
    func waitForExit(timeout: Double = 10) throws -> Int32 {
        if let exitStatus { return exitStatus }
        let deadline = Self.now() + timeout
        while true {
            _ = readMore(until: Self.now() + 0.02)
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                let signal = status & 0x7F
                let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
                exitStatus = code
                while readMore(until: Self.now() + 0.05) {}
                return code
            }
            guard Self.now() < deadline else { throw TerminalSessionError(description: "the program did not exit") }
        }
    }

    /// Reads what the program wrote, waiting at most until `deadline`; `false` when nothing came.
    @discardableResult
    private func readMore(until deadline: Double) -> Bool {
        let milliseconds = Int32(max(0, min(1000, (deadline - Self.now()) * 1000)))
        var request = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(primary, &buffer, buffer.count)
        guard count > 0 else {
            usleep(10_000)  // EIO once the program has gone
            return false
        }
        bytes += buffer[0..<count]
        return true
    }

    /// Where the first `needle` in `haystack` ends, if there is one.
    static func end(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty ? 0 : nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `bytes` as text without CSI/OSC/other escape sequences, `\r` and backspaces.
    static func plain(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: plainBytes(bytes).text, as: UTF8.self)
    }

    /// The bytes `plain` keeps, each with its index in `bytes`.
    static func plainBytes(_ bytes: ArraySlice<UInt8>) -> (text: [UInt8], sources: [Int]) {
        var out: [UInt8] = []
        var sources: [Int] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < bytes.endIndex else { break }
                let kind = bytes[index]
                index += 1
                if kind == UInt8(ascii: "[") {
                    while index < bytes.endIndex, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                    index += 1
                } else if kind == UInt8(ascii: "]") {
                    while index < bytes.endIndex, bytes[index] != 0x07, bytes[index] != 0x1B { index += 1 }
                    index += 1
                }
            case 0x0D, 0x08, 0x07:
                break
            default:
                out.append(byte)
                sources.append(index - 1)
            }
        }
        return (out, sources)
    }
}

/// Starts `path` with posix_spawn: signals reset to their defaults and unblocked (a test runner may
/// start us with some ignored), optionally in a new session, with `fileActions` setting up fds 0–2.
func spawn(
    _ path: String, arguments: [String], environment: [String: String], setsid: Bool,
    fileActions: (inout posix_spawn_file_actions_t) -> Void
) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    fileActions(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    let setsidFlag: Int32 = 0x80  // POSIX_SPAWN_SETSID in glibc
    let flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | (setsid ? setsidFlag : 0)
    posix_spawnattr_setflags(&attributes, Int16(flags))
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        for pointer in argv { free(pointer) }
        for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else { throw TerminalSessionError(description: "posix_spawn failed: \(result)") }
    return pid
}
