/// Reads the phrases that name a month or a year, in English and Korean, against a `ParseContext`.
///
/// Words count from today ("next month", "다음 달"); a bare month (`3`, `march`, `3월`) is that month of
/// the year on screen; dates name their month outright. The input must already be normalised.
public struct PhraseReader: Sendable {
    /// Today and the year on screen.
    public var context: ParseContext

    /// Makes a reader for `context`.
    public init(context: ParseContext) { self.context = context }

    /// How `text` reads, `nil` when it is not a phrase at all, or the reason a phrase-shaped input is
    /// wrong (`2024-13`, `13`).
    public func read(_ text: String) throws(InvalidReason) -> Reading? {
        let text = Self.strippingFillers(text)
        if let entry = Vocabulary.entry(spelled: Normalizer.compactingKorean(text)) {
            return fixedPhrase(entry, text: text)
        }
        let tokens = Token.tokens(of: Normalizer.compactingKorean(text))
        guard !tokens.isEmpty else { return nil }
        if let reading = try numericDate(tokens) { return reading }
        if let reading = try namedMonth(tokens) { return reading }
        if let reading = try relative(tokens) { return reading }
        if let reading = try korean(tokens) { return reading }
        return nil
    }

    // MARK: - Fillers and particles

    static let leadingFillers = ["show me ", "show ", "go to ", "jump to ", "please ", "during "]
    static let trailingKoreanEndings = [
        "으로가줘", "로가줘", "으로이동", "로이동", "보여주세요", "보여줘", "으로가자", "로가자", "가자",
        "으로", "로", "에", "은", "는",
    ]

    static func strippingFillers(_ text: String) -> String {
        var text = text
        var changed = true
        while changed {
            changed = false
            for filler in leadingFillers where text.hasPrefix(filler) {
                text.removeFirst(filler.count)
                changed = true
            }
            for suffix in [" please", "?", ".", "!"] where text.hasSuffix(suffix) && text.count > suffix.count {
                text.removeLast(suffix.count)
                changed = true
            }
            if text.unicodeScalars.contains(where: Normalizer.isHangul) {
                let compact = Normalizer.compactingKorean(text)
                for ending in trailingKoreanEndings where compact.hasSuffix(ending) && compact.count > ending.count {
                    let stem = String(compact.dropLast(ending.count))
                    // Keep endings that are part of the word itself: 이번 달은 → 이번 달, but not 다음 → 다.
                    if stem.last.map({ $0.isNumber || isHangulCharacter($0) }) == true, stem.count >= 2 {
                        text = stem
                        changed = true
                        break
                    }
                }
            }
            text = text.trimmingSpaces()
        }
        return text
    }

    // MARK: - Fixed phrases from the vocabulary

    func fixedPhrase(_ entry: VocabularyEntry, text: String) -> Reading? {
        switch entry.meaning {
        case .monthsFromToday(let count):
            guard let month = context.today.yearMonth.adding(months: count) else { return nil }
            return Reading(tokens: ["\(text) → today's month \(signed(count))"], anchor: .today, destination: .month(month))
        case .yearsFromToday(let count):
            return Reading(
                tokens: ["\(text) → today's year \(signed(count))"], anchor: .today,
                destination: .year(context.today.year + count))
        case .command, .phraseFamily:
            return nil
        }
    }

    // MARK: - Numeric dates: 3, 2025, 202407, 2024-07, 7/2024, 2024-07-15

    func numericDate(_ tokens: [Token]) throws(InvalidReason) -> Reading? {
        let words = tokens.map(\.text)
        switch Token.shape(of: tokens) {
        case "9":
            let digits = words[0]
            switch digits.count {
            case 1, 2:
                let month = try Self.month(digits, whole: digits)
                return monthOnScreen(month, tokens: ["\(digits) → month \(month) of the year on screen"])
            case 4:
                let year = try Self.year(digits)
                return Reading(tokens: ["\(digits) → year"], anchor: .absolute, destination: .year(year))
            case 6:
                return try absolute(year: digits.prefix(4), month: digits.suffix(2), whole: digits)
            case 8:
                return try absolute(
                    year: digits.prefix(4), month: digits.dropFirst(4).prefix(2), day: digits.suffix(2), whole: digits)
            default:
                throw .ambiguousNumber(digits)
            }
        case "9-9", "9/9", "9.9":
            let (a, b, whole) = (words[0], words[2], words.joined())
            if a.count == 4 { return try absolute(year: a[...], month: b[...], whole: whole) }
            if b.count == 4, a.count <= 2 { return try absolute(year: b[...], month: a[...], whole: whole) }
            throw .ambiguousNumber(whole)
        case "9-9-9", "9/9/9", "9.9.9":
            let whole = words.joined()
            guard words[0].count == 4 else { throw .ambiguousNumber(whole) }
            return try absolute(year: words[0][...], month: words[2][...], day: words[4][...], whole: whole)
        default:
            return nil
        }
    }

    // MARK: - Month names: march, jul 2024, 2024 july, jul '24

    func namedMonth(_ tokens: [Token]) throws(InvalidReason) -> Reading? {
        let words = tokens.map(\.text)
        let name: String
        let year: String
        switch Token.shape(of: tokens) {
        case "a":
            guard let month = Self.monthNumber(named: words[0]) else { return nil }
            return monthOnScreen(month, tokens: ["\(words[0]) → month \(month) of the year on screen"])
        case "a9", "a-9", "a/9": (name, year) = (words[0], words[words.count - 1])
        case "9a": (name, year) = (words[1], words[0])
        case "aa9" where words[1] == "of": (name, year) = (words[0], words[2])
        case "a'9":
            guard let month = Self.monthNumber(named: words[0]), words[2].count == 2, let short = Int(words[2]) else {
                return nil
            }
            return try absolute(
                year: String(2000 + short)[...], month: String(month)[...], whole: words.joined(), names: [words[0]])
        default:
            return nil
        }
        guard let month = Self.monthNumber(named: name), year.count == 4 else { return nil }
        return try absolute(year: year[...], month: String(month)[...], whole: year, names: [name])
    }

    /// The month number of an English month name or abbreviation (`jul`, `sept`, `sep`), if it is one.
    static func monthNumber(named name: String) -> Int? {
        guard name.count >= 3 else { return nil }
        if name == "sept" { return 9 }
        for (index, full) in Language.englishMonthNames.enumerated() {
            let full = full.lowercased()
            if name == full || name == full.prefix(3) { return index + 1 }
        }
        return nil
    }

    // MARK: - Relative: 3 months ago, in 3 months, 2 years ago

    func relative(_ tokens: [Token]) throws(InvalidReason) -> Reading? {
        let words = tokens.map(\.text)
        let count: String
        let unit: String
        let sign: Int
        switch Token.shape(of: tokens) {
        case "9aa" where words[2] == "ago": (count, unit, sign) = (words[0], words[1], -1)
        case "9aa" where words[2] == "later": (count, unit, sign) = (words[0], words[1], 1)
        case "a9a" where words[0] == "in": (count, unit, sign) = (words[1], words[2], 1)
        case "9aaa" where words[2] == "from" && words[3] == "now": (count, unit, sign) = (words[0], words[1], 1)
        default: return nil
        }
        let value = try Self.count(count)
        let what = "\(count) \(unit) \(sign < 0 ? "before" : "after") today"
        return try offsetFromToday(value * sign, unit: unit, tokens: [what])
    }

    func offsetFromToday(_ offset: Int, unit: String, tokens: [String]) throws(InvalidReason) -> Reading? {
        switch unit {
        case "month", "months", "개월", "달":
            guard let month = context.today.yearMonth.adding(months: offset) else {
                throw .countOutOfRange(String(offset.magnitude))
            }
            return Reading(tokens: tokens, anchor: .today, destination: .month(month))
        case "year", "years", "년", "해":
            let year = context.today.year + offset
            guard YearMonth.years.contains(year) else { throw .yearOutOfRange(String(year)) }
            return Reading(tokens: tokens, anchor: .today, destination: .year(year))
        default:
            return nil
        }
    }

    // MARK: - Korean: 3월, 2025년, 2024년 7월, 3개월 전, 2년 후

    func korean(_ tokens: [Token]) throws(InvalidReason) -> Reading? {
        let words = tokens.map(\.text)
        switch Token.shape(of: tokens) {
        case "9a" where words[1] == "월":
            let month = try Self.month(words[0], whole: words.joined())
            return monthOnScreen(month, tokens: ["\(words[0])월 → month \(month) of the year on screen"])
        case "9a" where words[1] == "년":
            let year = try Self.year(words[0])
            return Reading(tokens: ["\(words[0])년 → year"], anchor: .absolute, destination: .year(year))
        case "9a9a" where words[1] == "년" && words[3] == "월":
            return try absolute(year: words[0][...], month: words[2][...], whole: "\(words[0])년 \(words[2])월")
        case "9a":
            let (count, rest) = (words[0], words[1])
            for unit in ["개월", "달", "년", "해"] where rest.hasPrefix(unit) {
                let sign: Int
                switch rest.dropFirst(unit.count) {
                case "전": sign = -1
                case "후", "뒤": sign = 1
                default: return nil
                }
                let value = try Self.count(count)
                return try offsetFromToday(
                    value * sign, unit: unit, tokens: ["\(count)\(rest) → \(signed(value * sign)) \(unit)"])
            }
            return nil
        default:
            return nil
        }
    }

    // MARK: - Shared pieces

    func monthOnScreen(_ month: Int, tokens: [String]) -> Reading? {
        guard let target = YearMonth(context.screenYear, month) else { return nil }
        return Reading(tokens: tokens, anchor: .screen, destination: .month(target))
    }

    func absolute(
        year: Substring, month: Substring, day: Substring? = nil, whole: String, names: [String] = []
    ) throws(InvalidReason) -> Reading {
        let yearValue = try Self.year(String(year))
        let monthValue = try Self.month(String(month), whole: whole)
        if let day {
            guard let dayValue = Int(day), CalendarDate(yearValue, monthValue, dayValue) != nil else {
                throw .dayOutOfRange(String(day))
            }
        }
        guard let target = YearMonth(yearValue, monthValue) else { throw .yearOutOfRange(String(year)) }
        let named = names.map { "\($0) → month \(monthValue)" }
        return Reading(tokens: named + ["\(whole) → \(target)"], anchor: .absolute, destination: .month(target))
    }

    /// A month number from 1 or 2 digits, 1...12.
    static func month(_ digits: String, whole: String) throws(InvalidReason) -> Int {
        guard digits.count <= 2, let value = Int(digits), (1...12).contains(value) else {
            if digits.count <= 2, digits.count == whole.count, Int(digits).map({ $0 > 12 }) == true {
                throw .ambiguousNumber(digits)
            }
            throw .monthOutOfRange(digits)
        }
        return value
    }

    /// A year from exactly 4 digits, 0001...9999.
    static func year(_ digits: String) throws(InvalidReason) -> Int {
        guard digits.count == 4, let value = Int(digits), YearMonth.years.contains(value) else {
            throw .yearOutOfRange(digits)
        }
        return value
    }

    /// A count from digits, 1...`ParseContext.largestCount`, checked before any arithmetic.
    static func count(_ digits: String) throws(InvalidReason) -> Int {
        guard digits.count <= 7, let value = Int(digits), (1...ParseContext.largestCount).contains(value) else {
            throw .countOutOfRange(digits)
        }
        return value
    }

    private func signed(_ value: Int) -> String { value < 0 ? "\(value)" : "+\(value)" }
}

func isHangulCharacter(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(Normalizer.isHangul) ?? false
}

extension String {
    /// The string without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var slice = self[...]
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
