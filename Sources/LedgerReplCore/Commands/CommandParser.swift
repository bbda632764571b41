/// Turns one input line into a `Command`, or into the error that says what is wrong with it.
///
/// Pure: the same line and context always give the same result. Command words come from the
/// `Vocabulary`; month and year phrases from the `PhraseReader`.
public struct CommandParser: Sendable {
    /// Today and the year on screen.
    public var context: ParseContext

    /// Makes a parser for `context`.
    public init(context: ParseContext) { self.context = context }

    /// The command `line` asks for. Throws a `PickerError` that quotes the line as typed.
    public func parse(_ line: String) throws(PickerError) -> Command {
        try read(Lexer.lex(line))
    }

    /// The command the line whose UTF-8 bytes are `line` asks for: what `parse(_:)` gives for the line's
    /// text (`String(decoding: line, as: UTF8.self)`).
    public func parse(utf8 line: UnsafeRawBufferPointer) throws(PickerError) -> Command {
        try read(Lexer.lex(line))
    }

    /// The command the tokens of `lexed` ask for, by the reader's rules in this order:
    ///
    /// 1. a command word: a whole line that is one (`open`, `undo`, `입력 기록`), or one first and what
    ///    follows it (`help add`, `explain 다음 달`, `내역 식비`, and a recording word's sentence, `add 점심
    ///    12,000원`, `기록 어제 택시 15,800원`), read from the tokens' meanings;
    /// 2. arrows and counts (`<`, `3>>`, `prev2`, `다음 2`, refused when the count is out of range);
    /// 3. a phrase, when the phrase grammar reads every token (`3`, `2024-07-15`, `3 months ago`,
    ///    `다음 달`, `2024년 7월`; the commonest by the grammar's first rules, `PhraseReader+FirstRules`):
    ///    a line the grammar reads never reaches the readers after it, which look at the journal;
    /// 4. a question about the journal when the question reader reads it, finding its periods among the
    ///    tokens by the same grammar (`이번 달 식비 얼마`, `식비 50만원 넘었어?`). A line the grammar
    ///    refused whose tokens are all digits and symbols, not asked (`2024-13`, `13`), holds no word a
    ///    question or a journal's name is made of: the question reader is not asked;
    /// 5. a sentence that records spending (`어제 스타벅스 5,400원`, `lunch 12.50 yesterday`, `점심
    ///    12,000원 기록해 줘`): clearly money beside a word, and no phrase with something wrong in it;
    /// 6. else the line is refused: the phrase's reason when it was phrase-shaped, else the entry's when
    ///    it was clearly an entry, else the question's, else an unknown command with the nearest
    ///    spelling.
    ///
    /// Each reader gives a verdict (reads, is not one, or refuses with a reason), and the verdicts are
    /// weighed in that order: the first reader that reads the line gives its command, and a refusal
    /// counts only when no reader reads it (a question reader's refusal of an amount no word weighs,
    /// `어제 스타벅스 5,400원`, gives way to the entry the sentence is). No reader is tried because another
    /// threw. Errors quote the line as typed.
    func read(_ lexed: LexedLine) throws(PickerError) -> Command {
        if let command = readByFirstRules(lexed) { return command }
        return try readByTheRest(lexed)
    }

    /// The command the reader's first rules read `lexed` as, `nil` when none does: a whole line that is
    /// one command word needing nothing more (`open`), arrows (`3<`), and a phrase the grammar's first
    /// rules read (`3`, `2024-07-15`, `3 months ago`, `march`). No line these rules read is one that
    /// starts with a command word and says what about (rule 1's other half), so taking them before it
    /// keeps the written order.
    func readByFirstRules(_ lexed: LexedLine) -> Command? {
        if let word = Self.wholeLineCommandWord(lexed), let command = Self.command(for: word) { return command }
        if case .step(let action)? = arrowReading(lexed) { return .picker(action) }
        if let reading = PhraseReader(context: context, explaining: false).firstRuleReading(lexed) {
            return .picker(.go(reading))
        }
        return nil
    }

    /// The command the reader's rules after its first rules read `lexed` as (`readByFirstRules` read
    /// nothing).
    func readByTheRest(_ lexed: LexedLine) throws(PickerError) -> Command {
        if let word = Self.firstCommandWord(lexed), let command = try commandFirst(word, lexed) { return command }
        if case .refused(let reason)? = arrowReading(lexed) {
            throw .invalidInput(lexed.typedLine, reason: reason)
        }
        let phrase = phraseVerdict(lexed)
        if case .reads(let reading) = phrase { return .picker(.go(reading)) }
        let line = lexed.typedLine
        let text = String(decoding: lexed.text, as: UTF8.self)
        if text.isEmpty { throw .invalidInput(line, reason: .missingArgument(.command)) }
        let question = Self.mayBeAQuestion(lexed, after: phrase) ? questionVerdict(lexed) : .notAQuestion
        if case .reads(let result) = question { return Self.command(for: result) }
        switch entryVerdict(lexed, after: phrase) {
        case .reads(let entry): return .record(entry)
        case .refused(let error): throw .recording(error)
        case .notAnEntry: break
        }
        do throws(InvalidReason) {
            try refuse(lexed, text: text, after: phrase, question)
        } catch {
            throw .invalidInput(line, reason: error)
        }
        throw unknown(line, text: text)
    }

    /// The command word a whole line is (`open`, `입력 기록`): one token that a command spells, the whole
    /// normalised line (`open!` is not). A line of no tokens (`?`) is looked up as it stands.
    static func wholeLineCommandWord(_ lexed: LexedLine) -> CommandWord? {
        switch lexed.tokens.count {
        case 0:
            guard !lexed.text.isEmpty,
                let entry = Vocabulary.entry(spelled: String(decoding: lexed.text, as: UTF8.self)),
                case .command(let word) = entry.meaning
            else { return nil }
            return word
        case 1:
            let token = lexed.tokens[0]
            guard token.start == 0, token.end == lexed.text.count else { return nil }
            return token.meanings?.command
        default:
            return nil
        }
    }

    /// The command word the line's first word is, when it is one token a command spells (`help`,
    /// `entries`), or a line of no tokens that a command spells as typed (`?`).
    static func firstCommandWord(_ lexed: LexedLine) -> CommandWord? {
        guard let first = lexed.tokens.first else { return wholeLineCommandWord(lexed) }
        guard lexed.tokens.count == 1 || lexed.tokens[1].spaced && !lexed.tokens[1].hyphenated,
            let word = first.meanings?.command
        else { return nil }
        // A Korean word read across a space (`입력 기록`) is a command only as the whole line.
        guard !(first.shape == .hangul && lexed.text[Int(first.start)..<Int(first.end)].contains(0x20)) else {
            return nil
        }
        return word
    }

    /// The command of a line that starts with the command `word` and says what it is about (`help add`,
    /// `explain 다음 달`, `entries 식비`), `nil` when the word takes nothing after it.
    private func commandFirst(_ word: CommandWord, _ lexed: LexedLine) throws(PickerError) -> Command? {
        let restStart = lexed.tokens.count > 1 ? 1 : lexed.tokens.count
        switch word {
        case .help:
            let rest =
                restStart < lexed.tokens.count
                ? String(decoding: lexed.text[Int(lexed.tokens[restStart].start)...], as: UTF8.self) : ""
            return .help(HelpTopic(reading: rest))
        case .explain:
            guard restStart < lexed.tokens.count else {
                throw .invalidInput(lexed.typedLine, reason: .missingArgument(.phraseToExplain))
            }
            return .explain(try explained(lexed, from: restStart, typed: lexed.typedLine))
        case .entries where restStart < lexed.tokens.count:
            return .entries(try filter(lexed, from: restStart, typed: lexed.typedLine))
        case .balance where restStart < lexed.tokens.count:
            return .balance(try filter(lexed, from: restStart, typed: lexed.typedLine))
        case .change where restStart < lexed.tokens.count:
            return .change(try filter(lexed, from: restStart, typed: lexed.typedLine))
        case .record:
            // `add 점심 12,000원`, `기록 어제 택시 15,800원`, `add` alone: the entry reader's, whatever else
            // the words might read as.
            return .record(try recording(lexed))
        default:
            return nil
        }
    }

    /// What the words after `entries`, `balance` or `change` narrow the listing to.
    private func filter(_ lexed: LexedLine, from start: Int, typed line: String) throws(PickerError) -> ReportFilter {
        do throws(InvalidReason) {
            return try questions.filter(lexed, from: start)
        } catch {
            throw .invalidInput(line, reason: error)
        }
    }

    /// How the tokens from `start` read as a phrase, for `explain`, each part with what it meant. Its
    /// refusals quote the phrase, not the command word before it.
    private func explained(_ lexed: LexedLine, from start: Int, typed line: String) throws(PickerError) -> Reading {
        let rest = lexed.saidFrom(start)
        let reading: Reading?
        do throws(InvalidReason) {
            reading = try PhraseReader(context: context).read(lexed, start..<lexed.tokens.count)
        } catch {
            throw .invalidInput(rest.text, reason: error)
        }
        guard let reading else {
            // explain open, 설명 열기: words that are no phrase, said as such.
            let error = unknown(rest.text, text: rest.text)
            if case .unknownInput(_, suggestion: nil) = error { throw .invalidInput(line, reason: .notAPhrase(rest)) }
            throw error
        }
        return reading
    }

    /// What the recording sentence of `line`'s tokens says, read against the journal: without one there
    /// is nothing to record into.
    private func recording(_ line: LexedLine) throws(PickerError) -> SpokenEntry {
        do throws(RecordingError) {
            return try entry(line)
        } catch {
            throw .recording(error)
        }
    }

    /// The entry `line`'s tokens say, read against the journal, or why they say none.
    private func entry(_ line: LexedLine) throws(RecordingError) -> SpokenEntry {
        guard let journal = context.journal else { throw .needsJournal }
        return try EntrySentenceReader(context: context, journal: journal).read(line)
    }

    /// The question reader for this context.
    private var questions: QuestionReader {
        QuestionReader(phrases: PhraseReader(context: context, explaining: false), names: context.names)
    }

    /// The command a question reading gives.
    private static func command(for result: QuestionReader.Result) -> Command {
        switch result {
        case .question(let question): .question(question)
        case .entries(let filter): .entries(filter)
        case .change(let filter): .change(filter)
        }
    }

    /// How `line` reads as a phrase, for `explain`, without the command words.
    public func reading(of line: String) throws(PickerError) -> Reading {
        let lexed = Lexer.lex(line)
        let reading: Reading?
        do throws(InvalidReason) {
            reading = try PhraseReader(context: context).read(lexed, lexed.tokens.indices)
        } catch {
            throw .invalidInput(line, reason: error)
        }
        guard let reading else { throw unknown(line, text: String(decoding: lexed.text, as: UTF8.self)) }
        return reading
    }

    /// How the grammar reads a line: a reading, no phrase at all, or a phrase with something wrong in it.
    enum PhraseVerdict {
        case reads(Reading)
        case notAPhrase
        case refused(InvalidReason)

        /// Whether the grammar refused the line as a phrase with something wrong in it.
        var isRefused: Bool {
            if case .refused = self { return true }
            return false
        }
    }

    /// How the question reader reads a line: a question or listing, none at all, or a question with
    /// something wrong in it (a period that cannot be computed).
    enum QuestionVerdict {
        case reads(QuestionReader.Result)
        case notAQuestion
        case refused(InvalidReason)
    }

    /// How the entry reader reads a line: the entry it records, no entry at all, or an entry with
    /// something wrong in it (no amount, two days, no journal to record into).
    enum EntryVerdict {
        case reads(SpokenEntry)
        case notAnEntry
        case refused(RecordingError)
    }

    /// The grammar's verdict on every token of `lexed`, by its rules after the first rules (which
    /// `readByFirstRules` tried).
    private func phraseVerdict(_ lexed: LexedLine) -> PhraseVerdict {
        do throws(InvalidReason) {
            let reading = try PhraseReader(context: context, explaining: false).read(
                lexed, tokens: Array(lexed.tokens.indices))
            return reading.map(PhraseVerdict.reads) ?? .notAPhrase
        } catch {
            return .refused(error)
        }
    }

    /// The question reader's verdict on `lexed`.
    private func questionVerdict(_ lexed: LexedLine) -> QuestionVerdict {
        do throws(InvalidReason) {
            return try questions.read(lexed).map(QuestionVerdict.reads) ?? .notAQuestion
        } catch {
            return .refused(error)
        }
    }

    /// The entry reader's verdict on `lexed` after the grammar's `phrase` verdict: a line that is clearly
    /// an entry (`EntrySentenceReader.isEntry`) is the entry reader's to read, or to refuse.
    private func entryVerdict(_ lexed: LexedLine, after phrase: PhraseVerdict) -> EntryVerdict {
        guard EntrySentenceReader.isEntry(lexed, isPhrase: phrase.isRefused) else { return .notAnEntry }
        do throws(RecordingError) {
            return .reads(try entry(lexed))
        } catch {
            return .refused(error)
        }
    }

    /// Why a line no reader read is refused (rule 6), after the grammar's verdict `phrase` and the
    /// question reader's `question` on it; returns when it is simply unknown.
    private func refuse(_ lexed: LexedLine, text: String, after phrase: PhraseVerdict, _ question: QuestionVerdict)
        throws(InvalidReason)
    {
        switch (phrase, question) {
        case (.refused(let reason), _):
            // A mistyped command word the grammar took a piece of (`열가`: `열` is ten) is offered as
            // the command.
            if case .unexpected(let piece) = reason, piece.text != text, !text.contains(" "),
                let near = suggestion(for: text),
                let entry = Vocabulary.entry(spelled: near), case .command = entry.meaning
            {
                return
            }
            throw reason
        case (.notAPhrase, .refused(let reason)):
            throw reason
        case (.notAPhrase, .notAQuestion), (.reads, _), (_, .reads):
            break
        }
        // `open now`: a command word that takes nothing, with words after it.
        if let word = Self.firstCommandWord(lexed), Self.command(for: word) != nil, lexed.tokens.count > 1,
            suggestion(for: text) == nil
        {
            throw .trailingInput(lexed.saidFrom(1))
        }
    }

    /// Whether the question reader is to read `lexed` after the grammar's `phrase` verdict: always,
    /// unless the grammar refused a line whose tokens are all digits and symbols and which does not end
    /// in a question mark.
    private static func mayBeAQuestion(_ lexed: LexedLine, after phrase: PhraseVerdict) -> Bool {
        guard case .refused = phrase, !lexed.asked else { return true }
        return lexed.tokens.contains { $0.shape != .digits && $0.shape != .symbol }
    }

    /// The command a bare command word gives, or `nil` for words that need more (`explain`).
    static func command(for word: CommandWord) -> Command? {
        switch word {
        case .open: .picker(.open)
        case .close: .picker(.close)
        case .previous: .picker(.step(by: -1))
        case .next: .picker(.step(by: 1))
        case .fastPrevious: .picker(.leap(by: -1))
        case .fastNext: .picker(.leap(by: 1))
        case .focus(let move): .picker(.moveFocus(move))
        case .enter: .picker(.choose)
        case .undo: .undo
        case .help: .help(.overview)
        case .explain: nil
        case .history: .history
        case .entries: .entries(.none)
        case .balance: .balance(.none)
        case .change: .change(.none)
        case .reload: .reload
        case .record: nil
        case .quit: .quit
        }
    }

    func unknown(_ line: String, text: String) -> PickerError {
        // A suggestion that reads the same as the input would only repeat it (an example the line was
        // refused in this context, such as a question without a journal).
        let suggestion = suggestion(for: text).flatMap { candidate in
            Normalizer.compactingKorean(Normalizer.normalize(candidate)) == Normalizer.compactingKorean(text)
                ? nil : candidate
        }
        return .unknownInput(line, suggestion: suggestion)
    }

    /// The accepted line nearest to `text` (normalised): its unknown words corrected one by one when
    /// that reads (`32 months agoo` → `32 months ago`), else the nearest command or question word
    /// (`opne` → `open`, `도음말` → `도움말`), else a fixed phrase or month name one letter away
    /// (`다음닭` → `다음 달`) when the word is long enough for one letter to be a typo (two syllables,
    /// four letters; two letters in three syllables or eight letters, `다음 핣` → `다음 달`, `3 mons ago`
    /// → `3 months ago`). A word that merely shares letters with a phrase is offered nothing (`삭제` is not
    /// `어제`, `월` is not `3월`).
    ///
    /// Korean is measured in letters (`HangulLetters`), at most one letter for each two syllables typed,
    /// so a syllable of a two-syllable word is not swapped for another (`설정` is not `설명`).
    func suggestion(for text: String) -> String? {
        if let corrected = PhraseReader(context: context).correction(of: text) { return corrected }
        let compact = Normalizer.compactingKorean(text)
        let syllables = compact.unicodeScalars.filter(Normalizer.isHangul).count
        guard syllables > 0 else {
            if let word = Self.wordIndex.nearest(to: text) { return word }
            return text.count < 4 ? nil : Self.phraseIndex.nearest(to: text, mostEdits: text.count < 8 ? 1 : 2)
        }
        let letters = HangulLetters.spelledOut(compact)
        let nearest =
            Self.wordLetterIndex.nearest(to: letters, mostEdits: max(1, syllables / 2))
            ?? (syllables < 2 ? nil : Self.phraseLetterIndex.nearest(to: letters, mostEdits: syllables < 3 ? 1 : 2))
        return nearest.map { Self.spellingByLetters[$0] ?? $0 }
    }

    /// The command and question words, offered for a typo of them. Question words of fewer than four
    /// letters or two syllables (`vs`, `net`, `큰`) are too short for a typo of them to be told from
    /// another word (`ls` is not `vs`).
    static let suggestedWords: [String] =
        Vocabulary.commandSpellings
        + QuestionWords.completions.filter {
            $0.unicodeScalars.contains(where: Normalizer.isHangul) ? $0.count >= 2 : $0.count >= 4
        }

    /// `suggestedWords` prepared for "did you mean …?".
    static let wordIndex = EditDistance.Index(suggestedWords)

    /// The fixed phrases, family examples and month names, offered only for a one-letter typo.
    static let phraseIndex = EditDistance.Index(Vocabulary.phraseSpellings)

    /// `wordIndex` with the spaces taken out of Korean spellings and Hangul spelled out letter by letter,
    /// so a Korean typo is measured in letters: `닫어` is one letter from `닫아`, three from `열어`.
    static let wordLetterIndex = EditDistance.Index(suggestedWords.map(lettersOf))

    /// `phraseIndex` spelled out letter by letter.
    static let phraseLetterIndex = EditDistance.Index(Vocabulary.phraseSpellings.map(lettersOf))

    /// The spelling each letter-by-letter form came from.
    static let spellingByLetters: [String: String] = Dictionary(
        (Vocabulary.allSpellings + suggestedWords).map { (lettersOf($0), $0) },
        uniquingKeysWith: { first, _ in first })

    /// `spelling` without spaces between Korean words, spelled out letter by letter.
    private static func lettersOf(_ spelling: String) -> String {
        HangulLetters.spelledOut(Normalizer.compactingKorean(spelling))
    }
}

extension Character {
    /// Whether this is one of `0`…`9`.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
