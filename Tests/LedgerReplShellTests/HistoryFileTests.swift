import Testing

@testable import LedgerReplShell

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh directory under /tmp, removed with everything in it when the test ends.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/ledger-repl-test-XXXXXX".utf8CString)
        let made = try #require(mkdtemp(&template))
        path = String(cString: made)
    }

    deinit {
        for name in contents() { unlink(path + "/" + name) }
        rmdir(path)
    }

    func contents() -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    func write(_ name: String, _ bytes: [UInt8]) {
        let fd = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    func read(_ name: String) -> String {
        let fd = open(path + "/" + name, O_RDONLY)
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

@Suite struct HistoryFileTests {
    @Test(arguments: [
        ("next month", "next month"),
        ("a\\b", "a\\\\b"),
        ("two\nlines", "two\\nlines"),
        ("cr\r", "cr\\r"),
        ("2024년 7월", "2024년 7월"),
    ])
    func escapesEachEntryOntoOneLine(entry: String, line: String) {
        #expect(HistoryFile.encode(entry) == line)
        #expect(HistoryFile.decode(line[...]) == entry)
    }

    @Test func rejectsLinesItDidNotWrite() {
        #expect(HistoryFile.decode("bad\\x"[...]) == nil)
        #expect(HistoryFile.decode("trailing\\"[...]) == nil)
        #expect(HistoryFile.decode("nul\0"[...]) == nil)
    }

    @Test func findsTheFileFromTheEnvironment() {
        func location(_ variables: [String: String], noHistory: Bool = false) -> String? {
            HistoryFile.location(noHistory: noHistory) { variables[$0] }
        }
        #expect(location(["HOME": "/home/a"]) == "/home/a/.local/state/ledger-repl/history")
        #expect(location(["HOME": "/home/a", "XDG_STATE_HOME": "/s"]) == "/s/ledger-repl/history")
        #expect(location(["HOME": "/home/a", "XDG_STATE_HOME": "rel"]) == "/home/a/.local/state/ledger-repl/history")
        #expect(location(["HOME": "/home/a", "LEDGER_REPL_HISTORY": "/tmp/h"]) == "/tmp/h")
        #expect(location(["HOME": "/home/a", "LEDGER_REPL_HISTORY": ""]) == nil)
        #expect(location(["HOME": "/home/a"], noHistory: true) == nil)
        #expect(location([:]) == nil)
    }

    @Test func readsTheCapacityOrFallsBackToTheDefault() {
        #expect(HistoryFile.capacity(from: "50") == 50)
        #expect(HistoryFile.capacity(from: nil) == 1000)
        #expect(HistoryFile.capacity(from: "0") == 1000)
        #expect(HistoryFile.capacity(from: "99999999999999999999999") == 1000)
        #expect(HistoryFile.capacity(from: "x") == 1000)
    }

    @Test func treatsAMissingFileAsAnEmptyHistory() throws {
        let directory = try TemporaryDirectory()
        #expect(try HistoryFile(path: directory.path + "/history").load() == [])
    }

    @Test func appendsEntriesToAPrivateFile() throws {
        let directory = try TemporaryDirectory()
        let file = HistoryFile(path: directory.path + "/history")
        try file.append("open")
        try file.append("다음 달")
        try file.append("two\nlines")
        #expect(try file.load() == ["open", "다음 달", "two\nlines"])
        var status = stat()
        #expect(stat(file.path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test func refusesASymbolicLinkPlantedInItsPlace() throws {
        let directory = try TemporaryDirectory()
        directory.write("target", Array("keep\n".utf8))
        symlink(directory.path + "/target", directory.path + "/history")
        let file = HistoryFile(path: directory.path + "/history")
        #expect(throws: HistoryFileError.self) { try file.load() }
        #expect(throws: HistoryFileError.self) { try file.append("open") }
        #expect(directory.read("target") == "keep\n")
    }

    @Test(.timeLimit(.minutes(1))) func neverBlocksOnAFIFO() throws {
        let directory = try TemporaryDirectory()
        mkfifo(directory.path + "/history", 0o600)
        let file = HistoryFile(path: directory.path + "/history")
        #expect(throws: HistoryFileError.self) { try file.load() }
        #expect(throws: HistoryFileError.self) { try file.append("open") }
    }

    @Test func reportsACorruptFile() throws {
        let directory = try TemporaryDirectory()
        directory.write("binary", [0x6F, 0x00, 0xFF, 0x0A])
        directory.write("escapes", Array("open\nbad\\q\n".utf8))
        let binary = HistoryFile(path: directory.path + "/binary")
        #expect(throws: HistoryFileError.self) { try binary.load() }
        let escapes = HistoryFile(path: directory.path + "/escapes")
        let error = #expect(throws: HistoryFileError.self) { try escapes.load() }
        #expect(error?.description.contains("line 2") == true)
    }

    @Test func trimsToTheNewestEntriesWhenTwiceTooLong() throws {
        let directory = try TemporaryDirectory()
        let file = HistoryFile(path: directory.path + "/history", capacity: 3)
        for number in 1...7 { try file.append("entry \(number)") }
        #expect(try file.load() == ["entry 5", "entry 6", "entry 7"])
        // The load trimmed the file itself, through a rename, leaving no temporary file behind.
        #expect(directory.read("history") == "entry 5\nentry 6\nentry 7\n")
        #expect(directory.contents() == ["history"])
        try file.append("entry 8")
        #expect(try file.load() == ["entry 6", "entry 7", "entry 8"])
    }

    @Test func readsOnlyTheNewestPartOfAHugeFile() throws {
        let directory = try TemporaryDirectory()
        let line = Array((String(repeating: "x", count: 1023) + "\n").utf8)
        var bytes: [UInt8] = []
        for _ in 0..<(HistoryFile.maximumReadBytes / 1024 + 10) { bytes += line }
        bytes += Array("newest\n".utf8)
        directory.write("history", bytes)
        let entries = try HistoryFile(path: directory.path + "/history", capacity: 5).load()
        #expect(entries.last == "newest")
        #expect(entries.count == 5)
    }

    /// Over 4 MiB of Hangul: the newest 4 MiB start inside a character, on a partial line that is dropped
    /// before the rest is checked to be UTF-8 (it once made the whole history "not UTF-8" for good).
    @Test func dropsThePartialFirstLineBeforeCheckingUTF8() throws {
        let directory = try TemporaryDirectory()
        let line = Array((String(repeating: "가", count: 341) + "\n").utf8)  // 1,024 bytes
        var bytes = Array("x".utf8)  // the cut falls one byte into a 가: mid-character
        for _ in 0..<(HistoryFile.maximumReadBytes / 1024 + 10) { bytes += line }
        bytes += Array("다음 달\n".utf8)
        directory.write("history", bytes)
        let entries = try HistoryFile(path: directory.path + "/history", capacity: 5).load()
        #expect(entries.last == "다음 달")
        #expect(entries.count == 5)
        #expect(try HistoryFile.entries(in: [0xB0, 0x80] + Array("\nopen\n".utf8), truncated: true) == ["open"])
        #expect(throws: HistoryFileError.self) { try HistoryFile.entries(in: [0xB0, 0x80, 0x0A], truncated: false) }
    }

    /// As bash and sqlite3 keep their own history: a file others may write, or another user's, is
    /// neither read nor written, and the reason says which.
    @Test(arguments: [0o622, 0o602, 0o666, 0o620] as [mode_t])
    func refusesAHistoryFileOthersMayWrite(_ mode: mode_t) throws {
        let directory = try TemporaryDirectory()
        directory.write("history", Array("planted\n".utf8))
        chmod(directory.path + "/history", mode)
        let file = HistoryFile(path: directory.path + "/history")
        let error = #expect(throws: HistoryFileError.self) { try file.load() }
        #expect(error?.problem == .writableByOthers(mode: UInt32(mode)))
        #expect(error?.description.contains("other users can write it (mode 0\(String(mode, radix: 8)))") == true)
        #expect(throws: HistoryFileError.self) { try file.append("open") }
        #expect(directory.read("history") == "planted\n")
    }

    @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
    func refusesAnotherUsersHistoryFile() throws {
        let directory = try TemporaryDirectory()
        directory.write("history", Array("planted\n".utf8))
        #expect(chown(directory.path + "/history", 65534, 65534) == 0)
        let file = HistoryFile(path: directory.path + "/history")
        let error = #expect(throws: HistoryFileError.self) { try file.load() }
        #expect(error?.problem == .notOwned(owner: 65534))
        #expect(error?.description(in: .korean).contains("다른 사용자(uid 65534)의 파일") == true)
        #expect(throws: HistoryFileError.self) { try file.append("open") }
        #expect(directory.read("history") == "planted\n")
    }
}
