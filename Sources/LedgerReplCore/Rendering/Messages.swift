import LedgerJournalCore

/// Every sentence the program says after a command, in one place and in both languages.
public struct Messages: Sendable {
    /// The language to speak.
    public var language: Language

    /// Makes the messages for `language`.
    public init(language: Language) { self.language = language }

    /// The one-line reply for a successful command.
    public func text(for reply: Reply) -> String {
        let l = language
        switch (reply, l) {
        case (.opened(let year), .english): return "Opened the month picker on \(l.yearLabel(year))."
        case (.opened(let year), .korean): return "\(l.yearLabel(year)) 달 선택 창을 열었습니다."
        case (.alreadyOpen, .english): return "The month picker is already open."
        case (.alreadyOpen, .korean): return "달 선택 창이 이미 열려 있습니다."
        case (.closed(let month), .english): return "Closed the month picker; still on \(l.label(month))."
        case (.closed(let month), .korean): return "달 선택 창을 닫았습니다. \(l.label(month)) 그대로입니다."
        case (.alreadyClosed, .english): return "The month picker is already closed."
        case (.alreadyClosed, .korean): return "달 선택 창이 이미 닫혀 있습니다."
        case (.selected(let month), .english): return "Selected \(l.label(month)); reloading its calendar."
        case (.selected(let month), .korean): return "\(l.label(month))을 선택했습니다. 달력을 다시 불러옵니다."
        case (.showingYear(let year), .english): return "Showing \(l.yearLabel(year))."
        case (.showingYear(let year), .korean): return "\(l.yearLabel(year))을 보여 줍니다."
        case (.focused(let month), .english): return "Focus on \(l.label(month)); enter selects it."
        case (.focused(let month), .korean): return "\(l.label(month))에 커서가 있습니다. enter로 선택합니다."
        case (.undone(let month, let isOpen), .english):
            return "Undid the last change; \(l.label(month)) is selected" + (isOpen ? " and the picker is open." : ".")
        case (.undone(let month, let isOpen), .korean):
            return "마지막 변경을 되돌렸습니다. \(l.label(month))" + (isOpen ? ", 선택 창 열림." : ".")
        case (.help, .english): return "Commands:"
        case (.help, .korean): return "명령:"
        case (.explained(let reading), _): return explanation(of: reading)
        case (.entries(let period, let count), .english):
            return "\(label(period)): \(count) \(count == 1 ? "entry" : "entries")."
        case (.entries(let period, let count), .korean): return "\(label(period)) 내역 \(count)건."
        case (.balance(let period), .english): return "Change per account in \(label(period)):"
        case (.balance(let period), .korean): return "\(label(period)) 계정별 변동:"
        case (.answer(let answer), _): return sentence(for: answer)
        case (.reloaded(let count), .english): return "Read the journal again: \(count) transactions."
        case (.reloaded(let count), .korean): return "장부를 다시 읽었습니다: 거래 \(count)건."
        case (.history, .english): return "History:"
        case (.history, .korean): return "입력 기록:"
        case (.goodbye, .english): return "Bye."
        case (.goodbye, .korean): return "안녕히 가세요."
        }
    }

    /// What `history` says when there is nothing to list: a script's lines are not kept.
    public var noHistory: String {
        language == .korean
            ? "입력 기록이 아직 없습니다. 터미널에서 입력한 줄만 기록됩니다."
            : "No history yet: only lines typed at a terminal are kept."
    }

    /// A month's or a year's label: `July 2024`, `2024년`.
    func label(_ period: Destination) -> String {
        switch period {
        case .month(let month): language.label(month)
        case .year(let year): language.yearLabel(year)
        }
    }

    /// The one sentence that answers a question, with its figures.
    public func sentence(for answer: Answer) -> String {
        let l = language
        let when = label(answer.period)
        let accounts =
            answer.accounts.prefix(3).map { VisibleText.escaping($0) }.joined(separator: ", ")
            + (answer.accounts.count > 3
                ? (l == .korean ? " 외 \(answer.accounts.count - 3)개" : " and \(answer.accounts.count - 3) more") : "")
        switch (answer.question.subject, l) {
        case (.expenses, .english): return "You spent \(answer.figures) in \(when)."
        case (.expenses, .korean): return "\(when) 지출은 \(answer.figures)입니다."
        case (.income, .english): return "Income in \(when) was \(answer.figures)."
        case (.income, .korean): return "\(when) 수입은 \(answer.figures)입니다."
        case (.accounts, .english): return "\(accounts) came to \(answer.figures) in \(when)."
        case (.accounts, .korean): return "\(when) \(accounts): \(answer.figures)입니다."
        }
    }

    /// The one-line message for a refusal. Every piece of input in it is quoted with control characters
    /// made visible.
    public func text(for error: PickerError) -> String {
        let l = language
        switch (error, l) {
        case (.unknownInput(let input, let suggestion), .english):
            let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? "; type help for the commands"
            return "unknown command \(VisibleText.quoted(input))" + hint
        case (.unknownInput(let input, let suggestion), .korean):
            let hint = suggestion.map { ". \"\($0)\"을(를) 입력하려고 하셨나요?" } ?? ". help로 명령을 볼 수 있습니다"
            return "알 수 없는 명령 \(VisibleText.quoted(input))" + hint
        case (.invalidInput(let input, let reason), _):
            return "\(VisibleText.quoted(input)): " + text(for: reason)
        case (.monthBeforeFirst(let month, let first), .english):
            return "\(month) is before the first month, \(first)"
        case (.monthBeforeFirst(let month, let first), .korean):
            return "\(month)은(는) 첫 달 \(first)보다 앞입니다"
        case (.monthAfterLast(let month, let last), .english):
            return "\(month) is after the last month, \(last)"
        case (.monthAfterLast(let month, let last), .korean):
            return "\(month)은(는) 마지막 달 \(last)보다 뒤입니다"
        case (.yearBeforeFirst(let year, let first), .english):
            return "\(zeroPadded(year, width: 4)) is before the first month, \(first)"
        case (.yearBeforeFirst(let year, let first), .korean):
            return "\(l.yearLabel(year))은 첫 달 \(first)보다 앞입니다"
        case (.yearAfterLast(let year, let last), .english):
            return "\(zeroPadded(year, width: 4)) is after the last month, \(last)"
        case (.yearAfterLast(let year, let last), .korean):
            return "\(l.yearLabel(year))은 마지막 달 \(last)보다 뒤입니다"
        case (.outOfCalendar(let step), .english):
            return "\(VisibleText.quoted(step)) would leave the calendar (0001-01 to 9999-12)"
        case (.outOfCalendar(let step), .korean):
            return "\(VisibleText.quoted(step)): 달력 범위(0001-01~9999-12)를 벗어납니다"
        case (.needsOpenPopover(let word), .english):
            return "\(VisibleText.quoted(word)) moves inside the open month picker; type open first"
        case (.needsOpenPopover(let word), .korean):
            return "\(VisibleText.quoted(word))은(는) 열린 달 선택 창 안에서만 됩니다. 먼저 open을 입력하세요"
        case (.needsJournal(let word), .english):
            let what = word.isEmpty ? "questions need" : "\(VisibleText.quoted(word)) needs"
            return what + " a journal: start with -f FILE or set LEDGER_FILE"
        case (.needsJournal(let word), .korean):
            let what = word.isEmpty ? "질문" : VisibleText.quoted(word)
            return what + "에는 장부가 필요합니다. -f FILE로 시작하거나 LEDGER_FILE을 설정하세요"
        case (.noAccountMatches(let text), .english): return "no account matches \(VisibleText.quoted(text))"
        case (.noAccountMatches(let text), .korean): return "\(VisibleText.quoted(text))과(와) 맞는 계정이 없습니다"
        case (.journalNotReloaded(let reason), .english):
            return "journal not reloaded, keeping the last good one: " + VisibleText.escaping(reason, limit: 300)
        case (.journalNotReloaded(let reason), .korean):
            return "장부를 다시 읽지 못해 마지막 정상 장부를 씁니다: " + VisibleText.escaping(reason, limit: 300)
        case (.nothingToUndo, .english): return "nothing to undo"
        case (.nothingToUndo, .korean): return "되돌릴 것이 없습니다"
        }
    }

    private func text(for reason: InvalidReason) -> String {
        switch (reason, language) {
        case (.monthOutOfRange(let text), .english): return "month \(VisibleText.escaping(text)) is not 1 to 12"
        case (.monthOutOfRange(let text), .korean): return "\(VisibleText.escaping(text))월은 없습니다 (1~12월)"
        case (.yearOutOfRange(let text), .english): return "year \(VisibleText.escaping(text)) is not 1 to 9999"
        case (.yearOutOfRange(let text), .korean): return "\(VisibleText.escaping(text))년은 범위(1~9999년) 밖입니다"
        case (.dayOutOfRange(let text), .english): return "day \(VisibleText.escaping(text)) is not in that month"
        case (.dayOutOfRange(let text), .korean): return "그 달에 \(VisibleText.escaping(text))일은 없습니다"
        case (.countOutOfRange(let text), .english):
            return "count \(VisibleText.escaping(text)) is not 1 to \(ParseContext.largestCount)"
        case (.countOutOfRange(let text), .korean):
            return "수 \(VisibleText.escaping(text))은(는) 1~\(ParseContext.largestCount) 밖입니다"
        case (.ambiguousNumber(let text), .english):
            return "\(VisibleText.escaping(text)) is neither a month (1 to 12) nor a four-digit year"
        case (.ambiguousNumber(let text), .korean):
            return "\(VisibleText.escaping(text))은(는) 달(1~12)도 네 자리 연도도 아닙니다"
        case (.trailingInput(let text), .english): return "unexpected \(VisibleText.quoted(text)) at the end"
        case (.trailingInput(let text), .korean): return "끝의 \(VisibleText.quoted(text))을(를) 알 수 없습니다"
        case (.missingArgument(let what), .english): return "needs \(what)"
        case (.missingArgument(let what), .korean): return "\(what)이(가) 필요합니다"
        case (.contradictory(let first, let second), .english):
            return "\(VisibleText.quoted(first)) and \(VisibleText.quoted(second)) contradict each other; keep one"
        case (.contradictory(let first, let second), .korean):
            return "\(VisibleText.quoted(first))와(과) \(VisibleText.quoted(second))이(가) 서로 맞지 않습니다. 하나만 쓰세요"
        case (.ambiguousDate(let text), .english):
            return "\(VisibleText.quoted(text)) could be month/day or day/month; write it as YYYY-MM-DD"
        case (.ambiguousDate(let text), .korean):
            return "\(VisibleText.quoted(text))은(는) 월/일인지 일/월인지 알 수 없습니다. YYYY-MM-DD로 쓰세요"
        case (.quarterOutOfRange(let text), .english): return "quarter \(VisibleText.escaping(text)) is not 1 to 4"
        case (.quarterOutOfRange(let text), .korean): return "\(VisibleText.escaping(text))분기는 없습니다 (1~4분기)"
        case (.halfOutOfRange(let text), .english): return "half \(VisibleText.escaping(text)) is not 1 or 2"
        case (.halfOutOfRange(let text), .korean): return "\(VisibleText.escaping(text)) 반기는 없습니다 (상반기, 하반기)"
        case (.missingDirection(let text), .english):
            return
                "\(VisibleText.quoted(text)) ago or from now? Say \"\(VisibleText.escaping(text)) ago\" or \"in \(VisibleText.escaping(text))\""
        case (.missingDirection(let text), .korean):
            return
                "\(VisibleText.quoted(text)) 전인가요, 후인가요? \"\(VisibleText.escaping(text)) 전\" 또는 \"\(VisibleText.escaping(text)) 후\"로 쓰세요"
        case (.vague(let text), .english):
            return "\(VisibleText.quoted(text)) is not definite; give a number or name the month"
        case (.vague(let text), .korean):
            return "\(VisibleText.quoted(text))은(는) 정확하지 않습니다. 숫자나 달 이름을 쓰세요"
        case (.finerThanADay(let text), .english):
            return "\(VisibleText.quoted(text)) is finer than a day; name a day, month or year"
        case (.finerThanADay(let text), .korean):
            return "\(VisibleText.quoted(text))은(는) 하루보다 짧습니다. 날, 달, 해로 쓰세요"
        case (.unexpected(let text), .english): return "\(VisibleText.quoted(text)) does not fit here"
        case (.unexpected(let text), .korean): return "\(VisibleText.quoted(text))이(가) 이 자리에 맞지 않습니다"
        case (.shortYear(let text), .english):
            return "year \(VisibleText.escaping(text)) needs four digits (or two, as in '24)"
        case (.shortYear(let text), .korean):
            return "\(VisibleText.escaping(text))년: 연도는 네 자리(또는 24년처럼 두 자리)로 쓰세요"
        }
    }
}
