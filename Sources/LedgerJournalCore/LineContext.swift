/// One line of a journal file as byte offsets into the file, with the small readers the parser needs.
struct LineContext {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: Int
    let number: Int
    let start: Int
    let end: Int

    /// A date as written, before it is checked against the calendar the picker can show.
    struct WrittenDate {
        var year: Int
        var month: Int
        var day: Int
        /// Where the date ends in the line.
        var end: Int
    }

    @inline(__always)
    func skipSpaces(_ at: Int) -> Int { Whitespace.skip(bytes, from: at, end: end) }

    /// `at` moved back over trailing ASCII whitespace.
    func trimmedEnd(_ at: Int) -> Int {
        var p = at
        while p > start, bytes[p - 1] == 0x20 || bytes[p - 1] == 0x09 { p -= 1 }
        return p
    }

    func text(_ from: Int, _ to: Int) -> String {
        guard to > from else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    /// Where the run of non-blank bytes at `at` ends.
    func wordEnd(at: Int) -> Int {
        var p = at
        while p < end, Whitespace.length(bytes, at: p, end: end) == 0 { p += 1 }
        return p
    }

    /// The run of non-blank bytes at `at`.
    func word(at: Int) -> String { text(at, wordEnd(at: at)) }

    /// Whether the bytes from `at` are exactly `literal`.
    func matches(_ literal: StaticString, at: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard at + count <= end else { return false }
        let pointer = literal.utf8Start
        for index in 0..<count where bytes[at + index] != pointer[index] { return false }
        return true
    }

    @inline(__always)
    func isDigit(_ at: Int) -> Bool {
        at < end && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9")
    }

    static func isDateSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")
    }

    /// Reads a date the way hledger does: `2024-07-15`, `2024/7/15`, `2024.07.15`, or `7/15` (a first
    /// number of fewer than four digits is a month) in `defaultYear`. Checks only that the day exists
    /// in the proleptic Gregorian calendar; the caller checks the year range.
    func writtenDate(at start: Int, defaultYear: Int?) throws(AmountScanner.Problem) -> WrittenDate {
        var p = start
        func number() -> (value: Int, digits: Int) {
            var value = 0
            let first = p
            while isDigit(p) {
                if value < 1_000_000_000 { value = value * 10 + Int(bytes[p] - UInt8(ascii: "0")) }
                p += 1
            }
            return (value, p - first)
        }
        let first = number()
        guard first.digits > 0, p < end, Self.isDateSeparator(bytes[p]) else {
            throw AmountScanner.Problem(offset: start, .expectedDate, length: max(1, p - start))
        }
        let separator = bytes[p]
        p += 1
        let second = number()
        guard second.digits > 0 else { throw AmountScanner.Problem(offset: start, .expectedDate, length: p - start) }
        var year = defaultYear ?? 0
        var month = second.value
        var day = 0
        if first.digits >= 4 {
            guard p < end, Self.isDateSeparator(bytes[p]) else {
                throw AmountScanner.Problem(offset: start, .expectedDate, length: p - start)
            }
            let secondSeparator = bytes[p]
            p += 1
            let third = number()
            guard third.digits > 0 else { throw AmountScanner.Problem(offset: start, .expectedDate, length: p - start) }
            guard secondSeparator == separator else {
                throw AmountScanner.Problem(offset: start, .mixedDateSeparators, length: p - start)
            }
            year = first.value
            day = third.value
        } else {
            // `26-11-01`: a two-digit year, not a month and day followed by junk.
            if p + 1 < end, Self.isDateSeparator(bytes[p]), isDigit(p + 1) {
                var q = p + 1
                while isDigit(q) { q += 1 }
                throw AmountScanner.Problem(offset: start, .yearNeedsFourDigits, length: q - start)
            }
            guard defaultYear != nil else {
                throw AmountScanner.Problem(offset: start, .yearUnknown, length: p - start)
            }
            month = first.value
            day = second.value
        }
        guard (1...12).contains(month), day >= 1, day <= JournalMonth.daysIn(year: year, month: month) else {
            throw AmountScanner.Problem(
                offset: start, .invalidDate(year: year, month: month, day: day), length: p - start)
        }
        return WrittenDate(year: year, month: month, day: day, end: p)
    }

    /// Reads a date (see ``writtenDate(at:defaultYear:)``) that must fall in years 1…9999.
    func date(at start: Int, defaultYear: Int?) throws(AmountScanner.Problem) -> (Int32, Int) {
        let written = try writtenDate(at: start, defaultYear: defaultYear)
        guard let date = JournalDate(written.year, written.month, written.day) else {
            var digitsEnd = start
            while isDigit(digitsEnd) { digitsEnd += 1 }
            let year = digitsEnd - start >= 4 ? text(start, digitsEnd) : String(written.year)
            throw AmountScanner.Problem(offset: start, .yearOutOfRange(year), length: written.end - start)
        }
        return (date.packed, written.end)
    }

    func fail(_ builder: inout JournalBuilder, at offset: Int, length: Int = 1, _ problem: JournalProblem) {
        builder.addError(
            file: file, line: number, offset: offset, length: length, lineStart: start, lineEnd: end, problem)
    }

    func fail(_ builder: inout JournalBuilder, _ problem: AmountScanner.Problem) {
        fail(&builder, at: problem.offset, length: problem.length, problem.problem)
    }

    func markFailed(_ builder: inout JournalBuilder, transaction: Int, _ problem: AmountScanner.Problem) {
        fail(&builder, problem)
        builder.brokenTransactions.insert(transaction)
    }
}
