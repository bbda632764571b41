import LedgerJournalCore

extension CompletionContext {
    /// The context for a session showing `screenYear` with `journal` loaded (or none): the journal's
    /// accounts and payees (a description up to its first `|`, as hledger reads a payee).
    public init(screenYear: Int, language: Language? = nil, journal: Journal?) {
        guard let journal, let first = journal.firstMonth, let last = journal.lastMonth else {
            self.init(screenYear: screenYear, language: language, accounts: journal?.accounts ?? [])
            return
        }
        var payees = Set<String>()
        for transaction in journal.transactions(in: .months(from: first, through: last)) {
            let payee = transaction.description.prefix { $0 != "|" }
            let trimmed = payee.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            if !trimmed.isEmpty { payees.insert(String(trimmed)) }
        }
        self.init(screenYear: screenYear, language: language, accounts: journal.accounts, payees: payees.sorted())
    }
}
