import Testing

@testable import LedgerReplCore

/// What `explain` says, in English and in Korean, for a phrase of every kind of step: goldens in
/// `Snapshots/explain-en.txt` and `Snapshots/explain-ko.txt` (today Sunday 2026-11-29, 2025 on screen).
@Suite struct ExplainGoldenTests {
    static let phrases = [
        "next month", "3 months ago", "march", "3월", "2024-07-15", "next march", "last march", "this march",
        "q3", "3분기", "h2", "하반기", "next quarter", "next q2", "last q4", "2024-W27", "2016-W21-3",
        "next friday", "지난 금요일", "friday", "다음 주 월요일", "next week", "yesterday", "in 2 weeks",
        "two weeks from tomorrow", "the day after tomorrow 2 years ago", "end of march", "연말", "다음 달 말일",
        "the last day of the month", "the first monday of march", "the 15th", "15일", "christmas",
        "3 days after july 4", "next 25th", "1 year 2 months ago", "mid 2024", "2024", "next year", "내년 초",
        "작년 오늘", "nineteen eighty-four", "sep 93", "now + 2 months", "영 개월 후", "재작년 같은 날",
        "다음 주 이맘때", "this time next year", "2024-07-15T10:00:00+09:00", "Jul 15, 2024 10:00", "2024-197",
        "11월 1주차", "end of next week", "이번 주 초", "이번 달 안", "다가오는 금요일", "중순", "3-months-ago",
        "2024.07.15(월)", "in two months' time", "new year's eve",
        "11월 19일부터 20일까지", "july 4 to 10", "지난 3개월",
        "다음 달 마지막 금요일의 다음 날", "1월 31일에서 한 달 뒤", "광복절 전날", "셋째 주 월요일", "담주 금", "in 1 second",
        "2014026", "1066 A.D.",
    ]

    @Test(arguments: Language.allCases)
    func explainsEveryKindOfStep(_ language: Language) {
        let parser = CommandParser(context: phraseContext)
        let messages = Messages(language: language)
        let lines = Self.phrases.map { phrase in
            do throws(PickerError) {
                return phrase + "\n  " + messages.explanation(of: try parser.reading(of: phrase))
            } catch {
                return phrase + "\n  ! " + messages.text(for: error)
            }
        }
        Snapshot.assertMatches(lines, named: "explain-\(language.rawValue)")
    }

    /// A Korean explanation holds no English word outside the phrase it quotes.
    @Test func koreanExplanationsHaveNoEnglish() throws {
        let parser = CommandParser(context: phraseContext)
        for phrase in Self.phrases {
            guard let reading = try? parser.reading(of: phrase) else { continue }
            var text = Messages(language: .korean).explanation(of: reading)
            while let open = text.firstIndex(of: "\""),
                let close = text[text.index(after: open)...].firstIndex(of: "\"")
            {
                text.removeSubrange(open...close)
            }
            #expect(
                !text.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) },
                "\(phrase): \(text)")
        }
    }
}
