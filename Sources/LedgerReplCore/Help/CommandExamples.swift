/// The lines `help COMMAND` shows as examples under a command, in each language: one or two lines a
/// person can type as they are, the way the command is used (with an argument where it takes one).
///
/// They are real: a test reads them from the help text, checks each reads as its command and runs it
/// on the shipped example journals (`examples/household-en.journal` for English,
/// `examples/household-ko.journal` for Korean), recording included. The spellings they use come from
/// the `Vocabulary`; only the sentences live here.
public enum CommandExamples {
    /// The examples for command `word` in `language` as help writes them, in the order it shows them:
    /// an example of several steps reads `open, right, then enter` (`열기, 오른쪽을 입력한 뒤 선택`).
    public static func lines(for word: CommandWord, in language: Language) -> [String] {
        steps(for: word, in: language).map { written($0, in: language) }
    }

    /// The examples for command `word` in `language`, each as the lines to type one after another.
    public static func steps(for word: CommandWord, in language: Language) -> [[String]] {
        let (english, korean) = pair(for: word)
        switch language {
        case .english: return english
        case .korean: return korean
        }
    }

    /// Steps as one line of help: `open, then left`, `열기를 입력한 뒤 왼쪽`.
    static func written(_ steps: [String], in language: Language) -> String {
        guard let last = steps.last, steps.count > 1 else { return steps.first ?? "" }
        return Messages(language: language).steps(typedBefore: steps.dropLast().joined(separator: ", "), last: last)
    }

    /// The English and Korean examples of `word`.
    private static func pair(for word: CommandWord) -> (english: [[String]], korean: [[String]]) {
        switch word {
        case .open: ([["open"]], [["열기"]])
        case .close: ([["open", "close"]], [["열기", "닫기"]])
        case .previous: ([["<"], ["3<"]], [["이전"], ["이전 3"]])
        case .next: ([[">"], ["> 3"]], [["다음"], ["다음 3"]])
        case .fastPrevious: ([["<<"], ["<< 2"]], [["<<"], ["<< 2"]])
        case .fastNext: ([[">>"], [">> 2"]], [[">>"], [">> 2"]])
        case .focus(.left): ([["open", "left"]], [["열기", "왼쪽"]])
        case .focus(.right): ([["open", "right"]], [["열기", "오른쪽"]])
        case .focus(.up): ([["open", "up"]], [["열기", "위"]])
        case .focus(.down): ([["open", "down"]], [["열기", "아래"]])
        case .focus(.home): ([["open", "home"]], [["열기", "처음"]])
        case .focus(.end): ([["open", "end"]], [["열기", "끝"]])
        case .focus(.pageUp): ([["open", "pgup"]], [["열기", "페이지업"]])
        case .focus(.pageDown): ([["open", "pgdn"]], [["열기", "페이지다운"]])
        case .enter: ([["open", "right", "enter"]], [["열기", "오른쪽", "선택"]])
        case .entries: ([["entries starbucks october"], ["entries food"]], [["내역 스타벅스 10월"], ["내역 식비"]])
        case .balance: ([["balance"], ["balance assets:checking"]], [["잔액"], ["잔액 자산:통장"]])
        case .change: ([["change 2026"], ["change food last month"]], [["변동 2026년"], ["변동 식비 지난달"]])
        case .reload: ([["reload"]], [["새로고침"]])
        case .record:
            (
                [["add starbucks 5.40 yesterday"], ["add lunch 12.50 by card"]],
                [["기록 어제 스타벅스 5,400원"], ["추가 이마트 3만2천원 식비 카드"]]
            )
        case .undo: ([[">", "undo"]], [["다음", "되돌리기"]])
        case .explain: ([["explain next friday"], ["explain 3 months ago"]], [["설명 다음 주 금요일"], ["설명 3개월 전"]])
        case .help: ([["help add"], ["help keys"]], [["도움말 기록"], ["도움말 키"]])
        case .history: ([["history"]], [["입력 기록"]])
        case .quit: ([["quit"]], [["종료"]])
        }
    }
}
