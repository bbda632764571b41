/// What a sentence said about a new entry, before anything is filled in from the journal: the day, the
/// amount, the description and the accounts, as far as it said them.
public struct SpokenEntry: Hashable, Sendable {
    /// The day named (`어제`, `11/18`, `last friday`), or `nil` for today.
    public var day: CalendarDate?
    /// The amount.
    public var amount: SpokenAmount
    /// The description or payee, as typed (a Korean particle after it dropped: `스타벅스에서` → `스타벅스`).
    public var description: String
    /// The description's words, normalised, for finding a category when nothing else names one.
    public var descriptionWords: [String]
    /// The accounts the sentence named, by full name, segment, means of payment or category.
    public var accounts: [SpokenAccount]
    /// Whether the sentence began with `add`, `기록` or `추가` (or ended with `기록해 줘`).
    public var isExplicit: Bool

    /// Makes a spoken entry.
    public init(
        day: CalendarDate?, amount: SpokenAmount, description: String, descriptionWords: [String],
        accounts: [SpokenAccount], isExplicit: Bool
    ) {
        self.day = day
        self.amount = amount
        self.description = description
        self.descriptionWords = descriptionWords
        self.accounts = accounts
        self.isExplicit = isExplicit
    }
}

/// Which side of an entry an account stands on.
public enum AccountRole: Hashable, Sendable {
    /// What the money was for (or, for income, where it came from): an expense or income account.
    case category
    /// What paid or received it: an asset or liability account.
    case funding
}

/// The accounts one word of a sentence names.
public struct SpokenAccount: Hashable, Sendable {
    /// The word as matched (normalised, a particle dropped: `카드로` → `카드`).
    public var word: String
    /// The accounts it names, best first; several only when none is better than the others.
    public var accounts: [String]
    /// The side of the entry.
    public var role: AccountRole
    /// Whether the word says how it was paid (`카드`, `cash`): such a word never describes the entry.
    public var isPayment: Bool
    /// Whether the word is a full account name (`지출:식비`, or a new one such as `expenses:pets`).
    public var isAccountName: Bool

    /// Makes a spoken account.
    public init(word: String, accounts: [String], role: AccountRole, isPayment: Bool, isAccountName: Bool) {
        self.word = word
        self.accounts = accounts
        self.role = role
        self.isPayment = isPayment
        self.isAccountName = isAccountName
    }
}
