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

    /// The symbols every currency of ``all`` is written with before the number: `₩`, `$`, `€`.
    static let leftSymbols: [String] = all.flatMap(\.symbols)

    /// Currency signs no row of ``all`` holds (`₹`, `₿`, `₽`, `฿`): said with a number, each is the
    /// commodity, written as typed.
    static let otherSigns: [String] =
        (0x20A0...0x20C0).compactMap { value -> String? in
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory == .currencySymbol else {
                return nil
            }
            let sign = String(Character(scalar))
            return all.contains { $0.spellings.contains(sign) } ? nil : sign
        } + ["฿", "֏"]

    /// Whether `code` is an ISO 4217 currency code in use (`CHF`, `THB`, `VND`), in capitals: said with a
    /// number, it is recorded as typed, as hledger writes any commodity.
    public static func isISOCode(_ code: String) -> Bool { isoCodes.contains(code) }

    /// The ISO 4217 codes of the currencies in use.
    static let isoCodes: Set<String> = Set(
        ("AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD "
            + "CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP "
            + "GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD "
            + "KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN "
            + "NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP "
            + "SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES "
            + "VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL")
            .split(separator: " ").map(String.init))

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
