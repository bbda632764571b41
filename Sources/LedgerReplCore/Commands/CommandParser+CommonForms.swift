/// The commonest lines, read by the first rules over a line's tokens: bare month numbers and years
/// (`3`, `2025`), ISO months and dates (`2024-07`, `2024-07-15`), arrows with counts (`<`, `3>>`, `> 2`,
/// `prev 2`), counts from today (`3 months ago`, `in 2 weeks`), and a whole line that is one command
/// word or month name (`open`, `march`). Phrases of words (`next month`, `지난달`) are the grammar's, and
/// a script's repeats of them the memo's.
///
/// Each rule gives the command the rest of the reader would give for the same tokens (the grammar's
/// reading of the phrase), or declines and leaves the line to it; `CommonFormTests` holds every rule to
/// the grammar. They are rules of the one reader, over the one lexer's tokens, not a second parser.
extension CommandParser {
    /// The command `line` reads as by a common form, or `nil` when it is none.
    func commonForm(_ line: LexedLine) -> Command? {
        let tokens = line.tokens
        switch tokens.count {
        case 1:
            let token = tokens[0]
            if token.shape == .digits { return bareNumber(line, token) }
            return wholeSpelling(line)
        case 2:
            if let command = arrows(line) { return command }
            return wholeSpelling(line)
        case 3:
            if let command = isoDate(line) ?? arrows(line) ?? countFromToday(line) { return command }
            return wholeSpelling(line)
        case 5:
            return isoDate(line) ?? wholeSpelling(line)
        default:
            return wholeSpelling(line)
        }
    }

    /// `3` (that month of the year on screen) or `2025` (that year).
    private func bareNumber(_ line: LexedLine, _ token: Token) -> Command? {
        let digits = line.text[Int(token.start)..<Int(token.end)]
        switch digits.count {
        case 1, 2:
            guard let value = Self.value(digits), digits.first != 0x30 || digits.count == 2, (1...12).contains(value)
            else { return nil }
            return go(.month(YearMonth(uncheckedYear: context.screenYear, month: value)), anchor: .screen)
        case 4:
            guard digits.first != 0x30, let year = Self.value(digits) else { return nil }
            return go(.year(year), anchor: .absolute)
        default:
            return nil
        }
    }

    /// `2024-07` or `2024-07-15`, typed without spaces, when the month and day exist.
    private func isoDate(_ line: LexedLine) -> Command? {
        let tokens = line.tokens
        guard tokens.count == 3 || tokens.count == 5, !tokens.dropFirst().contains(where: \.spaced),
            tokens[0].shape == .digits, tokens[0].length == 4, isHyphen(line, tokens[1]), tokens[2].shape == .digits,
            tokens[2].length == 2, let year = Self.value(line, tokens[0]), year >= 1,
            let month = Self.value(line, tokens[2]), (1...12).contains(month)
        else { return nil }
        let yearMonth = YearMonth(uncheckedYear: year, month: month)
        guard tokens.count == 5 else { return go(.month(yearMonth), anchor: .absolute) }
        guard isHyphen(line, tokens[3]), tokens[4].shape == .digits, tokens[4].length == 2,
            let day = Self.value(line, tokens[4]), day >= 1, day <= CalendarDate.dayCount(year: year, month: month)
        else { return nil }
        return go(.month(yearMonth), anchor: .absolute, day: CalendarDate(uncheckedYear: year, month: month, day: day))
    }

    /// How a line reads as arrows: the step, or a count that cannot be one.
    enum ArrowReading {
        /// `<`, `3>>`, `prev 2`: the step to take.
        case step(PickerAction)
        /// `< 0`, `prev 99999999`: arrows with a count out of range.
        case refused(InvalidReason)
    }

    /// `<`, `>>`, `3<`, `<<2`, `> 2`, `3 <`, `prev 2`, `prev2`, `다음 2`: one or two of the same arrow, or
    /// an arrow word (`prev`, `이전`, `다음`), with an optional count of digits before or after it, spaced
    /// or not. `nil` when the line is anything else.
    func arrowReading(_ line: LexedLine) -> ArrowReading? {
        let tokens = line.tokens
        guard !tokens.isEmpty, tokens.count <= 4 else { return nil }
        // The count's token, if the line starts or ends with digits.
        var body = tokens.indices
        var count: Token?
        if tokens[0].shape == .digits {
            count = tokens[0]
            body = 1..<tokens.count
        } else if tokens.count > 1, tokens[tokens.count - 1].shape == .digits {
            count = tokens[tokens.count - 1]
            body = 0..<(tokens.count - 1)
        }
        guard !body.isEmpty else { return nil }
        let word: CommandWord
        if let first = arrow(line, tokens[body.lowerBound]) {
            // One or two of the same arrow, typed together.
            guard body.count <= 2,
                body.dropFirst().allSatisfy({ arrow(line, tokens[$0]) == first && !tokens[$0].spaced })
            else { return nil }
            let left = first == 0x3C
            word = body.count == 1 ? (left ? .previous : .next) : (left ? .fastPrevious : .fastNext)
        } else {
            guard body.count == 1, let command = tokens[body.lowerBound].meanings?.command,
                [.previous, .next, .fastPrevious, .fastNext].contains(command)
            else { return nil }
            word = command
        }
        var times = 1
        if let count {
            let digits = String(decoding: line.text[Int(count.start)..<Int(count.end)], as: UTF8.self)
            do throws(InvalidReason) {
                times = try PhraseReader.count(digits)
            } catch {
                return .refused(error)
            }
        }
        switch word {
        case .previous: return .step(.step(by: -times))
        case .next: return .step(.step(by: times))
        case .fastPrevious: return .step(.leap(by: -times))
        default: return .step(.leap(by: times))
        }
    }

    /// The step of a line of arrows, when it reads as one.
    private func arrows(_ line: LexedLine) -> Command? {
        guard case .step(let action)? = arrowReading(line) else { return nil }
        return .picker(action)
    }

    /// `<` or `>` (its byte) when `token` is one of them.
    private func arrow(_ line: LexedLine, _ token: Token) -> UInt8? {
        guard token.shape == .symbol else { return nil }
        let byte = line.text[Int(token.start)]
        return byte == 0x3C || byte == 0x3E ? byte : nil
    }

    private func isHyphen(_ line: LexedLine, _ token: Token) -> Bool {
        token.shape == .symbol && line.text[Int(token.start)] == 0x2D
    }

    /// `N unit ago` or `in N unit`: N days, weeks, months or years before or after today.
    private func countFromToday(_ line: LexedLine) -> Command? {
        let tokens = line.tokens
        guard tokens[1].spaced, tokens[2].spaced else { return nil }
        let (number, unitToken, sign): (Token, Token, Int)
        if tokens[2].spelling == Self.ago {
            (number, unitToken, sign) = (tokens[0], tokens[1], -1)
        } else if tokens[0].spelling == Self.in {
            (number, unitToken, sign) = (tokens[1], tokens[2], 1)
        } else {
            return nil
        }
        guard number.shape == .digits, unitToken.shape == .letters, let count = Self.count(line, number),
            case .unit(let unit)? = unitToken.meanings?.phrase
        else { return nil }
        let today = context.today
        switch unit {
        case .day, .week:
            guard let day = today.adding(days: sign * count * (unit == .week ? 7 : 1)) else { return nil }
            return go(.month(day.yearMonth), anchor: .today, day: day)
        case .month:
            guard let month = today.yearMonth.adding(months: sign * count) else { return nil }
            return go(.month(month), anchor: .today)
        case .year:
            let year = today.year + sign * count
            guard YearMonth.years.contains(year) else { return nil }
            return go(.year(year), anchor: .today)
        default:
            return nil
        }
    }

    /// The spellings of `ago` and `in`, which make a count from today of the count and unit beside them.
    private static let ago = Int32(WordIndex.shared.spellings.number(of: "ago") ?? -2)
    private static let `in` = Int32(WordIndex.shared.spellings.number(of: "in") ?? -2)

    /// A command word or an English month name spelled as the whole line.
    private func wholeSpelling(_ line: LexedLine) -> Command? {
        let text = String(decoding: line.text, as: UTF8.self)
        if let entry = Vocabulary.entry(spelled: Normalizer.compactingKorean(text)) {
            switch entry.meaning {
            case .command(let word):
                // A word that needs more (`explain`, `add`) is the rest of the reader's.
                guard word != .help || line.tokens.count == 1 else { return nil }
                return Self.command(for: word)
            case .monthsFromToday, .yearsFromToday, .phraseFamily, .question:
                return nil
            }
        }
        if line.tokens.count == 1, line.tokens[0].shape == .letters,
            case .monthName(let month)? = line.tokens[0].meanings?.phrase
        {
            return go(.month(YearMonth(uncheckedYear: context.screenYear, month: month)), anchor: .screen)
        }
        return nil
    }

    private func go(_ destination: Destination, anchor: Anchor, day: CalendarDate? = nil) -> Command {
        .picker(.go(Reading(anchor: anchor, destination: destination, day: day)))
    }

    /// A count of 1...`ParseContext.largestCount` from a token of digits with no leading zero.
    private static func count(_ line: LexedLine, _ token: Token) -> Int? {
        guard token.shape == .digits, token.length <= 7, line.text[Int(token.start)] != 0x30,
            let value = value(line, token), value <= ParseContext.largestCount
        else { return nil }
        return value
    }

    private static func value(_ line: LexedLine, _ token: Token) -> Int? {
        value(line.text[Int(token.start)..<Int(token.end)])
    }

    /// The number at most nine ASCII digits write.
    private static func value(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 &- 0x30) }
    }
}
