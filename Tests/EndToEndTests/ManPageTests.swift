import Foundation
import TestSupport
import Testing

/// The man page and the shell completions agree with the binary: every option `--help` lists is in the
/// page's OPTIONS and in each completion file (with its values), every command `help` lists is in the
/// page's COMMANDS, and the other way round; and the page renders without a groff warning.
@Suite struct ManPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let manPage = root.appendingPathComponent("doc/ledger-repl.1")

    // MARK: - Reading the sources

    static func page() throws -> String {
        try String(contentsOf: manPage, encoding: .utf8)
    }

    /// The lines of the section named `name` (from `.SH NAME` to the next `.SH`).
    static func section(_ name: String, of page: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".SH ") {
                let title = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
                    .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                inside = title == name
                continue
            }
            if inside { lines.append(String(line)) }
        }
        return lines
    }

    /// The tag line of every `.TP` paragraph in `lines`, as plain text.
    static func tags(_ lines: [String]) -> [String] {
        zip(lines, lines.dropFirst()).compactMap { line, next in
            line.trimmingCharacters(in: .whitespaces) == ".TP" ? plain(next) : nil
        }
    }

    /// A roff line as the reader sees it: no font macros or escapes, `\-` as `-`, macro quotes removed.
    static func plain(_ roff: String) -> String {
        var text = roff
        if text.hasPrefix(".") {
            // `.B x`, `.BR a b`, `.BI a " b"`: drop the macro name; alternating macros join their words.
            let parts = text.split(separator: " ", maxSplits: 1)
            let macro = parts.first.map(String.init) ?? ""
            text = parts.count > 1 ? String(parts[1]) : ""
            if ["BR", "RB", "BI", "IB", "IR", "RI"].contains(String(macro.dropFirst())) {
                text = roffArguments(text).joined()
            } else {
                text = roffArguments(text).joined(separator: " ")
            }
        }
        let escapes: [(String, String)] = [
            ("\\fB", ""), ("\\fI", ""), ("\\fR", ""), ("\\fP", ""), ("\\-", "-"), ("\\&", ""), ("\\(aq", "'"),
            ("\\(dq", "\""), ("\\e", "\\"), ("\\~", " "), ("\\|", ""),
        ]
        for (escape, replacement) in escapes { text = text.replacingOccurrences(of: escape, with: replacement) }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The arguments of a macro line, honouring double quotes.
    static func roffArguments(_ text: String) -> [String] {
        var arguments: [String] = []
        var current = ""
        var quoted = false
        var any = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                any = true
            } else if character == " " && !quoted {
                if any || !current.isEmpty { arguments.append(current) }
                current = ""
                any = false
            } else {
                current.append(character)
            }
        }
        if any || !current.isEmpty { arguments.append(current) }
        return arguments
    }

    /// The words of `text`, split at spaces, commas, brackets and `=`.
    static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { " ,[]()=\t\n".contains($0) })
    }

    /// The options named in `text`, such as `-f` and `--file` in `-f, --file JOURNAL`.
    static func options(in text: String) -> Set<String> {
        Set(
            words(text).filter { word in
                let name = word.drop(while: { $0 == "-" })
                let dashes = word.count - name.count
                return (dashes == 1 || dashes == 2) && name.first?.isLetter == true
                    && name.allSatisfy { $0.isLetter || $0 == "-" }
            }.map(String.init))
    }

    /// The value choices named in `text`, such as `auto|always|never`.
    static func choices(in text: String) -> [String] {
        words(text).filter { word in
            word.contains("|")
                && word.split(separator: "|", omittingEmptySubsequences: false).allSatisfy {
                    !$0.isEmpty && $0.allSatisfy { $0.isLowercase && $0.isASCII }
                }
        }.map(String.init)
    }

    /// The `--help` option lines: each starts with `-` after the indentation.
    static func helpOptionLines() throws -> [String] {
        let help = try BinaryRunner.run(["--help"])
        #expect(help.status == 0)
        return help.stdout.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("  ") && $0.drop(while: { $0 == " " }).hasPrefix("-")
        }.map { line in
            // The option and its value, up to the column where the description starts.
            let trimmed = line.drop(while: { $0 == " " })
            return String(trimmed.split(separator: "  ", maxSplits: 1).first ?? trimmed)
        }
    }

    /// The command names `help` lists in `language`: each indented line is `NAME [ARGUMENT]  summary`;
    /// arguments are in brackets or upper case (`[N]`, `PHRASE`).
    static func helpCommands(_ language: String) throws -> [String] {
        let result = try BinaryRunner.run(["--lang", language], stdin: Data("help\n".utf8))
        #expect(result.status == 0, "help exited \(result.status): \(result.stderr)")
        return result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            let usage = line.dropFirst(2).split(separator: "  ", maxSplits: 1).first.map(String.init) ?? ""
            let name = withoutArguments(usage)
            return name.isEmpty ? nil : name
        }
    }

    /// The words Korean help writes for an argument (`기록 문장`, `설명 문구`).
    static let koreanPlaceholders: Set<String> = ["문장", "문구"]

    /// `< [N]` → `<`, `explain PHRASE` → `explain`, `next month` → `next month`.
    static func withoutArguments(_ usage: String) -> String {
        usage.split(separator: " ").filter { word in
            !(word.hasPrefix("[") || (word.count > 0 && word.allSatisfy { $0.isUppercase && $0.isASCII })
                || Self.koreanPlaceholders.contains(String(word)))
        }.joined(separator: " ")
    }

    /// The COMMANDS section's `.TP` tags, each the spellings of one command, canonical English first.
    static func manCommands() throws -> [[String]] {
        tags(section("COMMANDS", of: try page())).map { tag in
            tag.components(separatedBy: ", ").map(withoutArguments).filter { !$0.isEmpty }
        }
    }

    // MARK: - Options

    @Test func everyHelpOptionIsInTheManPageAndNothingElse() throws {
        let fromHelp = try Self.options(in: Self.helpOptionLines().joined(separator: "\n"))
        let fromPage = Self.options(in: Self.tags(Self.section("OPTIONS", of: try Self.page())).joined(separator: "\n"))
        #expect(fromHelp.count >= 10, "could not read the options from --help")
        #expect(fromHelp.subtracting(fromPage).sorted() == [], "in --help but not in the man page's OPTIONS")
        #expect(fromPage.subtracting(fromHelp).sorted() == [], "in the man page's OPTIONS but not in --help")
    }

    @Test func everyOptionValueChoiceIsInTheManPage() throws {
        let page = Self.tags(Self.section("OPTIONS", of: try Self.page()))
        for line in try Self.helpOptionLines() {
            for choices in Self.choices(in: line) {
                let option = Self.options(in: line).sorted().last ?? line
                #expect(
                    page.contains { $0.contains(option) && $0.contains(choices) },
                    "the man page's \(option) should list \(choices)")
            }
        }
    }

    static let completionFiles = ["ledger-repl.bash", "_ledger-repl", "ledger-repl.fish"]

    @Test(arguments: completionFiles)
    func completionCoversEveryOptionAndItsValues(_ file: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("completions/\(file)"), encoding: .utf8)
        for line in try Self.helpOptionLines() {
            for option in Self.options(in: line) {
                // fish names options without dashes: `-s f`, `-l file`.
                let spelled =
                    file.hasSuffix(".fish")
                    ? (option.hasPrefix("--") ? "-l \(option.dropFirst(2))" : "-s \(option.dropFirst())")
                    : option
                #expect(text.contains(spelled), "\(file) does not complete \(option)")
            }
            for choices in Self.choices(in: line) {
                for value in choices.split(separator: "|") {
                    #expect(text.contains(value), "\(file) does not offer \(value) for \(line)")
                }
            }
        }
    }

    // MARK: - Commands

    @Test func everyCommandHelpListsIsInTheManPage() throws {
        let documented = Set(try Self.manCommands().flatMap { $0 })
        for language in ["en", "ko"] {
            let listed = try Self.helpCommands(language)
            #expect(listed.count >= 20, "could not read the commands from help in \(language)")
            let missing = listed.filter { !documented.contains($0) }
            #expect(missing == [], "help --lang \(language) lists these, the man page's COMMANDS does not")
        }
    }

    @Test func everyCommandTheManPageDocumentsIsInHelp() throws {
        let listed = Set(try Self.helpCommands("en"))
        let documented = try Self.manCommands().compactMap(\.first)
        #expect(documented.count >= 20, "could not read the commands from the man page")
        let extra = documented.filter { !listed.contains($0) }
        #expect(extra == [], "the man page documents these, help does not list them (first spelling of each .TP)")
    }

    /// Every question `help` shows as an example, in either language, is a form the man page's COMMANDS
    /// section names, so the page documents each kind of question help offers.
    @Test func everyQuestionFormHelpShowsIsInTheManPage() throws {
        let documented = Self.section("COMMANDS", of: try Self.page()).map(Self.plain).joined(separator: " ")
            .lowercased()
        for (language, name, label) in [("en", "spent in july", "also: "), ("ko", "지난달 지출", "예: ")] {
            let result = try BinaryRunner.run(["--lang", language], stdin: Data("help\n".utf8))
            let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let row = try #require(lines.firstIndex { $0.hasPrefix(name + "  ") }, "no question row in \(language)")
            let examples = try #require(
                lines.dropFirst(row + 1).first.flatMap { $0.hasPrefix(label) ? $0.dropFirst(label.count) : nil },
                "no examples under the question row in \(language)")
            let forms = [name] + examples.components(separatedBy: ", ")
            #expect(forms.count >= 8, "could not read the question forms from help in \(language)")
            let missing = forms.filter { !documented.contains($0.lowercased()) }
            #expect(missing == [], "help --lang \(language) shows these questions, the man page does not")
        }
    }

    // MARK: - Rendering

    static let groff: String? = ["/usr/bin/groff", "/usr/local/bin/groff"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static func runGroff(_ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(
            groff ?? "/usr/bin/groff", arguments + [manPage.path],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
        #expect(result.status == 0, "groff \(arguments) exited \(result.status)")
        return String(decoding: result.errors, as: UTF8.self)
    }

    /// How `man` renders it on a terminal: UTF-8 through preconv (`-k`) to the `utf8` device.
    @Test(
        .enabled(if: groff != nil, "groff is not installed (apt-get install groff-base); the man page was not rendered")
    )
    func rendersForTheTerminalWithoutWarnings() throws {
        let warnings = try Self.runGroff(["-k", "-Tutf8", "-man", "-ww", "-z"])
        #expect(warnings == "")
    }

    /// The typesetting devices have no Hangul glyphs, so the Korean examples are the only thing they may
    /// warn about; any other warning is a mistake in the page.
    @Test(
        .enabled(if: groff != nil, "groff is not installed (apt-get install groff-base); the man page was not rendered")
    )
    func rendersForPostScriptWithNoWarningButMissingHangul() throws {
        let warnings = try Self.runGroff(["-k", "-man", "-ww", "-z"]).split(separator: "\n").filter { line in
            !line.contains("can't find special character 'u")
        }
        #expect(warnings == [])
    }

    @Test func theVersionInTheManPageIsTheBinarys() throws {
        let version = try BinaryRunner.run(["--version"]).stdout
        let number = version.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        #expect(!number.isEmpty)
        #expect(try Self.page().contains("\"ledger-repl \(number)\""), "update .TH in doc/ledger-repl.1 to \(number)")
    }
}
