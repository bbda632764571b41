extension CompactMoney {
    /// Appends ``format(_:units:decimalMark:)``'s text with the ASCII `decimalMark`, its bytes written
    /// directly (the month view's daily amounts are written this way on every line that draws them).
    public static func append(
        _ quantity: ExactDecimal, units: Units, decimalMark mark: UInt8 = UInt8(ascii: "."), to out: inout [UInt8]
    ) {
        let whole = quantity.rounded(toPlaces: 0)
        guard let mantissa = whole.smallMantissa, mark < 0x80 else {
            out.append(contentsOf: format(quantity, units: units, decimalMark: Character(Unicode.Scalar(mark))).utf8)
            return
        }
        if mantissa < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = mantissa.magnitude
        let steps = units == .english ? englishSteps : koreanSteps
        if magnitude < steps[0].unit {
            out.appendDigits(of: magnitude)
            return
        }
        for (index, (unit, name)) in steps.enumerated() {
            let tenths = (magnitude + unit / 20) / (unit / 10)  // no overflow: units are powers of ten ≥ 1000
            if tenths < 100 {
                out.appendDigits(of: tenths / 10)
                if tenths % 10 != 0 {
                    out.append(mark)
                    out.append(UInt8(truncatingIfNeeded: tenths % 10) &+ UInt8(ascii: "0"))
                }
                out.append(name)
                return
            }
            let units = (magnitude + unit / 2) / unit
            if units < 1000 || index == steps.count - 1 {
                out.appendDigits(of: units)
                out.append(name)
                return
            }
        }
        out.appendDigits(of: magnitude)
    }
}

extension CompactMoney {
    /// The units of ``Units/english`` and their names, smallest first.
    fileprivate static let englishSteps: [(unit: UInt128, name: StaticString)] = [
        (1_000, "K"), (1_000_000, "M"), (1_000_000_000, "B"), (1_000_000_000_000, "T"),
    ]
    /// The units of ``Units/korean`` and their names, smallest first.
    fileprivate static let koreanSteps: [(unit: UInt128, name: StaticString)] = [
        (10_000, "만"), (100_000_000, "억"), (1_000_000_000_000, "조"),
    ]
}

extension [UInt8] {
    /// Appends a literal's UTF-8 bytes.
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}
