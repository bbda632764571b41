/// Reads an amount (`₩15,000`, `15,000원`, `-5 EUR`, `EUR -5`, `$-5`, `"ABC 1" 3`) from a line's bytes.
struct AmountScanner {
    /// An amount as written, before its number is read with the commodity's decimal mark.
    struct Scanned {
        var symbolStart = 0
        var symbolEnd = 0
        var negative = false
        var numberStart = 0
        var numberEnd = 0
        var side: CommodityStyle.Side = .left
        var isSpaced = false
        /// Where the amount ends in the line.
        var end = 0
    }

    /// A number read with a known decimal mark.
    struct Number {
        var mantissa: Int128
        var scale: Int
        var groupingMark: UInt8?
        var decimalMark: UInt8?
    }

    /// A problem at a byte offset.
    struct Problem: Error {
        var offset: Int
        var message: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int

    /// Whether `byte` can be part of an unquoted commodity symbol (UTF-8 continuation and lead bytes
    /// included, so `₩` and `원` are symbols).
    static func isSymbolByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        switch byte {
        case 0...0x20, 0x7F: return false
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return false
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "@"), UInt8(ascii: "="), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "{"),
            UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"):
            return false
        default: return true
        }
    }

    private func isDigit(_ at: Int) -> Bool {
        at < end && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
    }

    private func skipSpaces(_ at: Int) -> Int {
        var p = at
        while p < end, bytes[p] == 0x20 || bytes[p] == 0x09 { p += 1 }
        return p
    }

    /// Reads a symbol at `at`: quoted, or a run of symbol bytes. Returns (start, end, next) or nil.
    private func symbol(at: Int) throws(Problem) -> (Int, Int, Int)? {
        guard at < end else { return nil }
        if bytes[at] == UInt8(ascii: "\"") {
            var p = at + 1
            while p < end, bytes[p] != UInt8(ascii: "\"") { p += 1 }
            guard p < end else {
                throw Problem(offset: at, message: "unterminated quoted commodity symbol; close it with \"")
            }
            guard p > at + 1 else { throw Problem(offset: at, message: "empty quoted commodity symbol") }
            return (at + 1, p, p + 1)
        }
        var p = at
        while p < end, Self.isSymbolByte(bytes[p]) { p += 1 }
        return p > at ? (at, p, p) : nil
    }

    /// Reads an amount starting at `start`.
    func scan(at start: Int) throws(Problem) -> Scanned {
        var result = Scanned()
        var p = start
        var signed = false
        if p < end, bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "+") {
            result.negative = bytes[p] == UInt8(ascii: "-")
            signed = true
            p += 1
        }
        var hasLeft = false
        if let (s, e, next) = try symbol(at: p) {
            result.symbolStart = s
            result.symbolEnd = e
            hasLeft = true
            p = skipSpaces(next)
            result.isSpaced = p > next
            if !signed, p < end, bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "+") {
                result.negative = bytes[p] == UInt8(ascii: "-")
                p += 1
            }
        }
        result.numberStart = p
        while p < end {
            let byte = bytes[p]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ",")
            {
                p += 1
            } else {
                break
            }
        }
        result.numberEnd = p
        var hasDigit = false
        for index in result.numberStart..<p where isDigit(index) {
            hasDigit = true
            break
        }
        guard hasDigit else {
            throw Problem(
                offset: result.numberStart, message: "expected an amount such as 15,000원, ₩15,000, $12.50 or -5 EUR")
        }
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

    /// Reads the digits of `scanned` with `decimalHint` (the declared decimal mark, if any).
    func number(_ scanned: Scanned, decimalHint: UInt8?) throws(Problem) -> Number {
        let start = scanned.numberStart
        let stop = scanned.numberEnd
        var commas = 0
        var periods = 0
        var lastMark = -1
        var previousWasMark = true
        for index in start..<stop {
            let byte = bytes[index]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") {
                if previousWasMark && index > start {
                    throw Problem(offset: index, message: "two digit marks in a row in this number")
                }
                if byte == UInt8(ascii: ",") { commas += 1 } else { periods += 1 }
                lastMark = index
                previousWasMark = true
            } else {
                previousWasMark = false
            }
        }
        var decimal: UInt8?
        var grouping: UInt8?
        if commas > 0 && periods > 0 {
            decimal = bytes[lastMark]
            grouping = decimal == UInt8(ascii: ",") ? UInt8(ascii: ".") : UInt8(ascii: ",")
            if (decimal == UInt8(ascii: ",") ? commas : periods) > 1 {
                throw Problem(offset: lastMark, message: "this number has more than one decimal mark")
            }
        } else if commas + periods > 1 {
            let mark = commas > 0 ? UInt8(ascii: ",") : UInt8(ascii: ".")
            if decimalHint == mark {
                throw Problem(offset: lastMark, message: "this number has more than one decimal mark")
            }
            grouping = mark
        } else if commas + periods == 1 {
            let mark = bytes[lastMark]
            if let hint = decimalHint {
                if mark == hint { decimal = mark } else { grouping = mark }
            } else if mark == UInt8(ascii: ",") && stop - lastMark - 1 == 3 {
                grouping = mark  // 15,000: a thousands separator unless the journal declares a decimal comma
            } else {
                decimal = mark
            }
        }
        if let decimal, lastMark >= 0, bytes[lastMark] != decimal {
            throw Problem(offset: lastMark, message: "a digit group mark after the decimal mark")
        }
        var mantissa: Int128 = 0
        var scale = 0
        var afterDecimal = false
        for index in start..<stop {
            let byte = bytes[index]
            if byte == decimal {
                afterDecimal = true
            } else if byte != grouping {
                guard let next = ExactDecimal.appendingDigit(mantissa, byte) else {
                    throw Problem(offset: start, message: "amount too large")
                }
                mantissa = next
                if afterDecimal { scale += 1 }
            }
        }
        guard scale <= ExactDecimal.maxScale else {
            throw Problem(offset: start, message: "amount has more than \(ExactDecimal.maxScale) decimal places")
        }
        return Number(
            mantissa: scanned.negative ? -mantissa : mantissa, scale: scale, groupingMark: grouping,
            decimalMark: decimal)
    }
}
