/// Reads an amount (`₩15,000`, `15,000원`, `-5 EUR`, `EUR -5`, `$- 20`, `"acid (vial)" 3`, `1 000,50 EUR`,
/// `1.5E-3 X`) from a line's bytes, with hledger's number grammar: one kind of digit group mark (`,`, `.`
/// or a space), an optional decimal mark of the other kind, an optional exponent; a number with a single
/// `,` or `.` and nothing else is ambiguous and is settled by the commodity's declared style.
struct AmountScanner {
    /// How the digits of a number are laid out, before a style settles an ambiguous mark.
    struct RawNumber {
        /// Where the first digit or mark is.
        var start = 0
        /// One past the last digit or mark (the exponent is not included).
        var end = 0
        /// The digit group mark, when the number has groups (or the mark of an ambiguous number).
        var groupMark: UInt8?
        /// The decimal mark, when the number has one.
        var decimalMark: UInt8?
        /// A single `,` or `.` between two digit runs, which may be either mark.
        var isAmbiguous = false
        /// The power of ten after `E`, 0 when none.
        var exponent = 0
        /// Where the number ends, its exponent included.
        var afterExponent = 0
    }

    /// An amount as written.
    struct Scanned {
        var symbolStart = 0
        var symbolEnd = 0
        var negative = false
        var side: CommodityStyle.Side = .left
        var isSpaced = false
        var number = RawNumber()
        /// Where the amount ends in the line.
        var end = 0
    }

    /// A number read with its marks settled.
    /// A number read with its marks settled. Plain data: a number of more than 38 digits keeps only
    /// where it is (``raw``), and ``AmountScanner/value(of:)`` reads its digits again, the slow way.
    struct Number {
        /// The digits, signed, when they fit (`isWide` false); else 0.
        var mantissa: Int128
        /// How many decimal places the number has as written (its exponent applied).
        var scale: Int
        /// The digits do not fit an `Int128`.
        var isWide = false
        /// Where the digits and marks are, and the exponent, for reading a wide number again.
        var start: Int32 = 0
        var end: Int32 = 0
        var exponent: Int32 = 0
        var negative = false
        var groupingMark: UInt8?
        var decimalMark: UInt8?
        /// The ambiguous mark was taken as a decimal mark for want of a declared style.
        var guessedDecimal = false
        /// A lone mark between digits, a nonzero digit first and exactly three digits after the mark
        /// (`5,400`, `10.000`; not `0,075` or `5,40`): the shape of a whole number with a thousands
        /// separator, however a style settled it.
        var hasThousandsShape = false

        /// The number has that shape and its mark was taken as a decimal mark for want of a style.
        var looksLikeThousands: Bool { guessedDecimal && hasThousandsShape }
    }

    /// What a declared style says about the marks, to settle an ambiguous number.
    struct Suggestion {
        var decimalMark: UInt8?
        var groupingMark: UInt8?
        var precision: Int?

        /// Whether `mark` may be this style's decimal mark (hledger's rule).
        func allowsDecimal(_ mark: UInt8) -> Bool {
            if let decimalMark { return decimalMark == mark }
            if let groupingMark { return groupingMark != mark }
            if precision == 0 { return false }
            return true
        }
    }

    /// A problem at a byte offset.
    struct Problem: Error {
        var offset: Int
        var problem: JournalProblem
        var length = 1

        init(offset: Int, _ problem: JournalProblem, length: Int = 1) {
            self.offset = offset
            self.problem = problem
            self.length = length
        }
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int

    /// Whether `byte` can be part of an unquoted commodity symbol: anything but digits, whitespace and
    /// `-+.@*;"{}=` (so `₩`, `원`, `A,B` and `A(B)` are symbols), as in hledger.
    static func isSymbolByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        switch byte {
        case 0...0x20, 0x7F: return false
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return false
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "@"), UInt8(ascii: "*"),
            UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="):
            return false
        default: return true
        }
    }

    private func isDigit(_ at: Int) -> Bool {
        at < end && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
    }

    private func isMark(_ at: Int) -> Bool {
        at < end && (bytes[at] == UInt8(ascii: ".") || bytes[at] == UInt8(ascii: ","))
    }

    private func skipSpaces(_ at: Int) -> Int { Whitespace.skip(bytes, from: at, end: end) }

    private func digits(from at: Int) -> Int {
        var p = at
        while isDigit(p) { p += 1 }
        return p
    }

    /// Reads a commodity symbol at `at`: quoted, or a run of symbol bytes (stopping at Unicode spaces).
    /// Returns (start, end, next) or nil.
    private func symbol(at: Int) throws(Problem) -> (Int, Int, Int)? {
        guard at < end else { return nil }
        if bytes[at] == UInt8(ascii: "\"") {
            var p = at + 1
            while p < end, bytes[p] != UInt8(ascii: "\""), bytes[p] != UInt8(ascii: ";") { p += 1 }
            guard p < end, bytes[p] == UInt8(ascii: "\"") else { throw Problem(offset: at, .unterminatedQuote) }
            guard p > at + 1 else { throw Problem(offset: at, .emptyQuotedCommodity, length: 2) }
            return (at + 1, p, p + 1)
        }
        var p = at
        while p < end, Self.isSymbolByte(bytes[p]), Whitespace.length(bytes, at: p, end: end) == 0 { p += 1 }
        return p > at ? (at, p, p) : nil
    }

    /// Reads an amount starting at `start`.
    func scan(at start: Int) throws(Problem) -> Scanned {
        var result = Scanned()
        var p = start
        if p < end, bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "+") {
            result.negative = bytes[p] == UInt8(ascii: "-")
            p = skipSpaces(p + 1)
        }
        var hasLeft = false
        if let (s, e, next) = try symbol(at: p) {
            result.symbolStart = s
            result.symbolEnd = e
            hasLeft = true
            p = skipSpaces(next)
            result.isSpaced = p > next
            if p < end, bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "+") {
                if bytes[p] == UInt8(ascii: "-") { result.negative.toggle() }
                p = skipSpaces(p + 1)
            }
        }
        result.number = try rawNumber(at: p)
        p = result.number.afterExponent
        if !hasLeft {
            let afterNumber = p
            let q = skipSpaces(p)
            if let (s, e, next) = try symbol(at: q) {
                result.symbolStart = s
                result.symbolEnd = e
                result.side = .right
                result.isSpaced = q > afterNumber
                p = next
            }
        }
        result.end = p
        return result
    }

    /// Reads the digits and marks of a number at `at` (hledger's `rawnumberp` and exponent).
    func rawNumber(at start: Int) throws(Problem) -> RawNumber {
        var raw = RawNumber()
        raw.start = start
        var p = start
        if isMark(p) && isDigit(p + 1) {
            raw.decimalMark = bytes[p]
            p = digits(from: p + 1)
        } else {
            guard isDigit(p) else { throw Problem(offset: start, .expectedAmount) }
            p = digits(from: p)
            if p < end, bytes[p] == UInt8(ascii: ".") || bytes[p] == UInt8(ascii: ",") || bytes[p] == 0x20,
                isDigit(p + 1)
            {
                let separator = bytes[p]
                p = digits(from: p + 1)
                var groups = 2
                while p < end, bytes[p] == separator, isDigit(p + 1) {
                    p = digits(from: p + 1)
                    groups += 1
                }
                if isMark(p) && bytes[p] != separator {
                    raw.groupMark = separator
                    raw.decimalMark = bytes[p]
                    p = digits(from: p + 1)
                } else if groups == 2 && separator != 0x20 {
                    raw.groupMark = separator
                    raw.isAmbiguous = true
                } else {
                    raw.groupMark = separator
                }
            } else if isMark(p) {
                raw.decimalMark = bytes[p]
                p += 1
            }
        }
        raw.end = p
        if isMark(p) { throw Problem(offset: p, .invalidNumber(.misplacedMark)) }
        if p + 1 < end, bytes[p] == 0x20, isDigit(p + 1) {
            throw Problem(offset: p + 1, .invalidNumber(.digitAfterSpace))
        }
        raw.afterExponent = p
        if p < end, bytes[p] == UInt8(ascii: "e") || bytes[p] == UInt8(ascii: "E") {
            var q = p + 1
            var negative = false
            if q < end, bytes[q] == UInt8(ascii: "-") || bytes[q] == UInt8(ascii: "+") {
                negative = bytes[q] == UInt8(ascii: "-")
                q += 1
            }
            if isDigit(q) {
                var value = 0
                while isDigit(q) {
                    // Past the limit the number is refused anyway; the value only has to stay past it.
                    if value <= Self.maxDigits { value = value * 10 + Int(bytes[q] - UInt8(ascii: "0")) }
                    q += 1
                }
                raw.exponent = negative ? -value : value
                raw.afterExponent = q
            }
        }
        return raw
    }

    /// The most digits a number may have, as written or as its exponent makes it (`1E100000`); hledger
    /// has no limit, but a longer number is no amount anyone keeps.
    static let maxDigits = 100_000

    /// `10^exponent` as a whole number.
    static func powerOfTen(_ exponent: Int) -> ExactDecimal {
        if exponent <= 38 { return ExactDecimal(uncheckedMantissa: ExactDecimal.powersOfTen[exponent], scale: 0) }
        return ExactDecimal(magnitude: WideMagnitude.powerOfTen(exponent), negative: false, scale: 0)
    }

    /// The exact value of `number`, read by ``number(_:suggestion:)`` from these bytes.
    @inline(__always)
    func value(of number: Number) -> ExactDecimal {
        guard number.isWide else { return ExactDecimal(uncheckedMantissa: number.mantissa, scale: number.scale) }
        return wideValue(of: number)
    }

    /// The value of a number of more than 38 digits: its digits read again, its exponent applied.
    private func wideValue(of number: Number) -> ExactDecimal {
        var raw = RawNumber()
        raw.start = Int(number.start)
        raw.end = Int(number.end)
        raw.decimalMark = number.decimalMark
        raw.exponent = Int(number.exponent)
        var decimals = 0
        var afterDecimal = false
        for index in raw.start..<raw.end {
            let byte = bytes[index]
            if raw.decimalMark == byte && !afterDecimal {
                afterDecimal = true
            } else if afterDecimal && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                decimals += 1
            }
        }
        let scale = decimals - raw.exponent
        var value = wideDigits(raw, scale: Swift.max(scale, 0))
        if scale < 0 { value = value * Self.powerOfTen(-scale) }
        return number.negative ? -value : value
    }

    /// The digits of `raw` (marks skipped) as a positive number of `scale` places, read nineteen digits
    /// at a time: the slow path, for a number of more than 38 digits.
    private func wideDigits(_ raw: RawNumber, scale: Int) -> ExactDecimal {
        var magnitude = WideMagnitude.zero
        var chunk: UInt64 = 0
        var chunkDigits = 0
        for index in raw.start..<raw.end {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { continue }
            chunk = chunk * 10 + UInt64(byte - UInt8(ascii: "0"))
            chunkDigits += 1
            if chunkDigits == 19 {
                magnitude = magnitude.multiplied(by: WideMagnitude.tenToThe19, adding: chunk)
                chunk = 0
                chunkDigits = 0
            }
        }
        if chunkDigits > 0 {
            magnitude = magnitude.multiplied(by: ExactDecimal.smallPowersOfTen[chunkDigits], adding: chunk)
        }
        return ExactDecimal(magnitude: magnitude, negative: false, scale: scale)
    }

    /// The sizes of a number's digit groups as hledger keeps them: from the decimal mark leftwards,
    /// the first (leftmost) group left out when it is shorter than the next (`1,234,567` is `[3, 3]`,
    /// `12,34,567` is `[3, 2]`).
    func groupSizes(_ raw: RawNumber, groupMark: UInt8, decimalMark: UInt8?) -> [Int] {
        var sizes: [Int] = []
        var run = 0
        for index in raw.start..<raw.end {
            let byte = bytes[index]
            if byte == decimalMark { break }
            if byte == groupMark {
                sizes.append(run)
                run = 0
            } else {
                run += 1
            }
        }
        sizes.append(run)
        if sizes.count >= 2, sizes[0] < sizes[1] { sizes.removeFirst() }
        return sizes.reversed()
    }

    /// The number's value with its marks settled by `suggestion` (a declared style), as hledger does:
    /// an ambiguous mark is a decimal mark unless the style says it cannot be.
    func number(_ scanned: Scanned, suggestion: Suggestion?) throws(Problem) -> Number {
        var raw = scanned.number
        var guessed = false
        if raw.isAmbiguous, let mark = raw.groupMark {
            if suggestion.map({ $0.allowsDecimal(mark) }) ?? true {
                raw.decimalMark = mark
                raw.groupMark = nil
                guessed = suggestion == nil
            }
        }
        if raw.groupMark != nil && raw.exponent != 0 {
            throw Problem(offset: raw.start, .invalidNumber(.groupsWithExponent), length: raw.end - raw.start)
        }
        guard raw.end - raw.start <= Self.maxDigits, raw.exponent <= Self.maxDigits else {
            throw Problem(offset: raw.start, .amountTooLarge, length: raw.end - raw.start)
        }
        var mantissa: Int128 = 0
        var scale = 0
        var afterDecimal = false
        var fits = true
        for index in raw.start..<raw.end {
            let byte = bytes[index]
            if raw.decimalMark == byte && !afterDecimal {
                afterDecimal = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if fits, let next = ExactDecimal.appendingDigit(mantissa, byte) {
                    mantissa = next
                } else {
                    fits = false
                }
                if afterDecimal { scale += 1 }
            }
        }
        scale -= raw.exponent
        guard scale <= ExactDecimal.maxScale else {
            throw Problem(
                offset: raw.start, .tooManyDecimals(limit: ExactDecimal.maxScale), length: raw.end - raw.start)
        }
        var isWide = !fits
        if fits, scale < 0 {
            // A positive exponent past the decimal places: whole digits.
            if -scale <= 38 {
                let (scaled, overflow) = mantissa.multipliedReportingOverflow(by: ExactDecimal.powersOfTen[-scale])
                if overflow { isWide = true } else { mantissa = scaled }
            } else {
                isWide = mantissa != 0
            }
        }
        let thousands =
            scanned.number.isAmbiguous && raw.exponent == 0 && raw.end - raw.start >= 5
            && bytes[raw.end - 4] == (raw.decimalMark ?? raw.groupMark) && bytes[raw.start] != UInt8(ascii: "0")
        return Number(
            mantissa: isWide ? 0 : (scanned.negative ? -mantissa : mantissa), scale: Swift.max(scale, 0),
            isWide: isWide, start: Int32(truncatingIfNeeded: raw.start), end: Int32(truncatingIfNeeded: raw.end),
            exponent: Int32(truncatingIfNeeded: raw.exponent), negative: scanned.negative, groupingMark: raw.groupMark,
            decimalMark: raw.decimalMark, guessedDecimal: guessed, hasThousandsShape: thousands)
    }
}

/// Whitespace as hledger reads it within a line: space, tab, vertical tab, form feed, carriage return
/// and the Unicode space separators (no-break space, ideographic space U+3000, …).
enum Whitespace {
    /// How many bytes of whitespace start at `at` (0 when none).
    @inline(__always)
    static func length(_ bytes: UnsafeBufferPointer<UInt8>, at: Int, end: Int) -> Int {
        guard at < end else { return 0 }
        let byte = bytes[at]
        if byte < 0x80 { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) ? 1 : 0 }
        return unicodeLength(bytes, at: at, end: end)
    }

    private static func unicodeLength(_ bytes: UnsafeBufferPointer<UInt8>, at: Int, end: Int) -> Int {
        let byte = bytes[at]
        if byte == 0xC2, at + 1 < end, bytes[at + 1] == 0xA0 { return 2 }  // U+00A0
        guard at + 2 < end else { return 0 }
        let b1 = bytes[at + 1]
        let b2 = bytes[at + 2]
        switch byte {
        case 0xE1: return b1 == 0x9A && b2 == 0x80 ? 3 : 0  // U+1680
        case 0xE2:
            if b1 == 0x80 && (b2 <= 0x8A || b2 == 0xAF) { return 3 }  // U+2000…200A, U+202F
            return b1 == 0x81 && b2 == 0x9F ? 3 : 0  // U+205F
        case 0xE3: return b1 == 0x80 && b2 == 0x80 ? 3 : 0  // U+3000
        default: return 0
        }
    }

    /// `from` moved past any whitespace.
    @inline(__always)
    static func skip(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, end: Int) -> Int {
        var p = from
        while p < end {
            let n = length(bytes, at: p, end: end)
            if n == 0 { break }
            p += n
        }
        return p
    }
}
