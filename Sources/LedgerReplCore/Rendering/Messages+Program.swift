import LedgerJournalCore

/// What the program itself says, around the commands: where a script's error is, input that cannot be
/// read, output that cannot be written, a script that cannot be opened, and the one-line usage.
extension Messages {
    /// What an error starts with at a terminal: `error: ` (`오류: `).
    public var errorLabel: String {
        switch language {
        case .english: "error: "
        case .korean: "오류: "
        }
    }

    /// Appends `errorPosition(line:countsCommands:)` to `canvas`, as bytes (a script may refuse a third of
    /// a million lines).
    func appendErrorPosition(line: Int, countsCommands: Bool, to canvas: inout ByteCanvas) {
        switch language {
        case .english:
            canvas.append(countsCommands ? "command " : "line ")
            canvas.appendDecimal(line)
            canvas.append(": ")
        case .korean:
            canvas.appendDecimal(line)
            canvas.append(countsCommands ? "번째 명령: " : "번째 줄: ")
        }
    }

    /// What a script's error starts with: `line 3: ` (`3번째 줄: `), or with `-c`, whose commands are
    /// counted rather than its lines, `command 2: ` (`2번째 명령: `).
    public func errorPosition(line: Int, countsCommands: Bool) -> String {
        switch (language, countsCommands) {
        case (.english, false): "line \(line): "
        case (.english, true): "command \(line): "
        case (.korean, false): "\(line)번째 줄: "
        case (.korean, true): "\(line)번째 명령: "
        }
    }

    /// A line longer than the reader takes.
    public func lineTooLong(length: Int, limit: Int) -> String {
        language == .korean
            ? "줄이 너무 깁니다 (\(length)바이트, 최대 \(limit)바이트)."
            : "line too long (\(length) bytes; the limit is \(limit))"
    }

    /// Standard input could not be read, for `reason`.
    public func cannotReadInput(_ reason: FileProblem) -> String {
        let reason = text(for: reason)
        return language == .korean ? "입력을 읽을 수 없습니다: \(reason)." : "cannot read input: \(reason)"
    }

    /// Standard output could not be written, for `reason`.
    public func cannotWriteOutput(_ reason: FileProblem) -> String {
        let reason = text(for: reason)
        return language == .korean ? "출력을 쓸 수 없습니다: \(reason)." : "write error: \(reason)"
    }

    /// `--script FILE` could not be opened, for `reason`.
    public func cannotOpenScript(_ path: String, reason: FileProblem) -> String {
        let quoted = VisibleText.quoted(path)
        let reason = text(for: reason)
        return language == .korean
            ? "스크립트 \(KoreanParticle.object.attached(to: quoted)) 열 수 없습니다: \(reason)."
            : "cannot open script \(quoted): \(reason)"
    }

    /// `-f -` without `-c` or `--script`: standard input cannot hold both the journal and the commands.
    public var journalFromStandardInputNeedsCommands: String {
        language == .korean
            ? "가계부를 표준 입력(-f -)에서 읽으려면 명령은 -c나 --script로 주어야 합니다."
            : "a journal can come from stdin (-f -) only when commands come from -c or --script"
    }

    /// `--month` names a month outside `--min` and `--max` (or the journal's months).
    public func startOutsideBounds(_ month: YearMonth, first: YearMonth, last: YearMonth) -> String {
        language == .korean
            ? "--month \(month): 선택할 수 있는 달(\(first)~\(last)) 밖입니다."
            : "--month \(month) is outside --min \(first) / --max \(last)"
    }

    /// The history file could not be used; `reason` says why. The session goes on without it.
    public func historyFileUnusable(_ path: String, reason problem: HistoryFileProblem) -> String {
        let quoted = VisibleText.quoted(path)
        let reason = text(for: problem)
        return language == .korean
            ? "입력 기록 파일 \(quoted): \(reason). 입력 기록 없이 계속합니다."
            : "history file \(quoted): \(reason); continuing without it"
    }

    /// A character typed or pasted at the prompt that the line editor refuses (with a bell), said once a
    /// session: a control, bidi or zero-width character (`U+202E`), which would change how the line is
    /// drawn. `scalar` is the first one refused, named by its code point.
    public func refusedTypedCharacter(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return language == .korean
            ? "\(code) 문자는 입력할 수 없습니다. 제어 문자, 방향 문자, 폭 없는 문자는 줄이 보이는 모양을 바꾸므로 받지 않고 종을 울립니다."
            : "\(code) cannot be typed here: control, direction and zero-width characters change how a line is shown, so they are refused with a bell"
    }

    /// The one-line usage printed under an option error.
    public var synopsis: String {
        language == .korean
            ? "사용법: ledger-repl [옵션] [가계부...]   (자세히는 ledger-repl --help)"
            : "usage: ledger-repl [OPTIONS] [JOURNAL...]   (ledger-repl --help for more)"
    }
}

extension Messages {
    /// Why the history file cannot be used, in words.
    public func text(for problem: HistoryFileProblem) -> String {
        switch (problem, language) {
        case (.symbolicLink, .english): "is a symbolic link; not using it"
        case (.symbolicLink, .korean): "심볼릭 링크라 쓰지 않습니다"
        case (.notRegularFile, .english): "is not a regular file"
        case (.notRegularFile, .korean): "일반 파일이 아닙니다"
        case (.notOwned(let owner), .english): "belongs to another user (uid \(owner)); not using it"
        case (.notOwned(let owner), .korean): "다른 사용자(uid \(owner))의 파일이라 쓰지 않습니다"
        case (.writableByOthers(let mode), .english):
            "other users can write it (mode \(Self.fileMode(mode))); not using it until chmod 600"
        case (.writableByOthers(let mode), .korean):
            "다른 사용자도 쓸 수 있는 파일(모드 \(Self.fileMode(mode)))이라 쓰지 않습니다. chmod 600으로 고치세요"
        case (.notUTF8, .english): "not UTF-8 text"
        case (.notUTF8, .korean): "UTF-8 텍스트가 아닙니다"
        case (.notAnEntry(let line), .english): "line \(line) is not a history entry"
        case (.notAnEntry(let line), .korean): "\(line)번째 줄이 입력 기록이 아닙니다"
        case (.shortWrite, .english): "short write"
        case (.shortWrite, .korean): "일부만 쓰였습니다"
        case (.keepsBeingReplaced, .english): "the file keeps being replaced"
        case (.keepsBeingReplaced, .korean): "파일이 계속 바뀝니다"
        case (.cannotTrim(let inner), .english): "cannot trim: " + text(for: inner)
        case (.cannotTrim(let inner), .korean): "정리할 수 없습니다: " + text(for: inner)
        case (.system(let code, let description), _):
            SystemErrorText.text(code: code, description: description, in: language)
        }
    }

    /// A file's permission bits in octal, four digits: `0664`.
    static func fileMode(_ mode: UInt32) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension Messages {
    /// What is wrong with the command line, naming the option and the value as typed (control
    /// characters made visible).
    public func text(for problem: UsageProblem) -> String {
        switch (problem, language) {
        case (.needsValue(let option), .english): return "option \(option) needs a value"
        case (.needsValue(let option), .korean): return "\(option) 옵션에는 값이 필요합니다."
        case (.unknownOption(let option), .english): return "unknown option \(VisibleText.quoted(option))"
        case (.unknownOption(let option), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(option))) 알 수 없는 옵션입니다."
        case (.minAfterMax(let first, let last), .english): return "--min \(first) comes after --max \(last)"
        case (.minAfterMax(let first, let last), .korean):
            return "--min \(first)" + KoreanParticle.subject.form(after: "\(first)") + " --max \(last)보다 뒤입니다."
        case (.commandsAndScript, .english): return "-c and --script cannot be used together"
        case (.commandsAndScript, .korean): return "-c와 --script는 함께 쓸 수 없습니다."
        case (.notAChoice(let option, let value, let choices), .english):
            return "\(option) wants one of \(choices.joined(separator: ", ")), not \(VisibleText.quoted(value))"
        case (.notAChoice(let option, let value, let choices), .korean):
            return "\(option)에는 \(choices.joined(separator: ", ")) 중 하나를 씁니다(받은 값: \(VisibleText.quoted(value)))."
        case (.notADate(let option, let value), .english):
            return "\(option) wants YYYY-MM-DD, such as 2026-11-29, not \(VisibleText.quoted(value))"
        case (.notADate(let option, let value), .korean):
            return "\(option)에는 2026-11-29처럼 연-월-일(YYYY-MM-DD)로 씁니다(받은 값: \(VisibleText.quoted(value)))."
        case (.noSuchDay(let option, let value, let month, let day), .english):
            return
                "\(option) \(VisibleText.escaping(value)): \(month) has \(month.dayCount) days, so there is no day \(day)"
        case (.noSuchDay(let option, let value, let month, let day), .korean):
            return "\(option) \(VisibleText.escaping(value)): \(month.year)년 \(month.month)월은 "
                + "\(month.dayCount)일까지라 \(day)일이 없습니다."
        case (.notAMonth(let option, let value), .english):
            return "\(option) wants YYYY-MM, such as 2026-11, not \(VisibleText.quoted(value))"
        case (.notAMonth(let option, let value), .korean):
            return "\(option)에는 2026-11처럼 연-월(YYYY-MM)로 씁니다(받은 값: \(VisibleText.quoted(value)))."
        case (.noSuchYear(let option, let value, let year), .english):
            return "\(option) \(VisibleText.escaping(value)): there is no year \(Self.fourDigits(year)); "
                + "years run from 0001 to 9999"
        case (.noSuchYear(let option, let value, let year), .korean):
            return "\(option) \(VisibleText.escaping(value)): \(Self.fourDigits(year))년은 없습니다. "
                + "연도는 0001부터 9999까지입니다."
        case (.noSuchMonth(let option, let value, let month), .english):
            return "\(option) \(VisibleText.escaping(value)): there is no month \(month); months run from 01 to 12"
        case (.noSuchMonth(let option, let value, let month), .korean):
            return "\(option) \(VisibleText.escaping(value)): \(month)월은 없습니다. 달은 01부터 12까지입니다."
        case (.notAWidth(let option, let value), .english):
            return "\(option) wants a number of columns, such as 80, not \(VisibleText.quoted(value))"
        case (.notAWidth(let option, let value), .korean):
            return "\(option)에는 80처럼 열 수를 씁니다(받은 값: \(VisibleText.quoted(value)))."
        case (.notAForecastPeriod(let value), .english):
            return "--forecast wants a period such as 2025, 2025-01..2025-07 or from 2025-01 to 2025-07, not "
                + VisibleText.quoted(value)
        case (.notAForecastPeriod(let value), .korean):
            return "--forecast에는 2025, 2025-01..2025-07, from 2025-01 to 2025-07 같은 기간을 씁니다(받은 값: "
                + VisibleText.quoted(value) + ")."
        case (.widthOutOfRange(let option, let columns, let widths), .english):
            return "\(option) \(columns) is too \(columns < widths.lowerBound ? "narrow" : "wide"): "
                + "it takes \(widths.lowerBound) to \(widths.upperBound) columns"
        case (.widthOutOfRange(let option, let columns, let widths), .korean):
            return "\(option) \(columns): 너무 \(columns < widths.lowerBound ? "좁습니다" : "넓습니다"). "
                + "\(widths.lowerBound)열부터 \(widths.upperBound)열까지 됩니다."
        }
    }

    /// A year with at least four digits: `0042`.
    private static func fourDigits(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
