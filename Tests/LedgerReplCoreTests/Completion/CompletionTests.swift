import Testing

@testable import LedgerReplCore

@Suite struct CompletionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let expected: [String]
        var testDescription: String { "\(text.debugDescription) → \(expected)" }
    }

    @Test(arguments: [
        Case(text: "ja", expected: ["january"]),
        Case(text: "JA", expected: ["january"]),
        Case(text: "ma", expected: ["march", "may"]),
        Case(text: "dec", expected: ["december"]),
        Case(text: "op", expected: ["open"]),
        Case(text: "hist", expected: ["history"]),
        Case(
            text: "next ",
            expected: [
                "april", "august", "december", "february", "friday", "january", "july", "june", "march", "may", "month",
                "november", "october", "quarter", "september", "week", "year",
            ]),
        Case(text: "next m", expected: ["march", "may", "month"]),
        Case(text: "last y", expected: ["year"]),
        Case(
            text: "다음 ",
            expected: ["10월", "11월", "12월", "1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "달", "분기", "주", "해"]),
        Case(text: "다", expected: ["다다음", "다음"]),
        Case(text: "지난", expected: ["지난달", "지난해"]),
        Case(text: "3 months a", expected: ["ago"]),
        Case(text: "in 3 m", expected: ["months"]),
        Case(text: "3개", expected: ["3개월"]),
        Case(text: "3개월 ", expected: ["뒤", "전", "후"]),
        Case(text: "2024년 1", expected: ["10월", "11월", "12월", "1분기", "1월"]),
        Case(text: "help op", expected: ["open"]),
        Case(text: "zzz", expected: []),
        Case(text: "january", expected: []),
    ])
    func completesTheLastWordFromTheVocabulary(_ example: Case) {
        #expect(Completion.candidates(for: example.text, screenYear: 2026) == example.expected)
    }

    @Test func offersTheKoreanMonthForAMonthNumber() {
        #expect(Completion.candidates(for: "3", screenYear: 2026).contains("3월"))
        #expect(!Completion.candidates(for: "13", screenYear: 2026).contains("13월"))
    }

    @Test func offersYearsNearTheOneOnScreen() {
        let years = Completion.candidates(for: "jul 20", screenYear: 2026)
        #expect(years == (2021...2031).map(String.init))
        #expect(Completion.candidates(for: "jul 202", screenYear: 2026).contains("2026"))
        #expect(!Completion.candidates(for: "jul ", screenYear: 2026).contains("2040"))
    }

    @Test func keepsYearsInsideTheCalendar() {
        #expect(
            Completion.candidates(for: "jul 999", screenYear: 9999) == ["9994", "9995", "9996", "9997", "9998", "9999"])
        #expect(Completion.candidates(for: "jul ", screenYear: 1).first == "1")
    }

    @Test func reportsTheTypedWordItReplaces() {
        let result = Completion.complete("2024년 1", screenYear: 2026)
        #expect(result.word == "1")
        #expect(Completion.complete("next ", screenYear: 2026).word == "")
        #expect(Completion.complete("다음 ", screenYear: 2026).word == "")
    }

    @Test func findsTheCommonPrefixByWholeCharacters() {
        #expect(CompletionResult(word: "m", candidates: ["march", "may"]).commonPrefix == "ma")
        #expect(CompletionResult(word: "지", candidates: ["지난달", "지난해"]).commonPrefix == "지난")
        #expect(CompletionResult(word: "", candidates: []).commonPrefix == "")
    }
}
