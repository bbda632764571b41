import LedgerJournalCore

extension Journal {
    /// `quantity` of `commodity` written the way the journal writes it, for a terminal: a commodity
    /// symbol's control, bidi and zero-width characters made visible (`"\x1B[2J" 5`), so a hostile symbol
    /// cannot act on the screen. The journal file itself keeps ``format(_:commodity:)``.
    func shown(_ quantity: ExactDecimal, commodity: String) -> String {
        VisibleText.shownAmount(format(quantity, commodity: commodity))
    }

    /// Appends ``shown(_:commodity:)``'s text, its bytes written directly.
    func appendShown(_ quantity: ExactDecimal, commodity: String, to out: inout [UInt8]) {
        let start = out.count
        append(quantity, commodity: commodity, to: &out)
        VisibleText.makeVisible(from: start, in: &out)
    }

    /// `amount` as ``shown(_:commodity:)`` writes it.
    func shown(_ amount: Amount) -> String { shown(amount.quantity, commodity: amount.commodity) }
}

extension VisibleText {
    /// A written amount (or any text that is drawn whole, such as an entry's line) with its invisible
    /// and control characters made visible and nothing cut; quotes stay as they are.
    static func shownAmount(_ text: String) -> String {
        escaping(text, limit: .max, escapingQuotes: false)
    }
}
