import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The banner at a terminal names the command that lists the others and the one that leaves, and both
/// work when typed, in either language; the words a newcomer tries to leave with leave too.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct BannerSessionTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    func start(_ language: String) throws -> TerminalSession {
        let session = try TerminalSession(
            arguments: ["--today", "2026-11-29", "--lang", language], environment: childEnvironment(home: home.path))
        try session.waitForPrompt()
        return session
    }

    /// The text of `banner` between `before` and the next `after`.
    func word(in banner: String, after before: String, before after: String) -> String? {
        guard let start = banner.firstRange(of: before) else { return nil }
        let rest = banner[start.upperBound...]
        guard let end = rest.firstRange(of: after) else { return nil }
        return String(rest[..<end.lowerBound])
    }

    @Test func theKoreanBannersWordsListTheCommandsAndLeave() throws {
        let session = try start("ko")
        let banner = session.screenText  // the banner comes before the first prompt
        #expect(banner.contains("ledger-repl 0.1.0. 명령 목록은 도움말, 끝내려면 종료를 입력하세요."))
        let help = try #require(word(in: banner, after: "명령 목록은 ", before: ","))
        let quit = try #require(word(in: banner, after: "끝내려면 ", before: "를 입력하세요"))
        try session.waitForRawMode()
        session.type(help + "\n")
        try session.expect("명령:")
        try session.expect("종료")
        try session.waitForPrompt()
        session.type(quit + "\n")
        #expect(try session.waitForExit() == 0)
    }

    @Test func theEnglishBannersWordsListTheCommandsAndLeave() throws {
        let session = try start("en")
        let banner = session.screenText
        let help = try #require(word(in: banner, after: "Type ", before: " for the commands"))
        let quit = try #require(word(in: banner, after: "commands, ", before: " to leave"))
        try session.waitForRawMode()
        session.type(help + "\n")
        try session.expect("Commands:")
        try session.waitForPrompt()
        session.type(quit + "\n")
        #expect(try session.waitForExit() == 0)
    }

    @Test(arguments: ["끝내기", "그만", "나가기"])
    func aKoreanWordForLeavingLeaves(_ word: String) throws {
        let session = try start("ko")
        try session.waitForRawMode()
        session.type(word + "\n")
        #expect(try session.waitForExit() == 0)
    }
}
