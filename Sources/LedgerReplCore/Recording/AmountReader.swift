import LedgerJournalCore

/// Reads an amount from one or two words of a sentence: `5,400원`, `₩5,400`, `$12.50`, `12.50 usd`,
/// `5400`, `-5,400원`, `3만5천원`, `만 원`, `오천원`, `1.5만`.
///
/// A number's marks are read the way the journal reads them: with a decimal point, `5,400` is five
/// thousand four hundred and `12.50` twelve and a half; with a decimal comma (a journal writing
/// `1.234,50 EUR`), the other way round. Where the journal only guessed its mark (`5,400원` read as 5.4
/// for want of `decimal-mark`), a lone mark before three digits groups thousands and any other lone mark
/// is a decimal point, as people write amounts. A word that looks like a number but reads as none
/// (`5,40` with a decimal point) is an error, never a description.
struct AmountReader {
    /// The journal's commodity symbols, which count as units too (`EUR`, `AAPL`).
    var commodities: [String]
    /// The decimal mark for every number when `marks` is not given; `nil` reads marks as people write
    /// them (see ``JournalMarks/decimalMark(forUnit:)``).
    var decimalMark: Character? = "."
    /// The journal's decimal marks by commodity, which settle each number by the unit said with it.
    var marks: JournalMarks?

    /// The decimal mark for a number said with `unit` (lower case), or `nil` when it is only a guess.
    private func decimalMark(forUnit unit: String?) -> Character? {
        marks.map { $0.decimalMark(forUnit: unit) } ?? decimalMark
    }

    /// What the words at the start of a sentence's remaining words say.
    struct Found {
        /// The amount.
        var amount: SpokenAmount
        /// How many words it took (1 or 2).
        var length: Int
        /// Whether it names a currency or a unit, or is written in Korean units (`3만`): then it is
        /// clearly money, never a count or a date.
        var isMarked: Bool
        /// Whether the number alone looks like money: grouped (`5,400`) or with two decimals (`12.50`).
        var looksLikeMoney: Bool
    }

    private static let hangulDigits: [Character: Int] = [
        "영": 0, "공": 0, "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9,
    ]
    private static let smallUnits: [Character: Int] = ["십": 1, "백": 2, "천": 3]
    private static let largeUnits: [Character: Int] = ["만": 4, "억": 8, "조": 12]
    /// Endings that may follow the unit of a Korean amount: `5,400원에`, `만원어치`, `3천원짜리`.
    private static let unitEndings = ["어치", "짜리", "정도", "쯤", "으로", "에", "을", "이", "은", "씩"]

    /// The amount `word` (normalised) says, alone or with `next` (`12.50 usd`, `$ 12.50`, `만 원`); `nil`
    /// when it is no amount at all; an error when it looks like a number but is not one.
    func read(_ word: String, next: String?) throws(RecordingError) -> Found? {
        let alone = try read(word)
        guard let next, alone == nil || alone?.amount.unit == nil else { return alone }
        // A symbol, then the number: `$ 12.50`, `₩ 5,400`.
        if alone == nil, isLeftSymbol(word), let found = try read(word + next), found.amount.unit != nil {
            var spaced = found
            spaced.length = 2
            spaced.amount.text = word + " " + next
            spaced.amount.style.isSpaced = true
            return spaced
        }
        // The number, then the unit: `12.50 usd`, `만 원`, `5천 원`.
        if let nextUnit = unit(in: next), let number = try number(word, needsUnit: true, unit: nextUnit) {
            var found = try read(word + next)
            found?.length = 2
            found?.amount.text = word + " " + next
            found?.amount.style.isSpaced = !number.hasKoreanUnits && next.unicodeScalars.first.map(Self.isASCII) == true
            return found
        }
        return alone
    }

    /// The amount one word says, or `nil`.
    private func read(_ word: String) throws(RecordingError) -> Found? {
        var rest = Substring(word)
        var negative = false
        if let first = rest.first, first == "-" || first == "+" {
            negative = first == "-"
            rest = rest.dropFirst()
        }
        var leftSymbol: String?
        if let symbol = leftSymbols.first(where: { rest.hasPrefix($0) && rest.count > $0.count }) {
            leftSymbol = symbol
            rest = rest.dropFirst(symbol.count)
            if !negative, let first = rest.first, first == "-" || first == "+" {
                negative = first == "-"
                rest = rest.dropFirst()
            }
        }
        // The number runs up to the first character that is neither a digit, a mark nor a Korean
        // numeral; what follows must be a unit (or nothing).
        let numberEnd = rest.firstIndex { !Self.isNumberCharacter($0) } ?? rest.endIndex
        let body = String(rest[..<numberEnd])
        var unitText = String(rest[numberEnd...])
        guard !body.isEmpty else { return nil }
        var unitName: String?
        if !unitText.isEmpty {
            guard leftSymbol == nil, let named = unit(in: unitText) else {
                // `5,400원에` with an ending after the unit, or no unit at all (`이마트`, `3rd`).
                return nil
            }
            unitName = named
            unitText = named
        }
        let said = leftSymbol ?? unitName
        guard let number = try number(body, needsUnit: said == nil, unit: said) else { return nil }
        var quantity = number.value
        if negative, let flipped = quantity.negated() { quantity = flipped }
        let style = CommodityStyle(
            side: leftSymbol != nil ? .left : .right, isSpaced: false,
            groupingMark: number.isGrouped || number.hasKoreanUnits ? (number.decimalMark == "," ? "." : ",") : nil,
            decimalMark: number.decimalMark, precision: number.scale)
        let amount = SpokenAmount(
            quantity: quantity, unit: said.map { commodity(spelled: $0) },
            currency: said.flatMap { Currency.named($0.lowercased()) }, text: word, style: style)
        return Found(
            amount: amount, length: 1, isMarked: said != nil || number.hasKoreanUnits,
            looksLikeMoney: number.isGrouped || number.scale == 2)
    }

    /// A number read from digits, marks and Korean numerals.
    struct Number {
        var value: ExactDecimal
        var scale: Int
        var isGrouped: Bool
        var hasKoreanUnits: Bool
        /// The decimal mark the number was read with (the one it would have, for a whole number).
        var decimalMark: Character = "."
    }

    /// The number `body` says, said with `unit` (lower case, `nil` for none), or `nil` when it is none;
    /// `needsUnit` refuses Hangul-only numerals without a unit (`이`, `오` are words too).
    func number(_ body: String, needsUnit: Bool, unit: String? = nil) throws(RecordingError) -> Number? {
        guard !body.isEmpty, body.allSatisfy(Self.isNumberCharacter) else { return nil }
        let hasASCIIDigit = body.contains { $0.isASCII && $0.isNumber }
        let hasKorean = body.contains { !$0.isASCII }
        let mark = decimalMark(forUnit: unit?.lowercased())
        if !hasKorean { return try plainNumber(body, decimalMark: mark) }
        if needsUnit && !hasASCIIDigit && !body.contains(where: { Self.largeUnits[$0] != nil }) { return nil }
        return try koreanNumber(body, decimalMark: mark)
    }

    /// Digits with grouping and decimal marks, read with `decimalMark` (the journal's); with `nil`, a lone
    /// mark before three digits groups them and any other lone mark is a decimal point.
    private func plainNumber(_ body: String, decimalMark: Character?) throws(RecordingError) -> Number? {
        guard body.contains(where: \.isNumber) else { return nil }
        let marks = body.filter { $0 == "," || $0 == "." }
        var decimal: Character?
        var grouping: Character?
        if marks.contains(",") && marks.contains(".") {
            decimal = body.last { $0 == "," || $0 == "." }
            grouping = decimal == "," ? "." : ","
        } else if let mark = marks.first {
            if marks.count == 1, decimalMark == nil {
                // As people write amounts: `5,400` groups thousands, `12,50` and `0.500` have decimals.
                if Self.isGrouped(body, by: mark), body.first != "0" { grouping = mark } else { decimal = mark }
            } else if mark == decimalMark && marks.count == 1 {
                decimal = mark
            } else if Self.isGrouped(body, by: mark) {
                grouping = mark
            } else {
                throw .unreadableAmount(body)  // `5,40` with a decimal point: neither 5.40 nor 540
            }
        }
        if let grouping {
            let integerPart = decimal.flatMap { mark in body.lastIndex(of: mark).map { String(body[..<$0]) } } ?? body
            guard Self.isGrouped(integerPart, by: grouping) else { throw .unreadableAmount(body) }
        }
        if let decimal, body.filter({ $0 == decimal }).count > 1 { throw .unreadableAmount(body) }
        var digits = ""
        var scale = 0
        var afterDecimal = false
        for character in body {
            if character == decimal {
                afterDecimal = true
            } else if character != grouping {
                digits.append(character)
                if afterDecimal { scale += 1 }
            }
        }
        guard !digits.isEmpty, !(afterDecimal && scale == 0) else { throw .unreadableAmount(body) }
        let plain = scale > 0 ? String(digits.dropLast(scale)) + "." + String(digits.suffix(scale)) : digits
        guard let value = ExactDecimal(plain.hasPrefix(".") ? "0" + plain : plain) else { throw .amountTooLarge(body) }
        let mark = decimal ?? grouping.map { $0 == "," ? "." : "," } ?? decimalMark ?? "."
        return Number(value: value, scale: scale, isGrouped: grouping != nil, hasKoreanUnits: false, decimalMark: mark)
    }

    /// `5,400` grouped by `,` in threes (the first group one to three digits).
    private static func isGrouped(_ text: String, by mark: Character) -> Bool {
        let groups = text.split(separator: mark, omittingEmptySubsequences: false)
        guard groups.count > 1, let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 } && groups.allSatisfy { $0.allSatisfy(\.isNumber) }
    }

    /// A number in Korean units, Sino-Korean numerals or digits between them: `3만5천`, `1만2천5백`,
    /// `2천만`, `만`, `오천`, `십만`, `1.5만`.
    private func koreanNumber(_ body: String, decimalMark: Character?) throws(RecordingError) -> Number? {
        var total = ExactDecimal.zero
        var group = ExactDecimal.zero  // below the next large unit
        var current: ExactDecimal?  // the number said just before a unit
        var pendingDigits = ""
        var sawUnit = false
        func flushDigits() throws(RecordingError) {
            guard !pendingDigits.isEmpty else { return }
            guard current == nil, let number = try plainNumber(pendingDigits, decimalMark: decimalMark) else {
                throw .unreadableAmount(body)
            }
            current = number.value
            pendingDigits = ""
        }
        for character in body {
            if character.isASCII {
                pendingDigits.append(character)
                continue
            }
            try flushDigits()
            if let digit = Self.hangulDigits[character] {
                guard current == nil else { throw .unreadableAmount(body) }
                current = ExactDecimal(digit)
            } else if let power = Self.smallUnits[character] {
                let unit = Self.power(power)
                guard let part = (current ?? ExactDecimal(1)).multiplied(by: unit), let sum = group.adding(part) else {
                    throw .amountTooLarge(body)
                }
                group = sum
                current = nil
                sawUnit = true
            } else if let power = Self.largeUnits[character] {
                let unit = Self.power(power)
                guard var sum = group.adding(current ?? .zero) else { throw .amountTooLarge(body) }
                if sum.isZero { sum = ExactDecimal(1) }
                guard let part = sum.multiplied(by: unit), let next = total.adding(part) else {
                    throw .amountTooLarge(body)
                }
                total = next
                group = .zero
                current = nil
                sawUnit = true
            } else {
                return nil
            }
        }
        try flushDigits()
        guard let rest = group.adding(current ?? .zero), let value = total.adding(rest) else {
            throw .amountTooLarge(body)
        }
        guard sawUnit || body.count == 1 || current != nil else { return nil }
        let normalized = value.normalized
        return Number(
            value: normalized, scale: normalized.scale, isGrouped: false, hasKoreanUnits: sawUnit,
            decimalMark: decimalMark ?? ".")
    }

    /// Whether `character` can be part of a number: ASCII digits and marks, Sino-Korean numerals and units.
    static func isNumberCharacter(_ character: Character) -> Bool {
        if character.isASCII { return character.isNumber || character == "," || character == "." }
        return hangulDigits[character] != nil || smallUnits[character] != nil || largeUnits[character] != nil
    }

    /// `10^power`.
    private static func power(_ power: Int) -> ExactDecimal {
        ExactDecimal("1" + String(repeating: "0", count: power)) ?? .zero
    }

    static func isASCII(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII }

    /// Symbols written before a number: the currencies' and the journal's own non-letter symbols.
    private var leftSymbols: [String] {
        let journalSymbols = commodities.filter { symbol in !symbol.contains { $0.isLetter } }
        return (Currency.all.flatMap(\.symbols) + journalSymbols).sorted { $0.count > $1.count }
    }

    private func isLeftSymbol(_ word: String) -> Bool { leftSymbols.contains(word) }

    /// The unit `text` names, as the journal or the currency table spells it, allowing a Korean ending
    /// after it (`원에`, `원어치`); `nil` when it is none.
    func unit(in text: String) -> String? {
        if isUnit(text) { return text }
        for ending in Self.unitEndings where text.hasSuffix(ending) && text.count > ending.count {
            let stem = String(text.dropLast(ending.count))
            if isUnit(stem), stem.unicodeScalars.last.map(Normalizer.isHangul) == true { return stem }
        }
        return nil
    }

    private func isUnit(_ text: String) -> Bool {
        Currency.named(text) != nil || commodities.contains { $0.lowercased() == text }
    }

    /// The journal's spelling of a unit said in lower case (`eur` → `EUR`), else the unit as said.
    private func commodity(spelled text: String) -> String {
        commodities.first { $0.lowercased() == text } ?? text
    }
}
