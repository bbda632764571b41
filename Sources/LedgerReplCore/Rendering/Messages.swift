import LedgerJournalCore

/// Every sentence the program says after a command, in one place and in both languages.
public struct Messages: Sendable {
    /// The language to speak.
    public var language: Language
    /// Today, while an answer cut at today is said: a run of days that ends on it is said to be so far
    /// (`November 1–20, 2026 so far`), a balance at its end as of today (`2026년 11월 20일 현재`).
    var soFar: CalendarDate?

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
        case (.selected(let month), .korean):
            return "\(KoreanParticle.object.attached(to: l.label(month))) 선택했습니다. 달력을 다시 불러옵니다."
        case (.showingYear(let year), .english): return "Showing \(l.yearLabel(year))."
        case (.showingYear(let year), .korean):
            return "\(KoreanParticle.object.attached(to: l.yearLabel(year))) 보여 줍니다."
        case (.focused(let month), .english): return "Focus on \(l.label(month)); enter selects it."
        case (.focused(let month), .korean): return "커서가 \(l.label(month))에 있습니다. 선택을 입력하면 이 달을 고릅니다."
        case (.undone(let month, let isOpen), .english):
            return "Undid the last change; \(l.label(month)) is selected" + (isOpen ? " and the picker is open." : ".")
        case (.undone(let month, let isOpen), .korean):
            return "마지막 변경을 되돌렸습니다. 지금은 \(l.label(month))" + (isOpen ? "이고 달 선택 창이 열려 있습니다." : "입니다.")
        case (.help(let topic), _): return HelpText.heading(topic: topic, language: l)
        case (.explained(let reading), _): return explanation(of: reading)
        case (.entries(let listing, let count), _): return entriesSentence(listing, count: count)
        case (.balance(let listing), _): return balanceSentence(listing)
        case (.change(let listing), _): return changeSentence(listing)
        case (.answer(let answer), _): return sentence(for: answer)
        case (.reloaded(let count), .english): return "Read the journal again: \(count) transactions."
        case (.reloaded(let count), .korean): return "가계부를 다시 읽었습니다. 거래는 \(count)건입니다."
        case (.recording(let recording), _): return text(for: recording)
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

    /// A period's label: `July 2024`, `2024년`, `March to May 2024`, `2024년 3월~5월`.
    func label(_ period: Period) -> String {
        switch period {
        case .month(let month): language.label(month)
        case .year(let year): language.yearLabel(year)
        case .months(let first, let last): spanLabel([first, last])
        case .days(let first, let last): daysLabel(first, last)
        }
    }

    /// The one-line message for a refusal. Every piece of input in it is quoted with control characters
    /// made visible. A Korean one is a sentence and ends with a period, as the replies do.
    public func text(for error: PickerError) -> String {
        let text = words(for: error)
        return language == .korean ? Self.koreanSentence(text) : text
    }

    /// `text`, a Korean error, ending as a sentence does: with a period unless it already ends with one,
    /// or asks (`?`). English errors are clauses, in lower case and without one.
    static func koreanSentence(_ text: String) -> String {
        guard let last = text.unicodeScalars.last, last != ".", last != "?", last != "!" else { return text }
        return text + "."
    }

    private func words(for error: PickerError) -> String {
        let l = language
        switch (error, l) {
        case (.unknownInput(let input, let suggestion), .english):
            let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? "; type help for the commands"
            return "unknown command \(VisibleText.quoted(input))" + hint
        case (.unknownInput(let input, let suggestion), .korean):
            let hint =
                suggestion.map { ". " + KoreanParticle.object.attached(to: VisibleText.quoted($0)) + " 입력하려고 하셨나요?" }
                ?? ". 도움말을 입력하면 명령 목록을 볼 수 있습니다"
            return "알 수 없는 명령 \(VisibleText.quoted(input))" + hint
        case (.invalidInput(let input, .unexpected(let piece)), _) where piece.text == input:
            // The whole line is the piece out of place: said once, not `"월": "월" does not fit here`.
            return text(for: InvalidReason.unexpected(piece))
        case (.invalidInput(let input, let reason), _):
            return "\(VisibleText.quoted(input)): " + text(for: reason)
        case (.monthBeforeFirst(let month, let first), .english):
            return "\(l.label(month)) is before the first month, \(l.label(first))"
        case (.monthBeforeFirst(let month, let first), .korean):
            return "\(KoreanParticle.topic.attached(to: l.label(month))) 첫 달인 \(l.label(first))보다 앞입니다"
        case (.monthAfterLast(let month, let last), .english):
            return "\(l.label(month)) is after the last month, \(l.label(last))"
        case (.monthAfterLast(let month, let last), .korean):
            return "\(KoreanParticle.topic.attached(to: l.label(month))) 마지막 달인 \(l.label(last))보다 뒤입니다"
        case (.yearBeforeFirst(let year, let first), .english):
            return "\(l.yearLabel(year)) is before the first month, \(l.label(first))"
        case (.yearBeforeFirst(let year, let first), .korean):
            return "\(KoreanParticle.topic.attached(to: l.yearLabel(year))) 첫 달인 \(l.label(first))보다 앞입니다"
        case (.yearAfterLast(let year, let last), .english):
            return "\(l.yearLabel(year)) is after the last month, \(l.label(last))"
        case (.yearAfterLast(let year, let last), .korean):
            return "\(KoreanParticle.topic.attached(to: l.yearLabel(year))) 마지막 달인 \(l.label(last))보다 뒤입니다"
        case (.outOfCalendar(let step), .english):
            return "\(VisibleText.quoted(step)) would leave the calendar (0001-01 to 9999-12)"
        case (.outOfCalendar(let step), .korean):
            return "\(VisibleText.quoted(step)): 달력 범위(1년 1월~9999년 12월)를 벗어납니다"
        case (.needsOpenPopover(let word), .english):
            return "\(VisibleText.quoted(name(of: word))) moves inside the open month picker; type open first"
        case (.needsOpenPopover(let word), .korean):
            return
                "\(KoreanParticle.topic.attached(to: VisibleText.quoted(name(of: word)))) 열린 달 선택 창 안에서만 됩니다. 먼저 열기를 입력하세요"
        case (.needsJournal(let word), .english):
            let what = word.map { "\(VisibleText.quoted(name(of: $0))) needs" } ?? "questions need"
            return what + " a journal: start with -f FILE or set LEDGER_FILE"
        case (.needsJournal(let word), .korean):
            let what = word.map { VisibleText.quoted(name(of: $0)) } ?? "질문"
            return what + "에는 가계부가 필요합니다. 가계부 파일을 -f로 지정해 시작하거나 LEDGER_FILE 환경 변수를 설정하세요"
        case (.noAccountMatches(let text, let nearest), .english):
            let hint =
                nearest.isEmpty
                ? "" : "; nearest accounts: " + nearest.map { VisibleText.escaping($0) }.joined(separator: ", ")
            return "no account or payee matches \(VisibleText.quoted(text))" + hint
        case (.noAccountMatches(let text, let nearest), .korean):
            let hint =
                nearest.isEmpty
                ? "" : ". 비슷한 계정은 " + nearest.map { VisibleText.escaping($0) }.joined(separator: ", ") + "입니다"
            return "\(KoreanParticle.and.attached(to: VisibleText.quoted(text))) 맞는 계정이나 거래처가 없습니다" + hint
        case (.journalNotReloaded(let problem), .english):
            return "journal not reloaded, keeping the last good one: "
                + VisibleText.escaping(text(for: problem), limit: 300, escapingQuotes: false)
        case (.journalNotReloaded(let problem), .korean):
            return "가계부를 다시 읽지 못해 마지막 정상 가계부를 씁니다: "
                + VisibleText.escaping(text(for: problem), limit: 300, escapingQuotes: false)
        case (.recording(let error), _): return text(for: error)
        case (.nothingToUndo, .english): return "nothing to undo"
        case (.nothingToUndo, .korean): return "되돌릴 것이 없습니다"
        }
    }

    /// Holidays whose date moves from year to year (lunar, or counted from the moon): refused as vague,
    /// and said to move.
    static let movingHolidays: Set<String> = [
        "easter", "추석", "설날", "설", "구정", "한가위", "부활절", "설연휴", "추석연휴", "chuseok", "seollal",
        "lunar new year",
    ]

    /// Whether `text` (as typed: `설 연휴`, `Easter`) names a holiday whose date moves.
    static func isMovingHoliday(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return movingHolidays.contains(lowered) || movingHolidays.contains(lowered.replacing(" ", with: ""))
    }

    /// The canonical spelling of a command word in the session's language (`open`, `열기`).
    func name(of word: CommandWord) -> String {
        Vocabulary.entry(for: word).name(in: language)
    }

    /// What a line lacks, in the session's language: `a phrase to explain`, `설명할 문구`.
    func argument(_ what: MissingArgument) -> String {
        switch (what, language) {
        case (.command, .english): "a command"
        case (.command, .korean): "명령"
        case (.phraseToExplain, .english): "a phrase to explain"
        case (.phraseToExplain, .korean): "설명할 문구"
        }
    }

    /// The words `said`, quoted with control characters made visible (`VisibleText.quoted`).
    func quote(_ said: Said) -> String { VisibleText.quoted(said.text) }

    /// The words `said`, control characters made visible, without quotes (`VisibleText.escaping`).
    func escape(_ said: Said) -> String { VisibleText.escaping(said.text) }

    /// What is wrong inside a phrase, without the phrase: `day 31 is not in that month`.
    func text(for reason: InvalidReason) -> String {
        switch (reason, language) {
        case (.monthOutOfRange(let text), .english): return "month \(escape(text)) is not 1 to 12"
        case (.monthOutOfRange(let text), .korean): return "\(escape(text))월은 없습니다 (1~12월)"
        case (.yearOutOfRange(let text), .english): return "year \(escape(text)) is not 1 to 9999"
        case (.yearOutOfRange(let text), .korean): return "\(escape(text))년은 범위(1~9999년) 밖입니다"
        case (.dayOutOfRange(let text), .english): return "day \(escape(text)) is not in that month"
        case (.dayOutOfRange(let text), .korean): return "그 달에 \(escape(text))일은 없습니다"
        case (.countOutOfRange(let text), .english):
            return "count \(escape(text)) is not 1 to \(ParseContext.largestCount)"
        case (.countOutOfRange(let text), .korean):
            return
                "수 \(KoreanParticle.topic.attached(to: escape(text))) 1~\(ParseContext.largestCount) 범위 밖입니다"
        case (.ambiguousNumber(let text), .english):
            return "\(escape(text)) is neither a month (1 to 12) nor a four-digit year"
        case (.ambiguousNumber(let text), .korean):
            return "\(KoreanParticle.topic.attached(to: escape(text))) 달(1~12)도 네 자리 연도도 아닙니다"
        case (.trailingInput(let text), .english): return "unexpected \(quote(text)) at the end"
        case (.trailingInput(let text), .korean):
            return "끝의 \(KoreanParticle.object.attached(to: quote(text))) 알 수 없습니다"
        case (.missingArgument(let what), .english): return "needs \(argument(what))"
        case (.missingArgument(let what), .korean):
            return "\(KoreanParticle.subject.attached(to: argument(what))) 필요합니다"
        case (.contradictory(let first, let second), .english):
            return "\(quote(first)) and \(quote(second)) contradict each other; keep one"
        case (.contradictory(let first, let second), .korean):
            return
                "\(KoreanParticle.and.attached(to: quote(first))) \(KoreanParticle.subject.attached(to: quote(second))) 서로 맞지 않습니다. 하나만 쓰세요"
        case (.ambiguousDate(let text), .english):
            return "\(quote(text)) could be month/day or day/month; write it as YYYY-MM-DD"
        case (.ambiguousDate(let text), .korean):
            return
                "\(KoreanParticle.topic.attached(to: quote(text))) 월/일인지 일/월인지 알 수 없습니다. 2024-07-15처럼 연-월-일로 쓰세요"
        case (.quarterOutOfRange(let text), .english): return "quarter \(escape(text)) is not 1 to 4"
        case (.quarterOutOfRange(let text), .korean): return "\(escape(text))분기는 없습니다 (1~4분기)"
        case (.halfOutOfRange(let text), .english): return "half \(escape(text)) is not 1 or 2"
        case (.halfOutOfRange(let text), .korean): return "\(escape(text)) 반기는 없습니다 (상반기, 하반기)"
        case (.missingDirection(let text), .english):
            return
                "\(quote(text)) ago or from now? Say \"\(escape(text)) ago\" or \"in \(escape(text))\""
        case (.missingDirection(let text), .korean):
            return
                "\(quote(text)) 전인가요, 후인가요? \"\(escape(text)) 전\" 또는 \"\(escape(text)) 후\"로 쓰세요"
        case (.daysOfWeekOnly(let text), .english):
            return
                "\(quote(text)) keeps days of a period: name the period (november, last month) and ask a total, a count or an average per day"
        case (.daysOfWeekOnly(let text), .korean):
            return
                "\(KoreanParticle.topic.attached(to: quote(text))) 한 기간의 날들만 셉니다. 기간(11월, 지난달)을 쓰고 합계, 건수, 하루 평균을 물어보세요"
        case (.vague(let text), .english) where Self.isMovingHoliday(text.text):
            return "\(quote(text)) falls on a different day each year; name the month"
        case (.vague(let text), .english):
            return "\(quote(text)) is not definite; give a number or name the month"
        case (.vague(let text), .korean) where Self.isMovingHoliday(text.text):
            return "\(KoreanParticle.topic.attached(to: quote(text))) 해마다 날짜가 바뀌어 달을 정할 수 없습니다. 달 이름을 쓰세요"
        case (.vague(let text), .korean):
            return "\(KoreanParticle.topic.attached(to: quote(text))) 정확하지 않습니다. 숫자나 달 이름을 쓰세요"
        case (.needsWholeMonths(let text), .english):
            return
                "\(quote(text)) is not whole months, and budgets, monthly averages and trends are counted by the month; name a month"
        case (.needsWholeMonths(let text), .korean):
            return
                "\(KoreanParticle.topic.attached(to: quote(text))) 달 단위가 아닌데, 예산, 월평균, 추이는 달 단위로 셉니다. 달을 쓰세요"
        case (.notStarted(let text), .english):
            return
                "\(quote(text)) starts after today, so nothing of it has happened yet; ask from today or a day before"
        case (.notStarted(let text), .korean):
            return
                "\(KoreanParticle.topic.attached(to: quote(text))) 오늘 뒤에 시작하는 기간이라 아직 내역이 없습니다. 오늘이나 그 전부터 물어보세요"
        case (.amountThreshold(let text), .english):
            return
                "\(quote(text)) is an amount: say how the total stands to it (over, under, at least) or ask the total (how much did we spend on food last month)"
        case (.amountThreshold(let text), .korean):
            return
                "\(KoreanParticle.topic.attached(to: quote(text))) 금액입니다. 넘었는지(넘었어, 이상, 미만) 묻거나 합계를 물어보세요 (예: 지난달 식비 얼마)"
        case (.notWithin(let part, let whole), .english):
            return
                "\(quote(part)) is not part of \(quote(whole)), so there is nothing of it to leave out; ask about \(quote(whole)) alone"
        case (.notWithin(let part, let whole), .korean):
            let topic = KoreanParticle.topic.attached(to: quote(part))
            return "\(topic) \(quote(whole))에 들지 않아 뺄 것이 없습니다. \(quote(whole))만 물어보세요"
        case (.notAPart(let part, let whole), .english):
            return
                "\(quote(part)) is not part of \(quote(whole)), so it has no share of it; ask what share of spending \(quote(part)) was"
        case (.notAPart(let part, let whole), .korean):
            let topic = KoreanParticle.topic.attached(to: quote(part))
            return
                "\(topic) \(quote(whole))에 들지 않아 그 안의 비중이 없습니다. \(VisibleText.quoted(KoreanParticle.subject.attached(to: part.text) + " 지출의 몇 %"))처럼 물어보세요"
        case (.payeeHasNoBudget(let payee, let accounts), .english):
            return
                "\(quote(payee)) is a payee, and budgets are kept by account; ask \(VisibleText.quoted(accounts.joined(separator: " and ") + " budget"))"
        case (.payeeHasNoBudget(let payee, let accounts), .korean):
            let topic = KoreanParticle.topic.attached(to: quote(payee))
            return
                "\(topic) 거래처라 예산이 없습니다. 예산은 계정마다 정합니다. \(VisibleText.quoted(accounts.joined(separator: " ") + " 예산"))처럼 물어보세요"
        case (.followUp(_, let suggestion), .english):
            // The line is quoted before the reason already.
            return
                "this follows on from the question before, and each line is answered on its own; ask it whole, as \(VisibleText.quoted(suggestion))"
        case (.followUp(_, let suggestion), .korean):
            return "앞 질문에 이어 묻는 말에는 답할 수 없습니다. \(VisibleText.quoted(suggestion))처럼 질문을 다 쓰세요"
        case (.finerThanADay(let text), .english):
            return "\(quote(text)) is finer than a day; name a day, month or year"
        case (.finerThanADay(let text), .korean):
            return "\(quote(text))처럼 시각이나 시간으로는 달을 정할 수 없습니다. 날짜나 달로 쓰세요"
        case (.unexpected(let text), .english): return "\(quote(text)) does not fit here"
        case (.unexpected(let text), .korean):
            return "\(KoreanParticle.subject.attached(to: quote(text))) 이 자리에 맞지 않습니다"
        case (.dayOrYearInWords(let text), .english):
            return "\(quote(text)) could be a day and then a year, or one year; write the year in digits"
        case (.dayOrYearInWords(let text), .korean):
            return
                "\(KoreanParticle.topic.attached(to: quote(text))) 날짜와 연도인지, 한 연도인지 알 수 없습니다. 연도를 숫자로 쓰세요"
        case (.shortYear(let text), .english):
            return "year \(escape(text)) needs four digits (or two, as in '24)"
        case (.shortYear(let text), .korean):
            return "\(escape(text))년: 연도는 네 자리(또는 24년처럼 두 자리)로 쓰세요"
        case (.span(let text), .english):
            return "\(quote(text)) is a span of time, not one month; name the month to show"
        case (.span(let text), .korean):
            return "\(KoreanParticle.topic.attached(to: quote(text))) 기간이라 한 달이 아닙니다. 보여 줄 달을 쓰세요"
        case (.notInMonth(let text, let month), .english):
            return "\(language.label(month)) has no \(quote(text))"
        case (.notInMonth(let text, let month), .korean):
            return "\(language.label(month))에는 \(KoreanParticle.subject.attached(to: quote(text))) 없습니다"
        case (.noSuchWeek(let year, let week, let weeks), .english):
            return "\(year) has \(weeks) ISO weeks, so no week \(week)"
        case (.noSuchWeek(let year, let week, let weeks), .korean):
            return "\(year)년은 국제 표준 주가 \(weeks)주까지라 \(week)주차가 없습니다"
        case (.noSuchDayOfYear(let text, let year, let days), .english):
            return "\(year) has \(days) days, so no day \(escape(text))"
        case (.noSuchDayOfYear(let text, let year, let days), .korean):
            return "\(year)년은 \(days)일까지라 \(escape(text))번째 날이 없습니다"
        case (.notAPhrase(let text), .english):
            return "explain takes a date phrase; \(quote(text)) is not one (try: explain next month)"
        case (.notAPhrase(let text), .korean):
            return
                "설명은 날짜 문구만 풀이합니다. \(KoreanParticle.topic.attached(to: quote(text))) 날짜 문구가 아닙니다 (예: 설명 다음 달)"
        }
    }
}
