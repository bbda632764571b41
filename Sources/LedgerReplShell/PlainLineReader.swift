#if canImport(Glibc)
    import Glibc
#endif

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
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var isFirstLine = true
    private var bytes: [UInt8]?

    /// Reads from `fd`; when `showsPrompt` is set (a dumb terminal) the prompt is written to stdout first.
    public init(fd: Int32, showsPrompt: Bool = false, bufferSize: Int = 256 * 1024) {
        self.fd = fd
        self.echoPrompt = showsPrompt
        self.buffer = [UInt8](repeating: 0, count: bufferSize)
    }

    /// Reads the lines of `text` (for `-c`), one per `;` or newline.
    public init(text: String) {
        self.fd = -1
        self.echoPrompt = false
        var bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: ";") { bytes[index] = UInt8(ascii: "\n") }
        self.buffer = bytes
        self.end = bytes.count
        self.atEnd = true
    }

    public var hasBufferedLine: Bool {
        atEnd || nextNewline() != nil
    }

    /// The index of the next `\n` in the unread bytes, if there is one.
    private func nextNewline() -> Int? {
        guard end > start else { return nil }
        return buffer.withUnsafeBufferPointer { pointer -> Int? in
            guard let base = pointer.baseAddress, let found = memchr(base + start, 0x0A, end - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    public func readLine(prompt: String) -> LineInput {
        if echoPrompt {
            writeAll(1, Array(prompt.utf8))
        }
        var skipped = 0  // bytes of an over-long line thrown away so far
        while true {
            if let newline = nextNewline() {
                let lineEnd = newline
                defer { start = newline + 1 }
                if skipped > 0 { return .tooLong(skipped + lineEnd - start) }
                return .line(decode(start, lineEnd))
            }
            if atEnd {
                guard start < end || skipped > 0 else { return .end }
                defer { start = end }
                if skipped > 0 { return .tooLong(skipped + end - start) }
                return .line(decode(start, end))
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
    private func fill() -> LineInput? {
        if start > 0 {
            let count = end - start
            if count > 0 {
                buffer.withUnsafeMutableBufferPointer { pointer in
                    guard let base = pointer.baseAddress else { return }
                    memmove(base, base + start, count)
                }
            }
            start = 0
            end = count
        }
        if end == buffer.count { buffer.append(contentsOf: [UInt8](repeating: 0, count: buffer.count)) }
        while true {
            let count = buffer.withUnsafeMutableBufferPointer { pointer in
                read(fd, pointer.baseAddress! + end, pointer.count - end)
            }
            if count > 0 {
                end += count
                return nil
            }
            if count == 0 {
                atEnd = true
                return nil
            }
            if errno == EINTR { continue }
            atEnd = true
            let reason = String(cString: strerror(errno))
            return .failure(reason)
        }
    }

    private func decode(_ from: Int, _ to: Int) -> String {
        var lower = from
        var upper = to
        if upper > lower, buffer[upper - 1] == UInt8(ascii: "\r") { upper -= 1 }
        if isFirstLine {
            isFirstLine = false
            if upper - lower >= 3, buffer[lower] == 0xEF, buffer[lower + 1] == 0xBB, buffer[lower + 2] == 0xBF {
                lower += 3
            }
        }
        return String(decoding: buffer[lower..<upper], as: UTF8.self)
    }
}
