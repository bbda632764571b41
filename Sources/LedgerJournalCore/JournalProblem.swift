/// What is wrong with a line of a journal, as data: the kind of problem and the values a message needs.
///
/// The journal library never words a problem; the REPL renders each case in English or Korean in one
/// place. Texts carried here (`text`, `account`, …) are as read from the journal, not yet made visible.
public enum JournalProblem: Sendable, Hashable {
    // MARK: Lines

    /// A line at the top level that is not a transaction, directive or comment (`garbage line here`).
    case unexpectedLine
    /// An indented line that belongs to no transaction or directive; a transaction's date line must
    /// start in the first column.
    case unexpectedIndentation
    /// A ledger-style `%` or `|` comment line, which hledger does not read.
    case ledgerOnlyComment
    /// A directive hledger does not read (ledger's `apply tag`, `bucket`, `define`, `year`…).
    case unsupportedDirective(String)
    /// Text after something complete: after a date, an amount, `end comment`, a directive's argument.
    case unexpectedText(after: JournalSyntax)
    /// A line inside a directive's block that the directive does not take (`commodity` takes only
    /// `format`; `payee`, `tag`, `P`, `D` take none).
    case unexpectedSubdirective(directive: String)

    // MARK: Dates

    /// Not a date: `yesterday`, `2024`, `2024-07`.
    case expectedDate
    /// A date with a year of fewer than four digits (`26-11-01`); hledger would read `26-11` as a
    /// month and day.
    case yearNeedsFourDigits
    /// A date written without a year while neither a `Y` directive nor today gives one.
    case yearUnknown
    /// A well-formed date that does not exist: month 13, 30 February.
    case invalidDate(year: Int, month: Int, day: Int)
    /// `2024/07-15`: the two separators differ.
    case mixedDateSeparators
    /// A year the month picker cannot show (it shows years 1 to 9999), its digits as written.
    case yearOutOfRange(String)

    // MARK: Transactions and postings

    /// `(CODE` with no closing parenthesis.
    case unclosedCode
    /// A commodity symbol or sign with no number: `$`, `EUR`, `-`.
    case expectedAmount
    /// A quoted commodity symbol with no closing quote.
    case unterminatedQuote
    /// `""` as a commodity symbol.
    case emptyQuotedCommodity
    /// A number written wrongly: marks misused, a digit after a space, groups with an exponent.
    case invalidNumber(NumberProblem)
    /// A number of more than 100,000 digits, as written or as its exponent makes it (`1E100001`).
    case amountTooLarge
    /// More decimal places than an exact decimal holds (255, as hledger's `Decimal`).
    case tooManyDecimals(limit: Int)
    /// `@` or `@@` with no price after it.
    case expectedPrice
    /// A `{…}` lot price or `[…]` lot date with no closing bracket.
    case unclosedLotAnnotation
    /// A transaction whose postings do not add up to zero; the residual per commodity.
    case unbalanced(group: PostingGroup, residual: [Amount])
    /// More than one posting in a group leaves its amount out (on the lines given).
    case tooManyMissingAmounts(group: PostingGroup, lines: [Int])
    /// A posting date (`; date:`) together with a balance assignment, which hledger refuses.
    case assignmentWithPostingDate
    /// A balance assignment on an account that automated postings also post to.
    case assignmentToAutomatedAccount(account: String)

    // MARK: Balance assertions

    /// A balance assertion that does not hold: the account holds `actual` of the commodity, not
    /// `asserted`.
    case assertionFailed(account: String, includingSubaccounts: Bool, actual: Amount, asserted: Amount)
    /// A `==` assertion on an account that also holds another commodity.
    case assertionOtherCommodity(account: String, includingSubaccounts: Bool, asserted: Amount, other: Amount)

    // MARK: Directives

    /// `Y`/`year` without a valid year.
    case expectedYear
    /// An account type that is none of the letters or names hledger knows.
    case unknownAccountType(String)
    /// `decimal-mark` followed by anything but `.` or `,`.
    case invalidDecimalMark
    /// A directive that needs a commodity or sample amount and has none.
    case expectedCommodity
    /// A `commodity` directive's sample amount without a decimal mark (`commodity 1000 EUR`); hledger
    /// asks for one (`1000.00 EUR`, `1.000,00 EUR`, or `1000. EUR`).
    case commodityNeedsDecimalMark
    /// A `format` subdirective for a commodity other than the one declared.
    case formatSymbolMismatch(declared: String, format: String)
    /// A directive that needs an argument and has none (`account`, `include`, `apply account`, `payee`).
    case expectedArgument(directive: String)
    /// `end apply account` with no `apply account` open.
    case endWithoutBeginning(directive: String)
    /// `alias` without `OLD = NEW`.
    case expectedAlias
    /// A regular expression that cannot be read (in an alias or a query).
    case invalidRegularExpression(pattern: String, reason: RegexProblem)
    /// `P` without `DATE COMMODITY PRICE`.
    case expectedMarketPrice
    /// `include` inside text read without a file system.
    case includeUnavailable
    /// Includes nested deeper than the limit.
    case includesTooDeep(limit: Int)
    /// An included file or pattern that could not be read: the pattern as written, the path that
    /// failed (the pattern itself when nothing matched) and why.
    case includeFailed(pattern: String, path: String, reason: FileProblem)
    /// A file that includes itself, directly or through others: the chain of paths.
    case includeCycle([String])

    // MARK: Periodic and automated transactions

    /// A `~` line whose period expression cannot be read; `near` is the word that was not understood.
    case invalidPeriodExpression(near: String)
    /// A `~` rule starting on a day that is not the first of its interval (`~ monthly from 2024-01-15`,
    /// `~ weekly from` a day that is not a Monday), which hledger cannot generate.
    case periodStartOffBoundary
    /// A period expression with a relative or year-less date while today is not known.
    case periodNeedsToday
    /// A `=` line whose query cannot be read.
    case invalidQuery(near: String)
    /// A rule line (`~` or `=`) with no postings under it.
    case ruleWithoutPostings
    /// A multiplier amount (`*2`) outside an automated transaction.
    case multiplierOutsideRule

    // MARK: Timeclock and timedot

    /// A timeclock line that is not `i`, `o`, `O`, `b` or `h` followed by a date and time.
    case expectedTimeclockEntry
    /// A time of day that is not `HH:MM` or `HH:MM:SS` (optionally with a `+HHMM` zone).
    case expectedTime
    /// A clock-out with no clock-in before it.
    case clockOutWithoutClockIn
    /// A clock-in while another session is still open.
    case clockInWhileClockedIn
    /// A clock-out earlier than its clock-in.
    case clockOutBeforeClockIn
    /// A timedot line that is not `ACCOUNT  QUANTITY` (dots, hours, or a number with a unit).
    case expectedTimedotQuantity
    /// A timedot entry before any date line.
    case timedotEntryWithoutDate
    /// A journal-format file whose lines look like a timeclock file (`i 2024/07/01 09:00 …`).
    case looksLikeTimeclock
    /// A journal-format file whose lines look like a timedot file (a date alone, then `ACCOUNT  ....`).
    case looksLikeTimedot
    /// A file format this program cannot read (CSV needs hledger's conversion rules).
    case unsupportedFormat(String)

    // MARK: Files

    /// Bytes that are not UTF-8 text, starting with `byte`.
    case notUTF8(byte: UInt8)
    /// A NUL byte: probably a binary file.
    case nulByte
    /// A file larger than the parser can address.
    case fileTooLarge
    /// A named file that could not be read.
    case unreadable(FileProblem)

    // MARK: Warnings

    /// A warning: a periodic or automated rule that would fail this way when applied (with `--forecast`
    /// or `--auto`); hledger reports it only then, so the journal still loads.
    indirect case ruleWouldFail(JournalProblem)
    /// A warning: an indented line under an `account` directive that is neither a comment nor a
    /// subdirective; hledger ignores it, and so does this program, but it looks like a misplaced
    /// transaction line.
    case ignoredAccountSubdirective
    /// A warning, given once per journal at the first such amount: a number with one `,` or `.`
    /// before three digits and no other mark (`₩10,000`, `5,400원`) read with that mark as the decimal
    /// mark, as hledger reads it, because no `decimal-mark`, `commodity` or `D` directive says what the
    /// mark means and no amount of the commodity uses it as a decimal mark beyond doubt. `commodity` is
    /// the symbol, `text` the number as written, `value` how it was read (`10`, `5.4`), `directive` the
    /// `commodity` directive that would make the mark a thousands separator (`commodity 1,000.원`), and
    /// `count` how many amounts of the journal were read that way.
    case ambiguousNumberReadAsDecimal(commodity: String, text: String, value: String, directive: String, count: Int)

    /// The amounts the problem names, for showing them in the journal's style.
    var amounts: [Amount] {
        switch self {
        case .unbalanced(_, let residual): return residual
        case .assertionFailed(_, _, let actual, let asserted): return [actual, asserted]
        case .assertionOtherCommodity(_, _, let asserted, let other): return [asserted, other]
        case .ruleWouldFail(let inner): return inner.amounts
        default: return []
        }
    }

    /// Whether this is a warning (the journal loads) rather than an error.
    public var isWarning: Bool {
        switch self {
        case .ambiguousNumberReadAsDecimal, .ruleWouldFail, .ignoredAccountSubdirective: return true
        default: return false
        }
    }
}

/// The parts of journal syntax a message can name.
public enum JournalSyntax: Sendable, Hashable {
    /// A transaction's date (and secondary date).
    case date
    /// A posting's amount, cost and assertion.
    case amount
    /// A balance assertion.
    case assertion
    /// The argument of the directive named.
    case directive(String)
    /// A timeclock entry's date and time.
    case time
}

/// Which postings of a transaction must balance together.
public enum PostingGroup: Sendable, Hashable {
    /// The real postings.
    case real
    /// The balanced virtual `[…]` postings.
    case balancedVirtual
}

/// How a number is written wrongly.
public enum NumberProblem: Sendable, Hashable {
    /// A decimal or group mark where none can be: `1.2,3.4`, `1,,000`, `12.`, followed by another mark.
    case misplacedMark
    /// A digit after a space after the number: `1 000 2`.
    case digitAfterSpace
    /// Digit group marks together with an exponent: `1,000E3`.
    case groupsWithExponent
}

/// Why a regular expression could not be read.
public enum RegexProblem: Error, Sendable, Hashable {
    /// `(` without `)` or the reverse.
    case unbalancedParenthesis
    /// `[` without `]`.
    case unclosedBracket
    /// `*`, `+`, `?` or `{…}` with nothing before it to repeat.
    case nothingToRepeat
    /// A `\` at the end of the pattern.
    case trailingBackslash
    /// A `{m,n}` repeat that is not well formed.
    case invalidRepeat
}

/// What is wrong with a file that could not be read.
public enum FileProblem: Error, Sendable, Hashable {
    /// No such file or directory.
    case notFound
    /// Permission denied.
    case permissionDenied
    /// A directory, not a file.
    case isDirectory
    /// A FIFO, socket or device.
    case notRegularFile
    /// Larger than the limit (in bytes).
    case tooLarge(limit: Int)
    /// An include glob that matched no file.
    case noMatch
    /// A write that wrote only part of what it was given.
    case shortWrite
    /// Any other system error: its number (`errno`) and the system's description (`strerror`).
    case system(code: Int32, description: String)
}
