/// The text of `help keys`: what the editing keys of an interactive session do, from `KeyBindings`.
public enum KeysHelp {
    /// The topics that show it: `help keys`, `help 키`.
    public static let topics = Set(KeyBindings.helpTopics + KeyBindings.helpTopicAliases)

    /// The lines of `help keys` in `language`: one per row of `KeyBindings.all`, then a note on editrc.
    public static func lines(_ language: Language) -> [String] {
        let rows = KeyBindings.all
        let width = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        var lines = rows.map { "  " + DisplayWidth.padded($0.label, to: width) + "  " + $0.summary(in: language) }
        lines.append(
            language == .korean
                ? "키는 입력한 줄을 그대로 둔 채 바로 동작합니다. ~/.editrc(또는 $EDITRC)를 읽습니다(예: ledger-repl:bind -v)."
                : "Keys act at once and keep what you typed. ~/.editrc (or $EDITRC) is read (e.g. ledger-repl:bind -v)."
        )
        return lines
    }
}
