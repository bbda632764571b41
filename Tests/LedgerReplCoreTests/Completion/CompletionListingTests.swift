import Testing

@testable import LedgerReplCore

/// The listing after a second Tab: grouped under headings, in columns, never wider than the terminal.
@Suite struct CompletionListingTests {
    static let context = JournalCompletionTests.context

    @Test func listsOneKindInColumnsWithoutAHeading() {
        let result = Completion.complete("다음 ", screenYear: 2026)
        let months = CompletionResult(word: "", groups: result.groups.filter { $0.kind == .month })
        #expect(
            CompletionListing.lines(for: months, width: 40, language: .korean) == [
                "1월  2월  3월   4월   5월   6월  7월", "8월  9월  10월  11월  12월",
            ])
    }

    @Test func headsEachKindWhenThereAreSeveral() {
        let result = Completion.complete("spent on c", in: Self.context)
        let lines = CompletionListing.lines(for: result, width: 60, language: .english)
        #expect(lines.contains("categories:"))
        #expect(lines.contains("accounts:"))
        #expect(lines.contains("  cafe  cash  checking"))
        let korean = CompletionListing.lines(for: result, width: 60, language: .korean)
        #expect(korean.contains("분류:"))
        #expect(korean.contains("계정:"))
    }

    @Test(arguments: [10, 20, 40, 60, 100])
    func neverWritesALineWiderThanTheWidth(width: Int) {
        for text in ["", "next ", "다음 ", "entries ", "지난달 ", "2024년 1", "spent in "] {
            let result = Completion.complete(text, in: Self.context)
            for line in CompletionListing.lines(for: result, width: width, language: .korean) {
                #expect(DisplayWidth.of(line) <= width, "\(text.debugDescription) at \(width): \(line)")
            }
        }
    }

    /// A journal's names reach the terminal made visible: an account or payee holding a clear-screen,
    /// an OSC 52 clipboard write or a right-to-left override is listed as escapes, padded by what shows.
    @Test func listsHostileNamesMadeVisible() {
        let words = ["expenses:\u{1B}[2J", "\u{202E}evil", "ok\u{1B}]52;c;aGk=\u{07}"]
        let result = CompletionResult(word: "", groups: [CompletionGroup(kind: .payee, words: words)])
        let lines = CompletionListing.lines(for: result, width: 80, language: .english)
        #expect(lines == ["expenses:\\x1B[2J  \\u{202E}evil  ok\\x1B]52;c;aGk=\\x07"])
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x202A...0x202E).contains($0.value) })
        }
    }

    @Test func cutsALongGroupAndSaysHowManyWereLeftOut() {
        let words = (1...100).map { "payee\($0)" }
        let result = CompletionResult(word: "", groups: [CompletionGroup(kind: .payee, words: words)])
        let lines = CompletionListing.lines(for: result, width: 80, language: .english)
        #expect(lines.last == "… and 52 more (type more letters)")
        #expect(!lines.joined().contains("payee49"))
        let korean = CompletionListing.lines(for: result, width: 80, language: .korean)
        #expect(korean.last == "… 외 52개 (글자를 더 입력하세요)")
        let narrow = CompletionListing.lines(for: result, width: 12, language: .english)
        #expect(narrow.last == "… +52")
    }

    @Test func cutsAWordWiderThanTheWidth() {
        let long = "expenses:household:kitchen:small appliances:coffee machines"
        let result = CompletionResult(word: "", candidates: [long], kind: .account)
        let lines = CompletionListing.lines(for: result, width: 20, language: .english)
        #expect(lines == ["expenses:household:…"])
    }
}
