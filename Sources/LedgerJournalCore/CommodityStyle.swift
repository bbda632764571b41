/// How a journal writes amounts of one commodity, so they are shown back the same way.
///
/// Learnt from the `commodity` directive when there is one, else from the first amount of that
/// commodity; the precision is the largest number of decimal places seen, as hledger does.
public struct CommodityStyle: Sendable, Hashable {
    /// Which side of the number the symbol is written on.
    public enum Side: Sendable, Hashable {
        /// `$12.50`, `₩15,000`.
        case left
        /// `15,000원`, `5 EUR`.
        case right
    }

    /// Which side of the number the symbol goes.
    public var side: Side
    /// Whether a space separates symbol and number (`5 EUR`, not `5EUR`).
    public var isSpaced: Bool
    /// The digit group separator (`,` in `1,000`), or `nil` when the journal writes no groups.
    public var groupingMark: Character?
    /// The decimal mark, `.` or `,`.
    public var decimalMark: Character
    /// Decimal places shown: the largest seen in the journal for this commodity.
    public var precision: Int

    /// A style; the defaults write `12.50 X`-like amounts with no grouping.
    public init(
        side: Side = .left, isSpaced: Bool = false, groupingMark: Character? = nil,
        decimalMark: Character = ".", precision: Int = 0
    ) {
        self.side = side
        self.isSpaced = isSpaced
        self.groupingMark = groupingMark
        self.decimalMark = decimalMark
        self.precision = precision
    }

    /// `quantity` written with `symbol` in this style, rounded to ``precision`` places unless more
    /// are needed to show it exactly: `₩-15,000`, `1.234,50 EUR`.
    public func format(_ quantity: ExactDecimal, symbol: String) -> String {
        var value = quantity.rounded(toPlaces: max(precision, quantity.normalized.scale))
        if value.scale < precision, let wider = value.rescaled(to: precision) { value = wider }
        let (integer, fraction) = value.digitParts
        var number = ""
        if let mark = groupingMark {
            for (offset, digit) in integer.enumerated() {
                if offset > 0, (integer.count - offset) % 3 == 0 { number.append(mark) }
                number.append(digit)
            }
        } else {
            number = integer
        }
        if !fraction.isEmpty { number += String(decimalMark) + fraction }
        let sign = value.mantissa < 0 ? "-" : ""
        let written = CommodityStyle.quoted(symbol)
        if written.isEmpty { return sign + number }
        let gap = isSpaced ? " " : ""
        switch side {
        case .left: return written + gap + sign + number
        case .right: return sign + number + gap + written
        }
    }

    /// The symbol as a journal would write it: quoted when it holds spaces, digits or signs.
    static func quoted(_ symbol: String) -> String {
        let needsQuotes = symbol.unicodeScalars.contains { scalar in
            scalar.value < 0x80 && !AmountScanner.isSymbolByte(UInt8(scalar.value))
        }
        return needsQuotes ? "\"" + symbol + "\"" : symbol
    }
}
