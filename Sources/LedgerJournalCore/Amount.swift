/// A quantity of one commodity: `₩15,000` is 15000 of `₩`.
public struct Amount: Sendable, Hashable {
    /// The commodity symbol as the journal writes it, without quotes (`₩`, `원`, `KRW`, `ABC 1`);
    /// empty for a bare number.
    public var commodity: String
    /// The exact quantity.
    public var quantity: ExactDecimal

    /// An amount of `quantity` in `commodity`.
    public init(_ quantity: ExactDecimal, _ commodity: String) {
        self.commodity = commodity
        self.quantity = quantity
    }
}

/// Sums of money keyed by commodity symbol, as written in the journal: `["₩": 258400, "USD": 12.5]`.
public typealias CommodityTotals = [String: ExactDecimal]
