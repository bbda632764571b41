/// Reads hledger's period expressions (`monthly`, `every 2 weeks from 2024-01-08`, `every 15th day of month
/// in 2024`, `yearly from 2024 to 2030`, `2024-02`) into a ``PeriodRule``. Relative dates (`jan`, `this
/// month`, `today`) count from the reference day: 1 January of the `Y` year, else today.
struct PeriodExpression {
    /// Where reading stopped, and the text from there.
    struct Failure: Error {
        var offset: Int
    }

    private let text: [UInt8]
    private var p = 0
    private let reference: JournalDate

    private init(_ text: String, reference: JournalDate) {
        self.text = Array(text.lowercased().utf8)
        self.reference = reference
    }

    /// The rule `text` describes, or where it could not be read.
    static func parse(_ text: String, reference: JournalDate) -> Result<PeriodRule, Failure> {
        var reader = PeriodExpression(text, reference: reference)
        do throws(Failure) {
            let rule = try reader.expression()
            return .success(rule)
        } catch {
            return .failure(error)
        }
    }

    // MARK: Grammar

    private mutating func expression() throws(Failure) -> PeriodRule {
        skipSpaces()
        let saved = p
        var intervalFailure = Failure(offset: 0)
        let found: PeriodInterval?
        do throws(Failure) {
            found = try interval()
        } catch {
            intervalFailure = error
            found = nil
        }
        if let interval = found {
            skipSpaces()
            var span: (JournalDate?, JournalDate?) = (nil, nil)
            if p < text.count {
                let spanStart = p
                guard let found = try? dateSpan() else { throw Failure(offset: spanStart) }
                span = found
            }
            skipSpaces()
            guard p == text.count else { throw Failure(offset: p) }
            return PeriodRule(interval: interval, start: span.0, end: span.1)
        }
        p = saved
        let span: (JournalDate?, JournalDate?)
        do throws(Failure) {
            span = try dateSpan()
        } catch {
            throw Failure(offset: max(error.offset, intervalFailure.offset))
        }
        skipSpaces()
        guard p == text.count else { throw Failure(offset: max(p, intervalFailure.offset)) }
        return PeriodRule(interval: .once, start: span.0, end: span.1)
    }

    private mutating func interval() throws(Failure) -> PeriodInterval {
        let start = p
        for (compact, make) in [
            ("daily", PeriodInterval.days(1)), ("weekly", .weeks(1)), ("monthly", .months(1)),
            ("quarterly", .quarters(1)), ("yearly", .years(1)), ("annually", .years(1)), ("biweekly", .weeks(2)),
            ("fortnightly", .weeks(2)), ("bimonthly", .months(2)),
        ] where word(compact) {
            return make
        }
        guard word("every") else { throw Failure(offset: start) }
        skipSpaces()
        let afterEvery = p
        // every day|week|month|quarter|year, every N days|weeks|…
        for (singular, make) in [
            ("day", { PeriodInterval.days($0) }), ("week", { .weeks($0) }), ("month", { .months($0) }),
            ("quarter", { .quarters($0) }), ("year", { .years($0) }),
        ] as [(String, (Int) -> PeriodInterval)] {
            p = afterEvery
            if word(singular) { return make(1) }
            p = afterEvery
            if let n = number(), n > 0 {
                skipSpaces()
                if word(singular + "s") { return make(n) }
            }
        }
        p = afterEvery
        if word("weekday") { return .daysOfWeek([1, 2, 3, 4, 5]) }
        p = afterEvery
        if word("weekendday") { return .daysOfWeek([6, 7]) }
        // every Nth day of week, every Nth day [of month], every Nth WEEKDAY [of month], every Nth MONTH
        p = afterEvery
        if let n = ordinal() {
            skipSpaces()
            let afterOrdinal = p
            if word("day") {
                let afterDay = p
                if of("week") {
                    guard (1...7).contains(n) else { throw Failure(offset: afterEvery) }
                    return .dayOfWeek(n)
                }
                p = afterDay
                _ = of("month")
                guard (1...31).contains(n) else { throw Failure(offset: afterEvery) }
                return .dayOfMonth(n)
            }
            p = afterOrdinal
            if let weekday = weekdayName() {
                let after = p
                if !of("month") { p = after }
                return .weekdayOfMonth(nth: n, weekday: weekday)
            }
            p = afterOrdinal
            if let month = monthName() {
                let after = p
                if !of("year") { p = after }
                return try dayOfYear(month, n, at: afterEvery)
            }
        }
        // every MONTH Nth
        p = afterEvery
        if let month = monthName() {
            skipSpaces()
            if let n = ordinal() {
                let after = p
                if !of("year") { p = after }
                return try dayOfYear(month, n, at: afterEvery)
            }
        }
        // every M/D
        p = afterEvery
        if let m = number(), p < text.count, LineContext.isDateSeparator(text[p]) {
            p += 1
            if let d = number() {
                let after = p
                if !of("year") { p = after }
                return try dayOfYear(m, d, at: afterEvery)
            }
        }
        // every mon[,wed…]
        p = afterEvery
        if let first = weekdayName() {
            var days = [first]
            while true {
                let before = p
                skipSpaces()
                guard p < text.count, text[p] == UInt8(ascii: ",") else {
                    p = before
                    break
                }
                p += 1
                skipSpaces()
                guard let next = weekdayName() else { throw Failure(offset: p) }
                days.append(next)
            }
            return days.count == 1 ? .dayOfWeek(first) : .daysOfWeek(days)
        }
        throw Failure(offset: afterEvery)
    }

    private func dayOfYear(_ month: Int, _ day: Int, at offset: Int) throws(Failure) -> PeriodInterval {
        guard (1...12).contains(month), day >= 1, day <= JournalMonth.daysIn(year: 2000, month: month) else {
            throw Failure(offset: offset)
        }
        return .dayOfYear(month: month, day: day)
    }

    /// A date span: `from A to B`, `A..B`, `A-B`, `from A`, `A..`, `to B`, `..B`, `in A`, `A`, `2024q1`.
    private mutating func dateSpan() throws(Failure) -> (JournalDate?, JournalDate?) {
        let start = p
        let hasFrom = word("from")
        skipSpaces()
        if let a = try? smartDate() {
            let afterA = p
            skipSpaces()
            if rangeSeparator() {
                skipSpaces()
                let afterSeparator = p
                if let b = try? smartDate() { return (a.start, b.start) }  // from A to B, A..B, A-B
                p = afterSeparator
                return (a.start, nil)  // A.., A-
            }
            if hasFrom {
                p = afterA
                return (a.start, nil)  // from A
            }
        }
        p = start
        if let quarter = quarterSpan() { return (quarter.start, quarter.end) }  // [YYYY]qN
        p = start
        if word("to") || word("until") || literal("..") || literal("-") {  // to B, ..B, -B
            skipSpaces()
            let b = try smartDate()
            return (nil, b.start)
        }
        p = start
        if word("in") { skipSpaces() }  // in A, A
        let a = try smartDate()
        return (a.start, a.end)
    }

    /// Between two dates: `to`, `..` or `-` (hledger 1.25 takes `until` only before a lone end date).
    private mutating func rangeSeparator() -> Bool {
        word("to") || literal("..") || literal("-")
    }

    private mutating func quarterSpan() -> (start: JournalDate, end: JournalDate)? {
        let start = p
        var year = reference.year
        if let y = number(minimumDigits: 4) { year = y }
        guard p + 1 < text.count, text[p] == UInt8(ascii: "q"), text[p + 1] >= UInt8(ascii: "1"),
            text[p + 1] <= UInt8(ascii: "4")
        else {
            p = start
            return nil
        }
        let quarter = Int(text[p + 1] - UInt8(ascii: "0"))
        p += 2
        guard let first = JournalDate(year, quarter * 3 - 2, 1), let end = first.adding(months: 3) else {
            p = start
            return nil
        }
        return (first, end)
    }

    /// A smart date: the period it names (its first day, and the day after its last).
    private mutating func smartDate() throws(Failure) -> (start: JournalDate, end: JournalDate) {
        let start = p
        // yyyymmdd
        if let digits = digitRun(), digits.count == 8 {
            let value = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
            if let day = JournalDate(value / 10000, value / 100 % 100, value % 100), let next = day.adding(days: 1) {
                return (day, next)
            }
            throw Failure(offset: start)
        }
        p = start
        // YYYY[-MM[-DD]]
        if let year = number(minimumDigits: 4) {
            var end = p
            var month: Int?
            var day: Int?
            if p + 1 < text.count, LineContext.isDateSeparator(text[p]), isDigit(p + 1) {
                let separator = text[p]
                p += 1
                month = number()
                end = p
                if p + 1 < text.count, text[p] == separator, isDigit(p + 1) {
                    p += 1
                    day = number()
                    end = p
                }
            }
            p = end
            if let month, let day {
                guard let date = JournalDate(year, month, day), let next = date.adding(days: 1) else {
                    throw Failure(offset: start)
                }
                return (date, next)
            }
            if let month {
                guard let first = JournalDate(year, month, 1), let next = first.adding(months: 1) else {
                    throw Failure(offset: start)
                }
                return (first, next)
            }
            guard let first = JournalDate(year, 1, 1), let next = first.adding(months: 12) else {
                throw Failure(offset: start)
            }
            return (first, next)
        }
        p = start
        // M/D in the reference year
        if let month = number(), month < 100, p + 1 < text.count, LineContext.isDateSeparator(text[p]), isDigit(p + 1) {
            p += 1
            if let day = number(), let date = JournalDate(reference.year, month, day), let next = date.adding(days: 1) {
                return (date, next)
            }
            throw Failure(offset: start)
        }
        p = start
        if let month = monthName() {
            guard let first = JournalDate(reference.year, month, 1), let next = first.adding(months: 1) else {
                throw Failure(offset: start)
            }
            return (first, next)
        }
        p = start
        for (name, offset) in [("today", 0), ("yesterday", -1), ("tomorrow", 1)] where word(name) {
            guard let day = reference.adding(days: offset), let next = day.adding(days: 1) else {
                throw Failure(offset: start)
            }
            return (day, next)
        }
        p = start
        for (name, step) in [("this", 0), ("last", -1), ("next", 1)] where word(name) {
            skipSpaces()
            if let span = relativePeriod(step: step) { return span }
            throw Failure(offset: start)
        }
        throw Failure(offset: start)
    }

    private mutating func relativePeriod(step: Int) -> (start: JournalDate, end: JournalDate)? {
        let r = reference
        if word("day") {
            guard let day = r.adding(days: step), let next = day.adding(days: 1) else { return nil }
            return (day, next)
        }
        if word("week") {
            guard let monday = r.adding(days: -(r.weekday - 1) + 7 * step), let next = monday.adding(days: 7) else {
                return nil
            }
            return (monday, next)
        }
        if word("month") {
            guard let first = r.startOfMonth.adding(months: step), let next = first.adding(months: 1) else {
                return nil
            }
            return (first, next)
        }
        if word("quarter") {
            guard let q = JournalDate(r.year, (r.month - 1) / 3 * 3 + 1, 1), let first = q.adding(months: 3 * step),
                let next = first.adding(months: 3)
            else { return nil }
            return (first, next)
        }
        if word("year") {
            guard let first = JournalDate(r.year + step, 1, 1), let next = first.adding(months: 12) else { return nil }
            return (first, next)
        }
        return nil
    }

    // MARK: Words

    private static let weekdays: [(String, String)] = [
        ("monday", "mon"), ("tuesday", "tue"), ("wednesday", "wed"), ("thursday", "thu"), ("friday", "fri"),
        ("saturday", "sat"), ("sunday", "sun"),
    ]
    private static let months: [(String, String)] = [
        ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may", "may"),
        ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep"), ("october", "oct"),
        ("november", "nov"), ("december", "dec"),
    ]

    private mutating func weekdayName() -> Int? {
        for (index, (full, short)) in Self.weekdays.enumerated() where word(full) || word(short) { return index + 1 }
        return nil
    }

    private mutating func monthName() -> Int? {
        for (index, (full, short)) in Self.months.enumerated() where word(full) || word(short) { return index + 1 }
        return nil
    }

    /// ` of PERIOD` (with spaces before and between).
    private mutating func of(_ period: String) -> Bool {
        let start = p
        skipSpaces()
        if word("of") {
            skipSpaces()
            if word(period) { return true }
        }
        p = start
        return false
    }

    /// `2nd`, `15th`, `1st`, `3rd` (any of the four suffixes after any number, as hledger reads them).
    private mutating func ordinal() -> Int? {
        let start = p
        guard let n = number() else { return nil }
        for suffix in ["st", "nd", "rd", "th"] where literal(suffix) { return n }
        p = start
        return nil
    }

    private func isDigit(_ at: Int) -> Bool {
        at < text.count && text[at] >= UInt8(ascii: "0") && text[at] <= UInt8(ascii: "9")
    }

    private mutating func digitRun() -> ArraySlice<UInt8>? {
        let start = p
        while isDigit(p) { p += 1 }
        return p > start ? text[start..<p] : nil
    }

    private mutating func number(minimumDigits: Int = 1) -> Int? {
        let start = p
        var value = 0
        while isDigit(p) {
            if value < 1_000_000 { value = value * 10 + Int(text[p] - 48) }
            p += 1
        }
        guard p - start >= minimumDigits else {
            p = start
            return nil
        }
        return value
    }

    /// `literal` at the cursor (consumed when present).
    private mutating func literal(_ literal: String) -> Bool {
        let bytes = Array(literal.utf8)
        guard p + bytes.count <= text.count, Array(text[p..<(p + bytes.count)]) == bytes else { return false }
        p += bytes.count
        return true
    }

    /// The word `word` at the cursor, not followed by a letter (consumed when present).
    private mutating func word(_ word: String) -> Bool {
        let start = p
        guard literal(word) else { return false }
        if p < text.count, text[p] >= UInt8(ascii: "a") && text[p] <= UInt8(ascii: "z") {
            p = start
            return false
        }
        return true
    }

    private mutating func skipSpaces() {
        while p < text.count, text[p] == 0x20 || text[p] == 0x09 { p += 1 }
    }
}
