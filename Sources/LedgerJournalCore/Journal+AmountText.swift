extension Journal {
    /// `amount` written so that, appended at the end of the file `path` (one of ``paths``; the first
    /// when `nil`), this reader and hledger 1.25 read it back as exactly `amount`, for writing new
    /// entries.
    ///
    /// The journal's own style for the commodity comes first (``format(_:)``), when it reads back the
    /// same under the directives in force at the end of that file; else the same without digit
    /// groups; else with the other decimal mark. So `5400원` is written where no directive says what a
    /// lone `,` means (hledger would read `5,400원` as 5.4), and `5,400원` where `decimal-mark .` or
    /// `commodity 1,000.원` does. When no form reads back (an amount without a symbol in a file whose
    /// `D` directive names one), the journal's style is returned.
    public func text(for amount: Amount, appendedTo path: String? = nil) -> String {
        let styled = format(amount)
        var style = self.style(of: amount.commodity) ?? CommodityStyle(side: .right, isSpaced: true)
        let scope = readingScope(at: path)
        let suggestion = suggestion(for: amount.commodity, in: scope)
        if reads(styled, as: amount, suggestion: suggestion, scope: scope) { return styled }
        for mark in [style.decimalMark, style.decimalMark == "." ? "," : "."] as [Character] {
            style.decimalMark = mark
            let plain = style.format(amount.quantity, symbol: amount.commodity, grouped: false)
            if reads(plain, as: amount, suggestion: suggestion, scope: scope) { return plain }
        }
        return styled
    }

    /// The directives in force at the end of `path` (the first file when `nil` or not found).
    private func readingScope(at path: String?) -> ReadingScope {
        let index = path.flatMap { path in storage.files.firstIndex { $0.path == path } } ?? 0
        return index < storage.endScopes.count ? storage.endScopes[index] : ReadingScope()
    }

    /// What settles an ambiguous number of `commodity` there, in the parser's order: the
    /// `decimal-mark` directive, the commodity's declared style, the `D` directive's.
    private func suggestion(for commodity: String, in scope: ReadingScope) -> AmountScanner.Suggestion? {
        if let mark = scope.decimalMark { return AmountScanner.Suggestion(decimalMark: mark) }
        if let index = storage.commoditySymbols.firstIndex(of: commodity), index < storage.commoditySuggestions.count,
            let declared = storage.commoditySuggestions[index]
        {
            return declared
        }
        return scope.defaultStyle
    }

    /// Whether `text`, read as a posting's amount is read, is `amount`.
    private func reads(
        _ text: String, as amount: Amount, suggestion: AmountScanner.Suggestion?, scope: ReadingScope
    ) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            let scanner = AmountScanner(bytes: bytes, end: bytes.count)
            guard let scanned = try? scanner.scan(at: 0), scanned.end == bytes.count,
                let number = try? scanner.number(scanned, suggestion: suggestion)
            else { return false }
            var symbol = String(decoding: bytes[scanned.symbolStart..<scanned.symbolEnd], as: UTF8.self)
            if scanned.symbolStart == scanned.symbolEnd, let implied = scope.defaultCommodity,
                Int(implied) < storage.commoditySymbols.count
            {
                symbol = storage.commoditySymbols[Int(implied)]
            }
            return symbol == amount.commodity
                && scanner.value(of: number) == amount.quantity
        }
    }
}
