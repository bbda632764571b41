import LedgerJournalCore

/// Finds the journal accounts a word of a sentence names: a full account name (`지출:식비`), an
/// account's own segment (`외식` for `지출:식비:외식`), a means of payment (`카드`, `cash`) or a household
/// category in either language (`식비`, `food`, `coffee`).
struct AccountWords {
    typealias Role = AccountRole
    typealias Match = SpokenAccount

    let journal: Journal
    /// The journal's accounts, with their segments in lower case.
    private let accounts: [(name: String, segments: [String], role: Role?)]

    init(journal: Journal) {
        self.journal = journal
        accounts = journal.accounts.map { name in
            (name, name.lowercased().split(separator: ":").map(String.init), Self.role(of: name, in: journal))
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

    /// What `word` (normalised, lower case) names, or `nil` when it names no account; a Korean particle
    /// after it is dropped when the word itself names nothing (`카드로`, `현금으로`).
    func match(_ word: String) -> Match? {
        if let match = matchWhole(word) { return match }
        let stem = Self.strippingParticle(word)
        return stem == word ? nil : matchWhole(stem)
    }

    private func matchWhole(_ stem: String) -> Match? {
        if stem.contains(":") { return accountName(stem) }
        if let group = PaymentWords.group(of: stem) {
            let found = best(for: stem, group: group, among: accounts.filter { $0.role == .funding }, contains: true)
            if !found.isEmpty {
                return Match(word: stem, accounts: found, role: .funding, isPayment: true, isAccountName: false)
            }
        }
        let bySegment = accounts.filter { $0.segments.contains(stem) }
        if !bySegment.isEmpty {
            let names = Self.shallowest(bySegment.map(\.name))
            let roles = Set(bySegment.filter { names.contains($0.name) }.map { $0.role ?? .category })
            return Match(
                word: stem, accounts: names, role: roles.first ?? .category, isPayment: false, isAccountName: false)
        }
        if let group = CategoryWords.group(of: stem) {
            let found = best(for: stem, group: group, among: accounts.filter { $0.role == .category }, contains: false)
            if !found.isEmpty {
                return Match(word: stem, accounts: found, role: .category, isPayment: false, isAccountName: false)
            }
        }
        return nil
    }

    /// A full account name: the journal's (case as the journal writes it), or a new one as said.
    private func accountName(_ name: String) -> Match? {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        let known = accounts.first { $0.name.lowercased() == name }
        let account = known?.name ?? name
        let role = known?.role ?? Self.role(of: account, in: journal) ?? .category
        return Match(word: name, accounts: [account], role: role, isPayment: false, isAccountName: true)
    }

    /// The accounts whose segments best match `word` or its group: a segment equal to the word, then one
    /// holding it, then one equal to or holding (with `contains`) another word of the group.
    private func best(
        for word: String, group: [String], among candidates: [(name: String, segments: [String], role: Role?)],
        contains: Bool
    ) -> [String] {
        let tests: [(String) -> Bool] = [
            { $0 == word },
            { $0.contains(word) },
            { segment in group.contains(segment) || group.contains { segment.hasPrefix($0) } },
            { segment in contains && group.contains { segment.contains($0) } },
        ]
        for test in tests {
            let found = candidates.filter { $0.segments.contains(where: test) }.map(\.name)
            if !found.isEmpty { return Self.shallowest(found) }
        }
        return []
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
