import LedgerReplCore
import Testing

@testable import LedgerReplShell

/// `--help` in a Korean session (`--lang ko` or a `ko*` locale) is Korean, lists the same options and
/// values as the English one, and the option errors are Korean too.
@Suite struct KoreanHelpTests {
    @Test func helpIsChosenByTheLanguage() {
        #expect(Usage.help(in: .english) == Usage.help)
        #expect(Usage.help(in: .korean) == Usage.koreanHelp)
        #expect(Usage.koreanHelp.hasPrefix("ledger-repl: 가계부 앱의 달 선택 창을"))
        #expect(Usage.koreanHelp.contains("사용법: ledger-repl [옵션] [-f 가계부]... [가계부]"))
    }

    /// The options (`--width`, `-f`) and value choices (`auto|always|never`) a help text names.
    static func optionsAndChoices(_ help: String) -> (options: [String], choices: [String]) {
        var options: [String] = []
        var choices: [String] = []
        for line in help.split(separator: "\n") where line.hasPrefix("  ") {
            // The option column: the option and its value, up to the two spaces before the description.
            let trimmed = line.drop { $0 == " " }
            let column = trimmed.split(separator: "  ", maxSplits: 1).first ?? trimmed
            let words = column.split(whereSeparator: { " ,[]()=".contains($0) })
            guard words.first?.hasPrefix("-") == true else { continue }
            for word in words {
                if word.hasPrefix("-"), word.dropFirst().first?.isLetter == true || word.hasPrefix("--") {
                    options.append(String(word))
                }
                if word.contains("|") { choices.append(String(word)) }
            }
        }
        return (options, choices)
    }

    @Test func koreanHelpListsTheSameOptionsAndValues() {
        let english = Self.optionsAndChoices(Usage.help)
        let korean = Self.optionsAndChoices(Usage.koreanHelp)
        #expect(english.options.count > 20)
        #expect(Set(korean.options) == Set(english.options))
        #expect(korean.choices == english.choices)
    }

    @Test func koreanHelpHasNoEnglish() {
        for line in Usage.koreanHelp.split(separator: "\n") {
            #expect(KoreanText.englishWords(in: String(line)) == [], "\(line)")
        }
        #expect(KoreanText.englishWords(in: Messages(language: .korean).synopsis) == [])
    }

    /// Every line fits 100 columns, as the English help does.
    @Test func koreanHelpFitsAHundredColumns() {
        for line in Usage.koreanHelp.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= 100, "\(line)")
        }
    }

    @Test(arguments: [
        ["--today", "2026-13-01"], ["--today=tomorrow"], ["--max", "2026/07"], ["--width", "wide"], ["--width", "5"],
        ["--width"], ["--style", "fancy"], ["--bogus"], ["--min", "2026-03", "--max", "2026-01"],
        ["-c", "next", "--script", "x"], ["--lang", "fr"], ["--color", "sometimes"],
    ])
    func koreanOptionErrorsHaveNoEnglish(_ arguments: [String]) {
        let error = #expect(throws: UsageError.self) { try Options(parsing: arguments) }
        let message = error?.message(in: .korean) ?? ""
        #expect(KoreanText.englishWords(in: message) == [], "\(message)")
        #expect(message.hasSuffix("."), "\(message)")
    }
}

/// Finding English in Korean text: the check `LedgerReplCoreTests` runs on help and errors
/// (`KoreanHasNoEnglishTests`), repeated here for `--help`, which lives in the shell.
enum KoreanText {
    /// Words written as they are typed or printed on a key, which a Korean text keeps.
    static let kept: Set<String> = [
        "ledger-repl", "hledger", "libedit", "JSON", "UTF-8", "TZ", "LANG", "LC_ALL", "LC_MESSAGES", "COLUMNS",
        "NO_COLOR", "EDITRC", "LEDGER_FILE", "LEDGER_REPL_HISTORY", "LEDGER_REPL_HISTORY_SIZE", "XDG_STATE_HOME",
        "YYYY-MM-DD", "YYYY-MM", "N", "ko", "ko*", "en", "ascii", "unicode", "up", "down", "names", "totals", "auto",
        "always", "never", "timeclock", "timedot",
    ]

    /// The English words of `text` outside double quotes, options (`-f`), paths and names with `/`, `.`
    /// or `:`, `$VARIABLES`, value choices (`en|ko`) and the words kept as they are.
    static func englishWords(in text: String) -> [String] {
        var plain = ""
        var quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if !quoted {
                plain.append(character)
            }
        }
        let tokens = plain.split { character in
            !(character.isASCII && (character.isLetter || character.isNumber || "-_./:$~#!*+|=".contains(character)))
        }
        return tokens.map(String.init).filter { token in
            guard token.contains(where: { $0.isASCII && $0.isLetter }) else { return false }
            if token.hasPrefix("-") || token.hasPrefix("$") || token.hasPrefix("~") || token.hasPrefix("#") {
                return false
            }
            if token.contains(where: { "/.:|".contains($0) }) { return false }
            return !kept.contains(token)
        }
    }
}
