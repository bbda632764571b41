/// Reads a line's `Piece`s, part by part, into `PhraseParts`.
///
/// A phrase is a sequence of parts in any common order — a year, a month, a day, a quarter or half, a
/// boundary, a weekday, a shift (`next month`) or a signed count (`3 months ago`) — glued by connectors
/// and fillers. Every piece must be used: a known word in the wrong place is an error, never skipped.
struct PhraseGrammar {
    let pieces: [Piece]
    let context: ParseContext
    var index = 0
    var parts = PhraseParts()
    /// Whether the count being read runs from the day said before it (`1월 31일에서 한 달 뒤`).
    var countingFromNamedDay = false
    /// Whether the count being read runs from today as a day (`오늘부터 일 년 뒤`), so it names a day.
    var countingFromToday = false
    /// Whether the count being read is of seconds alone (`in 1 second`, `10초 후`): no time at all, so now.
    var countsSecondsOnly = false

    init(pieces: [Piece], context: ParseContext) {
        self.pieces = pieces
        self.context = context
    }

    /// Reads every piece into `parts`.
    mutating func readParts() throws(InvalidReason) {
        while index < pieces.count { try part() }
    }

    /// Refuses a time of day without a whole date (`evening`, `3pm`, `tomorrow at 5pm`, `오후 3시`): finer
    /// than a day, and a clock time beside a relative day reads as a time, not as a month to show.
    func timeOfDay(_ text: Said) throws(InvalidReason) -> Never {
        throw .finerThanADay(text)
    }

    /// Whether something said before `position` names a day to count from (`광복절`, `다음 달 첫날`).
    func namedBefore(_ position: Int) -> Bool {
        position > 0 && (!parts.isEmpty || parts.boundary != nil)
    }

    // MARK: - Looking at pieces

    func lexeme(at position: Int) -> Lexeme? {
        position < pieces.count ? pieces[position].lexeme : nil
    }

    /// The second reading of the piece at `position` (`Piece.alternative`), if there is a piece with one.
    func alternative(at position: Int) -> Lexeme? {
        position < pieces.count ? pieces[position].alternative : nil
    }

    /// The first position at or after `position` that is not a connector.
    func significant(from position: Int) -> Int {
        var position = position
        while position < pieces.count, case .connector = pieces[position].lexeme { position += 1 }
        return position
    }

    /// The pieces from `start` up to the current index, as typed: words spaced, Korean and symbols
    /// joined, standing from the first piece to the last.
    func text(from start: Int) -> Said {
        var out = ""
        var previous: Piece?
        let taken = pieces[min(start, pieces.count)..<min(max(start, index), pieces.count)]
        for piece in taken {
            if previous != nil, piece.spaced { out += piece.hyphenated ? "-" : " " }
            out += piece.quoted
            previous = piece
        }
        guard let first = taken.first, let last = taken.last else {
            let at = start < pieces.count ? pieces[start].place.lowerBound : pieces.last?.place.upperBound ?? 0
            return Said(out, at: at..<at)
        }
        return Said(out, at: first.place.lowerBound..<last.place.upperBound)
    }

    static func isKorean(_ piece: Piece) -> Bool {
        piece.text.unicodeScalars.first.map { Lexer.isSyllable($0.value) } ?? false
    }

    /// The unit a piece names when it follows a count: `months`, `개월`, `년`, `일`, `분기`.
    func unit(at position: Int) -> PhraseUnit? {
        switch lexeme(at: position) {
        case .unit(let unit): unit
        case .koreanYear: .year
        case .koreanQuarter: .quarter
        case .sino(1): .day  // 일 after a count: days
        case .hourMark: .clock
        // 1 second, 10초: seconds after a count (`second` alone is an ordinal, `초` alone the start).
        case .ordinal
        where pieces[position].alternative == .unit(.second) && !pieces[position].hyphenated && position > 0
            && [.digits, .count(1), .article].contains(pieces[position - 1].lexeme):
            .second
        case .boundary
        where pieces[position].alternative == .unit(.second) && !pieces[position].spaced && position > 0
            && pieces[position - 1].lexeme == .digits:
            .second
        default: nil
        }
    }

    // MARK: - One part

    mutating func part() throws(InvalidReason) {
        let start = index
        let piece = pieces[index]
        switch piece.lexeme {
        case _ where afterAWeek(start) && Self.weekdayInitial(piece) != nil:
            // 담주 금, 다음 주 화, 이번 주 월: a weekday by its first syllable, after the week it is in.
            index += 1
            let day = Self.weekdayInitial(piece) ?? 0
            try parts.fill(\.weekday, (day, nil), text: piece.said, meaning: .weekday(day))
        case .weekdayInitial:
            throw .unexpected(piece.said)
        case .since where namedBefore(start) && countsToADirection(from: significantAfterFillers(start + 1)):
            // 다음 달 마지막 금요일에서 이틀 뒤, 1월 31일에서 한 달 뒤, 오늘보다 3일 후: a count from the day
            // said before.
            index = significantAfterFillers(start + 1)
            countingFromNamedDay = true
            defer { countingFromNamedDay = false }
            guard try duration(sign: nil, signText: nil) else { throw .unexpected(text(from: start)) }
        case .since where piece.alternative == .than:
            throw .unexpected(piece.said)
        case .since where start > 0 && pieces[(start + 1)...].contains(where: { !Self.isGlueOnly($0.lexeme) }):
            // 오늘부터 다음 달까지, 3월부터 5월: from one day to another is a span.
            index = pieces.count
            throw .span(text(from: 0))
        case .connector, .filler, .since, .rangeWord:
            index += 1
        case .symbol(let symbol):
            try symbolPart(symbol)
        case .inWord where piece.alternative == .rangeWord && countsAUnit(from: significant(from: index + 1)):
            // within 10 days, within a month: every day or month up to the end of the count.
            index = significant(from: index + 1)
            _ = try countValue()
            if case .measured = lexeme(at: index) { index += 1 }
            index += 1
            throw .span(text(from: start))
        case .inWord:
            index += 1
            if try duration(sign: 1, signText: piece.saidText) { return }
        case .digits:
            if try markedPeriod() { return }
            if try duration(sign: nil, signText: nil) { return }
            try number()
        case .monthName(let month)
        where { if case .holiday(month, _, _)? = lexeme(at: index + 1) { true } else { false } }():
            // april fools' day: the month said with the day's name.
            index += 1
        case .monthName where holidayBeforeItsDay(start) != nil:
            // may day: the holiday, May 1 (not the month and a day of today's).
            let (month, day) = holidayBeforeItsDay(start) ?? (0, 0)
            index += 2
            try fillHoliday(month, day, text: text(from: start))
        case .monthName(let month):
            index += 1
            if lexeme(at: index) == .symbol(".") { index += 1 }
            // jun-24, jun/24: a two-digit year, as spreadsheets write it (jun 24 is the 24th).
            if lexeme(at: index) == .symbol("-") || lexeme(at: index) == .symbol("/"), lexeme(at: index + 1) == .digits,
                pieces[index + 1].text.count == 2, index + 2 == pieces.count
            {
                let year = try Self.shortOrFullYear(pieces[index + 1].saidText)
                try parts.fill(\.month, .number(month), text: piece.said, meaning: .month(month))
                index += 2
                try parts.fill(\.year, .absolute(year), text: pieces[index - 1].said, meaning: .year(year))
                return
            }
            // june after next, march before last: one further than next or last june.
            if let shift = chainedShift() {
                try fillNamed(month, shift: shift, text: text(from: start))
                return
            }
            try parts.fill(\.month, .number(month), text: piece.said, meaning: .month(month))
        case .weekday(let day):
            index += 1
            if lexeme(at: index) == .symbol(".") || lexeme(at: index) == .symbol(",") { index += 1 }
            // friday after next: the friday one week after next friday.
            if let shift = chainedShift() {
                try parts.fill(
                    \.weekday, (day, shift), text: text(from: start), meaning: .weekdayFromToday(day, shift: shift))
                return
            }
            try parts.fill(\.weekday, (day, nil), text: piece.said, meaning: .weekday(day))
        case .shift(let shift), .stressedShift(let shift):
            try shifted(shift)
        case .last, .prior:
            try shifted(-1)
        case .hourMark where lexeme(at: index + 1) == .digits:
            // h2, h1 2024: a half year by number.
            index += 1
            try periodNumber(length: 6, start: start)
        case .hourMark:
            throw .finerThanADay(piece.said)
        case .fused(0, .day) where isSign(index + 1):
            // today - 3 months, today + 1 week: a signed count from today, which names a day.
            try countFrom(anchor: start, namesDay: true)
        case .fused(0, _) where sinceFollows(index + 1):
            // 오늘부터 3개월 후, 지금으로부터 3년 전: counting from today is what counts do anyway (오늘부터
            // 내일까지 is a range).
            index += 1
            while lexeme(at: index) != .since { index += 1 }
            index += 1
            // 오늘부터 일 년 뒤: a count from a day names a day, so a month (지금부터 3년 후 is a year).
            if case .fused(0, .day) = piece.lexeme { countingFromToday = true }
        case .fused(let shift, .day)
        where shift != 0 && lexeme(at: index + 1) == .unit(.week)
            && Self.isEnglish(pieces[index + 1]) && index + 2 == pieces.count:
            // tomorrow week, yesterday week: a week on from that day, the way it points.
            index += 2
            let days = shift + (shift > 0 ? 7 : -7)
            try parts.fill(
                \.day, .fromToday(months: 0, days: days), text: text(from: start),
                meaning: .daysFromToday(months: 0, days: days))
        case .fused(let shift, let unit):
            index += 1
            try apply(shift, unit, text: piece.said)
            // 재작년 한 해, 올해 한 해 동안: the whole of the year named, which is that year.
            if unit == .year, lexeme(at: index) == .count(1), pieces[index].alternative == .article,
                lexeme(at: index + 1) == .unit(.year), !isDirection(index + 2)
            {
                index += 2
            }
        case .relativeDay(let shift):
            // 광복절 전날, 다음 달 첫날 다음 날, 한글날 당일: from the day said before; 다음날 alone: from today.
            index += 1
            if namedBefore(start) {
                try parts.offsetFromDay(months: 0, days: shift, text: piece.said)
            } else {
                try apply(shift, .day, text: piece.said)
            }
        case .partOfDay
        where Self.startsATime(piece.alternative, before: lexeme(at: index + 1))
            && (parts.namesWholeDate || wholeDateFollowsTime(from: start)):
            // 2011년 5월 15일 오후 3시 45분, march 3, 2014 at noon: a time of day by its half of the day or
            // its name, set aside after a whole date as 10:00 is.
            try timeAfterDate()
            guard index > start else { throw .finerThanADay(piece.said) }
        case .partOfDay where parts.namesWholeDate && Self.namesAPartOfTheDay(piece.alternative):
            // 2014년 3월 3일 오후, march 3, 2014 in the evening: a part of the day the date names, set aside.
            index += 1
            try parts.setAside(time: piece.said, .partOfDay)
        case .partOfDay:
            index += 1
            try timeOfDay(piece.said)
        case .unit(let unit):
            try bareUnit(unit)
        case .koreanQuarter:
            try bareUnit(.quarter)
        case .count, .sino, .tens, .article, .measured, .half:
            if try duration(sign: nil, signText: nil) { return }
            // twenty-first, thirty-first: an ordinal day in words.
            if case .tens(let tens) = piece.lexeme, case .ordinal(let ones)? = lexeme(at: index + 1), ones < 10 {
                index += 2
                try ordinal(tens + ones, start: start)
                return
            }
            // may twenty one nineteen ninety: after a month name, a day in words before a year in words.
            if try dayThenYearInWords(start: start) { return }
            // nineteen eighty-four, two thousand and ten: a year in words.
            if try yearInWords() { return }
            // may twenty one, twenty-one of may: a day of the month in words beside a month name.
            if let (value, next) = dayInWords(at: start), nextToMonthName(start, through: next - 1) {
                index = next
                guard (1...31).contains(value) else { throw .dayOutOfRange(text(from: start).saying(String(value))) }
                try parts.fill(\.day, .number(value), text: text(from: start), meaning: .day(value))
                return
            }
            // 이천십오년, 삼일: a year or day written in Sino-Korean numerals.
            if case .sino = piece.lexeme, try sinoDate(start: start) { return }
            // 이 주: this week, as 이 달 is this month (이주 후 is two weeks later, read above).
            if piece.lexeme == .sino(2), lexeme(at: index + 1) == .unit(.week), pieces[index + 1].spaced {
                index += 2
                try apply(0, .week, text: text(from: start))
                return
            }
            // 삼분기, 일사분기: a quarter written in Sino-Korean.
            if case .sino(let value) = piece.lexeme, lexeme(at: index + 1) == .koreanQuarter {
                index += 2
                guard (1...4).contains(value) else { throw .quarterOutOfRange(piece.saidText) }
                try parts.fill(
                    \.period, .number(length: 3, index: value), text: text(from: start), meaning: .quarter(value))
                return
            }
            throw .unexpected(piece.said)
        case .ordinal(let value):
            index += 1
            try ordinal(value, start: start)
        case .boundary(.end)
        where start > 0 && (pieces[start - 1].lexeme == .unit(.week) || Self.isWeekShift(pieces[start - 1].lexeme)):
            // 이번 주말 reads 이번주 + 말: the end of a week is its weekend.
            index += 1
            try parts.fill(\.weekday, (6, nil), text: pieces[index - 1].said.saying("주말"), meaning: .weekday(6))
        case .boundary(let boundary)
        where boundary != .middle && Self.isKorean(piece) && weekdayAfterWeek(index + 1) != nil:
            // 마지막 금요일, 마지막 주 일요일, 첫 주 월요일: the last or first such weekday of the month.
            guard let position = weekdayAfterWeek(index + 1), case .weekday(let day) = pieces[position].lexeme else {
                throw .unexpected(piece.said)
            }
            index = position + 1
            try fillOrdinalWeekday(boundary == .end ? -1 : 1, day: day, text: text(from: start))
        case .boundary(let boundary):
            index += 1
            try parts.fill(\.boundary, boundary, text: piece.said, meaning: .boundary(boundary))
        case .boundaryOf(let boundary, let unit, let day):
            // 연초, 연말, 월말, 말일: the boundary word names its period too, and maybe a day.
            index += 1
            try parts.fill(\.boundary, boundary, text: piece.said, meaning: .boundary(boundary))
            if day { parts.boundaryIsDay = true }
            if let unit { try apply(0, unit, text: piece.said, weak: true) }
        case .halfOfYear(let half):
            index += 1
            try parts.fill(
                \.period, .number(length: 6, index: half), text: piece.said,
                meaning: .half(half))
        case .quarterMark:
            index += 1
            try periodNumber(length: 3, start: start)
        case .direction(-1) where unit(at: index + 1) != nil:
            // 전 분기: the previous quarter.
            try shifted(-1)
        case .now where isSign(index + 1):
            // now + 2 months, now-3d: a signed count from now.
            try countFrom(anchor: start, namesDay: false)
        case .now:
            index += 1
            try apply(0, .month, text: piece.said)
        case .vague where piece.alternative == .unit(.decade):
            // the seventies: a decade, as `the 1970s` is.
            throw .span(piece.said)
        case .vague:
            throw .vague(piece.said)
        case .endOf(let unit):
            // eom, eoy: the end of today's month or year.
            index += 1
            try parts.fill(\.boundary, .end, text: piece.said, meaning: .boundary(.end))
            try apply(0, unit, text: piece.said, weak: true)
        case .holiday(let month, let day, _) where lexeme(at: index + 1) == .eve && day > 1:
            // christmas eve: the day before.
            index += 2
            try fillHoliday(month, day - 1, text: text(from: start))
        case .holiday(let month, let day, let name) where name.contains(.beforeDay):
            // earth day, pi day, groundhog's day: the name with its `day`.
            index = try dayAfterName(start)
            try fillHoliday(month, day, text: text(from: start))
        case .holiday(let month, let day, _):
            index += 1
            try fillHoliday(month, day, text: piece.said)
        case .more:
            throw .vague(piece.said)
        case .sameTime:
            index += 1
            try sameTime(text: piece.said)
        case .within:
            // 이번 달 안, 올해 중에: within the period said before it, at the end or before a particle.
            index += 1
            guard start > 0, lexeme(at: start - 1) != .filler, index == pieces.count || lexeme(at: index) == .filler
            else { throw .unexpected(piece.said) }
        case .some where lexeme(at: index + 1) == .sameTime && !isDirection(index + 2):
            // some time next month: sometime, an approximation that leaves the month definite.
            index += 2
        case .some:
            index += lexeme(at: index + 1) == .sameTime ? 2 : 1
            throw .vague(text(from: start))
        case .new:
            try newYear()
        case .saint where isHoliday(significantAfterDot(index + 1)),
            .ordinalSuffix where piece.alternative == .saint && isHoliday(significantAfterDot(index + 1)):
            // st patrick's day, st. patrick's day, saint patrick's day: the saint's day.
            index = significantAfterDot(index + 1)
        case .koreanYear, .koreanMonth, .ordinalSuffix, .direction, .from, .after, .before, .halfMark, .but,
            .possessive, .eve, .dayMarkThenWeekday, .timeMark, .weekNumberMark, .decadeMark, .saint:
            throw .unexpected(piece.said)
        case .era(let sign) where lexeme(at: index + 1) == .digits:
            // AD 2024: the year after it.
            index += 2
            try eraYear(pieces[index - 1].saidText, sign: sign, text: text(from: start))
        case .era:
            throw .unexpected(piece.said)
        case .misspelling, .either, .than, .dayOfName, .countingNoun, .datingShift, .between, .meridiem, .clockField,
            .namedTime:
            // The lexer refuses misspellings before the grammar sees them, and a piece holds a second
            // reading as its `alternative`, never as its lexeme.
            throw .unexpected(piece.said)
        }
    }

    mutating func symbolPart(_ symbol: Character) throws(InvalidReason) {
        let start = index
        index += 1
        switch symbol {
        case "'" where lexeme(at: index) == .possessive && start > 0:
            index += 1  // next year's march: the possessive only joins the parts.
        case "'"
        where start > 0 && !pieces[start].spaced && holidayName(at: start - 1)?.contains(.sPossessive) == true:
            break  // april fools' day, valentines' day: a plural's possessive.
        case "'":
            guard lexeme(at: index) == .digits else { throw .unexpected(pieces[start].saidText) }
            let digits = pieces[index].saidText
            index += 1
            if lexeme(at: index) == .koreanYear { index += 1 }
            let year = try Self.shortOrFullYear(digits)
            try parts.fill(\.year, .absolute(year), text: text(from: start), meaning: .year(year))
        case "+", "-":
            if parts.isEmpty, parts.boundary == nil,
                try duration(sign: symbol == "+" ? 1 : -1, signText: pieces[start].saidText)
            {
                return
            }
            guard symbol == "-", start > 0, index < pieces.count else { throw .unexpected(pieces[start].saidText) }
        default:
            // A separator between parts: `jul-2024`, `15 july, 2024`, `sep. 2024`.
            guard start > 0, index < pieces.count else { throw .unexpected(pieces[start].saidText) }
        }
    }

    // MARK: - Shifts: next month, last march, 지난 분기

    mutating func shifted(_ first: Int) throws(InvalidReason) {
        let start = index
        var shift = first
        index += 1
        while let more = shiftValue(at: index) {
            // this coming march, this past year: `this` only stresses the shift.
            if shift == 0, case .stressedShift = lexeme(at: index) {
                shift = more
                index += 1
                continue
            }
            if (more == 0) != (shift == 0) || (more < 0) != (shift < 0) {
                throw .contradictory(pieces[start].said, pieces[index].said)
            }
            shift += more
            index += 1
        }
        let position = significant(from: index)
        guard position < pieces.count else { throw .unexpected(text(from: start)) }
        let next = pieces[position]
        switch next.lexeme {
        case .unit(.quarter) where pieces[start].lexeme == .last && isOf(position + 1),
            .unit(.half) where pieces[start].lexeme == .last && isOf(position + 1),
            .half where pieces[start].lexeme == .last && isOf(position + 1):
            // the last quarter of 2024, the last half of the year: the fourth quarter, the second half,
            // which start where `q4` and `h2` do.
            index = position + 2
            let length = next.lexeme == .unit(.quarter) ? 3 : 6
            try parts.fill(
                \.period, .number(length: length, index: 12 / length), text: text(from: start),
                meaning: length == 3 ? .quarter(4) : .half(2))
        case .unit(let unit) where pieces[start].lexeme == .last && isOf(position + 1):
            // the last month of the year, the last day of next month: the end of what follows.
            index = position + 2
            try parts.fill(\.boundary, .end, text: text(from: start), meaning: .boundary(.end))
            if unit == .day { parts.boundaryIsDay = true }
        case .unit(let unit)
        where shift != 0 && lexeme(at: position + 1) == .but
            && lexeme(at: position + 2) == .count(1):
            // next month but one, last year but one: one further the same way.
            index = position + 3
            try apply(shift + (shift > 0 ? 1 : -1), unit, text: text(from: start))
        case .unit(.week) where shift == 0 && yearShiftFollows(position + 1):
            // this week last year: today's day in that year, as `this day last year` is.
            index = position + 1
            try apply(0, .day, text: text(from: start))
        case .unit(let unit):
            index = position + 1
            try apply(shift, unit, text: text(from: start))
        case .koreanYear:
            index = position + 1
            try apply(shift, .year, text: text(from: start))
        case .koreanQuarter:
            index = position + 1
            try apply(shift, .quarter, text: text(from: start))
        case .monthName where holidayBeforeItsDay(position) != nil:
            // next may day: May 1 of the May named.
            let (month, day) = holidayBeforeItsDay(position) ?? (0, 0)
            index = position + 2
            try fillNamed(month, shift: shift, text: text(from: start))
            try parts.fill(\.day, .number(day), text: text(from: position), meaning: .day(day))
        case .monthName(let month):
            index = position + 1
            try fillNamed(month, shift: shift, text: text(from: start))
        case .quarterMark where lexeme(at: position + 1) == .digits:
            // next q2, last q4: the first second quarter after today's quarter, the last fourth before it.
            index = position + 2
            try fillNamedQuarter(pieces[position + 1].saidText, shift: shift, text: text(from: start))
        case .digits where lexeme(at: position + 1) == .koreanQuarter:
            // 다음 2분기, 지난 4분기.
            index = position + 2
            try fillNamedQuarter(next.saidText, shift: shift, text: text(from: start))
        case .digits where lexeme(at: position + 1) == .ordinalSuffix && shift != 0 && next.text.count <= 2:
            // next 25th, last 1st: the first such day after today, the last before it.
            index = position + 2
            guard let day = Int(next.text), (1...31).contains(day) else { throw .dayOutOfRange(next.saidText) }
            try parts.fill(
                \.day, .nextNumber(day, shift: shift), text: text(from: start),
                meaning: .dayFromToday(day, shift: shift))
        case .digits
        where lexeme(at: position + 1) == .sino(1) && next.text.count <= 2 && !endsASpan(position + 2)
            && (1...31).contains(Int(next.text) ?? 0) && pieces[start].alternative == .datingShift(shift):
            // 오는 15일, 돌아오는 1일: the first such day after today; 이번 25일: this month's; 지난 15일: the
            // last before today, as news writes it (다음 15일 may be fifteen days, and 지난 15일 동안 is).
            index = position + 2
            guard let day = Int(next.text), (1...31).contains(day) else { throw .dayOutOfRange(next.saidText) }
            if shift == 0 {
                try apply(0, .month, text: pieces[start].said)
                try parts.fill(\.day, .number(day), text: text(from: position), meaning: .day(day))
            } else {
                try parts.fill(
                    \.day, .nextNumber(day, shift: shift), text: text(from: start),
                    meaning: .dayFromToday(day, shift: shift))
            }
        case .digits
        where lexeme(at: position + 1) == .koreanYear && shift != 0 && pieces[start].alternative == .datingShift(shift)
            && datesAYear(position, shift: shift):
            // 지난 88년, 지난 2002년, 오는 2030년: that year, on the side of today the word says.
            index = position + 2
            let year = try Self.shortOrFullYear(next.saidText)
            if shift < 0 ? year > context.today.year : year < context.today.year {
                throw .contradictory(pieces[start].said, text(from: position))
            }
            try parts.fill(\.year, .absolute(year), text: text(from: start), meaning: .year(year))
        case .digits where lexeme(at: position + 1) == .koreanMonth:
            index = position + 2
            let month = try Self.month(next.saidText)
            try fillNamed(month, shift: shift, text: text(from: start))
        case .digits
        where { if case .boundaryOf(_, .month?, _)? = lexeme(at: position + 1) { true } else { false } }():
            // 지난 3월 초, 다음 3월 중순: 3월 초 is read as 3 and 월초, the month and where in it.
            index = position + 1
            let month = try Self.month(next.saidText)
            try fillNamed(month, shift: shift, text: text(from: start))
        case .weekday(let day) where pieces[start].lexeme == .last && isOf(position + 1):
            // the last friday of march: a day inside what follows, at its end.
            index = position + 2
            guard index < pieces.count else { throw .unexpected(text(from: start)) }
            try fillOrdinalWeekday(-1, day: day, text: text(from: start))
        case .weekday(let day):
            index = position + 1
            try parts.fill(
                \.weekday, (day, shift), text: text(from: start),
                meaning: .weekdayFromToday(day, shift: shift))
        case .fused(let more, let unit) where more != 0 && shift != 0 && (more < 0) == (shift < 0):
            // 다음 다음달: the shifts add up.
            index = position + 1
            try apply(shift + more, unit, text: text(from: start))
        case .holiday(let month, let day, let name):
            // next christmas, 지난 광복절, next earth day: that day of the month named relative to today.
            index = name.contains(.beforeDay) ? try dayAfterName(position) : position + 1
            try fillNamed(month, shift: shift, text: text(from: start))
            try parts.fill(\.day, .number(day), text: text(from: position), meaning: .day(day))
        case .boundaryOf(let boundary, let unit?, let day):
            // 다음 연말, 지난 분기말, 다음 달 말일: the boundary word names its period, shifted.
            index = position + 1
            try parts.fill(\.boundary, boundary, text: next.said, meaning: .boundary(boundary))
            if day { parts.boundaryIsDay = true }
            try apply(shift, unit, text: text(from: start))
        case .partOfDay:
            // this evening, last night: a time of day.
            index = position + 1
            try timeOfDay(text(from: start))
        case .sameTime where shift == 0:
            // this time, same time: today's place in the period the rest names.
            index = position + 1
            try sameTime(text: text(from: start))
        case .digits, .count, .sino, .tens, .measured,
            .article where shift != 0 && countsAUnit(from: position):
            // last 3 months, 지난 2달, next two weeks: the months or days up to today, or from it.
            index = position
            _ = try countValue()
            if case .measured = next.lexeme { index = position + 1 }
            if lexeme(at: index) == .more { index += 1 }
            let unit = unit(at: index)
            index += 1
            if unit?.isClock == true { throw .finerThanADay(text(from: start)) }
            throw .span(text(from: start))
        case .vague:
            throw .vague(text(from: start).then(next.said))
        case .fused, .direction, .shift, .stressedShift, .last, .prior:
            throw .contradictory(text(from: start), next.saidText)
        default:
            throw .unexpected(text(from: start).then(next.said))
        }
    }

    /// A holiday on a fixed day: that day of the year on screen, like `december 25`.
    mutating func fillHoliday(_ month: Int, _ day: Int, text: Said) throws(InvalidReason) {
        try parts.fill(\.month, .number(month), text: text, meaning: .month(month))
        try parts.fill(\.day, .number(day), text: text, meaning: .day(day))
    }

    /// Records `this time`, `이맘때`: what it means depends on what else the phrase names (see
    /// `PhraseParts.sameTime`).
    mutating func sameTime(text: Said) throws(InvalidReason) {
        if let sameTime = parts.sameTime { throw .contradictory(sameTime, text) }
        parts.sameTime = text
        parts.record(text, .sameTime)
    }

    /// Whether a piece only joins or softens the others (`the`, `에`, `까지`, `보여줘`).
    static func isGlueOnly(_ lexeme: Lexeme) -> Bool {
        switch lexeme {
        case .connector, .filler, .rangeWord, .within: true
        default: false
        }
    }

    /// Whether a count and its unit start at `position` (`3 months`, `두 달`, `일주일`).
    func countsAUnit(from position: Int) -> Bool {
        if case .measured = lexeme(at: position) { return true }
        var copy = self
        copy.index = position
        guard (try? copy.countValue()) != nil, copy.index > position else { return false }
        if copy.lexeme(at: copy.index) == .more { copy.index += 1 }
        return copy.unit(at: copy.index) != nil
    }

    /// Whether the phrase has the marks of a span between two dates: `부터`, `까지`, `to`, `until`, `~`, a
    /// comma between days, or a hyphen between words, between days or set apart by spaces (`jan-mar`,
    /// `july 4-10`, `7월 13일 - 15일`).
    var marksASpan: Bool {
        pieces.indices.contains { position in
            let piece = pieces[position]
            switch piece.lexeme {
            case .since, .rangeWord, .symbol("~"): return true
            case .symbol(","):
                // 11월 19일, 20일: a list of days, not `Monday, Feb 18`.
                return pieces[..<position].contains { $0.lexeme == .digits }
                    && pieces[(position + 1)...].contains { $0.lexeme == .digits }
            case .symbol("-"):
                return (piece.spaced && position + 1 < pieces.count && pieces[position + 1].spaced)
                    || (position > 0 && isDayRange(position - 1))
            default: return piece.hyphenated
            }
        }
    }

    /// The position of a weekday at `position`, or after a `주` there (`마지막 주 일요일`), if there is one.
    func weekdayAfterWeek(_ position: Int) -> Int? {
        var position = position
        if lexeme(at: position) == .unit(.week) { position += 1 }
        if lexeme(at: position) == .connector(.of) { position += 1 }
        if case .weekday? = lexeme(at: position) { return position }
        return nil
    }

    /// Whether a count of a unit and then its direction stand at `position`: `이틀 뒤`, `한 달 후`,
    /// `3일쯤 전` (a count from the day said before), not `5월까지` (the end of a span).
    func countsToADirection(from position: Int) -> Bool {
        var copy = self
        copy.index = position
        if case .measured = lexeme(at: position) {
            copy.index += 1
        } else {
            guard (try? copy.countValue()) != nil, copy.index > position else { return false }
            if copy.lexeme(at: copy.index) == .more { copy.index += 1 }
            guard copy.unit(at: copy.index) != nil else { return false }
            copy.index += 1
        }
        while copy.lexeme(at: copy.index) == .filler { copy.index += 1 }
        return copy.isDirection(copy.index)
    }

    /// Whether the piece at `position` makes the count before it a span: `간`, `동안`, `이내`, `사이` (`지난
    /// 15일 동안`, `오는 3일 간`, `지난 15일 사이`).
    func endsASpan(_ position: Int) -> Bool {
        lexeme(at: position) == .within || alternative(at: position) == .between
    }

    /// Whether the number of years at `position` after `지난` or `오는` (`shift`) is a year as news writes one
    /// rather than a count of years (`지난 3년`, `지난 10년간`): four digits (`지난 2002년`, `오는 2030년`), or
    /// two after `지난` that a count of years is seldom written as, with a leading zero or 69 and up (the
    /// years 1969 to 1999: `지난 88년`, `지난 05년`), or with a month after them (`지난 19년 12월`); never
    /// two before `간`, `동안` or `사이`.
    func datesAYear(_ position: Int, shift: Int) -> Bool {
        let digits = pieces[position].text
        if digits.count == 4 { return true }
        guard shift < 0, digits.count == 2, !endsASpan(position + 2), let value = Int(digits) else { return false }
        if digits.utf8.first == 0x30 || value >= 69 { return true }
        return lexeme(at: position + 2) == .digits && lexeme(at: position + 3) == .koreanMonth
    }

    /// Whether a year counted from today's stands at `position`: `last year`, `next year`, `내년`.
    func yearShiftFollows(_ position: Int) -> Bool {
        switch lexeme(at: position) {
        case .fused(let shift, .year)?: return shift != 0
        case .shift(let shift)?: return shift != 0 && lexeme(at: position + 1) == .unit(.year)
        case .last?, .prior?: return lexeme(at: position + 1) == .unit(.year)
        default: return false
        }
    }

    /// Records the `ordinal`th `day` of a month (`the third friday`, `마지막 금요일`; −1 is the last).
    mutating func fillOrdinalWeekday(_ ordinal: Int, day: Int, text: Said) throws(InvalidReason) {
        try parts.fill(
            \.boundary, ordinal < 0 ? .end : .start, text: text, meaning: .weekdayOrdinal(ordinal, day: day))
        if let weekday = parts.weekday, !weekday.weak { throw .contradictory(weekday.text, text) }
        parts.weekday = PhraseParts.Slot(value: (day, nil), text: text, weak: false)
        parts.weekdayOrdinal = ordinal
    }

    /// Whether the piece before `position` names a week (`담주`, `다음 주`, `이번주`), with nothing after
    /// `position` but particles.
    func afterAWeek(_ position: Int) -> Bool {
        guard position > 0, pieces[position].spaced || Self.isKorean(pieces[position - 1]) else { return false }
        switch pieces[position - 1].lexeme {
        case .fused(_, .week), .unit(.week): break
        default: return false
        }
        return pieces[(position + 1)...].allSatisfy { $0.lexeme == .filler }
    }

    /// The weekday a Korean first syllable names (`월` 1 ... `토` 6, `일` 0), if it is one: its lexeme, or
    /// its second reading (`월` also marks a month, `일` a day, `수` a number).
    static func weekdayInitial(_ piece: Piece) -> Int? {
        if case .weekdayInitial(let day) = piece.lexeme { return day }
        if case .weekdayInitial(let day)? = piece.alternative { return day }
        return nil
    }

    /// `position`, or the one after it when a dot stands there (`st. patrick's day`).
    func significantAfterDot(_ position: Int) -> Int {
        lexeme(at: position) == .symbol(".") ? position + 1 : position
    }

    /// The month and day of the holiday at `position` read as the name before its `day` (`may day`: the
    /// second reading of `may`), when `day` follows; `nil` when the words are the month May and a day.
    func holidayBeforeItsDay(_ position: Int) -> (Int, Int)? {
        guard case .holiday(let month, let day, let name)? = pieces[position].alternative, name.contains(.beforeDay),
            position + 1 < pieces.count, pieces[position + 1].alternative == .dayOfName
        else { return nil }
        return (month, day)
    }

    /// How the name of the holiday at `position` is written, if a holiday stands there.
    func holidayName(at position: Int) -> HolidayName? {
        if case .holiday(_, _, let name)? = lexeme(at: position) { return name }
        return nil
    }

    /// The position after the `day` that follows the fixed day's name at `position` (`earth day`,
    /// `groundhog's day`); a name without it is refused.
    func dayAfterName(_ position: Int) throws(InvalidReason) -> Int {
        var after = position + 1
        if lexeme(at: after) == .symbol("'") { after += 1 }
        if lexeme(at: after) == .possessive { after += 1 }
        guard after < pieces.count, pieces[after].alternative == .dayOfName else {
            throw .unexpected(pieces[position].said)
        }
        return after + 1
    }

    /// Whether a fixed day's name stands at `position` (`christmas`, `patrick`).
    func isHoliday(_ position: Int) -> Bool {
        if case .holiday? = lexeme(at: position) { return true }
        return false
    }

    /// The first position at or after `position` that is no filler or connector.
    func significantAfterFillers(_ position: Int) -> Int {
        var position = position
        while position < pieces.count, pieces[position].lexeme == .filler || Self.isConnector(pieces[position].lexeme) {
            position += 1
        }
        return position
    }

    static func isConnector(_ lexeme: Lexeme) -> Bool {
        if case .connector = lexeme { return true }
        return false
    }

    /// Whether `부터` follows at `position`, after particles only (`지금으로부터`), with a count after it.
    func sinceFollows(_ position: Int) -> Bool {
        var position = position
        while lexeme(at: position) == .filler { position += 1 }
        return lexeme(at: position) == .since && startsCount(position + 1)
    }

    /// Whether the piece at `position` says which way a count goes (`ago`, `later`, `from`, `전`).
    func isDirection(_ position: Int) -> Bool {
        switch lexeme(at: position) {
        case .direction?, .prior?, .from?, .after?, .before?: true
        default: false
        }
    }

    /// `new year's day` (January 1) and `new year's eve` (December 31), of the year on screen like
    /// `christmas`; `new year` alone could be January or next year, so it is refused.
    mutating func newYear() throws(InvalidReason) {
        let start = index
        index += 1
        guard lexeme(at: index) == .unit(.year) else { throw .unexpected(text(from: start)) }
        index += 1
        if lexeme(at: index) == .symbol("'") { index += 1 }
        if lexeme(at: index) == .possessive { index += 1 }
        switch lexeme(at: index) {
        case .unit(.day)?:
            index += 1
            try fillHoliday(1, 1, text: text(from: start))
        case .eve?:
            index += 1
            try fillHoliday(12, 31, text: text(from: start))
        default:
            throw .vague(text(from: start))
        }
    }

    static func isWeekShift(_ lexeme: Lexeme) -> Bool {
        if case .fused(_, .week) = lexeme { return true }
        return false
    }

    /// The shift a word at `position` gives (`next` +1, `last` −1, `this` 0, `coming` +1), if it is one.
    func shiftValue(at position: Int) -> Int? {
        switch lexeme(at: position) {
        case .shift(let shift)?, .stressedShift(let shift)?: shift
        case .last?, .prior?: -1
        default: nil
        }
    }

    /// Whether a count starts at `position` (`3`, `three`, `삼`, `하루`).
    func startsCount(_ position: Int) -> Bool {
        switch lexeme(at: position) {
        case .digits?, .count?, .sino?, .tens?, .article?, .measured?, .half?: true
        default: false
        }
    }

    /// Whether the piece at `position` is the connector `of`.
    func isOf(_ position: Int) -> Bool {
        lexeme(at: position) == .connector(.of)
    }

    /// `next q2`: the quarter numbered `digits`, the first after (or last before) today's quarter.
    mutating func fillNamedQuarter(_ digits: Said, shift: Int, text: Said) throws(InvalidReason) {
        guard digits.text.count == 1, let quarter = Int(digits.text), (1...4).contains(quarter) else {
            throw .quarterOutOfRange(digits)
        }
        try parts.fill(
            \.period, .named(length: 3, index: quarter, shift: shift), text: text,
            meaning: .namedQuarter(quarter, shift: shift))
    }

    /// Whether the piece at `position` is `+` or `-` with a count after it.
    func isSign(_ position: Int) -> Bool {
        guard lexeme(at: position) == .symbol("+") || lexeme(at: position) == .symbol("-") else { return false }
        switch lexeme(at: position + 1) {
        case .digits?, .count?, .tens?, .article?: return true
        default: return false
        }
    }

    /// `now + 2 months`, `today - 3 months`: the signed count after the anchor word at `anchor`.
    mutating func countFrom(anchor: Int, namesDay: Bool) throws(InvalidReason) {
        index = anchor + 2
        let sign = lexeme(at: anchor + 1) == .symbol("+") ? 1 : -1
        guard try duration(sign: sign, signText: pieces[anchor + 1].saidText, namesDay: namesDay) else {
            throw .unexpected(text(from: anchor))
        }
    }

    /// `after next`, `before last`, `after the next` following a month or weekday: its shift (+2, −2),
    /// the index moved past the words; `nil`, the index unmoved, when they are not there.
    mutating func chainedShift() -> Int? {
        guard lexeme(at: index) == .after || lexeme(at: index) == .before else { return nil }
        let step = lexeme(at: index) == .after ? 1 : -1
        let position = significant(from: index + 1)
        guard let base = shiftValue(at: position), base != 0, (base > 0) == (step > 0) else { return nil }
        index = position + 1
        return base + step
    }

    mutating func fillNamed(_ month: Int, shift: Int, text: Said) throws(InvalidReason) {
        try parts.fill(\.month, .named(month, shift: shift), text: text, meaning: .namedMonth(month, shift: shift))
    }

    /// Records `shift` units from today: `next month`, `지난해`, `yesterday`.
    mutating func apply(_ shift: Int, _ unit: PhraseUnit, text: Said, weak: Bool = false) throws(InvalidReason) {
        // `the day after tomorrow`, `the month after next`: the unit comes first, see `bareUnit`.
        switch unit {
        case .day:
            try parts.fill(
                \.day, .fromToday(months: 0, days: shift), text: text,
                meaning: .fromToday(.day, shift), weak: weak)
        case .week:
            try parts.fill(\.weekShift, shift, text: text, meaning: .fromToday(.week, shift), weak: weak)
        case .fortnight:
            try parts.fill(
                \.day, .fromToday(months: 0, days: shift * 14), text: text,
                meaning: .daysFromToday(months: 0, days: shift * 14),
                weak: weak)
        case .month:
            try parts.fill(
                \.month, .fromToday(shift), text: text, meaning: .fromToday(.month, shift), weak: weak)
        case .quarter:
            try parts.fill(
                \.period, .fromToday(length: 3, shift: shift), text: text,
                meaning: .fromToday(.quarter, shift),
                weak: weak)
        case .half:
            try parts.fill(
                \.period, .fromToday(length: 6, shift: shift), text: text,
                meaning: .fromToday(.halfYear, shift), weak: weak)
        case .year:
            try parts.fill(
                \.year, .fromToday(shift), text: text, meaning: .fromToday(.year, shift), weak: weak)
        case .decade:
            try parts.fill(
                \.year, .fromToday(shift * 10), text: text, meaning: .fromToday(.year, shift * 10),
                weak: weak)
        case .clock, .second:
            throw .finerThanADay(text)
        }
    }

    /// A unit without a count: `the month after next`, `the month of july`, `year 2024`, `end of the year`.
    mutating func bareUnit(_ unit: PhraseUnit) throws(InvalidReason) {
        let start = index
        index += 1
        let next = lexeme(at: index)
        if next == .after || next == .before {
            // the month after next, the year after the next, the week before last.
            let step = next == .after ? 1 : -1
            let position = significant(from: index + 1)
            var base: Int?
            switch lexeme(at: position) {
            case .shift, .stressedShift, .last, .prior: base = shiftValue(at: position).flatMap { $0 == 0 ? nil : $0 }
            case .fused(let shift, let fusedUnit) where fusedUnit == unit: base = shift
            case .now: base = 0
            default: base = nil
            }
            if base == nil, Self.namesADay(lexeme(at: position)), next == .after || next == .before {
                // the day after christmas, the week before july 4: one unit from the day the rest names.
                index += 1
                let days = unit == .day ? step : unit == .week ? 7 * step : 0
                let months = unit == .month ? step : unit == .year ? 12 * step : 0
                guard days != 0 || months != 0 else { throw .unexpected(text(from: start)) }
                try parts.offsetFromDay(months: months, days: days, text: text(from: start))
                return
            }
            guard let base else { throw .unexpected(text(from: start)) }
            index = position + 1
            if shiftValue(at: position) != nil, self.unit(at: index) == unit { index += 1 }  // the year after next year
            try apply(base + step, unit, text: text(from: start))
            return
        }
        let position = significant(from: index)
        switch (unit, lexeme(at: position)) {
        case (.month, .monthName?):
            index = position  // the month of july
        case (.year, .digits?), (.year, .symbol("'")?):
            index = position  // the year 2024
        case (.quarter, .digits?):
            index = position  // quarter 3
            try periodNumber(length: 3, start: start)
        case (.week, .digits?) where pieces[position].text.count <= 3:
            index = position  // week 27, 2024-W27: an ISO week
            try weekNumber(start: start)
        case (.week, _) where start > 0 && Self.isBoundaryWord(pieces[start - 1].lexeme):
            // 마지막 주, 첫 주: a week of a month, this month's when none is named.
            try apply(0, .month, text: text(from: start), weak: true)
        default:
            try apply(0, unit, text: text(from: start), weak: true)
        }
    }

    static func isBoundaryWord(_ lexeme: Lexeme) -> Bool {
        if case .boundary = lexeme { return true }
        return false
    }

    /// `q3`, `h2`: the number after the mark.
    mutating func periodNumber(length: Int, start: Int) throws(InvalidReason) {
        guard lexeme(at: index) == .digits else { throw .unexpected(text(from: start)) }
        let digits = pieces[index].saidText
        index += 1
        let count = 12 / length
        guard digits.text.count <= 2, let value = Int(digits.text), (1...count).contains(value) else {
            throw length == 3 ? .quarterOutOfRange(digits) : .halfOutOfRange(digits)
        }
        try parts.fill(
            \.period, .number(length: length, index: value), text: text(from: start),
            meaning: length == 3 ? .quarter(value) : .half(value))
    }

    /// An ordinal: a quarter or half before its unit (`3rd quarter`, `first half`), else a day (`the 15th`).
    mutating func ordinal(_ value: Int, start: Int) throws(InvalidReason) {
        if lexeme(at: index) == .ordinalSuffix { index += 1 }
        let position = significant(from: index)
        switch lexeme(at: position) {
        case .unit(.quarter)?, .koreanQuarter?:
            index = position + 1
            guard (1...4).contains(value) else { throw .quarterOutOfRange(text(from: start).saying(String(value))) }
            try parts.fill(
                \.period, .number(length: 3, index: value), text: text(from: start), meaning: .quarter(value))
        case .unit(.half)?, .half?:
            index = position + 1
            guard (1...2).contains(value) else { throw .halfOutOfRange(text(from: start).saying(String(value))) }
            try parts.fill(
                \.period, .number(length: 6, index: value), text: text(from: start), meaning: .half(value))
        case .weekday? where value <= 5, .unit(.week)? where value <= 5 && weekdayAfterWeek(position) != nil,
            .unit(.week)? where value <= 4:
            // the first monday of march, 2014년 10월 첫째 수요일, 둘째 주 일요일 (the second Sunday, as a
            // month's Sundays are counted), 둘째 주: a day or week inside its month, near the start.
            let weekday = weekdayAfterWeek(position)
            index = (weekday ?? position) + 1
            if let weekday, case .weekday(let day) = pieces[weekday].lexeme {
                try fillOrdinalWeekday(value, day: day, text: text(from: start))
            } else {
                try parts.fill(\.boundary, .start, text: text(from: start), meaning: .boundary(.start))
                // 둘째 주: a week of a month, this month's when none is named.
                try apply(0, .month, text: text(from: start), weak: true)
            }
        case .weekday?, .unit(.week)?:
            // the fifth friday of a year may fall in February: which month is not plain.
            throw .vague(text(from: start).then(pieces[position].said))
        case .unit(.month)? where isOf(position + 1) || (position == index && Self.isEnglish(pieces[position])):
            // the 2nd month of next year, the first month of 2024, the 3rd month: a month by number.
            index = position + (isOf(position + 1) ? 2 : 1)
            guard (1...12).contains(value) else { throw .monthOutOfRange(text(from: start).saying(String(value))) }
            try parts.fill(\.month, .number(value), text: text(from: start), meaning: .month(value))
        case .unit(.day)? where value > 1 && isOf(position + 1):
            // the 5th day of next month: a day by number.
            index = position + 2
            guard (1...31).contains(value) else { throw .dayOutOfRange(text(from: start).saying(String(value))) }
            try parts.fill(\.day, .number(value), text: text(from: start), meaning: .day(value))
        case .unit(let unit)? where value == 1 && isOf(position + 1) && [.day, .week].contains(unit):
            // the first month of next year, the first day of next month: the start of what follows.
            index = position + 2
            try parts.fill(\.boundary, .start, text: text(from: start), meaning: .boundary(.start))
            if unit == .day { parts.boundaryIsDay = true }
        default:
            guard (1...31).contains(value) else { throw .dayOutOfRange(text(from: start).saying(String(value))) }
            try parts.fill(\.day, .number(value), text: text(from: start), meaning: .day(value))
        }
    }

    /// `27` after `week` or `w`: an ISO week, 1...53, of the year named or on screen.
    /// An ISO week date's weekday may follow: `2016-W21-3`, or `2016W213` written together.
    mutating func weekNumber(start: Int) throws(InvalidReason) {
        var digits = pieces[index].text
        index += 1
        var weekday: Int?
        if digits.count == 3 {
            weekday = Int(String(digits.suffix(1)))
            digits = String(digits.prefix(2))
        } else if lexeme(at: index) == .symbol("-"), lexeme(at: index + 1) == .digits, pieces[index + 1].text.count == 1
        {
            weekday = Int(pieces[index + 1].text)
            index += 2
        }
        guard let value = Int(digits), (1...53).contains(value) else { throw .unexpected(text(from: start)) }
        if let weekday, !(1...7).contains(weekday) { throw .dayOutOfRange(text(from: start).saying(String(weekday))) }
        try parts.fill(\.isoWeek, value, text: text(from: start), meaning: .isoWeek(value))
        if let weekday {
            parts.isoWeekday = weekday
            parts.record(text(from: start), .weekday(weekday % 7))
        }
    }

    static func signed(_ value: Int) -> String { value < 0 ? "−\(value.magnitude)" : "+\(value)" }
}
