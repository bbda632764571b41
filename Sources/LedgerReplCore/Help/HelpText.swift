import LedgerJournalCore

/// The help the `help` command prints, generated from the `Vocabulary` so it always lists exactly what
/// the parser accepts.
///
/// With a width (a terminal's), every line fits it: summaries wrap at word boundaries under their own
/// column, example lists wrap between examples, and when fewer than `summaryMinimum` columns would be
/// left beside the commands, each summary goes under its command instead. Without a width (a pipe),
/// each row is one line.
public enum HelpText {
    /// The fewest columns a summary beside its command may have before help stacks them instead.
    public static let summaryMinimum = 24

    /// The lines of `help TOPIC` as typed (`nil`: no topic), read as `HelpTopic(reading:)` reads it.
    public static func lines(topic: String?, language: Language, width: Int? = nil) -> [String] {
        lines(topic: HelpTopic(reading: topic), language: language, width: width)
    }

    /// The heading of `help TOPIC` as typed (`nil`: no topic).
    public static func heading(topic: String?, language: Language) -> String {
        heading(topic: HelpTopic(reading: topic), language: language)
    }

    /// The lines of `help` (no topic) or `help TOPIC` in `language`, fitted to `width` columns when
    /// there is one.
    public static func lines(topic: HelpTopic, language: Language, width: Int? = nil) -> [String] {
        switch topic {
        case .overview: return overview(language, width: width)
        case .keys: return fittedTable(KeysHelp.lines(language), to: width)
        case .rows(let rows) where rows.first.map({ Vocabulary.entries[$0].meaning }) == .question:
            return rows.flatMap { detail(Vocabulary.entries[$0], language, width: width) }
                + questionKinds(language, width: width)
        case .rows(let rows): return rows.flatMap { detail(Vocabulary.entries[$0], language, width: width) }
        case .unknown(let topic):
            let message = Messages(language: language).noHelp(for: topic, help: name(.help, language))
            return DisplayWidth.wrapped(message, to: width)
        }
    }

    /// The kinds of question after the questions' row: each kind's summary, then its examples.
    static func questionKinds(_ language: Language, width: Int?) -> [String] {
        let messages = Messages(language: language)
        let label = messages.examplesLabel(count: 2)
        var lines = [messages.questionKindsHeading]
        for kind in QuestionKind.all {
            lines += DisplayWidth.wrapped("- " + kind.summary(in: language), to: width, hangingIndent: 2)
            lines += DisplayWidth.wrapped(
                items: kind.examples(in: language), prefix: "  " + label, to: width,
                hangingIndent: listIndent(at: 2, after: label, width: width))
        }
        return lines
    }

    /// The line `help` prints before its lines: `Commands:` over the list, `Keys:` over the key table,
    /// `Help for entries:` over one command's help (`Help for questions:` over the questions'), `Help:` over
    /// the note that a topic has none.
    public static func heading(topic: HelpTopic, language: Language) -> String {
        let heading: Messages.HelpHeading
        switch topic {
        case .overview: heading = .commands
        case .keys: heading = .keys
        case .rows(let rows) where rows.first.map({ Vocabulary.entries[$0].meaning }) == .question:
            // The questions' row is named by its first example; its help is about questions.
            heading = .questions
        case .rows(let rows): heading = .entry(rows.first.map { Vocabulary.entries[$0].name(in: language) } ?? "")
        case .unknown: heading = .none
        }
        return Messages(language: language).text(for: heading)
    }

    /// The line an interactive session starts with: the version and the commands that list the others
    /// and end the session, as the vocabulary spells them in `language`.
    public static func banner(version: String, language: Language) -> String {
        Messages(language: language).banner(version: version, help: name(.help, language), quit: name(.quit, language))
    }

    /// The canonical spelling of command `word` in `language`.
    static func name(_ word: CommandWord, _ language: Language) -> String {
        Vocabulary.entries.first { $0.meaning == .command(word) }?.name(in: language) ?? ""
    }

    static func overview(_ language: Language, width: Int?) -> [String] {
        let rows = Vocabulary.entries.map { entry in
            (usage(entry, language), entry.summary(in: language), examples(entry, language))
        }
        let column = min(28, rows.map { DisplayWidth.of($0.0) }.max() ?? 0)
        let summaryColumn = 2 + column + 2
        let label = Messages(language: language).otherSpellingsLabel
        let stacked = width.map { $0 - summaryColumn < summaryMinimum } ?? false
        var lines: [String] = []
        for (usage, summary, examples) in rows {
            if stacked {
                lines += DisplayWidth.wrapped("  " + usage, to: width, hangingIndent: 4)
                lines += DisplayWidth.wrapped("    " + summary, to: width, hangingIndent: 4)
                if !examples.isEmpty {
                    lines += DisplayWidth.wrapped(
                        items: examples, prefix: "    " + label, to: width,
                        hangingIndent: listIndent(at: 4, after: label, width: width))
                }
                continue
            }
            lines += DisplayWidth.wrapped(
                "  " + DisplayWidth.padded(usage, to: column) + "  " + summary, to: width,
                hangingIndent: summaryColumn)
            if !examples.isEmpty {
                lines += DisplayWidth.wrapped(
                    items: examples, prefix: String(repeating: " ", count: summaryColumn) + label, to: width,
                    hangingIndent: listIndent(at: summaryColumn, after: label, width: width))
            }
        }
        let help = name(.help, language)
        let example = help + " " + name(.entries, language)
        let note = Messages(language: language).overviewNote(help: help, example: example)
        return lines + wrapped(note, to: width, keepingTogether: [help + " COMMAND", example])
    }

    /// The fewest columns a wrapped list of examples or synonyms keeps for its items before its later
    /// lines go under its label rather than under its first item.
    static let listMinimum = 12

    /// Where the later lines of a list that starts after `label` at `column` begin: under the first item,
    /// or under the label when that would leave fewer than `listMinimum` columns of `width` for the items
    /// (a narrow terminal would otherwise get a letter a line).
    static func listIndent(at column: Int, after label: String, width: Int?) -> Int {
        let underItem = column + DisplayWidth.of(label)
        guard let width, width - underItem < listMinimum else { return underItem }
        return column
    }

    /// `text` wrapped to `width`, never breaking inside one of `phrases` (a command and its argument)
    /// unless the phrase, with what clings to it, is wider than a line.
    static func wrapped(_ text: String, to width: Int?, keepingTogether phrases: [String]) -> [String] {
        var glued = text
        for phrase in phrases {
            let joined = glued.replacing(phrase, with: phrase.replacing(" ", with: "\u{A0}"))
            let fits = joined.split(separator: " ").allSatisfy { word in
                !word.contains("\u{A0}") || width.map { DisplayWidth.of(word) <= $0 } ?? true
            }
            if fits { glued = joined }
        }
        return DisplayWidth.wrapped(glued, to: width).map { $0.replacing("\u{A0}", with: " ") }
    }

    /// The lines of a two-column table (`  Tab        complete the word`) fitted to `width`, all in the
    /// same form: the second column wraps under itself, or, when fewer than `summaryMinimum` columns
    /// would be left for it, goes under the first. Lines that are not table rows wrap on their own.
    static func fittedTable(_ lines: [String], to width: Int?) -> [String] {
        guard let width else { return lines }
        let rows = lines.map(tableRow)
        let column = rows.compactMap { $0?.column }.max() ?? 0
        let stacked = width - column < summaryMinimum
        return zip(lines, rows).flatMap { line, row -> [String] in
            guard let row else { return DisplayWidth.wrapped(line, to: width) }
            guard stacked else { return DisplayWidth.wrapped(line, to: width, hangingIndent: row.column) }
            let indent = row.leading + 2
            return DisplayWidth.wrapped(row.first, to: width, hangingIndent: indent)
                + DisplayWidth.wrapped(
                    String(repeating: " ", count: indent) + row.second, to: width, hangingIndent: indent)
        }
    }

    /// A table row's two columns: the text before the first gap of two or more spaces after the
    /// leading indentation, and the text after it, with the column (display width) where it starts.
    private static func tableRow(_ line: String) -> (first: String, second: String, column: Int, leading: Int)? {
        let leading = line.prefix { $0 == " " }.count
        guard leading > 0, let gap = line.dropFirst(leading).firstRange(of: "  ") else { return nil }
        let first = String(line[..<gap.lowerBound])
        let second = line[gap.lowerBound...].drop { $0 == " " }
        guard !second.isEmpty else { return nil }
        return (first, String(second), DisplayWidth.of(line[..<second.startIndex]), leading)
    }

    /// Every other spelling of a phrase row in `language`, so help lists each accepted form with an
    /// example; command rows keep their synonyms for `help COMMAND`.
    static func examples(_ entry: VocabularyEntry, _ language: Language) -> [String] {
        switch entry.meaning {
        case .command: return []
        case .monthsFromToday, .yearsFromToday, .phraseFamily, .question:
            return Array(entry.spellings(in: language).dropFirst())
        }
    }


    static func usage(_ entry: VocabularyEntry, _ language: Language) -> String {
        let name = entry.name(in: language)
        return entry.argument.isEmpty
            ? name : name + " " + Messages(language: language).argumentPlaceholder(entry.argument)
    }

    /// `help COMMAND`: the row's usage and summary, its other spellings, and for a command its
    /// examples (`CommandExamples`), one a line. Korean help lists the Korean spellings (a row with none,
    /// such as `<<`, its symbols); English help lists both languages'.
    static func detail(_ entry: VocabularyEntry, _ language: Language, width: Int?) -> [String] {
        let messages = Messages(language: language)
        let inLanguage: [String]
        switch language {
        case .english: inLanguage = entry.spellings
        case .korean: inLanguage = entry.korean.isEmpty ? entry.english : entry.korean
        }
        // A command's other spellings mean the same; a phrase or question row's are examples.
        var lines = DisplayWidth.wrapped(
            usage(entry, language) + " — " + entry.summary(in: language), to: width, hangingIndent: 2)
        guard case .command(let word) = entry.meaning else {
            let label = messages.otherSpellingsLabel
            return lines
                + DisplayWidth.wrapped(
                    items: inLanguage, prefix: "  " + label, to: width,
                    hangingIndent: listIndent(at: 2, after: label, width: width))
        }
        let also = messages.synonymsLabel
        if inLanguage.count > 1 {  // a word that is its only spelling has no other
            lines += DisplayWidth.wrapped(
                items: inLanguage, prefix: "  " + also, to: width,
                hangingIndent: listIndent(at: 2, after: also, width: width))
        }
        let examples = CommandExamples.lines(for: word, in: language)
        let label = messages.examplesLabel(count: examples.count)
        let indent = listIndent(at: 2, after: label, width: width)
        for (index, example) in examples.enumerated() {
            // Each example on a line of its own, under the first (under the label when narrow).
            let prefix = index == 0 ? "  " + label : String(repeating: " ", count: indent)
            lines += DisplayWidth.wrapped(prefix + example, to: width, hangingIndent: indent)
        }
        return lines
    }
}
