import LedgerJournalCore

/// The names a question can be about in one journal: its accounts and its payees, in the form words
/// are matched against (`SubjectMatch`), and the words Tab completion offers for them.
///
/// Made once per loaded journal (finding the payees reads every transaction). Two values are equal
/// when they name the same accounts and payees.
public struct JournalNames: Sendable, Hashable {
    final class Storage: Sendable {
        let accounts: [String]
        /// Each account's segments in the compared form (`Categories.comparable`).
        let segments: [[String]]
        /// Each account in the compared form.
        let comparableAccounts: [String]
        /// Payees (the description up to a `|`, as hledger reads it), as written, sorted, no repeats.
        let payees: [String]
        let comparablePayees: [String]
        /// Whether each account is an expense account.
        let isExpense: [Bool]
        /// Whether each account is an income account.
        let isIncome: [Bool]
        /// Whether each account has no accounts under it.
        let isLeaf: [Bool]
        /// The segments' spellings and the payees' bytes (`JournalIndex`).
        let index: JournalIndex
        /// Each account's segments as letters (`JournalNames.jamo`), as the nearest accounts are found by,
        /// each letter written as its number (`LetterNumbers`: equal letters, equal numbers).
        let segmentLetters: [[[Int]]]
        /// How the segments' letters are numbered.
        let letterNumbers: LetterNumbers
        /// Each account's position in `accounts`.
        let positions: [String: Int]
        /// For each account, the parents it may be named by briefly (``JournalNames/covering(_:)``), in
        /// the order tried, each as its name and the positions of the accounts it names (itself and
        /// those under it).
        let parents: [[(name: String, subtree: [Int])]]

        init(accounts: [String], payees: [String], expenses: Set<String>, income: Set<String>) {
            self.accounts = accounts
            self.comparableAccounts = accounts.map(Categories.comparable)
            self.segments = accounts.map { $0.split(separator: ":").map { Categories.comparable(String($0)) } }
            self.payees = payees
            self.comparablePayees = payees.map(Categories.comparable)
            self.isExpense = accounts.map(expenses.contains)
            self.isIncome = accounts.map(income.contains)
            let parents = Set(
                accounts.flatMap { account in
                    let segments = account.split(separator: ":")
                    return (1..<max(1, segments.count)).map { segments.prefix($0).joined(separator: ":") }
                })
            self.isLeaf = accounts.map { !parents.contains($0) }
            self.index = JournalIndex(segments: segments, payees: comparablePayees)
            (self.segmentLetters, self.letterNumbers) = LetterNumbers.numbering(segments)
            var positions: [String: Int] = [:]
            for (position, account) in accounts.enumerated() where positions[account] == nil {
                positions[account] = position
            }
            self.positions = positions
            var subtrees: [String: [Int]] = [:]
            self.parents = accounts.map { account in
                JournalNames.parentNames(of: account).map { name in
                    if let known = subtrees[name] { return (name, known) }
                    let subtree = JournalNames.subtree(of: name, in: accounts)
                    subtrees[name] = subtree
                    return (name, subtree)
                }
            }
        }
    }

    let storage: Storage

    /// The names in `journal`.
    public init(_ journal: Journal) {
        let accounts = journal.accounts
        let expenses = Set(accounts.filter { journal.accountType(of: $0) == .expense })
        let income = Set(accounts.filter { journal.accountType(of: $0) == .income })
        storage = Storage(accounts: accounts, payees: journal.payees, expenses: expenses, income: income)
    }

    /// Names given directly (for tests): `accounts` as full names, `payees` as written; accounts under
    /// `expenses` or `지출` count as expense accounts, those under `income` or `수입` as income accounts.
    public init(accounts: [String], payees: [String] = []) {
        let types = accounts.map { AccountType(topLevelName: String($0.prefix { $0 != ":" })) }
        let expenses = Set(accounts.indices.filter { types[$0] == .expense }.map { accounts[$0] })
        let income = Set(accounts.indices.filter { types[$0] == .income }.map { accounts[$0] })
        storage = Storage(accounts: accounts.sorted(), payees: payees.sorted(), expenses: expenses, income: income)
    }

    /// Every expense account (`spending`), or every income account (`income`), sorted: what a listing of
    /// all spending or all income lists (`지출 내역`, `income entries`).
    public func accounts(of type: AccountType) -> [String] {
        let flags = type == .expense ? storage.isExpense : type == .income ? storage.isIncome : []
        return flags.indices.filter { flags[$0] }.map { storage.accounts[$0] }
    }

    /// Every account name, sorted.
    public var accounts: [String] { storage.accounts }

    /// Every payee, sorted.
    public var payees: [String] { storage.payees }

    /// The payee of a transaction description, as hledger reads it: the text before the first `|`,
    /// trimmed (the whole description when there is none).
    public static func payee(of description: String) -> String {
        // No `|` and nothing to trim (no `|` byte means no `|` character; a space or tab character is
        // its byte alone): the description is its payee.
        let bytes = description.utf8
        if let first = bytes.first, let last = bytes.last, first != 0x20, first != 0x09, last != 0x20, last != 0x09,
            !bytes.contains(0x7C)
        {
            return description
        }
        let head = description.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return head.trimmingCharacters(in: " \t")
    }

    /// What `word` (a subject as typed: a category word, an account name or part of one, a payee)
    /// names here. `preferPayee` tries payees first (`at starbucks`, `스타벅스에서`).
    ///
    /// Without `allowingPrefix` a word must name a segment whole (or through the category table), so
    /// a line with no question word is not taken for a question by the beginning of a name (`foo` is
    /// not `food`).
    public func subject(matching word: String, preferPayee: Bool = false, allowingPrefix: Bool = true) -> SubjectMatch {
        let (match, onlyByPrefix) = subjectNamingByPrefix(word, preferPayee: preferPayee)
        guard onlyByPrefix, !allowingPrefix else { return match }
        let key = Categories.comparable(word)
        if !preferPayee, let payee = payees(matching: key) { return payee }
        return .nothing(nearest: nearestAccounts(to: key))
    }

    /// What `word` names with beginnings of names allowed (``subject(matching:preferPayee:allowingPrefix:)``),
    /// and whether only a beginning named it (a segment or name that starts with the word), which a
    /// caller not allowing them takes for no account.
    func subjectNamingByPrefix(_ word: String, preferPayee: Bool) -> (match: SubjectMatch, onlyByPrefix: Bool) {
        let key = Categories.comparable(word)
        guard !key.isEmpty else { return (.nothing(nearest: []), false) }
        if preferPayee, let payee = payees(matching: key) { return (payee, false) }
        if let (accounts, byPrefix) = accountsAndRule(matching: key) { return (.accounts(accounts), byPrefix) }
        if !preferPayee, let payee = payees(matching: key) { return (payee, false) }
        return (.nothing(nearest: nearestAccounts(to: key)), false)
    }

    /// The accounts `key` (compared form) names, by the first rule that finds any: the full name or a
    /// parent's (`지출:식비` and the accounts under it); a segment named by the word itself; through
    /// the category table, a segment named by any word of its category in either language, then of the
    /// narrower categories in it; a segment that starts with the word.
    func accounts(matching key: String, allowingPrefix: Bool = true) -> [String]? {
        guard let (accounts, byPrefix) = accountsAndRule(matching: key), allowingPrefix || !byPrefix else { return nil }
        return accounts
    }

    /// ``accounts(matching:allowingPrefix:)`` with beginnings allowed, and whether the last rule (a
    /// beginning of a name or segment) found them.
    private func accountsAndRule(matching key: String) -> (accounts: [String], byPrefix: Bool)? {
        let names = storage.comparableAccounts
        if key.contains(":") {
            let found = names.indices.filter { names[$0] == key || names[$0].hasPrefix(key + ":") }
            if !found.isEmpty { return (found.map { storage.accounts[$0] }, false) }
            let started = names.indices.filter { names[$0].hasPrefix(key) }
            return started.isEmpty ? nil : (started.map { storage.accounts[$0] }, true)
        }
        for terms in Categories.terms(for: key) {
            let named = storage.index.accounts(withSegmentNamedBy: terms)
            if !named.isEmpty { return (named.map { storage.accounts[$0] }, false) }
        }
        // A beginning of a segment: `groc` → `groceries`, `교통` → `교통비`. Latin needs three letters.
        let isHangul = key.unicodeScalars.first.map(Normalizer.isHangul) ?? false
        guard key.count >= (isHangul ? 1 : 3) else { return nil }
        let started = storage.segments.indices.filter { index in storage.segments[index].contains { $0.hasPrefix(key) }
        }
        return started.isEmpty ? nil : (started.map { storage.accounts[$0] }, true)
    }

    /// `accounts` named briefly: the shortest parent of each whose whole subtree in the journal is
    /// among them and holds more than one of them (`자산` for every `자산:…` account), else the account
    /// itself (`부채:카드` stays `부채:카드` even when it is the only debt); sorted, no repeats.
    public func covering(_ accounts: [String]) -> [String] {
        // Through the parents found once per load: each parent's subtree as positions, tested against
        // the positions chosen.
        guard storage.positions.count == storage.accounts.count else { return coveringByText(accounts) }
        var chosenPositions = [Bool](repeating: false, count: storage.accounts.count)
        var positions: [Int] = []
        positions.reserveCapacity(accounts.count)
        for account in accounts {
            guard let position = storage.positions[account] else { return coveringByText(accounts) }
            chosenPositions[position] = true
            positions.append(position)
        }
        var shown = Set<String>()
        for (account, position) in zip(accounts, positions) {
            let parent = storage.parents[position].first { parent in
                parent.subtree.count > 1 && parent.subtree.allSatisfy { chosenPositions[$0] }
            }
            shown.insert(parent?.name ?? account)
        }
        return shown.sorted()
    }

    /// ``covering(_:)`` by the names' text, for accounts not all of the journal.
    func coveringByText(_ accounts: [String]) -> [String] {
        let chosen = Set(accounts)
        var shown = Set<String>()
        // Whether each parent tried names a subtree of more than one account, all chosen: worked out
        // once per parent in this call, as the accounts under one parent all try it.
        var coversMany: [String: Bool] = [:]
        for account in accounts {
            shown.insert(coveringName(of: account, chosen: chosen, coversMany: &coversMany))
        }
        return shown.sorted()
    }

    /// The shortest parent of `account` whose subtree holds more than one account, all `chosen`, else
    /// the account itself (which names itself whether or not its own subtree is all chosen). The
    /// parents are the account's text up to each `:`; a name with an empty segment (`a::b`) is split
    /// as its segments are.
    private func coveringName(of account: String, chosen: Set<String>, coversMany: inout [String: Bool]) -> String {
        let colon = UInt8(ascii: ":")
        let utf8 = account.utf8
        var previous: UInt8 = colon
        for byte in utf8 {
            if byte == colon, previous == colon { return coveringNameBySegments(of: account, chosen, &coversMany) }
            previous = byte
        }
        if previous == colon { return coveringNameBySegments(of: account, chosen, &coversMany) }
        var start = utf8.startIndex
        while let end = utf8[start...].firstIndex(of: colon) {
            let prefix = String(account[..<end])
            if covers(prefix, chosen, &coversMany) { return prefix }
            start = utf8.index(after: end)
        }
        return account
    }

    /// The parents ``coveringName(of:chosen:coversMany:)`` tries for `account`, in order: its text up
    /// to each `:`, or for a name with an empty segment (`a::b`), its non-empty segments joined, up to
    /// the account itself.
    static func parentNames(of account: String) -> [String] {
        let colon = UInt8(ascii: ":")
        let utf8 = account.utf8
        var previous: UInt8 = colon
        var hasEmptySegment = false
        for byte in utf8 {
            if byte == colon, previous == colon { hasEmptySegment = true }
            previous = byte
        }
        if previous == colon { hasEmptySegment = true }
        var names: [String] = []
        if hasEmptySegment {
            let segments = account.split(separator: ":")
            for length in 1...max(1, segments.count) {
                let prefix = segments.prefix(length).joined(separator: ":")
                if prefix == account { break }
                names.append(prefix)
            }
            return names
        }
        var start = utf8.startIndex
        while let end = utf8[start...].firstIndex(of: colon) {
            names.append(String(account[..<end]))
            start = utf8.index(after: end)
        }
        return names
    }

    /// ``coveringName(of:chosen:coversMany:)`` for a name with an empty segment: its parents are its
    /// non-empty segments joined.
    private func coveringNameBySegments(
        of account: String, _ chosen: Set<String>, _ coversMany: inout [String: Bool]
    ) -> String {
        let segments = account.split(separator: ":")
        for length in 1...max(1, segments.count) {
            let prefix = segments.prefix(length).joined(separator: ":")
            if prefix == account { return account }
            if covers(prefix, chosen, &coversMany) { return prefix }
        }
        return account
    }

    /// Whether parent `prefix` names a subtree of more than one account, all `chosen` (remembered in
    /// `coversMany` for the rest of one `covering` call).
    private func covers(_ prefix: String, _ chosen: Set<String>, _ coversMany: inout [String: Bool]) -> Bool {
        if let known = coversMany[prefix] { return known }
        let subtree = subtree(of: prefix)
        let covers = subtree.count > 1 && subtree.allSatisfy(chosen.contains)
        coversMany[prefix] = covers
        return covers
    }

    /// The accounts `prefix` names: itself and those under it (`$0 == prefix || $0.hasPrefix(prefix +
    /// ":")`), found by binary search in the sorted accounts. Those under it lie between `prefix:` and
    /// `prefix;` (`;` follows `:`), as strings compare by their normalised scalars; the text test
    /// then picks them exactly.
    func subtree(of prefix: String) -> [String] {
        Self.subtree(of: prefix, in: storage.accounts).map { storage.accounts[$0] }
    }

    /// ``subtree(of:)`` in the sorted `accounts`, as positions.
    static func subtree(of prefix: String, in accounts: [String]) -> [Int] {
        func firstIndex(notBelow bound: String) -> Int {
            var low = 0
            var high = accounts.count
            while low < high {
                let mid = (low + high) / 2
                if accounts[mid] < bound { low = mid + 1 } else { high = mid }
            }
            return low
        }
        var found: [Int] = []
        let own = firstIndex(notBelow: prefix)
        if own < accounts.count, accounts[own] == prefix { found.append(own) }
        let under = prefix + ":"
        let start = firstIndex(notBelow: under)
        let end = firstIndex(notBelow: prefix + ";")
        for index in start..<max(start, end) where Self.isUnder(accounts[index], under) {
            found.append(index)
        }
        return found
    }

    /// `account.hasPrefix(under)` for a parent's `under` ending in `:`, decided on the bytes when
    /// they settle it: the same bytes followed by an ASCII letter or a Hangul syllable (which cannot
    /// join the `:` into one character) are a prefix; ASCII bytes that differ are not.
    private static func isUnder(_ account: String, _ under: String) -> Bool {
        let name = account.utf8
        let prefix = under.utf8
        guard name.count > prefix.count else { return account.hasPrefix(under) }
        var nameIndex = name.startIndex
        var isASCII = true
        for byte in prefix {
            let other = name[nameIndex]
            if other != byte { return isASCII && other < 0x80 && byte < 0x80 ? false : account.hasPrefix(under) }
            isASCII = isASCII && byte < 0x80
            nameIndex = name.index(after: nameIndex)
        }
        let next = name[nameIndex]
        if next < 0x80 { return true }
        // A Hangul syllable (U+AC00 to U+D7A3) is three bytes, its lead EA to ED.
        if next >= 0xEA, next <= 0xED, name.distance(from: nameIndex, to: name.endIndex) >= 3 {
            let second = name[name.index(nameIndex, offsetBy: 1)]
            let third = name[name.index(nameIndex, offsetBy: 2)]
            let value = UInt32(next & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
            if (0xAC00...0xD7A3).contains(value) { return true }
        }
        return account.hasPrefix(under)
    }

    /// The payee match for `key`: payees that contain it (two characters at least), else payees that
    /// contain a name it is short for (`스벅` → `스타벅스`, `Categories.payeeNicknames`).
    func payees(matching key: String) -> SubjectMatch? {
        guard key.count >= 2 else { return nil }
        for candidate in [key] + (Categories.payeeNicknames[key] ?? []) {
            let found = storage.index.payees(containing: candidate).filter {
                storage.comparablePayees[$0].contains(candidate)
            }
            if !found.isEmpty { return .payee(candidate, payees: found.map { storage.payees[$0] }) }
        }
        return nil
    }

    /// Up to three account names nearest to `key`: those a few edits from the word (to any of an
    /// account's segments, Hangul compared letter by letter: 카페 and 커피 are two letters apart) first,
    /// then expense accounts, then accounts with nothing under them, each by the fewest edits.
    func nearestAccounts(to key: String) -> [String] {
        // A letter no segment has is -1: compared only with the segments' letters, it equals none.
        let word = storage.letterNumbers.numbers(of: Self.jamo(key))
        let near = max(2, word.count / 2)
        var ranked: [(rank: [Int], account: String)] = []
        for (index, segments) in storage.segmentLetters.enumerated() {
            let distance = segments.map { EditDistance.between(word, $0) }.min() ?? Int.max
            let rank = [
                distance <= near ? 0 : 1, storage.isExpense[index] ? 0 : 1, storage.isLeaf[index] ? 0 : 1, distance,
            ]
            ranked.append((rank, storage.accounts[index]))
        }
        ranked.sort { $0.rank != $1.rank ? $0.rank.lexicographicallyPrecedes($1.rank) : $0.account < $1.account }
        return ranked.prefix(3).map(\.account)
    }

    /// `text` with each Hangul syllable written as its letters (`카` → `ㅋㅏ`), so edit distance counts
    /// letters, not syllables.
    static func jamo(_ text: String) -> String { HangulLetters.spelledOut(text) }

    /// Whether the two name the same accounts and payees. Names made from one load share their storage,
    /// so comparing those costs nothing; others are compared name by name.
    public static func == (lhs: JournalNames, rhs: JournalNames) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.storage.accounts == rhs.storage.accounts && lhs.storage.payees == rhs.storage.payees)
    }

    /// Hashes how many accounts and payees there are (equal names have equal counts), without reading
    /// each name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.accounts.count)
        hasher.combine(storage.payees.count)
    }
}

/// How the letters of a journal's segments are numbered for edit distance: equal letters (as
/// characters) have equal numbers, and a letter of a word that no segment has equals none of them.
enum LetterNumbers: Sendable {
    /// Every segment is plain (`HangulLetters.spelledOutLetters(ofPlain:)`): each letter is one
    /// scalar, numbered by its value; these are the values.
    case scalars(Set<UInt32>)
    /// A number for each letter of the segments, in the order first met.
    case characters([Character: Int])

    /// The segments' letters as numbers, and how they were numbered: by scalar when every segment is
    /// plain, without making text, else by character.
    static func numbering(_ segments: [[String]]) -> ([[[Int]]], LetterNumbers) {
        var values = Set<UInt32>()
        var plain: [[[Int]]] = []
        plain.reserveCapacity(segments.count)
        allPlain: do {
            for account in segments {
                var letters: [[Int]] = []
                letters.reserveCapacity(account.count)
                for segment in account {
                    guard let scalars = HangulLetters.spelledOutLetters(ofPlain: segment) else { break allPlain }
                    values.formUnion(scalars)
                    letters.append(scalars.map { Int($0) })
                }
                plain.append(letters)
            }
            return (plain, .scalars(values))
        }
        var numbers: [Character: Int] = [:]
        let letters = segments.map { account in
            account.map { segment in
                JournalNames.jamo(segment).map { letter in
                    if let number = numbers[letter] { return number }
                    numbers[letter] = numbers.count
                    return numbers.count - 1
                }
            }
        }
        return (letters, .characters(numbers))
    }

    /// The letters of `spelled` (a word spelled out, `JournalNames.jamo`) as numbers; -1 for a
    /// letter no segment has.
    func numbers(of spelled: String) -> [Int] {
        switch self {
        case .characters(let numbers):
            return spelled.map { numbers[$0] ?? -1 }
        case .scalars(let values):
            return spelled.map { letter in
                let scalars = letter.unicodeScalars
                if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
                    if values.contains(only.value) { return Int(only.value) }
                    // A plain scalar or a compatibility jamo equals no other scalar.
                    let value = only.value
                    if (0x20..<0x300).contains(value) || (0x3131...0x318E).contains(value) { return -1 }
                }
                // A letter written otherwise may still equal a segment's (`e` and U+0301 equal `é`).
                let equal = values.first { value in Unicode.Scalar(value).map { Character($0) == letter } ?? false }
                return equal.map { Int($0) } ?? -1
            }
        }
    }
}

/// What a subject word names in a journal.
public enum SubjectMatch: Hashable, Sendable {
    /// These accounts (full names, sorted).
    case accounts([String])
    /// Transactions whose payee contains the word (compared form); `payees` are the payees found.
    case payee(String, payees: [String])
    /// Nothing: no account or payee; `nearest` are the account names nearest to the word.
    case nothing(nearest: [String])
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmingCharacters(in characters: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

extension JournalNames {
    /// The category words, in both languages, that name some of the journal's accounts (`식비` and
    /// `food` for a journal with `지출:식비`), sorted.
    public var categoryWords: [String] {
        Categories.completions.filter { accounts(matching: Categories.comparable($0)) != nil }.sorted()
    }

    /// The words Tab may offer after `entries` (`내역`), `balance` (`잔액`), `change` (`변동`) and after
    /// a question word, in both languages: every account name and each of its segments, every payee,
    /// the category words (`Categories.completions`) and the question words
    /// (`QuestionWords.completions`). Sorted, no repeats; made on each call, so keep the result for
    /// as long as the journal stays loaded.
    public var completionWords: [String] {
        var words = Set(accounts)
        for account in accounts { for segment in account.split(separator: ":") { words.insert(String(segment)) } }
        words.formUnion(payees)
        words.formUnion(Categories.completions)
        words.formUnion(QuestionWords.completions)
        return words.sorted()
    }
}
