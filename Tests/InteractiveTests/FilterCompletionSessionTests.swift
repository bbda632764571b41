import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Tab after every filter word (`entries`, `balance`, `change`, `내역`, `잔액`, `변동`) and recording word
/// (`add`, `record`, `기록`, `추가`) completes the journal's accounts, payees and category words, on the
/// shipped example journals as the README shows it (`entries star` → `Starbucks`), and the second Tab
/// lists them grouped by kind.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct FilterCompletionSessionTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    static let examples = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))

    func start(_ language: String) throws -> TerminalSession {
        let journal = "/" + Self.examples + "/examples/household-\(language).journal"
        let session = try TerminalSession(
            arguments: ["--today", "2026-12-02", "--lang", language, "--no-history", "-f", journal],
            environment: childEnvironment(home: home.path), columns: 100)
        try session.waitForPrompt("2026-12> ")
        try session.waitForRawMode()
        return session
    }

    @Test(arguments: [
        ("entries star", "Starbucks "), ("balance assets:ch", "assets:checking "), ("change whole", "Whole Foods "),
        ("add star", "Starbucks "), ("record trader", "Trader Joe's "), ("add yesterday 5.40 star", "Starbucks "),
    ])
    func englishWordsCompleteNames(typed: String, completed: String) throws {
        let session = try start("en")
        session.type(typed + "\t")
        try session.expect(completed)
    }

    @Test(arguments: [
        ("내역 스타", "스타벅스 "), ("잔액 자산:통", "자산:통장 "), ("변동 이마", "이마트 "), ("기록 스타", "스타벅스 "),
        ("추가 홈플", "홈플러스 "), ("기록 어제 5,400원 스타", "스타벅스 "),
    ])
    func koreanWordsCompleteNames(typed: String, completed: String) throws {
        let session = try start("ko")
        session.type(typed + "\t")
        try session.expect(completed)
    }

    /// The README's own example, run to the end: the entries listed are Starbucks's.
    @Test func theReadmesEntriesStarCompletesAndLists() throws {
        let session = try start("en")
        session.type("entries star\t")
        try session.expect("Starbucks ")
        session.type("october\n")
        try session.expect("There are 4 entries at Starbucks in October 2026.")
    }

    @Test(arguments: [
        ("en", "add ", "payees:"), ("ko", "기록 ", "거래처:"), ("en", "entries ", "accounts:"),
        ("ko", "변동 ", "계정:"),
    ])
    func theSecondTabListsTheNamesByKind(language: String, typed: String, heading: String) throws {
        let session = try start(language)
        session.type(typed + "\t")
        session.type("\t")
        let listing = try session.expect(heading)
        #expect(!listing.contains("questions:") && !listing.contains("질문:"), "\(listing)")
        try session.expect("2026-12> " + typed)
    }
}
