/// The one table of the keys an interactive session binds, and what each does.
///
/// The libedit reader binds exactly the sequences listed here, `help keys` lists the rows in this
/// order, and completion offers the `helpTopics` after `help`, so the three cannot disagree. A key that
/// runs a command names its `CommandWord`s; the command's spelling comes from the `Vocabulary`.
public struct KeyBinding: Sendable {
    /// What pressing a key does.
    public enum Action: Hashable, Sendable {
        /// Complete the word before the cursor (Tab).
        case complete
        /// Search the history as you type (Ctrl-R).
        case searchHistory
        /// Discard the line (Ctrl-C).
        case interrupt
        /// Suspend the program; the shell's `fg` resumes it (Ctrl-Z).
        case suspend
        /// Run a command at once, keeping what was typed: `whenClosed` while the popover is closed,
        /// `whenOpen` while it is open.
        case command(whenClosed: CommandWord, whenOpen: CommandWord)
        /// On an empty line with the popover open, close it (Esc).
        case closePopover
        /// What the line editor does with the key by itself (Up/Down, Ctrl-D): listed, not bound.
        case editor
    }

    /// One key: the sequences a terminal sends for it, in libedit's `bind` notation (`^I`, `\e[5~`), and
    /// what it does. A lone Esc is `KeyBinding.loneEscape`.
    public struct Key: Sendable {
        /// The sequences to bind; empty for a key the line editor handles itself.
        public let sequences: [String]
        /// What the key does.
        public let action: Action
    }

    /// The keys as `help keys` names them (`PageUp / PageDown`).
    public let label: String
    /// The keys as `help keys` names them in Korean, where the caps' Latin names are not what a Korean
    /// speaker calls them (`위/아래 화살표`); `nil` where they are (`Tab`, `Esc`, `Ctrl-R`).
    public let koreanLabel: String?
    /// The keys of the row, in the order of the label.
    public let keys: [Key]
    /// What the row's keys do, in English.
    public let summaryEnglish: String
    /// What the row's keys do, in Korean.
    public let summaryKorean: String

    /// The keys as `help keys` names them in `language`.
    public func label(in language: Language) -> String {
        switch language {
        case .english: label
        case .korean: koreanLabel ?? label
        }
    }

    /// What the row's keys do, in `language`.
    public func summary(in language: Language) -> String {
        switch language {
        case .english: summaryEnglish
        case .korean: summaryKorean
        }
    }
}

extension KeyBinding {
    fileprivate init(
        _ label: String, korean koreanLabel: String? = nil, _ keys: [Key], _ english: String, _ korean: String
    ) {
        self.init(label: label, koreanLabel: koreanLabel, keys: keys, summaryEnglish: english, summaryKorean: korean)
    }
}

extension KeyBinding.Key {
    fileprivate init(_ sequences: [String], _ action: KeyBinding.Action) {
        self.init(sequences: sequences, action: action)
    }
}

/// The key bindings of an interactive session, in the order `help keys` lists them.
public enum KeyBindings {
    /// The `help` topics that list the keys, offered by completion after `help`: `help keys`, `help 키`.
    public static let helpTopics = ["keys", "키"]
    /// Other spellings of the topic that `help` accepts: `help key`.
    public static let helpTopicAliases = ["key"]

    /// Stands for a lone Esc (no byte followed at once): the reader turns one into this sequence, a C1
    /// control no keyboard sends, so it can be bound like a key.
    public static let loneEscape = "\u{80}"

    /// All rows.
    public static let all: [KeyBinding] = [
        .init(
            "Tab", [.init(["^I"], .complete)],
            "complete the word; twice lists the choices", "낱말 완성, 두 번 누르면 후보 목록"),
        .init(
            "Up / Down", korean: "위/아래 화살표", [.init([], .editor), .init([], .editor)], "walk the history",
            "입력 기록 이동"),
        .init("Ctrl-R", [.init(["^R"], .searchHistory)], "search the history as you type", "입력 기록 찾기"),
        .init(
            "PageUp / PageDown",
            [
                .init(["\\e[5~"], .command(whenClosed: .previous, whenOpen: .previous)),
                .init(["\\e[6~"], .command(whenClosed: .next, whenOpen: .next)),
            ],
            "previous / next year (open) or month (closed): < / >", "이전/다음 해(열림) 또는 달(닫힘): < / >"),
        .init(
            "Alt-Left / Alt-Right", korean: "Alt-왼쪽/오른쪽 화살표",
            [
                .init(["\\e[1;3D", "\\e\\e[D"], .command(whenClosed: .previous, whenOpen: .focus(.left))),
                .init(["\\e[1;3C", "\\e\\e[C"], .command(whenClosed: .next, whenOpen: .focus(.right))),
            ],
            "previous / next month (closed: < / >); open: move the focus (left / right)",
            "이전/다음 달(닫힘: < / >), 열림: 커서 이동(왼쪽/오른쪽)"),
        .init(
            "Esc", [.init([loneEscape], .closePopover)],
            "on an empty line, close the popover (close)", "빈 줄에서 창 닫기(닫기와 같음)"),
        .init("Ctrl-C", [.init(["^C"], .interrupt)], "discard the line", "줄 버리기"),
        .init("Ctrl-D", [.init([], .editor)], "leave (on an empty line)", "끝내기(빈 줄에서)"),
        .init("Ctrl-Z", [.init(["^Z"], .suspend)], "suspend; fg resumes", "일시 중지, fg로 계속"),
    ]

    /// Every key that is bound (not left to the line editor), with its sequences.
    public static var bound: [KeyBinding.Key] {
        all.flatMap(\.keys).filter { !$0.sequences.isEmpty }
    }

    /// The text a key's command is typed as: the command word's canonical English spelling.
    public static func line(for word: CommandWord) -> String {
        Vocabulary.entries.first { $0.meaning == .command(word) }?.english.first ?? ""
    }
}
