/// What kind of account this is: declared with `account NAME  ; type: X` (on the account or an
/// ancestor), else inferred from the name the way hledger infers it, with the Korean top-level names
/// (`자산`, `부채`, `자본`, `수입`, `소득`, `지출`, `비용`) read like their English counterparts.
///
/// ``cash`` is a kind of ``asset`` and ``conversion`` a kind of ``equity``, as in hledger: ask
/// ``isAsset`` or ``isEquity`` (or compare ``category``) to include them.
public enum AccountType: String, Sendable, Hashable, CaseIterable {
    /// Things owned: `assets`, `자산`, or `type: A`.
    case asset
    /// Liquid assets: `assets:bank`, `assets:cash`, `자산:현금`, or `type: C`. A kind of asset.
    case cash
    /// Debts: `liabilities`, `debts`, `부채`, or `type: L`.
    case liability
    /// Owner's equity: `equity`, `자본`, or `type: E`.
    case equity
    /// Currency or commodity conversions: `equity:conversion`, `equity:trading`, or `type: V`. A kind
    /// of equity.
    case conversion
    /// Money coming in: `income`, `revenue(s)`, `수입`, `소득`, or `type: R`.
    case income
    /// Money going out: `expenses`, `expense`, `지출`, `비용`, or `type: X`.
    case expense

    /// The type named by a `type:` tag value, case-insensitively: one of the letters `A L E R X C V`
    /// or the words `Asset(s)`, `Liability`/`Liabilities`, `Equity`, `Revenue(s)`, `Expense(s)`,
    /// `Cash`, `Conversion`; `nil` for anything else.
    public init?(tagValue: String) {
        switch tagValue.lowercased() {
        case "a", "asset", "assets": self = .asset
        case "c", "cash": self = .cash
        case "l", "liability", "liabilities": self = .liability
        case "e", "equity": self = .equity
        case "v", "conversion": self = .conversion
        case "r", "revenue", "revenues": self = .income
        case "x", "expense", "expenses": self = .expense
        default: return nil
        }
    }

    /// The type hledger infers from a whole account name, case-insensitively, or `nil`:
    /// `assets…` is an asset, `assets[:…]:bank|cash|checking|chequing|cheque|current|saving(s)…` cash,
    /// `debt(s)`/`liability`/`liabilities…` a liability, `equity…` equity,
    /// `equity:conversion(s)|trade(s)|trading…` a conversion, `income(s)`/`revenue(s)…` income,
    /// `expense(s)…` an expense. Korean: `자산` (`자산[:…]:현금|은행|예금|적금|통장…` cash), `부채`,
    /// `자본` (`자본:환전…` a conversion), `수입`/`소득`, `지출`/`비용`.
    public init?(accountName name: some StringProtocol) {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard let top = parts.first?.lowercased() else { return nil }
        let second = parts.count > 1 ? parts[1].lowercased() : nil
        switch top {
        case "asset", "assets":
            self = parts.dropFirst().contains { Self.englishCash.contains($0.lowercased()) } ? .cash : .asset
        case "자산":
            self = parts.dropFirst().contains { Self.koreanCash.contains(String($0)) } ? .cash : .asset
        case "debt", "debts", "liability", "liabilities", "부채": self = .liability
        case "equity":
            self = second.map { Self.englishConversion.contains($0) } == true ? .conversion : .equity
        case "자본": self = second == "환전" ? .conversion : .equity
        case "income", "incomes", "revenue", "revenues", "수입", "소득": self = .income
        case "expense", "expenses", "지출", "비용": self = .expense
        default: return nil
        }
    }

    /// The type inferred from a top-level name alone (`assets`, `지출`), or `nil`.
    public init?(topLevelName name: String) {
        guard !name.contains(":") else { return nil }
        self.init(accountName: name)
    }

    /// The broad class: ``asset`` for cash, ``equity`` for conversion, else the type itself.
    public var category: AccountType {
        switch self {
        case .cash: return .asset
        case .conversion: return .equity
        default: return self
        }
    }

    /// Whether this is an asset of any kind (``asset`` or ``cash``).
    public var isAsset: Bool { category == .asset }

    /// Whether this is equity of any kind (``equity`` or ``conversion``).
    public var isEquity: Bool { category == .equity }

    /// The one-letter code hledger writes for the type: `A C L E V R X`.
    public var letter: Character {
        switch self {
        case .asset: "A"
        case .cash: "C"
        case .liability: "L"
        case .equity: "E"
        case .conversion: "V"
        case .income: "R"
        case .expense: "X"
        }
    }

    private static let englishCash: Set<String> = [
        "cash", "bank", "checking", "chequing", "cheque", "current", "saving", "savings",
    ]
    private static let koreanCash: Set<String> = ["현금", "은행", "예금", "적금", "통장"]
    private static let englishConversion: Set<String> = [
        "conversion", "conversions", "trade", "trades", "trading",
    ]
}
