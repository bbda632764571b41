import Testing

@testable import LedgerJournalCore

/// Payees as hledger reads them (`hledger payees`): the description up to its first `|`, trimmed.
@Suite struct JournalPayeesTests {
    @Test func payeesAreTheDescriptionsUpToABarSortedWithoutRepeats() throws {
        let journal = try Journal.parse(
            """
            2024-07-01 스타벅스 강남점 | 아메리카노
                지출:카페  ₩4,500
                자산:현금

            2024-07-02 스타벅스 강남점
                지출:카페  ₩4,500
                자산:현금

            2024-07-03 * Whole Foods  ; groceries
                expenses:food  $12.50
                assets:bank

            2024-07-04
                expenses:food  $1.00
                assets:bank

            2024-07-05 (12) Whole Foods|weekly
                expenses:food  $3.00
                assets:bank

            """
        ).get()
        #expect(journal.payees == ["Whole Foods", "스타벅스 강남점"])
    }
}

/// Plain text (below U+0300, Hangul syllables) orders and equals as its bytes do, so the payees and
/// descriptions sorted by bytes are sorted as `String` sorts them.
@Suite struct PlainBytesTests {
    /// Source: the shapes of `scripts/generate-journal`'s payees, and the edges of byte order against
    /// scalar order (a beginning before what it begins, two-byte Latin against three-byte Hangul, the
    /// last two-byte scalar U+02FF, eight-byte words that differ in their last byte).
    static let plain = [
        "Red Blue Market", "Red Blue Marke", "Red Blue Markets", "나래가람 편의점", "나래가람", "가", "힣", "café", "cafe",
        "caf\u{2FF}", "Z", "a", "", " ", "|", "abcdefgh", "abcdefgi", "abcdefghi", "스타벅스 강남점", "스타벅스",
        "é", "\u{0}", "~", "\u{7F}",
    ]

    @Test func plainTextSortsByBytesAsStringsSort() {
        #expect(Self.plain.allSatisfy(PlainBytes.isPlain))
        #expect(Self.plain.sorted(by: PlainBytes.precedes) == Self.plain.sorted())
        for a in Self.plain {
            for b in Self.plain { #expect(PlainBytes.precedes(a, b) == (a < b), "\(a) < \(b)") }
        }
    }

    @Test(arguments: ["e\u{301}", "\u{300}", "ㄱ", "\u{1100}\u{1161}", "\u{212B}", "\u{D7B0}", "ꀀ", "€"])
    func otherTextIsNotPlain(_ text: String) {
        #expect(!PlainBytes.isPlain(text))
    }

    /// The payees of descriptions, by bytes where all are plain and as text otherwise, are hledger's:
    /// each description up to its first `|`, trimmed, sorted as strings, no repeats, no empty one.
    @Test(arguments: [
        ["Whole Foods", "스타벅스 강남점", "Whole Foods|weekly", " Whole Foods ", "스타벅스 강남점 | 아메리카노", "|x", ""],
        ["b", "a", "a|", "\ta\t"],
        ["café | x", "cafe\u{301}", "café"],
        ["Red Blue Market", "나래가람 편의점", "Old Blue Market"],
    ])
    func payeesOfDescriptionsAreTheTextsPayees(_ descriptions: [String]) {
        let texts = Array(Set(descriptions)).sorted()
        var expected = Set<String>()
        for text in texts {
            let head = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let payee = String(
                head.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            if !payee.isEmpty { expected.insert(payee) }
        }
        #expect(Journal.payees(of: texts) == expected.sorted())
    }
}
