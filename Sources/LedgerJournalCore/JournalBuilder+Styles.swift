/// Settling each commodity's display style once everything is read, and the one warning about numbers
/// whose lone mark was taken as a decimal mark.
extension JournalBuilder {
    /// Fixes each commodity's style as hledger 1.25 chooses it (declared, else `D`, else inferred from
    /// the `P` directives' and the postings' amounts, in that order), before anything is balanced at
    /// display precision; a commodity written only in costs, assertions or rules takes the style of
    /// those.
    /// A commodity whose mark is in doubt (see ``warnAboutDoubtfulAmounts()``) is shown unambiguously
    /// (``CommodityStyle/unambiguousPrecision``) with the decimal places of its amounts beyond doubt.
    mutating func settleStyles() {
        for index in commodityInfo.indices {
            var style = commodityInfo[index].style
            if commodityInfo[index].isMarkInDoubt { style?.unambiguousPrecision = commodityInfo[index].plainPrecision }
            commodityInfo[index].settledStyle = style
        }
    }

    /// Warns once, at the first amount, when some amount like `5,400` was read as 5.4 because no
    /// directive says what its mark means and no amount of its commodity uses that mark as a decimal
    /// mark beyond doubt, so that a person who meant thousands learns what to add.
    mutating func warnAboutDoubtfulAmounts() {
        var first: (commodity: Int, amount: DoubtfulAmount)?
        var count = 0
        for (index, info) in commodityInfo.enumerated() {
            guard info.isMarkInDoubt, let amount = info.firstDoubtful else { continue }
            count += info.doubtfulCount
            if let current = first?.amount,
                (current.file, current.line, current.offset) <= (amount.file, amount.line, amount.offset)
            {
                continue
            }
            first = (index, amount)
        }
        guard let (index, amount) = first else { return }
        let symbol = commodities.string(Int32(index))
        let directive = Self.commodityDirective(
            symbol: symbol, style: commodityInfo[index].style ?? CommodityStyle(), groupMark: amount.mark,
            precision: commodityInfo[index].plainPrecision)
        let warning = makeError(
            file: amount.file, line: amount.line, offset: amount.offset, length: amount.length,
            lineStart: amount.lineStart, lineEnd: amount.lineEnd,
            .ambiguousNumberReadAsDecimal(
                commodity: symbol, text: amount.text, value: amount.value.normalized.description,
                directive: directive, count: count))
        let position = warnings.firstIndex { other in
            let file = files.firstIndex { $0.path == other.path } ?? 0
            return (file, other.line, other.column) > (amount.file, warning.line, warning.column)
        }
        warnings.insert(warning, at: position ?? warnings.endIndex)
    }

    /// The `commodity` directive that makes `groupMark` a digit group mark for `symbol`, written the
    /// way the journal writes the symbol, with `precision` decimal places: `commodity 1,000.원`,
    /// `commodity $1,000.00`, `commodity 1.000,00 EUR`. The decimal mark is always written (hledger
    /// reads `commodity 1,000원` as a decimal comma).
    static func commodityDirective(symbol: String, style: CommodityStyle, groupMark: UInt8, precision: Int)
        -> String
    {
        let group = Character(Unicode.Scalar(groupMark))
        let decimal: Character = group == "." ? "," : "."
        let number = "1" + String(group) + "000" + String(decimal) + String(repeating: "0", count: max(0, precision))
        let written = CommodityStyle.quoted(symbol)
        let gap = style.isSpaced ? " " : ""
        switch style.side {
        case .left: return "commodity " + written + gap + number
        case .right: return "commodity " + number + gap + written
        }
    }
}
