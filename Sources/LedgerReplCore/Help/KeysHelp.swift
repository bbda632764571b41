/// The text of `help keys`: what the editing keys of an interactive session do, from `KeyBindings`.
public enum KeysHelp {
    /// The topics that show it: `help keys`, `help 키`.
    public static let topics = Set(KeyBindings.helpTopics + KeyBindings.helpTopicAliases)

    /// The lines of `help keys` in `language`: one per row of `KeyBindings.all`, then a note on editrc.
    public static func lines(_ language: Language) -> [String] {
        let rows = KeyBindings.all.map { (label: label($0.label, language), summary: $0.summary(in: language)) }
        let width = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        var lines = rows.map { "  " + DisplayWidth.padded($0.label, to: width) + "  " + $0.summary }
        lines.append(Messages(language: language).keysNote)
        return lines
    }

    /// A row's keys as `help keys` names them in `language`: the arrow keys by their Korean names in
    /// Korean (`위/아래 화살표`); the keys whose caps carry Latin letters (`Tab`, `Esc`, `Ctrl-R`,
    /// `PageUp`) as the caps read.
    static func label(_ label: String, _ language: Language) -> String {
        guard language == .korean else { return label }
        return koreanLabels[label] ?? label
    }

    /// The Korean names of the arrow keys' rows.
    static let koreanLabels = ["Up / Down": "위/아래 화살표", "Alt-Left / Alt-Right": "Alt-왼쪽/오른쪽 화살표"]
}
