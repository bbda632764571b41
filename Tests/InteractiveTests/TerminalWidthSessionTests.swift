import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The session at the terminal's width: a resize draws the view again for the new width and keeps what
/// was typed; a width fixed by `--width` or `COLUMNS` stays as it is.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TerminalWidthSessionTests {
    let home: TemporaryHome

    init() throws {
        home = try TemporaryHome()
    }

    func start(_ arguments: [String] = [], columns: UInt16, _ extra: [String: String] = [:]) throws
        -> TerminalSession
    {
        let session = try TerminalSession(
            arguments: ["--today", "2026-11-29"] + arguments, environment: childEnvironment(home: home.path, extra),
            columns: columns)
        try session.waitForPrompt()
        return session
    }

    @Test func aResizeDrawsTheViewAgainAndKeepsTheTypedText() throws {
        let session = try start(columns: 100)
        session.type("open\n")
        try session.expect("selected")  // the legend under the popover
        try session.waitForPrompt("2026-11 [2026]> ")
        session.type("ma")
        try session.expect("ma")
        try session.resize(columns: 60)
        try session.expect("2026")  // the popover's header, drawn again
        try session.expect("selected")
        try session.waitForPrompt("2026-11 [2026]> ")
        try session.expect("ma")  // the typed text is back
        session.type("y\n")
        try session.expect("Selected May 2026")
    }

    @Test(arguments: [(["--width", "100"], [:]), ([], ["COLUMNS": "100"])] as [([String], [String: String])])
    func aFixedWidthIsNotDrawnAgainOnAResize(arguments: [String], environment: [String: String]) throws {
        let session = try start(arguments, columns: 100, environment)
        session.type("open\n")
        try session.expect("selected")
        try session.waitForPrompt("2026-11 [2026]> ")
        try session.resize(columns: 60)
        session.type("open\n")
        let shown = try session.expect("The month picker is already open.")
        #expect(!shown.contains("selected"), "no view was drawn between the resize and the reply")
    }

    /// The lines of what the terminal showed, as a person would see them on a screen `columns` wide:
    /// wider ones would have wrapped.
    /// Lines being typed are left out: a long one wraps on the terminal as it is typed, which is the
    /// editor's to do.
    static func wideLines(_ text: String, columns: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            !line.hasPrefix("2026-") && ScreenWidth.of(line) > columns
        }
    }

    @Test(arguments: [40, 60, 100] as [UInt16], ["en", "ko"])
    func nothingWrapsAtTheTerminalsWidth(columns: UInt16, language: String) throws {
        let session = try start(["--lang", language], columns: columns)
        session.type("help\n")
        try session.waitForPrompt()
        session.type("help keys\n")
        try session.waitForPrompt()
        session.type("nxt month of the year after the one before last\n")  // a long error
        try session.waitForPrompt()
        session.type("history\n")
        try session.waitForPrompt()
        #expect(Self.wideLines(session.screenText, columns: Int(columns)) == [])
    }
}
