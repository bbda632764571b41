import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Amounts as people write them: digit groups, decimals, currency symbols and words before or after,
/// Korean units and Sino-Korean numerals, and a journal's decimal comma.
@Suite struct AmountReaderTests {
    struct AmountCase: CustomTestStringConvertible, Sendable {
        let words: [String]
        let quantity: String
        let unit: String?
        let length: Int
        init(_ words: String..., is quantity: String, unit: String? = nil, length: Int = 1) {
            self.words = words
            self.quantity = quantity
            self.unit = unit
            self.length = length
        }
        var testDescription: String { words.joined(separator: " ") }
    }

    @Test(arguments: [
        AmountCase("5,400원", is: "5400", unit: "원"),
        AmountCase("₩5,400", is: "5400", unit: "₩"),
        AmountCase("$12.50", is: "12.50", unit: "$"),
        AmountCase("12.50", is: "12.50"),
        AmountCase("5400", is: "5400"),
        AmountCase("1,234,567.89", is: "1234567.89"),
        AmountCase("-5,400원", is: "-5400", unit: "원"),
        AmountCase("$-3", is: "-3", unit: "$"),
        AmountCase("12.50", "usd", is: "12.50", unit: "usd", length: 2),
        AmountCase("$", "12.50", is: "12.50", unit: "$", length: 2),
        AmountCase("30", "dollars", is: "30", unit: "dollars", length: 2),
        AmountCase("5,400", "원", is: "5400", unit: "원", length: 2),
        AmountCase("3만5천원", is: "35000", unit: "원"),
        AmountCase("1만2천5백원", is: "12500", unit: "원"),
        AmountCase("2천만원", is: "20000000", unit: "원"),
        AmountCase("십만원", is: "100000", unit: "원"),
        AmountCase("만오천원", is: "15000", unit: "원"),
        AmountCase("1.5만", is: "15000"),
        AmountCase("3만", is: "30000"),
        AmountCase("만", "원", is: "10000", unit: "원", length: 2),
        AmountCase("오천원", is: "5000", unit: "원"),
        AmountCase("사천오백원", is: "4500", unit: "원"),
        AmountCase("5,400원에", is: "5400", unit: "원"),
        AmountCase("3천원어치", is: "3000", unit: "원"),
        AmountCase("€24", is: "24", unit: "€"),
        AmountCase("24eur", is: "24", unit: "eur"),
    ])
    func readsAmounts(_ example: AmountCase) throws {
        let reader = AmountReader(commodities: [])
        let next = example.words.count > 1 ? example.words[1] : nil
        let found = try #require(try reader.read(example.words[0], next: next))
        #expect(found.amount.quantity == ExactDecimal(example.quantity))
        #expect(found.amount.quantity.scale == ExactDecimal(example.quantity)?.scale)
        #expect(found.amount.unit == example.unit)
        #expect(found.length == example.length)
    }

    @Test(arguments: ["이마트", "이", "오", "만두", "백화점", "3rd", "2024-07-15", "11/18", "gs25", "q3"])
    func wordsThatAreNoAmount(_ word: String) throws {
        #expect(try AmountReader(commodities: []).read(word, next: nil) == nil)
    }

    @Test(arguments: ["5,40", "1.2.3", "1,2345", "12.", "1,234.5.6"])
    func numbersThatReadAsNoneAreErrors(_ word: String) {
        #expect(throws: RecordingError.unreadableAmount(word)) {
            try AmountReader(commodities: []).read(word, next: nil)
        }
    }

    /// Korean numbers by the rules of Korean numerals: 만, 억 and 조 each at most once, largest first,
    /// 천, 백 and 십 the same within each group, the ones less than the smallest unit said.
    @Test(arguments: [
        AmountCase("이천이원", is: "2002", unit: "원"),
        AmountCase("삼만오원", is: "30005", unit: "원"),
        AmountCase("2천500원", is: "2500", unit: "원"),
        AmountCase("1만2천500원", is: "12500", unit: "원"),
        AmountCase("3만5000원", is: "35000", unit: "원"),
        AmountCase("1억2000만원", is: "120000000", unit: "원"),
        AmountCase("3억5천만원", is: "350000000", unit: "원"),
        AmountCase("1조2억3만4원", is: "1000200030004", unit: "원"),
        AmountCase("1,000만원", is: "10000000", unit: "원"),
        AmountCase("2.5억원", is: "250000000", unit: "원"),
        AmountCase("십오원", is: "15", unit: "원"),
        AmountCase("일십원", is: "10", unit: "원"),
        AmountCase("구천구백구십구원", is: "9999", unit: "원"),
        AmountCase("영원", is: "0", unit: "원"),
    ])
    func readsKoreanNumbersByTheirRules(_ example: AmountCase) throws {
        try readsAmounts(example)
    }

    @Test(
        arguments: [
            ("만만원", nil), ("천천원", nil), ("오천오천원", nil), ("5백5천원", nil), ("백천원", nil), ("만억원", nil),
            ("억억", nil), ("3만15000원", nil), ("2천5000원", nil), ("15천원", nil), ("영백원", nil), ("12000만원", nil),
            ("오오원", nil), ("5오천원", nil), ("만", "만"), ("천원", "천"),
        ] as [(String, String?)])
    func refusesKoreanNumbersThatBreakTheRules(_ word: String, _ fine: String?) throws {
        let reader = AmountReader(commodities: [])
        if fine != nil {
            #expect(try reader.read(word, next: nil) != nil, "\(word) is a number")
        } else {
            #expect(throws: RecordingError.unreadableKoreanNumber(word)) { try reader.read(word, next: nil) }
        }
    }

    @Test func aKoreanNumberSaidApartFromItsUnitIsQuotedWhole() {
        #expect(throws: RecordingError.unreadableKoreanNumber("만만 원")) {
            try AmountReader(commodities: []).read("만만", next: "원")
        }
    }

    @Test func aJournalWithADecimalCommaReadsTheMarksItsWay() throws {
        let reader = AmountReader(commodities: ["EUR"], decimalMark: ",")
        #expect(try reader.read("12,50", next: "EUR")?.amount.quantity == ExactDecimal("12.50"))
        #expect(try reader.read("1.234,50", next: nil)?.amount.quantity == ExactDecimal("1234.50"))
        #expect(try reader.read("1.234", next: nil)?.amount.quantity == ExactDecimal(1234))
        #expect(try reader.read("24", next: "eur")?.amount.unit == "EUR", "the journal's spelling")
    }

    /// A journal whose decimal mark is only a guess (no `decimal-mark`, and `5,400원` read as 5.4) leaves
    /// the marks to the way people write amounts.
    @Test(arguments: [
        ("5,400", "5400"), ("1.234", "1234"), ("12,50", "12.50"), ("12.5", "12.5"), ("0,500", "0.500"),
        ("1,234,567", "1234567"), ("1.234,50", "1234.50"),
    ])
    func aGuessedDecimalMarkReadsMarksAsPeopleWriteThem(_ word: String, _ quantity: String) throws {
        let reader = AmountReader(commodities: ["원"], decimalMark: nil)
        #expect(try reader.read(word, next: "원")?.amount.quantity == ExactDecimal(quantity))
    }

    @Test func markedAmountsAreClearlyMoney() throws {
        let reader = AmountReader(commodities: [])
        #expect(try reader.read("5,400원", next: nil)?.isMarked == true)
        #expect(try reader.read("3만", next: nil)?.isMarked == true)
        #expect(try reader.read("12.50", next: nil)?.looksLikeMoney == true)
        #expect(try reader.read("5,400", next: nil)?.looksLikeMoney == true)
        #expect(try reader.read("2024", next: nil)?.looksLikeMoney == false)
        #expect(try reader.read("1.5", next: nil)?.looksLikeMoney == false)
    }
}
