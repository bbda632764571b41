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
    /// not prepared.
    private static func kind(of reply: Reply) -> (Int, YearMonth?, Int?)? {
        switch reply {
        case .opened(let year): (0, nil, year)
        case .showingYear(let year): (1, nil, year)
        case .closed(let month): (2, month, nil)
        case .selected(let month): (3, month, nil)
        case .focused(let month): (4, month, nil)
        case .undone(let month, let isOpen): (isOpen ? 6 : 5, month, nil)
        case .alreadyOpen: (7, nil, nil)
        case .alreadyClosed: (8, nil, nil)
        case .goodbye: (9, nil, nil)
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

    /// Appends the sentence of `reply` (the inside of its JSON string literal when `quoted`); returns
    /// whether it was prepared, appending nothing when it was not.
    func append(_ reply: Reply, quoted: Bool, to out: inout ByteCanvas) -> Bool {
        guard let (kind, month, year) = Self.kind(of: reply), let template = templates[kind] else { return false }
        pool.withUnsafeBufferPointer { pool in
            out.append(UnsafeBufferPointer(rebasing: pool[quoted ? template.quotedBefore : template.before]))
            switch template.hole {
            case .month?: if let month { language.appendLabel(month, to: &out) }
            case .year?: if let year { language.appendYearLabel(year, to: &out) }
            case nil: break
            }
            out.append(UnsafeBufferPointer(rebasing: pool[quoted ? template.quotedAfter : template.after]))
        }
        return true
    }

    /// Whether `reply` has a prepared sentence.
    func isPrepared(_ reply: Reply) -> Bool {
        guard let (kind, _, _) = Self.kind(of: reply) else { return false }
        return templates[kind] != nil
    }
}
