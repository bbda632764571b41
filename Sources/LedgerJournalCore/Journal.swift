/// A parsed plain-text ledger journal (hledger / ledger format). Filled in by the journal work.
public struct Journal: Sendable {
    /// Makes an empty journal.
    public init() {}
}
