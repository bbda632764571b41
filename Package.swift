// swift-tools-version:6.0
import PackageDescription

/// ledger-repl: a month-picker popover as a line-oriented REPL.
///
/// Data flows one way: a line → parse → a command value → apply to the picker state → new state and
/// events → render → text. The two `Core` libraries are pure (no I/O, no clock, no Foundation); the shell
/// is the only code that touches the terminal, files, the clock, signals and libedit.
let package = Package(
    name: "ledger-repl",
    products: [
        .executable(name: "ledger-repl", targets: ["ledger-repl"])
    ],
    targets: [
        // Pure: year-month arithmetic, picker state and transitions, vocabulary, parser, renderer,
        // completion, help.
        .target(name: "LedgerReplCore", dependencies: ["LedgerJournalCore"]),
        // Pure: the plain-text journal format, exact money, month totals and balances.
        .target(name: "LedgerJournalCore"),
        // libedit (Debian libedit-dev), wrapped by one shim header.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The only code with side effects: options, terminal, line readers, history, output, the REPL loop.
        .target(name: "LedgerReplShell", dependencies: ["LedgerReplCore", "LedgerJournalCore", "CLibEdit"]),
        // The executable: parses options and runs the REPL.
        .executableTarget(name: "ledger-repl", dependencies: ["LedgerReplShell"]),
        // Fuzzing: the invariants, and one libFuzzer target each for the parser, a whole session and a
        // loaded journal (scripts/fuzz builds them with -sanitize=fuzzer; a plain build replays files).
        .target(name: "LedgerReplFuzzing", dependencies: ["LedgerReplCore", "LedgerJournalCore"]),
        .executableTarget(name: "fuzz-parser", dependencies: ["LedgerReplFuzzing"]),
        .executableTarget(name: "fuzz-session", dependencies: ["LedgerReplFuzzing"]),
        .executableTarget(name: "fuzz-journal", dependencies: ["LedgerReplFuzzing"]),

        .testTarget(
            name: "LedgerReplCoreTests",
            dependencies: ["LedgerReplCore", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "LedgerJournalCoreTests", dependencies: ["LedgerJournalCore", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "LedgerReplShellTests", dependencies: ["LedgerReplShell"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["ledger-repl", "LedgerReplFuzzing", "TestSupport"],
            exclude: ["Transcripts"]),
        .testTarget(name: "InteractiveTests", dependencies: ["ledger-repl", "CPseudoTerminal"]),
        // Test-only: programs a test runs to their end, their output read from files (`ChildProcess`).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Test-only: pseudo-terminal functions Glibc's Swift module hides.
        .target(name: "CPseudoTerminal"),
    ],
    swiftLanguageModes: [.v6]
)
