import LedgerJournalCore

/// Which decimal mark a journal reads its numbers with, commodity by commodity, and whether it only
/// guessed it.
///
/// hledger reads a number with a lone `,` or `.` (`5,400원`) by the commodity's declared style; with none
/// (no `decimal-mark`, `commodity` or `D` directive) the mark is a decimal point, so a journal that
/// writes `5,400원` without `decimal-mark .` reads it as 5.4, and the parser warns about the first such
/// number. A sentence's `5,400원` is then read as the person meant it (five thousand
/// four hundred), and written without the lone mark (`5400원`), which every reader takes the same way.
struct JournalMarks {
    /// The journal's commodities whose numbers had a lone mark before three digits read as a decimal
    /// point for want of a declared style.
    var guessed: Set<String> { Set(guessedMarks.keys) }
    /// The mark each of those numbers had (`,` in `5,400원`).
    let guessedMarks: [String: Character]
    /// The journal's commodities and their styles.
    private let styles: [(commodity: String, style: CommodityStyle)]

    /// The marks of `journal`.
    init(_ journal: Journal) {
        var warned: [String: Character] = [:]
        for warning in journal.warnings {
            if case .ambiguousNumberReadAsDecimal(let commodity, let text, _, _, _) = warning.problem,
                let mark = text.first(where: { $0 == "," || $0 == "." })
            {
                warned[commodity] = mark
            }
        }
        var guessed: [String: Character] = [:]
        var styles: [(commodity: String, style: CommodityStyle)] = []
        for commodity in journal.commodities {
            guard let style = journal.style(of: commodity) else { continue }
            styles.append((commodity, style))
            // A mark in doubt: the one the journal warned about, else the one its amounts group with.
            if style.unambiguousPrecision != nil { guessed[commodity] = warned[commodity] ?? style.groupingMark ?? "," }
        }
        guessedMarks = guessed
        self.styles = styles
    }

    /// Whether the journal reads a lone mark in `commodity`'s numbers as a decimal point only because
    /// nothing declared otherwise (and a number like `5,400` of it was read so).
    func isGuessed(_ commodity: String) -> Bool { guessedMarks[commodity] != nil }

    /// The decimal mark a number said with `unit` (as typed, lower case: `원`, `₩`, `eur`; `nil` for a bare
    /// number) is read with: that of the journal's commodities the unit spells, else the one every
    /// commodity of the journal agrees on, else `.`. `nil` when the journal's mark is only a guess: then
    /// a lone mark before three digits groups thousands (`5,400`), and any other lone mark is a decimal
    /// point (`12,50`), as people write amounts.
    func decimalMark(forUnit unit: String?) -> Character? {
        var matching = styles
        if let unit {
            let currency = Currency.named(unit)
            matching = styles.filter { entry in
                entry.commodity.lowercased() == unit || currency?.isSpelled(by: entry.commodity) == true
            }
            if matching.isEmpty { matching = styles }
        }
        if matching.contains(where: { isGuessed($0.commodity) }) { return nil }
        let marks = Set(matching.map(\.style.decimalMark))
        return marks.count == 1 ? marks.first : "."
    }
}
