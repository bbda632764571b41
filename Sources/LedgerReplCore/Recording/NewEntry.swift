import LedgerJournalCore

/// A transaction ready to be appended to a journal: a day, a description and postings that balance,
/// every amount written out.
///
/// Its ``lines(in:)`` are the exact text appended (before the file's line endings are applied), so what
/// a person confirms is what the file gets.
public struct NewEntry: Hashable, Sendable {
    /// One line of the entry: an account and the amount it changes by.
    public struct Posting: Hashable, Sendable {
        /// The full account name: `지출:식비`, `expenses:food`.
        public var account: String
        /// The amount, never left out (the other posting balances it explicitly, as `hledger add` writes).
        public var amount: Amount

        /// A posting of `amount` to `account`.
        public init(account: String, amount: Amount) {
            self.account = account
            self.amount = amount
        }
    }

    /// The day of the entry.
    public var date: CalendarDate
    /// The description (payee), as the person said it or as the journal spells the same payee.
    public var description: String
    /// The postings, in the order written: where the money went first, then where it came from.
    public var postings: [Posting]
    /// How to write a commodity the journal has never written, as the person wrote it (`5,400원`).
    public var spokenStyles: [String: CommodityStyle]
    /// The entry's accounts that the journal does not have yet (said in full, `expenses:pets`), so the
    /// preview can say a new account will be made.
    public var newAccounts: [String] = []
    /// The journal's name for the file the entry is appended to (its path as loaded), whose directives
    /// in force at its end decide how an amount is read back; `nil` for the journal's first file.
    public var file: String?
    /// Set when an amount is written without digit groups because the journal would read a lone mark
    /// in it as a decimal point (`5400원`, as `5,400원` would be 5.4 there), so the preview can say why.
    public var ungrouped: UngroupedAmount?
    /// The day it was recorded on, when ``date`` is after it (`tomorrow`, `next friday`), so the preview
    /// can say the date is still to come; `nil` for a day that has happened.
    public var futureFrom: CalendarDate?
    /// The lines the person was shown and confirmed (``lines(in:)`` of the journal then), or `nil` when
    /// nothing was shown before writing (`--yes`): the file gets exactly these lines or nothing.
    public var confirmedText: [String]?

    /// An entry of `postings` on `date`; `spokenStyles` write the commodities the journal does not know.
    public init(
        date: CalendarDate, description: String, postings: [Posting], spokenStyles: [String: CommodityStyle] = [:]
    ) {
        self.date = date
        self.description = description
        self.postings = postings
        self.spokenStyles = spokenStyles
    }

    /// `amount` written the way `journal` writes its commodity, or as it was said when the journal has
    /// never written it, in a form the journal and hledger read back as `amount` at the end of ``file``
    /// (``Journal/text(for:appendedTo:)``): where no directive says what a lone mark means, `5,400원` is
    /// written `5400원`, and so is a commodity new to the journal said with a lone group mark.
    func format(_ amount: Amount, in journal: Journal) -> String {
        guard journal.style(of: amount.commodity) == nil, var style = spokenStyles[amount.commodity] else {
            return journal.text(for: amount, appendedTo: file)
        }
        if Self.hasLoneGroupMark(style.format(amount.quantity, symbol: amount.commodity), style) {
            style.groupingMark = nil
        }
        return style.format(amount.quantity, symbol: amount.commodity)
    }

    /// Whether the amount `text` written in `style` has exactly one mark and it groups digits (`$5,400`):
    /// a number hledger reads by a declared style, and as a decimal point without one.
    static func hasLoneGroupMark(_ text: String, _ style: CommodityStyle) -> Bool {
        guard let group = style.groupingMark else { return false }
        let marks = text.filter { $0 == group || $0 == style.decimalMark }
        return marks.count == 1 && marks.first == group
    }

    /// How the entry's first amount written without the digit groups of the journal's style is written,
    /// how it would have been with them and how the journal would have read that, for the note under
    /// the preview; also for any amount of a commodity whose lone marks the journal reads as decimal
    /// points for want of `decimal-mark` (``JournalMarks``), so the note says which directive to add.
    /// `nil` when every amount is written in the journal's style and none is in such a commodity.
    public func ungroupedNote(in journal: Journal) -> UngroupedAmount? {
        let marks = JournalMarks(journal)
        guard
            let posting = postings.first(where: {
                marks.isGuessed($0.amount.commodity)
                    || (journal.style(of: $0.amount.commodity) != nil
                        && format($0.amount, in: journal) != journal.format($0.amount))
            }), var style = journal.style(of: posting.amount.commodity)
        else { return nil }
        let commodity = posting.amount.commodity
        let magnitude = posting.amount.quantity.magnitude.normalized
        // The amount itself when it has a lone group mark to show (4 to 6 digits), else 5,400 of it.
        let example =
            magnitude.scale == 0 && magnitude >= ExactDecimal(1000) && magnitude < ExactDecimal(1_000_000)
            ? magnitude : ExactDecimal(5400)
        // The lone mark the journal reads as a decimal point: the one it guessed to be, else the group mark.
        let mark = marks.guessedMarks[commodity] ?? style.groupingMark ?? ","
        style.unambiguousPrecision = nil
        style.precision = 0
        style.groupingMark = nil
        let written = style.format(example, symbol: commodity)
        style.groupingMark = mark
        style.decimalMark = mark == "," ? "." : ","
        let grouped = style.format(example, symbol: commodity)
        let misread = example.divided(by: ExactDecimal(1000), toPlaces: 3, .halfEven)?.normalized ?? example
        var plain = CommodityStyle(side: style.side, isSpaced: style.isSpaced)
        plain.precision = 0
        return UngroupedAmount(
            commodity: commodity, written: written, grouped: grouped, misread: plain.format(misread, symbol: commodity))
    }

    /// `date` written as the file the entry goes to dates its entries: `2026-11-30`, `2026/11/30`.
    func written(_ date: CalendarDate, in journal: Journal) -> String {
        let separator = journal.dateSeparator(appendedTo: file)
        let iso = "\(date)"
        return separator == "-" ? iso : iso.split(separator: "-").joined(separator: String(separator))
    }

    /// Each posting's amount as ``lines(in:)`` writes it.
    public func writtenAmounts(in journal: Journal) -> [String] {
        postings.map { format($0.amount, in: journal) }
    }

    /// The entry's text, one string per line without line endings: the date line, then each posting
    /// indented four spaces with the amounts right-aligned in one column, each amount written the way
    /// `journal` writes its commodity (or as it was said, for a commodity new to the journal).
    ///
    /// ```text
    /// 2026-11-30 스타벅스
    ///     지출:카페      5,400원
    ///     자산:현금     -5,400원
    /// ```
    public func lines(in journal: Journal) -> [String] {
        let amounts = writtenAmounts(in: journal)
        let accountWidth = postings.map { DisplayWidth.of($0.account) }.max() ?? 0
        let amountWidth = amounts.map { DisplayWidth.of($0) }.max() ?? 0
        let day = written(date, in: journal)
        var lines = [description.isEmpty ? day : "\(day) \(description)"]
        for (posting, amount) in zip(postings, amounts) {
            let gap = accountWidth - DisplayWidth.of(posting.account) + 2 + amountWidth - DisplayWidth.of(amount)
            lines.append("    " + posting.account + String(repeating: " ", count: gap) + amount)
        }
        return lines
    }

    /// The entry on one line, for a message: `2026-11-30 스타벅스: 지출:카페 5,400원, 자산:현금 -5,400원`.
    public func summary(in journal: Journal) -> String {
        let day = written(date, in: journal)
        let head = description.isEmpty ? day : "\(day) \(description)"
        return head + ": " + postings.map { $0.account + " " + format($0.amount, in: journal) }.joined(separator: ", ")
    }

    /// The entry's text with a line feed after every line.
    public func text(in journal: Journal) -> String {
        lines(in: journal).map { $0 + "\n" }.joined()
    }
}

/// An amount written without digit groups in a journal that reads a lone mark as a decimal point: how
/// it is written (`5400원`), how it would have been with groups (`5,400원`) and what the journal would
/// have read that as (`5.4원`).
public struct UngroupedAmount: Hashable, Sendable {
    /// The commodity: `원`.
    public var commodity: String
    /// The amount as written: `5400원`.
    public var written: String
    /// The amount with digit groups: `5,400원`.
    public var grouped: String
    /// What the journal reads the grouped amount as: `5.4원`.
    public var misread: String
}
