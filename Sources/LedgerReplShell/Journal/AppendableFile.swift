import Glibc
import LedgerJournalCore
import LedgerReplCore

/// A journal file opened for appending (`O_RDWR | O_APPEND`, never following a symbolic link, never
/// blocking on a FIFO) and locked with `flock` while it is checked and written.
struct AppendableFile {
    let path: String
    let descriptor: Int32
    let device: UInt64
    let inode: UInt64
    let info: stat

    /// Opens and locks `path`, or says why it cannot be written.
    static func open(_ path: String) -> Result<AppendableFile, AppendRefusal> {
        let descriptor = Glibc.open(path, O_RDWR | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { return .failure(.symbolicLink(path: path, target: JournalLoader.canonical(path))) }
            return .failure(.cannotOpen(path: path, reason: FileReader.problem(code)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = FileReader.problem(errno)
            _ = Glibc.close(descriptor)
            return .failure(.cannotOpen(path: path, reason: reason))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            _ = Glibc.close(descriptor)
            return .failure(.notRegularFile(path: path))
        }
        if JournalAppender.isReadOnly(info) {
            _ = Glibc.close(descriptor)
            return .failure(.readOnly(path: path, mode: Int(info.st_mode & 0o7777)))
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        // Another ledger-repl appending at the same moment waits its turn; a file system without
        // locks still gets O_APPEND's guarantee that no write lands on another.
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        // What the file is now that it is ours: the writer before us may have appended while we waited.
        guard fstat(descriptor, &info) == 0 else {
            let reason = FileReader.problem(errno)
            _ = Glibc.close(descriptor)
            return .failure(.cannotOpen(path: path, reason: reason))
        }
        return .success(
            AppendableFile(
                path: path, descriptor: descriptor, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), info: info)
        )
    }

    func close() { _ = Glibc.close(descriptor) }

    /// The `count` bytes from `offset` (fewer where the file ends first), or `nil` when they cannot be
    /// read: to compare the end of the file without reading it whole.
    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
            }
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            done += read
        }
        return Array(bytes[0..<done])
    }

    /// How many bytes before an end are compared to tell that a file still ends as it did.
    static let comparedTail = 4096

    /// Whether the open file is the one `stamp` describes and holds `bytes` as far as can be told
    /// without reading it whole: the same inode, size and modification time, and the same last bytes.
    func holds(_ bytes: [UInt8], as stamp: JournalFiles.Stamp?) -> Bool {
        guard let stamp, UInt(info.st_ino) == stamp.inode, Int(info.st_size) == bytes.count, stamp.size == bytes.count,
            Int(info.st_mtim.tv_sec) == stamp.seconds, Int(info.st_mtim.tv_nsec) == stamp.nanoseconds
        else { return false }
        let start = max(0, bytes.count - Self.comparedTail)
        return self.bytes(at: start, count: bytes.count - start)?.elementsEqual(bytes[start...]) == true
    }

    /// Whether the file ends with `appended` right after the last bytes of `before`, and holds no more.
    func endsWith(_ appended: [UInt8], after before: [UInt8]) -> Bool {
        let start = max(0, before.count - Self.comparedTail)
        let expected = before[start...] + appended
        guard let read = bytes(at: start, count: expected.count + 1) else { return false }
        return read.elementsEqual(expected)
    }

    /// Whether `path` still names the open file (not replaced by a rename since it was opened).
    func isNamed(_ path: String) -> Bool {
        var named = stat()
        guard lstat(path, &named) == 0 else { return false }
        return UInt64(named.st_dev) == device && UInt64(named.st_ino) == inode
    }

    /// The file's stamp now (`fstat` of the open descriptor), named `name`; `nil` when it cannot be had.
    func stamp(named name: String) -> JournalFiles.Stamp? {
        var now = stat()
        guard fstat(descriptor, &now) == 0 else { return nil }
        return JournalFiles.Stamp(path: name, info: now)
    }

    /// The whole file, read from the start.
    func contents() -> Result<[UInt8], AppendRefusal> {
        guard Int(info.st_size) <= FileReader.maximumSize else {
            return .failure(.cannotOpen(path: path, reason: .tooLarge(limit: FileReader.maximumSize)))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.cannotOpen(path: path, reason: FileReader.problem(errno)))
            }
            if count == 0 { return .success(bytes) }
            guard bytes.count + count <= FileReader.maximumSize else {
                return .failure(.cannotOpen(path: path, reason: .tooLarge(limit: FileReader.maximumSize)))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Appends `bytes` with one `write` and syncs the file; returns the offset they start at. A short or
    /// failed write or sync cuts the file back to where the bytes started.
    func append(_ bytes: [UInt8]) -> Result<Int, AppendRefusal> {
        var written = -1
        repeat {
            written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        } while written < 0 && errno == EINTR
        let writeError = errno
        var after = stat()
        let end = fstat(descriptor, &after) == 0 ? Int(after.st_size) : Int(info.st_size) + max(0, written)
        let start = end - max(0, written)
        guard written == bytes.count else {
            let reason = written < 0 ? FileReader.problem(writeError) : FileProblem.shortWrite
            if written > 0 { _ = ftruncate(descriptor, off_t(start)) }
            _ = fsync(descriptor)
            return .failure(.writeFailed(path: path, reason: reason))
        }
        guard fsync(descriptor) == 0 else {
            let reason = FileReader.problem(errno)
            _ = ftruncate(descriptor, off_t(start))
            _ = fsync(descriptor)
            return .failure(.writeFailed(path: path, reason: reason))
        }
        return .success(start)
    }

    /// Cuts the file to `length` bytes and syncs it.
    func truncate(to length: Int) -> Result<Void, AppendRefusal> {
        guard ftruncate(descriptor, off_t(length)) == 0, fsync(descriptor) == 0 else {
            return .failure(.writeFailed(path: path, reason: FileReader.problem(errno)))
        }
        return .success(())
    }
}
