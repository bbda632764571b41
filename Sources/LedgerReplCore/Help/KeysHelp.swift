/// The text of `help keys`: what the editing keys of an interactive session do.
public enum KeysHelp {
    /// The topics that show it: `help keys`, `help 키`.
    public static let topics: Set<String> = ["keys", "key", "키"]

    /// The lines of `help keys` in `language`.
    public static func lines(_ language: Language) -> [String] {
        let rows: [(String, String, String)] = [
            ("Tab", "complete the word; twice lists the choices", "낱말 완성, 두 번 누르면 후보 목록"),
            ("Up / Down", "walk the history", "입력 기록 이동"),
            ("Ctrl-R", "search the history as you type", "입력 기록 찾기"),
            (
                "PageUp / PageDown", "previous / next year (open) or month (closed): < / >",
                "이전/다음 해(열림) 또는 달(닫힘): < / >"
            ),
            (
                "Alt-Left / Alt-Right", "previous / next month (closed: < / >); open: move the focus (left / right)",
                "이전/다음 달(닫힘: < / >), 열림: 커서 이동(왼쪽/오른쪽)"
            ),
            ("Esc", "on an empty line, close the popover (close)", "빈 줄에서 창 닫기(close)"),
            ("Ctrl-C", "discard the line", "줄 버리기"),
            ("Ctrl-D", "leave (on an empty line)", "끝내기(빈 줄에서)"),
            ("Ctrl-Z", "suspend; fg resumes", "일시 중지, fg로 계속"),
        ]
        let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        var lines = rows.map {
            "  " + DisplayWidth.padded($0.0, to: width) + "  " + (language == .korean ? $0.2 : $0.1)
        }
        lines.append(
            language == .korean
                ? "키는 입력한 줄을 그대로 둔 채 바로 동작합니다. ~/.editrc(또는 $EDITRC)를 읽습니다(예: ledger-repl:bind -v)."
                : "Keys act at once and keep what you typed. ~/.editrc (or $EDITRC) is read (e.g. ledger-repl:bind -v)."
        )
        return lines
    }
}
