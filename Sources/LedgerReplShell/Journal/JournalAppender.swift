import Glibc
import LedgerJournalCore
import LedgerReplCore

/// Appends new entries to a journal file the way a database appends to its log, and takes exactly
/// those bytes back on `undo`.
///
/// Nothing already in the file is ever rewritten: the file is opened with `O_APPEND` and gets one
/// `write` of the whole entry (with the line end and blank line it needs before it), then `fsync`.
/// Before writing, the file is checked (not a symbolic link, a regular file, writable by its mode, part
/// of the journal) and read whole under an exclusive lock; when those bytes differ from the ones the
/// journal was loaded from (another program appended, an editor saved), or another file of the journal
/// changed, the journal is read again from them (and refused when it no longer loads). The entry is
/// written as that journal writes it, and only as it was shown: an entry that would now be written
/// otherwise is refused so it can be shown again. The journal is loaded in memory with the entry added,
/// so an entry that would not load, or would read differently from what was shown, is refused before a
/// byte is written. After the write the file is read again, and an entry that does not read back as
/// meant is taken back and refused.
public enum JournalAppender {
    /// Appends `entry` to the file `target` of `journal`, whose files `watch` watches; the receipt says
    /// exactly what was written, for `undo`. The caller reloads the journal afterwards (either way: a
    /// refusal may have found it changed).
    public static func append(_ entry: NewEntry, to target: String, of watch: JournalWatch, journal: Journal)
        -> Result<AppendReceipt, AppendRefusal>
    {
        appending(entry, to: target, of: watch, journal: journal).result
    }

    /// What an append did: the receipt or the refusal, and, when the entry was checked against the
    /// loaded journal read on from the end of the file (``Journal/appending(_:toFile:)``) and the file
    /// holds exactly what it held and the entry after it, that journal and the file's stamp after the
    /// write, so the caller need not read the journal again.
    struct Appended {
        /// The receipt, or why nothing was written.
        var result: Result<AppendReceipt, AppendRefusal>
        /// The bytes appended to the file (canonical) `path`, checked against the loaded journal read
        /// on with them alone, the stamp of the file that holds them now, and how many bytes of the file
        /// were read to tell (its last bytes before the entry, twice, and the entry): the loaded journal
        /// grows by them (``Journal/append(_:toFile:)``) instead of being read again.
        var grown: (path: String, bytes: [UInt8], stamp: JournalFiles.Stamp, bytesRead: Int)?
    }

    /// Appends `entry` to the file `target` of `journal`, as ``append(_:to:of:journal:)`` does, and
    /// hands back the bytes the journal grows by when that could be told without reading it again.
    ///
    /// When the file is as the journal was read from it (the same file, size and modification time,
    /// the same last bytes) and the journal can be read on from its end, the entry is checked against
    /// the loaded journal read on with the entry's bytes alone, and after the write only the end of
    /// the file is compared. Anything else (another program's change, `--auto`, `--forecast`, a
    /// directive at the end the entry depends on, a file read before another) is checked as before:
    /// by loading the whole journal with the entry added.
    static func appending(_ entry: NewEntry, to target: String, of watch: JournalWatch, journal: Journal) -> Appended {
        guard target != "-", !watch.paths.contains("-") else { return Appended(result: .failure(.standardInput)) }
        let canonicalPath = JournalLoader.canonical(target)
        if let refusal = refusal(toWrite: target, resolvingTo: canonicalPath) {
            return Appended(result: .failure(refusal))
        }
        guard journal.paths.contains(canonicalPath) else {
            return Appended(result: .failure(.notInJournal(path: target)))
        }
        let file: AppendableFile
        switch AppendableFile.open(target) {
        case .success(let opened): file = opened
        case .failure(let refusal): return Appended(result: .failure(refusal))
        }
        defer { file.close() }

        // The journal as it is on disk now, under the lock: the loaded one when the file is the one it
        // was loaded from and no other file changed, else read again from the bytes there now.
        var base = journal
        let loaded = journal.bytes(ofFile: canonicalPath)
        let current: [UInt8]
        let changed: Bool
        if let loaded, file.holds(loaded, as: watch.files.stamp(of: canonicalPath)), !watch.files.hasChanged() {
            current = loaded
            changed = false
        } else {
            switch file.contents() {
            case .success(let bytes): current = bytes
            case .failure(let refusal): return Appended(result: .failure(refusal))
            }
            changed = loaded != current || watch.files.hasChanged()
        }
        let now = JournalSource(path: canonicalPath, bytes: current)
        if changed {
            switch JournalLoader.load(paths: watch.paths, options: watch.options, replacing: now) {
            case .success(let loaded): base = loaded.journal
            case .failure(let failure): return Appended(result: .failure(.journalDoesNotLoad(failure.errors)))
            }
        }

        let lines = entry.lines(in: base)
        // What the person confirmed is what is written, or nothing is.
        if let shown = entry.confirmedText, shown != lines {
            return Appended(result: .failure(.changedSincePreview(path: target)))
        }
        let knownLines = changed || current.last != 0x0A ? nil : base.lineCount(ofFile: canonicalPath)
        let (bytes, line) = appendedBytes(for: lines, after: current, lineCount: knownLines)
        // Reading is checked without `--auto` and `--forecast` (`readingOptions(of:)`).
        let plain = readingOptions(of: watch)
        let added = changed || plain != watch.options ? nil : base.appendedTransactions(bytes, toFile: canonicalPath)
        if let added {
            guard added.count == 1 else { return Appended(result: .failure(.entryWouldReadDifferently(path: target))) }
            if let refusal = refusal(
                reading: reading(of: entry, as: added[0], at: canonicalPath, line: line), of: entry, base: base,
                target: target)
            {
                return Appended(result: .failure(refusal))
            }
        } else {
            var before = base.transactionCount
            if plain != watch.options {
                switch JournalLoader.load(paths: watch.paths, options: plain, replacing: now) {
                case .success(let loaded): before = loaded.journal.transactionCount
                case .failure(let failure): return Appended(result: .failure(.journalDoesNotLoad(failure.errors)))
                }
            }
            let check = JournalSource(path: canonicalPath, bytes: current + bytes)
            switch JournalLoader.load(paths: watch.paths, options: plain, replacing: check) {
            case .failure(let failure):
                return Appended(result: .failure(.entryWouldNotLoad(failure.errors)))
            case .success(let loaded):
                guard loaded.journal.transactionCount == before + 1 else {
                    return Appended(result: .failure(.entryWouldReadDifferently(path: target)))
                }
                if let refusal = refusal(
                    reading: entry, in: loaded.journal, at: canonicalPath, line: line, base: base, target: target)
                {
                    return Appended(result: .failure(refusal))
                }
            }
        }

        switch file.append(bytes) {
        case .success(let offset):
            var receipt = AppendReceipt(
                path: target, offset: offset, bytes: bytes, line: line, device: file.device, inode: file.inode)
            receipt.text = lines
            // Still under the lock: the file is the one loaded, then exactly the entry.
            if added != nil, offset == current.count, file.endsWith(receipt.bytes, after: current),
                let stamp = file.stamp(named: canonicalPath), stamp.size == current.count + bytes.count,
                file.isNamed(target)
            {
                let compared = 2 * min(AppendableFile.comparedTail, current.count) + bytes.count
                return Appended(result: .success(receipt), grown: (canonicalPath, bytes, stamp, compared))
            }
            return Appended(
                result: readBack(
                    receipt, of: entry, from: file, expecting: current, watch: watch, base: base, options: plain))
        case .failure(let refusal):
            return Appended(result: .failure(refusal))
        }
    }

    /// Why the appended `entry`, as `journal` holds it at `line` of `path`, must not stay written (it
    /// reads otherwise than said), or `nil` when it reads as said. `base` writes the amounts in messages.
    static func refusal(
        reading entry: NewEntry, in journal: Journal, at path: String, line: Int, base: Journal, target: String
    ) -> AppendRefusal? {
        refusal(reading: reading(of: entry, in: journal, at: path, line: line), of: entry, base: base, target: target)
    }

    /// Why an appended `entry` that reads as `reading` must not stay written, or `nil` when it reads as
    /// said. `base` writes the amounts in messages.
    static func refusal(reading: Reading, of entry: NewEntry, base: Journal, target: String) -> AppendRefusal? {
        switch reading {
        case .same: return nil
        case .otherwise: return .entryWouldReadDifferently(path: target)
        case .otherAmount(let index, let read):
            return .amountWouldReadDifferently(
                path: target, written: entry.writtenAmounts(in: base)[index], read: plainly(read, in: base),
                commodity: read.commodity)
        }
    }

    /// Reads the file again after the write and confirms it holds the entry as meant: exactly the bytes
    /// checked before writing, or (when another program appended in between) a journal that loads with
    /// the entry read as said where it landed. Otherwise the write is taken back (while the file still
    /// ends with it) and refused.
    static func readBack(
        _ receipt: AppendReceipt, of entry: NewEntry, from file: AppendableFile, expecting current: [UInt8],
        watch: JournalWatch, base: Journal, options: JournalOptions? = nil
    ) -> Result<AppendReceipt, AppendRefusal> {
        let options = options ?? readingOptions(of: watch)
        guard case .success(let now) = file.contents() else { return .success(receipt) }  // written and synced
        if receipt.offset == current.count, now.count == current.count + receipt.bytes.count, now.starts(with: current),
            now[current.count...].elementsEqual(receipt.bytes)
        {
            return .success(receipt)  // exactly the text loaded and checked before writing
        }
        var landed = receipt
        let separatorLines = receipt.line - 1 - current.count(where: { $0 == 0x0A })
        landed.line = now.prefix(receipt.offset).count(where: { $0 == 0x0A }) + separatorLines + 1
        var refusal: AppendRefusal
        switch JournalLoader.load(paths: watch.paths, options: options) {
        case .failure(let failure):
            refusal = .entryWouldNotLoad(failure.errors)
        case .success(let loaded):
            switch reading(of: entry, in: loaded.journal, at: JournalLoader.canonical(receipt.path), line: landed.line)
            {
            case .same: return .success(landed)
            case .otherwise: refusal = .entryWouldReadDifferently(path: receipt.path)
            case .otherAmount(let index, let read):
                refusal = .amountWouldReadDifferently(
                    path: receipt.path, written: entry.writtenAmounts(in: base)[index], read: plainly(read, in: base),
                    commodity: read.commodity)
            }
        }
        if now.count == receipt.offset + receipt.bytes.count, now[receipt.offset...].elementsEqual(receipt.bytes) {
            _ = file.truncate(to: receipt.offset)
        }
        return .failure(refusal)
    }

    /// How the appender reads the journal to check an entry: as the session does (today, the time of
    /// day), without `--auto` and `--forecast`, which would add postings to the entry or move the
    /// forecast rather than change how the file reads.
    static func readingOptions(of watch: JournalWatch) -> JournalOptions {
        JournalOptions(today: watch.options.today, secondsSinceMidnight: watch.options.secondsSinceMidnight)
    }

    /// Takes back what `receipt` appended: cuts the file back to its old length, only when it is still
    /// the same file and still ends with exactly those bytes.
    public static func undo(_ receipt: AppendReceipt) -> Result<Void, AppendRefusal> {
        var info = stat()
        guard lstat(receipt.path, &info) == 0, UInt64(info.st_dev) == receipt.device,
            UInt64(info.st_ino) == receipt.inode
        else { return .failure(.fileReplacedSinceRecording(path: receipt.path, line: receipt.line)) }
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
            return .failure(.fileReplacedSinceRecording(path: receipt.path, line: receipt.line))
        }
        // Only the end is read: the file must end with exactly the bytes appended, and hold no more.
        guard Int(file.info.st_size) == receipt.offset + receipt.bytes.count,
            let end = file.bytes(at: receipt.offset, count: receipt.bytes.count + 1), end == receipt.bytes
        else { return .failure(.fileChangedSinceRecording(path: receipt.path, line: receipt.line)) }
        return file.truncate(to: receipt.offset)
    }

    /// Why `path` (naming the file `canonicalPath`) must not be written, judged from the name alone, or
    /// `nil` when it may be opened.
    static func refusal(toWrite path: String, resolvingTo canonicalPath: String) -> AppendRefusal? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .cannotOpen(path: path, reason: FileReader.problem(errno)) }
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
    /// entry. Also the 1-based line number the entry's first line gets; `lineCount`, when known, is how
    /// many line feeds `current` holds, so they are not counted again.
    static func appendedBytes(for lines: [String], after current: [UInt8], lineCount: Int? = nil) -> (
        bytes: [UInt8], line: Int
    ) {
        let newline: [UInt8] = usesCRLF(current) ? [0x0D, 0x0A] : [0x0A]
        var bytes: [UInt8] = []
        if let last = current.last {
            if last != 0x0A { bytes += newline }
            if !(last == 0x0A && lastLineIsBlank(current)) { bytes += newline }
        }
        let before = lineCount ?? current.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let line = before + bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + 1
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

    /// How a journal read an entry appended to it.
    enum Reading: Equatable {
        /// Exactly as the entry says: its date, description and postings.
        case same
        /// The same, but for the amount of the posting at `index`, read as `read`.
        case otherAmount(index: Int, read: Amount)
        /// Not as the entry says (it is missing, or its date, description or accounts differ).
        case otherwise
    }

    /// How `journal` holds, at `line` of `path`, the appended `entry`.
    static func reading(of entry: NewEntry, in journal: Journal, at path: String, line: Int) -> Reading {
        guard let month = JournalMonth(entry.date.year, entry.date.month) else { return .otherwise }
        let written = journal.transactions(in: .month(month)).first { $0.path == path && $0.line == line }
        return reading(of: entry, as: written, at: path, line: line)
    }

    /// How the appended `entry` reads as `written`, the transaction read where it was appended (at
    /// `line` of `path`; `nil` when none was).
    static func reading(of entry: NewEntry, as written: Transaction?, at path: String, line: Int) -> Reading {
        guard let written, written.path == path, written.line == line else { return .otherwise }
        guard written.date == JournalDate(entry.date.year, entry.date.month, entry.date.day),
            written.description == entry.description, written.status == .unmarked, written.code == nil,
            written.postings.count == entry.postings.count
        else { return .otherwise }
        var result = Reading.same
        for (index, (read, said)) in zip(written.postings, entry.postings).enumerated() {
            guard read.account == said.account, read.kind == .real, read.cost == nil, read.balanceAssertion == nil
            else { return .otherwise }
            if read.amount != said.amount, result == .same { result = .otherAmount(index: index, read: read.amount) }
        }
        return result
    }

    /// `amount` with a decimal point and no digit groups, its symbol where `journal` writes it: `5.4원`.
    static func plainly(_ amount: Amount, in journal: Journal) -> String {
        let style = journal.style(of: amount.commodity)
        return CommodityStyle(side: style?.side ?? .right, isSpaced: style?.isSpaced ?? false)
            .format(amount.quantity.normalized, symbol: amount.commodity)
    }
}
