/// How a journal writes amounts of one commodity, so they are shown back the same way.
///
/// Declared by a `commodity` directive (or its `format`), else by the `D` directive naming it, else
/// inferred from the amounts written in it as hledger 1.25 infers it: the side and spacing of the first
/// amount, the digit groups of the first amount that has some, the largest number of decimal places,
/// and a decimal mark that is never the digit group mark (see ``StyleInference``).
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
    /// The sizes of the digit groups, from the decimal mark leftwards; the last size repeats:
    /// `[3]` writes `1,234,567`, `[3, 2]` writes `12,34,567` (lakh and crore), `[4]` `123,4567`.
    public var groupSizes: [Int]
    /// The decimal mark, `.` or `,`.
    public var decimalMark: Character
    /// Decimal places shown: the largest seen in the journal for this commodity.
    public var precision: Int
    /// Set when the decimal mark is in doubt: the journal's only amounts with it are like `5,400`,
    /// read as 5.4 for want of a directive (hledger shows 5.4 as `5,400`, which reads as thousands).
    /// Amounts are then shown with this many decimal places, or as many as the exact value needs, and
    /// never with exactly three digits after a lone mark: `5,4원`, `5,1230원`. `nil` for every
    /// commodity whose marks are beyond doubt.
    public var unambiguousPrecision: Int?

    /// A style; the defaults write `12.50 X`-like amounts with no grouping.
    public init(
        side: Side = .left, isSpaced: Bool = false, groupingMark: Character? = nil, groupSizes: [Int] = [3],
        decimalMark: Character = ".", precision: Int = 0
    ) {
        self.side = side
        self.isSpaced = isSpaced
        self.groupingMark = groupingMark
        self.groupSizes = groupSizes.contains { $0 <= 0 } || groupSizes.isEmpty ? [3] : groupSizes
        self.decimalMark = decimalMark
        self.precision = precision
    }

    /// `quantity` written with `symbol` in this style, rounded to ``precision`` places unless more
    /// are needed to show it exactly: `₩-15,000`, `1.234,50 EUR`. A grouping mark that is also the
    /// decimal mark is left out, so no number reads two ways.
    public func format(_ quantity: ExactDecimal, symbol: String) -> String {
        format(quantity, symbol: symbol, grouped: true)
    }

    /// ``format(_:symbol:)``, without digit groups when `grouped` is false.
    func format(_ quantity: ExactDecimal, symbol: String, grouped: Bool) -> String {
        var places = max(precision, quantity.normalized.scale)
        if let shown = unambiguousPrecision { places = max(shown, quantity.normalized.scale) }
        var value = quantity.rounded(toPlaces: places)
        if value.scale < places, let wider = value.rescaled(to: places) { value = wider }
        var (integer, fraction) = value.digitParts
        var number = ""
        if grouped, let mark = groupingMark, mark != decimalMark {
            number = Self.grouped(integer, mark: mark, sizes: groupSizes)
        } else {
            number = integer
        }
        if unambiguousPrecision != nil, fraction.count == 3, number.count == integer.count {
            // A lone mark before three digits would read as a thousands separator.
            fraction += "0"
        }
        if !fraction.isEmpty { number += String(decimalMark) + fraction }
        let sign = value.signum < 0 ? "-" : ""
        let written = CommodityStyle.quoted(symbol)
        if written.isEmpty { return sign + number }
        let gap = isSpaced ? " " : ""
        switch side {
        case .left: return written + gap + sign + number
        case .right: return sign + number + gap + written
        }
    }

    /// `digits` with `mark` between the groups, `sizes` counted from the right, the last one repeating.
    static func grouped(_ digits: String, mark: Character, sizes: [Int]) -> String {
        var groups: [Substring] = []
        var end = digits.endIndex
        var index = 0
        while end > digits.startIndex {
            let size = sizes[min(index, sizes.count - 1)]
            let start = digits.index(end, offsetBy: -size, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
            index += 1
        }
        return groups.reversed().joined(separator: String(mark))
    }

    /// The symbol as a journal would write it: quoted when it holds spaces, digits or signs.
    static func quoted(_ symbol: String) -> String {
        let needsQuotes = symbol.unicodeScalars.contains { scalar in
            scalar.value < 0x80 && !AmountScanner.isSymbolByte(UInt8(scalar.value))
        }
        return needsQuotes ? "\"" + symbol + "\"" : symbol
    }
}
