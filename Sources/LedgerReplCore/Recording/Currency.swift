/// A currency a person may name in a sentence, with every way of writing it: the symbol before the
/// number (`₩`, `$`) and the words after it (`원`, `won`, `달러`, `usd`).
///
/// A journal writes one of these as its commodity (`원` or `₩` or `KRW`); a sentence naming the
/// currency any other way is recorded in the journal's own spelling.
public struct Currency: Hashable, Sendable {
    /// The ISO 4217 code, upper case: `KRW`.
    public let code: String
    /// Symbols written before the number: `₩`, `$`.
    public let symbols: [String]
    /// Words (or symbols) written after the number, lower case: `원`, `won`, `krw`.
    public let words: [String]

    /// Every spelling, symbols first.
    public var spellings: [String] { symbols + words }

    /// The currencies a sentence may name.
    public static let all: [Currency] = [
        Currency(code: "KRW", symbols: ["₩", "￦"], words: ["원", "won", "krw", "₩"]),
        Currency(code: "USD", symbols: ["$", "us$"], words: ["usd", "dollar", "dollars", "달러", "불", "$"]),
        Currency(code: "EUR", symbols: ["€"], words: ["eur", "euro", "euros", "유로", "€"]),
        Currency(code: "JPY", symbols: ["¥", "￥"], words: ["jpy", "yen", "엔", "円", "¥"]),
        Currency(code: "GBP", symbols: ["£"], words: ["gbp", "pound", "pounds", "파운드", "£"]),
    ]

    /// The currency spelled `text` (lower case), if any.
    public static func named(_ text: String) -> Currency? {
        bySpelling[text]
    }

    private static let bySpelling: [String: Currency] = {
        var table: [String: Currency] = [:]
        for currency in all {
            for spelling in currency.spellings + [currency.code.lowercased()] where table[spelling] == nil {
                table[spelling] = currency
            }
        }
        return table
    }()

    /// Whether a journal commodity symbol is a spelling of this currency (`원`, `₩`, `KRW`, `$`, `USD`).
    public func isSpelled(by commodity: String) -> Bool {
        let lower = commodity.lowercased()
        return lower == code.lowercased() || spellings.contains(lower)
    }
}
