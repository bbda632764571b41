#if canImport(Glibc)
    import Glibc
#endif

import LedgerJournalCore

/// Buffered output to a file descriptor, written in large blocks.
///
/// A write error is remembered, not thrown: `EPIPE` (the reader went away, as with `| head -1`) makes
/// the program stop quietly; any other error (`/dev/full`) is reported as `write error` and exit 1.
public final class OutputWriter {
    /// Why writing stopped.
    public enum Failure: Equatable, Sendable {
        /// The reading end of the pipe closed.
        case brokenPipe
        /// Another error, as the system gave it.
        case error(FileProblem)
    }

    private let fd: Int32
    // Appended to once or twice a line, and the limit read each time; the writer is used from one
    // thread and `append`'s body never reaches back into the writer, so the run-time checks for
    // overlapping accesses are left out.
    @exclusivity(unchecked) private var pending: [UInt8] = []
    /// How many bytes may wait before the writer flushes by itself (0: write every line at once).
    @exclusivity(unchecked) public var limit: Int
    /// The first write failure, if any; later writes are dropped.
    public private(set) var failure: Failure?

    /// Writes to `fd`, flushing by itself whenever `limit` bytes are pending.
    public init(fd: Int32, limit: Int = 64 * 1024) {
        self.fd = fd
        self.limit = limit
        pending.reserveCapacity(limit + 4096)
    }

    /// Appends `text` and a newline.
    public func line(_ text: String) {
        pending.append(contentsOf: text.utf8)
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= limit { flush() }
    }

    /// Lets `body` append bytes to the pending output directly (no intermediate copies).
    public func append(_ body: (inout [UInt8]) -> Void) {
        body(&pending)
        if pending.count >= limit { flush() }
    }

    /// Appends `text` as it is.
    public func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= limit { flush() }
    }

    /// Writes out everything pending.
    public func flush() {
        defer { pending.removeAll(keepingCapacity: true) }
        guard failure == nil, !pending.isEmpty else { return }
        if let error = writeAll(fd, pending) {
            failure = error == EPIPE ? .brokenPipe : .error(SystemEnvironment.problem(errno: error))
        }
    }
}

/// Writes all of `bytes` to `fd`, retrying after interruptions; returns `errno` on failure.
@discardableResult
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBufferPointer { pointer in
            Glibc.write(fd, pointer.baseAddress! + offset, pointer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}
