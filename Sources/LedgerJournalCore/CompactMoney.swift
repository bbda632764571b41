/// Writes money in at most about five columns for a popover cell: `950`, `12K`, `1.2M`, `-3.4B` in
/// English; `9500`, `12만`, `1.2억`, `3조` in Korean (만 = 10⁴, 억 = 10⁸, 조 = 10¹²).
///
/// Rounds half away from zero to whole units first; the symbol is left out (the cell's column says it).
public enum CompactMoney {
    /// Which unit names to use.
    public enum Units: Sendable {
        /// K, M, B, T.
        case english
        /// 만, 억, 조.
        case korean
    }

    /// `quantity` in a few columns: `1.2M` or `120만`, or `1,2M` with a `decimalMark` of `,`.
    public static func format(_ quantity: ExactDecimal, units: Units, decimalMark: Character = ".") -> String {
        let whole = quantity.rounded(toPlaces: 0)
        let sign = whole.signum < 0 ? "-" : ""
        let steps: [(UInt128, String)] =
            units == .english
            ? [(1_000, "K"), (1_000_000, "M"), (1_000_000_000, "B"), (1_000_000_000_000, "T")]
            : [(10_000, "만"), (100_000_000, "억"), (1_000_000_000_000, "조")]
        guard let mantissa = whole.smallMantissa else {
            // More than 38 digits: in the largest unit, whatever its length.
            let (unit, name) = steps[steps.count - 1]
            let divisor = ExactDecimal(uncheckedMantissa: Int128(unit), scale: 0)
            let units = whole.magnitude.divided(by: divisor, toPlaces: 0, .halfAwayFromZero) ?? whole.magnitude
            return sign + units.description + name
        }
        let magnitude = mantissa.magnitude
        if magnitude < steps[0].0 { return sign + String(magnitude) }
        for (index, (unit, name)) in steps.enumerated() {
            let tenths = (magnitude + unit / 20) / (unit / 10)  // no overflow: units are powers of ten ≥ 1000
            let isLast = index == steps.count - 1
            if tenths < 100 {
                let text = tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10)\(decimalMark)\(tenths % 10)"
                return sign + text + name
            }
            let units = (magnitude + unit / 2) / unit
            if units < 1000 || isLast {
                return sign + String(units) + name
            }
        }
        return sign + String(magnitude)
    }
}
