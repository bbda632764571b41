import LedgerJournalCore

/// Reads a sentence that records spending, in English or Korean, words in any order: `어제 스타벅스
/// 5,400원`, `lunch 12.50 yesterday`, `add 점심 12,000원 카드`, `스타벅스에서 만 원 썼어`, `기록 지난 금요일 택시
/// 15,800원 현금으로`.
///
/// Finds a day (any day-level phrase the `PhraseReader` knows, a bare weekday or day of the month
/// being the most recent one; none is today), one amount (with or
/// without a currency), the accounts named (full names, segments, means of payment, household category
/// words) and takes the words left as the description. Pure: the journal is read, never written.
public struct EntrySentenceReader: Sendable {
    /// Today and the year on screen, for the day.
    public var context: ParseContext
    /// The journal the entry is for: its commodities, decimal mark and accounts.
    public var journal: Journal
    /// The journal's names (the context's, else made from the journal).
    public var names: JournalNames

    /// Makes a reader for `journal` in `context`.
    public init(context: ParseContext, journal: Journal) {
        self.context = context
        self.journal = journal
        self.names = context.names ?? JournalNames(journal)
    }

    /// One word of the sentence: as typed and normalised, and where it lies in the line's normalised
    /// text.
    struct Word {
        var typed: String
        var normalized: String
        /// Its bytes in the lexed line's normalised text.
        var bytes: Range<Int>
    }

    /// What `line` (as typed, with or without `add`) says, or why it says no entry.
    public func read(_ line: String) throws(RecordingError) -> SpokenEntry {
        try read(Lexer.lex(line))
    }

    /// What the lexed line `line` (with or without `add`) says, or why it says no entry: its words are
    /// the line's words, its day read from the line's tokens.
    func read(_ line: LexedLine) throws(RecordingError) -> SpokenEntry {
        var (words, isExplicit) = Self.words(of: line)
        words.removeAll { RecordingWords.spendingVerbs.contains(Normalizer.compactingKorean($0.normalized)) }
        let amounts = AmountReader(commodities: journal.commodities, marks: JournalMarks(journal))

        // Every word that could be an amount, and where.
        var found: [Int: AmountReader.Found] = [:]
        var unreadable: [Int: RecordingError] = [:]
        var index = 0
        while index < words.count {
            do {
                let next = index + 1 < words.count ? words[index + 1] : nil
                if let amount = try amounts.read(
                    words[index].normalized, next: next?.normalized, typed: words[index].typed, nextTyped: next?.typed)
                {
                    found[index] = amount
                    index += amount.length
                    continue
                }
            } catch {
                unreadable[index] = error
            }
            index += 1
        }
        let marked = found.filter(\.value.isMarked)
        let markedIndices = Set(marked.flatMap { index, amount in index..<(index + amount.length) })

        // The day: the longest run of words that reads as a day and leaves an amount; a second one is a
        // second day only when an amount is left beside both (`lunch 11.30 yesterday` has one day).
        func leavesAnAmount(_ run: Range<Int>, besides other: Range<Int> = 0..<0) -> Bool {
            !marked.isEmpty || found.contains { !run.contains($0.key) && !other.contains($0.key) }
        }
        let (day, dayRun, monthPhrase, impossible) = try findDay(
            in: words, of: line, avoiding: markedIndices, where: { leavesAnAmount($0) })
        if let dayRun,
            let other = try findDay(
                in: words, of: line, avoiding: markedIndices.union(dayRun),
                where: { leavesAnAmount($0, besides: dayRun) }
            ).run
        {
            throw .severalDays(text(of: words, dayRun), text(of: words, other))
        }
        // What looks like a date is the day, or the line is refused naming it: never description text,
        // never today.
        for run in Self.dateShapedRuns(words) where !(dayRun.map { $0.contains(run) } ?? false) {
            let said = text(of: words, run)
            let reading: Reading?
            do {
                reading = try PhraseReader(context: context, explaining: false).read(
                    line, tokens: Self.tokens(of: run, in: words, line: line))
            } catch {
                throw .notADate(said, reason: Self.yearTooLong(in: words, run) ?? error)
            }
            if reading?.day == nil, day == nil { throw .notADay(said) }
        }
        // So is a phrase with a month or day name that names no day on the calendar (`feb 30`), beside
        // the day or around it (`the 31st of november`, though `the 31st` reads): the shortest, the first
        // of those. A phrase holding what may be the amount (`12.50 yesterday` reads as December 50th) is
        // the amount and a day, not a date.
        let amountLike =
            marked.isEmpty ? Set(found.flatMap { index, amount in index..<(index + amount.length) }) : markedIndices
        let outside = impossible.filter { run, _ in
            guard !run.contains(where: amountLike.contains),
                run.contains(where: { words[$0].normalized.contains(where: \.isLetter) })
            else { return false }
            guard let dayRun else { return true }
            return !run.overlaps(dayRun) || (run.count > dayRun.count && run.contains(dayRun))
        }
        if let (run, reason) = outside.min(by: { ($0.run.count, $0.run.lowerBound) < ($1.run.count, $1.run.lowerBound) }
        ) {
            throw .notADate(text(of: words, run), reason: reason)
        }
        if day == nil, let monthPhrase { throw .notADay(text(of: words, monthPhrase)) }
        var used = Set(dayRun ?? 0..<0)

        // The amount: the one with a currency, else the one number left.
        let candidates = (marked.isEmpty ? found : marked).filter { !used.contains($0.key) }.sorted { $0.key < $1.key }
        // A word that looks like a number but reads as none (`5,40`) is never a description.
        if let error = unreadable.filter({ !used.contains($0.key) }).min(by: { $0.key < $1.key })?.value {
            throw error
        }
        guard let (amountIndex, amount) = candidates.first else {
            throw .missingAmount(words.map(\.typed).joined(separator: " "))
        }
        guard candidates.count == 1 else { throw .severalAmounts(candidates.map(\.value.amount.text)) }
        // A code the reader does not know is never recorded as another commodity (`7 DOGE` as `7 GBP`).
        if let code = amount.unknownCommodity { throw .unknownCommodity(amount.amount.text, code: code) }
        guard !amount.amount.quantity.isZero else { throw .zeroAmount(amount.amount.text) }
        used.formUnion(amountIndex..<(amountIndex + amount.length))

        // Accounts, then the description from what is left.
        let accountWords = AccountWords(journal: journal, names: names)
        var accounts: [(position: Int, account: SpokenAccount)] = []
        var matches: [Int: SpokenAccount] = [:]
        for position in words.indices where !used.contains(position) {
            guard let match = accountWords.match(words[position].normalized, typed: words[position].typed) else {
                continue
            }
            if match.isAccountName, let name = match.accounts.first, !journal.accounts.contains(name),
                let problem = Self.problem(writingAccount: name)
            {
                throw problem
            }
            matches[position] = match
            if match.isPayment || match.isAccountName {
                accounts.append((position, match))
                used.insert(position)
                if position > 0, !used.contains(position - 1),
                    RecordingWords.paymentPrepositions.contains(words[position - 1].normalized)
                {
                    used.insert(position - 1)
                }
            }
        }
        var runs: [[Int]] = []
        for position in words.indices where !used.contains(position) {
            if let last = runs.last?.last, last == position - 1 {
                runs[runs.count - 1].append(position)
            } else {
                runs.append([position])
            }
        }
        runs = runs.map { run in Self.trimmingFillers(run, words) }.filter { !$0.isEmpty }
        let isAccountOnly = { (run: [Int]) in run.allSatisfy { matches[$0] != nil } }
        var descriptionRuns = runs.filter { !isAccountOnly($0) }
        for run in runs where isAccountOnly(run) {
            if descriptionRuns.isEmpty {
                descriptionRuns.append(run)
            } else {
                accounts += run.compactMap { position in matches[position].map { (position, $0) } }
            }
        }
        let descriptionIndices = descriptionRuns.flatMap { $0 }
        let description = descriptionIndices.map { Self.strippingPayeeParticle(words[$0].typed) }.joined(separator: " ")
        guard !description.isEmpty else { throw .missingDescription }
        if let problem = Self.problem(writing: description) { throw problem }
        return SpokenEntry(
            day: day, amount: amount.amount, description: description,
            descriptionWords: descriptionIndices.map { Self.strippingPayeeParticle(words[$0].normalized) },
            accounts: accounts.sorted { $0.position < $1.position }.map(\.account), isExplicit: isExplicit)
    }

    /// The longest run of words (not overlapping `avoiding`) that reads as a day and satisfies `accept`;
    /// also the first run that reads as a month or a year instead (with letters in it), for the error,
    /// and the runs found before the day that name no day on the calendar (`feb 30`), with why.
    private func findDay(
        in words: [Word], of line: LexedLine, avoiding: Set<Int>, where accept: (Range<Int>) -> Bool
    )
        throws(RecordingError) -> (
            day: CalendarDate?, run: Range<Int>?, monthPhrase: Range<Int>?,
            impossible: [(run: Range<Int>, reason: InvalidReason)]
        )
    {
        let phrases = PhraseReader(context: context, explaining: false)
        var monthPhrase: Range<Int>?
        var impossible: [(run: Range<Int>, reason: InvalidReason)] = []
        for length in stride(from: min(6, words.count), through: 1, by: -1) {
            for start in 0...(words.count - length) {
                let run = start..<(start + length)
                guard !run.contains(where: avoiding.contains) else { continue }
                let tokens = Self.tokens(of: run, in: words, line: line)
                let read: Reading?
                do {
                    read = try phrases.read(line, tokens: tokens)
                } catch {
                    // A bare day that today's month lacks (`31일` in November) is an earlier month's.
                    if let number = bareDayOfMonth(line, tokens), let day = mostRecentDay(numbered: number),
                        accept(run)
                    {
                        return (day, run, nil, impossible)
                    }
                    if Self.isImpossibleDate(error) { impossible.append((run, error)) }
                    continue
                }
                guard let reading = read else { continue }
                if let day = reading.day, accept(run) {
                    return (recorded(day, said: line, tokens), run, nil, impossible)
                }
                if reading.day == nil, reading.anchor == .today, case .month(let month) = reading.destination,
                    month == context.today.yearMonth, accept(run)
                {
                    return (context.today, run, nil, impossible)  // 오늘, 이번 달, this month: today
                }
                if reading.day == nil, monthPhrase == nil,
                    run.contains(where: { words[$0].normalized.contains(where: \.isLetter) })
                {
                    monthPhrase = run
                }
            }
        }
        return (nil, nil, monthPhrase, impossible)
    }

    /// Whether `reason` says a phrase names a day, month or year the calendar does not have (`2026-11-31`,
    /// `2026-13-01`, `0000-01-01`), or a numeric date that reads two ways (`03/04/2024`).
    static func isImpossibleDate(_ reason: InvalidReason) -> Bool {
        switch reason {
        case .dayOutOfRange, .monthOutOfRange, .yearOutOfRange, .ambiguousDate, .notInMonth, .noSuchDayOfYear,
            .noSuchWeek:
            true
        default: false
        }
    }

    /// The runs of words shaped like a date, whatever they say: a numeric date (`2026-11-31`, `11/31`,
    /// `2026.11.30`, not a decimal such as `12.50`), or Korean date words in a row (`2026년 2월 30일`,
    /// `30일에`). Each must be the day of the entry, or the sentence is refused naming it.
    static func dateShapedRuns(_ words: [Word]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var index = 0
        while index < words.count {
            if isNumericDate(words[index].normalized) {
                runs.append(index..<(index + 1))
                index += 1
            } else if isKoreanDate(words[index].normalized) {
                var end = index + 1
                while end < words.count, isKoreanDate(words[end].normalized) { end += 1 }
                runs.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return runs
    }

    /// Particles that may follow a date word: `30일에`, `2026-11-30에`, `11월의`.
    private static let dateParticles = Particles.spellings(with: .endsADate)

    /// `word` without one trailing date particle.
    private static func withoutDateParticle(_ word: String) -> Substring {
        for particle in dateParticles where word.hasSuffix(particle) && word.count > particle.count {
            return word.dropLast(particle.count)
        }
        return word[...]
    }

    /// `2026-11-31`, `2026/11/31`, `2026.11.31`, `11/31`, `11-31`, `26-11-31`: digits in two or three
    /// parts with one separator; with points, three parts of which the first or the last is a year of
    /// four digits or more, so `12.50` and `1.2.3` stay numbers (and the latter a wrong one).
    static func isNumericDate(_ word: String) -> Bool {
        let body = withoutDateParticle(word)
        guard let separator = body.first(where: { $0 == "-" || $0 == "/" || $0 == "." }) else { return false }
        let parts = body.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return false
        }
        if separator == "." { return parts.count == 3 && (parts[0].count >= 4 || parts[2].count >= 4) }
        return parts.count == 3 || parts.count == 2
    }

    /// `2026년`, `2월`, `30일`, `2026년2월30일`, `30일에`: digits, each followed by 년, 월 or 일.
    static func isKoreanDate(_ word: String) -> Bool {
        let body = withoutDateParticle(word)
        var sawDigit = false
        var parts = 0
        for character in body {
            if character.isASCII && character.isNumber {
                sawDigit = true
            } else if RecordingWords.dateUnits.contains(character), sawDigit {
                sawDigit = false
                parts += 1
            } else {
                return false
            }
        }
        return parts > 0 && !sawDigit
    }

    /// The year of a numeric date with more than four digits (`10000-01-01`), which no calendar day has,
    /// as the reason; `nil` otherwise.
    private static func yearTooLong(in words: [Word], _ run: Range<Int>) -> InvalidReason? {
        guard run.count == 1, isNumericDate(words[run.lowerBound].normalized) else { return nil }
        let body = withoutDateParticle(words[run.lowerBound].normalized)
        guard let year = body.split(whereSeparator: { !$0.isNumber }).first, year.count > 4,
            body.split(whereSeparator: { !$0.isNumber }).count == 3
        else { return nil }
        return .yearOutOfRange(Said(String(year), at: words[run.lowerBound].bytes))
    }

    /// The tokens of `line` that make the words `run`: those inside one of them, or read across the space
    /// between two of them (`다음 달`); a comma left off a word's end is no part of it.
    static func tokens(of run: Range<Int>, in words: [Word], line: LexedLine) -> [Int] {
        let from = words[run.lowerBound].bytes.lowerBound
        let to = words[run.upperBound - 1].bytes.upperBound
        return line.tokens.indices.filter { index in
            let token = line.tokens[index]
            guard token.start >= from, token.end <= to else { return false }
            let bytes = Int(token.start)..<Int(token.end)
            return run.contains { words[$0].bytes.overlaps(bytes) }
        }
    }

    /// The day a recording means by the phrase of `line`'s `tokens` read as `day`: a bare weekday (`friday`, `금요일`)
    /// or a bare day of the month (`15일`, `the 15th`) is the most recent such day, today included,
    /// since spending is recorded once it has happened; any other phrase (`this friday`, `다음 주 금요일`,
    /// `12월 15일`) is read as it says.
    private func recorded(_ day: CalendarDate, said line: LexedLine, _ tokens: [Int]) -> CalendarDate {
        guard day > context.today else { return day }
        let meanings = Self.meanings(of: line, tokens, in: context)
        guard meanings.count == 1 else { return day }
        switch meanings[0] {
        case .weekday: return day.adding(days: -7) ?? day
        case .day(let number): return mostRecentDay(numbered: number) ?? day
        default: return day
        }
    }

    /// What each word of the phrase of `line`'s `tokens` means, read in `context`; none when it does not
    /// read.
    private static func meanings(of line: LexedLine, _ tokens: [Int], in context: ParseContext) -> [PhraseMeaning] {
        guard let reading = try? PhraseReader(context: context).read(line, tokens: tokens) else { return [] }
        return reading.steps.flatMap { step -> [PhraseMeaning] in
            if case .words(_, let meanings) = step { return meanings }
            return []
        }
    }

    /// The number of the day when `line`'s `tokens` are a bare day of the month (`31일`, `the 31st`), read
    /// in a month that has every day, for a phrase today's month has no such day for.
    private func bareDayOfMonth(_ line: LexedLine, _ tokens: [Int]) -> Int? {
        guard let january = CalendarDate(context.today.year, 1, 1) else { return nil }
        let meanings = Self.meanings(
            of: line, tokens, in: ParseContext(today: january, screenYear: context.screenYear, names: context.names))
        guard meanings.count == 1, case .day(let number) = meanings[0] else { return nil }
        return number
    }

    /// The most recent day numbered `number`, today included: in today's month, else in the latest
    /// month before it that has such a day (`31` on December 1 is October 31).
    private func mostRecentDay(numbered number: Int) -> CalendarDate? {
        var month = context.today.yearMonth
        for _ in 0..<4 {
            if let date = CalendarDate(month.year, month.month, number), date <= context.today { return date }
            guard let previous = YearMonth(ordinal: month.ordinal - 1) else { return nil }
            month = previous
        }
        return nil
    }

    private func text(of words: [Word], _ run: Range<Int>) -> String {
        run.map { words[$0].typed }.joined(separator: " ")
    }

    /// The words of the lexed line `line` (its normalised text between the spaces, each with the text it
    /// was typed as), without the command word that starts it (or the Korean one that ends it) and
    /// without sentence punctuation; and whether there was one.
    static func words(of line: LexedLine) -> (words: [Word], isExplicit: Bool) {
        let text = line.text
        var spans: [Range<Int>] = []
        var start = 0
        for index in 0...text.count where index == text.count || text[index] == 0x20 {
            if index > start { spans.append(start..<index) }
            start = index + 1
        }
        var words: [Word] = []
        words.reserveCapacity(spans.count)
        for (position, span) in spans.enumerated() {
            var word = String(decoding: text[span], as: UTF8.self)
            var end = span.upperBound
            if position == spans.count - 1 {
                while let last = word.last, RecordingWords.sentenceEnds.contains(last), last != "." || word.count > 1 {
                    end -= last.utf8.count
                    word.removeLast()
                }
                if word.isEmpty { continue }
            }
            while word.count > 1, let last = word.last, RecordingWords.wordEndCommas.contains(last) {
                end -= last.utf8.count
                word.removeLast()
            }
            let bytes = span.lowerBound..<end
            let typed = String(decoding: line.typed[line.typedRange(of: bytes)], as: UTF8.self)
            words.append(Word(typed: typed, normalized: word, bytes: bytes))
        }
        var isExplicit = false
        if let first = words.first {
            let head = first.normalized.hasSuffix(":") ? String(first.normalized.dropLast()) : first.normalized
            if RecordingWords.startWords.contains(head) {
                words.removeFirst()
                isExplicit = true
            }
        }
        while let last = words.last, RecordingWords.politeEndings.contains(last.normalized) { words.removeLast() }
        if let last = words.last, RecordingWords.endWords.contains(Normalizer.compactingKorean(last.normalized)) {
            words.removeLast()
            isExplicit = true
        }
        return (words, isExplicit)
    }

    /// `run` without English filler words at either end (`for lunch` → `lunch`, `paid at` → nothing).
    private static func trimmingFillers(_ run: [Int], _ words: [Word]) -> [Int] {
        var run = run[...]
        while let first = run.first, RecordingWords.edgeFillers.contains(words[first].normalized) { run.removeFirst() }
        while let last = run.last, RecordingWords.edgeFillers.contains(words[last].normalized) { run.removeLast() }
        return Array(run)
    }

    /// A payee with its Korean place particle dropped (`스타벅스에서` → `스타벅스`, `편의점에` → `편의점`),
    /// keeping at least two syllables.
    static func strippingPayeeParticle(_ word: String) -> String {
        guard word.unicodeScalars.last.map(Normalizer.isHangul) == true else { return word }
        for particle in RecordingWords.payeeParticles where word.hasSuffix(particle) && word.count >= particle.count + 2
        {
            return String(word.dropLast(particle.count))
        }
        return word
    }

    /// Why `description` cannot be written on a journal's date line, or `nil` when it can.
    static func problem(writing description: String) -> RecordingError? {
        let invisible = description.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0..<0x20, 0x7F..<0xA0, 0xAD, 0x61C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F,
                0xFEFF, 0xFFF9...0xFFFD:
                true
            default: false
            }
        }
        if invisible || description.contains(";") || description.count > 200 {
            return .unwritableDescription(description)
        }
        if let first = description.first, "(*!".contains(first) { return .unwritableDescription(description) }
        return nil
    }

    /// Why a new account named `account` cannot be written on a posting line as it is, or `nil` when it
    /// can: a control, bidi or zero-width character would reach the file and every terminal that shows
    /// it; a leading `!`, `*`, `(` or `[` reads as a posting's status or kind; `;` starts a comment.
    static func problem(writingAccount account: String) -> RecordingError? {
        let invisible = account.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0..<0x20, 0x7F..<0xA0, 0xAD, 0x61C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F,
                0xFEFF, 0xFFF9...0xFFFD:
                true
            default: false
            }
        }
        if invisible || account.contains(";") || account.count > 200 { return .unwritableAccount(account) }
        if let first = account.first, "!*([".contains(first) { return .unwritableAccount(account) }
        return nil
    }

    /// Whether `text` is clearly an entry though no command word starts it: an amount that is clearly
    /// money (`5,400원`, `$12.50`, `12.50`, `3만원`) and a word that is not a number. Month phrases, counts
    /// and years (`3`, `2024`, `3 months ago`) never are.
    public static func looksLikeEntry(_ text: String) -> Bool {
        looksLikeEntry(words(of: Lexer.lex(text)).words)
    }

    /// Whether `words` are clearly an entry (see `looksLikeEntry(_:)`).
    static func looksLikeEntry(_ words: [Word]) -> Bool {
        let amounts = AmountReader(commodities: [])
        var money = 0
        var other = 0
        var index = 0
        while index < words.count {
            let next = index + 1 < words.count ? words[index + 1].normalized : nil
            if let found = try? amounts.read(words[index].normalized, next: next) {
                if found.isMarked || found.looksLikeMoney { money += 1 }
                index += found.length
                continue
            }
            if words[index].normalized.contains(where: \.isLetter) { other += 1 }
            index += 1
        }
        return money == 1 && other > 0
    }

    /// Whether `text` starts with a recording word (`add`, `기록`, `추가`) or ends with one in Korean
    /// (`기록해 줘`).
    public static func isExplicit(_ text: String) -> Bool {
        words(of: Lexer.lex(text)).isExplicit
    }
}

extension EntrySentenceReader {
    /// Whether the line `text` records spending: it starts with `add`, `기록` or `추가` (or ends with
    /// `기록해 줘`), or it is clearly an entry (`looksLikeEntry`) and no command, phrase or question (a
    /// command word first, or a phrase that reads, keeps its meaning).
    public static func isEntry(_ text: String, context: ParseContext) -> Bool {
        let line = Lexer.lex(text)
        let isPhrase: Bool
        do {
            isPhrase = try PhraseReader(context: context, explaining: false).read(line, line.tokens.indices) != nil
        } catch {
            isPhrase = true
        }
        return isEntry(line, isPhrase: isPhrase)
    }

    /// Whether the lexed line `line` records spending (see `isEntry(_:context:)`); `isPhrase` says
    /// whether the phrase grammar read its tokens or refused them as a phrase with something wrong in it
    /// (`2.75 months ago`), which keeps its own meaning.
    ///
    /// Every line the parser's later rules read comes here, so the bytes settle almost all of them: a
    /// line with no recording word and nothing that could be money (a digit beside a mark or a letter,
    /// a currency, a Korean unit) is no entry, and is never split into words.
    static func isEntry(_ line: LexedLine, isPhrase: Bool) -> Bool {
        let scan = line.text.withUnsafeBufferPointer(EntryLineScan.init)
        if scan.startsWithRecordingWord { return true }
        var read: (words: [Word], isExplicit: Bool)?
        if scan.mayEndWithRecordingWord {
            // A whole command spelled in Korean (`입력 기록`) is that command, not a recording.
            let text = String(decoding: line.text, as: UTF8.self)
            if let entry = Vocabulary.entry(spelled: Normalizer.compactingKorean(text)) {
                return entry.meaning == .command(.record)
            }
            let sentence = words(of: line)
            if sentence.isExplicit { return true }
            read = sentence
        }
        guard scan.mayHoldMoney else { return false }
        let words = read?.words ?? words(of: line).words
        guard looksLikeEntry(words) else { return false }
        // `식비 50만원 넘었어?`, `over $500 on food`: an amount a question word weighs is a question's.
        if words.contains(where: { QuestionWords.thresholdComparison(of: $0.normalized) != nil }) { return false }
        let head = String(decoding: line.text.prefix { $0 != 0x20 }, as: UTF8.self)
        if let entry = Vocabulary.entry(spelled: head), case .command = entry.meaning { return false }
        return !isPhrase
    }
}
