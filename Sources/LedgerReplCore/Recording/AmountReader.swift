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
        /// A code in capitals said with the number (`7 DOGE`, `5BTC`) that names no currency the reader
        /// knows and no commodity of the journal: the amount is then a bare number (``isMarked`` is
        /// false) and must not be recorded as another commodity; the sentence is refused if it is the one.
        var unknownCommodity: String? = nil
    }

    private static let hangulDigits = KoreanNumerals.digits
    private static let smallUnits = KoreanNumerals.smallUnits
    private static let largeUnits = KoreanNumerals.largeUnits
    /// Endings that may follow the unit of a Korean amount: `5,400원에`, `만원어치`, `3천원짜리`.
    private static let unitEndings = Particles.spellings(with: .endsAnAmount)

    /// The amount `word` (normalised) says, alone or with `next` (`12.50 usd`, `$ 12.50`, `만 원`); `nil`
    /// when it is no amount at all; an error when it looks like a number but is not one.
    ///
    /// `typed` and `nextTyped` are the same words as typed, whose capitals tell a commodity code
    /// (`5 CHF`, `7 DOGE`) from a word: an ISO 4217 code is recorded as typed, any other code the
    /// journal does not have is noted in ``Found/unknownCommodity``. Without them no code is read.
    func read(_ word: String, next: String?, typed: String? = nil, nextTyped: String? = nil) throws(RecordingError)
        -> Found?
    {
        let alone: Found?
        do {
            alone = try read(word, typed: typed)
        } catch {
            // `만만 원`: quoted with its unit, as said.
            if case .unreadableKoreanNumber = error, let next, unit(in: next) != nil {
                throw .unreadableKoreanNumber((typed ?? word) + " " + (nextTyped ?? next))
            }
            throw error
        }
        guard let next, alone == nil || alone?.amount.unit == nil else { return alone }
        // A symbol, then the number: `$ 12.50`, `₩ 5,400`.
        if alone == nil, isLeftSymbol(word), let found = try read(word + next), found.amount.unit != nil {
            var spaced = found
            spaced.length = 2
            spaced.amount.text = word + " " + next
            spaced.amount.style.isSpaced = true
            return spaced
        }
        // The number, then the unit: `12.50 usd`, `만 원`, `5천 원`, `300 THB`.
        let nextUnit = unit(in: next) ?? nextTyped.flatMap { Self.isCommodityCode($0) ? $0 : nil }
        if let nextUnit, let number = try number(word, needsUnit: true, unit: nextUnit) {
            let typedPair = typed.flatMap { typed in nextTyped.map { typed + $0 } }
            var found = try read(word + next, typed: typedPair)
            found?.length = 2
            found?.amount.text = (typed ?? word) + " " + (nextTyped ?? next)
            found?.amount.style.isSpaced = !number.hasKoreanUnits && next.unicodeScalars.first.map(Self.isASCII) == true
            return found
        }
        return alone
    }

    /// The amount one word (normalised, and as `typed`) says, or `nil`.
    private func read(_ word: String, typed: String? = nil) throws(RecordingError) -> Found? {
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
        var unknownCode: String?
        if !unitText.isEmpty {
            // The unit as typed: `BTC` of `5BTC` (normalising lowered its case).
            let typedUnit = typed.map { String($0.suffix(unitText.count)) }.flatMap {
                $0.lowercased() == unitText ? $0 : nil
            }
            if leftSymbol == nil, let named = unit(in: unitText) {
                unitName = named
                unitText = named
            } else if leftSymbol == nil, let code = typedUnit, Self.isCommodityCode(code) {
                if Currency.isISOCode(code) {
                    unitName = code  // `300THB`: a currency code, recorded as typed
                } else {
                    unknownCode = code  // `5BTC`: a commodity the journal does not have
                }
            } else {
                // `5,400원에` with an ending after the unit, or no unit at all (`이마트`, `3rd`).
                return nil
            }
        }
        let said = leftSymbol ?? unitName
        let read: Number?
        do {
            read = try number(body, needsUnit: said == nil, unit: said)
        } catch {
            // A Korean number that breaks the rules is quoted whole, unit and all (`만만원`).
            if case .unreadableKoreanNumber = error { throw .unreadableKoreanNumber(typed ?? word) }
            throw error
        }
        guard let number = read else { return nil }
        var quantity = number.value
        if negative, let flipped = quantity.negated() { quantity = flipped }
        let style = CommodityStyle(
            side: leftSymbol != nil ? .left : .right, isSpaced: false,
            groupingMark: number.isGrouped || number.hasKoreanUnits ? (number.decimalMark == "," ? "." : ",") : nil,
            decimalMark: number.decimalMark, precision: number.scale)
        let amount = SpokenAmount(
            quantity: quantity, unit: said.map { commodity(spelled: $0) },
            currency: said.flatMap { Currency.named($0.lowercased()) }, text: typed ?? word, style: style)
        return Found(
            amount: amount, length: 1, isMarked: said != nil || number.hasKoreanUnits,
            looksLikeMoney: number.isGrouped || number.scale == 2, unknownCommodity: unknownCode)
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
    /// `2천만`, `만`, `오천`, `십만`, `1.5만`, `2천500`, read by the rules of Korean numerals.
    ///
    /// 조, 억 and 만 come each at most once, largest first; before each (and after the last) stands a group
    /// below 만: digits (`3`, `1.5`, `2,000`), or 천, 백 and 십, each at most once and largest first, each
    /// after a digit 1 to 9 or alone (`3천5백`, `이천`, `천오백`), then the ones (a digit, or digits less
    /// than the smallest unit said: `2천500`). Anything else (`만만`, `천천`, `오천오천`, `5백5천`, `3만15000`)
    /// is an error that quotes the word, never a sum of its parts.
    private func koreanNumber(_ body: String, decimalMark: Character?) throws(RecordingError) -> Number? {
        var total = ExactDecimal.zero
        var largest = Int.max  // the power of the last large unit read: the next must be smaller
        var group = KoreanGroup()
        var sawUnit = false
        var digits = ""  // ASCII digits and marks not yet read
        func flushDigits() throws(RecordingError) {
            guard !digits.isEmpty else { return }
            defer { digits = "" }
            let number: Number?
            do {
                number = try plainNumber(digits, decimalMark: decimalMark)
            } catch {
                if case .amountTooLarge = error { throw error }
                throw .unreadableKoreanNumber(body)
            }
            guard group.pending == nil, let number else { throw .unreadableKoreanNumber(body) }
            group.pending = .digits(number.value, digits)
        }
        for character in body {
            if character.isASCII {
                digits.append(character)
                continue
            }
            try flushDigits()
            if let digit = Self.hangulDigits[character] {
                guard group.pending == nil else { throw .unreadableKoreanNumber(body) }
                group.pending = .hangul(digit)
            } else if let power = Self.smallUnits[character] {
                guard group.add(power: power) else { throw .unreadableKoreanNumber(body) }
                sawUnit = true
            } else if let power = Self.largeUnits[character] {
                guard power < largest, let value = group.value(beforeLargeUnit: true),
                    let part = value.multiplied(by: Self.power(power)), let sum = total.adding(part)
                else { throw .unreadableKoreanNumber(body) }
                total = sum
                largest = power
                group = KoreanGroup()
                sawUnit = true
            } else {
                return nil
            }
        }
        try flushDigits()
        guard sawUnit || body.count == 1 || group.pending != nil else { return nil }
        guard let rest = group.value(beforeLargeUnit: false, belowLargeUnit: largest != Int.max),
            let value = total.adding(rest)
        else { throw .unreadableKoreanNumber(body) }
        let normalized = value.normalized
        return Number(
            value: normalized, scale: normalized.scale, isGrouped: false, hasKoreanUnits: sawUnit,
            decimalMark: decimalMark ?? ".")
    }

    /// The part of a Korean number below one large unit (만, 억, 조), or below 만 at the end: 천, 백 and 십
    /// each at most once, largest first, then the ones.
    private struct KoreanGroup {
        /// A number said before a unit, or at the end as the ones.
        enum Pending {
            /// A Sino-Korean digit (`오`: 5, `영`: 0).
            case hangul(Int)
            /// ASCII digits (with their marks), as read and as written.
            case digits(ExactDecimal, String)
        }

        /// What the small units said so far add up to.
        var value = ExactDecimal.zero
        /// The power of the last small unit (천 3, 백 2, 십 1); 4 before any.
        var smallest = 4
        /// The number said since the last unit.
        var pending: Pending?

        /// Adds `10^power` times the number before it (1 when none): `false` when the unit is out of
        /// order (`5백5천`, `천천`) or the number before it is not one digit from 1 to 9 (`15천`, `영백`).
        mutating func add(power: Int) -> Bool {
            guard power < smallest else { return false }
            var digit = 1
            switch pending {
            case nil: break
            case .hangul(let value): digit = value
            case .digits(_, let written):
                guard written.count == 1, let single = Int(written) else { return false }
                digit = single
            }
            guard (1...9).contains(digit), let part = ExactDecimal(digit).multiplied(by: AmountReader.power(power)),
                let sum = value.adding(part)
            else { return false }
            value = sum
            smallest = power
            pending = nil
            return true
        }

        /// The whole group, or `nil` when it breaks the rules: the ones must be less than the smallest
        /// unit said (`2천500`, not `2천5000`), and a group before or after a large unit less than 만 (not
        /// `12000만`, `3만15000`). Empty before a large unit, it is one (`만` is 10,000); before one it must
        /// not be zero.
        func value(beforeLargeUnit: Bool, belowLargeUnit: Bool = true) -> ExactDecimal? {
            var ones = ExactDecimal.zero
            switch pending {
            case nil:
                if beforeLargeUnit && smallest == 4 { return ExactDecimal(1) }
            case .hangul(let digit):
                guard digit > 0 || (smallest == 4 && !beforeLargeUnit) else { return nil }
                ones = ExactDecimal(digit)
            case .digits(let number, _):
                ones = number
                let limit = AmountReader.power(smallest)
                guard ones < limit || (smallest == 4 && !belowLargeUnit && !beforeLargeUnit) else { return nil }
                if beforeLargeUnit && ones.isZero && smallest == 4 { return nil }
            }
            guard let sum = value.adding(ones) else { return nil }
            return sum
        }
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
        return (Currency.leftSymbols + journalSymbols).sorted { $0.count > $1.count } + Currency.otherSigns
    }

    private func isLeftSymbol(_ word: String) -> Bool { leftSymbols.contains(word) }

    /// Whether `text` as typed is a commodity code: three to ten capital ASCII letters (`CHF`, `BTC`,
    /// `VTSAX`). Fewer (`AM`, `PM`, `OK`) are words; lower case is a word too (`5 cups`).
    static func isCommodityCode(_ text: String) -> Bool {
        (3...10).contains(text.utf8.count) && text.utf8.allSatisfy { (0x41...0x5A).contains($0) }
    }

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
            || Currency.otherSigns.contains(text)
    }

    /// The journal's spelling of a unit said in lower case (`eur` → `EUR`), else the unit as said.
    private func commodity(spelled text: String) -> String {
        commodities.first { $0.lowercased() == text } ?? text
    }
}
