extension CommodityStyle {
    /// Appends ``format(_:symbol:)``'s text, its bytes written directly: the same bytes, without
    /// making the number, its groups and the symbol into strings first (the month view writes its
    /// totals this way on every line that shows them).
    public func append(_ quantity: ExactDecimal, symbol: String, to out: inout [UInt8]) {
        var places = Swift.max(precision, quantity.normalized.scale)
        if let shown = unambiguousPrecision { places = Swift.max(shown, quantity.normalized.scale) }
        var value = quantity.rounded(toPlaces: places)
        if value.scale < places, let wider = value.rescaled(to: places) { value = wider }
        let decimal = Self.singleByte(decimalMark)
        let mark = groupingMark.flatMap { $0 == decimalMark ? nil : Self.singleByte($0) }
        // Marks of more than one byte (a narrow no-break space) and mantissas over 38 digits take the
        // way through text.
        guard let mantissa = value.smallMantissa, decimal < 0x80, mark.map({ $0 < 0x80 }) ?? true else {
            out.append(contentsOf: format(quantity, symbol: symbol, grouped: true).utf8)
            return
        }
        let needsQuotes = symbol.utf8.contains { $0 < 0x80 && !AmountScanner.isSymbolByte($0) }
        let gap: UInt8? = isSpaced && !symbol.isEmpty ? UInt8(ascii: " ") : nil
        if side == .left, !symbol.isEmpty {
            Self.appendSymbol(symbol, quoted: needsQuotes, to: &out)
            if let gap { out.append(gap) }
        }
        if mantissa < 0 { out.append(UInt8(ascii: "-")) }
        let scale = value.scale
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
            // The mantissa's digits, at least one more than the scale (`0.05`), at the buffer's end.
            var first = 40
            if let small = UInt64(exactly: mantissa.magnitude) {
                var rest = small
                repeat {
                    first -= 1
                    digits[first] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
                    rest /= 10
                } while rest > 0
            } else {
                var rest = mantissa.magnitude
                repeat {
                    first -= 1
                    digits[first] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
                    rest /= 10
                } while rest > 0
            }
            while 40 - first <= scale {
                first -= 1
                digits[first] = UInt8(ascii: "0")
            }
            let integerEnd = 40 - scale
            let integerCount = integerEnd - first
            // A mark goes before each digit whose count to the decimal mark ends a group: bit `n` of
            // `marked` for the digit `n` from the right (a mantissa has at most 39 digits).
            var marked: UInt64 = 0
            if mark != nil {
                var end = 0
                var index = 0
                while true {
                    end += Swift.max(1, groupSizes[Swift.min(index, groupSizes.count - 1)])
                    guard end < integerCount else { break }
                    marked |= 1 << UInt64(end)
                    index += 1
                }
            }
            for position in first..<integerEnd {
                if let mark, marked & 1 << UInt64(integerEnd - position) != 0 { out.append(mark) }
                out.append(digits[position])
            }
            let grouped = marked != 0
            if scale > 0 {
                out.append(decimal)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[integerEnd..<40]))
                if unambiguousPrecision != nil, scale == 3, !grouped {
                    // A lone mark before three digits would read as a thousands separator.
                    out.append(UInt8(ascii: "0"))
                }
            }
        }
        if side == .right, !symbol.isEmpty {
            if let gap { out.append(gap) }
            Self.appendSymbol(symbol, quoted: needsQuotes, to: &out)
        }
    }

    /// The byte of a mark of one byte; 0xFF (never ASCII) for a mark of more.
    private static func singleByte(_ mark: Character) -> UInt8 {
        let bytes = mark.utf8
        return bytes.count == 1 ? bytes.first ?? 0xFF : 0xFF
    }

    private static func appendSymbol(_ symbol: String, quoted: Bool, to out: inout [UInt8]) {
        if quoted { out.append(UInt8(ascii: "\"")) }
        out.append(contentsOf: symbol.utf8)
        if quoted { out.append(UInt8(ascii: "\"")) }
    }
}

extension Journal {
    /// Appends ``format(_:commodity:)``'s text, its bytes written directly.
    public func append(_ quantity: ExactDecimal, commodity: String, to out: inout [UInt8]) {
        (style(of: commodity) ?? CommodityStyle(side: .right, isSpaced: true)).append(
            quantity, symbol: commodity, to: &out)
    }
}
