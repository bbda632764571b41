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
        let start = out.count
        out.appendDigits(of: mantissa.magnitude)
        let scale = value.scale
        var digitCount = out.count - start
        if digitCount <= scale {
            // `0.05`: zeros before the digits, one of them the integer part.
            let zeros = scale - digitCount + 1
            out.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: zeros), at: start)
            digitCount += zeros
        }
        let integerCount = digitCount - scale
        var grouped = false
        if let mark {
            // Marks go before the digits whose count from the decimal mark ends a group.
            var ends: [Int] = []
            var end = 0
            var index = 0
            while true {
                end += groupSizes[Swift.min(index, groupSizes.count - 1)]
                guard end < integerCount else { break }
                ends.append(end)
                index += 1
            }
            if !ends.isEmpty {
                grouped = true
                for end in ends { out.insert(mark, at: start + integerCount - end) }
            }
        }
        if scale > 0 {
            // The decimal mark goes before the fraction's digits, which the marks above did not move.
            out.insert(decimal, at: out.count - scale)
            if unambiguousPrecision != nil, scale == 3, !grouped {
                // A lone mark before three digits would read as a thousands separator.
                out.append(UInt8(ascii: "0"))
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
