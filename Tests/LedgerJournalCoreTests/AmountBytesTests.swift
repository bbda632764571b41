import Testing

@testable import LedgerJournalCore

/// The byte writers the month view draws with spell every amount exactly as the string formatters do
/// (`CommodityStyle.format`, `CompactMoney.format`, `VisibleText.escaping`), which the tests of those
/// hold to hledger's spelling.
struct AmountBytesTests {
    static let styles: [CommodityStyle] = {
        var unambiguous = CommodityStyle(side: .right, groupingMark: ",", precision: 0)
        unambiguous.unambiguousPrecision = 1
        var lakh = CommodityStyle(side: .left, groupingMark: ",", groupSizes: [3, 2])
        lakh.precision = 2
        return [
            CommodityStyle(side: .left, groupingMark: ","),
            CommodityStyle(side: .right, groupingMark: ","),
            CommodityStyle(side: .left, precision: 2),
            CommodityStyle(side: .right, isSpaced: true, groupingMark: ".", decimalMark: ",", precision: 2),
            CommodityStyle(side: .right, isSpaced: true),
            CommodityStyle(side: .left, isSpaced: true, groupingMark: " ", groupSizes: [4]),
            CommodityStyle(side: .left, groupingMark: "\u{202F}"),  // a mark of three bytes: through text
            CommodityStyle(side: .left, groupingMark: ",", decimalMark: ","),  // the same mark: no groups
            unambiguous, lakh,
        ]
    }()
    static let symbols = ["₩", "원", "$", "EUR", "", "ABC 1", "\"q\"", "\u{1B}[2J"]
    static let values = [
        "0", "1", "-1", "0.05", "-0.005", "12.5", "999", "1000", "-1234567", "1234.5", "5.4", "5.123",
        "100000.125", "12345678901234567890", "-98765432109876543210.12",
        "170141183460469231731687303715884105727", "1" + String(repeating: "0", count: 60),
    ]

    @Test(arguments: 0..<styles.count)
    func aStyleWritesTheBytesItFormats(_ index: Int) {
        let style = Self.styles[index]
        for symbol in Self.symbols {
            for text in Self.values {
                let value = dec(text)
                var bytes: [UInt8] = [0x41]
                style.append(value, symbol: symbol, to: &bytes)
                #expect(
                    String(decoding: bytes.dropFirst(), as: UTF8.self) == style.format(value, symbol: symbol),
                    "\(text) \(symbol)")
            }
        }
    }

    @Test(arguments: [
        "0", "950.4", "9500", "12000", "99949.9", "999499", "999500", "-1234567", "150000000",
        "3000000000000", "-0.4", "170141183460469231731687303715884105727",
        "-1" + String(repeating: "0", count: 60),
    ])
    func compactMoneyWritesTheBytesItFormats(_ text: String) {
        for units in [CompactMoney.Units.english, .korean] {
            for mark in ["." as Character, ","] {
                var bytes: [UInt8] = []
                CompactMoney.append(dec(text), units: units, decimalMark: mark.asciiValue ?? 0, to: &bytes)
                #expect(
                    String(decoding: bytes, as: UTF8.self)
                        == CompactMoney.format(dec(text), units: units, decimalMark: mark))
            }
        }
    }

    @Test(arguments: [
        "food", "지출:식비", "a\"b\\c", "tab\there", "\u{1B}[2J", "bidi\u{202E}x", "zw\u{200B}j", "soft\u{AD}",
        String(repeating: "가", count: 90), String(repeating: "x", count: 79) + "\u{7}", "",
    ])
    func escapingWritesTheBytesOfItsText(_ text: String) {
        for limit in [VisibleText.quoteLimit, 5, .max] {
            for quotes in [true, false] {
                var bytes: [UInt8] = []
                VisibleText.append(escaping: text, limit: limit, escapingQuotes: quotes, to: &bytes)
                #expect(
                    String(decoding: bytes, as: UTF8.self)
                        == VisibleText.escaping(text, limit: limit, escapingQuotes: quotes))
            }
        }
        var shown = Array("₩".utf8)
        shown.append(contentsOf: text.utf8)
        VisibleText.makeVisible(from: 3, in: &shown)
        #expect(
            String(decoding: shown, as: UTF8.self)
                == "₩" + VisibleText.escaping(text, limit: .max, escapingQuotes: false))
    }
}
