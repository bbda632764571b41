import LedgerJournalCore

/// What the program says while recording an entry, in English and Korean: the preview, the question,
/// the confirmation, and every refusal with what to do instead.
extension Messages {
    /// The line above the preview of an entry about to be written to `path`.
    public func recordingHeader(path: String) -> String {
        let file = Self.visiblePath(path)
        switch language {
        case .english: return "To record in \(file):"
        case .korean: return "\(file)에 기록할 내용:"
        }
    }

    /// The note under a preview whose entry is dated after `today` (`tomorrow`, `next friday`), so that a
    /// date still to come is seen before it is confirmed.
    public func futureDate(_ date: CalendarDate, today: CalendarDate) -> String {
        switch language {
        case .english: return "\(date) is a future date (today is \(today))."
        case .korean: return "\(KoreanParticle.topic.attached(to: date.description)) 앞으로의 날짜입니다 (오늘은 \(today))."
        }
    }

    /// The note under a preview whose entry makes accounts the journal does not have yet.
    public func newAccounts(_ accounts: [String]) -> String {
        let list = Self.list(accounts)
        switch language {
        case .english:
            return (accounts.count == 1 ? "New account: " : "New accounts: ") + list + " (not in the journal yet)."
        case .korean:
            return "새 계정: \(list) (가계부에 아직 없는 계정입니다)."
        }
    }

    /// The note under a preview whose amounts are written without digit groups because the journal
    /// reads a lone mark as a decimal point, with the directive that would make it read them as meant.
    public func ungrouped(_ note: UngroupedAmount, path: String) -> String {
        let file = Self.visiblePath(path)
        var note = note
        note.written = VisibleText.shownAmount(note.written)
        note.grouped = VisibleText.shownAmount(note.grouped)
        note.misread = VisibleText.shownAmount(note.misread)
        let isComma = note.grouped.contains(",")
        let directive = isComma ? "decimal-mark ." : "decimal-mark ,"
        switch language {
        case .english:
            return
                "Written as \(note.written), without the \(isComma ? "comma" : "point"): \(file) has no decimal-mark "
                + "directive, so hledger reads \(note.grouped) there as \(note.misread). To have its other amounts read "
                + "as meant too, put the line \(directive) at the top of \(file)."
        case .korean:
            return "\(file)에는 decimal-mark 지시어가 없어서 hledger가 \(KoreanParticle.object.attached(to: note.grouped)) "
                + "\(KoreanParticle.direction.attached(to: note.misread)) 읽습니다. 그래서 \(isComma ? "쉼표" : "마침표") 없이 "
                + "\(KoreanParticle.direction.attached(to: note.written)) 적습니다. 가계부의 다른 금액도 제대로 읽히게 하려면 "
                + "\(file) 맨 위에 \(directive) 한 줄을 넣으세요."
        }
    }

    /// The confirmation asked before writing.
    public var confirmationPrompt: String {
        language == .korean ? "기록할까요? [Y/n] " : "Record it? [Y/n] "
    }

    /// The prompt while an account is asked for.
    public var accountPrompt: String {
        language == .korean ? "계정> " : "account> "
    }

    /// Why an answer was not taken, said before asking again.
    public func text(for problem: RecordingConversation.Problem) -> String {
        switch (problem, language) {
        case (.notYesOrNo, .english): return "Answer y to record it or n not to."
        case (.notYesOrNo, .korean): return "y(기록) 또는 n(취소)으로 답하세요."
        case (.noAccountMatches(let answer), .english):
            return "No account matches \(VisibleText.quoted(answer)); type one of the journal's accounts, or cancel."
        case (.noAccountMatches(let answer), .korean):
            return "\(KoreanParticle.subject.attached(to: VisibleText.quoted(answer))) 가리키는 계정이 없습니다. "
                + "가계부의 계정을 입력하거나 취소하세요."
        case (.severalAccountsMatch(let answer, let accounts), .english):
            return "\(VisibleText.quoted(answer)) could be \(Self.list(accounts, or: "or")); type the whole account."
        case (.journalChanged, .english):
            return "The journal changed since the entry was shown; this is how it would be written now."
        case (.journalChanged, .korean):
            return "내용을 보여 드린 뒤 가계부가 바뀌었습니다. 지금 기록하면 이렇게 적힙니다."
        case (.unwritableAccount(let answer), .english):
            return "\(VisibleText.quoted(answer)) cannot be a new account (no \";\", control or bidi characters, not "
                + "starting with !, *, ( or [); type another account, or cancel."
        case (.unwritableAccount(let answer), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(answer))) 새 계정 이름으로 쓸 수 없습니다 "
                + "(\";\"와 제어 문자, 방향 제어 문자는 안 되고, !, *, (, [로 시작할 수 없습니다). 다른 계정을 입력하거나 취소하세요."
        case (.severalAccountsMatch(let answer, let accounts), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(answer))) \(Self.list(accounts)) 중 어느 것인지 "
                + "알 수 없습니다. 계정 이름 전체를 입력하세요."
        }
    }

    /// Said after the entry was written at `line` of `path`.
    public func recorded(path: String, line: Int) -> String {
        let file = Self.visiblePath(path)
        switch language {
        case .english: return "Recorded in \(file), line \(line); undo takes it back."
        case .korean: return "\(file) \(line)번째 줄에 기록했습니다. 되돌리기로 지울 수 있습니다."
        }
    }

    /// Said when the person declined, or cancelled a question.
    public var notRecorded: String {
        language == .korean ? "기록하지 않았습니다." : "Not recorded."
    }

    /// Said after `undo` took back the entry recorded at `line` of `path`.
    public func unrecorded(path: String, line: Int) -> String {
        let file = Self.visiblePath(path)
        switch language {
        case .english:
            return "Took back the entry recorded in \(file) at line \(line): the lines it added are gone, "
                + "and nothing before them changed."
        case .korean:
            return "\(file) \(line)번째 줄에 기록한 내용을 지웠습니다. 그 기록으로 더한 줄만 지웠고 그 앞은 그대로입니다."
        }
    }

    /// The question asked when nothing said what the money was for.
    public func askCategory(description: String, candidates: [String]) -> String {
        let what = VisibleText.quoted(description)
        let list = Self.list(candidates)
        switch language {
        case .english:
            return "What was \(what) for? Type an account or a category word" + (list.isEmpty ? "" : " (\(list))")
                + ", or cancel."
        case .korean:
            return "\(KoreanParticle.topic.attached(to: what)) 어디에 쓴 돈인가요? 계정이나 분류를 입력하세요"
                + (list.isEmpty ? "" : " (\(list))") + ". 그만두려면 취소."
        }
    }

    /// The question asked when nothing said what paid.
    public func askFunding(description: String, candidates: [String]) -> String {
        let what = VisibleText.quoted(description)
        let list = Self.list(candidates)
        switch language {
        case .english:
            return "What paid for \(what)? Type an account, cash or card" + (list.isEmpty ? "" : " (\(list))")
                + ", or cancel."
        case .korean:
            return "\(KoreanParticle.topic.attached(to: what)) 무엇으로 냈나요? 계정이나 현금, 카드를 입력하세요"
                + (list.isEmpty ? "" : " (\(list))") + ". 그만두려면 취소."
        }
    }

    /// Why a sentence made no entry, or why an entry was not written; a Korean one ends with a period.
    public func text(for error: RecordingError) -> String {
        let text = words(for: error)
        return language == .korean ? Self.koreanSentence(text) : text
    }

    private func words(for error: RecordingError) -> String {
        let l = language
        switch (error, l) {
        case (.needsJournal, .english):
            return "recording needs a journal to write to: start with -f FILE (create an empty file first if needed)"
        case (.needsJournal, .korean):
            return "기록하려면 가계부 파일이 필요합니다. -f 파일로 시작하세요 (없으면 빈 파일을 먼저 만드세요)"
        case (.missingAmount(""), .english):
            return "add what? say what it was for and how much, e.g. add lunch 12.50 yesterday"
        case (.missingAmount(""), .korean):
            return "무엇을 기록할까요? 무엇에 얼마를 썼는지 입력하세요 (예: 기록 어제 점심 12,000원)"
        case (.missingAmount(let words), .english):
            return "no amount in \(VisibleText.quoted(words)): say how much, e.g. add lunch 12.50"
        case (.missingAmount(let words), .korean):
            return "\(VisibleText.quoted(words))에 금액이 없습니다. 얼마인지 함께 입력하세요 (예: 기록 점심 12,000원)"
        case (.severalAmounts(let amounts), .english):
            return
                "\(Self.quotedList(amounts, and: "and")) are all amounts: record one entry at a time, with one amount"
        case (.severalAmounts(let amounts), .korean):
            return "금액이 여러 개입니다(\(Self.quotedList(amounts, and: ","))). 한 번에 금액 하나씩 기록하세요"
        case (.unreadableAmount(let text), .english):
            return "\(VisibleText.quoted(text)) is not an amount: write it like 5,400 or 12.50"
        case (.unreadableAmount(let text), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(text))) 금액으로 읽을 수 없습니다. 5,400이나 12.50처럼 쓰세요"
        case (.unreadableKoreanNumber(let text), .english):
            return "\(VisibleText.quoted(text)) is not a Korean number: 만, 억 and 조 come at most once each, the "
                + "largest first, with 천, 백 and 십 (each once, the largest first) before them; write it like "
                + "3만5천원 or 35,000원"
        case (.unreadableKoreanNumber(let text), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(text))) 금액으로 읽을 수 없습니다. 만, 억, 조는 "
                + "큰 단위부터 한 번씩만, 그 앞의 천, 백, 십도 큰 단위부터 한 번씩만 씁니다. 3만5천원이나 35,000원처럼 쓰세요"
        case (.amountTooLarge(let text), .english):
            return "\(VisibleText.quoted(text)) is too large to record exactly"
        case (.amountTooLarge(let text), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(text))) 너무 커서 정확히 기록할 수 없습니다"
        case (.tooManyDecimals(let text, let places, let commodity, let journalPlaces, let rounded), _)
        where commodity != VisibleText.shownAmount(commodity) || rounded != VisibleText.shownAmount(rounded):
            return self.text(
                for: .tooManyDecimals(
                    text, places: places, commodity: VisibleText.shownAmount(commodity), journalPlaces: journalPlaces,
                    rounded: VisibleText.shownAmount(rounded)))
        case (.tooManyDecimals(let text, let places, let commodity, 0, let rounded), .english):
            return "the journal writes \(commodity) amounts without decimals, and \(VisibleText.quoted(text)) has "
                + "decimals: recording it would show every \(commodity) amount with \(places) decimal "
                + (places == 1 ? "place" : "places") + "; say it without decimals (e.g. \(rounded))"
        case (.tooManyDecimals(let text, let places, let commodity, let journalPlaces, let rounded), .english):
            return "the journal writes \(commodity) amounts with \(journalPlaces) decimal "
                + (journalPlaces == 1 ? "place" : "places") + ", and \(VisibleText.quoted(text)) has \(places): "
                + "recording it would show every \(commodity) amount with \(places); say it with at most "
                + "\(journalPlaces) (e.g. \(rounded))"
        case (.tooManyDecimals(let text, let places, let commodity, 0, let rounded), .korean):
            return "가계부는 \(commodity) 금액을 소수점 없이 적는데 \(VisibleText.quoted(text))에는 소수점 아래 숫자가 "
                + "있습니다. 이대로 기록하면 모든 \(commodity) 금액이 소수점 아래 \(places)자리로 표시됩니다. "
                + "소수점 없이 입력하세요 (예: \(rounded))"
        case (.tooManyDecimals(let text, let places, let commodity, let journalPlaces, let rounded), .korean):
            return "가계부는 \(commodity) 금액을 소수점 아래 \(journalPlaces)자리로 적는데 \(VisibleText.quoted(text))에는 "
                + "소수점 아래가 \(places)자리 있습니다. 이대로 기록하면 모든 \(commodity) 금액이 소수점 아래 "
                + "\(places)자리로 표시됩니다. 소수점 아래 \(journalPlaces)자리까지 입력하세요 (예: \(rounded))"
        case (.zeroAmount(let text), .english):
            return "an amount of \(VisibleText.quoted(text)) records nothing"
        case (.zeroAmount(let text), .korean):
            return "\(KoreanParticle.direction.attached(to: VisibleText.quoted(text)))는 기록할 것이 없습니다"
        case (.missingDescription, .english):
            return "say what it was for, e.g. add lunch 12.50"
        case (.missingDescription, .korean):
            return "무엇에 쓴 돈인지 함께 입력하세요 (예: 기록 점심 12,000원)"
        case (.unwritableDescription(let text), .english):
            return "\(VisibleText.quoted(text)) cannot be a journal description (no \";\" or control characters, "
                + "not starting with (, * or !, at most 200 characters): say it another way"
        case (.unwritableDescription(let text), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(text))) 가계부의 설명으로 쓸 수 없습니다 "
                + "(\";\"와 제어 문자는 안 되고, (, *, !로 시작할 수 없으며, 200자까지). 다르게 입력하세요"
        case (.unwritableAccount(let text), .english):
            return "\(VisibleText.quoted(text)) cannot be a new account (no \";\", control or bidi characters, not "
                + "starting with !, *, ( or [, at most 200 characters): name it another way"
        case (.unwritableAccount(let text), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(text))) 새 계정 이름으로 쓸 수 없습니다 "
                + "(\";\"와 제어 문자, 방향 제어 문자는 안 되고, !, *, (, [로 시작할 수 없으며, 200자까지). 다르게 입력하세요"
        case (.severalDays(let first, let second), .english):
            return "\(VisibleText.quoted(first)) and \(VisibleText.quoted(second)) are two days: say one"
        case (.severalDays(let first, let second), .korean):
            let pair = KoreanParticle.and.attached(to: VisibleText.quoted(first))
            return "\(pair) \(VisibleText.quoted(second)), 날이 두 개입니다. 하나만 입력하세요"
        case (.notADate(let words, let reason), .english):
            return "not recorded: \(VisibleText.quoted(words)) is no day on the calendar (\(text(for: reason))); "
                + "say the day it was, e.g. 2026-11-30, 11/30 or yesterday"
        case (.notADate(let words, let reason), .korean):
            return "기록하지 않았습니다: \(KoreanParticle.topic.attached(to: VisibleText.quoted(words))) 달력에 없는 날입니다 "
                + "(\(text(for: reason))). 쓴 날을 입력하세요 (예: 2026-11-30, 11월 30일, 어제)"
        case (.unknownCommodity(let amount, let code), .english):
            let name = VisibleText.escaping(code)
            return "not recorded: \(name) in \(VisibleText.quoted(amount)) is no currency ledger-repl knows and no "
                + "commodity of the journal; to record \(name), declare it in the journal first (commodity \(name)); "
                + "if \(name) is the payee, say it before the amount"
        case (.unknownCommodity(let amount, let code), .korean):
            let name = VisibleText.escaping(code)
            return "기록하지 않았습니다: \(VisibleText.quoted(amount))의 \(KoreanParticle.topic.attached(to: name)) "
                + "\(KoreanParticle.subject.attached(to: "ledger-repl")) 아는 통화도, 가계부에 있는 상품도 아닙니다. "
                + "\(KoreanParticle.direction.attached(to: name)) "
                + "기록하려면 먼저 가계부에 commodity \(name) 줄을 넣으세요. 거래처 이름이라면 금액 앞에 쓰세요"
        case (.notADay(let phrase), .english):
            return "\(VisibleText.quoted(phrase)) names a month, not a day: say the day, e.g. yesterday or the 15th"
        case (.notADay(let phrase), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(phrase))) 날이 아니라 달입니다. "
                + "날을 입력하세요 (예: 어제, 15일)"
        case (.ambiguousAccount(let word, let candidates), .english):
            return "\(VisibleText.quoted(word)) could be \(Self.list(candidates, or: "or")): say the account"
        case (.ambiguousAccount(let word, let candidates), .korean):
            return "\(KoreanParticle.topic.attached(to: VisibleText.quoted(word))) \(Self.list(candidates)) 중 "
                + "어느 계정인지 알 수 없습니다. 계정 이름을 입력하세요"
        case (.severalAccounts(let accounts), .english):
            return "\(Self.list(accounts, or: "and")) stand on the same side of the entry: say one"
        case (.severalAccounts(let accounts), .korean):
            return "\(KoreanParticle.subject.attached(to: Self.list(accounts))) 같은 쪽에 있습니다. 하나만 입력하세요"
        case (.needsCategory(let description, let candidates), .english):
            return "not recorded: nothing says what \(VisibleText.quoted(description)) was for; add an account or a "
                + "category word to the line" + Self.examples(candidates, english: true)
        case (.needsCategory(let description, let candidates), .korean):
            return "기록하지 않았습니다: \(KoreanParticle.topic.attached(to: VisibleText.quoted(description))) 어디에 쓴 "
                + "돈인지 알 수 없습니다. 줄에 계정이나 분류를 더하세요" + Self.examples(candidates, english: false)
        case (.needsFunding(let description, let candidates), .english):
            return "not recorded: nothing says what paid for \(VisibleText.quoted(description)); add cash, card or an "
                + "account to the line" + Self.examples(candidates, english: true)
                + Self.askingInstead(description, english: true)
        case (.needsFunding(let description, let candidates), .korean):
            return "기록하지 않았습니다: \(KoreanParticle.topic.attached(to: VisibleText.quoted(description))) 무엇으로 "
                + "냈는지 알 수 없습니다. 줄에 현금, 카드나 계정을 더하세요" + Self.examples(candidates, english: false)
                + Self.askingInstead(description, english: false)
        case (.needsConfirmation(let entry), .english):
            return "not recorded: a script records only with --yes: "
                + VisibleText.escaping(entry, limit: 300, escapingQuotes: false)
        case (.needsConfirmation(let entry), .korean):
            return "기록하지 않았습니다: 스크립트에서는 --yes를 주어야 기록합니다: "
                + VisibleText.escaping(entry, limit: 300, escapingQuotes: false)
        case (.refused(let refusal), _):
            return text(for: refusal)
        }
    }

    /// The other reading of a category word and an amount with nothing that paid (`식비 50만원`): a
    /// question weighing the category against the amount, said after the recording's advice; empty for
    /// any other description (`점심 김밥`).
    static func askingInstead(_ description: String, english: Bool) -> String {
        guard Categories.isCategoryWord(description) else { return "" }
        let word = VisibleText.escaping(description)
        return english
            ? "; or, to ask, say how it stands to the amount (did \(word) go over 500?)"
            : ". 묻는 말이면 넘었는지 물어보세요 (예: \(word) 50만원 넘었어?)"
    }

    /// Why the file was not written (or the entry not taken back), and what to do; a Korean one ends with
    /// a period.
    public func text(for refusal: AppendRefusal) -> String {
        let text = words(for: refusal)
        return language == .korean ? Self.koreanSentence(text) : text
    }

    private func words(for refusal: AppendRefusal) -> String {
        switch (refusal, language) {
        case (.standardInput, .english):
            return "not recorded: the journal came from standard input; name a file to record in with --add-to FILE"
        case (.standardInput, .korean):
            return "기록하지 않았습니다: 가계부를 표준 입력에서 읽었습니다. 기록할 파일을 --add-to 파일로 지정하세요"
        case (.notInJournal(let path), .english):
            return "not recorded: \(Self.visiblePath(path)) is not one of the journal's files; name it with -f too, "
                + "or include it from the journal"
        case (.notInJournal(let path), .korean):
            return "기록하지 않았습니다: \(KoreanParticle.topic.attached(to: Self.visiblePath(path))) 가계부 파일이 아닙니다. "
                + "-f로도 지정하거나 가계부에서 include하세요"
        case (.symbolicLink(let path, let target), .english):
            return "not recorded: \(Self.visiblePath(path)) is a symbolic link to \(Self.visiblePath(target)); "
                + "to record there, name that file: --add-to \(Self.visiblePath(target))"
        case (.symbolicLink(let path, let target), .korean):
            return "기록하지 않았습니다: \(KoreanParticle.topic.attached(to: Self.visiblePath(path))) "
                + "\(KoreanParticle.object.attached(to: Self.visiblePath(target))) 가리키는 심볼릭 링크입니다. 거기에 기록하려면 "
                + "--add-to \(Self.visiblePath(target))로 그 파일을 지정하세요"
        case (.notRegularFile(let path), .english):
            return
                "not recorded: \(Self.visiblePath(path)) is not a regular file; name a journal file with --add-to FILE"
        case (.notRegularFile(let path), .korean):
            return "기록하지 않았습니다: \(KoreanParticle.topic.attached(to: Self.visiblePath(path))) 일반 파일이 아닙니다. "
                + "--add-to 파일로 가계부 파일을 지정하세요"
        case (.readOnly(let path, let mode), .english):
            return "not recorded: \(Self.visiblePath(path)) is read-only (mode \(Self.octal(mode))); make it writable "
                + "(chmod u+w \(Self.visiblePath(path))) to record in it"
        case (.readOnly(let path, let mode), .korean):
            return "기록하지 않았습니다: \(KoreanParticle.topic.attached(to: Self.visiblePath(path))) 읽기 전용입니다 "
                + "(모드 \(Self.octal(mode))). 기록하려면 쓰기를 허용하세요 (chmod u+w \(Self.visiblePath(path)))"
        case (.cannotOpen(let path, let reason), .english):
            return "not recorded: cannot write \(Self.visiblePath(path)): \(text(for: reason))"
        case (.cannotOpen(let path, let reason), .korean):
            return "기록하지 않았습니다: \(Self.visiblePath(path))에 쓸 수 없습니다: \(text(for: reason))"
        case (.journalDoesNotLoad(let problems), .english):
            return "not recorded: the journal changed and no longer loads; fix it first" + first(of: problems)
        case (.journalDoesNotLoad(let problems), .korean):
            return "기록하지 않았습니다: 가계부가 바뀌었는데 읽히지 않습니다. 먼저 고치세요" + first(of: problems)
        case (.entryWouldNotLoad(let problems), .english):
            return "not recorded: the journal would not load with this entry" + first(of: problems)
        case (.entryWouldNotLoad(let problems), .korean):
            return "기록하지 않았습니다: 이 내용을 더하면 가계부가 읽히지 않습니다" + first(of: problems)
        case (.entryWouldReadDifferently(let path), .english):
            return "not recorded: the end of \(Self.visiblePath(path)) (an open comment block, apply account or an "
                + "alias) would read the entry differently; close it there, or record elsewhere with --add-to FILE"
        case (.entryWouldReadDifferently(let path), .korean):
            return "기록하지 않았습니다: \(Self.visiblePath(path)) 끝부분(닫히지 않은 comment, apply account, alias) "
                + "때문에 내용이 다르게 읽힙니다. 그 부분을 닫거나 --add-to 파일로 다른 파일에 기록하세요"
        case (.amountWouldReadDifferently(let path, let written, let read, let commodity), _)
        where written != VisibleText.shownAmount(written) || read != VisibleText.shownAmount(read):
            return text(
                for: .amountWouldReadDifferently(
                    path: path, written: VisibleText.shownAmount(written), read: VisibleText.shownAmount(read),
                    commodity: commodity))
        case (.amountWouldReadDifferently(let path, let written, let read, _), .english):
            let mark = written.contains(",") ? "comma" : "point"
            return "not recorded: \(Self.visiblePath(path)) would read \(written) as \(read): it declares no decimal "
                + "mark, so hledger reads a lone \(mark) as a decimal point; put the line "
                + "\(Self.directive(reading: written)) at the top of the journal, or say the amount without the \(mark)"
        case (.amountWouldReadDifferently(let path, let written, let read, _), .korean):
            let mark = written.contains(",") ? "쉼표" : "마침표"
            return "기록하지 않았습니다: \(KoreanParticle.topic.attached(to: Self.visiblePath(path))) "
                + "\(KoreanParticle.object.attached(to: written)) \(KoreanParticle.direction.attached(to: read)) 읽습니다. "
                + "decimal-mark 지시어가 없으면 hledger는 \(mark) 하나를 소수점으로 읽습니다. 가계부 맨 위에 "
                + "\(Self.directive(reading: written)) 한 줄을 넣거나, \(mark) 없이 금액을 입력하세요"
        case (.changedSincePreview(let path), .english):
            return "not recorded: \(Self.visiblePath(path)) changed since the entry was shown, and it would now be "
                + "written differently; say it again to see it as it would be written"
        case (.changedSincePreview(let path), .korean):
            return "기록하지 않았습니다: 내용을 보여 드린 뒤 \(KoreanParticle.subject.attached(to: Self.visiblePath(path))) 바뀌어 "
                + "이제는 다르게 적힙니다. 다시 입력하면 적힐 내용을 보여 드립니다"
        case (.writeFailed(let path, let reason), .english):
            return
                "not recorded: writing \(Self.visiblePath(path)) failed (\(text(for: reason))); it was cut back to what it held"
        case (.writeFailed(let path, let reason), .korean):
            return "기록하지 않았습니다: \(Self.visiblePath(path))에 쓰지 못했습니다(\(text(for: reason))). 파일은 원래대로 되돌렸습니다"
        case (.fileChangedSinceRecording(let path, let line), .english):
            return "not undone: \(Self.visiblePath(path)) changed since the entry was recorded (it no longer ends "
                + "with it), so the entry stays, at line \(line); remove it by hand if it should go"
        case (.fileChangedSinceRecording(let path, let line), .korean):
            return "되돌리지 않았습니다: 기록한 뒤 \(KoreanParticle.subject.attached(to: Self.visiblePath(path))) 바뀌어 "
                + "더 이상 그 기록으로 끝나지 않으므로 기록은 \(line)번째 줄에 그대로 둡니다. 지우려면 직접 지우세요"
        case (.fileReplacedSinceRecording(let path, let line), .english):
            return "not undone: \(Self.visiblePath(path)) was replaced or removed since the entry was recorded, so "
                + "nothing was cut; if the file still holds the entry (at line \(line)), remove it by hand"
        case (.fileReplacedSinceRecording(let path, let line), .korean):
            return "되돌리지 않았습니다: 기록한 뒤 \(KoreanParticle.subject.attached(to: Self.visiblePath(path))) "
                + "바뀌었거나 지워져서 아무것도 잘라 내지 않았습니다. 파일에 기록(\(line)번째 줄)이 남아 있다면 직접 지우세요"
        }
    }

    /// The `decimal-mark` directive that makes a journal read the lone mark in `amount` as a digit group.
    static func directive(reading amount: String) -> String {
        amount.contains(",") ? "decimal-mark ." : "decimal-mark ,"
    }

    /// `: ` and the first of a journal's problems (its position, what is wrong, the line), or nothing
    /// when none is known.
    private func first(of problems: [JournalError]) -> String {
        guard let problem = problems.first else { return "" }
        return ": " + VisibleText.escaping(text(for: problem), limit: 300, escapingQuotes: false)
    }

    /// A path with its control and invisible characters made visible.
    static func visiblePath(_ path: String) -> String {
        VisibleText.escaping(path, limit: 200, escapingQuotes: false)
    }

    /// `0444`.
    static func octal(_ mode: Int) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `a, b, c` (or `a or b`, `a and b` with `or`).
    static func list(_ items: [String], or word: String? = nil) -> String {
        let visible = items.map { VisibleText.escaping($0, limit: 100, escapingQuotes: false) }
        guard let word, visible.count > 1 else { return visible.joined(separator: ", ") }
        return visible.dropLast().joined(separator: ", ") + " \(word) " + (visible.last ?? "")
    }

    /// `"a" and "b"`, each quoted.
    static func quotedList(_ items: [String], and word: String) -> String {
        let quoted = items.map { VisibleText.quoted($0) }
        guard quoted.count > 1 else { return quoted.joined() }
        return word == ","
            ? quoted.joined(separator: ", ")
            : quoted.dropLast().joined(separator: ", ") + " \(word) "
                + (quoted.last ?? "")
    }

    /// ` (e.g. 지출:식비; or 지출:교통, 지출:카페)`, or nothing without candidates.
    static func examples(_ candidates: [String], english: Bool) -> String {
        guard let first = candidates.first.map({ VisibleText.escaping($0, limit: 100, escapingQuotes: false) }) else {
            return ""
        }
        let rest = candidates.dropFirst()
        if english {
            return " (e.g. \(first)" + (rest.isEmpty ? "" : "; accounts: \(list(Array(rest)))") + ")"
        }
        return " (예: \(first)" + (rest.isEmpty ? "" : "; 다른 계정: \(list(Array(rest)))") + ")"
    }
}
