import Foundation
import LedgerJournalCore
import LedgerReplCore
import Testing

@testable import LedgerReplShell

/// The appender from the file's side: what bytes it adds for each way a file can end, that the old bytes
/// stay a prefix, every refusal leaves the file byte for byte as it was, and undo takes back exactly
/// what was added.
@Suite struct JournalAppenderTests {
    static let household = """
        decimal-mark .
        2026-11-01 월급
            자산:현금  1,000,000원
            수입:급여

        2026-11-02 스타벅스
            지출:카페  4,500원
            자산:현금

        """

    static let coffee = NewEntry(
        date: CalendarDate(2026, 11, 30)!, description: "스타벅스",
        postings: [
            .init(account: "지출:카페", amount: Amount(ExactDecimal(5400), "원")),
            .init(account: "자산:현금", amount: Amount(ExactDecimal(-5400), "원")),
        ], spokenStyles: ["원": CommodityStyle(side: .right, groupingMark: ",")])

    static let coffeeText = "2026-11-30 스타벅스\n    지출:카페   5,400원\n    자산:현금  -5,400원\n"

    /// A scratch directory for one test, removed afterwards.
    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("ledger-repl-append-\(UUID())")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit {
            // A test may leave a file read-only; make it writable again so it can be removed.
            if let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) {
                for name in names { chmod(url.appendingPathComponent(name).path, 0o644) }
            }
            try? FileManager.default.removeItem(at: url)
        }
        func file(_ name: String, _ text: String) throws -> String {
            try write(name, Array(text.utf8))
        }
        func write(_ name: String, _ bytes: [UInt8]) throws -> String {
            let path = url.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
    }

    /// The refusal in `result`, or `nil` when it succeeded.
    func refusal(_ result: Result<Void, AppendRefusal>) -> AppendRefusal? {
        if case .failure(let refusal) = result { return refusal }
        return nil
    }

    func watch(_ paths: String...) throws -> (watch: JournalWatch, journal: Journal) {
        switch JournalWatch.load(paths: paths) {
        case .success(let watch): return watch
        case .failure(let failure): throw failure
        }
    }

    struct EndingCase: CustomTestStringConvertible, Sendable {
        let name: String
        let before: String
        let appended: String
        let line: Int
        var testDescription: String { name }
    }

    static let endings: [EndingCase] = [
        .init(
            name: "ends with a newline: a blank line first", before: household, appended: "\n" + coffeeText, line: 10),
        .init(
            name: "ends with a blank line: nothing first", before: household + "\n", appended: coffeeText, line: 10),
        .init(
            name: "ends without a newline: end the line, then a blank line", before: String(household.dropLast()),
            appended: "\n\n" + coffeeText, line: 10),
        .init(
            name: "a blank line of spaces counts as blank", before: household + "   \n", appended: coffeeText, line: 10),
        .init(
            // A commodity new to the journal is written without a lone group mark, which a journal
            // without decimal-mark (hledger too) would read as a decimal point: 5400원, not 5,400원.
            name: "a file with only a decimal-mark directive: the entry alone, a new commodity ungrouped",
            before: "decimal-mark .\n", appended: "\n" + coffeeText.replacingOccurrences(of: "5,400", with: "5400"),
            line: 3),
        .init(
            name: "an empty file: the entry alone, a new commodity ungrouped", before: "",
            appended: "2026-11-30 스타벅스\n    지출:카페   5400원\n    자산:현금  -5400원\n", line: 1),
        .init(
            name: "CRLF line endings are kept",
            before: household.replacingOccurrences(of: "\n", with: "\r\n"),
            appended: ("\n" + coffeeText).replacingOccurrences(of: "\n", with: "\r\n"), line: 10),
        .init(
            name: "CRLF file without a final line end",
            before: String(household.replacingOccurrences(of: "\n", with: "\r\n").dropLast(2)),
            appended: ("\n\n" + coffeeText).replacingOccurrences(of: "\n", with: "\r\n"), line: 10),
    ]

    @Test(arguments: endings) func appendsAfterEveryKindOfEnding(_ ending: EndingCase) throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", ending.before)
        let watch = try watch(path)
        let receipt = try JournalAppender.append(Self.coffee, to: path, of: watch).get()
        let after = try folder.bytes(path)
        #expect(after == Array(ending.before.utf8) + Array(ending.appended.utf8))
        #expect(receipt.offset == ending.before.utf8.count)
        #expect(receipt.bytes == Array(ending.appended.utf8))
        #expect(receipt.line == ending.line)
        let reloaded = try self.watch(path).journal
        #expect(reloaded.transactionCount == watch.journal.transactionCount + 1)
        let added = reloaded.transactions(in: .month(JournalMonth(2026, 11)!)).last
        #expect(added?.line == ending.line)
        #expect(added?.postings.map(\.amount.quantity) == [ExactDecimal(5400), ExactDecimal(-5400)])
    }

    @Test func undoRestoresTheFileByteForByte() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", String(Self.household.dropLast()))
        let before = try folder.bytes(path)
        let receipt = try JournalAppender.append(Self.coffee, to: path, of: try watch(path)).get()
        #expect(try folder.bytes(path) != before)
        try JournalAppender.undo(receipt).get()
        #expect(try folder.bytes(path) == before)
    }

    @Test func undoRefusesAFileThatNoLongerEndsWithTheEntry() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let receipt = try JournalAppender.append(Self.coffee, to: path, of: try watch(path)).get()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("; a note added by hand\n".utf8))
        try handle.close()
        let edited = try folder.bytes(path)
        #expect(refusal(JournalAppender.undo(receipt)) == (.fileChangedSinceRecording(path: path, line: receipt.line)))
        #expect(try folder.bytes(path) == edited)
    }

    @Test func undoRefusesAFileEditedInPlaceToTheSameLength() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let receipt = try JournalAppender.append(Self.coffee, to: path, of: try watch(path)).get()
        var edited = try folder.bytes(path)
        edited[edited.count - 3] = UInt8(ascii: "9")  // 5,400원 → 5,490원 written over by an editor
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        handle.write(Data(edited))
        try handle.close()
        #expect(refusal(JournalAppender.undo(receipt)) == (.fileChangedSinceRecording(path: path, line: receipt.line)))
        #expect(try folder.bytes(path) == edited)
    }

    @Test func undoRefusesAFileReplacedByAnother() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let receipt = try JournalAppender.append(Self.coffee, to: path, of: try watch(path)).get()
        let bytes = try folder.bytes(path)
        // An editor that saves by writing a new file and renaming it over the old one.
        let replacement = try folder.write("household.journal.new", bytes)
        #expect(rename(replacement, path) == 0)
        #expect(refusal(JournalAppender.undo(receipt)) == (.fileReplacedSinceRecording(path: path, line: receipt.line)))
        #expect(try folder.bytes(path) == bytes)
    }

    @Test func refusesASymbolicLinkAndSaysWhereItPoints() throws {
        let folder = try Folder()
        let real = try folder.file("real.journal", Self.household)
        let link = folder.url.appendingPathComponent("link.journal").path
        #expect(symlink(real, link) == 0)
        let refusal = JournalAppender.append(Self.coffee, to: link, of: try watch(link))
        #expect(refusal == .failure(.symbolicLink(path: link, target: JournalLoader.canonical(real))))
        #expect(try folder.bytes(real) == Array(Self.household.utf8))
        // Naming the file itself is fine.
        #expect(throws: Never.self) { try JournalAppender.append(Self.coffee, to: real, of: try watch(link)).get() }
    }

    /// Tests run as root, for whom `open` ignores the mode: the appender reads the mode itself.
    @Test func refusesAReadOnlyFileEvenForRoot() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let watch = try watch(path)
        #expect(chmod(path, 0o444) == 0)
        #expect(
            JournalAppender.append(Self.coffee, to: path, of: watch) == .failure(.readOnly(path: path, mode: 0o444)))
        #expect(try folder.bytes(path) == Array(Self.household.utf8))
    }

    @Test func refusesAFileThatChangedAndNoLongerLoads() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let watch = try watch(path)
        let broken = Self.household + "2026-13-01 nonsense\n"
        _ = try folder.file("household.journal", broken)
        let result = JournalAppender.append(Self.coffee, to: path, of: watch)
        guard case .failure(.journalDoesNotLoad(let problems)) = result else {
            Issue.record("expected journalDoesNotLoad, got \(result)")
            return
        }
        #expect(problems.first?.line == 9)
        #expect(try folder.bytes(path) == Array(broken.utf8))
    }

    @Test func readsAChangedFileAgainAndAppendsWhenItStillLoads() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let watch = try watch(path)
        let edited = Self.household + "\n2026-11-03 버스\n    지출:교통  1,250원\n    자산:현금\n"
        _ = try folder.file("household.journal", edited)
        let receipt = try JournalAppender.append(Self.coffee, to: path, of: watch).get()
        #expect(try folder.bytes(path) == Array((edited + "\n" + Self.coffeeText).utf8))
        #expect(receipt.line == 14)
    }

    /// An edit that leaves the file's stamp as it was (the same size, the modification time set back, as
    /// a tool may do): the appender compares the bytes under its lock with the ones the journal was
    /// loaded from, reads it again and writes the entry in the journal as it is now (dated with slashes,
    /// as its last entry now is), rather than refusing with a wrong reason.
    @Test func readsTheFileAgainWhenTheBytesUnderItsLockDifferThoughTheStampDoesNot() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let watch = try watch(path)
        var before = stat()
        #expect(stat(path, &before) == 0)
        let edited = Self.household.replacingOccurrences(of: "2026-11-02", with: "2026/11/02")
        _ = try folder.file("household.journal", edited)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(!watch.watch.files.hasChanged(), "the stamp alone cannot tell")
        let receipt = try JournalAppender.append(Self.coffee, to: path, of: watch).get()
        #expect(
            try folder.bytes(path)
                == Array(
                    (edited + "\n" + Self.coffeeText.replacingOccurrences(of: "2026-11-30", with: "2026/11/30")).utf8))
        #expect(receipt.text.first == "2026/11/30 스타벅스", "the receipt says what was written")
    }

    /// An entry confirmed as shown is written only as shown: when the journal now writes it otherwise,
    /// nothing is written and the refusal says so.
    @Test func refusesToWriteOtherwiseThanShown() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let watch = try watch(path)
        var shown = Self.coffee
        shown.confirmedText = Self.coffee.lines(in: watch.journal)
        let edited = Self.household + "\n2026/11/03 버스\n    지출:교통  1,250원\n    자산:현금\n"
        _ = try folder.file("household.journal", edited)
        #expect(
            JournalAppender.append(shown, to: path, of: watch).map(\.line) == .failure(.changedSincePreview(path: path))
        )
        #expect(try folder.bytes(path) == Array(edited.utf8))
        // The same entry shown as the journal writes it now is written.
        let now = try JournalWatch.load(paths: [path]).get()
        shown.confirmedText = Self.coffee.lines(in: now.journal)
        #expect(try JournalAppender.append(shown, to: path, of: now).get().text == shown.confirmedText)
    }

    /// The checks read the file as the session does (today for dates without a year), without `--auto`,
    /// which would add postings to the entry and make it read "differently".
    @Test func checksReadTheJournalAsTheSessionDoesButWithoutAutomatedPostings() throws {
        let folder = try Folder()
        let text = Self.household + "\n11/03 버스\n    지출:교통  1,250원\n    자산:현금\n\n= 지출:카페\n    (예산:카페)  -1\n"
        let path = try folder.file("household.journal", text)
        let options = JournalOptions(today: JournalDate(2026, 12, 1), appliesAutomatedPostings: true)
        let watch = try JournalWatch.load(paths: [path], options: options).get()
        let receipt = try JournalAppender.append(Self.coffee, to: path, of: watch).get()
        #expect(receipt.line == 17)
    }

    @Test func refusesAnEntryThatWouldBreakABalanceAssertion() throws {
        let folder = try Folder()
        let text = Self.household + "\n2026-12-01 확인\n    자산:현금  0원 = 995,500원\n"
        let path = try folder.file("household.journal", text)
        let result = JournalAppender.append(Self.coffee, to: path, of: try watch(path))
        guard case .failure(.entryWouldNotLoad) = result else {
            Issue.record("expected entryWouldNotLoad, got \(result)")
            return
        }
        #expect(try folder.bytes(path) == Array(text.utf8))
    }

    struct EndingThatChangesTheEntry: CustomTestStringConvertible, Sendable {
        let name: String
        let tail: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        EndingThatChangesTheEntry(name: "an unclosed comment block", tail: "comment\nnotes\n"),
        EndingThatChangesTheEntry(name: "apply account", tail: "apply account 가족\n"),
        EndingThatChangesTheEntry(name: "an alias", tail: "alias 지출:카페 = 지출:식비\n"),
    ])
    func refusesAnEntryTheFilesEndWouldReadDifferently(_ ending: EndingThatChangesTheEntry) throws {
        let folder = try Folder()
        let text = Self.household + "\n" + ending.tail
        let path = try folder.file("household.journal", text)
        let result = JournalAppender.append(Self.coffee, to: path, of: try watch(path))
        #expect(result == .failure(.entryWouldReadDifferently(path: path)))
        #expect(try folder.bytes(path) == Array(text.utf8))
    }

    @Test func writesToAnIncludedFileOnlyWhenNamedAndRefusesAFileOutsideTheJournal() throws {
        let folder = try Folder()
        let included = try folder.file("2026.journal", Self.household)
        let main = try folder.file("main.journal", "include 2026.journal\n")
        let outside = try folder.file("other.journal", "")
        let watch = try watch(main)
        #expect(JournalAppender.append(Self.coffee, to: outside, of: watch) == .failure(.notInJournal(path: outside)))
        #expect(try folder.bytes(outside).isEmpty)
        let receipt = try JournalAppender.append(Self.coffee, to: included, of: watch).get()
        #expect(receipt.path == included)
        #expect(try folder.bytes(main) == Array("include 2026.journal\n".utf8))
        #expect(try self.watch(main).journal.transactionCount == 3)
    }

    @Test func refusesStandardInputAndMissingFiles() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let watch = try watch(path)
        #expect(JournalAppender.append(Self.coffee, to: "-", of: watch) == .failure(.standardInput))
        let missing = folder.url.appendingPathComponent("missing.journal").path
        #expect(
            JournalAppender.append(Self.coffee, to: missing, of: watch)
                == .failure(.cannotOpen(path: missing, reason: .notFound)))
    }

    /// Another program appending between the check and the write: the entry is read back where it
    /// landed and kept when it reads as meant (its receipt naming the line it is on), else taken back.
    @Test func readsTheEntryBackWhereItLandedAfterAnotherWrite() throws {
        let folder = try Folder()
        let path = try folder.file("household.journal", Self.household)
        let watch = try watch(path)
        let current = try folder.bytes(path)
        let other = Array("2026-11-03 편의점\n    지출:식비  2,000원\n    자산:현금\n\n".utf8)
        let (bytes, line) = JournalAppender.appendedBytes(
            for: Self.coffee.lines(in: watch.journal), after: current)
        let file = try AppendableFile.open(path).get()
        defer { file.close() }
        _ = try folder.write("household.journal", current + other)
        let offset = try file.append(bytes).get()
        #expect(offset == current.count + other.count)
        let receipt = AppendReceipt(
            path: path, offset: offset, bytes: bytes, line: line, device: file.device, inode: file.inode)
        let kept = try JournalAppender.readBack(
            receipt, of: Self.coffee, from: file, expecting: current, watch: watch.watch, base: watch.journal
        ).get()
        #expect(kept.line == line + 4, "below the other program's four lines")

        // An entry that reads otherwise where it landed (an alias now ends the file before it) goes.
        let aliased = current + Array("alias 지출:카페 = 지출:기타\n".utf8)
        _ = try folder.write("household.journal", aliased)
        let second = try file.append(bytes).get()
        let refused = JournalAppender.readBack(
            AppendReceipt(path: path, offset: second, bytes: bytes, line: line, device: file.device, inode: file.inode),
            of: Self.coffee, from: file, expecting: current, watch: watch.watch, base: watch.journal)
        #expect(refused == .failure(.entryWouldReadDifferently(path: path)))
        #expect(try folder.bytes(path) == aliased, "taken back")
    }
}

extension JournalAppender {
    /// `append(_:to:of:journal:)` for a watch loaded with its journal, as the tests load them.
    static func append(_ entry: NewEntry, to target: String, of loaded: (watch: JournalWatch, journal: Journal))
        -> Result<AppendReceipt, AppendRefusal>
    {
        append(entry, to: target, of: loaded.watch, journal: loaded.journal)
    }
}
