/// What kind of account this is: declared with `account NAME  ; type: X` (on the account or an
/// ancestor), else inferred from the name the way hledger infers it, with the Korean top-level names
/// (`자산`, `부채`, `자본`, `수입`, `소득`, `지출`, `비용`) read like their English counterparts.
///
/// The five broad types; hledger's finer ones (cash, a kind of asset; conversion, a kind of equity) are
/// ``AccountTypeCode`` values (`Journal.accountTypeCode(of:)`).
public enum AccountType: String, Sendable, Hashable, CaseIterable {
    /// Things owned: `assets`, `자산`, or `type: A` (or `C`, cash).
    case asset
    /// Debts: `liabilities`, `debts`, `부채`, or `type: L`.
    case liability
    /// Owner's equity: `equity`, `자본`, or `type: E` (or `V`, conversion).
    case equity
    /// Money coming in: `income`, `revenue(s)`, `수입`, `소득`, or `type: R`.
    case income
    /// Money going out: `expenses`, `expense`, `지출`, `비용`, or `type: X`.
    case expense

    /// The broad type a `type:` tag value names (see ``AccountTypeCode/init(tagValue:)``), or `nil`.
    public init?(tagValue: String) {
        guard let code = AccountTypeCode(tagValue: tagValue) else { return nil }
        self = code.type
    }

    /// The broad type hledger infers from a whole account name (see
    /// ``AccountTypeCode/init(accountName:)``), or `nil`.
    public init?(accountName name: some StringProtocol) {
        guard let code = AccountTypeCode(accountName: name) else { return nil }
        self = code.type
    }

    /// The type inferred from a top-level name alone (`assets`, `지출`), or `nil`.
    public init?(topLevelName name: String) {
        guard !name.contains(":") else { return nil }
        self.init(accountName: name)
    }
}

/// hledger's account type codes, the letters of `type:` tags: the five broad types and the two finer
/// ones, cash (a kind of asset) and conversion (a kind of equity).
public enum AccountTypeCode: Character, Sendable, Hashable, CaseIterable {
    /// `A`: an asset.
    case asset = "A"
    /// `C`: cash, a liquid asset (`assets:bank`, `assets:cash`, `자산:현금`).
    case cash = "C"
    /// `L`: a liability.
    case liability = "L"
    /// `E`: equity.
    case equity = "E"
    /// `V`: conversion, equity that balances currency or commodity exchanges (`equity:conversion`).
    case conversion = "V"
    /// `R`: revenue (income).
    case revenue = "R"
    /// `X`: an expense.
    case expense = "X"

    /// The broad type: ``AccountType/asset`` for cash, ``AccountType/equity`` for conversion.
    public var type: AccountType {
        switch self {
        case .asset, .cash: .asset
        case .liability: .liability
        case .equity, .conversion: .equity
        case .revenue: .income
        case .expense: .expense
        }
    }

    /// The code a `type:` tag value names, case-insensitively: one of the letters `A L E R X C V` or
    /// the words `Asset(s)`, `Liability`/`Liabilities`, `Equity`, `Revenue(s)`, `Expense(s)`, `Cash`,
    /// `Conversion` (hledger 1.25's list); `nil` for anything else.
    public init?(tagValue: String) {
        switch tagValue.lowercased() {
        case "a", "asset", "assets": self = .asset
        case "c", "cash": self = .cash
        case "l", "liability", "liabilities": self = .liability
        case "e", "equity": self = .equity
        case "v", "conversion": self = .conversion
        case "r", "revenue", "revenues": self = .revenue
        case "x", "expense", "expenses": self = .expense
        default: return nil
        }
    }

    /// The code hledger infers from a whole account name, case-insensitively, or `nil`:
    /// `assets…` is an asset, `assets[:…]:bank|cash|checking|chequing|cheque|current|saving(s)…` cash,
    /// `debt(s)`/`liability`/`liabilities…` a liability, `equity…` equity,
    /// `equity:conversion(s)|trade(s)|trading…` conversion, `income(s)`/`revenue(s)…` revenue,
    /// `expense(s)…` an expense. Korean: `자산` (`자산[:…]:현금|은행|예금|적금|통장…` cash), `부채`,
    /// `자본` (`자본:환전…` conversion), `수입`/`소득`, `지출`/`비용`.
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
        case "income", "incomes", "revenue", "revenues", "수입", "소득": self = .revenue
        case "expense", "expenses", "지출", "비용": self = .expense
        default: return nil
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
