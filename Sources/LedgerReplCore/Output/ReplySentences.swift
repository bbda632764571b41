/// The sentences of the replies navigation gives (`Selected March 2027; reloading its calendar.`),
/// split once from `Messages` into the words around the month or year, so a line's reply is written as
/// bytes: the words before, the label drawn by `Language.appendLabel`, the words after.
///
/// Not a memo of replies: what is kept is the wording with a hole where the label goes, taken from
/// `Messages` (the one place the wording lives) for a few sample months and kept only when every sample
/// splits the same way. A reply whose wording does not split so (the words change with the month) is not
/// prepared, and the caller asks `Messages` for it.
final class ReplySentences: Sendable {
    /// Where the words around the label lie in `pool`, as UTF-8 and as the inside of a JSON string
    /// literal (plain ranges, so reading a template retains nothing).
    private struct Template: Sendable {
        let before: Range<Int>
        let after: Range<Int>
        let quotedBefore: Range<Int>
        let quotedAfter: Range<Int>
        /// Whether the hole takes a month label (`March 2027`) or a year label (`2027`); `nil` for a
        /// sentence with no hole.
        let hole: Hole?
    }

    private enum Hole: Sendable { case month, year }

    private let language: Language
    /// By `kind(of:)`.
    private let templates: [Template?]
    /// Every template's words, one after another.
    private let pool: [UInt8]

    /// Prepares the sentences `messages` says.
    init(_ messages: Messages) {
        language = messages.language
        // Two samples that differ in every digit and in the month: wording that changed with either
        // would split differently and not be prepared (the tests hold every month and year to Messages).
        let months = [YearMonth(uncheckedYear: 2000, month: 3), YearMonth(uncheckedYear: 1987, month: 11)]
        let years = [2000, 1987]
        var templates: [Template?] = []
        var pool: [UInt8] = []
        for kind in 0..<Self.kindCount {
            switch kind {
            case 0, 1:
                templates.append(
                    Self.template(
                        into: &pool,
                        years.map { year in
                            (
                                messages.text(for: kind == 0 ? .opened(year: year) : .showingYear(year)),
                                messages.language.yearLabel(year)
                            )
                        }, hole: .year))
            case 2...6:
                templates.append(
                    Self.template(
                        into: &pool,
                        months.map { month in
                            (messages.text(for: Self.reply(kind, month)), messages.language.label(month))
                        }, hole: .month))
            default:
                let reply: Reply = kind == 7 ? .alreadyOpen : kind == 8 ? .alreadyClosed : .goodbye
                templates.append(Self.template(into: &pool, [(messages.text(for: reply), "")], hole: nil))
            }
        }
        self.templates = templates
        self.pool = pool
    }

    private static let kindCount = 10

    private static func reply(_ kind: Int, _ month: YearMonth) -> Reply {
        switch kind {
        case 2: .closed(selection: month)
        case 3: .selected(month)
        case 4: .focused(month)
        case 5: .undone(selection: month, isOpen: false)
        default: .undone(selection: month, isOpen: true)
        }
    }

    /// The index of `reply`'s template and the month or year in its hole, or `nil` for a reply that is
    /// not prepared (or no reply). The reply is matched where it lies: nothing it holds is copied.
    private static func kind(of reply: Reply?) -> PreparedSentence? {
        switch reply {
        case .opened(let year)?: PreparedSentence(kind: 0, month: nil, year: year)
        case .showingYear(let year)?: PreparedSentence(kind: 1, month: nil, year: year)
        case .closed(let month)?: PreparedSentence(kind: 2, month: month, year: nil)
        case .selected(let month)?: PreparedSentence(kind: 3, month: month, year: nil)
        case .focused(let month)?: PreparedSentence(kind: 4, month: month, year: nil)
        case .undone(let month, let isOpen)?: PreparedSentence(kind: isOpen ? 6 : 5, month: month, year: nil)
        case .alreadyOpen?: PreparedSentence(kind: 7, month: nil, year: nil)
        case .alreadyClosed?: PreparedSentence(kind: 8, month: nil, year: nil)
        case .goodbye?: PreparedSentence(kind: 9, month: nil, year: nil)
        default: nil
        }
    }

    /// The words around `label` when every sample sentence has the same words around its label, added
    /// to `pool`.
    private static func template(
        into pool: inout [UInt8], _ samples: [(sentence: String, label: String)], hole: Hole?
    ) -> Template? {
        var split: (before: [UInt8], after: [UInt8])?
        for (sentence, label) in samples {
            let bytes = Array(sentence.utf8)
            let needle = Array(label.utf8)
            guard let start = firstIndex(of: needle, in: bytes) else { return nil }
            let pieces = (Array(bytes[..<start]), Array(bytes[(start + needle.count)...]))
            if let split, split.before != pieces.0 || split.after != pieces.1 { return nil }
            split = pieces
        }
        guard let split else { return nil }
        func add(_ bytes: [UInt8]) -> Range<Int> {
            pool += bytes
            return pool.count - bytes.count..<pool.count
        }
        return Template(
            before: add(split.before), after: add(split.after), quotedBefore: add(quotedInside(split.before)),
            quotedAfter: add(quotedInside(split.after)), hole: hole)
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    /// `bytes` escaped for a JSON string, without the quotes around it.
    private static func quotedInside(_ bytes: [UInt8]) -> [UInt8] {
        var quoted: [UInt8] = []
        JSONLine.appendQuoted(bytes, to: &quoted)
        return Array(quoted.dropFirst().dropLast())
    }

    /// The prepared sentence of `reply`, or `nil` when it has none (or there is no reply).
    func prepared(_ reply: Reply?) -> PreparedSentence? {
        guard let sentence = Self.kind(of: reply), templates[sentence.kind] != nil else { return nil }
        return sentence
    }

    /// Appends a prepared sentence (the inside of its JSON string literal when `quoted`).
    func append(_ sentence: PreparedSentence, quoted: Bool, to out: inout ByteCanvas) {
        guard let template = templates[sentence.kind] else { return }
        pool.withUnsafeBufferPointer { pool in
            out.append(UnsafeBufferPointer(rebasing: pool[quoted ? template.quotedBefore : template.before]))
            switch sentence.hole {
            case .month(let month): language.appendLabel(month, to: &out)
            case .year(let year): language.appendYearLabel(year, to: &out)
            case .none: break
            }
            out.append(UnsafeBufferPointer(rebasing: pool[quoted ? template.quotedAfter : template.after]))
        }
    }
}

/// Which prepared sentence a reply says, and the month or year in its hole: plain values, so that
/// holding one holds nothing of the reply's.
struct PreparedSentence: Sendable {
    /// What fills a sentence's hole.
    enum Hole: Sendable {
        case none
        case month(YearMonth)
        case year(Int)
    }

    /// The sentence's template in `ReplySentences`.
    fileprivate let kind: Int
    /// What goes in its hole.
    fileprivate let hole: Hole

    fileprivate init(kind: Int, month: YearMonth?, year: Int?) {
        self.kind = kind
        if let month {
            hole = .month(month)
        } else if let year {
            hole = .year(year)
        } else {
            hole = .none
        }
    }
}
