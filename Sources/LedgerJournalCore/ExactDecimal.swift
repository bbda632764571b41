/// An exact decimal number: an integer mantissa and a count of decimal places, never floating point.
///
/// `ExactDecimal(mantissa: 1250, scale: 2)` is 12.50. Arithmetic that could overflow returns `nil`
/// instead of trapping, so numbers read from a journal can never crash the program. Equality and
/// ordering are numeric: 1.0 equals 1.00.
public struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The digits as an integer: 1250 for 12.50.
    public let mantissa: Int128
    /// How many of the mantissa's digits are decimal places: 2 for 12.50. Between 0 and ``maxScale``.
    public let scale: Int

    /// The most decimal places an exact decimal carries: as many as the mantissa has digits.
    public static let maxScale = 38

    /// Zero with no decimal places.
    public static let zero = ExactDecimal(uncheckedMantissa: 0, scale: 0)

    /// The number `mantissa × 10^-scale`, or `nil` when `scale` is outside `0...maxScale`.
    public init?(mantissa: Int128, scale: Int) {
        guard scale >= 0, scale <= Self.maxScale else { return nil }
        self.mantissa = mantissa
        self.scale = scale
    }

    /// A whole number.
    public init(_ integer: Int) {
        self.init(uncheckedMantissa: Int128(integer), scale: 0)
    }

    init(uncheckedMantissa mantissa: Int128, scale: Int) {
        self.mantissa = mantissa
        self.scale = scale
    }

    /// Parses a plain decimal such as `-1234.50` (optional sign, digits, optional `.` and digits);
    /// `nil` for anything else or a number too large to represent.
    public init?(_ text: String) {
        var mantissa: Int128 = 0
        var scale = 0
        var negative = false
        var seenPoint = false
        var digits = 0
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where index == 0: negative = true
            case UInt8(ascii: "+") where index == 0: break
            case UInt8(ascii: ".") where !seenPoint: seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard let next = ExactDecimal.appendingDigit(mantissa, byte) else { return nil }
                mantissa = next
                digits += 1
                if seenPoint { scale += 1 }
            default: return nil
            }
        }
        guard digits > 0, scale <= Self.maxScale else { return nil }
        self.init(uncheckedMantissa: negative ? -mantissa : mantissa, scale: scale)
    }

    static func appendingDigit(_ value: Int128, _ byte: UInt8) -> Int128? {
        let (times10, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(Int128(byte &- UInt8(ascii: "0")))
        return o1 || o2 ? nil : sum
    }

    /// Powers of ten that fit in `Int128`: `10^0` … `10^38`.
    static let powersOfTen: [Int128] = {
        var table: [Int128] = [1]
        for _ in 1...38 { table.append(table[table.count - 1] * 10) }
        return table
    }()

    /// Whether the number is zero.
    public var isZero: Bool { mantissa == 0 }

    /// -1, 0 or 1 by the sign of the number.
    public var signum: Int { mantissa == 0 ? 0 : (mantissa < 0 ? -1 : 1) }

    /// The same number with `scale` decimal places, or `nil` when that would overflow or drop
    /// nonzero digits.
    public func rescaled(to newScale: Int) -> ExactDecimal? {
        if newScale == scale { return self }
        guard newScale >= 0, newScale <= Self.maxScale else { return nil }
        if newScale > scale {
            let (value, overflow) = mantissa.multipliedReportingOverflow(by: Self.powersOfTen[newScale - scale])
            return overflow ? nil : ExactDecimal(uncheckedMantissa: value, scale: newScale)
        }
        let divisor = Self.powersOfTen[scale - newScale]
        guard mantissa % divisor == 0 else { return nil }
        return ExactDecimal(uncheckedMantissa: mantissa / divisor, scale: newScale)
    }

    /// The number rounded half away from zero to `places` decimal places (never more than it has).
    public func rounded(toPlaces places: Int) -> ExactDecimal {
        guard places >= 0, places < scale else { return self }
        let divisor = Self.powersOfTen[scale - places]
        var quotient = mantissa / divisor
        let remainder = mantissa % divisor
        let twice = remainder.magnitude * 2
        if twice >= divisor.magnitude { quotient += mantissa < 0 ? -1 : 1 }
        return ExactDecimal(uncheckedMantissa: quotient, scale: places)
    }

    /// The same number without trailing zero decimal places.
    public var normalized: ExactDecimal {
        var value = mantissa
        var places = scale
        while places > 0, value % 10 == 0 {
            value /= 10
            places -= 1
        }
        return ExactDecimal(uncheckedMantissa: value, scale: places)
    }

    /// The sum, or `nil` on overflow.
    public func adding(_ other: ExactDecimal) -> ExactDecimal? {
        let common = Swift.max(scale, other.scale)
        guard let left = rescaled(to: common), let right = other.rescaled(to: common) else { return nil }
        let (sum, overflow) = left.mantissa.addingReportingOverflow(right.mantissa)
        return overflow ? nil : ExactDecimal(uncheckedMantissa: sum, scale: common)
    }

    /// The difference, or `nil` on overflow.
    public func subtracting(_ other: ExactDecimal) -> ExactDecimal? {
        guard let negated = other.negated() else { return nil }
        return adding(negated)
    }

    /// The exact product without trailing zero decimal places, as hledger's `Decimal` computes a cost
    /// (`1,925.940000 AAAAA @ $53.6599999999999999998612221219` costs $103345.940399999999999732722133452086);
    /// `nil` when it needs more than 38 significant digits or ``maxScale`` places.
    public func multiplied(by other: ExactDecimal) -> ExactDecimal? {
        let (product, overflow) = mantissa.multipliedReportingOverflow(by: other.mantissa)
        if !overflow, scale + other.scale <= Self.maxScale {
            return ExactDecimal(uncheckedMantissa: product, scale: scale + other.scale).normalized
        }
        return Self.normalizedProduct(self, other)
    }

    /// The product of `a` and `b` computed in 256 bits, its trailing zero decimal places dropped;
    /// `nil` when it still does not fit in the mantissa and ``maxScale`` places.
    private static func normalizedProduct(_ a: ExactDecimal, _ b: ExactDecimal) -> ExactDecimal? {
        var (high, low) = a.mantissa.magnitude.multipliedFullWidth(by: b.mantissa.magnitude)
        var places = a.scale + b.scale
        let ten: UInt128 = 10
        while places > 0 {
            let (highQuotient, highRemainder) = high.quotientAndRemainder(dividingBy: ten)
            let (lowQuotient, remainder) = ten.dividingFullWidth((high: highRemainder, low: low))
            guard remainder == 0 else { break }
            (high, low) = (highQuotient, lowQuotient)
            places -= 1
        }
        guard high == 0, low <= UInt128(Int128.max), places <= maxScale else { return nil }
        let magnitude = Int128(low)
        return ExactDecimal(
            uncheckedMantissa: (a.mantissa < 0) != (b.mantissa < 0) ? -magnitude : magnitude, scale: places)
    }

    /// The number with its sign flipped (never overflows for numbers read from a journal).
    public func negated() -> ExactDecimal? {
        guard mantissa != Int128.min else { return nil }
        return ExactDecimal(uncheckedMantissa: -mantissa, scale: scale)
    }

    /// The absolute value.
    public var magnitude: ExactDecimal { mantissa < 0 ? (negated() ?? self) : self }

    /// The integer part and the decimal digits as text, without sign: ("1234", "50") for -1234.50.
    var digitParts: (integer: String, fraction: String) {
        var digits = String(mantissa.magnitude)
        if digits.count <= scale {
            digits = String(repeating: "0", count: scale - digits.count + 1) + digits
        }
        let split = digits.index(digits.endIndex, offsetBy: -scale)
        return (String(digits[..<split]), String(digits[split...]))
    }

    /// Plain text: optional `-`, digits, `.` and the decimal places; no grouping. `-1234.50`.
    public var description: String {
        let (integer, fraction) = digitParts
        let sign = mantissa < 0 ? "-" : ""
        return fraction.isEmpty ? sign + integer : sign + integer + "." + fraction
    }

    public static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        lhs.normalized.mantissa == rhs.normalized.mantissa && lhs.normalized.scale == rhs.normalized.scale
    }

    public func hash(into hasher: inout Hasher) {
        let canonical = normalized
        hasher.combine(canonical.mantissa)
        hasher.combine(canonical.scale)
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        if lhs.signum != rhs.signum { return lhs.signum < rhs.signum }
        let common = Swift.max(lhs.scale, rhs.scale)
        switch (lhs.rescaled(to: common), rhs.rescaled(to: common)) {
        case (let left?, let right?): return left.mantissa < right.mantissa
        case (nil, _): return lhs.signum < 0  // lhs has the larger magnitude
        case (_, nil): return rhs.signum > 0
        }
    }
}
