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
        // Words alone, without digits or arrows (`open`, `next month`, `frobnicate`), are whole
        // spellings or nothing: every other form needs a digit or an arrow.
        if let first = line.first, first &- 0x30 >= 10, isPlainWords(line) {
            return wholeSpelling(LineKey(lowercasing: line), context: context)
        }
        guard let words = Words(line) else { return nil }
        switch words.count {
        case 1: return oneWord(words.first, words: words, context: context)
        case 2:
            // As the parser tries them: arrows with a count before whole spellings.
            if let command = arrowWithCount(words.first, words.second) { return command }
            return wholeSpelling(words.key, context: context)
        case 3:
            // No whole spelling is a count from today (a count is any number), so counts go first.
            if let command = count(words, context: context) { return command }
            return wholeSpelling(words.key, context: context)
        default:
            return wholeSpelling(words.key, context: context)
        }
    }

    /// Whether `line` is at most `LineKey.capacity` bytes of printable ASCII other than digits, `<`
    /// and `>`, in words one space apart with none around them: a line that is its own normalised key.
    @inline(never)  // only for lines that do not start with a digit: the others need no call
    private static func isPlainWords(_ line: UnsafeRawBufferPointer) -> Bool {
        guard line.count <= LineKey.capacity, let first = line.first, let last = line.last,
            first != 0x20, last != 0x20
        else { return false }
        var previous: UInt8 = 0
        for byte in line {
            // Printable ASCII (a space included), not a digit, `<` or `>`, and no space after a space.
            guard byte &- 0x20 < 0x5F, byte &- 0x30 >= 10, byte != 0x3C, byte != 0x3E,
                byte != 0x20 || previous != 0x20
            else { return false }
            previous = byte
        }
        return true
    }

    // MARK: - One word

    private static func oneWord(_ word: Word, words: Words, context: ParseContext) -> Command? {
        if word.isDigits {
            switch word.length {
            case 1, 2:
                // A bare month number means that month of the year on screen.
                guard word[0] != UInt8(ascii: "0") || word.length == 2, (1...12).contains(word.value) else {
                    return nil
                }
                return go(.month(YearMonth(uncheckedYear: context.screenYear, month: word.value)), anchor: .screen)
            case 4:
                guard word[0] != UInt8(ascii: "0") else { return nil }
                return go(.year(word.value), anchor: .absolute)
            default:
                return nil
            }
        }
        if let command = isoDate(word) { return command }
        if let command = arrows(in: word) { return command }
        return wholeSpelling(words.key, context: context)
    }

    /// `2024-07` or `2024-07-15`, when the month and day exist.
    private static func isoDate(_ word: Word) -> Command? {
        guard word.length == 7 || word.length == 10 else { return nil }
        guard word[4] == UInt8(ascii: "-"), let high = digits(word[0], word[1]), let low = digits(word[2], word[3]),
            let month = digits(word[5], word[6]),
            high * 100 + low >= 1, (1...12).contains(month)
        else { return nil }
        let year = high * 100 + low
        let yearMonth = YearMonth(uncheckedYear: year, month: month)
        guard word.length == 10 else { return go(.month(yearMonth), anchor: .absolute) }
        guard word[7] == UInt8(ascii: "-"), let day = digits(word[8], word[9]), day >= 1,
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
            let unit = Table.shared.unit(unitWord.key)
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
    /// words), for lines of plain ASCII: where each of the first three words lies in the line's bytes.
    fileprivate struct Words {
        let line: UnsafeRawBufferPointer
        var count = 0
        // Where the first three words start and end, as offsets: the words themselves are made when
        // asked for, so the scan stores two integers a word.
        private var bounds: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)

        init?(_ line: UnsafeRawBufferPointer) {
            self.line = line
            var start = -1
            for index in 0..<line.count {
                let byte = line[index]
                if byte >= 0x80 { return nil }
                if byte.isSpace {
                    if start >= 0 { add(start, index) }
                    start = -1
                } else if start < 0 {
                    start = index
                }
            }
            if start >= 0 { add(start, line.count) }
            guard count > 0 else { return nil }
        }

        var first: Word { Word(line: line, start: bounds.0, length: bounds.1 &- bounds.0) }
        var second: Word { Word(line: line, start: bounds.2, length: bounds.3 &- bounds.2) }
        var third: Word { Word(line: line, start: bounds.4, length: bounds.5 &- bounds.4) }

        private mutating func add(_ start: Int, _ end: Int) {
            switch count {
            case 0: (bounds.0, bounds.1) = (start, end)
            case 1: (bounds.2, bounds.3) = (start, end)
            case 2: (bounds.4, bounds.5) = (start, end)
            default: break
            }
            count += 1
        }

        /// The whole normalised line as a key (an invalid key when it is longer than the key holds).
        var key: LineKey {
            // One word, or two or three with one space between each and none around them (`open`,
            // `next month`): the normalised line is the line itself, lower case.
            switch count {
            case 1: return first.key
            case 2 where bounds.0 == 0 && bounds.2 == bounds.1 &+ 1 && bounds.3 == line.count
                && line[bounds.1] == 0x20:
                return LineKey(lowercasing: line)
            case 3 where bounds.0 == 0 && bounds.2 == bounds.1 &+ 1 && bounds.4 == bounds.3 &+ 1
                && bounds.5 == line.count && line[bounds.1] == 0x20 && line[bounds.3] == 0x20:
                return LineKey(lowercasing: line)
            default: break
            }
            var key = LineKey()
            var pendingSpace = false
            for byte in line {
                guard key.isValid else { break }
                if byte.isSpace {
                    pendingSpace = key.count > 0
                    continue
                }
                if pendingSpace { key.append(0x20) }
                pendingSpace = false
                key.append(Word.lowercased(byte))
            }
            return key
        }
    }

    /// One word of a line, read in place: its bytes with ASCII letters lower case.
    fileprivate struct Word {
        static let ago = LineKey("ago")
        static let `in` = LineKey("in")

        let line: UnsafeRawBufferPointer
        let start: Int
        let length: Int

        static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

        /// Byte `index` of the word, lower case; 0 past its end.
        subscript(index: Int) -> UInt8 {
            index < length ? Self.lowercased(line[start + index]) : 0
        }

        /// Whether every byte is an ASCII digit.
        var isDigits: Bool {
            for index in start..<start + length where !line[index].isDigit { return false }
            return true
        }

        /// The number the digits write (only for words of digits, at most nine of them).
        var value: Int {
            var value = 0
            for index in start..<start + min(length, 9) { value = value * 10 + Int(line[index] &- 0x30) }
            return value
        }

        /// The word as a key (invalid when longer than the key holds).
        var key: LineKey { LineKey(lowercasing: UnsafeRawBufferPointer(rebasing: line[start..<start &+ length])) }
    }
}

/// Up to 16 bytes of normalised text packed into two integers: the key of the spelling table.
struct LineKey: Hashable, TableKey, Sendable {
    static let capacity = 16
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private(set) var count: UInt8 = 0

    init() {}

    /// The key of `text` (ASCII, normalised); an invalid key when it is longer than `capacity` bytes.
    init(_ text: String) {
        for byte in text.utf8 { append(byte) }
    }

    /// The key of the ASCII bytes `text` with their letters made lower case, packed a word at a time;
    /// an invalid key when there are more than `capacity` of them.
    init(lowercasing text: UnsafeRawBufferPointer) {
        let length = text.count
        guard length <= Self.capacity else {
            count = UInt8(Self.capacity + 1)
            return
        }
        count = UInt8(length)
        if length > 8 {
            low = UInt64(littleEndian: text.loadUnaligned(as: UInt64.self))
            // The last eight bytes, moved down past the ones `low` holds.
            let last = UInt64(littleEndian: text.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self))
            high = last >> (8 &* UInt64(16 &- length))
        } else {
            low = packedWord(text)  // the first in the lowest byte, as `append` packs them
        }
        low = Self.lowercased(low)
        high = Self.lowercased(high)
    }

    /// `word` with every byte that is an ASCII capital letter made lower case (the bytes are ASCII).
    private static func lowercased(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // The high bit of each byte at least `A`, and of each past `Z`: no byte carries into the next.
        let fromA = word &+ ones &* (0x80 - 0x41)
        let pastZ = word &+ ones &* (0x80 - 0x5B)
        let capitals = fromA & ~pastZ & 0x8080_8080_8080_8080
        return word | capitals >> 2
    }

    /// Whether the text fitted.
    var isValid: Bool { count <= Self.capacity }

    var tableHash: UInt64 { foldedHash(high, into: foldedHash(low, into: UInt64(count))) }

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
    /// A space, tab, newline, vertical tab, form feed or carriage return: what the normaliser makes a
    /// space (in ASCII).
    fileprivate var isSpace: Bool { self == 0x20 || self &- 0x09 < 5 }
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

        let spellings: BoundedTable<LineKey, Spelling>
        let arrowWords: BoundedTable<LineKey, CommandWord>
        /// Few enough that a search of the list beats hashing.
        var units: [(LineKey, CountUnit)] = []

        /// The unit `key` spells.
        func unit(_ key: LineKey) -> CountUnit? {
            for (spelling, unit) in units where spelling == key { return unit }
            return nil
        }

        init() {
            var spellings: [LineKey: Spelling] = [:]
            var arrowWords: [LineKey: CommandWord] = [:]
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
                case .unit(.day): units.append((key, .day))
                case .unit(.week): units.append((key, .week))
                case .unit(.month): units.append((key, .month))
                case .unit(.year): units.append((key, .year))
                default: break
                }
            }
            // Tables sized to what they hold, so that they never empty themselves.
            self.spellings = Self.table(spellings)
            self.arrowWords = Self.table(arrowWords)
        }

        private static func table<Value>(_ entries: [LineKey: Value]) -> BoundedTable<LineKey, Value> {
            var table = BoundedTable<LineKey, Value>(capacity: entries.count)
            for (key, value) in entries { table.insert(value, for: key) }
            return table
        }
    }
}
