import LedgerJournalCore

/// Fills in what a sentence did not say, the way `hledger add` does: the accounts from the most recent
/// similar transaction (the same payee or description), else from the category words said; the other
/// posting balances the first; the commodity as the journal writes it.
///
/// What was said always wins over what is filled in. What cannot be filled in is an error that lists
/// the accounts that could be meant, so the person (or the script) can say one.
public struct EntryCompletion: Sendable {
    /// The journal the entry is for.
    public var journal: Journal
    /// The journal's names, for finding a category in the description's words.
    public var names: JournalNames
    /// Today, for a sentence that names no day.
    public var today: CalendarDate
    /// The journal's name for the file the entry goes to (see ``NewEntry/file``).
    public var file: String?

    /// Makes a completion against `journal` (whose `names` are made from it when not given), for an entry
    /// appended to `file` (the journal's first when `nil`).
    public init(journal: Journal, names: JournalNames? = nil, today: CalendarDate, file: String? = nil) {
        self.journal = journal
        self.names = names ?? JournalNames(journal)
        self.today = today
        self.file = file
    }

    /// How many accounts an error suggests.
    static let suggestionCount = 5

    /// The whole entry `spoken` asks for, or what is missing.
    public func complete(_ spoken: SpokenEntry) throws(RecordingError) -> NewEntry {
        let similar = mostRecentSimilar(to: spoken.description)
        let similarAccounts = similar.map { postingsRoles(of: $0.transaction) }
        let commodity = self.commodity(for: spoken.amount, similar: similarAccounts?.category?.amount.commodity)
        try checkDecimals(of: spoken.amount, in: commodity)
        var category: String?
        var funding: String?
        for said in spoken.accounts {
            let account = try choose(said, preferring: similarAccounts)
            switch said.role {
            case .category:
                if let category, category != account { throw .severalAccounts([category, account]) }
                category = account
            case .funding:
                if let funding, funding != account { throw .severalAccounts([funding, account]) }
                funding = account
            }
        }
        category = category ?? similarAccounts?.category?.account
        funding = funding ?? similarAccounts?.funding?.account
        if category == nil {
            let words = AccountWords(journal: journal, names: names)
            let named = spoken.descriptionWords.compactMap { words.match($0) }.filter { $0.role == .category }
            if named.count == 1, named[0].accounts.count == 1 { category = named[0].accounts[0] }
        }
        // The journal's spelling of the same payee or description (`Lunch` for `lunch`), else as said.
        let description = similar?.spelling ?? spoken.description
        guard let category else {
            throw .needsCategory(description: description, candidates: recentAccounts(.category))
        }
        guard let funding else {
            throw .needsFunding(description: description, candidates: recentAccounts(.funding))
        }
        guard category != funding else { throw .severalAccounts([category, funding]) }

        let quantity = spoken.amount.quantity
        guard let opposite = quantity.negated() else { throw .amountTooLarge(spoken.amount.text) }
        let isIncome = journal.accountType(of: category) == .income
        let postings: [NewEntry.Posting] =
            isIncome
            ? [
                .init(account: funding, amount: Amount(quantity, commodity)),
                .init(account: category, amount: Amount(opposite, commodity)),
            ]
            : [
                .init(account: category, amount: Amount(quantity, commodity)),
                .init(account: funding, amount: Amount(opposite, commodity)),
            ]
        var styles: [String: CommodityStyle] = [:]
        if journal.style(of: commodity) == nil { styles[commodity] = spoken.amount.style }
        var entry = NewEntry(
            date: spoken.day ?? today, description: description, postings: postings, spokenStyles: styles)
        let known = Set(journal.accounts)
        entry.newAccounts = postings.map(\.account).filter { !known.contains($0) }
        entry.file = file
        entry.ungrouped = entry.ungroupedNote(in: journal)
        if entry.date > today { entry.futureFrom = today }
        return entry
    }

    /// Refuses an amount with more decimal places than the journal writes its commodity with: the
    /// journal's display precision is the most places any amount has, so one `$1,000,000.001` would
    /// show every dollar amount with three. A commodity whose marks the journal only guessed has no
    /// precision to keep.
    private func checkDecimals(of amount: SpokenAmount, in commodity: String) throws(RecordingError) {
        guard let style = journal.style(of: commodity), !JournalMarks(journal).isGuessed(commodity) else { return }
        let places = amount.quantity.normalized.scale
        guard places > style.precision else { return }
        let rounded = journal.format(amount.quantity.rounded(toPlaces: style.precision), commodity: commodity)
        throw .tooManyDecimals(
            amount.text, places: places, commodity: commodity, journalPlaces: style.precision, rounded: rounded)
    }

    /// The one account `said` stands for: its only match, or the one of several the similar transaction
    /// used; else the word is ambiguous.
    private func choose(_ said: SpokenAccount, preferring similar: PostingRoles?) throws(RecordingError) -> String {
        if said.accounts.count == 1 { return said.accounts[0] }
        let used = [similar?.category?.account, similar?.funding?.account].compactMap { $0 }
        if let account = said.accounts.first(where: used.contains) { return account }
        throw .ambiguousAccount(said.word, candidates: said.accounts)
    }

    /// The commodity to record `amount` in: the journal's spelling of the currency said (the similar
    /// transaction's when the journal spells it several ways), else the unit as said; with no unit, the
    /// similar transaction's, else that of the journal's most recent entry. A currency new to the journal
    /// is written by its symbol, or by its code when it was said in words.
    private func commodity(for amount: SpokenAmount, similar: String?) -> String {
        let latest = latestCommodity
        guard let unit = amount.unit else { return similar ?? latest ?? "" }
        if journal.commodities.contains(unit) { return unit }
        guard let currency = amount.currency else { return unit }
        let spellings = journal.commodities.filter(currency.isSpelled(by:))
        if let similar, spellings.contains(similar) { return similar }
        if let latest, spellings.contains(latest) { return latest }
        if let spelling = spellings.first { return spelling }
        // A currency new to the journal: its symbol or 원 as said, else its code (`dollars` → `USD`).
        return currency.symbols.contains(unit) || RecordingWords.commodityWords.contains(unit) ? unit : currency.code
    }

    /// The commodity of the journal's most recent entry.
    private var latestCommodity: String? {
        guard let month = journal.lastMonth else { return nil }
        return journal.transactions(in: .month(month)).last?.postings.first { $0.kind == .real }?.amount.commodity
    }

    // MARK: - Similar transactions

    /// A transaction found for a description, and whether its description is the same one.
    struct Similar {
        var transaction: Transaction
        var isExact: Bool
        /// The journal's spelling of what was said, when it is the transaction's whole description or
        /// its payee (`Lunch` for `lunch`, from `Lunch | noodles`).
        var spelling: String?
    }

    /// The most recent transaction with the same description (case, spacing and Korean spaces aside);
    /// failing that, the most recent whose payee (before `|`) is the same or whose words begin with the
    /// description's words, or the other way round (`스타벅스` and `스타벅스 강남점`). Case never matters:
    /// `lunch` finds `Lunch`.
    ///
    /// Each distinct description is compared once (the journal's index of descriptions, each with its
    /// newest transaction), not each transaction: the newest exact one wins, else the newest partial.
    func mostRecentSimilar(to description: String) -> Similar? {
        let wanted = Self.key(description)
        let wantedWords = Self.words(description)
        guard !wanted.isEmpty else { return nil }
        var exact: Int?
        var partial: (position: Int, spelling: String?)?
        for (text, newest) in journal.descriptions {
            if Self.key(text) == wanted {
                if exact.map({ newest > $0 }) ?? true { exact = newest }
                continue
            }
            guard partial.map({ newest > $0.position }) ?? true else { continue }
            let payee = text.split(separator: "|").first.map(Self.trimmed)
            let words = Self.words(text)
            if let payee, Self.key(payee) == wanted {
                partial = (newest, payee)
            } else if words.starts(with: wantedWords) || wantedWords.starts(with: words) && !words.isEmpty {
                partial = (newest, nil)
            }
        }
        if let exact {
            let transaction = journal.transaction(atPosition: exact)
            return Similar(transaction: transaction, isExact: true, spelling: transaction.description)
        }
        return partial.map {
            Similar(transaction: journal.transaction(atPosition: $0.position), isExact: false, spelling: $0.spelling)
        }
    }

    /// The months with entries, the latest first.
    private var monthsNewestFirst: [JournalMonth] { journal.monthsWithEntries.sorted(by: >) }

    /// `text` without the spaces around it.
    static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// A description in the form compared: normalised, Korean spaces taken out.
    static func key(_ text: String) -> String { Normalizer.compactingKorean(Normalizer.normalize(text)) }

    /// A description's words, normalised.
    static func words(_ text: String) -> [String] {
        Normalizer.normalize(text).split(separator: " ").map(String.init)
    }

    /// The postings of a transaction that say its category and its funding.
    struct PostingRoles {
        var category: Posting?
        var funding: Posting?
    }

    /// Which posting of `transaction` is its category (the first expense or income posting, else the
    /// first positive one) and which its funding (the first asset or liability posting on another
    /// account, else the first other posting).
    func postingsRoles(of transaction: Transaction) -> PostingRoles {
        let real = transaction.postings.filter { $0.kind == .real }
        let category =
            real.first { AccountWords.role(of: $0.account, in: journal) == .category }
            ?? real.first { $0.amount.quantity.signum > 0 }
        let others = real.filter { $0.account != category?.account }
        let funding = others.first { AccountWords.role(of: $0.account, in: journal) == .funding } ?? others.first
        return PostingRoles(category: category, funding: funding)
    }

    /// Accounts that could be meant for `role` (expenses for a category, assets and liabilities for the
    /// funding), the most recently used first.
    func recentAccounts(_ role: AccountRole) -> [String] {
        let fits = { (account: String) in
            role == .category
                ? journal.accountType(of: account) == .expense : AccountWords.role(of: account, in: journal) == role
        }
        var seen: [String] = []
        scan: for month in monthsNewestFirst.prefix(12) {
            for transaction in journal.transactions(in: .month(month)).reversed() {
                for posting in transaction.postings where fits(posting.account) {
                    if !seen.contains(posting.account) { seen.append(posting.account) }
                    if seen.count == Self.suggestionCount { break scan }
                }
            }
        }
        for account in journal.accounts where seen.count < Self.suggestionCount && !seen.contains(account) {
            if fits(account) { seen.append(account) }
        }
        return seen
    }
}
