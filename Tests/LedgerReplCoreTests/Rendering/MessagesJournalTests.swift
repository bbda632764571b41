import LedgerJournalCore
import Testing

@testable import LedgerReplCore

/// Journal errors and warnings as users read them, in English and Korean: the position, what is wrong
/// and what would work, the line quoted with control characters made visible; Korean particles
/// chosen by the sound before them, never bracketed pairs.
struct MessagesJournalTests {
    static let english = Messages(language: .english)
    static let korean = Messages(language: .korean)

    static func error(_ problem: JournalProblem, line: String = "2024-13-01 점심", column: Int = 1) -> JournalError {
        JournalError(path: "가계부.journal", line: 4, column: column, length: 10, problem: problem, lineText: line)
    }

    @Test func writesThePositionTheProblemAndTheLine() {
        let error = Self.error(.invalidDate(year: 2024, month: 13, day: 1))
        #expect(
            Self.english.text(for: error)
                == "가계부.journal:4:1: no such date: year 2024, month 13, day 1: \"2024-13-01 점심\"")
        #expect(Self.korean.text(for: error) == "가계부.journal:4:1: 없는 날짜입니다: 2024년 13월 1일: \"2024-13-01 점심\"")
    }

    /// The errors of a journal that does not load.
    static func errors(_ text: String) -> [JournalError] {
        guard case .failure(let failure) = Journal.parse(text, path: "j.journal") else { return [] }
        return failure.errors
    }

    @Test func writesAmountsTheWayTheJournalWritesThem() {
        let residual = Self.errors("2022-01-04 x\n    a    120.69 €\n    b   -48.27 €\n    c   -72.41 €\n")
        #expect(
            residual.map(Self.english.text(for:)) == [
                "j.journal:1:1: transaction does not balance: its real postings add up to 0.01 €, not zero: \"2022-01-04 x\""
            ])
        let assertion = Self.errors("decimal-mark .\n2024-01-01 x\n    자산:현금  5,000원 = 7,000원\n    수입\n")
        #expect(
            assertion.map(Self.korean.text(for:)) == [
                "j.journal:3:19: 잔액 확인 실패: 이 항목 뒤 \"자산:현금\"의 잔액은 7,000원이 아니라 5,000원입니다 (차이 2,000원): \"    자산:현금  5,000원 = 7,000원\""
            ])
    }

    @Test func aFailedLoadEndsWithTheWarningAboutAmountsReadWithALoneMark() {
        let found = Self.errors("2024-01-01 x\n    자산:현금  5,000원 = 7,000원\n    수입\n")
        #expect(found.map(\.line) == [2, 2])
        #expect(found.last.map(Self.korean.text(for:))?.contains("\"5,000\"을 5로 읽었습니다") == true)
        #expect(found.first.map(Self.korean.text(for:))?.contains("7원이 아니라 5원입니다") == true)
    }

    @Test func makesControlCharactersVisible() {
        let error = JournalError(
            path: "evil\u{1B}[2J.journal", line: 1, column: 1, problem: .unexpectedLine,
            lineText: "\u{1B}]0;pwned\u{07}")
        let text = Self.english.text(for: error)
        #expect(text.hasPrefix("evil\\x1B[2J.journal:1:1: "))
        #expect(text.hasSuffix(": \"\\x1B]0;pwned\\x07\""))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let problem: JournalProblem
        let english: String
        let korean: String
        var testDescription: String { english }
    }

    @Test(arguments: [
        Row(
            problem: .unexpectedLine,
            english:
                "expected a transaction (a date such as 2024-07-15 in the first column), a directive or a comment (;)",
            korean: "거래(첫 칸에서 시작하는 2024-07-15 같은 날짜), 지시어, 또는 주석(;)이어야 합니다"),
        Row(
            problem: .unexpectedIndentation,
            english:
                "an indented line must be a posting under a transaction; a transaction's date line starts in the first column",
            korean: "들여 쓴 줄은 거래 아래의 항목이어야 합니다. 거래의 날짜 줄은 첫 칸에서 시작합니다"),
        Row(
            problem: .yearNeedsFourDigits, english: "write the year with four digits, as in 2026-11-01",
            korean: "연도는 2026-11-01처럼 네 자리로 쓰세요"),
        Row(
            problem: .unsupportedDirective("bucket"),
            english: "\"bucket\" is a ledger directive that hledger does not read; remove it or comment it out with ;",
            korean: "\"bucket\"은 hledger가 읽지 않는 ledger 지시어입니다. 지우거나 ;로 주석 처리하세요"),
        Row(
            problem: .unsupportedDirective("define"),
            english: "\"define\" is a ledger directive that hledger does not read; remove it or comment it out with ;",
            korean: "\"define\"은 hledger가 읽지 않는 ledger 지시어입니다. 지우거나 ;로 주석 처리하세요"),
        Row(
            problem: .unbalanced(
                group: .real, residual: [Amount(ExactDecimal(1000), "₩"), Amount(ExactDecimal(-1), "원")]),
            english: "transaction does not balance: its real postings add up to ₩1000, -1원, not zero",
            korean: "거래의 균형이 맞지 않습니다: 실제 항목의 합이 0이 아니라 ₩1000, -1원입니다"),
        Row(
            problem: .tooManyMissingAmounts(group: .real, lines: [3, 4]),
            english:
                "only one real posting may leave its amount out, but those on lines 3, 4 all do (put two or more spaces between an account and its amount)",
            korean:
                "금액을 비울 수 있는 실제 항목은 하나뿐인데 3, 4번째 줄이 모두 비어 있습니다 (계정과 금액 사이는 공백 두 칸 이상)"),
        Row(
            problem: .assertionFailed(
                account: "자산:현금", includingSubaccounts: false, actual: Amount(ExactDecimal(7000), "₩"),
                asserted: Amount(ExactDecimal(8000), "₩")),
            english:
                "balance assertion failed: \"자산:현금\" holds ₩7000 after this posting, not ₩8000 (difference ₩1000)",
            korean: "잔액 확인 실패: 이 항목 뒤 \"자산:현금\"의 잔액은 ₩8000이 아니라 ₩7000입니다 (차이 ₩1000)"),
        Row(
            problem: .assertionFailed(
                account: "assets", includingSubaccounts: true, actual: Amount(ExactDecimal(2), "$"),
                asserted: Amount(ExactDecimal(3), "$")),
            english:
                "balance assertion failed: \"assets\" (with subaccounts) holds $2 after this posting, not $3 (difference $1)",
            korean: "잔액 확인 실패: 이 항목 뒤 \"assets\"(하위 계정 포함)의 잔액은 $3이 아니라 $2입니다 (차이 $1)"),
        Row(
            problem: .unknownAccountType("Snack"),
            english:
                "unknown account type \"Snack\"; use Asset, Liability, Equity, Revenue, Expense, Cash or Conversion (A, L, E, R, X, C, V)",
            korean:
                "계정 종류 \"Snack\"을 알 수 없습니다. Asset, Liability, Equity, Revenue, Expense, Cash, Conversion(A, L, E, R, X, C, V) 중 하나를 쓰세요"
        ),
        Row(
            problem: .includeFailed(pattern: "2024/*.journal", path: "2024/*.journal", reason: .noMatch),
            english: "cannot include \"2024/*.journal\": no file matches",
            korean: "\"2024/*.journal\"을 포함할 수 없습니다: 맞는 파일이 없습니다"),
        Row(
            problem: .unreadable(.notFound), english: "no such file or directory",
            korean: "그런 파일이나 디렉터리가 없습니다"),
        Row(
            problem: .looksLikeTimeclock,
            english: "this looks like a timeclock file; give it the .timeclock extension so it is read as one",
            korean: "timeclock 파일로 보입니다. 확장자를 .timeclock으로 하면 그렇게 읽습니다"),
        Row(
            problem: .ambiguousNumberReadAsDecimal(
                commodity: "원", text: "4,500", value: "4.5", directive: "commodity 1,000.원", count: 12),
            english:
                "\"4,500\" is read as 4.5: with no directive saying what \",\" means, hledger reads a lone \",\" before three digits as a decimal mark; if it separates thousands, add decimal-mark . or commodity 1,000.원 at the top of the journal (12 amounts are read this way)",
            korean:
                "\"4,500\"을 4.5로 읽었습니다. hledger는 쉼표(,)가 무엇인지 정하는 지시어가 없으면 세 자리 앞의 쉼표(,)를 소수점으로 읽습니다. 쉼표(,)가 천 단위 구분이라면 가계부 파일 맨 위에 decimal-mark . 또는 commodity 1,000.원을 쓰세요 (이렇게 읽은 금액이 12개입니다)"
        ),
        Row(
            problem: .ambiguousNumberReadAsDecimal(
                commodity: "EUR", text: "10.000", value: "10", directive: "commodity 1.000,00 EUR", count: 1),
            english:
                "\"10.000\" is read as 10: with no directive saying what \".\" means, hledger reads a lone \".\" before three digits as a decimal mark; if it separates thousands, add decimal-mark , or commodity 1.000,00 EUR at the top of the journal",
            korean:
                "\"10.000\"을 10으로 읽었습니다. hledger는 마침표(.)가 무엇인지 정하는 지시어가 없으면 세 자리 앞의 마침표(.)를 소수점으로 읽습니다. 마침표(.)가 천 단위 구분이라면 가계부 파일 맨 위에 decimal-mark , 또는 commodity 1.000,00 EUR을 쓰세요"
        ),
        Row(
            problem: .ruleWouldFail(.tooManyMissingAmounts(group: .real, lines: [2, 3])),
            english:
                "this rule would fail when applied (--forecast, --auto): only one real posting may leave its amount out, but those on lines 2, 3 all do (put two or more spaces between an account and its amount)",
            korean:
                "이 규칙은 적용하면(--forecast, --auto) 실패합니다: 금액을 비울 수 있는 실제 항목은 하나뿐인데 2, 3번째 줄이 모두 비어 있습니다 (계정과 금액 사이는 공백 두 칸 이상)"
        ),
    ])
    func wordsEachProblem(_ row: Row) {
        #expect(Self.english.describe(row.problem) == row.english)
        #expect(Self.korean.describe(row.problem) == row.korean)
    }

    @Test func warningsSayTheyAreWarnings() {
        let warning = Self.error(
            .ambiguousNumberReadAsDecimal(
                commodity: "₩", text: "15,000", value: "15", directive: "commodity ₩1,000.", count: 1))
        #expect(Self.english.text(for: warning).contains(":4:1: warning: "))
        #expect(Self.korean.text(for: warning).contains(":4:1: 경고: "))
    }

    /// One of every problem, so that each is worded in both languages.
    static let everyProblem: [JournalProblem] = [
        .unexpectedLine, .unexpectedIndentation, .ledgerOnlyComment, .unsupportedDirective("year"),
        .unsupportedDirective("apply"), .unexpectedText(after: .date), .unexpectedText(after: .amount),
        .unexpectedText(after: .assertion), .unexpectedText(after: .directive("Y")), .unexpectedText(after: .time),
        .unexpectedSubdirective(directive: "commodity"), .unexpectedSubdirective(directive: "payee"), .expectedDate,
        .invalidDate(year: 2024, month: 2, day: 30), .mixedDateSeparators, .yearOutOfRange("12024"),
        .yearNeedsFourDigits, .yearUnknown, .unclosedCode, .expectedAmount, .unterminatedQuote,
        .emptyQuotedCommodity, .invalidNumber(.misplacedMark), .invalidNumber(.digitAfterSpace),
        .invalidNumber(.groupsWithExponent), .amountTooLarge, .tooManyDecimals(limit: 30), .expectedPrice,
        .unclosedLotAnnotation, .unbalanced(group: .balancedVirtual, residual: [Amount(ExactDecimal(5), "$")]),
        .tooManyMissingAmounts(group: .balancedVirtual, lines: [2, 3]), .assignmentWithPostingDate,
        .assignmentToAutomatedAccount(account: "지출:식비"),
        .assertionFailed(
            account: "a", includingSubaccounts: false, actual: Amount(ExactDecimal(1), "원"),
            asserted: Amount(ExactDecimal(2), "원")),
        .assertionOtherCommodity(
            account: "a", includingSubaccounts: true, asserted: Amount(ExactDecimal(1), "$"),
            other: Amount(ExactDecimal(1), "EUR")),
        .expectedYear, .unknownAccountType("Q"), .invalidDecimalMark, .expectedCommodity, .commodityNeedsDecimalMark,
        .formatSymbolMismatch(declared: "$", format: "EUR"), .expectedArgument(directive: "account"),
        .expectedArgument(directive: "apply account"), .expectedArgument(directive: "include"),
        .expectedArgument(directive: "payee"), .expectedArgument(directive: "tag"), .expectedArgument(directive: "N"),
        .endWithoutBeginning(directive: "apply account"), .expectedAlias,
        .invalidRegularExpression(pattern: "(", reason: .unbalancedParenthesis),
        .invalidRegularExpression(pattern: "[", reason: .unclosedBracket),
        .invalidRegularExpression(pattern: "*", reason: .nothingToRepeat),
        .invalidRegularExpression(pattern: "\\", reason: .trailingBackslash),
        .invalidRegularExpression(pattern: "a{2,1}", reason: .invalidRepeat), .expectedMarketPrice,
        .includeUnavailable, .includesTooDeep(limit: 64),
        .includeFailed(pattern: "a.journal", path: "/x/a.journal", reason: .permissionDenied),
        .includeCycle(["a.journal", "b.journal", "a.journal"]), .invalidPeriodExpression(near: "blorp"),
        .periodStartOffBoundary, .periodNeedsToday, .invalidQuery(near: "amt:x"), .ruleWithoutPostings,
        .multiplierOutsideRule, .expectedTimeclockEntry, .expectedTime, .clockOutWithoutClockIn,
        .clockInWhileClockedIn, .clockOutBeforeClockIn, .expectedTimedotQuantity, .timedotEntryWithoutDate,
        .looksLikeTimeclock, .looksLikeTimedot, .unsupportedFormat("csv"), .notUTF8(byte: 0xFF), .nulByte,
        .fileTooLarge, .unreadable(.notFound), .unreadable(.permissionDenied), .unreadable(.isDirectory),
        .unreadable(.notRegularFile), .unreadable(.tooLarge(limit: 1 << 30)), .unreadable(.noMatch),
        .unreadable(.system(code: 5, description: "input/output error")),
        .ambiguousNumberReadAsDecimal(
            commodity: "₩", text: "10.000", value: "10", directive: "commodity ₩1.000,", count: 2),
        .ruleWouldFail(.expectedPrice),
        .ignoredAccountSubdirective,
    ]

    @Test func wordsEveryProblemInBothLanguages() {
        for problem in Self.everyProblem {
            let english = Self.english.describe(problem)
            let korean = Self.korean.describe(problem)
            #expect(!english.isEmpty && !korean.isEmpty, "\(problem)")
            // Korean reads as Korean; English carries no Hangul of its own (these samples quote none,
            // beyond the 원 of amounts).
            let hangul: (Unicode.Scalar) -> Bool = { (0xAC00...0xD7A3).contains($0.value) && $0 != "원" }
            #expect(korean.unicodeScalars.contains(where: hangul), "no Korean: \(korean)")
            let quotedHangul = problem == .assignmentToAutomatedAccount(account: "지출:식비")
            #expect(quotedHangul || !english.unicodeScalars.contains(where: hangul), "Korean in English: \(english)")
            // Particles are chosen, never bracketed.
            for pair in ["을(를)", "를(을)", "은(는)", "는(은)", "이(가)", "가(이)", "과(와)", "와(과)", "(으)로"] {
                #expect(!korean.contains(pair), "\(pair) in \(korean)")
            }
        }
    }
}
