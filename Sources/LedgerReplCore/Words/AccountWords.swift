import LedgerJournalCore

/// Finds the journal accounts a word of a sentence names: a full account name (`지출:식비`), an
/// account's own segment (`외식` for `지출:식비:외식`), a means of payment (`카드`, `cash`) or a household
/// category in either language (`식비`, `food`, `coffee`).
struct AccountWords {
    typealias Role = AccountRole
    typealias Match = SpokenAccount

    let journal: Journal
    /// The journal's names, matched through the household category table.
    let names: JournalNames
    /// The journal's accounts, with their segments in the compared form.
    private let accounts: [(name: String, segments: [String], role: Role?)]

    init(journal: Journal, names: JournalNames) {
        self.journal = journal
        self.names = names
        accounts = journal.accounts.map { name in
            (
                name, name.split(separator: ":").map { Categories.comparable(String($0)) },
                Self.role(of: name, in: journal)
            )
        }
    }

    /// The role an account plays, by its type; `nil` for an equity account or one of no known type.
    static func role(of account: String, in journal: Journal) -> Role? {
        switch journal.accountType(of: account) {
        case .expense?, .income?: .category
        case .asset?, .liability?: .funding
        case .equity?, nil: nil
        }
    }

    /// What `word` (normalised) names, or `nil` when it names no account; a Korean particle after it is
    /// dropped when the word itself names nothing (`카드로`, `현금으로`). `typed` is the word as typed: a
    /// new account is named as it was typed (`Expenses:NewThing`), case and all.
    func match(_ word: String, typed: String? = nil) -> Match? {
        if let match = matchWhole(word, typed: typed) { return match }
        let stem = Self.strippingParticle(word)
        let typedStem = typed.map { typed in Self.strippingParticle(typed) }
        return stem == word ? nil : matchWhole(stem, typed: typedStem)
    }

    /// An account name (`지출:식비`), else what the journal's names and the household category table
    /// say the word names (`식비`, `food`, `현금`, `checking`), else a means of payment found inside
    /// account names (`카드` in `부채:신한카드`). A word naming accounts on both sides names none.
    private func matchWhole(_ word: String, typed: String? = nil) -> Match? {
        if word.contains(":") { return accountName(word, typed: typed) }
        let key = Categories.comparable(word)
        var found = names.accounts(matching: key) ?? []
        if found.isEmpty { found = fundingAccounts(containing: key) }
        guard !found.isEmpty else { return nil }
        let best = Self.shallowest(found)
        let roles = Set(best.map { Self.role(of: $0, in: journal) ?? .category })
        guard roles.count == 1, let role = roles.first else { return nil }
        return Match(word: word, accounts: best, role: role, isPayment: role == .funding, isAccountName: false)
    }

    /// Asset and liability accounts with a segment holding `key` or a word of its category (`카드` in
    /// `신한카드`, `card` in `creditcard`, a card brand for a card word).
    private func fundingAccounts(containing key: String) -> [String] {
        guard key.count >= 2 else { return [] }
        var words = Categories.terms(for: key).dropFirst().first ?? [key]
        words.insert(key)
        if words.contains("card") || words.contains("카드") { words.formUnion(PaymentWords.cardBrands) }
        return accounts.filter { account in
            account.role == .funding
                && account.segments.contains { segment in words.contains { $0.count >= 2 && segment.contains($0) } }
        }.map(\.name)
    }

    /// A full account name: the journal's (case as the journal writes it), or a new one as typed (when
    /// `typed` is the same name, case and the forms normalising changes aside), else as said.
    private func accountName(_ name: String, typed: String? = nil) -> Match? {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        let known = accounts.first { Categories.comparable($0.name) == Categories.comparable(name) }
        let asTyped = typed.flatMap { Normalizer.normalize($0) == name ? $0 : nil }
        let account = known?.name ?? asTyped ?? name
        let role = known?.role ?? Self.role(of: account, in: journal) ?? .category
        return Match(word: name, accounts: [account], role: role, isPayment: false, isAccountName: true)
    }

    /// The matches with the fewest segments (`지출:식비` over `지출:식비:외식` for `식비`).
    private static func shallowest(_ names: [String]) -> [String] {
        let depth = names.map { $0.split(separator: ":").count }.min() ?? 0
        return names.filter { $0.split(separator: ":").count == depth }
    }

    /// Korean particles that may follow an account word: `카드로`, `현금으로`, `식비에`.
    static let particles = ["으로", "로", "에서", "에", "은", "는", "을", "를", "이", "가"]

    /// `word` without one trailing Korean particle, when it ends in Hangul and keeps at least one syllable.
    static func strippingParticle(_ word: String) -> String {
        guard word.unicodeScalars.last.map(Normalizer.isHangul) == true else { return word }
        for particle in particles where word.count > particle.count && word.hasSuffix(particle) {
            return String(word.dropLast(particle.count))
        }
        return word
    }
}
