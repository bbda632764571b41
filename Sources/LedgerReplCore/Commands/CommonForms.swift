/// Reads the commonest lines straight from their bytes, in integers, without making a `String`: ISO
/// months and dates (`2024-07`, `2024-07-15`), counts from today (`3 months ago`, `in 2 weeks`), arrows
/// with counts (`<`, `3>>`, `> 2`, `prev 2`), bare month numbers and years (`3`, `2025`), and the whole
/// spellings of command words, fixed phrases and month names (`open`, `next month`, `march`).
///
/// It gives exactly the command `CommandParser.parse` gives for the same line, or declines (`nil`) and
/// leaves the line to the parser: anything else, anything refused, anything not plain ASCII. Tests
/// check the two agree on a table of lines and on every line the fuzzer makes (`FuzzChecks.parse`).
enum CommonForms {
    /// The command `line` (its UTF-8 bytes, as typed) reads as in `context`, or `nil` when the line is
    /// not one of the common forms.
    static func command(in line: UnsafeRawBufferPointer, context: ParseContext) -> Command? {
        guard let words = Words(line) else { return nil }
        switch words.count {
        case 1: return oneWord(words.first, key: words.key, context: context)
        case 2:
            if let command = wholeSpelling(words.key, context: context) { return command }
            return arrowWithCount(words.first, words.second)
        case 3:
            if let command = wholeSpelling(words.key, context: context) { return command }
            return count(words, context: context)
        default:
            return wholeSpelling(words.key, context: context)
        }
    }

    // MARK: - One word

    private static func oneWord(_ word: Word, key: LineKey, context: ParseContext) -> Command? {
        if word.isDigits {
            switch word.length {
            case 1, 2:
                // A bare month number means that month of the year on screen.
                guard word.bytes.0 != UInt8(ascii: "0") || word.length == 2, (1...12).contains(word.value) else {
                    return nil
                }
                return go(.month(YearMonth(uncheckedYear: context.screenYear, month: word.value)), anchor: .screen)
            case 4:
                guard word.bytes.0 != UInt8(ascii: "0") else { return nil }
                return go(.year(word.value), anchor: .absolute)
            default:
                return nil
            }
        }
        if let command = isoDate(word) { return command }
        if let command = arrows(in: word) { return command }
        return wholeSpelling(key, context: context)
    }

    /// `2024-07` or `2024-07-15`, when the month and day exist.
    private static func isoDate(_ word: Word) -> Command? {
        guard word.length == 7 || word.length == 10 else { return nil }
        let b = word.bytes
        guard b.4 == UInt8(ascii: "-"), let high = digits(b.0, b.1), let low = digits(b.2, b.3),
            let month = digits(b.5, b.6),
            high * 100 + low >= 1, (1...12).contains(month)
        else { return nil }
        let year = high * 100 + low
        let yearMonth = YearMonth(uncheckedYear: year, month: month)
        guard word.length == 10 else { return go(.month(yearMonth), anchor: .absolute) }
        guard b.7 == UInt8(ascii: "-"), let day = digits(b.8, b.9), day >= 1,
            day <= CalendarDate.dayCount(year: year, month: month)
        else { return nil }
        return go(.month(yearMonth), anchor: .absolute, day: CalendarDate(uncheckedYear: year, month: month, day: day))
    }

    /// `<`, `>>`, `3<`, `<<2`: arrows with a count before or after, in one word.
    private static func arrows(in word: Word) -> Command? {
        var arrowStart = 0
        while arrowStart < word.length, word[arrowStart].isDigit { arrowStart += 1 }
        var arrowEnd = arrowStart
        while arrowEnd < word.length, word[arrowEnd] == UInt8(ascii: "<") || word[arrowEnd] == UInt8(ascii: ">") {
            arrowEnd += 1
        }
        guard arrowEnd > arrowStart else { return nil }
        var countEnd = arrowEnd
        while countEnd < word.length, word[countEnd].isDigit { countEnd += 1 }
        guard countEnd == word.length, arrowStart == 0 || countEnd == arrowEnd else { return nil }
        guard let step = arrowWord(word, from: arrowStart, to: arrowEnd) else { return nil }
        let digits = arrowStart > 0 ? (0, arrowStart) : (arrowEnd, countEnd)
        guard let times = count(word, from: digits.0, to: digits.1) else { return nil }
        return step(times)
    }

    /// `> 2`, `3 <`, `prev 2`, `next 3`: an arrow word and a count, either way round.
    private static func arrowWithCount(_ first: Word, _ second: Word) -> Command? {
        let (arrow, number) = first.isDigits ? (second, first) : (first, second)
        guard number.isDigits, let times = count(number, from: 0, to: number.length) else { return nil }
        if let step = arrowWord(arrow, from: 0, to: arrow.length) { return step(times) }
        guard let word = Table.shared.arrowWords[arrow.key] else { return nil }
        return step(word)(times)
    }

    /// The step an arrow spelling (`<`, `>`, `<<`, `>>`) makes, given its count.
    private static func arrowWord(_ word: Word, from start: Int, to end: Int) -> ((Int) -> Command)? {
        let left = word[start] == UInt8(ascii: "<")
        guard left || word[start] == UInt8(ascii: ">") else { return nil }
        for index in start..<end where word[index] != word[start] { return nil }
        switch (end - start, left) {
        case (1, true): return step(.previous)
        case (1, false): return step(.next)
        case (2, true): return step(.fastPrevious)
        case (2, false): return step(.fastNext)
        default: return nil
        }
    }

    private static func step(_ word: CommandWord) -> (Int) -> Command {
        switch word {
        case .previous: { .picker(.step(by: -$0)) }
        case .fastPrevious: { .picker(.leap(by: -$0)) }
        case .fastNext: { .picker(.leap(by: $0)) }
        default: { .picker(.step(by: $0)) }
        }
    }

    /// A count of 1...`ParseContext.largestCount` from the digits of `word` in `start..<end` (none: 1).
    private static func count(_ word: Word, from start: Int, to end: Int) -> Int? {
        if start == end { return 1 }
        guard end - start <= 7, word[start] != UInt8(ascii: "0") else { return nil }
        var value = 0
        for index in start..<end { value = value * 10 + Int(word[index] &- 0x30) }
        return value <= ParseContext.largestCount ? value : nil
    }

    // MARK: - Counts from today

    /// `N unit ago`, `in N unit`: N days, weeks, months or years before or after today.
    private static func count(_ words: Words, context: ParseContext) -> Command? {
        let (number, unitWord, sign): (Word, Word, Int)
        if words.third.key == Word.ago {
            (number, unitWord, sign) = (words.first, words.second, -1)
        } else if words.first.key == Word.in {
            (number, unitWord, sign) = (words.second, words.third, 1)
        } else {
            return nil
        }
        guard number.isDigits, let count = count(number, from: 0, to: number.length),
            let unit = Table.shared.units[unitWord.key]
        else { return nil }
        let today = context.today
        switch unit {
        case .day, .week:
            guard let day = today.adding(days: sign * count * (unit == .week ? 7 : 1)) else { return nil }
            return go(.month(day.yearMonth), anchor: .today, day: day)
        case .month:
            guard let month = today.yearMonth.adding(months: sign * count) else { return nil }
            return go(.month(month), anchor: .today)
        case .year:
            let year = today.year + sign * count
            guard YearMonth.years.contains(year) else { return nil }
            return go(.year(year), anchor: .today)
        }
    }

    // MARK: - Whole spellings

    /// A command word, a fixed phrase or a month name spelled as the whole line.
    private static func wholeSpelling(_ key: LineKey, context: ParseContext) -> Command? {
        guard key.isValid, let meaning = Table.shared.spellings[key] else { return nil }
        switch meaning {
        case .command(let command):
            return command
        case .fixedPhrase(let entry, let text):
            guard let reading = PhraseReader(context: context, explaining: false).fixedPhrase(entry, text: text) else {
                return nil
            }
            return .picker(.go(reading))
        case .monthName(let month):
            return go(.month(YearMonth(uncheckedYear: context.screenYear, month: month)), anchor: .screen)
        }
    }

    private static func go(_ destination: Destination, anchor: Anchor, day: CalendarDate? = nil) -> Command {
        .picker(.go(Reading(anchor: anchor, destination: destination, day: day)))
    }

    /// The number two ASCII digits write, or `nil`.
    private static func digits(_ tens: UInt8, _ ones: UInt8) -> Int? {
        guard tens.isDigit, ones.isDigit else { return nil }
        return Int(tens &- 0x30) * 10 + Int(ones &- 0x30)
    }
}

// MARK: - The words of a line

extension CommonForms {
    /// A line's words as the normaliser would leave them (ASCII letters lower case, one space between
    /// words), for lines of plain ASCII with at most `Words.limit` bytes once normalised.
    fileprivate struct Words {
        static let limit = LineKey.capacity
        var count = 0
        var first = Word()
        var second = Word()
        var third = Word()
        /// The whole normalised line.
        var key = LineKey()

        init?(_ line: UnsafeRawBufferPointer) {
            var current = Word()
            for byte in line {
                if byte >= 0x80 { return nil }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    if current.length > 0 { add(current) }
                    current = Word()
                    continue
                }
                if current.length == 0 {
                    if count > 0 { key.append(0x20) }
                    // More than three words can only be a whole spelling, which must fit the key.
                    if count >= 3, !key.isValid { return nil }
                }
                let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                current.append(lower)
                key.append(lower)
            }
            if current.length > 0 { add(current) }
            guard count > 0 else { return nil }
        }

        private mutating func add(_ word: Word) {
            switch count {
            case 0: first = word
            case 1: second = word
            case 2: third = word
            default: break
            }
            count += 1
        }
    }

    /// One word of up to 16 bytes (longer ones are marked too long and match nothing), with its bytes,
    /// whether it is all digits and, if so, its value (when short enough to hold).
    fileprivate struct Word {
        static let ago = LineKey("ago")
        static let `in` = LineKey("in")

        var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var length = 0
        var isDigits = true
        var value = 0
        var key = LineKey()

        mutating func append(_ byte: UInt8) {
            if length < 12 { withUnsafeMutableBytes(of: &bytes) { $0[length] = byte } }
            length += 1
            key.append(byte)
            if byte.isDigit {
                if length <= 9 { value = value * 10 + Int(byte &- 0x30) }
            } else {
                isDigits = false
            }
        }

        subscript(index: Int) -> UInt8 {
            guard index < 12 else { return 0 }
            return withUnsafeBytes(of: bytes) { $0[index] }
        }
    }
}

/// Up to 16 bytes of normalised text packed into two integers: the key of the spelling table.
struct LineKey: Hashable, Sendable {
    static let capacity = 16
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var count: UInt8 = 0

    init() {}

    /// The key of `text` (ASCII, normalised); an invalid key when it is longer than `capacity` bytes.
    init(_ text: String) {
        for byte in text.utf8 { append(byte) }
    }

    /// Whether the text fitted.
    var isValid: Bool { count <= Self.capacity }

    mutating func append(_ byte: UInt8) {
        if count < 8 {
            low |= UInt64(byte) << (8 * UInt64(count))
        } else if count < 16 {
            high |= UInt64(byte) << (8 * UInt64(count - 8))
        }
        if count <= Self.capacity { count += 1 }
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self &- 0x30 < 10 }
}

// MARK: - The tables, from the word tables

extension CommonForms {
    /// What a whole spelling means.
    enum Spelling: Sendable {
        /// A command that needs nothing more (`open`, `undo`, `<`).
        case command(Command)
        /// A phrase from the vocabulary counted from today (`next month`, `today`), read as the phrase
        /// reader reads it.
        case fixedPhrase(VocabularyEntry, String)
        /// An English month name or abbreviation (`march`, `sept`).
        case monthName(Int)
    }

    /// The units a count from today may name.
    enum CountUnit: Sendable { case day, week, month, year }

    /// The spellings, arrow words and units the recogniser knows, taken from `Vocabulary` and `Lexicon`.
    struct Table: Sendable {
        static let shared = Table()

        var spellings: [LineKey: Spelling] = [:]
        var arrowWords: [LineKey: CommandWord] = [:]
        var units: [LineKey: CountUnit] = [:]

        init() {
            for entry in Vocabulary.entries {
                for spelling in entry.english where spelling.utf8.allSatisfy({ $0 < 0x80 }) {
                    let key = LineKey(spelling)
                    guard key.isValid, spellings[key] == nil else { continue }
                    switch entry.meaning {
                    case .command(let word):
                        if let command = CommandParser.command(for: word) { spellings[key] = .command(command) }
                        if word == .previous || word == .next || word == .fastPrevious || word == .fastNext {
                            arrowWords[key] = word
                        }
                    case .monthsFromToday, .yearsFromToday:
                        spellings[key] = .fixedPhrase(entry, spelling)
                    case .phraseFamily, .question:
                        break
                    }
                }
            }
            for (word, lexeme) in Lexicon.english {
                let key = LineKey(word)
                switch lexeme {
                case .monthName(let month) where spellings[key] == nil: spellings[key] = .monthName(month)
                case .unit(.day): units[key] = .day
                case .unit(.week): units[key] = .week
                case .unit(.month): units[key] = .month
                case .unit(.year): units[key] = .year
                default: break
                }
            }
        }
    }
}
