import LedgerJournalCore

/// The help the `help` command prints, generated from the `Vocabulary` so it always lists exactly what
/// the parser accepts.
public enum HelpText {
    /// The lines of `help` (no topic) or `help TOPIC` in `language`.
    public static func lines(topic: String?, language: Language) -> [String] {
        guard let topic, !topic.isEmpty else { return overview(language) }
        let key = Normalizer.compactingKorean(Normalizer.normalize(topic))
        if KeysHelp.topics.contains(key) { return KeysHelp.lines(language) }
        let rows = Vocabulary.entries.filter { entry in
            entry.spellings.contains { Normalizer.compactingKorean($0) == key }
        }
        guard !rows.isEmpty else {
            return language == .korean
                ? ["\(VisibleText.quoted(topic))에 대한 도움말이 없습니다. help로 전체 목록을 봅니다."]
                : ["no help for \(VisibleText.quoted(topic)); type help for the list"]
        }
        return rows.flatMap { detail($0, language) }
    }

    static func overview(_ language: Language) -> [String] {
        let rows = Vocabulary.entries.map { entry in
            (usage(entry, language), entry.summary(in: language), examples(entry, language))
        }
        let width = min(28, rows.map { DisplayWidth.of($0.0) }.max() ?? 0)
        var lines: [String] = []
        for (usage, summary, examples) in rows {
            lines.append("  " + DisplayWidth.padded(usage, to: width) + "  " + summary)
            if !examples.isEmpty {
                lines.append("  " + String(repeating: " ", count: width) + "  " + exampleLabel(language) + examples)
            }
        }
        lines.append(
            language == .korean
                ? "말(다음 달, 3개월 전)은 오늘 기준, 화살표와 커서는 화면 기준입니다. help 명령 으로 자세히 봅니다."
                : "Words (next month, 3 months ago) count from today; arrows and cursor moves act on the screen. "
                    + "help COMMAND tells more.")
        return lines
    }

    /// Every other spelling of a phrase row in `language`, so help lists each accepted form with an
    /// example; command rows keep their synonyms for `help COMMAND`.
    static func examples(_ entry: VocabularyEntry, _ language: Language) -> String {
        switch entry.meaning {
        case .command: return ""
        case .monthsFromToday, .yearsFromToday, .phraseFamily, .question:
            let spellings = language == .korean ? entry.korean : entry.english
            return spellings.dropFirst().joined(separator: ", ")
        }
    }

    static func exampleLabel(_ language: Language) -> String {
        language == .korean ? "예: " : "also: "
    }

    static func usage(_ entry: VocabularyEntry, _ language: Language) -> String {
        let name = entry.name(in: language)
        return entry.argument.isEmpty ? name : name + " " + entry.argument
    }

    static func detail(_ entry: VocabularyEntry, _ language: Language) -> [String] {
        let spellings = entry.spellings.joined(separator: ", ")
        let also = language == .korean ? "같은 뜻: " : "also: "
        return [usage(entry, language) + " — " + entry.summary(in: language), "  " + also + spellings]
    }
}
