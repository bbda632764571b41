import Testing

@testable import LedgerReplCore

/// A Korean session's help and errors are Korean: no English word outside quoted input, account names
/// and what is typed as it is (options, environment variables, file names, key caps, program names).
@Suite struct KoreanHasNoEnglishTests {
    /// Every topic `help` knows, by its Korean name (and the topics that list keys and questions).
    static let topics: [String?] =
        [nil, "키", "질문", "없는말"] + Vocabulary.entries.map { $0.name(in: .korean) } + ["pgup", "<<", "add", "entries"]

    @Test(arguments: topics)
    func koreanHelpHasNoEnglish(_ topic: String?) {
        for line in HelpText.lines(topic: topic, language: .korean) + [
            HelpText.heading(topic: topic, language: .korean)
        ] {
            #expect(KoreanText.englishWords(in: line) == [], "\(line)")
        }
    }

    @Test func theKoreanBannerHasNoEnglish() {
        #expect(KoreanText.englishWords(in: HelpText.banner(version: "0.1.0", language: .korean)) == [])
    }

    @Test(arguments: KoreanErrorSentenceTests.errors)
    func aKoreanRefusalHasNoEnglish(_ error: PickerError) {
        let text = Messages(language: .korean).text(for: error)
        #expect(KoreanText.englishWords(in: text) == [], "\(text)")
    }

    /// The check itself: it finds English prose and lets code through.
    @Test func theCheckFindsEnglishAndLetsCodeThrough() {
        #expect(KoreanText.englishWords(in: "같은 뜻: add, record, 기록") == ["add", "record"])
        #expect(KoreanText.englishWords(in: "pgup  커서를 한 해 앞으로(열림)") == ["pgup"])
        #expect(KoreanText.englishWords(in: "\"quit\"은 알 수 없는 명령입니다. 지출:food 계정") == [])
        #expect(KoreanText.englishWords(in: "-f 파일로 시작하거나 LEDGER_FILE 환경 변수, Ctrl-D, ~/.editrc") == [])
    }
}

/// Finding English in Korean text. (The same check runs on `--help` in `LedgerReplShellTests`.)
enum KoreanText {
    /// Words written as they are typed or printed on a key, which a Korean text keeps.
    static let kept: Set<String> = [
        "ledger-repl", "hledger", "libedit", "Tab", "Esc", "Ctrl-R", "Ctrl-C", "Ctrl-D", "Ctrl-Z", "Alt-", "PageUp",
        "PageDown", "fg", "bind", "JSON", "UTF-8", "TZ", "LANG", "LC_ALL", "LC_MESSAGES", "COLUMNS", "NO_COLOR",
        "EDITRC", "LEDGER_FILE", "LEDGER_REPL_HISTORY", "LEDGER_REPL_HISTORY_SIZE", "XDG_STATE_HOME", "YYYY-MM-DD",
        "YYYY-MM", "N", "y", "n", "ko", "ko*", "en", "ascii", "unicode", "up", "down", "names", "totals", "auto",
        "always", "never", "decimal-mark", "comment", "apply", "account", "alias", "include", "chmod", "u+w",
        "timeclock", "timedot",
    ]

    /// Command lines quoted whole.
    static let phrases = ["hledger balance"]

    /// The English words of `text` (a Korean sentence) outside double quotes, options (`-f`), paths and
    /// names with `/`, `.` or `:` (`~/.editrc`, `h.journal`, `지출:food`), `$VARIABLES`, value choices
    /// (`en|ko`) and the words kept as they are.
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
        for phrase in phrases { plain = plain.replacing(phrase, with: " ") }
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
