import Glibc
import LedgerJournalCore
import LedgerReplCore

/// Appends new entries to a journal file the way a database appends to its log, and takes exactly
/// those bytes back on `undo`.
///
/// Nothing already in the file is ever rewritten: the file is opened with `O_APPEND` and gets one
/// `write` of the whole entry (with the line end and blank line it needs before it), then `fsync`.
/// Before writing, the file is checked (not a symbolic link, a regular file, writable by its mode, part
/// of the journal), re-read when it changed since the journal was loaded (and refused when it no longer
/// loads), and the journal is loaded in memory with the entry added, so an entry that would not load,
/// or would read differently from what was shown, is refused before a byte is written.
public enum JournalAppender {
    /// Appends `entry` to the file `target` of the journal `watch` browses; the receipt says exactly
    /// what was written, for `undo`. The caller reloads the journal afterwards (either way: a refusal
    /// may have found it changed).
    public static func append(_ entry: NewEntry, to target: String, of watch: JournalWatch) -> Result<
        AppendReceipt, AppendRefusal
    > {
        guard target != "-", !watch.paths.contains("-") else { return .failure(.standardInput) }
        let canonicalPath = JournalLoader.canonical(target)
        if let refusal = refusal(toWrite: target, resolvingTo: canonicalPath) { return .failure(refusal) }
        guard watch.loaded.journal.paths.contains(canonicalPath) else { return .failure(.notInJournal(path: target)) }
        let file: AppendableFile
        switch AppendableFile.open(target) {
        case .success(let opened): file = opened
        case .failure(let refusal): return .failure(refusal)
        }
        defer { file.close() }
        let current: [UInt8]
        switch file.contents() {
        case .success(let bytes): current = bytes
        case .failure(let refusal): return .failure(refusal)
        }

        // The journal as it is on disk now: the loaded one when nothing changed, else read again.
        var base = watch.loaded.journal
        let stamp = watch.loaded.files.stamps.first { $0.path == canonicalPath }
        if watch.loaded.files.hasChanged() || stamp.map({ !file.matches($0) }) ?? true {
            switch JournalLoader.load(paths: watch.paths) {
            case .success(let loaded): base = loaded.journal
            case .failure(let failure): return .failure(.journalDoesNotLoad(failure.messages.first ?? ""))
            }
        }

        let (bytes, line) = appendedBytes(for: entry.lines(in: base), after: current)
        let check = JournalSource(path: canonicalPath, bytes: current + bytes)
        switch JournalLoader.load(paths: watch.paths, replacing: check) {
        case .failure(let failure):
            return .failure(.entryWouldNotLoad(failure.messages.first ?? ""))
        case .success(let loaded):
            guard loaded.journal.transactionCount == base.transactionCount + 1,
                reads(loaded.journal, entry, at: canonicalPath, line: line)
            else { return .failure(.entryWouldReadDifferently(path: target)) }
        }

        switch file.append(bytes) {
        case .success(let offset):
            return .success(
                AppendReceipt(
                    path: target, offset: offset, bytes: bytes, line: line, device: file.device, inode: file.inode))
        case .failure(let refusal):
            return .failure(refusal)
        }
    }

    /// Takes back what `receipt` appended: cuts the file back to its old length, only when it is still
    /// the same file and still ends with exactly those bytes.
    public static func undo(_ receipt: AppendReceipt) -> Result<Void, AppendRefusal> {
        var info = stat()
        guard lstat(receipt.path, &info) == 0, UInt64(info.st_dev) == receipt.device,
            UInt64(info.st_ino) == receipt.inode
        else { return .failure(.fileReplacedSinceRecording(path: receipt.path)) }
        if let refusal = refusal(toWrite: receipt.path, resolvingTo: JournalLoader.canonical(receipt.path)) {
            return .failure(refusal)
        }
        let file: AppendableFile
        switch AppendableFile.open(receipt.path) {
        case .success(let opened): file = opened
        case .failure(let refusal): return .failure(refusal)
        }
        defer { file.close() }
        guard file.device == receipt.device, file.inode == receipt.inode else {
            return .failure(.fileReplacedSinceRecording(path: receipt.path))
        }
        switch file.contents() {
        case .failure(let refusal):
            return .failure(refusal)
        case .success(let bytes):
            guard bytes.count == receipt.offset + receipt.bytes.count,
                bytes[receipt.offset...].elementsEqual(receipt.bytes)
            else { return .failure(.fileChangedSinceRecording(path: receipt.path)) }
        }
        return file.truncate(to: receipt.offset)
    }

    /// Why `path` (naming the file `canonicalPath`) must not be written, judged from the name alone, or
    /// `nil` when it may be opened.
    static func refusal(toWrite path: String, resolvingTo canonicalPath: String) -> AppendRefusal? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .cannotOpen(path: path, reason: FileReader.describe(errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFLNK { return .symbolicLink(path: path, target: canonicalPath) }
        if kind != S_IFREG { return .notRegularFile(path: path) }
        if isReadOnly(info) { return .readOnly(path: path, mode: Int(info.st_mode & 0o7777)) }
        return nil
    }

    /// Whether the file's mode allows no writing: no write bit at all, or none for its owner when that is
    /// who runs the program. Judged from the mode, not by trying, so root respects it too.
    static func isReadOnly(_ info: stat) -> Bool {
        info.st_mode & 0o222 == 0 || (info.st_uid == geteuid() && info.st_mode & 0o200 == 0)
    }

    /// The bytes to append after `current` for an entry of `lines`, in the file's line endings: a line end
    /// when the file's last line has none, a blank line unless the file already ends with one, then the
    /// entry. Also the 1-based line number the entry's first line gets.
    static func appendedBytes(for lines: [String], after current: [UInt8]) -> (bytes: [UInt8], line: Int) {
        let newline: [UInt8] = usesCRLF(current) ? [0x0D, 0x0A] : [0x0A]
        var bytes: [UInt8] = []
        if let last = current.last {
            if last != 0x0A { bytes += newline }
            if !(last == 0x0A && lastLineIsBlank(current)) { bytes += newline }
        }
        let line = current.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + 1
        for text in lines {
            bytes += Array(text.utf8)
            bytes += newline
        }
        return (bytes, line)
    }

    /// Whether the file's first line ends in CR LF (so the file is written with CR LF line endings).
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return false }
        return newline > 0 && bytes[newline - 1] == 0x0D
    }

    /// Whether the line ended by the file's final line feed holds only spaces, tabs and a CR, and is not
    /// the end of a line of text (the file `"a\n"` does not end in a blank line; `"a\n\n"` does).
    static func lastLineIsBlank(_ bytes: [UInt8]) -> Bool {
        var index = bytes.count - 2
        while index >= 0 {
            switch bytes[index] {
            case 0x0A: return true
            case 0x20, 0x09, 0x0D: index -= 1
            default: return false
            }
        }
        return true  // the file is nothing but blanks
    }

    /// Whether `journal` holds, at `line` of `path`, exactly `entry`: its date, description and postings.
    static func reads(_ journal: Journal, _ entry: NewEntry, at path: String, line: Int) -> Bool {
        guard let month = JournalMonth(entry.date.year, entry.date.month) else { return false }
        guard let written = journal.transactions(in: .month(month)).first(where: { $0.path == path && $0.line == line })
        else { return false }
        guard written.date == JournalDate(entry.date.year, entry.date.month, entry.date.day),
            written.description == entry.description, written.status == .unmarked, written.code == nil,
            written.postings.count == entry.postings.count
        else { return false }
        return zip(written.postings, entry.postings).allSatisfy { read, said in
            read.account == said.account && read.amount == said.amount && read.kind == .real && read.cost == nil
                && read.balanceAssertion == nil
        }
    }
}
