import Testing

@testable import LedgerJournalCore

struct JournalErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let errors: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(
            name: "month thirteen", text: "2024-13-01 x\n",
            errors: ["bad.journal:1:1: no such date: year 2024, month 13, day 1: \"2024-13-01 x\""]),
        Case(
            name: "30 February", text: "2024-02-30 x\n",
            errors: ["bad.journal:1:1: no such date: year 2024, month 2, day 30: \"2024-02-30 x\""]),
        Case(
            name: "yearless date without Y", text: "7/15 x\n",
            errors: [
                "bad.journal:1:1: a date without a year needs a Y 2024 (or year 2024) directive above it: \"7/15 x\""
            ]),
        Case(
            name: "five-digit year", text: "20245-01-01 x\n",
            errors: ["bad.journal:1:1: expected a date such as 2024-07-15, 2024/07/15 or 7/15: \"20245-01-01 x\""]),
        Case(
            name: "junk after the date", text: "2024-01-01x\n",
            errors: ["bad.journal:1:11: expected a space after the date: \"2024-01-01x\""]),
        Case(
            name: "amount too large", text: "2024-01-01 x\n    a  $1234567890123456789012345678901234567890\n    b\n",
            errors: ["bad.journal:2:9: amount too large: \"    a  $1234567890123456789012345678901234567890\""]),
        Case(
            name: "too many decimals", text: "2024-01-01 x\n    a  $0.1234567890123456789012345678901\n    b\n",
            errors: [
                "bad.journal:2:9: amount has more than 30 decimal places: \"    a  $0.1234567890123456789012345678901\""
            ]),
        Case(
            name: "text after the amount", text: "2024-01-01 x\n    a  $1 xyz\n    b\n",
            errors: ["bad.journal:2:11: unexpected text after the amount; start a comment with ;: \"    a  $1 xyz\""]),
        Case(
            name: "no digits", text: "2024-01-01 x\n    a  $\n    b\n",
            errors: ["bad.journal:2:9: expected an amount such as 15,000원, ₩15,000, $12.50 or -5 EUR: \"    a  $\""]),
        Case(
            name: "two decimal marks", text: "2024-01-01 x\n    a  1.000,00,0 EUR\n    b\n",
            errors: ["bad.journal:2:16: this number has more than one decimal mark: \"    a  1.000,00,0 EUR\""]),
        Case(
            name: "unterminated quote", text: "2024-01-01 x\n    a  \"ABC 3\n    b\n",
            errors: ["bad.journal:2:8: unterminated quoted commodity symbol; close it with \": \"    a  \\\"ABC 3\""]),
        Case(
            name: "control characters are made visible", text: "2024-01-0\u{1B}]0;pwned\u{07} x\n",
            errors: ["bad.journal:1:1: no such date: year 2024, month 1, day 0: \"2024-01-0\\x1B]0;pwned\\x07 x\""]),
        Case(
            name: "bidi override is made visible", text: "2024-01-01 x\n    a  $1 \u{202E}\n    b\n",
            errors: [
                "bad.journal:2:11: unexpected text after the amount; start a comment with ;: \"    a  $1 \\u{202E}\""
            ]),
        Case(
            name: "every bad line is reported", text: "2024-13-01 x\n2024-01-01 y\n    a  $1\n    b  $1\n",
            errors: [
                "bad.journal:1:1: no such date: year 2024, month 13, day 1: \"2024-13-01 x\"",
                "bad.journal:2:1: transaction does not balance: its real postings add up to $2, not zero: \"2024-01-01 y\"",
            ]),
        Case(
            name: "bad year directive", text: "Y twenty\n",
            errors: ["bad.journal:1:3: expected a year from 1 to 9999 after Y: \"Y twenty\""]),
        Case(
            name: "unknown account type", text: "account a  ; type: Snack\n",
            errors: [
                "bad.journal:1:10: unknown account type \"Snack\"; use Asset, Liability, Equity, Revenue or Expense (A, L, E, R, X): \"account a  ; type: Snack\""
            ]),
        Case(
            name: "include without resolver", text: "include other.journal\n",
            errors: ["bad.journal:1:1: include is not available here: \"include other.journal\""]),
    ])
    func reportsMalformedLines(_ example: Case) {
        #expect(errorLines(example.text) == example.errors)
    }

    @Test func refusesInvalidUTF8WithOneClearError() {
        let bytes: [UInt8] = Array("2024-01-01 x\n    a  $1".utf8) + [0xFF, 0xFE] + Array("\n    b\n".utf8)
        let result = Journal.load([JournalSource(path: "bin.journal", bytes: bytes)])
        #expect(
            result.failure?.errors.map(\.description) == [
                "bin.journal:2:10: invalid UTF-8 (byte 0xFF); a journal must be UTF-8 text: \"    a  $1\\u{FFFD}\\u{FFFD}\""
            ])
    }

    @Test(arguments: [
        [0xC0, 0x80] as [UInt8],  // overlong NUL
        [0xED, 0xA0, 0x80],  // surrogate
        [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
        [0xE2, 0x82],  // truncated
    ])
    func refusesMalformedUTF8Sequences(_ sequence: [UInt8]) {
        let result = Journal.load([JournalSource(path: "bin.journal", bytes: Array("; ".utf8) + sequence)])
        #expect(result.failure?.errors.first?.message.hasPrefix("invalid UTF-8") == true)
    }

    @Test func refusesBinaryFiles() {
        let result = Journal.load([
            JournalSource(path: "x.bin", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00])
        ])
        #expect(
            result.failure?.errors.map(\.message) == [
                "the file holds a NUL byte; is it a binary file? a journal must be UTF-8 text"
            ])
    }

    @Test func refusesAmountsWhoseSumsCouldOverflow() {
        let big = "99999999999999999999999999999999999999"  // 38 nines: fits Int128 alone
        let text = "2024-01-01 x\n    a  \(big) X\n    b  -\(big) X\n2024-01-02 y\n    a  \(big) X\n    b  -\(big) X\n"
        let errors = errorLines(text)
        #expect(
            errors.first
                == "bad.journal:3:1: amount too large: the amounts in X add up beyond what can be represented: \"    b  -\(big) X\""
        )
    }

    @Test func escapesControlCharactersQuotedInMessages() {
        #expect(
            errorLines("account a  ; type: \u{1B}[2J\n") == [
                "bad.journal:1:10: unknown account type \"\\x1B[2J\"; use Asset, Liability, Equity, Revenue or Expense (A, L, E, R, X): \"account a  ; type: \\x1B[2J\""
            ])
    }

    @Test func escapesControlCharactersInPaths() {
        #expect(
            errorLines("2024-13-01 x\n", path: "evil\u{1B}[2J.journal") == [
                "evil\\x1B[2J.journal:1:1: no such date: year 2024, month 13, day 1: \"2024-13-01 x\""
            ])
    }
}
