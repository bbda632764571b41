import LedgerJournalCore

/// Journal errors and warnings in words, English and Korean: the one place a `JournalProblem` becomes a
/// sentence. A line reads `FILE:LINE:COLUMN: what is wrong: "the line"`, the path, the line and any
/// quoted journal text with their control and invisible characters made visible.
extension Messages {
    /// One error or warning as a line: position, what is wrong (and what would work), the line quoted.
    public func text(for error: JournalError) -> String {
        var text = VisibleText.escaping(error.path, limit: 200, escapingQuotes: false)
        if error.line > 0 { text += ":\(error.line)" }
        if error.column > 0 { text += ":\(error.column)" }
        let warning = error.problem.isWarning ? (language == .korean ? "경고: " : "warning: ") : ""
        text += ": " + warning + describe(error.problem, styles: error.styles)
        if !error.lineText.isEmpty { text += ": " + VisibleText.quoted(error.lineText) }
        return text
    }

    /// What is wrong, in a sentence without the position; amounts in a commodity `styles` names are
    /// written in that style (the journal's own), the others plainly.
    public func describe(_ problem: JournalProblem, styles: [String: CommodityStyle] = [:]) -> String {
        language == .korean ? korean(problem, styles) : english(problem, styles)
    }

    /// An amount written plainly, for messages about a journal that did not load: a one-character
    /// symbol before the number (`$12.50`, `₩15000`), a longer one after it (`5 EUR`, `15000원`).
    public func plain(_ amount: Amount) -> String {
        let number = amount.quantity.description
        let symbol =
            amount.commodity.contains(where: { $0 == " " || $0.isNumber || "-+.,;@*\"".contains($0) })
            ? "\"" + amount.commodity + "\"" : amount.commodity
        if symbol.isEmpty { return number }
        if symbol.count == 1, !(symbol.first?.isLetter ?? false) || symbol == "원" {
            return symbol == "원" ? number + symbol : symbol + number
        }
        if symbol.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) { return number + symbol }
        return number + " " + symbol
    }

    /// `amount` in its commodity's style from `styles`, else ``plain(_:)``.
    private func written(_ amount: Amount, _ styles: [String: CommodityStyle]) -> String {
        VisibleText.shownAmount(
            styles[amount.commodity]?.format(amount.quantity, symbol: amount.commodity) ?? plain(amount))
    }

    private func written(_ amounts: [Amount], _ styles: [String: CommodityStyle]) -> String {
        amounts.map { written($0, styles) }.joined(separator: ", ")
    }

    private func quoted(_ text: String) -> String { VisibleText.quoted(text) }

    private func group(_ group: PostingGroup) -> String {
        switch (group, language) {
        case (.real, .english): "real"
        case (.balancedVirtual, .english): "balanced virtual [ ]"
        case (.real, .korean): "실제"
        case (.balancedVirtual, .korean): "균형 가상 [ ]"
        }
    }

    // MARK: English

    private func english(_ problem: JournalProblem, _ styles: [String: CommodityStyle]) -> String {
        switch problem {
        case .unexpectedLine:
            return
                "expected a transaction (a date such as 2024-07-15 in the first column), a directive or a comment (;)"
        case .unexpectedIndentation:
            return
                "an indented line must be a posting under a transaction; a transaction's date line starts in the first column"
        case .ledgerOnlyComment: return "hledger does not read % or | comment lines; start a comment with ; or #"
        case .unsupportedDirective(let name):
            if name == "year" { return "hledger does not read the year directive; write Y 2024" }
            return
                "\(quoted(name)) is a ledger directive that hledger does not read; remove it or comment it out with ;"
        case .unexpectedText(let after):
            switch after {
            case .date: return "expected a space after the date"
            case .amount: return "unexpected text after the amount; start a comment with ;"
            case .assertion: return "unexpected text after the balance assertion; start a comment with ;"
            case .directive(let name): return "unexpected text after \(name); start a comment with ;"
            case .time: return "unexpected text after the time"
            }
        case .unexpectedSubdirective(let directive):
            if directive == "commodity" { return "a commodity directive takes only format lines below it" }
            return "\(directive) takes no indented lines below it"
        case .expectedDate: return "expected a date such as 2024-07-15, 2024/07/15 or 07-15"
        case .invalidDate(let year, let month, let day):
            return "no such date: year \(year), month \(month), day \(day)"
        case .mixedDateSeparators: return "the date mixes separators; use one of - / . throughout"
        case .yearOutOfRange(let year): return "year \(year) is outside 1 to 9999, the years the month picker shows"
        case .yearUnknown: return "a date without a year needs a Y directive (Y 2024) above it"
        case .yearNeedsFourDigits: return "write the year with four digits, as in 2026-11-01"
        case .unclosedCode: return "the transaction code is not closed; write (CODE)"
        case .expectedAmount: return "expected an amount such as 15,000원, ₩15,000, $12.50 or -5 EUR"
        case .unterminatedQuote: return "the quoted commodity symbol is not closed; close it with \""
        case .emptyQuotedCommodity: return "the quoted commodity symbol is empty"
        case .invalidNumber(let reason):
            switch reason {
            case .misplacedMark: return "a decimal or digit group mark is out of place in this number"
            case .digitAfterSpace:
                return "a digit after a space ends the number wrongly; group digits with one mark throughout"
            case .groupsWithExponent: return "a number cannot have both digit group marks and an exponent"
            }
        case .amountTooLarge: return "number too long (at most 100,000 digits, its exponent included)"
        case .tooManyDecimals(let limit): return "amount has more than \(limit) decimal places"
        case .expectedPrice: return "expected a price after @ or @@, such as @ $1.35"
        case .unclosedLotAnnotation: return "the lot price { } or lot date [ ] is not closed"
        case .unbalanced(let group, let residual):
            return
                "transaction does not balance: its \(self.group(group)) postings add up to \(written(residual, styles)), not zero"
        case .tooManyMissingAmounts(let group, let lines):
            return
                "only one \(self.group(group)) posting may leave its amount out, but those on lines \(lines.map(String.init).joined(separator: ", ")) all do (put two or more spaces between an account and its amount)"
        case .assignmentWithPostingDate:
            return "a balance assignment cannot have its own posting date (date:); write the amount instead"
        case .assignmentToAutomatedAccount(let account):
            return
                "a balance assignment cannot be used on \(quoted(account)), which automated postings (= rules) also post to"
        case .assertionFailed(let account, let inclusive, let actual, let asserted):
            var text =
                "balance assertion failed: \(quoted(account))\(inclusive ? " (with subaccounts)" : "") holds \(written(actual, styles)) after this posting, not \(written(asserted, styles))"
            if let difference = asserted.quantity.subtracting(actual.quantity) {
                text += " (difference \(written(Amount(difference, asserted.commodity), styles)))"
            }
            return text
        case .assertionOtherCommodity(let account, let inclusive, let asserted, let other):
            return
                "balance assertion failed: == says \(quoted(account))\(inclusive ? " (with subaccounts)" : "") holds only \(written(asserted, styles)), but it also holds \(written(other, styles))"
        case .expectedYear: return "expected a year of four or more digits, such as Y 2024"
        case .unknownAccountType(let value):
            return
                "unknown account type \(quoted(value)); use Asset, Liability, Equity, Revenue, Expense, Cash or Conversion (A, L, E, R, X, C, V)"
        case .invalidDecimalMark: return "decimal-mark must be followed by . or ,"
        case .expectedCommodity: return "expected a commodity symbol or a sample amount such as 1.000,00 EUR"
        case .commodityNeedsDecimalMark:
            return
                "write the sample amount with a decimal mark (1000.00 EUR, 1.000,00 EUR or 1000. EUR), so that numbers of this commodity can be read"
        case .formatSymbolMismatch(let declared, let format):
            return "this format is for \(quoted(format)), but the commodity directive declares \(quoted(declared))"
        case .expectedArgument(let directive):
            switch directive {
            case "account", "apply account": return "\(directive) needs an account name"
            case "include": return "include needs a file path"
            case "payee": return "payee needs a payee name"
            case "tag": return "tag needs a tag name"
            default: return "\(directive) needs a commodity symbol"
            }
        case .endWithoutBeginning(let directive):
            return "end \(directive) without a \(directive) above it"
        case .expectedAlias: return "expected alias OLD = NEW or alias /REGEX/ = REPLACEMENT"
        case .invalidRegularExpression(let pattern, let reason):
            return "cannot read the regular expression \(quoted(pattern)): \(english(reason))"
        case .expectedMarketPrice: return "expected P DATE COMMODITY PRICE, such as P 2024-07-01 EUR $1.10"
        case .includeUnavailable: return "include cannot be followed here (this text was not read from a file)"
        case .includesTooDeep(let limit): return "includes are nested more than \(limit) deep"
        case .includeFailed(let pattern, let path, let reason):
            if path == pattern || reason == .noMatch { return "cannot include \(quoted(pattern)): \(english(reason))" }
            return "cannot include \(quoted(pattern)): \(VisibleText.escaping(path, limit: 200)) \(english(reason))"
        case .includeCycle(let chain):
            return "include cycle: " + chain.map { VisibleText.escaping($0, limit: 200) }.joined(separator: " → ")
        case .invalidPeriodExpression(let near):
            return
                "cannot read the period expression at \(quoted(near)); write one such as monthly, every 2 weeks or monthly from 2024-01 (two spaces before a description)"
        case .periodStartOffBoundary:
            return
                "a periodic transaction must start on the first day of its interval (the 1st for monthly, a Monday for weekly, 1 January for yearly)"
        case .periodNeedsToday: return "this period expression needs today's date, which is not known"
        case .invalidQuery(let near): return "cannot read the query term \(quoted(near))"
        case .ruleWithoutPostings: return "this rule has no postings below it"
        case .multiplierOutsideRule:
            return "a multiplier amount (*2) belongs only in an automated transaction (= QUERY)"
        case .expectedTimeclockEntry: return "expected a timeclock entry: i DATE TIME ACCOUNT or o DATE TIME"
        case .expectedTime: return "expected a time of day such as 09:00 or 09:00:00"
        case .clockOutWithoutClockIn: return "a clock-out (o) with no clock-in (i) before it"
        case .clockInWhileClockedIn:
            return "a clock-in (i) while the previous session is still open; clock out (o) first"
        case .clockOutBeforeClockIn: return "the clock-out time is before its clock-in"
        case .expectedTimedotQuantity:
            return "expected a quantity: dots (.... is an hour), hours (1.5) or a number with a unit (30m, 2h, 1d)"
        case .timedotEntryWithoutDate: return "a timedot entry needs a date line above it"
        case .looksLikeTimeclock:
            return "this looks like a timeclock file; give it the .timeclock extension so it is read as one"
        case .looksLikeTimedot:
            return "this looks like a timedot file; give it the .timedot extension so it is read as one"
        case .unsupportedFormat(let format):
            return ".\(format) files cannot be read; convert them to a journal first (hledger import with CSV rules)"
        case .notUTF8(let byte): return "invalid UTF-8 (byte 0x\(hex(byte))); a journal must be UTF-8 text"
        case .nulByte: return "the file holds a NUL byte; is it a binary file? a journal must be UTF-8 text"
        case .fileTooLarge: return "the file is too large (at most 2 GiB)"
        case .unreadable(let reason): return english(reason)
        case .ambiguousNumberReadAsDecimal(_, let text, let value, let written, let count):
            // The directive suggested names the journal's own commodity: made visible, not quoted.
            let directive = VisibleText.escaping(written, escapingQuotes: false)
            let comma = text.contains(",")
            let mark = comma ? "," : "."
            let fix = comma ? "decimal-mark ." : "decimal-mark ,"
            let more = count > 1 ? " (\(count) amounts are read this way)" : ""
            return
                "\(quoted(text)) is read as \(value): with no directive saying what \(quoted(mark)) means, hledger reads a lone \(quoted(mark)) before three digits as a decimal mark; if it separates thousands, add \(fix) or \(directive) at the top of the journal"
                + more
        case .ruleWouldFail(let inner):
            return "this rule would fail when applied (--forecast, --auto): " + english(inner, styles)
        case .ignoredAccountSubdirective:
            return
                "this indented line under an account directive is ignored, as hledger ignores it; a transaction's date line starts in the first column"
        }
    }

    private func english(_ reason: RegexProblem) -> String {
        switch reason {
        case .unbalancedParenthesis: return "a parenthesis is not matched"
        case .unclosedBracket: return "a [ is not closed"
        case .nothingToRepeat: return "*, + or ? follows nothing"
        case .trailingBackslash: return "it ends with a backslash"
        case .invalidRepeat: return "a {m,n} repeat is not well formed"
        }
    }

    /// Why a file cannot be opened, read or written, in words: the system's error by its number
    /// (`SystemErrorText`), never the C library's English in a Korean session.
    public func text(for reason: FileProblem) -> String {
        switch (reason, language) {
        case (.system(let code, let description), .english):
            return VisibleText.escaping(SystemErrorText.text(code: code, description: description, in: .english), limit: 200)
        case (.system(let code, let description), .korean):
            return SystemErrorText.text(code: code, description: description, in: .korean)
        case (_, .english): return english(reason)
        case (_, .korean): return korean(reason)
        }
    }

    private func english(_ reason: FileProblem) -> String {
        switch reason {
        case .notFound: return "no such file or directory"
        case .permissionDenied: return "permission denied"
        case .isDirectory: return "is a directory, not a journal file"
        case .notRegularFile: return "is not a regular file (a FIFO, socket or device); name a journal file"
        case .tooLarge: return "is larger than 1 GiB"
        case .noMatch: return "no file matches"
        case .shortWrite: return "only part of the entry could be written"
        case .system(_, let description): return VisibleText.escaping(description, limit: 200)
        }
    }

    // MARK: Korean

    private func korean(_ problem: JournalProblem, _ styles: [String: CommodityStyle]) -> String {
        switch problem {
        case .unexpectedLine:
            return "거래(첫 칸에서 시작하는 2024-07-15 같은 날짜), 지시어, 또는 주석(;)이어야 합니다"
        case .unexpectedIndentation:
            return "들여 쓴 줄은 거래 아래의 항목이어야 합니다. 거래의 날짜 줄은 첫 칸에서 시작합니다"
        case .ledgerOnlyComment: return "hledger는 % 또는 |로 시작하는 주석 줄을 읽지 않습니다. 주석은 ;나 #로 시작하세요"
        case .unsupportedDirective(let name):
            if name == "year" { return "hledger는 year 지시어를 읽지 않습니다. Y 2024로 쓰세요" }
            return "\(particle(quoted(name), .topic)) hledger가 읽지 않는 ledger 지시어입니다. 지우거나 ;로 주석 처리하세요"
        case .unexpectedText(let after):
            switch after {
            case .date: return "날짜 뒤에는 공백이 와야 합니다"
            case .amount: return "금액 뒤에 알 수 없는 글자가 있습니다. 주석은 ;로 시작하세요"
            case .assertion: return "잔액 확인 뒤에 알 수 없는 글자가 있습니다. 주석은 ;로 시작하세요"
            case .directive(let name): return "\(name) 뒤에 알 수 없는 글자가 있습니다. 주석은 ;로 시작하세요"
            case .time: return "시각 뒤에 알 수 없는 글자가 있습니다"
            }
        case .unexpectedSubdirective(let directive):
            if directive == "commodity" { return "commodity 지시어 아래에는 format 줄만 올 수 있습니다" }
            return "\(directive) 아래에는 들여 쓴 줄이 올 수 없습니다"
        case .expectedDate: return "2024-07-15, 2024/07/15, 07-15 같은 날짜여야 합니다"
        case .invalidDate(let year, let month, let day):
            return "없는 날짜입니다: \(year)년 \(month)월 \(day)일"
        case .mixedDateSeparators: return "날짜의 구분 기호가 섞였습니다. - / . 중 하나만 쓰세요"
        case .yearOutOfRange(let year): return "\(year)년은 달 선택 창이 보여 주는 1~9999년 밖입니다"
        case .yearUnknown: return "연도 없는 날짜에는 위에 Y 지시어(Y 2024)가 있어야 합니다"
        case .yearNeedsFourDigits: return "연도는 2026-11-01처럼 네 자리로 쓰세요"
        case .unclosedCode: return "거래 코드의 괄호가 닫히지 않았습니다. (CODE)로 쓰세요"
        case .expectedAmount: return "15,000원, ₩15,000, $12.50, -5 EUR 같은 금액이어야 합니다"
        case .unterminatedQuote: return "따옴표로 묶은 통화 기호가 닫히지 않았습니다. \"로 닫으세요"
        case .emptyQuotedCommodity: return "따옴표로 묶은 통화 기호가 비어 있습니다"
        case .invalidNumber(let reason):
            switch reason {
            case .misplacedMark: return "이 숫자에서 소수점이나 자릿수 구분 기호의 자리가 틀렸습니다"
            case .digitAfterSpace: return "공백 뒤의 숫자 때문에 숫자가 잘못 끝납니다. 자릿수는 한 가지 기호로만 나누세요"
            case .groupsWithExponent: return "자릿수 구분 기호와 지수를 함께 쓸 수 없습니다"
            }
        case .amountTooLarge: return "숫자가 너무 깁니다 (지수까지 100,000자리까지)"
        case .tooManyDecimals(let limit): return "소수점 아래가 \(limit)자리를 넘습니다"
        case .expectedPrice: return "@나 @@ 뒤에는 @ $1.35 같은 가격이 와야 합니다"
        case .unclosedLotAnnotation: return "로트 가격 { }이나 로트 날짜 [ ]가 닫히지 않았습니다"
        case .unbalanced(let group, let residual):
            return "거래의 균형이 맞지 않습니다: \(self.group(group)) 항목의 합이 0이 아니라 \(written(residual, styles))입니다"
        case .tooManyMissingAmounts(let group, let lines):
            return
                "금액을 비울 수 있는 \(self.group(group)) 항목은 하나뿐인데 \(lines.map(String.init).joined(separator: ", "))번째 줄이 모두 비어 있습니다 (계정과 금액 사이는 공백 두 칸 이상)"
        case .assignmentWithPostingDate:
            return "잔액 지정에는 항목 날짜(date:)를 따로 붙일 수 없습니다. 금액을 쓰세요"
        case .assignmentToAutomatedAccount(let account):
            return "자동 항목(= 규칙)이 쓰는 계정 \(particle(quoted(account), .object)) 잔액 지정에 쓸 수 없습니다"
        case .assertionFailed(let account, let inclusive, let actual, let asserted):
            var text =
                "잔액 확인 실패: 이 항목 뒤 \(quoted(account))\(inclusive ? "(하위 계정 포함)" : "")의 잔액은 \(particle(written(asserted, styles), .subject)) 아니라 \(written(actual, styles))입니다"
            if let difference = asserted.quantity.subtracting(actual.quantity) {
                text += " (차이 \(written(Amount(difference, asserted.commodity), styles)))"
            }
            return text
        case .assertionOtherCommodity(let account, let inclusive, let asserted, let other):
            return
                "잔액 확인 실패: ==는 \(quoted(account))\(inclusive ? "(하위 계정 포함)" : "")에 \(written(asserted, styles))만 있다고 하지만 \(written(other, styles))도 있습니다"
        case .expectedYear: return "Y 2024처럼 네 자리 이상의 연도가 와야 합니다"
        case .unknownAccountType(let value):
            return
                "계정 종류 \(particle(quoted(value), .object)) 알 수 없습니다. Asset, Liability, Equity, Revenue, Expense, Cash, Conversion(A, L, E, R, X, C, V) 중 하나를 쓰세요"
        case .invalidDecimalMark: return "decimal-mark 뒤에는 . 또는 ,가 와야 합니다"
        case .expectedCommodity: return "통화 기호나 1.000,00 EUR 같은 예시 금액이 와야 합니다"
        case .commodityNeedsDecimalMark:
            return "예시 금액에 소수점을 넣어 쓰세요 (1000.00 EUR, 1.000,00 EUR, 1000. EUR). 그래야 이 통화의 숫자를 읽을 수 있습니다"
        case .formatSymbolMismatch(let declared, let format):
            return
                "format의 통화 \(particle(quoted(format), .subject)) commodity 지시어의 \(particle(quoted(declared), .and)) 다릅니다"
        case .expectedArgument(let directive):
            switch directive {
            case "account", "apply account": return "\(directive)에는 계정 이름이 필요합니다"
            case "include": return "include에는 파일 경로가 필요합니다"
            case "payee": return "payee에는 거래처 이름이 필요합니다"
            case "tag": return "tag에는 태그 이름이 필요합니다"
            default: return "\(directive)에는 통화 기호가 필요합니다"
            }
        case .endWithoutBeginning(let directive):
            return "위에 \(directive) 없이 end \(particle(directive, .subject)) 왔습니다"
        case .expectedAlias: return "alias OLD = NEW 또는 alias /REGEX/ = REPLACEMENT 꼴이어야 합니다"
        case .invalidRegularExpression(let pattern, let reason):
            return "정규 표현식 \(particle(quoted(pattern), .object)) 읽을 수 없습니다: \(korean(reason))"
        case .expectedMarketPrice: return "P 2024-07-01 EUR $1.10처럼 P 날짜 통화 가격 꼴이어야 합니다"
        case .includeUnavailable: return "여기서는 include를 따라갈 수 없습니다 (파일에서 읽은 글이 아닙니다)"
        case .includesTooDeep(let limit): return "include가 \(limit)단계보다 깊게 겹쳤습니다"
        case .includeFailed(let pattern, let path, let reason):
            if path == pattern || reason == .noMatch {
                return "\(particle(quoted(pattern), .object)) 포함할 수 없습니다: \(korean(reason))"
            }
            return
                "\(particle(quoted(pattern), .object)) 포함할 수 없습니다: \(VisibleText.escaping(path, limit: 200)): \(korean(reason))"
        case .includeCycle(let chain):
            return "include가 돌고 돕니다: " + chain.map { VisibleText.escaping($0, limit: 200) }.joined(separator: " → ")
        case .invalidPeriodExpression(let near):
            return
                "기간 식의 \(quoted(near)) 부분을 읽을 수 없습니다. monthly, every 2 weeks, monthly from 2024-01처럼 쓰세요 (설명 앞은 공백 두 칸)"
        case .periodStartOffBoundary:
            return "주기 거래는 주기의 첫날에 시작해야 합니다 (monthly는 1일, weekly는 월요일, yearly는 1월 1일)"
        case .periodNeedsToday: return "이 기간 식에는 오늘 날짜가 필요한데 알 수 없습니다"
        case .invalidQuery(let near): return "조건 \(particle(quoted(near), .object)) 읽을 수 없습니다"
        case .ruleWithoutPostings: return "이 규칙 아래에 항목이 없습니다"
        case .multiplierOutsideRule: return "배수 금액(*2)은 자동 거래(= 조건) 안에서만 쓸 수 있습니다"
        case .expectedTimeclockEntry: return "timeclock 줄이어야 합니다: i 날짜 시각 계정 또는 o 날짜 시각"
        case .expectedTime: return "09:00이나 09:00:00 같은 시각이어야 합니다"
        case .clockOutWithoutClockIn: return "앞에 출근(i) 없이 퇴근(o)이 왔습니다"
        case .clockInWhileClockedIn: return "앞 기록이 아직 열려 있는데 출근(i)이 왔습니다. 먼저 퇴근(o)을 쓰세요"
        case .clockOutBeforeClockIn: return "퇴근 시각이 출근 시각보다 이릅니다"
        case .expectedTimedotQuantity:
            return "점(....은 한 시간), 시간(1.5), 단위가 붙은 수(30m, 2h, 1d) 중 하나가 와야 합니다"
        case .timedotEntryWithoutDate: return "timedot 기록 위에는 날짜 줄이 있어야 합니다"
        case .looksLikeTimeclock: return "timeclock 파일로 보입니다. 확장자를 .timeclock으로 하면 그렇게 읽습니다"
        case .looksLikeTimedot: return "timedot 파일로 보입니다. 확장자를 .timedot으로 하면 그렇게 읽습니다"
        case .unsupportedFormat(let format):
            return ".\(format) 파일은 읽을 수 없습니다. 먼저 가계부로 바꾸세요 (CSV 규칙으로 hledger import)"
        case .notUTF8(let byte): return "UTF-8이 아닌 바이트(0x\(hex(byte)))가 있습니다. 가계부는 UTF-8 글이어야 합니다"
        case .nulByte: return "파일에 NUL 바이트가 있습니다. 이진 파일인가요? 가계부는 UTF-8 글이어야 합니다"
        case .fileTooLarge: return "파일이 너무 큽니다 (2 GiB까지)"
        case .unreadable(let reason): return korean(reason)
        case .ambiguousNumberReadAsDecimal(_, let text, let value, let written, let count):
            // The directive suggested names the journal's own commodity: made visible, not quoted.
            let directive = VisibleText.escaping(written, escapingQuotes: false)
            let comma = text.contains(",")
            let mark = comma ? "쉼표(,)" : "마침표(.)"
            let fix = comma ? "decimal-mark ." : "decimal-mark ,"
            let more = count > 1 ? " (이렇게 읽은 금액이 \(count)개입니다)" : ""
            return
                "\(particle(quoted(text), .object)) \(particle(value, .direction)) 읽었습니다. hledger는 \(particle(mark, .subject)) 무엇인지 정하는 지시어가 없으면 세 자리 앞의 \(particle(mark, .object)) 소수점으로 읽습니다. \(particle(mark, .subject)) 천 단위 구분이라면 가계부 파일 맨 위에 \(fix) 또는 \(particle(directive, .object)) 쓰세요"
                + more
        case .ruleWouldFail(let inner): return "이 규칙은 적용하면(--forecast, --auto) 실패합니다: " + korean(inner, styles)
        case .ignoredAccountSubdirective:
            return "account 지시어 아래의 이 들여 쓴 줄은 hledger처럼 무시합니다. 거래의 날짜 줄은 첫 칸에서 시작합니다"
        }
    }

    private func korean(_ reason: RegexProblem) -> String {
        switch reason {
        case .unbalancedParenthesis: return "괄호의 짝이 맞지 않습니다"
        case .unclosedBracket: return "[가 닫히지 않았습니다"
        case .nothingToRepeat: return "*, +, ? 앞에 되풀이할 것이 없습니다"
        case .trailingBackslash: return "역슬래시로 끝납니다"
        case .invalidRepeat: return "{m,n} 반복이 잘못 쓰였습니다"
        }
    }

    private func korean(_ reason: FileProblem) -> String {
        switch reason {
        case .notFound: return "그런 파일이나 디렉터리가 없습니다"
        case .permissionDenied: return "권한이 없습니다"
        case .isDirectory: return "가계부 파일이 아니라 디렉터리입니다"
        case .notRegularFile: return "일반 파일이 아닙니다 (FIFO, 소켓, 장치). 가계부 파일을 지정하세요"
        case .tooLarge: return "1 GiB보다 큽니다"
        case .noMatch: return "맞는 파일이 없습니다"
        case .shortWrite: return "내용의 일부만 쓰였습니다"
        case .system(let code, let description):
            return "읽을 수 없습니다: " + SystemErrorText.text(code: code, description: description, in: .korean)
        }
    }

    // MARK: Helpers

    /// `text` followed by the form of `particle` that fits its final sound.
    private func particle(_ text: String, _ particle: KoreanParticle) -> String { particle.attached(to: text) }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
