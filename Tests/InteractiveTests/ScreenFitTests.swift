import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the done-when of "any width" asks, on a real terminal at 40, 60 and 100 columns, in both
/// languages and with a journal: no line wider than the terminal (so none wraps), and a legend under
/// every popover that tells the truth about the grid above it.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ScreenFitTests {
    let home: TemporaryHome
    let journal: String

    init() throws {
        home = try TemporaryHome()
        journal = home.path + "/household.journal"
        let fd = open(journal, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        let bytes = Array(JournalSessionTests.text.utf8)
        #expect(write(fd, bytes, bytes.count) == bytes.count)
        close(fd)
    }

    /// A session that visits every kind of screen, each command with the prompt it leaves.
    static let script: [(String, String)] = [
        ("open", "2026-12 [2026]> "), ("left", "2026-12 [2026]> "), ("right", "2026-12 [2026]> "),
        ("close", "2026-12> "), ("2026-11", "2026-11> "), ("open", "2026-11 [2026]> "), ("esc", "2026-11> "),
        ("entries", "2026-11> "),
        ("balance", "2026-11> "), ("change", "2026-11> "), ("spending trend", "2026-11> "),
        ("top expenses this year", "2026-11> "), ("help", "2026-11> "), ("help keys", "2026-11> "),
        ("help entries", "2026-11> "), ("nxt month of the year after the one before last", "2026-11> "),
        ("history", "2026-11> "),
    ]

    @Test(arguments: [40, 60, 100] as [UInt16], ["en", "ko"])
    func nothingWrapsAndEveryLegendIsTrue(columns: UInt16, language: String) throws {
        let session = try TerminalSession(
            arguments: ["--today", "2026-12-01", "--lang", language, "-f", journal],
            environment: childEnvironment(home: home.path), columns: columns)
        try session.waitForPrompt("2026-12> ")
        for (command, prompt) in Self.script {
            session.type(command + "\n")
            try session.waitForPrompt(prompt)
        }
        let lines = session.screenText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wide = lines.filter { !$0.hasPrefix("2026-") && ScreenWidth.of($0) > Int(columns) }
        #expect(wide == [], "at \(columns) columns")
        let popovers = Popover.all(in: lines)
        #expect(popovers.count == 4)
        for popover in popovers { popover.checkLegend(language: language) }
    }

    @Test(arguments: ["en", "ko"])
    func theLegendFollowsBoundsAndFocus(language: String) throws {
        let session = try TerminalSession(
            arguments: ["--today", "2026-12-01", "--lang", language, "--min", "2026-03", "--max", "2026-10"],
            environment: childEnvironment(home: home.path), columns: 60)
        try session.waitForPrompt("2026-10> ")
        for (command, prompt) in [("open", "2026-10 [2026]> "), ("left", "2026-10 [2026]> ")] {
            session.type(command + "\n")
            try session.waitForPrompt(prompt)
        }
        let popovers = Popover.all(in: session.screenText.split(separator: "\n").map(String.init))
        #expect(popovers.count == 2)
        for popover in popovers { popover.checkLegend(language: language) }
        // January, February, November and December are disabled; today (December) is on screen.
        #expect(popovers.allSatisfy { $0.legend.contains("(") && $0.legend.contains("*") })
    }
}

extension ScreenFitTests {
    @Test(arguments: ["en", "ko"])
    func theLegendLeavesOutWhatIsNotOnScreen(language: String) throws {
        let session = try TerminalSession(
            arguments: ["--today", "2026-12-01", "--lang", language], environment: childEnvironment(home: home.path),
            columns: 40)
        try session.waitForPrompt("2026-12> ")
        for (command, prompt) in [("open", "2026-12 [2026]> "), (">", "2026-12 [2027]> ")] {
            session.type(command + "\n")
            try session.waitForPrompt(prompt)
        }
        let popovers = Popover.all(in: session.screenText.split(separator: "\n").map(String.init))
        #expect(popovers.count == 2)
        for popover in popovers { popover.checkLegend(language: language) }
        // 2027 shows neither today nor the selection (December 2026), only the focus.
        #expect(popovers.last.map { !$0.legend.contains("*") && !$0.legend.contains("[") } == true)
    }
}

/// A popover as the terminal shows it: its grid rows and its legend lines.
struct Popover {
    var grid: [String]
    var legend: String

    /// Every popover drawn with its box below the label: top border, header, border, the rows, bottom
    /// border, then the legend up to the next blank line or prompt.
    static func all(in lines: [String]) -> [Popover] {
        func isBorder(_ line: String) -> Bool { line.hasPrefix("+-") && line.hasSuffix("-+") }
        var found: [Popover] = []
        var index = 0
        while index + 3 < lines.count {
            guard isBorder(lines[index]), index + 2 < lines.count, isBorder(lines[index + 2]) else {
                index += 1
                continue
            }
            var end = index + 3
            while end < lines.count, !isBorder(lines[end]) { end += 1 }
            guard end < lines.count else { break }
            var legend: [String] = []
            var next = end + 1
            while next < lines.count, !lines[next].isEmpty, !lines[next].hasPrefix("2026-"),
                !lines[next].hasPrefix("amounts"), !lines[next].hasPrefix("금액")
            {
                legend.append(lines[next])
                next += 1
            }
            found.append(Popover(grid: Array(lines[(index + 3)..<end]), legend: legend.joined(separator: "  ")))
            index = next
        }
        return found
    }

    /// Checks that each marker the legend explains is on the grid as it says, and that each marker on
    /// the grid is explained.
    func checkLegend(language: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let words =
            language == "ko"
            ? (selected: "선택", today: "오늘", focus: "커서", disabled: "선택 불가", entries: "내역 있음")
            : (selected: "selected", today: "today", focus: "focus", disabled: "disabled", entries: "has entries")
        let items = legend.split(separator: "  ").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        let text = grid.joined(separator: "\n")
        var explained = Set<String>()
        for item in items {
            guard let space = item.firstIndex(of: " ") else { continue }
            let sample = String(item[..<space])
            let meaning = String(item[item.index(after: space)...])
            let month = sample.filter { !"[]()>*+".contains($0) }
            let cell = Cell(month: month, in: text)
            switch meaning {
            case words.selected:
                #expect(cell?.before.hasSuffix("[") == true, "\(item): \(text)", sourceLocation: sourceLocation)
                explained.insert("[")
            case words.disabled:
                #expect(cell?.before.hasSuffix("(") == true, "\(item): \(text)", sourceLocation: sourceLocation)
                explained.insert("(")
            case words.focus:
                #expect(cell?.before.contains(">") == true, "\(item): \(text)", sourceLocation: sourceLocation)
                explained.insert(">")
            case words.today:
                #expect(
                    cell?.after.drop { $0 == " " }.hasPrefix("*") == true, "\(item): \(text)",
                    sourceLocation: sourceLocation)
                explained.insert("*")
            case words.entries:
                #expect(cell?.after.contains("+") == true, "\(item): \(text)", sourceLocation: sourceLocation)
                explained.insert("+")
            default:
                Issue.record("unknown legend item \(item)", sourceLocation: sourceLocation)
            }
        }
        let rows = grid.map { $0.dropFirst().dropLast() }.joined()
        for marker in ["[", "(", ">", "*", "+"] where rows.contains(marker) {
            #expect(
                explained.contains(marker), "\(marker) on the grid, not in \(legend)", sourceLocation: sourceLocation)
        }
    }
}

/// A month's cell on the grid: the marks just before its name and just after it.
struct Cell {
    var before: String
    var after: String

    init?(month: String, in grid: String) {
        let characters = Array(grid)
        let name = Array(month)
        guard !name.isEmpty else { return nil }
        var index = 0
        while index + name.count <= characters.count {
            let matches = Array(characters[index..<index + name.count]) == name
            let afterDigit = index > 0 && characters[index - 1].isNumber  // `1월` inside `11월`
            if matches, !afterDigit {
                before = String(characters[max(0, index - 3)..<index])
                let end = min(characters.count, index + name.count + 4)
                after = String(characters[(index + name.count)..<end]).replacingBrackets()
                return
            }
            index += 1
        }
        return nil
    }
}

extension String {
    /// The marks after a month's name with its closing bracket dropped: `]*+` → `*+`.
    fileprivate func replacingBrackets() -> String {
        var text = Substring(self)
        if text.first == "]" || text.first == ")" { text = text.dropFirst() }
        return String(text.prefix { $0 != "|" && $0 != "\n" })
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension ScreenFitTests {
    /// Below forty columns the views take narrower forms (`cal`'s twenty columns, three or two cells a
    /// row) and still fit, and no day's today mark touches the next day. (Narrower than the prompt,
    /// libedit wraps the prompt itself; the unit tests draw those widths.)
    @Test(arguments: [30, 24, 20] as [UInt16], ["en", "ko"])
    func narrowTerminalsGetViewsThatFit(columns: UInt16, language: String) throws {
        for journal in [nil, journal] {
            let session = try TerminalSession(
                arguments: ["--today", "2026-12-01", "--lang", language] + (journal.map { ["-f", $0] } ?? []),
                environment: childEnvironment(home: home.path), columns: columns)
            try session.waitForPrompt("2026-12> ")
            for (command, prompt) in [
                ("open", "2026-12 [2026]> "), ("left", "2026-12 [2026]> "), ("close", "2026-12> "),
                ("2026-11", "2026-11> "), ("today", "2026-12> "),
            ] {
                session.type(command + "\n")
                try session.waitForPrompt(prompt)
            }
            let lines = session.screenText.split(separator: "\n").map(String.init)
            let wide = lines.filter { !$0.contains("> ") && ScreenWidth.of($0) > Int(columns) }
            #expect(wide == [], "at \(columns) columns, journal: \(journal != nil)")
            let glued = lines.filter { line in
                let scalars = Array(line.unicodeScalars)
                return scalars.indices.dropFirst().dropLast().contains { index in
                    scalars[index] == "*" && ("0"..."9").contains(scalars[index - 1])
                        && ("0"..."9").contains(scalars[index + 1])
                }
            }
            #expect(glued == [], "at \(columns) columns, journal: \(journal != nil)")
        }
    }
}
