import Testing

@testable import LedgerJournalCore

/// Malformed journals are refused with every problem at its line and column, typed. Each row was
/// checked against hledger 1.25 (`hledger -f FILE bal`): hledger refuses the same line (its column is
/// noted where it differs), except where the row says hledger accepts it.
struct JournalErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let errors: [Located]
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(
            name: "month thirteen", text: "2024-13-01 x\n",
            errors: [Located(1, 1, .invalidDate(year: 2024, month: 13, day: 1))]),
        Case(
            name: "30 February", text: "2024-02-30 x\n",
            errors: [Located(1, 1, .invalidDate(year: 2024, month: 2, day: 30))]),
        Case(
            name: "two-digit year", text: "26-11-01 lunch\n    a  1\n    b\n",
            errors: [Located(1, 1, .yearNeedsFourDigits)]),
        Case(
            name: "five-digit year (hledger accepts it; the picker shows years 1 to 9999)",
            text: "20245-01-01 x\n    a  1\n    b\n", errors: [Located(1, 1, .yearOutOfRange("20245"))]),
        Case(
            name: "a year of 17 digits is named as written (hledger's examples/farfuture.j)",
            text: "25252734927768413-06-12 x\n   (expenses)   1\n",
            errors: [Located(1, 1, .yearOutOfRange("25252734927768413"))]),
        Case(name: "mixed separators", text: "2024/01-01 x\n", errors: [Located(1, 1, .mixedDateSeparators)]),
        Case(
            name: "junk after the date", text: "2024-01-01x\n", errors: [Located(1, 11, .unexpectedText(after: .date))]),
        Case(
            name: "stray text line", text: "2024-01-01 x\n    a  1\n    b\ngarbage line here\n",
            errors: [Located(4, 1, .unexpectedLine)]),
        Case(
            name: "header indented by one space (and its postings with it)", text: " 2024-01-01 x\n    a  1\n    b\n",
            errors: [Located(1, 2, .unexpectedIndentation)]),
        Case(
            name: "posting after a blank line", text: "2024-01-01 x\n    a  1\n    b\n\n    c  1\n",
            errors: [Located(5, 5, .unexpectedIndentation)]),
        Case(
            name: "unclosed code", text: "2024-01-01 (abc x\n    a  1\n    b\n", errors: [Located(1, 12, .unclosedCode)]
        ),
        Case(
            name: "an exponent past 100,000 digits (hledger accepts it)",
            text: "2024-01-01 x\n    a  $1E100001\n    b\n",
            errors: [Located(2, 9, .amountTooLarge)]),
        Case(
            name: "256 decimal places (hledger: more than 255 decimal places are not supported)",
            text: "2024-01-01 x\n    a  $0." + String(repeating: "0", count: 255) + "1\n    b\n",
            errors: [Located(2, 9, .tooManyDecimals(limit: 255))]),
        Case(
            name: "an exponent to 256 decimal places (hledger refuses it too)",
            text: "2024-01-01 x\n    a  $1.5E-255\n    b\n",
            errors: [Located(2, 9, .tooManyDecimals(limit: 255))]),
        Case(
            name: "text after the amount", text: "2024-01-01 x\n    a  $1 xyz\n    b\n",
            errors: [Located(2, 11, .unexpectedText(after: .amount))]),
        Case(name: "no digits", text: "2024-01-01 x\n    a  $\n    b\n", errors: [Located(2, 9, .expectedAmount)]),
        Case(
            name: "a mark out of place", text: "2024-01-01 x\n    a  1.000,00,0 EUR\n    b\n",
            errors: [Located(2, 16, .invalidNumber(.misplacedMark))]),
        Case(
            name: "a digit after a space", text: "2024-01-01 x\n    a  1,000 000\n    b\n",
            errors: [Located(2, 14, .invalidNumber(.digitAfterSpace))]),
        Case(
            name: "unterminated quote", text: "2024-01-01 x\n    a  \"ABC 3\n    b\n",
            errors: [Located(2, 8, .unterminatedQuote)]),
        Case(
            name: "price missing", text: "2024-01-01 x\n    a  1 @\n    b\n", errors: [Located(2, 11, .expectedPrice)]),
        Case(
            name: "lot price not closed", text: "2024-01-01 x\n    a  1 X {5 Y\n    b\n",
            errors: [Located(2, 12, .unclosedLotAnnotation)]),
        Case(
            name: "two assertions", text: "2024-01-01 x\n    a  1 = 1 = 1\n    b\n",
            errors: [Located(2, 14, .unexpectedText(after: .assertion))]),
        Case(
            name: "bad posting date", text: "2024-01-01 x\n    a  1  ; date:2024-13-01\n    b\n",
            errors: [Located(2, 18, .invalidDate(year: 2024, month: 13, day: 1))]),
        Case(
            name: "posting date that is not a date", text: "2024-01-01 x\n    a  1  ; date: bad\n    b\n",
            errors: [Located(2, 19, .expectedDate)]),
        Case(
            name: "assignment with a posting date", text: "2024-01-01 x\n    a  = 5  ; date:2024-02-01\n    b\n",
            errors: [Located(2, 1, .assignmentWithPostingDate)]),
        Case(name: "bad year directive", text: "Y twenty\n", errors: [Located(1, 3, .expectedYear)]),
        Case(name: "short year directive", text: "Y 24\n", errors: [Located(1, 3, .expectedYear)]),
        Case(
            name: "unknown account type", text: "account a  ; type: Snack\n",
            errors: [Located(1, 20, .unknownAccountType("Snack"))]),
        Case(
            name: "ledger directive", text: "bucket Assets:Checking\n",
            errors: [Located(1, 1, .unsupportedDirective("bucket"))]),
        Case(
            name: "ledger apply tag", text: "apply tag foo\n", errors: [Located(1, 1, .unsupportedDirective("apply"))]),
        Case(name: "ledger year", text: "year 2024\n", errors: [Located(1, 1, .unsupportedDirective("year"))]),
        Case(
            name: "commodity without a decimal mark", text: "commodity 1000 EUR\n",
            errors: [Located(1, 11, .commodityNeedsDecimalMark)]),
        Case(
            name: "commodity subdirective", text: "commodity $\n  nonsense\n",
            errors: [Located(2, 3, .unexpectedSubdirective(directive: "commodity"))]),
        Case(
            name: "payee takes no subdirective", text: "payee Foo\n  bar\n",
            errors: [Located(2, 3, .unexpectedSubdirective(directive: "payee"))]),
        Case(
            name: "end apply account alone", text: "end apply account\n",
            errors: [Located(1, 5, .endWithoutBeginning(directive: "apply account"))]),
        Case(name: "alias without =", text: "alias x\n", errors: [Located(1, 8, .expectedAlias)]),
        Case(
            name: "alias with a bad regex", text: "alias /(/ = x\n",
            errors: [Located(1, 8, .invalidRegularExpression(pattern: "(", reason: .unbalancedParenthesis))]),
        Case(name: "decimal-mark", text: "decimal-mark x\n", errors: [Located(1, 14, .invalidDecimalMark)]),
        Case(
            name: "bad period expression", text: "~ every blorp\n    a  1\n    b\n",
            errors: [Located(1, 9, .invalidPeriodExpression(near: "blorp"))]),
        Case(
            name: "periodic start off its interval", text: "~ monthly from 2024-01-15\n    a  1\n    b\n",
            errors: [Located(1, 3, .periodStartOffBoundary)]),
        Case(
            name: "timeclock lines in a journal", text: "i 2024/01/01 09:00:00 a\no 2024/01/01 10:00:00\n",
            errors: [Located(1, 1, .looksLikeTimeclock)]),
        Case(
            name: "control characters are made visible later, kept here", text: "2024-01-0\u{1B}]0;pwned\u{07} x\n",
            errors: [Located(1, 1, .invalidDate(year: 2024, month: 1, day: 0))]),
        Case(
            name: "every bad line is reported", text: "2024-13-01 x\n2024-01-01 y\n    a  $1\n    b  $1\n",
            errors: [
                Located(1, 1, .invalidDate(year: 2024, month: 13, day: 1)),
                Located(2, 1, .unbalanced(group: .real, residual: [Amount(dec("2"), "$")])),
            ]),
        Case(
            name: "include without resolver", text: "include other.journal\n",
            errors: [Located(1, 1, .includeUnavailable)]),
        Case(
            name: "in hledger's order of checks: reading, balancing, then assertions",
            text: "2024-01-01 x\n    a  1 = 5\n    b\n\n2024-01-02 y\n    a  1\n    b  1\n\ngarbage\n",
            errors: [
                Located(9, 1, .unexpectedLine),
                Located(5, 1, .unbalanced(group: .real, residual: [Amount(dec("2"), "")])),
                Located(
                    2, 10,
                    .assertionFailed(
                        account: "a", includingSubaccounts: false, actual: Amount(dec("1"), ""),
                        asserted: Amount(dec("5"), ""))),
            ]),
    ])
    func reportsMalformedLines(_ example: Case) {
        #expect(problems(example.text) == example.errors)
    }

    @Test func aDateWithoutAYearNeedsTodayOrAYearDirective() {
        #expect(problems("07-15 x\n    a  1\n    b\n", options: JournalOptions()) == [Located(1, 1, .yearUnknown)])
        #expect(problems("07-15 x\n    a  1\n    b\n").isEmpty)
    }

    @Test func refusesInvalidUTF8WithOneClearError() {
        let bytes: [UInt8] = Array("2024-01-01 x\n    a  $1".utf8) + [0xFF, 0xFE] + Array("\n    b\n".utf8)
        let result = Journal.load([JournalSource(path: "bin.journal", bytes: bytes)])
        #expect(
            result.failure?.errors.map { Located($0.line, $0.column, $0.problem) } == [
                Located(2, 10, .notUTF8(byte: 0xFF))
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
        #expect(result.failure?.errors.first?.problem == .notUTF8(byte: sequence[0]))
    }

    @Test func refusesBinaryFiles() {
        let result = Journal.load([
            JournalSource(path: "x.bin", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00])
        ])
        #expect(result.failure?.errors.map(\.problem) == [.nulByte])
    }

    @Test func addsTotalsPastInt128Exactly() throws {
        let big = "99999999999999999999999999999999999999"  // 38 nines: fits Int128 alone, twice does not
        let text = "2024-01-01 x\n    a  \(big) X\n    b  -\(big) X\n2024-01-02 y\n    a  \(big) X\n    b  -\(big) X\n"
        let journal = try load(text)
        let balances = journal.balances(in: .month(month(2024, 1)))
        #expect(balances["a"]?["X"] == dec("199999999999999999999999999999999999998"))
        #expect(balances["b"]?["X"] == dec("-199999999999999999999999999999999999998"))
    }

    @Test func keepsTheOffendingLineAndSpan() throws {
        let failure = try #require(Journal.parse("2024-01-01 x\n    a  $1 xyz\n    b\n").failure)
        let error = try #require(failure.errors.first)
        #expect(error.lineText == "    a  $1 xyz")
        #expect(error.offendingText == "x")
        let date = try #require(Journal.parse("2024-13-01 x\n").failure?.errors.first)
        #expect(date.offendingText == "2024-13-01")
    }
}
