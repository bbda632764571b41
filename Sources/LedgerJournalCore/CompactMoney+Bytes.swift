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
        if magnitude < 1 << 63 {
            // Most amounts fit 64 bits, whose division is one instruction, not a call.
            appendUnits(UInt64(truncatingIfNeeded: magnitude), units: units, decimalMark: mark, to: &out)
        } else {
            appendUnits(magnitude, units: units, decimalMark: mark, to: &out)
        }
    }

    /// Appends `magnitude` in `units` as ``append(_:units:decimalMark:to:)`` writes a whole amount's.
    private static func appendUnits<Magnitude: FixedWidthInteger & UnsignedInteger>(
        _ magnitude: Magnitude, units: Units, decimalMark mark: UInt8, to out: inout [UInt8]
    ) {
        let steps = units == .english ? englishSteps : koreanSteps
        if magnitude < Magnitude(steps[0].unit) {
            out.appendDigits(of: UInt128(magnitude))
            return
        }
        for (index, (wideUnit, name)) in steps.enumerated() {
            // Every unit is a power of ten from 1,000 to 10^12: it fits, and the sums below do not
            // overflow (the magnitude is below 2^63, or at most 2^127).
            let unit = Magnitude(wideUnit)
            let tenths = (magnitude + unit / 20) / (unit / 10)
            if tenths < 100 {
                out.appendDigits(of: UInt128(tenths / 10))
                if tenths % 10 != 0 {
                    out.append(mark)
                    out.append(UInt8(truncatingIfNeeded: tenths % 10) &+ UInt8(ascii: "0"))
                }
                out.append(name)
                return
            }
            let units = (magnitude + unit / 2) / unit
            if units < 1000 || index == steps.count - 1 {
                out.appendDigits(of: UInt128(units))
                out.append(name)
                return
            }
        }
        out.appendDigits(of: UInt128(magnitude))
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
