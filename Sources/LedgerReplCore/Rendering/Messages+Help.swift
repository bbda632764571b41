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

    /// The placeholders' words in Korean help.
    private static let koreanPlaceholders = [
        ("FILTER", "조건"), ("SENTENCE", "문장"), ("PHRASE", "문구"), ("COMMAND", "명령"),
    ]
}
