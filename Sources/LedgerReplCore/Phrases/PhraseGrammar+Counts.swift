/// Counts of time: `3 months ago`, `in a couple of weeks`, `1 year 2 months ago`, `+3m`, `삼 개월 전`,
/// `열두 달 후`, `1년 반 전`.
extension PhraseGrammar {
    /// A span of time, summed over its items.
    struct Span {
        var months = 0
        var days = 0
        var quarters = 0
        var halves = 0
        /// The units counted, as bits (`PhraseUnit.bit`): no set to allocate per phrase.
        var units: UInt16 = 0

        func has(_ unit: PhraseUnit) -> Bool { units & unit.bit != 0 }
        /// Whether hours, minutes or seconds were counted: finer than a day.
        var hasClock: Bool { has(.clock) || has(.second) }
        func hasOnly(_ allowed: PhraseUnit...) -> Bool { units & ~allowed.reduce(0) { $0 | $1.bit } == 0 }

        mutating func add(_ count: Int, _ unit: PhraseUnit) {
            units |= unit.bit
            switch unit {
            case .day: days += count
            case .week: days += count * 7
            case .fortnight: days += count * 14
            case .month: months += count
            case .quarter: quarters += count
            case .half: halves += count
            case .year: months += count * 12
            case .decade: months += count * 120
            case .clock, .second: break
            }
        }

        /// Half of one `unit`: `half a year`, `1년 반`.
        mutating func addHalf(of unit: PhraseUnit) -> Bool {
            switch unit {
            case .year: months += 6
            case .decade: months += 60
            case .half: months += 3
            case .quarter:
                units |= PhraseUnit.month.bit
                months += 1
                days += 15
            case .month:
                units |= PhraseUnit.day.bit
                days += 15
            case .week:
                units |= PhraseUnit.day.bit
                days += 3
            case .fortnight: days += 7
            case .clock, .second: break  // half an hour: finer than a day, refused by `fill`
            case .day: return false
            }
            units |= unit.bit
            return true
        }
    }

    /// Reads a signed count of time at the index, if there is one, and fills its slot. `sign` is the
    /// sign already given by `in`, `+` or `-`; without one, a direction must follow (`ago`, `전`), else
    /// nothing is read and the index is left where it was.
    /// `namesDay` says the count runs from a day named before it (`today - 3 months`).
    mutating func duration(sign given: Int?, signText: Said?, namesDay anchored: Bool = false) throws(InvalidReason)
        -> Bool
    {
        let start = index
        var span = Span()
        var items = 0
        while true {
            let itemStart = index
            if case .measured(let count, let unit) = lexeme(at: index) {
                index += 1
                span.add(count, unit)
                items += 1
            } else if lexeme(at: index) == .half {
                // half a year, half year, 반년 is measured
                index += 1
                if lexeme(at: index) == .article { index += 1 }
                guard let unit = unit(at: index), span.addHalf(of: unit) else {
                    index = itemStart
                    break
                }
                index += 1
                items += 1
            } else if let count = try countValue() {
                // 1.5 years ago, 2.5 months: a half is exact, other fractions are not.
                var fraction: String?
                if case .digits = count, lexeme(at: index) == .symbol("."), lexeme(at: index + 1) == .digits,
                    unit(at: index + 2) != nil
                {
                    fraction = pieces[index + 1].text
                    index += 2
                }
                // two and a half years ago
                var andAHalf = false
                if lexeme(at: index) == .connector(.and), lexeme(at: index + 1) == .article,
                    lexeme(at: index + 2) == .half, unit(at: index + 3) != nil
                {
                    andAHalf = true
                    index += 3
                }
                if lexeme(at: index) == .connector(.of) { index += 1 }  // a couple of
                if lexeme(at: index) == .more, unit(at: index + 1) != nil { index += 1 }  // 2 more days
                // 3-months ago, 2-weeks: a hyphen between the count and its unit.
                if case .digits = count, lexeme(at: index) == .symbol("-"), let unit = unit(at: index + 1),
                    !unit.isClock
                {
                    index += 1
                }
                guard let unit = unit(at: index) else {
                    index = itemStart
                    break
                }
                let value: Int
                switch count {
                case .digits(let digits): value = try Self.spanCount(digits)
                case .value(let number): value = number
                }
                // 0 months ago, 영 개월 후: no time at all, today's month.
                guard value >= 0, value <= ParseContext.largestCount else {
                    throw .countOutOfRange(text(from: itemStart).saying(String(value)))
                }
                index += 1
                span.add(value, unit)
                items += 1
                if andAHalf, !span.addHalf(of: unit) { throw .vague(text(from: itemStart)) }
                if let fraction {
                    guard fraction.utf8.allSatisfy({ $0 == 0x30 || $0 == 0x35 }), fraction.utf8.first == 0x35,
                        span.addHalf(of: unit)
                    else { throw .vague(text(from: itemStart)) }
                }
                // 1년 반, a year and a half
                if lexeme(at: index) == .half, span.addHalf(of: unit) {
                    index += 1
                } else if lexeme(at: index) == .connector(.and),
                    lexeme(at: index + 1) == .article, lexeme(at: index + 2) == .half
                {
                    if span.addHalf(of: unit) { index += 3 }
                }
            } else {
                break
            }
            // `1 year and 2 months`, `1 year, 2 months`
            if lexeme(at: index) == .symbol(",") || lexeme(at: index) == .connector(.and) {
                let save = index
                index += 1
                if (try? countValue()) == nil, !isMeasuredOrHalf(index) {
                    index = save
                    break
                }
                index = save + 1
            }
        }
        guard items > 0 else {
            index = start
            return false
        }
        // in 1 second, 10초 후: seconds alone are no time at all.
        countsSecondsOnly = span.units == PhraseUnit.second.bit
        defer { countsSecondsOnly = false }
        // 한 달쯤 전, 3개월 정도 후: an approximation between the count and its direction.
        if given == nil, lexeme(at: index) == .filler {
            var position = index
            while lexeme(at: position) == .filler { position += 1 }
            if case .direction? = lexeme(at: position) { index = position }
        }
        // in a month's time, in two months' time: the time is the span itself.
        if lexeme(at: index) == .symbol("'") || lexeme(at: index) == .possessive {
            var position = index
            if lexeme(at: position) == .symbol("'") { position += 1 }
            if lexeme(at: position) == .possessive { position += 1 }
            if lexeme(at: position) == .sameTime { index = position + 1 }
        }
        let spanText = text(from: start)
        // 3-months-ago: the direction quoted with the hyphen it was typed with.
        let directionSeparator = index < pieces.count && pieces[index].hyphenated ? "-" : " "
        var sign = given
        // The direction after the count: ago, later, from now, before today, 전, 후, 뒤.
        var directionText: Said?
        // The day counted from: today, or tomorrow and yesterday (`two weeks from tomorrow`).
        var anchorDays = 0
        // Whether the phrase names a day (`a year from today`, `1년 전 오늘`): then years give a month.
        var namesDay = anchored || countingFromToday
        switch lexeme(at: index) {
        case .direction(let direction):
            directionText = pieces[index].said
            index += 1
            if given != nil, let signText { throw .contradictory(signText, directionText ?? pieces[index - 1].said) }
            sign = direction
        case .prior:
            directionText = pieces[index].said
            index += 1
            if given != nil, let signText { throw .contradictory(signText, directionText ?? pieces[index - 1].said) }
            sign = -1
        case .from, .after, .before:
            let word = lexeme(at: index)
            let anchor = lexeme(at: index + 1)
            if anchor == nil, word != .from {
                // 3 months before, 3 months after: counted from today.
                directionText = pieces[index].said
                if given != nil, let signText {
                    throw .contradictory(signText, directionText ?? pieces[index - 1].said)
                }
                index += 1
                sign = word == .before ? -1 : 1
                break
            }
            switch anchor {
            case .now?: break
            case .fused(let days, .day)?: anchorDays = days
            default: break
            }
            let fromNamedDay =
                word == .from
                ? (namesADayOutright(index + 1) || isShiftedDay(index + 1))
                : (Self.namesADay(anchor) || isShiftedDay(index + 1))
            if anchor != .now, anchor != .fused(anchorDays, .day), fromNamedDay {
                // 3 days after july 4, a week before christmas, two weeks from next friday: counted from the
                // day the rest names.
                let whole = text(from: start).then(pieces[index].said)
                index += 1
                if given != nil, let signText { throw .contradictory(signText, whole) }
                let months = span.months + span.quarters * 3 + span.halves * 6
                guard !span.hasClock else { throw .finerThanADay(whole) }
                try parts.offsetFromDay(
                    months: (word == .before ? -1 : 1) * months,
                    days: (word == .before ? -1 : 1) * span.days, text: whole)
                return true
            }
            guard anchor == .now || anchor == .fused(anchorDays, .day) else { break }
            namesDay = anchor != .now
            directionText = pieces[index].said.then(pieces[index + 1].saidText)
            if given != nil, let signText { throw .contradictory(signText, directionText ?? pieces[index - 1].said) }
            index += 2
            sign = word == .before ? -1 : 1
        case .fused(let days, .day) where days != 0 && given == nil && Self.isEnglish(pieces[index]):
            // a week tomorrow, a week yesterday: counted on from that day, the way it points.
            directionText = pieces[index].said
            index += 1
            anchorDays = days
            namesDay = true
            sign = days > 0 ? 1 : -1
        case .fused(0, .day) where given == nil && Self.isEnglish(pieces[index]) && index + 1 == pieces.count:
            // a week today, a fortnight today: that long from today, as British English says it.
            directionText = pieces[index].said
            index += 1
            namesDay = true
            sign = 1
        default:
            break
        }
        // 4 months ago today, one year ago today, 1년 전 오늘: the day is the one counted, so a count of
        // years names a month rather than a year.
        if directionText != nil, lexeme(at: index) == .fused(0, .day) || lexeme(at: index) == .now {
            namesDay = namesDay || lexeme(at: index) == .fused(0, .day)
            index += 1
        }
        guard let sign else {
            // 1초 안에, 10 seconds: no time at all from now, today's month.
            if countsSecondsOnly {
                if lexeme(at: index) == .within { index += 1 }
                try apply(0, .month, text: text(from: start))
                return true
            }
            if span.hasClock { throw .finerThanADay(spanText) }
            // 3년 안에, 2주 이내에: every month up to the end of the count (2024년 안에 is the year).
            if lexeme(at: index) == .within, pieces[start].lexeme != .digits || pieces[start].text.count < 4 {
                index += 1
                throw .span(text(from: start))
            }
            index = start
            return false
        }
        var wholeText = spanText
        if given != nil, let signText {
            let sign = signText.text == "+" || signText.text == "-" ? signText.text : signText.text + " "
            wholeText = Said(sign + spanText.text, spanning: signText, spanText)
        }
        if let directionText {
            wholeText = Said(
                wholeText.text + directionSeparator + directionText.text, spanning: wholeText, directionText)
        }
        try fill(span, sign: sign, text: wholeText, anchorDays: anchorDays, namesDay: namesDay)
        return true
    }

    static func isEnglish(_ piece: Piece) -> Bool { !isKorean(piece) }

    /// Whether a day is named outright at `position`, to count from with `from`: a month name and a day
    /// (`july 4`), a date in digits, a holiday, a weekday.
    func namesADayOutright(_ position: Int) -> Bool {
        var position = position
        if lexeme(at: position) == .connector(.the) { position += 1 }
        switch lexeme(at: position) {
        case .holiday?, .weekday?, .digits?: return true
        case .monthName?:
            return lexeme(at: position + 1) == .digits || Self.isOrdinal(lexeme(at: position + 1))
        case .ordinal?: return true
        default: return false
        }
    }

    static func isOrdinal(_ lexeme: Lexeme?) -> Bool {
        if case .ordinal? = lexeme { return true }
        return false
    }

    /// Whether `next friday`, `last christmas`, `this march 3rd` stand at `position`: a shift before a day.
    func isShiftedDay(_ position: Int) -> Bool {
        guard shiftValue(at: position) != nil else { return false }
        switch lexeme(at: position + 1) {
        case .weekday?, .holiday?: return true
        default: return false
        }
    }

    /// Whether a part starting with `lexeme` can name a day to count from: a month name, a date, a
    /// holiday, a weekday.
    static func namesADay(_ lexeme: Lexeme?) -> Bool {
        switch lexeme {
        case .monthName?, .digits?, .holiday?, .weekday?, .ordinal?, .connector?: true
        default: false
        }
    }

    /// A count of time from digits, 0...`ParseContext.largestCount`, checked by length before any
    /// conversion: `0 months ago` is today's month.
    static func spanCount(_ digits: Said) throws(InvalidReason) -> Int {
        guard digits.text.count <= 7, let value = Int(digits.text), value <= ParseContext.largestCount else {
            throw .countOutOfRange(digits)
        }
        return value
    }

    func isMeasuredOrHalf(_ position: Int) -> Bool {
        switch lexeme(at: position) {
        case .measured?, .half?: true
        default: false
        }
    }

    /// Fills the slot a signed span belongs to: years alone give a year, quarters alone a quarter, days
    /// or weeks a day, anything else a month.
    /// `anchorDays` moves the day counted from (`from tomorrow`): the result is then a day.
    mutating func fill(
        _ span: Span, sign: Int, text: Said, anchorDays: Int = 0, namesDay: Bool = false
    ) throws(InvalidReason) {
        // in 1 second, 30초 전: now, as far as a month picker can tell.
        if countsSecondsOnly, !countingFromNamedDay {
            try apply(0, .month, text: text)
            return
        }
        if span.hasClock { throw .finerThanADay(text) }
        if countingFromNamedDay {
            // 1월 31일에서 한 달 뒤: the day said before, moved.
            let months = sign * (span.months + span.quarters * 3 + span.halves * 6)
            try parts.offsetFromDay(months: months, days: sign * span.days, text: text)
            return
        }
        if anchorDays != 0 {
            let months = sign * (span.months + span.quarters * 3 + span.halves * 6)
            let days = sign * span.days
            try parts.fill(
                \.day, .fromDay(start: anchorDays, months: months, days: days), text: text,
                meaning: .daysFromDay(start: anchorDays, months: months, days: days))
        } else if span.hasOnly(.year, .decade), span.months % 12 == 0, !namesDay {
            let years = sign * span.months / 12
            try parts.fill(\.year, .fromToday(years), text: text, meaning: .fromToday(.year, years))
        } else if span.units == PhraseUnit.quarter.bit {
            try parts.fill(
                \.period, .fromToday(length: 3, shift: sign * span.quarters), text: text,
                meaning: .fromToday(.quarter, sign * span.quarters))
        } else if span.units == PhraseUnit.half.bit {
            try parts.fill(
                \.period, .fromToday(length: 6, shift: sign * span.halves), text: text,
                meaning: .fromToday(.halfYear, sign * span.halves))
        } else {
            let months = sign * (span.months + span.quarters * 3 + span.halves * 6)
            // `1년 전 오늘`, `4 months ago today`: the day counted, so a day-level reading.
            if span.days != 0 || namesDay {
                let days = sign * span.days
                parts.countsWeeks = span.hasOnly(.week, .fortnight) && !namesDay
                try parts.fill(
                    \.day, .fromToday(months: months, days: days), text: text,
                    meaning: .daysFromToday(months: months, days: days))
            } else {
                try parts.fill(\.month, .fromToday(months), text: text, meaning: .fromToday(.month, months))
            }
        }
    }

    /// A count as read: digits (checked later, once a unit confirms they are a count) or a value.
    enum CountValue {
        case digits(Said)
        case value(Int)
    }

    /// Reads a count at the index: digits, English number words (`twenty-one`, `a couple`), or Korean
    /// numerals (`삼`, `십이`, `열두`). Leaves the index alone when there is none.
    mutating func countValue() throws(InvalidReason) -> CountValue? {
        let start = index
        switch lexeme(at: index) {
        case .digits:
            index += 1
            return .digits(pieces[start].saidText)
        case .article:
            index += 1
            switch lexeme(at: index) {
            case .count(let value) where !Self.isKorean(pieces[index]):
                index += 1
                return .value(value)  // a couple, a dozen
            case .vague:
                throw .vague(text(from: start).then(pieces[index].said))
            default:
                return .value(1)
            }
        case .tens(let tens):
            index += 1
            var position = index
            if lexeme(at: position) == .symbol("-") { position += 1 }
            if case .count(let ones) = lexeme(at: position), ones < 10 {
                index = position + 1
                return .value(tens + ones)
            }
            return .value(tens)
        case .count(let value):
            index += 1
            var total = value
            // Native Korean: 열 두 → 12, 스물 한 → 21.
            while case .count(let more) = lexeme(at: index), Self.isKorean(pieces[index]), more < total {
                total += more
                index += 1
            }
            if lexeme(at: index) == .count(100) {
                total *= 100
                index += 1
            }
            if lexeme(at: index) == .count(1000), !Self.isKorean(pieces[index]) {
                total *= 1000  // two thousand days ago
                index += 1
            }
            return .value(total)
        case .sino:
            var total = 0
            var pending: Int?
            var used = 0
            var lastPower = Int.max
            while case .sino(let value) = lexeme(at: index) {
                if value >= 10 {
                    // 이천이십: each power of ten smaller than the one before (이천이천 is no number).
                    if value >= lastPower { break }
                    lastPower = value
                    total += (pending ?? 1) * value
                    pending = nil
                } else {
                    if pending != nil { break }
                    pending = value
                }
                index += 1
                used += 1
            }
            total += pending ?? 0
            // 십일 전: the last 일 is the unit "day", not a digit.
            if used > 1, unit(at: index) == nil, lexeme(at: index - 1) == .sino(1), pending == 1 {
                index -= 1
                total -= 1
            }
            return total > 0 ? .value(total) : nil
        case .vague:
            throw .vague(pieces[index].said)
        default:
            return nil
        }
    }
}
