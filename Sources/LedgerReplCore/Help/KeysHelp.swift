/// The text of `help keys`: what the editing keys of an interactive session do, from `KeyBindings`.
public enum KeysHelp {
    /// The topics that show it: `help keys`, `help 키`.
    public static let topics = Set(KeyBindings.helpTopics + KeyBindings.helpTopicAliases)

    /// The lines of `help keys` in `language`: one per row of `KeyBindings.all`, then a note on editrc.
    public static func lines(_ language: Language) -> [String] {
        let rows = KeyBindings.all.map { (label: $0.label(in: language), summary: $0.summary(in: language)) }
        let width = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        var lines = rows.map { "  " + DisplayWidth.padded($0.label, to: width) + "  " + $0.summary }
        lines.append(Messages(language: language).keysNote)
        return lines
    }
}
