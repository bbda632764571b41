import Testing

@testable import LedgerReplCore

/// The names index: each segment's spellings are what the category table compares, and subjects
/// found through it are the ones the text comparisons found.
struct JournalIndexTests {
    /// Segments of every shape `Categories.segment(_:isNamedBy:)` treats apart: one word, a plural, a
    /// Korean word with a suffix, English names of several words joined by spaces, `&`, `-`, `_`, `/`.
    static let segments = [
        "food", "groceries", "교통비", "mobile phone", "food & drink", "eating-out", "gift_cards", "books/magazines",
        "식비", "phone bills",
    ]
    /// Terms as a question's word gives them (`Categories.terms(for:)`).
    static let words = ["food", "grocery", "교통", "phone", "drink", "eating", "gift", "magazine", "식비", "bill", "out"]

    @Test(arguments: segments) func spellingsNameASegmentExactlyAsTheCategoryTableDoes(_ segment: String) {
        let index = JournalIndex(segments: [[Categories.comparable(segment)]])
        for word in Self.words {
            for terms in Categories.terms(for: word) + [[word]] {
                #expect(
                    index.account(0, hasSegmentNamedBy: terms)
                        == Categories.segment(Categories.comparable(segment), isNamedBy: terms),
                    "segment \(segment), terms \(terms.sorted())")
            }
        }
    }

    @Test func subjectsAreFoundThroughTheIndex() {
        let names = JournalNames(
            accounts: ["expenses:food:groceries", "expenses:food:dining", "지출:교통", "assets:cash"],
            payees: ["Starbucks Gangnam", "스타벅스 강남점", "GS25"])
        for word in ["food", "교통비", "starbucks", "스벅", "gs25", "frobnicate", "groc"] {
            let first = names.subject(matching: word)
            #expect(names.subject(matching: word) == first, "\(word)")
            #expect(
                names.subject(matching: word, preferPayee: true) == names.subject(matching: word, preferPayee: true))
        }
        #expect(names.subject(matching: "food") == .accounts(["expenses:food:dining", "expenses:food:groceries"]))
        #expect(names.subject(matching: "groc", allowingPrefix: false) != names.subject(matching: "groc"))
    }

    @Test func coveringNamesAWholeSubtreeByItsParent() {
        let names = JournalNames(accounts: ["자산:현금", "자산:은행", "부채:카드"])
        let both = names.covering(["자산:현금", "자산:은행"])
        #expect(both == ["자산"])
        #expect(names.covering(["자산:현금", "자산:은행"]) == both)
        #expect(names.covering(["자산:현금"]) == ["자산:현금"])
    }

    /// The parents found once per load name accounts as the text tests name them, for every choice of
    /// accounts among names of every shape: a parent that is an account, a lone child, an empty
    /// segment (`a::b`, `a:`), a name that only starts like a parent (`자산-기타`), decomposed letters.
    @Test func coveringThroughTheLoadedParentsIsCoveringByText() {
        let accounts = [
            "자산", "자산:현금", "자산:은행:국민", "자산:은행:신한", "자산-기타", "부채:카드", "a::b", "a::c", "a:",
            "e\u{301}x:y", "e\u{301}x:z", "éx:w",
        ]
        let names = JournalNames(accounts: accounts)
        let sorted = names.accounts
        for mask in 1..<(1 << sorted.count) {
            let chosen = sorted.indices.filter { mask & (1 << $0) != 0 }.map { sorted[$0] }
            #expect(names.covering(chosen) == names.coveringByText(chosen), "\(chosen)")
        }
    }
}

/// The payee search by bytes finds every payee the text search finds.
struct JournalIndexPayeeTests {
    static let payees = ["starbucks gangnam", "스타벅스강남점", "gs25", "cafe", "café", "e\u{301}clair", "", "ab"].map(
        Categories.comparable)

    @Test(arguments: [
        "star", "강남", "gs", "caf", "café", "é", "ab", "b", "zz", "스타벅스강남점", "벅스", "gangnam", "25", "nam", "s", "ka",
        "점", "afé", "clair",
    ])
    func findsEveryPayeeTheTextSearchFinds(_ word: String) {
        let key = Categories.comparable(word)
        let index = JournalIndex(segments: [], payees: Self.payees)
        let byText = Self.payees.indices.filter { Self.payees[$0].contains(key) }
        let byBytes = index.payees(containing: key).filter { Self.payees[$0].contains(key) }
        #expect(byBytes == byText)
    }
}

/// The subtree of an account found by binary search is the one the text test finds.
struct JournalNamesSubtreeTests {
    static let accounts = [
        "자산", "자산:현금", "자산:은행:국민", "자산-기타", "자산 예금", "자산;x", "자산:", "expenses", "expenses:food",
        "expenses:food:groceries", "expenses food", "expensesx", "e\u{301}x", "e\u{301}x:y", "éx:z",
    ]

    @Test(arguments: ["자산", "자산:은행", "expenses", "expenses:food", "é", "éx", "e\u{301}x", "x", ""])
    func subtreeIsTheTextTestsSubtree(_ prefix: String) {
        let names = JournalNames(accounts: Self.accounts)
        let byText = names.accounts.filter { $0 == prefix || $0.hasPrefix(prefix + ":") }
        #expect(names.subtree(of: prefix) == byText)
    }
}
