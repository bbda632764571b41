/// What kind of account this is, as hledger infers it from the top-level name or an
/// `account NAME  ; type: X` declaration.
public enum AccountType: String, Sendable, Hashable, CaseIterable {
    /// Things owned: `assets`, `자산`, or `type: A`.
    case asset
    /// Debts: `liabilities`, `debts`, `부채`, or `type: L`.
    case liability
    /// Owner's equity: `equity`, `자본`, or `type: E`.
    case equity
    /// Money coming in: `income`, `revenue(s)`, `수입`, or `type: R`.
    case income
    /// Money going out: `expenses`, `expense`, `지출`, or `type: X`.
    case expense

    /// The type named by a `type:` tag value (`Expense`, `X`, `expenses`…), or `nil`.
    public init?(tagValue: String) {
        switch tagValue.lowercased() {
        case "a", "asset", "assets", "c", "cash": self = .asset
        case "l", "liability", "liabilities": self = .liability
        case "e", "equity": self = .equity
        case "r", "revenue", "revenues", "income": self = .income
        case "x", "expense", "expenses": self = .expense
        default: return nil
        }
    }

    /// The type hledger infers from a top-level account name, case-insensitively, or `nil`.
    public init?(topLevelName name: String) {
        switch name.lowercased() {
        case "asset", "assets", "자산": self = .asset
        case "liability", "liabilities", "debt", "debts", "부채": self = .liability
        case "equity", "자본": self = .equity
        case "income", "revenue", "revenues", "수입": self = .income
        case "expense", "expenses", "지출": self = .expense
        default: return nil
        }
    }
}
