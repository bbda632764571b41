/// One line of a journal file as byte offsets into the file, with the small readers the parser needs.
struct LineContext {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: Int
    let number: Int
    let start: Int
    let end: Int

    func skipSpaces(_ at: Int) -> Int {
        var p = at
        while p < end, bytes[p] == 0x20 || bytes[p] == 0x09 { p += 1 }
        return p
    }

    /// `at` moved back over trailing spaces and tabs.
    func trimmedEnd(_ at: Int) -> Int {
        var p = at
        while p > start, bytes[p - 1] == 0x20 || bytes[p - 1] == 0x09 { p -= 1 }
        return p
    }

    func text(_ from: Int, _ to: Int) -> String {
        guard to > from else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    /// The run of non-blank bytes at `at`.
    func word(at: Int) -> String {
        var p = at
        while p < end, bytes[p] != 0x20, bytes[p] != 0x09 { p += 1 }
        return text(at, p)
    }

    func startsWithWord(_ word: String) -> Bool { self.word(at: start) == word }

    /// The word after the first `length` bytes and any spaces.
    func wordAfter(_ length: Int) -> String { word(at: skipSpaces(min(start + length, end))) }

    /// Reads `2024-07-15`, `2024/07/15`, `2024.07.15`, or `7/15` (with `defaultYear`).
    func date(at: Int, defaultYear: Int?) throws(AmountScanner.Problem) -> (Int32, Int) {
        var parts: [Int] = []
        var separator: UInt8 = 0
        var p = at
        while parts.count < 3 {
            let digitsStart = p
            var value = 0
            while p < end, bytes[p] >= UInt8(ascii: "0"), bytes[p] <= UInt8(ascii: "9"), p - digitsStart < 5 {
                value = value * 10 + Int(bytes[p] - UInt8(ascii: "0"))
                p += 1
            }
            guard p > digitsStart, p - digitsStart <= 4 else {
                throw AmountScanner.Problem(
                    offset: at, message: "expected a date such as 2024-07-15, 2024/07/15 or 7/15")
            }
            parts.append(value)
            guard p < end,
                bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "/") || bytes[p] == UInt8(ascii: ".")
            else { break }
            if separator == 0 { separator = bytes[p] } else if bytes[p] != separator { break }
            guard parts.count < 3 else { break }
            p += 1
        }
        let year: Int
        let month: Int
        let day: Int
        switch parts.count {
        case 3: (year, month, day) = (parts[0], parts[1], parts[2])
        case 2:
            guard let defaultYear else {
                throw AmountScanner.Problem(
                    offset: at, message: "a date without a year needs a Y 2024 (or year 2024) directive above it")
            }
            (year, month, day) = (defaultYear, parts[0], parts[1])
        default:
            throw AmountScanner.Problem(offset: at, message: "expected a date such as 2024-07-15, 2024/07/15 or 7/15")
        }
        guard let date = JournalDate(year, month, day) else {
            throw AmountScanner.Problem(offset: at, message: "no such date: year \(year), month \(month), day \(day)")
        }
        return (date.packed, p)
    }

    func fail(_ builder: inout JournalBuilder, at offset: Int, _ message: String) {
        builder.addError(file: file, line: number, offset: offset, lineStart: start, lineEnd: end, message)
    }

    func markFailed(_ builder: inout JournalBuilder, transaction: Int, at offset: Int, _ message: String) {
        fail(&builder, at: offset, message)
        builder.brokenTransactions.insert(transaction)
    }
}
