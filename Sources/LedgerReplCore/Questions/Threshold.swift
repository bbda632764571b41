import LedgerJournalCore

/// An amount a question weighs its figure against (`식비 50만원 넘었어?`, `did we spend over $500 on food`):
/// the answer is yes or no, then the figure and how far it lies from the amount.
public struct Threshold: Hashable, Sendable {
    /// How the figure must stand to the amount for the answer to be yes.
    public enum Comparison: String, Hashable, Sendable {
        /// Above it (`over`, `more than`, `넘었어`, `초과`).
        case over
        /// At it or above (`at least`, `이상`).
        case atLeast
        /// Below it (`under`, `less than`, `미만`).
        case under
        /// At it or below (`at most`, `이하`).
        case atMost
    }

    /// The amount as said (`50만원`, `$500`, `200`).
    public var amount: SpokenAmount
    /// How the figure must stand to it.
    public var comparison: Comparison

    /// Makes a threshold of `amount`, weighed by `comparison`.
    public init(amount: SpokenAmount, comparison: Comparison) {
        self.amount = amount
        self.comparison = comparison
    }

    /// Whether `figure` stands to the amount as asked.
    public func holds(for figure: ExactDecimal) -> Bool {
        switch comparison {
        case .over: amount.quantity < figure
        case .atLeast: !(figure < amount.quantity)
        case .under: figure < amount.quantity
        case .atMost: !(amount.quantity < figure)
        }
    }

    /// The commodity of `totals` the amount is weighed in, and the figure in it: the one the amount's
    /// unit names (`원` for `₩`, `$` for `USD`), or with no unit said the only one there is. `nil` when
    /// no commodity of the totals is the amount's (`$500` against a journal in won) or a bare number
    /// meets several: the figure cannot be weighed, and no yes or no is said. A period with nothing
    /// spent is weighed as zero in `zeroCommodity`.
    public func weighed(_ totals: CommodityTotals, zeroCommodity: String?) -> (commodity: String, figure: ExactDecimal)?
    {
        let nonzero = totals.filter { !$0.value.isZero }
        let candidates = nonzero.isEmpty ? zeroCommodity.map { [$0: ExactDecimal.zero] } ?? [:] : nonzero
        let matching = candidates.filter { names($0.key) }
        guard matching.count == 1, let only = matching.first else { return nil }
        return (only.key, only.value)
    }

    /// Whether the amount's unit names `commodity` (any commodity when none was said).
    private func names(_ commodity: String) -> Bool {
        guard let unit = amount.unit else { return true }
        if let currency = amount.currency { return currency.isSpelled(by: commodity) }
        return unit.lowercased() == commodity.lowercased()
    }
}
