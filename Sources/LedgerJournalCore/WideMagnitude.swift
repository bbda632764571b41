/// A non-negative integer of any size: the digits of an ``ExactDecimal`` too large for `Int128`.
///
/// Little-endian 64-bit limbs with no zero limb at the top, so zero has no limbs and equal values have
/// equal limbs. Every operation is exact and total (a difference is taken from the larger operand);
/// it is the slow path, used only when a number has more than 38 digits.
struct WideMagnitude: Sendable, Hashable, Comparable {
    /// The limbs, least significant first.
    private(set) var limbs: [UInt64]

    /// The magnitude with these limbs, high zero limbs dropped.
    init(limbs: [UInt64]) {
        self.limbs = limbs
        trim()
    }

    /// The magnitude of `value`.
    init(_ value: UInt128) {
        self.init(limbs: [UInt64(truncatingIfNeeded: value), UInt64(truncatingIfNeeded: value >> 64)])
    }

    /// Zero.
    static let zero = WideMagnitude(limbs: [])

    private mutating func trim() {
        while let last = limbs.last, last == 0 { limbs.removeLast() }
    }

    /// Whether the value is zero.
    var isZero: Bool { limbs.isEmpty }

    /// The value as a `UInt128`, when it fits.
    var uint128: UInt128? {
        switch limbs.count {
        case 0: return 0
        case 1: return UInt128(limbs[0])
        case 2: return UInt128(limbs[1]) << 64 | UInt128(limbs[0])
        default: return nil
        }
    }

    static func < (lhs: WideMagnitude, rhs: WideMagnitude) -> Bool { compare(lhs, rhs) < 0 }

    /// -1, 0 or 1 as `a` is less than, equal to or greater than `b`.
    static func compare(_ a: WideMagnitude, _ b: WideMagnitude) -> Int {
        if a.limbs.count != b.limbs.count { return a.limbs.count < b.limbs.count ? -1 : 1 }
        var index = a.limbs.count - 1
        while index >= 0 {
            if a.limbs[index] != b.limbs[index] { return a.limbs[index] < b.limbs[index] ? -1 : 1 }
            index -= 1
        }
        return 0
    }

    static func + (a: WideMagnitude, b: WideMagnitude) -> WideMagnitude {
        let (long, short) = a.limbs.count >= b.limbs.count ? (a.limbs, b.limbs) : (b.limbs, a.limbs)
        var result = long
        var carry: UInt64 = 0
        for index in result.indices {
            let addend = index < short.count ? short[index] : 0
            if addend == 0 && carry == 0 && index >= short.count { break }
            let (sum1, overflow1) = result[index].addingReportingOverflow(addend)
            let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
            result[index] = sum2
            carry = overflow1 || overflow2 ? 1 : 0
        }
        if carry != 0 { result.append(carry) }
        return WideMagnitude(limbs: result)
    }

    /// `|a - b|`.
    static func distance(_ a: WideMagnitude, _ b: WideMagnitude) -> WideMagnitude {
        let (large, small) = compare(a, b) >= 0 ? (a.limbs, b.limbs) : (b.limbs, a.limbs)
        var result = large
        var borrow: UInt64 = 0
        for index in result.indices {
            let subtrahend = index < small.count ? small[index] : 0
            if subtrahend == 0 && borrow == 0 && index >= small.count { break }
            let (difference1, overflow1) = result[index].subtractingReportingOverflow(subtrahend)
            let (difference2, overflow2) = difference1.subtractingReportingOverflow(borrow)
            result[index] = difference2
            borrow = overflow1 || overflow2 ? 1 : 0
        }
        return WideMagnitude(limbs: result)
    }

    static func * (a: WideMagnitude, b: WideMagnitude) -> WideMagnitude {
        guard !a.isZero, !b.isZero else { return .zero }
        var result = [UInt64](repeating: 0, count: a.limbs.count + b.limbs.count)
        for (i, left) in a.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in b.limbs.enumerated() {
                let (high, low) = left.multipliedFullWidth(by: right)
                let (sum1, overflow1) = low.addingReportingOverflow(result[i + j])
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                result[i + j] = sum2
                // high ≤ 2^64 - 2, so adding two carries cannot overflow.
                carry = high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
            }
            result[i + b.limbs.count] = carry
        }
        return WideMagnitude(limbs: result)
    }

    /// `self × factor + addend`.
    func multiplied(by factor: UInt64, adding addend: UInt64 = 0) -> WideMagnitude {
        var result = limbs
        var carry = addend
        for index in result.indices {
            let (high, low) = result[index].multipliedFullWidth(by: factor)
            let (sum, overflow) = low.addingReportingOverflow(carry)
            result[index] = sum
            carry = high &+ (overflow ? 1 : 0)
        }
        if carry != 0 { result.append(carry) }
        return WideMagnitude(limbs: result)
    }

    /// The quotient and remainder of division by `divisor`, which is not zero.
    func quotientAndRemainder(dividingBy divisor: UInt64) -> (quotient: WideMagnitude, remainder: UInt64) {
        var result = limbs
        var remainder: UInt64 = 0
        var index = result.count - 1
        while index >= 0 {
            (result[index], remainder) = divisor.dividingFullWidth((high: remainder, low: result[index]))
            index -= 1
        }
        return (WideMagnitude(limbs: result), remainder)
    }

    /// The quotient and remainder of division by `divisor`, which is not zero: binary long division,
    /// slow and simple (only averages and proportions of wide numbers divide).
    func quotientAndRemainder(dividingBy divisor: WideMagnitude) -> (quotient: WideMagnitude, remainder: WideMagnitude)
    {
        if let small = divisor.uint128, small <= UInt128(UInt64.max), small > 0 {
            let (quotient, remainder) = quotientAndRemainder(dividingBy: UInt64(small))
            return (quotient, WideMagnitude(UInt128(remainder)))
        }
        guard Self.compare(self, divisor) >= 0 else { return (.zero, self) }
        var quotient = [UInt64](repeating: 0, count: limbs.count)
        var remainder = WideMagnitude.zero
        var bit = limbs.count * 64 - 1
        while bit >= 0 {
            remainder = remainder.multiplied(by: 2, adding: (limbs[bit / 64] >> UInt64(bit % 64)) & 1)
            if Self.compare(remainder, divisor) >= 0 {
                remainder = Self.distance(remainder, divisor)
                quotient[bit / 64] |= 1 << UInt64(bit % 64)
            }
            bit -= 1
        }
        return (WideMagnitude(limbs: quotient), remainder)
    }

    /// The largest power of ten in a limb, and its exponent.
    static let tenToThe19: UInt64 = 10_000_000_000_000_000_000

    /// `10^exponent`.
    static func powerOfTen(_ exponent: Int) -> WideMagnitude {
        WideMagnitude(1).timesPowerOfTen(exponent)
    }

    /// `self × 10^exponent`.
    func timesPowerOfTen(_ exponent: Int) -> WideMagnitude {
        var result = self
        var left = exponent
        while left > 0, !result.isZero {
            let step = Swift.min(left, 19)
            result = result.multiplied(by: ExactDecimal.smallPowersOfTen[step])
            left -= step
        }
        return result
    }

    /// `self / 10^exponent` truncated, with what the division dropped: its first (most significant)
    /// digit and whether any digit after it is nonzero, which is all that rounding needs.
    func dividedByPowerOfTen(_ exponent: Int) -> (quotient: WideMagnitude, firstDropped: UInt64, restNonzero: Bool) {
        var result = self
        var left = exponent
        var first: UInt64 = 0
        var rest = false
        while left > 0 {
            let step = Swift.min(left, 19)
            let (quotient, remainder) = result.quotientAndRemainder(dividingBy: ExactDecimal.smallPowersOfTen[step])
            if first != 0 { rest = true }
            let lower = ExactDecimal.smallPowersOfTen[step - 1]
            first = remainder / lower
            if remainder % lower != 0 { rest = true }
            result = quotient
            left -= step
        }
        return (result, first, rest)
    }

    /// The decimal digits, without leading zeros (`"0"` for zero).
    var decimalDigits: String {
        guard !isZero else { return "0" }
        var chunks: [UInt64] = []
        var rest = self
        while !rest.isZero {
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: Self.tenToThe19)
            chunks.append(remainder)
            rest = quotient
        }
        var text = String(chunks[chunks.count - 1])
        for chunk in chunks.dropLast().reversed() {
            let digits = String(chunk)
            text += String(repeating: "0", count: 19 - digits.count) + digits
        }
        return text
    }

    /// How many trailing decimal zeros the value has, at most `limit` (zero has `limit`).
    func trailingDecimalZeros(upTo limit: Int) -> Int {
        var count = 0
        var rest = self
        while count < limit {
            let step = Swift.min(limit - count, 19)
            let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: ExactDecimal.smallPowersOfTen[step])
            if remainder == 0 {
                count += step
                rest = quotient
                continue
            }
            var digits = remainder
            while digits % 10 == 0 {
                digits /= 10
                count += 1
            }
            return count
        }
        return count
    }
}
