import LedgerJournalCore

/// The headings and labels `help` draws around the vocabulary's rows, in both languages.
extension Messages {
    /// What a help listing is headed by.
    public enum HelpHeading: Sendable {
        /// The list of commands.
        case commands
        /// The key table.
        case keys
        /// The help for questions.
        case questions
        /// The help for the command or phrase named so.
        case entry(String)
        /// The note that a topic has no help.
        case none
    }

    /// The line over a help listing: `Commands:`, `Help for entries:`, `내역 도움말:`.
    public func text(for heading: HelpHeading) -> String {
        switch (heading, language) {
        case (.commands, .english): "Commands:"
        case (.commands, .korean): "명령:"
        case (.keys, .english): "Keys:"
        case (.keys, .korean): "키:"
        case (.questions, .english): "Help for questions:"
        case (.questions, .korean): "질문 도움말:"
        case (.entry(let name), .english): "Help for \(name):"
        case (.entry(let name), .korean): "\(name) 도움말:"
        case (.none, .english): "Help:"
        case (.none, .korean): "도움말:"
        }
    }

    /// The line over the kinds of question in `help questions`.
    public var questionKindsHeading: String {
        switch language {
        case .english: "Kinds of question:"
        case .korean: "질문의 종류:"
        }
    }

    /// The label before a phrase's other spellings, which are examples of it.
    public var otherSpellingsLabel: String {
        switch language {
        case .english: "also: "
        case .korean: "예: "
        }
    }

    /// The label before a command's other spellings, which mean the same.
    public var synonymsLabel: String {
        switch language {
        case .english: "also: "
        case .korean: "같은 뜻: "
        }
    }

    /// The label before `count` examples of a command.
    public func examplesLabel(count: Int) -> String {
        switch language {
        case .english: count == 1 ? "example: " : "examples: "
        case .korean: "예: "
        }
    }

    /// The placeholder of a command's argument as help writes it: `[FILTER]` is `[조건]` in Korean.
    public func argumentPlaceholder(_ text: String) -> String {
        guard language == .korean else { return text }
        var out = text
        for (english, korean) in Self.koreanPlaceholders { out = out.replacing(english, with: korean) }
        return out
    }

    /// The line an interactive session starts with, naming the commands `help` and `quit` as spelled.
    public func banner(version: String, help: String, quit: String) -> String {
        switch language {
        case .english: "ledger-repl \(version). Type \(help) for the commands, \(quit) to leave."
        case .korean:
            "ledger-repl \(version). 명령 목록은 \(help), 끝내려면 \(KoreanParticle.object.attached(to: quit)) 입력하세요."
        }
    }

    /// Under the list of commands: what words and arrows count from, and how to ask for more.
    public func overviewNote(help: String, example: String) -> String {
        switch language {
        case .english:
            "Words (next month, 3 months ago) count from today; arrows and cursor moves act on the screen. "
                + "\(help) COMMAND tells more (e.g. \(example))."
        case .korean:
            "날짜 표현(다음 달, 3개월 전)은 오늘 기준, 화살표와 커서는 화면 기준입니다. "
                + "\(help) 뒤에 명령 이름을 쓰면 자세히 봅니다(예: \(example))."
        }
    }

    /// `help TOPIC` for a topic with no help; `help` is the command as spelled.
    public func noHelp(for topic: String, help: String) -> String {
        switch language {
        case .english: "no help for \(VisibleText.quoted(topic)); type \(help) for the list"
        case .korean: "\(VisibleText.quoted(topic))에 대한 도움말이 없습니다. \(help)로 전체 목록을 봅니다."
        }
    }

    /// Under the key table.
    public var keysNote: String {
        switch language {
        case .english:
            "Keys act at once and keep what you typed. ~/.editrc (or $EDITRC) is read (e.g. ledger-repl:bind -v)."
        case .korean:
            "키는 입력한 줄을 그대로 둔 채 바로 동작합니다. ~/.editrc(또는 $EDITRC)를 읽습니다(예: ledger-repl:bind -v)."
        }
    }

    /// An example of several lines typed one after another: `open, right, then enter`.
    public func steps(typedBefore before: String, last: String) -> String {
        switch language {
        case .english: "\(before), then \(last)"
        case .korean: "\(KoreanParticle.object.attached(to: before)) 입력한 뒤 \(last)"
        }
    }

    /// The placeholders' words in Korean help.
    private static let koreanPlaceholders = [
        ("FILTER", "조건"), ("SENTENCE", "문장"), ("PHRASE", "문구"), ("COMMAND", "명령"),
    ]
}
