/// One journal entry as written: date, status, description and its postings.
public struct Transaction: Sendable, Hashable {
    /// Whether the entry is marked `*` (cleared), `!` (pending) or neither.
    public enum Status: Sendable, Hashable {
        /// No mark.
        case unmarked
        /// `!`.
        case pending
        /// `*`.
        case cleared
    }

    /// A `tag: value` pair from the entry's comment (value empty for a bare `tag:`).
    public struct Tag: Sendable, Hashable {
        /// The tag name before the colon.
        public let name: String
        /// The text after the colon up to the next comma, trimmed.
        public let value: String
    }

    /// The primary date.
    public let date: JournalDate
    /// The `=DATE` secondary date, if written.
    public let secondaryDate: JournalDate?
    /// `*`, `!` or none.
    public let status: Status
    /// The text in `(CODE)`, if written.
    public let code: String?
    /// The description (payee and note), trimmed.
    public let description: String
    /// The comment after `;` on the date line, if any.
    public let comment: String?
    /// The postings, in the order written (an inferred multi-commodity amount adds one per commodity).
    public let postings: [Posting]
    /// The file the entry is in.
    public let path: String
    /// The entry's date line, 1-based.
    public let line: Int

    /// The `tag: value` pairs in ``comment``.
    public var tags: [Tag] {
        guard let comment else { return [] }
        var tags: [Tag] = []
        for part in comment.split(separator: ",") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let name = part[..<colon].split(separator: " ").last.map(String.init) ?? ""
            guard !name.isEmpty else { continue }
            tags.append(Tag(name: name, value: part[part.index(after: colon)...].trimmingSpaces()))
        }
        return tags
    }
}

/// One line of a transaction: an account and the amount it changes by.
public struct Posting: Sendable, Hashable {
    /// Whether the posting counts towards the transaction's balance.
    public enum Kind: Sendable, Hashable {
        /// `account`: must balance with the other real postings.
        case real
        /// `(account)`: exempt from balancing.
        case virtual
        /// `[account]`: balances with the other bracketed postings.
        case balancedVirtual
    }

    /// The full account name after aliases: `지출:식비`.
    public let account: String
    /// The amount, written or inferred.
    public let amount: Amount
    /// The total cost from `@ UNITPRICE` or `@@ TOTALPRICE`, signed like the amount, if written.
    public let cost: Amount?
    /// Real, `(virtual)` or `[balanced virtual]`.
    public let kind: Kind
    /// True when the journal left the amount out and it was inferred.
    public let isInferred: Bool
    /// The `= AMOUNT` balance assertion, if written.
    public let balanceAssertion: Amount?
    /// The posting's own date (`; date:DATE` or `; [DATE]`) when it differs from its transaction's.
    public let date: JournalDate?

    /// A posting (values the journal makes from what it read).
    public init(
        account: String, amount: Amount, cost: Amount? = nil, kind: Kind = .real, isInferred: Bool = false,
        balanceAssertion: Amount? = nil, date: JournalDate? = nil
    ) {
        self.account = account
        self.amount = amount
        self.cost = cost
        self.kind = kind
        self.isInferred = isInferred
        self.balanceAssertion = balanceAssertion
        self.date = date
    }
}
