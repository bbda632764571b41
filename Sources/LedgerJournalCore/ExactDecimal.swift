/// An exact decimal number: an integer mantissa of any size and up to 255 decimal places, never floating
/// point, as hledger's `Decimal` (Haskell's `Data.Decimal`) holds a quantity.
///
/// `ExactDecimal(mantissa: 1250, scale: 2)` is 12.50. A mantissa of up to 38 digits is held in an `Int128`
/// and its arithmetic is plain integer arithmetic; a larger one (a long cost's product, `1E60`, a total of
/// such amounts) moves to a slower form of any size, so no sum, difference or product ever overflows.
/// Equality and ordering are numeric: 1.0 equals 1.00.
public struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The mantissa when it fits (`-Int128.max...Int128.max`); the sign of a wide one, 1 or -1.
    private let small: Int128
    /// How many of the mantissa's digits are decimal places: 2 for 12.50. Between 0 and ``maxScale``.
    public let scale: Int
    /// The mantissa's magnitude when it does not fit in `small`; nil for every number of 38 digits or fewer.
    private let wide: WideMagnitude?

    /// The most decimal places an exact decimal carries, as many as hledger's `Decimal` (a `Word8`).
    public static let maxScale = 255

    /// How a quotient or a number cut to fewer places is rounded.
    public enum Rounding: Sendable {
        /// Half away from zero: 0.125 to 0.13, -0.125 to -0.13.
        case halfAwayFromZero
        /// Half to even (banker's rounding, Haskell's `round`): 0.125 to 0.12, 0.135 to 0.14.
        case halfEven
    }

    /// Zero with no decimal places.
    public static let zero = ExactDecimal(uncheckedMantissa: 0, scale: 0)

    /// The number `mantissa × 10^-scale`, or `nil` when `scale` is outside `0...maxScale`.
    public init?(mantissa: Int128, scale: Int) {
        guard scale >= 0, scale <= Self.maxScale else { return nil }
        self.init(uncheckedMantissa: mantissa, scale: scale)
    }

    /// A whole number.
    public init(_ integer: Int) {
        self.init(uncheckedMantissa: Int128(integer), scale: 0)
    }

    /// `mantissa × 10^-scale`; `scale` must be in `0...maxScale`.
    @inline(__always)
    init(uncheckedMantissa mantissa: Int128, scale: Int) {
        self.scale = scale
        if mantissa == Int128.min {
            // Its magnitude is one past `Int128.max`: the only `Int128` held wide.
            self.small = -1
            self.wide = WideMagnitude(Int128.min.magnitude)
        } else {
            self.small = mantissa
            self.wide = nil
        }
    }

    /// `±magnitude × 10^-scale`, held in an `Int128` when it fits; `scale` must be in `0...maxScale`.
    init(magnitude: WideMagnitude, negative: Bool, scale: Int) {
        self.scale = scale
        if let value = magnitude.uint128, value <= UInt128(Int128.max) {
            self.small = negative ? -Int128(value) : Int128(value)
            self.wide = nil
        } else {
            self.small = negative ? -1 : 1
            self.wide = magnitude
        }
    }

    /// Parses a plain decimal such as `-1234.50` (optional sign, digits, optional `.` and digits, any
    /// number of digits and at most ``maxScale`` decimal places); `nil` for anything else.
    public init?(_ text: String) {
        var mantissa: Int128 = 0
        var wide: WideMagnitude?
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
                if wide == nil, let next = ExactDecimal.appendingDigit(mantissa, byte) {
                    mantissa = next
                } else {
                    wide = (wide ?? WideMagnitude(mantissa.magnitude)).multiplied(
                        by: 10, adding: UInt64(byte &- UInt8(ascii: "0")))
                }
                digits += 1
                if seenPoint { scale += 1 }
            default: return nil
            }
        }
        guard digits > 0, scale <= Self.maxScale else { return nil }
        if let wide {
            self.init(magnitude: wide, negative: negative, scale: scale)
        } else {
            self.init(uncheckedMantissa: negative ? -mantissa : mantissa, scale: scale)
        }
    }

    /// `value × 10 + digit`, or `nil` when that leaves `Int128`.
    @inline(__always)
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

    /// Powers of ten that fit in a limb: `10^0` … `10^19`.
    static let smallPowersOfTen: [UInt64] = {
        var table: [UInt64] = [1]
        for _ in 1...19 { table.append(table[table.count - 1] * 10) }
        return table
    }()

    // MARK: The mantissa

    /// The mantissa as an `Int128` when it fits, as it does for every number of 38 digits or fewer
    /// (`1250` for 12.50); `nil` for a wider one.
    public var smallMantissa: Int128? { wide == nil ? small : nil }

    /// The mantissa's sign and magnitude in the wide form, whichever form holds it.
    var wideMantissa: (negative: Bool, magnitude: WideMagnitude) {
        if let wide { return (small < 0, wide) }
        return (small < 0, WideMagnitude(small.magnitude))
    }

    /// The number as an `Int` when it is a whole number that fits.
    public var wholeValue: Int? {
        guard let whole = rescaled(to: 0), let mantissa = whole.smallMantissa else { return nil }
        return Int(exactly: mantissa)
    }

    /// Whether the number is zero.
    public var isZero: Bool { wide == nil && small == 0 }

    /// -1, 0 or 1 by the sign of the number.
    public var signum: Int { small == 0 ? 0 : (small < 0 ? -1 : 1) }

    // MARK: Scale

    /// The same number with `scale` decimal places, or `nil` when that would drop nonzero digits or
    /// `newScale` is outside `0...maxScale`.
    public func rescaled(to newScale: Int) -> ExactDecimal? {
        if newScale == scale { return self }
        guard newScale >= 0, newScale <= Self.maxScale else { return nil }
        if wide == nil {
            if newScale > scale, newScale - scale <= 38 {
                let (value, overflow) = small.multipliedReportingOverflow(by: Self.powersOfTen[newScale - scale])
                if !overflow { return ExactDecimal(uncheckedMantissa: value, scale: newScale) }
            } else if newScale < scale {
                guard scale - newScale <= 38 else {
                    return small == 0 ? ExactDecimal(uncheckedMantissa: 0, scale: newScale) : nil
                }
                let divisor = Self.powersOfTen[scale - newScale]
                guard small % divisor == 0 else { return nil }
                return ExactDecimal(uncheckedMantissa: small / divisor, scale: newScale)
            }
        }
        let (negative, magnitude) = wideMantissa
        if newScale > scale {
            return ExactDecimal(
                magnitude: magnitude.timesPowerOfTen(newScale - scale), negative: negative, scale: newScale)
        }
        let (quotient, first, rest) = magnitude.dividedByPowerOfTen(scale - newScale)
        guard first == 0, !rest else { return nil }
        return ExactDecimal(magnitude: quotient, negative: negative, scale: newScale)
    }

    /// The number rounded half away from zero to `places` decimal places (never more than it has).
    public func rounded(toPlaces places: Int) -> ExactDecimal {
        rounded(toPlaces: places, .halfAwayFromZero)
    }

    /// The number rounded by `rule` to `places` decimal places (never more than it has).
    public func rounded(toPlaces places: Int, _ rule: Rounding) -> ExactDecimal {
        guard places >= 0, places < scale else { return self }
        if wide == nil, scale - places <= 38 {
            let divisor = Self.powersOfTen[scale - places]
            var quotient = small / divisor
            let twice = (small % divisor).magnitude * 2
            if twice > divisor.magnitude
                || (twice == divisor.magnitude && (rule == .halfAwayFromZero || quotient % 2 != 0))
            {
                quotient += small < 0 ? -1 : 1
            }
            return ExactDecimal(uncheckedMantissa: quotient, scale: places)
        }
        let (negative, magnitude) = wideMantissa
        let (quotient, first, rest) = magnitude.dividedByPowerOfTen(scale - places)
        let odd = (quotient.limbs.first ?? 0) & 1 == 1
        let up = first > 5 || (first == 5 && (rest || rule == .halfAwayFromZero || odd))
        return ExactDecimal(magnitude: up ? quotient + WideMagnitude(1) : quotient, negative: negative, scale: places)
    }

    /// Whether the number shows as zero at `places` decimal places, as hledger's `amountLooksZero` decides
    /// that a transaction balances: a magnitude of at most half a unit in the last place (0.005 at two
    /// places looks zero).
    public func looksZero(atPlaces places: Int) -> Bool {
        guard places < scale else { return isZero }
        guard let half = ExactDecimal(mantissa: 5, scale: Swift.min(places + 1, Self.maxScale)) else { return isZero }
        return magnitude <= half
    }

    /// The same number without trailing zero decimal places (zero has none).
    public var normalized: ExactDecimal {
        guard scale > 0 else { return self }
        if wide == nil {
            if small == 0 { return ExactDecimal(uncheckedMantissa: 0, scale: 0) }
            if let narrow = Int64(exactly: small) {
                // Most amounts fit 64 bits, whose division is one instruction, not a call.
                var value = narrow
                var places = scale
                while places > 0, value % 10 == 0 {
                    value /= 10
                    places -= 1
                }
                return places == scale ? self : ExactDecimal(uncheckedMantissa: Int128(value), scale: places)
            }
            var value = small
            var places = scale
            while places > 0, value % 10 == 0 {
                value /= 10
                places -= 1
            }
            return places == scale ? self : ExactDecimal(uncheckedMantissa: value, scale: places)
        }
        let (negative, magnitude) = wideMantissa
        let zeros = magnitude.trailingDecimalZeros(upTo: scale)
        guard zeros > 0 else { return self }
        return ExactDecimal(
            magnitude: magnitude.dividedByPowerOfTen(zeros).quotient, negative: negative, scale: scale - zeros)
    }

    // MARK: Arithmetic

    /// The exact sum, at the larger of the two scales (as `Data.Decimal` adds).
    public static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        if lhs.wide == nil, rhs.wide == nil {
            if lhs.scale == rhs.scale {
                let (sum, overflow) = lhs.small.addingReportingOverflow(rhs.small)
                if !overflow { return ExactDecimal(uncheckedMantissa: sum, scale: lhs.scale) }
            } else if let left = lhs.rescaled(to: Swift.max(lhs.scale, rhs.scale)),
                let right = rhs.rescaled(to: left.scale), left.wide == nil, right.wide == nil
            {
                let (sum, overflow) = left.small.addingReportingOverflow(right.small)
                if !overflow { return ExactDecimal(uncheckedMantissa: sum, scale: left.scale) }
            }
        }
        return wideSum(lhs, rhs)
    }

    /// The sum in the wide form.
    private static func wideSum(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> ExactDecimal {
        let common = Swift.max(lhs.scale, rhs.scale)
        let (leftNegative, leftMagnitude) = lhs.wideMantissa
        let (rightNegative, rightMagnitude) = rhs.wideMantissa
        let left = leftMagnitude.timesPowerOfTen(common - lhs.scale)
        let right = rightMagnitude.timesPowerOfTen(common - rhs.scale)
        if leftNegative == rightNegative {
            return ExactDecimal(magnitude: left + right, negative: leftNegative, scale: common)
        }
        let order = WideMagnitude.compare(left, right)
        return ExactDecimal(
            magnitude: WideMagnitude.distance(left, right), negative: order > 0 ? leftNegative : rightNegative,
            scale: common)
    }

    /// The exact difference, at the larger of the two scales.
    public static func - (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal { lhs + -rhs }

    /// The number with its sign flipped.
    public static prefix func - (value: ExactDecimal) -> ExactDecimal {
        if let wide = value.wide { return ExactDecimal(magnitude: wide, negative: value.small > 0, scale: value.scale) }
        return ExactDecimal(uncheckedMantissa: -value.small, scale: value.scale)
    }

    /// The product as hledger's `Decimal` computes a cost: exact, rounded half to even at 255 decimal
    /// places when it has more, then without trailing zero decimal places (`Data.Decimal` 0.5's
    /// `normalizeDecimal . realFracToDecimal 255`). 0.15 × 0.15 is 0.0225, 1.50 × 2.00 is 3.
    public static func * (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        if lhs.wide == nil, rhs.wide == nil, lhs.scale + rhs.scale <= maxScale {
            let (product, overflow) = lhs.small.multipliedReportingOverflow(by: rhs.small)
            if !overflow { return ExactDecimal(uncheckedMantissa: product, scale: lhs.scale + rhs.scale).normalized }
        }
        let (leftNegative, leftMagnitude) = lhs.wideMantissa
        let (rightNegative, rightMagnitude) = rhs.wideMantissa
        let product = leftMagnitude * rightMagnitude
        let negative = leftNegative != rightNegative
        let places = lhs.scale + rhs.scale
        guard places > maxScale else {
            return ExactDecimal(magnitude: product, negative: negative, scale: places).normalized
        }
        // More places than a decimal holds: the digits past the 255th round half to even.
        let (quotient, first, rest) = product.dividedByPowerOfTen(places - maxScale)
        let odd = (quotient.limbs.first ?? 0) & 1 == 1
        let up = first > 5 || (first == 5 && (rest || odd))
        return ExactDecimal(magnitude: up ? quotient + WideMagnitude(1) : quotient, negative: negative, scale: maxScale)
            .normalized
    }

    /// The sum (never `nil`: a decimal has no size limit; kept for callers that checked for overflow).
    public func adding(_ other: ExactDecimal) -> ExactDecimal? { self + other }

    /// The difference (never `nil`; kept for callers that checked for overflow).
    public func subtracting(_ other: ExactDecimal) -> ExactDecimal? { self - other }

    /// The product, as `*` computes it (never `nil`; kept for callers that checked for overflow).
    public func multiplied(by other: ExactDecimal) -> ExactDecimal? { self * other }

    /// The number with its sign flipped (never `nil`; kept for callers that checked for overflow).
    public func negated() -> ExactDecimal? { -self }

    /// The absolute value.
    public var magnitude: ExactDecimal { signum < 0 ? -self : self }

    /// The quotient `self / divisor` rounded by `rule` to `places` decimal places; `nil` when `divisor`
    /// is zero or `places` is outside `0...maxScale`. An average of 10 over 3 months to two places is
    /// 3.33.
    public func divided(by divisor: ExactDecimal, toPlaces places: Int, _ rule: Rounding) -> ExactDecimal? {
        guard !divisor.isZero, places >= 0, places <= Self.maxScale else { return nil }
        // self / divisor = (a / 10^sa) / (b / 10^sb); the quotient's mantissa at `places` places is
        // a × 10^(places + sb - sa) / b.
        var (negative, numerator) = wideMantissa
        let (divisorNegative, denominatorMagnitude) = divisor.wideMantissa
        var denominator = denominatorMagnitude
        negative = negative != divisorNegative
        let shift = places + divisor.scale - scale
        if shift >= 0 {
            numerator = numerator.timesPowerOfTen(shift)
        } else {
            denominator = denominator.timesPowerOfTen(-shift)
        }
        var (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        let twice = remainder + remainder
        let order = WideMagnitude.compare(twice, denominator)
        let odd = (quotient.limbs.first ?? 0) & 1 == 1
        if order > 0 || (order == 0 && (rule == .halfAwayFromZero || odd)) { quotient = quotient + WideMagnitude(1) }
        return ExactDecimal(magnitude: quotient, negative: negative, scale: places)
    }

    // MARK: Text

    /// The integer part and the decimal digits as text, without sign: ("1234", "50") for -1234.50.
    var digitParts: (integer: String, fraction: String) {
        var digits = wide?.decimalDigits ?? String(small.magnitude)
        if digits.count <= scale {
            digits = String(repeating: "0", count: scale - digits.count + 1) + digits
        }
        let split = digits.index(digits.endIndex, offsetBy: -scale)
        return (String(digits[..<split]), String(digits[split...]))
    }

    /// Plain text: optional `-`, digits, `.` and the decimal places; no grouping. `-1234.50`.
    public var description: String {
        let (integer, fraction) = digitParts
        let sign = signum < 0 ? "-" : ""
        return fraction.isEmpty ? sign + integer : sign + integer + "." + fraction
    }

    // MARK: Comparison

    public static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        if lhs.scale == rhs.scale { return lhs.small == rhs.small && lhs.wide == rhs.wide }
        let left = lhs.normalized
        let right = rhs.normalized
        return left.small == right.small && left.scale == right.scale && left.wide == right.wide
    }

    public func hash(into hasher: inout Hasher) {
        let canonical = normalized
        hasher.combine(canonical.small)
        hasher.combine(canonical.scale)
        hasher.combine(canonical.wide)
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        if lhs.signum != rhs.signum { return lhs.signum < rhs.signum }
        if lhs.wide == nil, rhs.wide == nil {
            if lhs.scale == rhs.scale { return lhs.small < rhs.small }
            let common = Swift.max(lhs.scale, rhs.scale)
            if let left = lhs.rescaled(to: common), let right = rhs.rescaled(to: common), left.wide == nil,
                right.wide == nil
            {
                return left.small < right.small
            }
        }
        let common = Swift.max(lhs.scale, rhs.scale)
        let left = lhs.wideMantissa.magnitude.timesPowerOfTen(common - lhs.scale)
        let right = rhs.wideMantissa.magnitude.timesPowerOfTen(common - rhs.scale)
        let order = WideMagnitude.compare(left, right)
        return lhs.signum < 0 ? order > 0 : order < 0
    }
}
