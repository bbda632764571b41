import Testing

@testable import LedgerReplCore

/// The history search Ctrl-R runs: what each key finds, in both scripts.
@Suite struct HistorySearchTests {
    static let entries = ["open", "3개월 전", "next month", "지난달", "3개월 후", "Next"]

    @Test func findsHangulAnywhereInAnEntryNewestFirst() {
        var search = HistorySearch(entries: Self.entries)
        search.type("개")
        search.type("월")
        #expect(search.foundEntry == "3개월 후")
        search.findOlder()
        #expect(search.foundEntry == "3개월 전")
        search.findOlder()
        #expect(search.failed)
        #expect(search.foundEntry == "3개월 전", "a search that finds nothing keeps the last entry found")
        search.deleteBackward()
        #expect(!search.failed)
        search.findNewer()
        #expect(search.foundEntry == "3개월 후")
    }

    @Test func staysOnTheEntryFoundWhileItHoldsTheText() {
        var search = HistorySearch(entries: Self.entries)
        search.type("n")
        #expect(search.foundEntry == "Next")
        search.type("e")
        #expect(search.foundEntry == "Next")
        search.type("x")
        search.type("t ")
        #expect(search.foundEntry == "next month")
    }

    @Test func aCapitalLetterMakesTheSearchExact() {
        var search = HistorySearch(entries: ["Next", "next"])
        search.type("N")
        #expect(search.foundEntry == "Next")
    }

    @Test func backspaceTakesBackEachStep() {
        var search = HistorySearch(entries: Self.entries)
        search.type("지")
        search.type("x")
        #expect(search.failed)
        search.deleteBackward()
        #expect(search.pattern == "지")
        #expect(search.foundEntry == "지난달")
        search.deleteBackward()
        #expect(search.pattern.isEmpty)
        #expect(search.foundEntry == nil)
    }

    @Test func ctrlRWithNothingTypedSearchesForTheLastTextAgain() {
        var search = HistorySearch(entries: Self.entries)
        search.findOlder(previous: "전")
        #expect(search.pattern == "전")
        #expect(search.foundEntry == "3개월 전")
        var empty = HistorySearch(entries: Self.entries)
        empty.findOlder()
        #expect(empty.foundEntry == nil && !empty.failed)
    }

    @Test func repeatsOfTheSameEntryAreSkipped() {
        var search = HistorySearch(entries: ["next", "open", "next"])
        search.type("ne")
        #expect(search.found == 2)
        search.findOlder()
        #expect(search.failed, "the older entry reads the same")
    }

    @Test func thePromptSaysWhatIsSearchedInTheSessionsLanguage() {
        var search = HistorySearch(entries: Self.entries)
        search.type("월")
        #expect(search.prompt(in: .english) == "search: 월")
        #expect(search.prompt(in: .korean) == "입력 기록 찾기: 월")
        search.type("x")
        #expect(search.prompt(in: .english) == "search (no match): 월x")
        #expect(search.prompt(in: .korean) == "입력 기록 찾기(없음): 월x")
    }
}
