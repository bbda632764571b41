import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The preview is what is written: when the journal file changes between the preview and the `y` (an
/// editor saved it with other dates), the entry is shown again as it would be written now and the
/// question asked again; the second `y` writes exactly the second preview.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ChangedPreviewSessionTests {
    let home: TemporaryHome
    let journal: String

    static let dashed = """
        2026-11-10 Lunch
            expenses:food  $11.25
            liabilities:visa

        """

    /// The same journal as an editor saves it after the preview: dates with slashes, one more entry.
    static let slashed = """
        2026/11/10 Lunch
            expenses:food  $11.25
            liabilities:visa

        2026/11/20 Groceries
            expenses:food  $40.00
            liabilities:visa

        """

    init() throws {
        home = try TemporaryHome()
        journal = home.path + "/household.journal"
        try write(Self.dashed, to: journal)
    }

    func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw TerminalSessionError(description: "cannot write \(path)") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
    }

    func contents() -> String {
        let fd = open(journal, O_RDONLY)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func start(_ language: String) throws -> TerminalSession {
        let session = try TerminalSession(
            arguments: ["--today", "2026-12-01", "--lang", language, "-f", journal],
            environment: childEnvironment(home: home.path))
        try session.waitForPrompt("2026-12> ")
        return session
    }

    @Test func englishShowsTheNewPreviewAndAsksAgain() throws {
        let session = try start("en")
        session.type("lunch 12.50 yesterday\n")
        try session.expect("2026-11-30 Lunch")
        try session.expect("Record it? [Y/n] ")
        try session.waitForRawMode()
        try write(Self.slashed, to: journal)
        session.type("y\n")
        try session.expect("The journal changed since the entry was shown; this is how it would be written now.")
        let shown = try session.expect("Record it? [Y/n] ")
        #expect(shown.contains("2026/11/30 Lunch"), "the new preview: \(shown)")
        #expect(!shown.contains("Recorded in"), "nothing was written: \(shown)")
        try session.waitForRawMode()
        #expect(contents() == Self.slashed, "nothing is written before the second answer")
        session.type("y\n")
        try session.expect("Recorded in ")
        try session.waitForPrompt("2026-11> ")
        #expect(
            contents() == Self.slashed
                + "\n2026/11/30 Lunch\n    expenses:food      $12.50\n    liabilities:visa  $-12.50\n",
            "\(contents())")
    }

    @Test func koreanShowsTheNewPreviewAndNoLeavesTheFileAsEdited() throws {
        let session = try start("ko")
        session.type("어제 점심 12.50달러 expenses:food liabilities:visa\n")
        try session.expect("기록할까요? [Y/n] ")
        try session.waitForRawMode()
        try write(Self.slashed, to: journal)
        session.type("\n")
        try session.expect("내용을 보여 드린 뒤 가계부가 바뀌었습니다. 지금 기록하면 이렇게 적힙니다.")
        let shown = try session.expect("기록할까요? [Y/n] ")
        #expect(shown.contains("2026/11/30"), "the new preview: \(shown)")
        try session.waitForRawMode()
        session.type("n\n")
        try session.expect("기록하지 않았습니다.")
        try session.waitForPrompt("2026-12> ")
        #expect(contents() == Self.slashed)
    }
}
