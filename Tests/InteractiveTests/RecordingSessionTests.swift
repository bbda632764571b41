import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Recording at a terminal: the entry is shown, the confirmation asked in the session's language, and
/// the file written only on yes; a missing account is asked for; Ctrl-C and no leave the file alone.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct RecordingSessionTests {
    let home: TemporaryHome
    let journal: String

    static let household = """
        decimal-mark .

        2026-11-02 스타벅스
            지출:카페  4,500원
            자산:현금

        2026-11-10 Lunch
            expenses:food  $11.25
            liabilities:visa

        """

    init() throws {
        home = try TemporaryHome()
        journal = home.path + "/household.journal"
        try write(Self.household, to: journal)
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

    @Test func koreanAsksBeforeWritingAndEnterRecords() throws {
        let session = try start("ko")
        session.type("어제 스타벅스 5,400원\n")
        try session.expect("household.journal에 기록할 내용:")
        try session.expect("2026-11-30 스타벅스")
        try session.expect("    지출:카페   5,400원")
        try session.expect("    자산:현금  -5,400원")
        try session.expect("기록할까요? [Y/n] ")
        try session.waitForRawMode()
        #expect(contents() == Self.household, "nothing is written before the answer")
        session.type("\n")
        try session.expect("번째 줄에 기록했습니다.")
        try session.expect("2026년 11월")
        try session.waitForPrompt("2026-11> ")
        #expect(contents() == Self.household + "\n2026-11-30 스타벅스\n    지출:카페   5,400원\n    자산:현금  -5,400원\n")
        session.type("되돌리기\n")
        try session.expect("기록한 내용을 지웠습니다.")
        try session.waitForPrompt("2026-12> ")
        #expect(contents() == Self.household)
    }

    @Test func englishAsksAndNoLeavesTheFileAlone() throws {
        let session = try start("en")
        session.type("lunch 12.50 yesterday\n")
        try session.expect("To record in ")
        try session.expect("2026-11-30 Lunch")
        try session.expect("Record it? [Y/n] ")
        try session.waitForRawMode()
        session.type("maybe\n")
        try session.expect("Answer y to record it or n not to.")
        try session.expect("Record it? [Y/n] ")
        try session.waitForRawMode()
        session.type("n\n")
        try session.expect("Not recorded.")
        try session.waitForPrompt("2026-12> ")
        #expect(contents() == Self.household)
    }

    @Test func aMissingAccountIsAskedForThenConfirmed() throws {
        let session = try start("en")
        session.type("vet 80 dollars with visa\n")
        try session.expect("What was \"vet\" for?")
        try session.expect("account> ")
        try session.waitForRawMode()
        session.type("expenses:pets\n")
        try session.expect("2026-12-01 vet")
        try session.expect("New account: expenses:pets (not in the journal yet).")
        try session.expect("Record it? [Y/n] ")
        try session.waitForRawMode()
        session.type("y\n")
        try session.expect("Recorded in ")
        try session.waitForPrompt("2026-12> ")
        #expect(
            contents().hasSuffix("\n2026-12-01 vet\n    expenses:pets      $80.00\n    liabilities:visa  $-80.00\n"))
    }

    @Test func ctrlCAtTheQuestionCancels() throws {
        let session = try start("ko")
        session.type("어제 스타벅스 5,400원\n")
        try session.expect("기록할까요? [Y/n] ")
        try session.waitForRawMode()
        session.type("\u{03}")
        try session.expect("기록하지 않았습니다.")
        try session.waitForPrompt("2026-12> ")
        #expect(contents() == Self.household)
    }

    /// Ctrl-D at the confirmation ends that recording only, as Ctrl-C does: nothing is written, the
    /// session goes on at its prompt, and the next recording is asked and written as usual.
    @Test(arguments: [
        ("ko", "어제 스타벅스 5,400원", "기록할까요? [Y/n] ", "기록하지 않았습니다.", "번째 줄에 기록했습니다."),
        ("en", "lunch 12.50 yesterday", "Record it? [Y/n] ", "Not recorded.", "Recorded in "),
    ])
    func ctrlDAtTheConfirmationCancelsOnlyThatRecording(
        _ language: String, _ sentence: String, _ question: String, _ declined: String, _ recorded: String
    ) throws {
        let session = try start(language)
        session.type(sentence + "\n")
        try session.expect(question)
        try session.waitForRawMode()
        session.type("\u{04}")
        try session.expect(declined)
        try session.waitForPrompt("2026-12> ")
        #expect(contents() == Self.household)
        session.type(sentence + "\n")
        try session.expect(question)
        try session.waitForRawMode()
        session.type("y\n")
        try session.expect(recorded)
        try session.waitForPrompt("2026-11> ")
        #expect(contents().hasPrefix(Self.household) && contents().count > Self.household.count)
    }
}
