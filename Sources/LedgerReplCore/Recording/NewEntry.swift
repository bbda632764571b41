import LedgerJournalCore

/// A transaction ready to be appended to a journal: a day, a description and postings that balance,
/// every amount written out.
///
/// Its ``lines(in:)`` are the exact text appended (before the file's line endings are applied), so what
/// a person confirms is what the file gets.
public struct NewEntry: Hashable, Sendable {
    /// One line of the entry: an account and the amount it changes by.
    public struct Posting: Hashable, Sendable {
        /// The full account name: `지출:식비`, `expenses:food`.
        public var account: String
        /// The amount, never left out (the other posting balances it explicitly, as `hledger add` writes).
        public var amount: Amount

        /// A posting of `amount` to `account`.
        public init(account: String, amount: Amount) {
            self.account = account
            self.amount = amount
        }
    }

    /// The day of the entry.
    public var date: CalendarDate
    /// The description (payee), as the person said it or as the journal spells the same payee.
    public var description: String
    /// The postings, in the order written: where the money went first, then where it came from.
    public var postings: [Posting]
    /// How to write a commodity the journal has never written, as the person wrote it (`5,400원`).
    public var spokenStyles: [String: CommodityStyle]
    /// The entry's accounts that the journal does not have yet (said in full, `expenses:pets`), so the
    /// preview can say a new account will be made.
    public var newAccounts: [String] = []

    /// An entry of `postings` on `date`; `spokenStyles` write the commodities the journal does not know.
    public init(
        date: CalendarDate, description: String, postings: [Posting], spokenStyles: [String: CommodityStyle] = [:]
    ) {
        self.date = date
        self.description = description
        self.postings = postings
        self.spokenStyles = spokenStyles
    }

    /// `amount` written the way `journal` writes its commodity, or as it was said when the journal has
    /// never written it.
    func format(_ amount: Amount, in journal: Journal) -> String {
        if journal.style(of: amount.commodity) == nil, let spoken = spokenStyles[amount.commodity] {
            return spoken.format(amount.quantity, symbol: amount.commodity)
        }
        return journal.format(amount)
    }

    /// The entry's text, one string per line without line endings: the date line, then each posting
    /// indented four spaces with the amounts right-aligned in one column, each amount written the way
    /// `journal` writes its commodity (or as it was said, for a commodity new to the journal).
    ///
    /// ```text
    /// 2026-11-30 스타벅스
    ///     지출:카페      5,400원
    ///     자산:현금     -5,400원
    /// ```
    public func lines(in journal: Journal) -> [String] {
        let amounts = postings.map { format($0.amount, in: journal) }
        let accountWidth = postings.map { DisplayWidth.of($0.account) }.max() ?? 0
        let amountWidth = amounts.map { DisplayWidth.of($0) }.max() ?? 0
        var lines = [description.isEmpty ? "\(date)" : "\(date) \(description)"]
        for (posting, amount) in zip(postings, amounts) {
            let gap = accountWidth - DisplayWidth.of(posting.account) + 2 + amountWidth - DisplayWidth.of(amount)
            lines.append("    " + posting.account + String(repeating: " ", count: gap) + amount)
        }
        return lines
    }

    /// The entry on one line, for a message: `2026-11-30 스타벅스: 지출:카페 5,400원, 자산:현금 -5,400원`.
    public func summary(in journal: Journal) -> String {
        let head = description.isEmpty ? "\(date)" : "\(date) \(description)"
        return head + ": " + postings.map { $0.account + " " + format($0.amount, in: journal) }.joined(separator: ", ")
    }

    /// The entry's text with a line feed after every line.
    public func text(in journal: Journal) -> String {
        lines(in: journal).map { $0 + "\n" }.joined()
    }
}
