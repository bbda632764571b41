import LedgerJournalCore
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
        Case(text: "ju", expected: ["june", "july"]),  // calendar order
        Case(text: "dec", expected: ["december"]),
        Case(text: "op", expected: ["open"]),
        Case(text: "hist", expected: ["history"]),
        Case(
            text: "next ",
            expected: [
                "friday", "month", "quarter", "week", "year", "january", "february", "march", "april", "may", "june",
                "july", "august", "september", "october", "november", "december",
            ]),
        Case(text: "next m", expected: ["month", "march", "may"]),
        Case(text: "last y", expected: ["year"]),
        Case(
            text: "다음 ",
            expected: ["달", "분기", "주", "해", "1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월", "12월"]),
        Case(text: "3 months a", expected: ["ago"]),
        Case(text: "in 3 m", expected: ["months"]),
        Case(text: "3개", expected: ["3개월"]),
        Case(text: "3개월 ", expected: ["뒤", "전", "후"]),
        Case(text: "2024년 1", expected: ["1분기", "1월", "10월", "11월", "12월"]),
        Case(text: "help op", expected: ["open"]),
        Case(text: "zzz", expected: []),
        Case(text: "january", expected: []),
    ])
    func completesTheLastWordFromTheVocabulary(_ example: Case) {
        #expect(Completion.candidates(for: example.text, screenYear: 2026) == example.expected)
    }

    @Test func offersKoreanMonthsInCalendarOrder() {
        let months = Completion.complete("다음 ", screenYear: 2026).groups.first { $0.kind == .month }
        #expect(months?.words == (1...12).map { "\($0)월" })
    }

    @Test func groupsCommandsApartFromPhraseWords() {
        let result = Completion.complete("다", screenYear: 2026)
        #expect(result.groups.map(\.kind).first == .command)
        #expect(Set(result.candidates) == ["다음", "다다음"])
    }

    @Test func offersTheKoreanMonthForAMonthNumber() {
        #expect(Completion.candidates(for: "3", screenYear: 2026).contains("3월"))
        #expect(!Completion.candidates(for: "13", screenYear: 2026).contains("13월"))
    }

    @Test func offersYearsNearTheOneOnScreen() {
        let years = Completion.complete("jul 20", screenYear: 2026).groups.first { $0.kind == .year }
        #expect(years?.words == (2021...2031).map(String.init))
        #expect(Completion.candidates(for: "jul 202", screenYear: 2026).contains("2026"))
        #expect(!Completion.candidates(for: "jul ", screenYear: 2026).contains("2040"))
    }

    @Test func keepsYearsInsideTheCalendar() {
        #expect(
            Completion.candidates(for: "jul 999", screenYear: 9999) == ["9994", "9995", "9996", "9997", "9998", "9999"])
        let years = Completion.complete("jul ", screenYear: 1).groups.first { $0.kind == .year }
        #expect(years?.words.first == "1")
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

    @Test func withoutAJournalNoNamesAreOfferedAfterEntries() {
        #expect(Completion.complete("entries ", screenYear: 2026).candidates.isEmpty)
    }
}

/// Completion with a journal: accounts, their segments, payees and category words, wherever a question
/// or the filters of `entries` and `balance` may take them, in both languages.
@Suite struct JournalCompletionTests {
    static let context = CompletionContext(
        screenYear: 2026,
        accounts: [
            "expenses:food", "expenses:food:cafe", "expenses:rent", "assets:cash", "assets:checking",
            "지출:식비", "지출:식비:카페", "지출:교통", "자산:현금", "수입:급여",
        ],
        payees: ["Starbucks", "Star Market", "Whole Foods", "스타벅스", "이마트"],
        categories: ["food", "coffee", "식비", "카페", "교통비"])

    func complete(_ text: String) -> CompletionResult { Completion.complete(text, in: Self.context) }

    func words(_ text: String, _ kind: CompletionGroup.Kind) -> [String] {
        complete(text).groups.first { $0.kind == kind }?.words ?? []
    }

    @Test(arguments: [
        ("entries ", "expenses:food"), ("balance ", "assets"), ("entries star", "Starbucks"),
        ("spent in ", "food"), ("spent on f", "food"), ("food in ", "march"), ("entries starbucks oc", "october"),
        ("이번 달 식", "식비"), ("내역 ", "지출:식비"), ("잔액 자", "자산:현금"), ("지난달 ", "스타벅스"),
        ("7월 식비 ", "얼마"), ("how much did i spend on ", "food"), ("spent in july on ", "Whole Foods"),
        ("entries last month ", "Starbucks"), ("식", "식비"), ("변동 ", "지출:식비"), ("change star", "Starbucks"),
    ])
    func offersNamesWhereAUnitMayStart(text: String, expected: String) {
        #expect(complete(text).candidates.contains(expected), "\(complete(text).groups)")
    }

    @Test(arguments: [
        ("open ", "expenses"), ("help ", "Starbucks"), ("last ", "food"), ("3 months ", "assets"),
        ("", "expenses"), ("entries expenses:f", "assets"),
    ])
    func offersNoNamesWhereNoneFits(text: String, unexpected: String) {
        #expect(!complete(text).candidates.contains(unexpected))
    }

    @Test func completesAccountsSegmentBySegment() {
        #expect(words("entries expenses:f", .account) == ["expenses:food", "expenses:food:cafe"])
        #expect(complete("entries expenses:f").commonPrefix == "expenses:food")
        #expect(words("entries expenses:food", .account) == ["expenses:food:cafe"])
        #expect(words("entries 지출:", .account) == ["지출:교통", "지출:식비", "지출:식비:카페"])
        #expect(words("balance ca", .account) == ["cafe", "cash"])
    }

    @Test func groupsNamesByKind() {
        let result = complete("entries star")
        #expect(result.groups.map(\.kind) == [.word, .payee])
        #expect(result.candidates == ["start", "Star Market", "Starbucks"])  // start of the year, listed
        let coffee = complete("spent on c")
        #expect(words("spent on c", .category) == ["coffee"])
        #expect(words("spent on c", .account) == ["cafe", "cash", "checking"])
        #expect(coffee.groups.map(\.kind) == [.word, .question, .category, .account])
    }

    /// After a filter or recording word the journal's names come first: the first Tab completes among
    /// them (`entries star` → `Starbucks`, though `start` of `start of the year` fits too), and the
    /// listing still shows every group. Where no name fits, the phrase words complete as before.
    @Test(arguments: [
        ("entries starb", "Starbucks"), ("내역 스타", "스타벅스"), ("balance checki", "checking"),
        ("잔액 자산:현", "자산:현금"), ("change whole f", "Whole Foods"), ("변동 이마", "이마트"),
        ("add starb", "Starbucks"), ("record whole f", "Whole Foods"), ("기록 스타", "스타벅스"),
        ("추가 이마", "이마트"), ("add yesterday 5.40 starb", "Starbucks"), ("기록 어제 5,400원 스타", "스타벅스"),
        ("add lunch 12.50 c", "c"), ("entries starbucks octo", "october"),
    ])
    func theFirstTabAfterAFilterOrRecordingWordCompletesANameFirst(text: String, inserted: String) {
        #expect(complete(text).commonPrefix == inserted, "\(complete(text).groups)")
    }

    @Test func entriesStarCompletesStarbucksAndListsStartToo() {
        let result = complete("entries star")
        #expect(result.inserted == ["Star Market", "Starbucks"])
        #expect(result.candidates.contains("start"))
        #expect(complete("entries starb").inserted == ["Starbucks"])
        #expect(complete("star").preferred == [], "a question puts nothing first")
    }

    @Test(arguments: ["add ", "record ", "기록 ", "추가 ", "add 어제 ", "기록 어제 5,400원 "])
    func aRecordingSentenceOffersTheJournalsNames(_ text: String) {
        let result = complete(text)
        for kind in [CompletionGroup.Kind.category, .account, .payee] {
            #expect(result.groups.contains { $0.kind == kind }, "\(text): \(result.groups.map(\.kind))")
        }
        #expect(!result.groups.contains { $0.kind == .question }, "a sentence takes no question word")
    }

    @Test(arguments: ["entries ", "balance ", "change ", "내역 ", "잔액 ", "변동 "])
    func aFilterOffersNamesAndPhrasesButNoQuestionWords(_ text: String) {
        let kinds = complete(text).groups.map(\.kind)
        #expect(kinds.contains(.account) && kinds.contains(.payee) && kinds.contains(.category), "\(kinds)")
        #expect(kinds.contains(.month), "a filter takes a month too")
        #expect(!kinds.contains(.question), "\(kinds)")
    }

    @Test func matchesPayeesOfSeveralWordsAcrossTheTypedWords() {
        let result = complete("entries whole f")
        #expect(result.word == "whole f")
        #expect(result.candidates == ["Whole Foods"])
        #expect(complete("entries Whole F").word == "Whole F")
    }

    @Test func offersQuestionWordsAfterAPeriodOrASubject() {
        #expect(words("지난달 ", .question).contains("지출"))
        #expect(words("food in march ", .question).contains("spent"))
        #expect(words("sp", .question).contains("spent"))
    }

    @Test func anEmptyLineListsOnlyCommands() {
        let result = complete("")
        #expect(result.groups.allSatisfy { ![.question, .category, .account, .payee].contains($0.kind) })
        #expect(!result.candidates.contains("Starbucks"))
    }

    @Test func listsTheSessionsLanguageWhenNothingIsTyped() {
        let korean = CompletionContext(
            screenYear: 2026, language: .korean, accounts: Self.context.accounts, payees: Self.context.payees,
            categories: Self.context.categories)
        let listed = Completion.complete("지난달 ", in: korean).groups.first { $0.kind == .question }?.words ?? []
        #expect(listed.contains("지출"))
        #expect(!listed.contains("spent"))
        #expect(Completion.complete("지난달 sp", in: korean).candidates.contains("spent"), "typing one completes it")
    }

    @Test func readsAccountsAndPayeesFromAJournal() throws {
        let text = """
            2026-10-02 Starbucks | latte
                expenses:food:cafe  $4
                assets:cash

            2026-11-05  Whole Foods
                expenses:food  $40
                assets:checking

            """
        guard case .success(let journal) = Journal.parse(text) else {
            Issue.record("the journal does not parse")
            return
        }
        let context = CompletionContext(screenYear: 2026, names: JournalNames(journal))
        #expect(context.payees == ["Starbucks", "Whole Foods"])
        #expect(context.accounts == ["assets:cash", "assets:checking", "expenses:food", "expenses:food:cafe"])
        #expect(Completion.complete("entries who", in: context).candidates == ["Whole Foods"])
    }

    @Test func offersTheUsualCategoryWordAcrossLanguages() {
        let english = CompletionContext(
            screenYear: 2026, names: JournalNames(accounts: ["expenses:food", "assets:cash"]))
        #expect(Completion.complete("지난달 식", in: english).candidates == ["식비"])  // names expenses:food
        #expect(english.categories.contains("food"))
        #expect(!english.categories.contains("meals"), "synonyms read when typed but are not listed")
        let korean = CompletionContext(screenYear: 2026, names: JournalNames(accounts: ["지출:식비", "자산:현금"]))
        #expect(Completion.complete("지난달 식", in: korean).candidates == ["식비"])
        #expect(Completion.complete("spent on fo", in: korean).candidates.contains("food"))
    }

    /// The usual category words completion offers are the ones the question reader finds accounts for.
    @Test(arguments: [
        ["expenses:food", "expenses:groceries", "assets:cash"], ["지출:식비", "지출:교통비", "지출:주거:월세", "자산:현금"],
        ["Expenses:Phone Bill", "Expenses:Eating-Out", "Liabilities:Card"], ["expenses:misc"],
    ])
    func offersTheCategoriesQuestionsFind(accounts: [String]) {
        let names = JournalNames(accounts: accounts)
        let usual = Set(Categories.all.flatMap { [$0.english.first, $0.korean.first].compactMap { $0 } })
        let offered = CompletionContext.usualCategoryWords(naming: accounts)
        // Whole words only: the question reader's prefix rule (`car` for `card`) is for typed words.
        let found = usual.filter { word in
            if case .accounts = names.subject(matching: word, allowingPrefix: false) { return true }
            return false
        }
        #expect(Set(offered) == found)
    }
}

/// Tab offers the spellings of the language being typed: after Korean text, or in a Korean session
/// before a letter is typed, no English-only spelling (`1h` for `1`); in an English session no Korean one.
@Suite struct CompletionLanguageTests {
    static let korean = CompletionContext(screenYear: 2026, language: .korean)
    static let english = CompletionContext(screenYear: 2026, language: .english)

    @Test func aKoreanSessionOffersNoEnglishAbbreviationForADigit() {
        let offered = Completion.complete("1", in: Self.korean).candidates
        #expect(!offered.contains("1h"))
        #expect(offered.contains("1월") && offered.contains("1분기"))
    }

    @Test func afterKoreanTextNoEnglishSpellingIsOffered() {
        let offered = Completion.complete("내년 1", in: CompletionContext(screenYear: 2026)).candidates
        #expect(!offered.contains { $0.unicodeScalars.contains { ("a"..."z").contains($0) } }, "\(offered)")
        #expect(offered.contains("1월"))
    }

    @Test func typingLatinLettersStillCompletesEnglish() {
        #expect(Completion.complete("h", in: Self.korean).candidates.contains("h2"))
        #expect(Completion.complete("op", in: Self.korean).candidates == ["open"])
    }

    @Test func anEmptyLineInAKoreanSessionListsTheKoreanCommands() {
        let offered = Completion.complete("", in: Self.korean).candidates
        #expect(offered.contains("열기") && offered.contains("도움말"))
        #expect(!offered.contains("open") && !offered.contains("help"))
        #expect(offered.contains("<<"), "signs belong to both languages")
    }

    @Test func anEnglishSessionOffersNoKoreanForADigit() {
        let offered = Completion.complete("3", in: Self.english).candidates
        #expect(!offered.contains("3월"))
        #expect(Completion.complete("다", in: Self.english).candidates.contains("다음"), "typing Hangul completes it")
    }

    @Test func helpTopicsFollowTheLanguageToo() {
        #expect(Completion.complete("도움말 ", in: Self.korean).candidates.contains("키"))
        #expect(!Completion.complete("도움말 ", in: Self.korean).candidates.contains("keys"))
    }
}
