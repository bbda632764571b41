import LedgerJournalCore

/// An amount as a sentence said it: the number, and the commodity if one was named.
public struct SpokenAmount: Hashable, Sendable {
    /// The exact number (negative for a refund: `-5,400원`).
    public var quantity: ExactDecimal
    /// The commodity as written (`원`, `₩`, `$`, `usd`, `EUR`), or `nil` when only a number was said.
    public var unit: String?
    /// The currency the unit names, when it names one of `Currency.all`.
    public var currency: Currency?
    /// The words that said it, as typed: `5,400원`, `12.50 usd`.
    public var text: String
    /// How it was written, to write it back the same way when the journal has never written it.
    public var style: CommodityStyle

    /// Makes a spoken amount.
    public init(quantity: ExactDecimal, unit: String?, currency: Currency?, text: String, style: CommodityStyle) {
        self.quantity = quantity
        self.unit = unit
        self.currency = currency
        self.text = text
        self.style = style
    }
}
