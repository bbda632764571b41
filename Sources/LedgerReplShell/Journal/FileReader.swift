import Glibc
import LedgerJournalCore

/// Reads whole journal files safely: bounded in size, never blocking on a FIFO, with a clear message
/// for directories, devices and unreadable files.
enum FileReader {
    /// The largest journal file read (the pure parser addresses bytes with 32-bit offsets).
    static let maximumSize = 1 << 30

    /// The bytes of `path` (`-` is standard input), or what is wrong with it.
    static func read(_ path: String) -> Result<[UInt8], FileProblem> {
        read(path, stamping: "").map(\.bytes)
    }

    /// The bytes of `path` (`-` is standard input) and the stamp of the file they came from, named
    /// `stamped` (`nil` for standard input), or what is wrong with it.
    ///
    /// The stamp is `fstat` of the descriptor that is read, taken before reading: a write that lands
    /// while the file is read makes the stamp older than the bytes, never newer, so the next look at the
    /// file sees it changed and reads it again (a stamp taken after reading would hide that write).
    static func read(_ path: String, stamping stamped: String) -> Result<
        (bytes: [UInt8], stamp: JournalFiles.Stamp?), FileProblem
    > {
        if path == "-" { return readAll(descriptor: 0, isStandardInput: true).map { ($0.bytes, nil) } }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(problem(errno)) }
        defer { close(descriptor) }
        return readAll(descriptor: descriptor, isStandardInput: false).map { read in
            (read.bytes, JournalFiles.Stamp(path: stamped, info: read.info))
        }
    }

    private static func readAll(descriptor: Int32, isStandardInput: Bool) -> Result<
        (bytes: [UInt8], info: stat), FileProblem
    > {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(problem(errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { return .failure(.isDirectory) }
        if !isStandardInput && kind != S_IFREG { return .failure(.notRegularFile) }
        if kind == S_IFREG && Int(info.st_size) > maximumSize { return .failure(.tooLarge(limit: maximumSize)) }
        if !isStandardInput {
            // Opened non-blocking only to avoid hanging on a FIFO; regular files read normally.
            let flags = fcntl(descriptor, F_GETFL)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        }
        var bytes: [UInt8] = []
        // Room for the entries a session appends, so the journal's copy of the file grows where it is.
        bytes.reserveCapacity(kind == S_IFREG ? Int(info.st_size) + Journal.appendingRoom.bytes : 1 << 16)
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(problem(errno))
            }
            if count == 0 { break }
            guard bytes.count + count <= maximumSize else { return .failure(.tooLarge(limit: maximumSize)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success((bytes, info))
    }

    /// `strerror` in lower case words: `no such file or directory`, `permission denied`.
    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }

    /// What `errno` `code` says about a file: the common cases by name, any other with the system's
    /// description (`strerror`, in lower case).
    static func problem(_ code: Int32) -> FileProblem {
        switch code {
        case ENOENT, ENOTDIR: return .notFound
        case EACCES, EPERM: return .permissionDenied
        case EISDIR: return .isDirectory
        default:
            return .system(code: code, description: describe(code))
        }
    }
}
