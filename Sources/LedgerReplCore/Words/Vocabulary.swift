/// The one table of everything a person can type, in both languages.
///
/// The parser reads its command words and fixed phrases from here, completion offers its spellings, and
/// `help` lists its rows with their examples, so the three can never disagree. Add a row here first when
/// adding a command or a phrase.
public struct VocabularyEntry: Sendable {
    /// What the entry means.
    public enum Meaning: Hashable, Sendable {
        /// A command word, perhaps taking an argument.
        case command(CommandWord)
        /// A fixed phrase that moves the selection a number of months from today's month.
        case monthsFromToday(Int)
        /// A fixed phrase that shows a year a number of years from today's year.
        case yearsFromToday(Int)
        /// A family of phrases read by the phrase reader (dates, relative counts, month names); listed
        /// in help and offered by completion through its examples.
        case phraseFamily
        /// A family of questions about the journal, read by the question reader; listed in help.
        case question
    }

    /// What the entry means.
    public let meaning: Meaning
    /// English spellings, lower case, the canonical one first.
    public let english: [String]
    /// Korean spellings, the canonical one first.
    public let korean: [String]
    /// What follows the word, as help shows it (`[N]`, `PHRASE`), or `""`.
    public let argument: String
    /// One line saying what it does, in English.
    public let summaryEnglish: String
    /// One line saying what it does, in Korean.
    public let summaryKorean: String
    /// Whether Tab offers the spellings word by word (not for rows that show fillers and endings).
    public let isCompleted: Bool

    /// Every spelling in both languages.
    public var spellings: [String] { english + korean }

    /// The spellings of `language` only.
    public func spellings(in language: Language) -> [String] {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// The canonical spelling for `language` (the English one for a row with no Korean spelling).
    public func name(in language: Language) -> String {
        spellings(in: language).first ?? english[0]
    }

    /// The summary in `language`.
    public func summary(in language: Language) -> String {
        switch language {
        case .english: summaryEnglish
        case .korean: summaryKorean
        }
    }
}

/// The command words of the vocabulary.
public enum CommandWord: Hashable, Sendable {
    /// `open`, `close`: the popover.
    case open, close
    /// `<`, `>`, `<<`, `>>`: steps on screen.
    case previous, next, fastPrevious, fastNext
    /// `left`, `right`, `up`, `down`, `home`, `end`, `pgup`, `pgdn`: the focus.
    case focus(FocusMove)
    /// `enter`: select the focus.
    case enter
    /// Session commands: `undo`, `help`, `explain`, `history`, `quit`.
    case undo, help, explain, history, quit
    /// Journal commands: `entries`, `balance`, `change`, `reload`.
    case entries, balance, change, reload
    /// `add`: record spending said in a sentence.
    case record
}

extension VocabularyEntry {
    fileprivate init(
        _ meaning: Meaning, _ english: [String], _ korean: [String], argument: String = "",
        _ summaryEnglish: String, _ summaryKorean: String, isCompleted: Bool = true
    ) {
        self.isCompleted = isCompleted
        self.meaning = meaning
        self.english = english
        self.korean = korean
        self.argument = argument
        self.summaryEnglish = summaryEnglish
        self.summaryKorean = summaryKorean
    }
}

/// The vocabulary: every command and phrase, in the order help lists them.
public enum Vocabulary {
    /// All rows.
    public static let entries: [VocabularyEntry] = [
        .init(
            .command(.open), ["open"], ["열기", "열어"],
            "open the month picker on the selected month's year", "선택한 달의 연도로 달 선택 창을 엽니다"),
        .init(
            .command(.close), ["close", "esc", "cancel"], ["닫기", "닫아", "취소"],
            "close the picker, keeping the selection", "선택을 그대로 두고 창을 닫습니다"),
        .init(
            .command(.previous), ["<", "prev", "previous"], ["이전"], argument: "[N]",
            "previous month (closed) or previous year (open), N times", "이전 달(닫힘) 또는 이전 해(열림), N번"),
        .init(
            .command(.next), [">", "next"], ["다음"], argument: "[N]",
            "next month (closed) or next year (open), N times", "다음 달(닫힘) 또는 다음 해(열림), N번"),
        .init(
            .command(.fastPrevious), ["<<"], [], argument: "[N]",
            "12 months back (closed) or 10 years back (open)", "12개월 전(닫힘) 또는 10년 전(열림)"),
        .init(
            .command(.fastNext), [">>"], [], argument: "[N]",
            "12 months on (closed) or 10 years on (open)", "12개월 후(닫힘) 또는 10년 후(열림)"),
        .init(
            .command(.focus(.left)), ["left"], ["왼쪽"],
            "move the focus one month back (open)", "커서를 한 달 앞으로(열림)"),
        .init(
            .command(.focus(.right)), ["right"], ["오른쪽"],
            "move the focus one month on (open)", "커서를 한 달 뒤로(열림)"),
        .init(
            .command(.focus(.up)), ["up"], ["위"],
            "move the focus one row (4 months) back (open)", "커서를 한 줄(4개월) 위로(열림)"),
        .init(
            .command(.focus(.down)), ["down"], ["아래"],
            "move the focus one row (4 months) on (open)", "커서를 한 줄(4개월) 아래로(열림)"),
        .init(
            .command(.focus(.home)), ["home"], ["처음"],
            "move the focus to January (open)", "커서를 1월로(열림)"),
        .init(
            .command(.focus(.end)), ["end"], ["끝"],
            "move the focus to December (open)", "커서를 12월로(열림)"),
        .init(
            .command(.focus(.pageUp)), ["pgup", "pageup"], ["페이지업"],
            "move the focus one year back (open)", "커서를 한 해 앞으로(열림)"),
        .init(
            .command(.focus(.pageDown)), ["pgdn", "pagedown"], ["페이지다운"],
            "move the focus one year on (open)", "커서를 한 해 뒤로(열림)"),
        .init(
            .command(.enter), ["enter", "select"], ["선택"],
            "select the focused month (open)", "커서가 있는 달을 선택합니다(열림)"),
        .init(
            .monthsFromToday(0), ["today", "this month", "now", "current month"], ["오늘", "이번 달", "이달", "금월"],
            "select today's month", "이번 달을 선택합니다"),
        .init(
            .monthsFromToday(1), ["next month", "coming month"], ["다음 달", "담달", "내달"],
            "select the month after today's", "다음 달을 선택합니다"),
        .init(
            .monthsFromToday(-1), ["last month", "previous month", "past month"], ["지난달", "저번 달", "전달", "전월"],
            "select the month before today's", "지난달을 선택합니다"),
        .init(
            .yearsFromToday(0), ["this year"], ["올해", "금년"],
            "show this year in the picker", "올해를 창에 보여 줍니다"),
        .init(
            .yearsFromToday(1), ["next year", "coming year"], ["내년", "다음 해", "명년"],
            "show next year in the picker", "내년을 창에 보여 줍니다"),
        .init(
            .yearsFromToday(-1), ["last year", "previous year", "past year"], ["작년", "지난해", "전년"],
            "show last year in the picker", "작년을 창에 보여 줍니다"),
        .init(
            .phraseFamily, ["march", "mar", "sep.", "sept", "3"], ["3월", "삼월", "3월달"],
            "that month of the year on screen", "화면에 보이는 해의 그 달"),
        .init(
            .phraseFamily,
            [
                "july 2024", "2024 july", "jul '24", "jul-2024", "july of 2024", "7/2024", "07-2024", "2024.7",
                "2024/07", "2024-07", "202407",
            ],
            ["2024년 7월", "24년 7월", "2024.7", "2024-07"], "select that month", "그 달을 선택합니다"),
        .init(
            .phraseFamily, ["2024-07-15", "15 july 2024", "july 15th, 2024", "07/15/2024", "july 15"],
            ["2024년 7월 15일", "7월 15일", "2024. 7. 15."],
            "select the month of that day (no year: the year on screen)", "그 날이 있는 달을 선택합니다 (연도 없으면 화면의 해)"),
        .init(
            .phraseFamily, ["2025", "'25", "year 2025"], ["2025년", "'25년", "25년"],
            "show that year in the picker", "그 해를 창에 보여 줍니다"),
        .init(
            .phraseFamily,
            ["the month after next", "the month before last", "next month but one"],
            ["지지난달", "다다음 달"],
            "a month counted from today's", "오늘이 있는 달부터 센 달"),
        .init(
            .phraseFamily,
            [
                "3 months ago", "in 3 months", "3 months from now", "3 months later", "a month ago",
                "a couple of months ago", "three months ago", "1 year 2 months ago", "+3 months", "-3m",
            ],
            ["3개월 전", "3개월 후", "3개월 뒤", "3달 전", "삼 개월 전", "세 달 후", "한 달 전", "1년 2개월 전"],
            "the month N months from today's", "오늘로부터 N개월 전/후의 달"),
        .init(
            .phraseFamily,
            ["the year after next", "the year before last", "3 years ago", "in 2 years", "-2y"],
            ["재작년", "내후년", "후년", "2년 전", "2년 후", "일 년 전", "두 해 전"],
            "a year counted from today's, shown in the picker", "오늘의 해부터 센 해를 창에 보여 줍니다"),
        .init(
            .phraseFamily,
            [
                "next march", "last december", "this january", "march next year", "march of last year",
                "december two years ago",
            ],
            ["내년 3월", "작년 12월", "올해 1월", "지난 3월", "다음 3월"],
            "a named month counted from today: next march is the first March after this month",
            "오늘 기준으로 센 그 달: 다음 3월은 이번 달 뒤의 첫 3월"),
        .init(
            .phraseFamily,
            [
                "beginning of the year", "start of the year", "end of the year", "end of next year",
                "start of last year", "end of 2024", "early 2024", "late 2024", "eoy",
            ],
            ["연초", "연말", "올해 초", "올해 말", "내년 말", "2024년 말"],
            "the first or last month of that year", "그 해의 첫 달 또는 마지막 달"),
        .init(
            .phraseFamily,
            [
                "q3", "q3 2024", "2024q3", "2024-q3", "3rd quarter", "this quarter", "next quarter", "last quarter",
                "end of q3", "3q24",
            ],
            ["3분기", "2024년 3분기", "이번 분기", "다음 분기", "지난 분기", "다음 분기 말"],
            "the first month of that quarter (no year: the year on screen)",
            "그 분기의 첫 달 (연도 없으면 화면의 해)"),
        .init(
            .phraseFamily, ["first half", "second half of 2024", "h2", "1h 2024"], ["상반기", "하반기", "내년 상반기"],
            "January or July: the first month of that half year", "1월 또는 7월: 그 반기의 첫 달"),
        .init(
            .phraseFamily,
            [
                "yesterday", "tomorrow", "the day after tomorrow", "3 days ago", "in 2 weeks", "next week",
                "next friday", "two weeks from tomorrow", "a fortnight ago", "the 15th", "2024-w27", "christmas",
            ],
            ["어제", "내일", "모레", "글피", "3일 전", "2주 후", "다음 주", "다음 주 금요일", "엊그제", "보름 전", "광복절"],
            "the month that contains that day", "그 날이 있는 달"),
        .init(
            .phraseFamily,
            ["show me july", "go to next month", "jump to 2024-07", "march please", "next month?"],
            ["지난달 보여줘", "3월로 이동", "다음 달로 가자", "작년으로 가줘", "내년 3월 보여 주세요"],
            "fillers, particles and endings around a phrase are fine", "문구 앞뒤의 조사와 어미는 괜찮습니다",
            isCompleted: false),
        .init(
            .command(.entries), ["entries"], ["내역"], argument: "[FILTER]",
            "list the transactions of the selected month or of a month or year, narrowed to an account, category or payee (journal)",
            "선택한 달이나 문구가 가리키는 달·해의 거래 내역. 계정·분류·거래처로 좁힐 수 있습니다(가계부 필요)"),
        .init(
            .command(.balance), ["balance", "bal"], ["잔액"], argument: "[FILTER]",
            "money left: each account's balance at the end of the month or year (journal)",
            "남은 돈: 그 달(또는 해) 말 계정별 잔액(가계부 필요)"),
        .init(
            .command(.change), ["change"], ["변동"], argument: "[FILTER]",
            "the change per account over the month or year, like hledger balance (journal)",
            "그 달(또는 해)의 계정별 변동, hledger balance와 같습니다(가계부 필요)"),
        .init(
            .command(.reload), ["reload"], ["새로고침"],
            "read the journal files again now", "가계부 파일을 지금 다시 읽습니다"),
        .init(
            .question,
            [
                "spent in july", "how much did i spend on food in october?", "income 2024", "top expenses",
                "compare with last month", "average monthly spending this year", "checking balance",
                "how much money do i have", "net worth", "how much do i owe", "how much at starbucks in october",
                "spending trend", "food budget left",
            ],
            [
                "지난달 지출", "7월 식비 얼마", "교통비 얼마", "가장 많이 쓴 곳", "지난달 대비", "작년 같은 달과 비교",
                "월평균 지출", "현금 잔액", "통장에 얼마 있어", "순자산", "빚 얼마", "스타벅스에 얼마 썼어", "식비 추이",
                "이번 달 식비 예산 얼마 남았어",
            ],
            "questions about the journal, answered with the figures", "가계부에 대한 질문에 금액으로 답합니다",
            isCompleted: false),
        .init(
            .command(.record), ["add", "record"], ["기록", "추가"], argument: "SENTENCE",
            "record spending said in a sentence, after showing it (journal)",
            "문장으로 말한 지출을 보여 준 뒤 가계부에 기록합니다"),
        .init(
            .command(.undo), ["undo"], ["되돌리기", "되돌려"],
            "revert the last change (repeatable)", "마지막 변경을 되돌립니다(반복 가능)"),
        .init(
            .command(.explain), ["explain"], ["설명"], argument: "PHRASE",
            "show how a phrase is read, without acting on it", "문구를 어떻게 읽는지 보여 줍니다(상태는 그대로)"),
        .init(
            .command(.help), ["help", "?"], ["도움말"], argument: "[COMMAND]",
            "list the commands, or explain one", "명령 목록 또는 한 명령의 설명"),
        .init(
            .command(.history), ["history"], ["입력 기록", "이력"],
            "list the lines entered so far (interactive)", "지금까지 입력한 줄을 봅니다(대화형)"),
        .init(
            .command(.quit), ["quit", "exit", "q"], ["종료", "나가기", "끝내기", "그만"],
            "leave (also end of input, Ctrl-D)", "끝냅니다(입력의 끝, Ctrl-D도 같음)"),
    ]

    /// The topics of `help` that show the questions' row (`help questions`, `도움말 질문`), as completion
    /// offers them.
    public static let questionHelpTopicNames = ["questions", "질문"]
    /// Every spelling of those topics `help` accepts (`help question` too).
    public static let questionHelpTopics: Set<String> = Set(questionHelpTopicNames + ["question"])

    /// The row of the command `word`: every command word has one (`VocabularyTests` holds the table to
    /// it), found by a search of the rows, as only a refusal names a command this way.
    public static func entry(for word: CommandWord) -> VocabularyEntry {
        entries.first { $0.meaning == .command(word) } ?? entries[0]
    }

    /// The row whose spellings include `text` (already normalised), if any.
    public static func entry(spelled text: String) -> VocabularyEntry? {
        bySpelling[text]
    }

    /// Every spelling `entry(spelled:)` knows.
    static var spelledKeys: Dictionary<String, VocabularyEntry>.Keys { bySpelling.keys }

    private static let bySpelling: [String: VocabularyEntry] = {
        var table: [String: VocabularyEntry] = [:]
        for entry in entries where entry.meaning != .phraseFamily && entry.meaning != .question {
            for spelling in entry.spellings { table[Normalizer.compactingKorean(spelling)] = entry }
        }
        return table
    }()

    /// Every fixed spelling a person can type whole: command words, fixed phrases, family examples and
    /// month names. Suggestions and completion draw on these.
    public static let allSpellings: [String] = {
        var seen = Set<String>()
        var out: [String] = []
        for spelling in entries.flatMap(\.spellings) + monthNames where seen.insert(spelling).inserted {
            out.append(spelling)
        }
        return out
    }()

    /// The spellings of the command words, in both languages.
    public static let commandSpellings: [String] = allSpellings.filter { spelling in
        if case .command = entry(spelled: Normalizer.compactingKorean(spelling))?.meaning { return true }
        return false
    }

    /// The spellings that are not command words: fixed phrases, family examples and month names.
    public static let phraseSpellings: [String] = {
        let commands = Set(commandSpellings)
        return allSpellings.filter { !commands.contains($0) }
    }()

    /// The month names in both languages: `january`…`december`, `1월`…`12월`.
    public static let monthNames = Language.englishMonthNames.map { $0.lowercased() } + (1...12).map { "\($0)월" }
}
