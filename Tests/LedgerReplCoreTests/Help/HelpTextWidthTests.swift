import Testing

@testable import LedgerReplCore

/// `help` at a terminal's width: every line fits, no word is split, and the text is the same words in
/// the same order as the fixed layout a pipe gets.
@Suite struct HelpTextWidthTests {
    static let topics: [String?] = [nil, "keys", "quit", "next month", "entries", "3 months ago", "nonsense"]

    static func words(_ lines: [String]) -> [Substring] { lines.joined(separator: " ").split(separator: " ") }

    @Test(arguments: Language.allCases, [20, 40, 60, 80, 100, 200])
    func everyLineFitsAndKeepsItsWords(language: Language, width: Int) {
        for topic in Self.topics {
            let fixed = HelpText.lines(topic: topic, language: language)
            let fitted = HelpText.lines(topic: topic, language: language, width: width)
            for line in fitted {
                #expect(DisplayWidth.of(line) <= width, "help \(topic ?? "") at \(width): \(line)")
            }
            // Below 40 columns a word longer than the line (`ledger-repl:bind`) is broken.
            if width >= 40 { #expect(Self.words(fitted) == Self.words(fixed), "help \(topic ?? "") at \(width)") }
        }
    }

    @Test func theFixedLayoutKeepsOneLinePerRow() {
        let lines = HelpText.lines(topic: nil, language: .english)
        let index = lines.firstIndex { $0.hasPrefix("  next march ") }
        #expect(index.map { lines[$0 + 1].hasSuffix("march of last year, december two years ago") } == true)
    }

    @Test func summariesWrapUnderTheirColumnAtAHundredColumns() {
        let lines = HelpText.lines(topic: nil, language: .english, width: 100)
        let index = try? #require(lines.firstIndex { $0.hasPrefix("  next march ") })
        guard let index else { return }
        let column = lines[index].firstRange(of: "a named month")?.lowerBound.utf16Offset(in: lines[index]) ?? 0
        let next = lines[index + 1]
        #expect(next.prefix(column).allSatisfy { $0 == " " } && next.dropFirst(column).first != " ")
        // The words the fixed layout split at the terminal's edge stay whole.
        #expect(lines.contains { $0.contains("december two years ago") })
        #expect(lines.contains { $0.contains("help COMMAND") })
    }

    @Test func narrowHelpPutsEachSummaryUnderItsCommand() {
        let lines = HelpText.lines(topic: nil, language: .korean, width: 40)
        #expect(lines[0] == "  열기")
        #expect(lines[1].hasPrefix("    선택한 달의"))
    }

    /// Below 20 columns a list of examples or synonyms goes on under its label, not under its first item,
    /// so only a word wider than the line less its indent is broken (at 12 columns `also: ` used to leave
    /// two columns under the first item: `th`, `is`, `mo`...).
    @Test(arguments: Language.allCases, [12, 14, 16, 18])
    func aNarrowTerminalGetsWordsNotLetters(language: Language, width: Int) {
        for topic in Self.topics {
            let fixed = Self.words(HelpText.lines(topic: topic, language: language))
            let lines = HelpText.lines(topic: topic, language: language, width: width)
            for line in lines { #expect(DisplayWidth.of(line) <= width, "help \(topic ?? "") at \(width): \(line)") }
            let whole = Set(fixed)
            let wide = fixed.filter { DisplayWidth.of($0) > width - 4 }
            let pieces = Self.words(lines).filter { piece in
                // A list's item may end its line without its comma when only the comma would not fit.
                !whole.contains(piece) && !whole.contains(piece + ",") && !wide.contains { $0.contains(piece) }
            }
            #expect(pieces.isEmpty, "help \(topic ?? "") at \(width): \(pieces)")
        }
    }

    @Test func aNarrowListGoesOnUnderItsLabel() {
        let lines = HelpText.lines(topic: "today", language: .english, width: 16)
        let index = try? #require(lines.firstIndex { $0.hasPrefix("  also: ") })
        guard let index else { return }
        #expect(lines[index + 1].hasPrefix("  ") && !lines[index + 1].hasPrefix("        "))
    }

    @Test func keysHelpIsOneTableInOneForm() {
        let wide = HelpText.lines(topic: "keys", language: .english, width: 60)
        #expect(wide.contains("  Up / Down             walk the history"))
        let narrow = HelpText.lines(topic: "keys", language: .english, width: 40)
        #expect(narrow.contains("  Up / Down"))
        #expect(narrow.contains("    walk the history"))
    }
}
