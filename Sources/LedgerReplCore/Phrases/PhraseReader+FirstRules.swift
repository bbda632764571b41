/// The grammar's first rules: the commonest phrases, read straight from a whole line's tokens before the
/// tokens are made into pieces: a bare month number or year (`3`, `2025`), an ISO month or date
/// (`2024-07`, `2024-07-15`), a count from today (`3 months ago`, `in 2 weeks`) and a month name alone
/// (`march`).
///
/// Each rule gives exactly the reading the rest of the grammar gives for the same tokens, without the
/// steps `explain` shows, or declines and leaves the tokens to it (a refusal, such as `13` or `2024-13`,
/// is always the rest of the grammar's to say). `PhraseFirstRuleTests` holds every rule to the rest of
/// the grammar. So a form is read by one grammar, these rules being its shortest path.
extension PhraseReader {
    /// The reading of the whole of `line` by a first rule, or `nil` when none reads it.
    func firstRuleReading(_ line: LexedLine) -> Reading? {
        let tokens = line.tokens
        switch tokens.count {
        case 1:
            let token = tokens[0]
            switch token.shape {
            case .digits: return bareNumber(line, token)
            case .letters: return monthName(line, token)
            default: return nil
            }
        case 3:
            return isoDate(line) ?? countFromToday(line)
        case 5:
            return isoDate(line)
        default:
            return nil
        }
    }

    /// `3` (that month of the year on screen) or `2025` (that year).
    private func bareNumber(_ line: LexedLine, _ token: Token) -> Reading? {
        let digits = line.text[Int(token.start)..<Int(token.end)]
        switch digits.count {
        case 1, 2:
            guard let value = Self.value(digits), digits.first != 0x30 || digits.count == 2, (1...12).contains(value)
            else { return nil }
            return Reading(
                anchor: .screen, destination: .month(YearMonth(uncheckedYear: context.screenYear, month: value)))
        case 4:
            guard digits.first != 0x30, let year = Self.value(digits) else { return nil }
            return Reading(anchor: .absolute, destination: .year(year))
        default:
            return nil
        }
    }

    /// An English month name or abbreviation alone (`march`, `sept`): that month of the year on screen.
    private func monthName(_ line: LexedLine, _ token: Token) -> Reading? {
        // The token is the whole line: `march!` or `march.` is the rest of the grammar's.
        guard token.end == line.text.count, case .monthName(let month)? = token.meanings?.phrase else { return nil }
        return Reading(anchor: .screen, destination: .month(YearMonth(uncheckedYear: context.screenYear, month: month)))
    }

    /// `2024-07` or `2024-07-15`, typed without spaces, when the month and day exist.
    private func isoDate(_ line: LexedLine) -> Reading? {
        let tokens = line.tokens
        guard tokens.count == 3 || tokens.count == 5, !tokens.dropFirst().contains(where: \.spaced),
            tokens[0].shape == .digits, tokens[0].length == 4, Self.isHyphen(line, tokens[1]),
            tokens[2].shape == .digits, tokens[2].length == 2, let year = Self.value(line, tokens[0]), year >= 1,
            let month = Self.value(line, tokens[2]), (1...12).contains(month)
        else { return nil }
        let yearMonth = YearMonth(uncheckedYear: year, month: month)
        guard tokens.count == 5 else { return Reading(anchor: .absolute, destination: .month(yearMonth)) }
        guard Self.isHyphen(line, tokens[3]), tokens[4].shape == .digits, tokens[4].length == 2,
            let day = Self.value(line, tokens[4]), day >= 1, day <= CalendarDate.dayCount(year: year, month: month)
        else { return nil }
        return Reading(
            anchor: .absolute, destination: .month(yearMonth),
            day: CalendarDate(uncheckedYear: year, month: month, day: day))
    }

    /// `N unit ago` or `in N unit`: N days, weeks, months or years before or after today.
    private func countFromToday(_ line: LexedLine) -> Reading? {
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
            return Reading(anchor: .today, destination: .month(day.yearMonth), day: day)
        case .month:
            guard let month = today.yearMonth.adding(months: sign * count) else { return nil }
            return Reading(anchor: .today, destination: .month(month))
        case .year:
            let year = today.year + sign * count
            guard YearMonth.years.contains(year) else { return nil }
            return Reading(anchor: .today, destination: .year(year))
        default:
            return nil
        }
    }

    /// The spellings of `ago` and `in`, which make a count from today of the count and unit beside them.
    private static let ago = Int32(WordIndex.shared.spellings.number(of: "ago") ?? -2)
    private static let `in` = Int32(WordIndex.shared.spellings.number(of: "in") ?? -2)

    private static func isHyphen(_ line: LexedLine, _ token: Token) -> Bool {
        token.shape == .symbol && line.text[Int(token.start)] == 0x2D
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
