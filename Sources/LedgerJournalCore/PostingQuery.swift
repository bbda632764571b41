/// The query of an automated transaction (`= expenses:food`, `= acct:assets desc:salary amt:>100`), in
/// hledger's query language: space-separated terms; account, description and status terms each match
/// when any of their kind does, and all other terms must match.
struct PostingQuery: Sendable, Hashable {
    /// One term of a query.
    indirect enum Term: Sendable, Hashable {
        case account(Regex)
        case description(Regex)
        case payee(Regex)
        case note(Regex)
        case code(Regex)
        case commodity(Regex)
        case amount(Comparison, ExactDecimal, signed: Bool)
        case status(UInt8)
        case real(Bool)
        case tag(name: Regex, value: Regex?)
        case date(start: JournalDate?, end: JournalDate?)
        case always
        case not(Term)
    }

    /// `amt:` comparisons.
    enum Comparison: Sendable, Hashable {
        case equal, less, lessOrEqual, greater, greaterOrEqual
    }

    /// What a query is matched against: one posting and its transaction.
    struct Subject {
        var account: String
        var description: String
        var code: String
        var commodity: String
        var quantity: ExactDecimal
        var status: UInt8
        var kind: UInt8
        var date: JournalDate
        /// `name: value` tags of the posting and its transaction.
        var tags: [(String, String)]
    }

    var terms: [Term]

    /// Reads a query, or returns the term that could not be read.
    static func parse(_ text: String, reference: JournalDate) -> Result<PostingQuery, QueryFailure> {
        var terms: [Term] = []
        for word in words(text) {
            switch term(word, reference: reference) {
            case .success(let term): terms.append(term)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(PostingQuery(terms: terms))
    }

    /// A term that could not be read: the word as written, and the regex problem when there was one.
    struct QueryFailure: Error {
        var word: String
        var regex: RegexProblem?
    }

    /// The words of a query, quotes grouping words with spaces (`"a b"`, `'a b'`, `acct:"a b"`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var started = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                started = true
            } else if character == " " || character == "\t" {
                if started || !current.isEmpty { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started || !current.isEmpty { words.append(current) }
        return words
    }

    private static func regex(_ pattern: String, _ word: String, anchored: Bool = false) -> Result<Regex, QueryFailure>
    {
        Regex.compile(anchored ? "^(" + pattern + ")$" : pattern, caseInsensitive: true).mapError {
            QueryFailure(word: word, regex: $0)
        }
    }

    private static func term(_ word: String, reference: JournalDate) -> Result<Term, QueryFailure> {
        if word.hasPrefix("not:") {
            return term(String(word.dropFirst(4)), reference: reference).map { .not($0) }
        }
        guard let colon = word.firstIndex(of: ":") else { return regex(word, word).map { .account($0) } }
        let prefix = word[..<colon].lowercased()
        let value = String(word[word.index(after: colon)...])
        switch prefix {
        case "acct": return regex(value, word).map { .account($0) }
        case "desc": return regex(value, word).map { .description($0) }
        case "payee": return regex(value, word).map { .payee($0) }
        case "note": return regex(value, word).map { .note($0) }
        case "code": return regex(value, word).map { .code($0) }
        case "cur": return regex(value, word, anchored: true).map { .commodity($0) }
        case "status":
            switch value {
            case "*": return .success(.status(UInt8(ascii: "*")))
            case "!": return .success(.status(UInt8(ascii: "!")))
            case "": return .success(.status(0))
            default: return .failure(QueryFailure(word: word, regex: nil))
            }
        case "real":
            switch value {
            case "", "1", "yes", "true": return .success(.real(true))
            case "0", "no", "false": return .success(.real(false))
            default: return .failure(QueryFailure(word: word, regex: nil))
            }
        case "amt":
            var rest = Substring(value)
            var comparison = Comparison.equal
            for (symbol, kind) in [
                ("<=", Comparison.lessOrEqual), (">=", .greaterOrEqual), ("<", .less), (">", .greater), ("=", .equal),
            ]
            where rest.hasPrefix(symbol) {
                comparison = kind
                rest = rest.dropFirst(symbol.count)
                break
            }
            let signed = rest.hasPrefix("-") || rest.hasPrefix("+")
            guard let number = ExactDecimal(String(rest)) else { return .failure(QueryFailure(word: word, regex: nil)) }
            return .success(.amount(comparison, number, signed: signed || number.isZero))
        case "tag":
            let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = regex(String(parts[0]), word, anchored: false)
            guard case .success(let nameRegex) = name else { return name.map { .tag(name: $0, value: nil) } }
            if parts.count == 2 {
                return regex(String(parts[1]), word).map { .tag(name: nameRegex, value: $0) }
            }
            return .success(.tag(name: nameRegex, value: nil))
        case "date":
            switch PeriodExpression.parse(value, reference: reference) {
            case .success(let rule) where rule.interval == .once:
                return .success(.date(start: rule.start, end: rule.end))
            default: return .failure(QueryFailure(word: word, regex: nil))
            }
        case "depth", "date2", "empty", "inacct": return .success(.always)
        default: return regex(word, word).map { .account($0) }
        }
    }

    /// Whether the posting described by `subject` matches.
    func matches(_ subject: Subject) -> Bool {
        var accountTerms = false
        var accountMatched = false
        var descriptionTerms = false
        var descriptionMatched = false
        var statusTerms = false
        var statusMatched = false
        for term in terms {
            switch term {
            case .account(let regex):
                accountTerms = true
                if !accountMatched { accountMatched = regex.matches(subject.account) }
            case .description(let regex):
                descriptionTerms = true
                if !descriptionMatched { descriptionMatched = regex.matches(subject.description) }
            case .status(let status):
                statusTerms = true
                if status == subject.status { statusMatched = true }
            default:
                if !Self.matches(term, subject) { return false }
            }
        }
        return (!accountTerms || accountMatched) && (!descriptionTerms || descriptionMatched)
            && (!statusTerms || statusMatched)
    }

    static func matches(_ term: Term, _ subject: Subject) -> Bool {
        switch term {
        case .account(let regex): return regex.matches(subject.account)
        case .description(let regex): return regex.matches(subject.description)
        case .payee(let regex):
            return regex.matches(String(subject.description.prefix { $0 != "|" }).trimmingSpaces())
        case .note(let regex):
            guard let bar = subject.description.firstIndex(of: "|") else { return regex.matches("") }
            return regex.matches(subject.description[subject.description.index(after: bar)...].trimmingSpaces())
        case .code(let regex): return regex.matches(subject.code)
        case .commodity(let regex): return regex.matches(subject.commodity)
        case .amount(let comparison, let number, let signed):
            let quantity = signed ? subject.quantity : subject.quantity.magnitude
            switch comparison {
            case .equal: return quantity == number
            case .less: return quantity < number
            case .lessOrEqual: return quantity <= number
            case .greater: return quantity > number
            case .greaterOrEqual: return quantity >= number
            }
        case .status(let status): return status == subject.status
        case .real(let real): return (subject.kind == PostingKindCode.real) == real
        case .tag(let name, let value):
            return subject.tags.contains { tag in
                name.matches(tag.0) && (value.map { $0.matches(tag.1) } ?? true)
            }
        case .date(let start, let end):
            return (start.map { subject.date >= $0 } ?? true) && (end.map { subject.date < $0 } ?? true)
        case .always: return true
        case .not(let inner): return !matches(inner, subject)
        }
    }
}
