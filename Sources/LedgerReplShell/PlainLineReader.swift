#if canImport(Glibc)
    import Glibc
#endif

import LedgerJournalCore

/// Reads lines from a file descriptor through a large buffer, with no editing: for pipes, files, `-c`
/// text and dumb terminals.
///
/// Lines end at `\n`; a `\r` before it, a missing final newline and a UTF-8 byte-order mark on the first
/// line are all fine. Invalid UTF-8 becomes U+FFFD, never a crash. A line longer than `maximumLineLength`
/// is skipped whole and reported once, in bounded memory.
public final class PlainLineReader: LineReader {
    /// The longest line, in bytes, that is read as a command.
    public static let maximumLineLength = 64 * 1024

    private let fd: Int32
    private let echoPrompt: Bool
    /// The read buffer: owned memory rather than an array, so a line handed out by `readLineBytes` stays
    /// where it is until the next read.
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var isFirstLine = true
    private var bytes: [UInt8]?

    /// Reads from `fd`; when `showsPrompt` is set (a dumb terminal) the prompt is written to stdout first.
    public init(fd: Int32, showsPrompt: Bool = false, bufferSize: Int = 256 * 1024) {
        self.fd = fd
        self.echoPrompt = showsPrompt
        self.buffer = Self.allocate(max(bufferSize, 1), copying: [])
    }

    /// Reads the lines of `text` (for `-c`), one per `;` or newline.
    public init(text: String) {
        self.fd = -1
        self.echoPrompt = false
        // One line per command, without the spaces around it (`open; >` is `open` and `>`).
        var bytes: [UInt8] = []
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        for (index, command) in text.utf8.split(
            separator: UInt8(ascii: ";"), omittingEmptySubsequences: false
        ).flatMap({ $0.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) }).enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            bytes += command.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        }
        self.buffer = Self.allocate(max(bytes.count, 1), copying: bytes)
        self.end = bytes.count
        self.atEnd = true
    }

    deinit { buffer.deallocate() }

    /// A buffer of `capacity` bytes starting with a copy of `bytes`. The rest is left as it comes (bytes
    /// need no initialising, and only what `read` wrote is ever looked at), so a large buffer costs
    /// nothing until it is used.
    private static func allocate(_ capacity: Int, copying bytes: some Collection<UInt8>) -> UnsafeMutableBufferPointer<
        UInt8
    > {
        let fresh = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        _ = fresh.initialize(fromContentsOf: bytes)
        return fresh
    }

    public var hasBufferedLine: Bool {
        atEnd || nextNewline() != nil
    }

    /// The index of the next `\n` in the unread bytes, if there is one.
    private func nextNewline() -> Int? {
        guard end > start, let base = buffer.baseAddress, let found = memchr(base + start, 0x0A, end - start) else {
            return nil
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    public func readLine(prompt: String) -> LineInput {
        if echoPrompt {
            writeAll(1, Array(prompt.utf8))
        }
        switch readLineBytes() {
        case .line(let bytes): return .line(String(decoding: bytes, as: UTF8.self))
        case .tooLong(let length): return .tooLong(length)
        case .failure(let reason): return .failure(reason)
        case .end: return .end
        }
    }

    /// What reading one line as bytes gave.
    public enum LineBytes {
        /// A whole line's bytes, in the reader's buffer: valid only until the next read. Without its
        /// line ending, a `\r` before that, or a byte-order mark at the start of the first line, so
        /// `String(decoding:as: UTF8.self)` of them is exactly the line `readLine` would return.
        case line(UnsafeRawBufferPointer)
        /// A line longer than `maximumLineLength`, skipped; carries its length in bytes.
        case tooLong(Int)
        /// The input could not be read, for this reason.
        case failure(FileProblem)
        /// End of input.
        case end
    }

    /// Reads the next line without decoding it (and without a prompt): a script's lines can be looked up
    /// by their bytes, and most never need to become a `String`.
    public func readLineBytes() -> LineBytes {
        var skipped = 0  // bytes of an over-long line thrown away so far
        while true {
            if let newline = nextNewline() {
                let lineEnd = newline
                defer { start = newline + 1 }
                if skipped > 0 { return .tooLong(skipped + lineEnd - start) }
                return .line(trimmed(start, lineEnd))
            }
            if atEnd {
                guard start < end || skipped > 0 else { return .end }
                defer { start = end }
                if skipped > 0 { return .tooLong(skipped + end - start) }
                return .line(trimmed(start, end))
            }
            if end - start >= Self.maximumLineLength {
                skipped += end - start
                start = 0
                end = 0
            }
            if let failure = fill() { return failure }
        }
    }

    /// Reads more bytes into the buffer; returns a failure to report, if any.
    private func fill() -> LineBytes? {
        guard let base = buffer.baseAddress else { return nil }
        if start > 0 {
            let count = end - start
            if count > 0 { memmove(base, base + start, count) }
            start = 0
            end = count
        }
        if end == buffer.count {
            let old = buffer
            buffer = Self.allocate(2 * old.count, copying: old)
            old.deallocate()
        }
        guard let free = buffer.baseAddress.map({ $0 + end }) else { return nil }
        while true {
            let count = read(fd, free, buffer.count - end)
            if count > 0 {
                end += count
                return nil
            }
            if count == 0 {
                atEnd = true
                return nil
            }
            if errno == EINTR {
                // A batch run asked to end: no more lines, and no partial one (it stays unread).
                if TerminationSignals.received != nil { return .end }
                continue
            }
            atEnd = true
            let reason = SystemEnvironment.problem(errno: errno)
            return .failure(reason)
        }
    }

    /// The bytes from `from` to `to` without a final `\r`, or a byte-order mark on the first line.
    private func trimmed(_ from: Int, _ to: Int) -> UnsafeRawBufferPointer {
        var lower = from
        var upper = to
        if upper > lower, buffer[upper - 1] == UInt8(ascii: "\r") { upper -= 1 }
        if isFirstLine {
            isFirstLine = false
            if upper - lower >= 3, buffer[lower] == 0xEF, buffer[lower + 1] == 0xBB, buffer[lower + 2] == 0xBF {
                lower += 3
            }
        }
        return UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[lower..<upper]))
    }
}
