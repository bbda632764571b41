import LedgerJournalCore

/// What a question or a listing is about: the words said, and what they name in the journal, worked
/// out once, by the reader, as it reads the line (`식비` → the accounts `지출:식비` and those under it,
/// `스타벅스에서` → the payees holding `스타벅스`).
///
/// Answering counts what `names` selects and never reads `spokenAs` again: the words are kept only
/// so the reply can say the subject back as the user said it (`식비 내역`, `Change of food`).
public struct Subject: Hashable, Sendable {
    /// The subject as said: letters in the case typed, a Korean particle taken off. Only for saying it
    /// back in the reply.
    public var spokenAs: String
    /// What it names in the journal the line was read against: accounts, a payee's transactions, or
    /// nothing there (with the nearest account names; nothing at all when read without a journal,
    /// which a question then needs).
    public var names: SubjectMatch
    /// Whether the reply says the payee in the letters typed: the word said is the word found in the
    /// payees (`Starbucks`), not a name it is short for (`스벅` is said `스타벅스`).
    public var saysPayeeAsSpoken: Bool
    /// Whether the word said is a category word that the journal has as a payee and is counted as
    /// that payee (`택시비` for the payee `택시`), which the reply says.
    public var isCategoryWordAsPayee: Bool

    /// A subject said as `spokenAs`, naming `names`.
    public init(
        _ spokenAs: String, names: SubjectMatch, saysPayeeAsSpoken: Bool = false, isCategoryWordAsPayee: Bool = false
    ) {
        self.spokenAs = spokenAs
        self.names = names
        self.saysPayeeAsSpoken = saysPayeeAsSpoken
        self.isCategoryWordAsPayee = isCategoryWordAsPayee
    }

    /// The subject `word` (as said) names in `names`; `isPlace` when the line says it is a place (`at
    /// starbucks`, `스타벅스에서`), which tries payees first. Without a journal it names nothing.
    ///
    /// The rules are `JournalNames.subject(matching:preferPayee:)`'s, and then a category word the
    /// journal has as a payee, with no account named by the word itself, is that payee (`택시비` in a
    /// journal with the payee `택시` and the account `지출:교통`; `교통비` stays `지출:교통`).
    init(resolving word: String, isPlace: Bool, in names: JournalNames?) {
        guard let names else {
            self.init(word, names: .nothing(nearest: []))
            return
        }
        self.init(
            resolving: word, match: names.subject(matching: word, preferPayee: isPlace), isPlace: isPlace, in: names)
    }

    /// ``init(resolving:isPlace:in:)`` for a word `names` already matched as `match` (with prefixes
    /// allowed and payees first when `isPlace`).
    init(resolving word: String, match: SubjectMatch, isPlace: Bool, in names: JournalNames) {
        var match = match
        if case .accounts = match, !isPlace, let payee = Self.payeeNarrowerThanCategory(word, names: names) {
            match = payee
        }
        if case .nothing = match, let payee = Self.payeeOneEditAway(word, names: names) { match = payee }
        if case .accounts(let accounts) = match {
            match = .accounts(Self.realAccounts(accounts, in: names))
        }
        var saysPayeeAsSpoken = false
        var isCategoryWordAsPayee = false
        if case .payee(let key, _) = match {
            let typed = Categories.comparable(word)
            saysPayeeAsSpoken = typed == key
            isCategoryWordAsPayee = Categories.isCategoryWord(word) && Categories.payeeNicknames[typed] == nil
        }
        self.init(
            word, names: match, saysPayeeAsSpoken: saysPayeeAsSpoken, isCategoryWordAsPayee: isCategoryWordAsPayee)
    }

    /// The one payee of the journal a word of six letters or more is a single typo of (`starbuks` for
    /// `Starbucks`: one letter left out, added, changed or two swapped), when nothing else matched it;
    /// `nil` when none is, or several are (the reply then says the payee's own name).
    ///
    /// Only words of ASCII letters: a Korean syllable changed is another name (`한빛솔잎 마트` and
    /// `별빛솔잎 마트` are two stores), never a typo of it.
    static func payeeOneEditAway(_ word: String, names: JournalNames) -> SubjectMatch? {
        let key = Array(Categories.comparable(word))
        guard key.count >= 6, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == " ") }) else { return nil }
        var found: [String] = []
        for (index, payee) in names.storage.comparablePayees.enumerated() {
            let candidate = Array(payee)
            guard abs(candidate.count - key.count) <= 1, EditDistance.between(key, candidate) == 1 else { continue }
            found.append(names.storage.payees[index])
            if found.count > 1 { return nil }
        }
        guard let payee = found.first else { return nil }
        return .payee(Categories.comparable(payee), payees: [payee])
    }

    /// `accounts` less those of no account type (`budget:식비`, `savings:goal`: the virtual accounts a
    /// journal keeps beside its real ones), when some of them have one (`지출:식비`): a word said names
    /// the household's spending, income or money, not a tally kept beside it (`식비` in a journal with
    /// `지출:식비` and `(budget:식비)` is `지출:식비`, hledger's `balance ^지출:식비`). Accounts all of no
    /// type stay as they are.
    static func realAccounts(_ accounts: [String], in names: JournalNames) -> [String] {
        guard accounts.count > 1 else { return accounts }
        let storage = names.storage
        // Typed or not by the top-level name, worked out once per top-level name the accounts have (one
        // or two: the bytes compared, no string hashed per account).
        var tops: [(name: [UInt8], typed: Bool)] = []
        var typed: [Bool] = []
        typed.reserveCapacity(accounts.count)
        for account in accounts {
            let top = account.utf8.prefix { $0 != UInt8(ascii: ":") }
            if let known = tops.first(where: { $0.name.elementsEqual(top) }) {
                typed.append(known.typed)
                continue
            }
            let isTyped: Bool
            if let position = storage.positions[account], storage.isExpense[position] || storage.isIncome[position] {
                isTyped = true
            } else {
                isTyped = AccountType(accountName: account) != nil
            }
            tops.append((Array(top), isTyped))
            typed.append(isTyped)
        }
        guard typed.contains(false), typed.contains(true) else { return accounts }
        return zip(accounts, typed).compactMap { account, isTyped in isTyped ? account : nil }
    }

    /// The payee a category word names when the journal has one and no account is named by the word
    /// itself: `택시비` in a journal with the payee `택시` and the account `지출:교통` (which the
    /// category table maps taxis to) is the taxi rides, not all transport; `교통비` stays `지출:교통`,
    /// whose segment it names.
    static func payeeNarrowerThanCategory(_ word: String, names: JournalNames) -> SubjectMatch? {
        let key = Categories.comparable(word)
        let own: Set<String> = [key, Categories.stem(key)]
        guard Categories.isCategoryWord(word), !names.storage.index.someSegment(isNamedBy: own) else { return nil }
        for candidate in [key, Categories.stem(key)] {
            if let payee = names.payees(matching: candidate) { return payee }
        }
        return nil
    }
}
