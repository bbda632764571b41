import LedgerJournalCore

/// What the program itself says, around the commands: where a script's error is, input that cannot be
/// read, output that cannot be written, a script that cannot be opened, and the one-line usage.
extension Messages {
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
    public func historyFileUnusable(_ path: String, reason: String) -> String {
        let quoted = VisibleText.quoted(path)
        return language == .korean
            ? "입력 기록 파일 \(quoted): \(reason). 입력 기록 없이 계속합니다."
            : "history file \(quoted): \(reason); continuing without it"
    }

    /// The one-line usage printed under an option error.
    public var synopsis: String {
        language == .korean
            ? "사용법: ledger-repl [옵션] [가계부...]   (자세히는 ledger-repl --help)"
            : "usage: ledger-repl [OPTIONS] [JOURNAL...]   (ledger-repl --help for more)"
    }
}
