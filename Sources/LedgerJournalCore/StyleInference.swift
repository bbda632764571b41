/// What the amounts written in one commodity say about how to show it, gathered in reading order, as
/// hledger 1.25 infers a commodity's display style (`commodityStylesFromAmounts` and `canonicalStyle`):
///
/// - the side of the symbol and the space beside it come from the first amount;
/// - the digit groups (mark and sizes) from the first amount that has groups;
/// - the precision is the largest number of decimal places of any;
/// - the decimal mark is the other mark when some amount has digit groups (`.` unless the groups are
///   `.`), else the first decimal mark written, else `.`. One amount alone keeps its own marks.
///
/// hledger gathers `P` directives' amounts before the postings' ones; the builder keeps one inference
/// for each and joins them with ``followed(by:)``.
struct StyleInference: Sendable {
    /// How many amounts were seen.
    var count = 0
    var side: CommodityStyle.Side = .left
    var isSpaced = false
    var groupMark: UInt8?
    var groupSizes: [Int] = []
    var decimalMark: UInt8?
    var precision = 0

    /// Adds one amount: its symbol's side and spacing, its marks, its decimal places, and the sizes of
    /// its digit groups (asked for only when they are the first groups seen).
    @inline(__always)
    mutating func add(
        side: CommodityStyle.Side, isSpaced: Bool, groupMark: UInt8?, decimalMark: UInt8?, precision: Int,
        groupSizes: () -> [Int]
    ) {
        if count == 0 {
            self.side = side
            self.isSpaced = isSpaced
        }
        count &+= 1
        if precision > self.precision { self.precision = precision }
        if self.groupMark == nil, let groupMark {
            self.groupMark = groupMark
            self.groupSizes = groupSizes()
        }
        if self.decimalMark == nil, let decimalMark { self.decimalMark = decimalMark }
    }

    /// These amounts followed by `later`'s, as if read in that order.
    func followed(by later: StyleInference) -> StyleInference {
        if count == 0 { return later }
        if later.count == 0 { return self }
        var joined = self
        joined.count = count &+ later.count
        joined.precision = max(precision, later.precision)
        if groupMark == nil {
            joined.groupMark = later.groupMark
            joined.groupSizes = later.groupSizes
        }
        if decimalMark == nil { joined.decimalMark = later.decimalMark }
        return joined
    }

    /// The style hledger shows these amounts in, or `nil` when there were none.
    var style: CommodityStyle? {
        guard count > 0 else { return nil }
        let period = UInt8(ascii: ".")
        let comma = UInt8(ascii: ",")
        var decimal: UInt8
        if count > 1, let groupMark {
            decimal = groupMark == period ? comma : period
        } else {
            decimal = decimalMark ?? period
        }
        if decimal == groupMark { decimal = decimal == period ? comma : period }
        return CommodityStyle(
            side: side, isSpaced: isSpaced, groupingMark: groupMark.map { Character(Unicode.Scalar($0)) },
            groupSizes: groupSizes, decimalMark: Character(Unicode.Scalar(decimal)), precision: precision)
    }
}
