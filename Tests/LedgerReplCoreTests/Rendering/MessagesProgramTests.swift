import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// What the program says around the commands, in both languages: a Korean session's errors carry no
/// English position label, and the system's reasons are said in the session's language.
@Suite struct MessagesProgramTests {
    @Test func aScriptsErrorsSayWhereInTheSessionsLanguage() {
        let english = Messages(language: .english)
        let korean = Messages(language: .korean)
        #expect(english.errorPosition(line: 3, countsCommands: false) == "line 3: ")
        #expect(english.errorPosition(line: 2, countsCommands: true) == "command 2: ")
        #expect(korean.errorPosition(line: 3, countsCommands: false) == "3번째 줄: ")
        #expect(korean.errorPosition(line: 2, countsCommands: true) == "2번째 명령: ")
        #expect(korean.lineTooLong(length: 70000, limit: 65536) == "줄이 너무 깁니다 (70000바이트, 최대 65536바이트).")
        #expect(english.lineTooLong(length: 70000, limit: 65536) == "line too long (70000 bytes; the limit is 65536)")
    }

    /// A script's error lines are written as bytes, with the position `errorPosition` says.
    @Test(arguments: Language.allCases)
    func anErrorLineStartsWithItsPosition(_ language: Language) {
        let messages = Messages(language: language)
        for line in [1, 9, 10, 9_999, 10_000, 123_456, 4_000_000] {
            for counts in [false, true] {
                var bytes = Array(">".utf8)
                OutputEncoder.appendErrorLine(
                    "다음 \"핣\"", line: line, countsCommands: counts, language: language, to: &bytes)
                let expected = ">" + messages.errorPosition(line: line, countsCommands: counts) + "다음 \"핣\"\n"
                #expect(String(decoding: bytes, as: UTF8.self) == expected)
            }
        }
    }

    @Test func theProgramsOwnErrorsSpeakKorean() {
        let korean = Messages(language: .korean)
        #expect(
            korean.cannotOpenScript("/tmp/없는 파일", reason: .notFound)
                == "스크립트 \"/tmp/없는 파일\"을 열 수 없습니다: 그런 파일이나 디렉터리가 없습니다.")
        #expect(korean.synopsis.hasPrefix("사용법: ledger-repl [옵션]"))
        #expect(korean.historyFileUnusable("/h", reason: .system(code: 13, description: "")) == "입력 기록 파일 \"/h\": 권한이 없습니다. 입력 기록 없이 계속합니다.")
        #expect(
            Messages(language: .english).historyFileUnusable("/h", reason: .system(code: 13, description: ""))
                == "history file \"/h\": permission denied; continuing without it")
    }

    /// The system's words reach a Korean session in Korean, wherever a message carries them.
    @Test func systemReasonsAreSaidInKorean() {
        let korean = Messages(language: .korean)
        let refusal = korean.text(
            for: AppendRefusal.cannotOpen(path: "other.journal", reason: .notFound))
        #expect(refusal == "기록하지 않았습니다: other.journal에 쓸 수 없습니다: 그런 파일이나 디렉터리가 없습니다.")
        let short = korean.text(
            for: AppendRefusal.writeFailed(path: "a.journal", reason: .shortWrite))
        #expect(short.contains("(내용의 일부만 쓰였습니다)"))
        #expect(
            korean.text(for: AppendRefusal.writeFailed(path: "a.journal", reason: .system(code: 28, description: "")))
                .contains("(장치에 남은 공간이 없습니다)"))
    }

    /// The bounds are said with the month labels replies use, in both languages.
    @Test func boundsErrorsUseTheRepliesMonthLabels() {
        let english = Messages(language: .english)
        #expect(
            english.text(for: .monthBeforeFirst(YearMonth(2025, 1)!, first: YearMonth(2026, 8)!))
                == "January 2025 is before the first month, August 2026")
        #expect(
            english.text(for: .yearAfterLast(2028, last: YearMonth(2027, 6)!))
                == "2028 is after the last month, June 2027")
        #expect(
            Messages(language: .korean).text(for: .monthAfterLast(YearMonth(2027, 7)!, last: YearMonth(2027, 6)!))
                == "2027년 7월은 마지막 달인 2027년 6월보다 뒤입니다.")
    }
}
