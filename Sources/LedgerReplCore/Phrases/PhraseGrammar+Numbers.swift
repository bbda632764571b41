/// Numbers that name a calendar position: `2025`, `3`, `202407`, `2024-07-15`, `7/2024`, `15th`, `2024년`,
/// `7월`, `15일`, `3분기`.
///
/// Every digit string is range-checked by its length before it is converted, so no input can trap.
extension PhraseGrammar {
    mutating func number() throws(InvalidReason) {
        let start = index
        let saidDigits = pieces[index].saidText
        let digits = saidDigits.text
        index += 1
        // 2024 AD, 1066 a.d., 500 BC: a year with its era.
        if let (sign, length) = era(at: index) {
            index += length
            try eraYear(saidDigits, sign: sign, text: text(from: start))
            return
        }
        // 4/4분기: the fourth quarter, written as a fraction.
        if lexeme(at: index) == .symbol("/"), lexeme(at: index + 1) == .digits, pieces[index + 1].text == "4",
            lexeme(at: index + 2) == .koreanQuarter
        {
            index += 3
            guard digits.count == 1, let value = Int(digits), (1...4).contains(value) else {
                throw .quarterOutOfRange(saidDigits)
            }
            try parts.fill(
                \.period, .number(length: 3, index: value), text: text(from: start), meaning: .quarter(value))
            return
        }
        // Jul 15, 2024 10:00, 2024년 7월 15일 10:00, march 3, 2014 at 9:05 a.m.: a clock time after a whole
        // date is set aside; 7:45 p.m. on may 2, 1999: before one too.
        if lexeme(at: index) == .symbol(":"), lexeme(at: index + 1) == .digits,
            parts.namesWholeDate || yearFollowsTime(from: start) || wholeDateFollowsTime(from: start)
        {
            index = start
            try timeAfterDate()
            if index > start { return }
            index = start + 1
        }
        // sep. 4, 2011 at 10 a.m., 2024년 3월 3일 3시: an hour, with its half of the day or 시.
        if digits.count <= 2, Self.marksAnHour(alternative(at: index)),
            parts.namesWholeDate || wholeDateFollowsTime(from: start)
        {
            index = start
            try timeAfterDate()
            if index > start { return }
            index = start + 1
        }
        // 10:30, yesterday at 11:30: a time of day.
        if lexeme(at: index) == .symbol(":"), lexeme(at: index + 1) == .digits {
            while lexeme(at: index) == .symbol(":"), lexeme(at: index + 1) == .digits { index += 2 }
            if lexeme(at: index) == .partOfDay { index += 1 }
            try timeOfDay(text(from: start))
        }
        // 3pm, 3 o'clock, 오후 3시: an hour of the day.
        if lexeme(at: index) == .partOfDay, digits.count <= 2 {
            index += 1
            try timeOfDay(text(from: start))
        }
        // the 1970's, the 80s, 90년대: a decade, which is many months.
        if digits.count == 4 || digits.count == 2,
            lexeme(at: index) == .possessive
                || (lexeme(at: index) == .symbol("'") && lexeme(at: index + 1) == .possessive)
                || lexeme(at: index) == .decadeMark
        {
            index += lexeme(at: index) == .symbol("'") ? 2 : 1
            throw .span(text(from: start))
        }
        // 지난달 1,2주, 3, 4월: a list of numbers sharing one unit names several weeks or months.
        if lexeme(at: index) == .symbol(","), lexeme(at: index + 1) == .digits,
            pieces[index + 1].text.count <= 2, Self.isKoreanMarker(lexeme(at: index + 2))
        {
            index += 3
            throw .span(text(from: start))
        }
        // 2019-Mar-04, 2019/mar/04: a month name between year and day.
        if digits.count == 4, case .symbol(let separator)? = lexeme(at: index), "-/.".contains(separator),
            case .monthName(let month)? = lexeme(at: index + 1)
        {
            let year = try Self.year(saidDigits)
            index += 2
            try parts.fill(\.year, .absolute(year), text: saidDigits, meaning: .year(year))
            try parts.fill(\.month, .number(month), text: pieces[index - 1].said, meaning: .month(month))
            if lexeme(at: index) == .symbol(separator), lexeme(at: index + 1) == .digits {
                let day = try Self.day(pieces[index + 1].saidText)
                index += 2
                try parts.fill(\.day, .number(day), text: pieces[index - 1].said, meaning: .day(day))
            }
            return
        }
        // 2018/28/Dec, 2018-28-Dec: year, day, then the month by name.
        if digits.count == 4, case .symbol(let separator)? = lexeme(at: index), "-/.".contains(separator),
            lexeme(at: index + 1) == .digits, lexeme(at: index + 2) == .symbol(separator),
            case .monthName(let month)? = lexeme(at: index + 3)
        {
            let year = try Self.year(saidDigits)
            let day = try Self.day(pieces[index + 1].saidText)
            index += 4
            try parts.fill(\.year, .absolute(year), text: saidDigits, meaning: .year(year))
            try parts.fill(\.day, .number(day), text: pieces[index - 3].said, meaning: .day(day))
            try parts.fill(\.month, .number(month), text: pieces[index - 1].said, meaning: .month(month))
            return
        }
        // Dates written with separators: 2024-07, 7/2024, 2024.07.15, 07/15/2024.
        // (Not after a month name: in sep-25-2003 the digits are the day.)
        // (Nor a hyphen set apart by spaces, `7월 13일 - 15일`, or between days after a month name,
        // `july 4-10`: those are spans.)
        if case .symbol(let separator) = lexeme(at: index), "-/.".contains(separator), lexeme(at: index + 1) == .digits,
            !followsMonthName(start),
            separator != "-" || !(pieces[index].spaced || pieces[index + 1].spaced || isDayRange(start))
        {
            try numericDate(start: start, separator: separator)
            return
        }
        // 2024W27, 2024 week 27: a year and an ISO week.
        if digits.count == 4, lexeme(at: index) == .unit(.week), lexeme(at: index + 1) == .digits {
            let year = try Self.year(saidDigits)
            try parts.fill(\.year, .absolute(year), text: saidDigits, meaning: .year(year))
            let weekStart = index
            index += 1
            try weekNumber(start: weekStart)
            return
        }
        switch lexeme(at: index) {
        case .dayMarkThenWeekday(1)?:
            // 18일 월요일: the day, then Monday.
            index += 1
            let day = try Self.day(saidDigits)
            try parts.fill(\.day, .number(day), text: saidDigits.saying(digits + "일"), meaning: .day(day))
            try parts.fill(\.weekday, (1, nil), text: pieces[index - 1].saidText.saying("월요일"), meaning: .weekday(1))
            return
        case .ordinalSuffix?:
            guard digits.count <= 2, let value = Int(digits) else { throw .dayOutOfRange(saidDigits) }
            try ordinal(value, start: start)
            return
        case .koreanYear?:
            index += 1
            let year = try Self.koreanYear(saidDigits)
            try parts.fill(\.year, .absolute(year), text: text(from: start), meaning: .year(year))
            return
        case .koreanMonth?:
            index += 1
            let month = try Self.month(saidDigits)
            try parts.fill(\.month, .number(month), text: text(from: start), meaning: .month(month))
            return
        case .sino(1)?:
            index += 1
            let day = try Self.day(saidDigits)
            try parts.fill(\.day, .number(day), text: text(from: start), meaning: .day(day))
            return
        case .koreanQuarter?:
            index += 1
            guard digits.count <= 2, let value = Int(digits), (1...4).contains(value) else {
                throw .quarterOutOfRange(saidDigits)
            }
            try parts.fill(
                \.period, .number(length: 3, index: value), text: text(from: start), meaning: .quarter(value))
            return
        case .boundaryOf(let boundary, .quarter?, _)?:
            // 2분기말, 3분기초: the quarter by number and where in it.
            index += 1
            guard digits.count <= 2, let value = Int(digits), (1...4).contains(value) else {
                throw .quarterOutOfRange(saidDigits)
            }
            try parts.fill(
                \.period, .number(length: 3, index: value), text: saidDigits.saying(digits + "분기"),
                meaning: .quarter(value))
            try parts.fill(\.boundary, boundary, text: pieces[index - 1].said, meaning: .boundary(boundary))
            return
        case .weekNumberMark?,
            .unit(.week)? where parts.month != nil && !isDirection(index + 1):
            // 11월 1주차, 11월 1주, 다음 달 2주차: a week of the month; 2024년 27주차: an ISO week.
            index += 1
            let week = Int(digits) ?? 0
            if parts.month != nil || (parts.year == nil && digits.count == 1 && (1...5).contains(week)) {
                // 2주차 with no month or year: a week of today's month, as a month's weeks are counted.
                guard digits.count == 1, (1...5).contains(week) else { throw .unexpected(text(from: start)) }
                try parts.fill(\.boundary, .start, text: text(from: start), meaning: .weekOfMonth(week))
                if parts.month == nil { try apply(0, .month, text: text(from: start), weak: true) }
            } else {
                guard digits.count <= 2, let week = Int(digits), (1...53).contains(week) else {
                    throw .unexpected(text(from: start))
                }
                try parts.fill(\.isoWeek, week, text: text(from: start), meaning: .isoWeek(week))
            }
            return
        case .unit(let unit)?:
            // A count with no direction: `3 months`.
            index += 1
            if unit.isClock { throw .finerThanADay(text(from: start)) }
            throw .missingDirection(text(from: start))
        default:
            break
        }
        switch digits.count {
        case 4:
            let year = try Self.year(saidDigits)
            try parts.fill(\.year, .absolute(year), text: saidDigits, meaning: .year(year))
        case 6:
            let year = try Self.year(saidDigits.saying(String(digits.prefix(4))))
            let month = try Self.month(saidDigits.saying(String(digits.suffix(2))))
            try parts.fill(\.year, .absolute(year), text: saidDigits, meaning: .year(year))
            try parts.fill(\.month, .number(month), text: saidDigits, meaning: .month(month))
        case 7 where parts.isEmpty && lexeme(at: index) == nil:
            // 2014026: an ISO 8601 ordinal date written without its hyphen, the 26th day of 2014.
            try ordinalDate(
                year: try Self.year(saidDigits.saying(String(digits.prefix(4)))),
                digits: saidDigits.saying(String(digits.suffix(3))), whole: saidDigits)
        case 8:
            let year = try Self.year(saidDigits.saying(String(digits.prefix(4))))
            let month = try Self.month(saidDigits.saying(String(digits.dropFirst(4).prefix(2))))
            let day = try Self.day(saidDigits.saying(String(digits.suffix(2))))
            try parts.fill(\.year, .absolute(year), text: saidDigits, meaning: .year(year))
            try parts.fill(\.month, .number(month), text: saidDigits, meaning: .month(month))
            try parts.fill(\.day, .number(day), text: saidDigits, meaning: .day(day))
            try timeAfterDate()
        case 1, 2:
            let value = Int(digits) ?? 0
            let afterThe = start > 0 && pieces[start - 1].lexeme == .connector(.the)
            let besideMonth = nextToMonthName(start) || parts.month != nil
            let dayGiven = parts.day.map { !$0.weak } ?? false
            let endOfSpan =
                start > 0
                && (Self.isSpanMark(pieces[start - 1]) || (start > 2 && isDayRange(start - 2))
                    || (pieces[start - 1].lexeme == .connector(.and)
                        && pieces[..<start].contains { $0.alternative == .between }))
            if besideMonth, digits.count == 2, !afterThe, !endOfSpan, parts.year == nil, value > 31 || dayGiven {
                // sep 93, oct of 85, march 3rd 82: two digits beside a month name that cannot be its day
                // are the year (jul 24 is the 24th).
                let year = try Self.shortOrFullYear(saidDigits)
                try parts.fill(\.year, .absolute(year), text: saidDigits, meaning: .year(year))
            } else if nextToMonthName(start) || (parts.month != nil && parts.day == nil) || afterThe
                || (endOfSpan && dayGiven)
            {
                let day = try Self.day(saidDigits)
                try parts.fill(\.day, .number(day), text: saidDigits, meaning: .day(day))
            } else if (1...12).contains(value) {
                try parts.fill(\.month, .number(value), text: saidDigits, meaning: .month(value))
            } else if value == 0 {
                throw .monthOutOfRange(saidDigits)
            } else {
                throw .ambiguousNumber(saidDigits)
            }
        default:
            throw .ambiguousNumber(saidDigits)
        }
    }

    /// `1Q`, `1Q24`, `3q 2024`, `1H 2024`, `2H24`: a quarter or half with its number first. A half needs
    /// its year (`1h` alone is an hour). Reads nothing and returns `false` when the digits are no such thing.
    mutating func markedPeriod() throws(InvalidReason) -> Bool {
        let start = index
        guard pieces[start].text.count == 1, let value = Int(pieces[start].text) else { return false }
        let length: Int
        switch lexeme(at: start + 1) {
        case .quarterMark?: length = 3
        case .hourMark?
        where lexeme(at: start + 2) == .digits
            && (pieces[start + 2].text.count == 4 || (pieces[start + 2].text.count == 2 && !pieces[start + 2].spaced)):
            length = 6  // 1h 2024, 2h24 (1h 30m is an hour and a half)
        default: return false
        }
        index += 2
        guard (1...(12 / length)).contains(value) else {
            throw length == 3 ? .quarterOutOfRange(pieces[start].saidText) : .halfOutOfRange(pieces[start].saidText)
        }
        try parts.fill(
            \.period, .number(length: length, index: value), text: text(from: start),
            meaning: length == 3 ? .quarter(value) : .half(value))
        // 1Q24: a two-digit year written against the mark.
        if lexeme(at: index) == .digits, !pieces[index].spaced, pieces[index].text.count == 2 {
            let year = try Self.shortOrFullYear(pieces[index].saidText)
            index += 1
            try parts.fill(\.year, .absolute(year), text: pieces[index - 1].said, meaning: .year(year))
        }
        return true
    }

    /// The era at `position` and how many pieces it takes: `ad`, `bc`, `ce`, `bce`, `a.d.` (one piece, see
    /// `PhraseReader.dottedInitials`).
    func era(at position: Int) -> (Int, Int)? {
        if case .era(let sign)? = lexeme(at: position) { return (sign, 1) }
        return nil
    }

    /// Fills the year `digits` names in the era `sign`: years before the common era are outside the
    /// calendar (1 to 9999).
    mutating func eraYear(_ digits: Said, sign: Int, text: Said) throws(InvalidReason) {
        guard sign > 0, digits.text.count <= 4, let year = Int(digits.text), YearMonth.years.contains(year) else {
            throw .yearOutOfRange(text)
        }
        try parts.fill(\.year, .absolute(year), text: text, meaning: .year(year))
    }

    /// `nineteen eighty-four`, `twenty twenty`, `nineteen oh five`, `nineteen hundred`, `two thousand and
    /// ten`: a year in English words. Reads nothing and returns `false` when the words are no year.
    mutating func yearInWords() throws(InvalidReason) -> Bool {
        let start = index
        var position = index
        var year: Int?
        if lexeme(at: position) == .count(2) || lexeme(at: position) == .count(1),
            case .count(let thousands)? = lexeme(at: position), lexeme(at: position + 1) == .count(1000)
        {
            // two thousand, two thousand and ten, two thousand twenty-four
            position += 2
            var value = thousands * 1000
            var after = position
            // one thousand nine hundred eighty-four
            if let (hundreds, next) = wordNumber(at: after), (1...9).contains(hundreds),
                lexeme(at: next) == .count(100)
            {
                value += hundreds * 100
                position = next + 1
                after = position
            }
            if isAnd(after) { after += 1 }
            if let (rest, next) = wordNumber(at: after), rest < 100 {
                value += rest
                position = next
            }
            year = value
        } else if let (century, next) = wordNumber(at: position), (10...99).contains(century) {
            position = next
            switch lexeme(at: position) {
            case .count(100)?:
                // nineteen hundred, nineteen hundred and five
                position += 1
                var value = century * 100
                var after = position
                if isAnd(after) { after += 1 }
                if let (rest, next) = wordNumber(at: after), rest < 100 {
                    value += rest
                    position = next
                }
                year = value
            case .count(0)? where position + 1 < pieces.count:
                // nineteen oh five
                guard case .count(let ones)? = lexeme(at: position + 1), (1...9).contains(ones) else { return false }
                position += 2
                year = century * 100 + ones
            default:
                guard let (rest, next) = wordNumber(at: position), (10...99).contains(rest) else { return false }
                position = next
                year = century * 100 + rest
            }
        }
        guard let year, position > start, unit(at: position) == nil, YearMonth.years.contains(year) else {
            index = start
            return false
        }
        index = position
        try parts.fill(\.year, .absolute(year), text: text(from: start), meaning: .year(year))
        return true
    }

    /// `may twenty one nineteen ninety`, `may twenty one two thousand`: right after a month name, a day in
    /// words and then a year in words, which is preferred to reading the words as one year. Throws when
    /// the words could as well be one year whose first half is the day (`may twenty one nineteen`: the
    /// 21st and a year nineteen, or the year 2119?). Reads nothing and returns `false` otherwise.
    mutating func dayThenYearInWords(start: Int) throws(InvalidReason) -> Bool {
        guard parts.day == nil, start > 0, case .monthName = pieces[start - 1].lexeme,
            let (day, afterDay) = dayInWords(at: start), (1...31).contains(day)
        else { return false }
        var dayThenYear = self
        dayThenYear.index = afterDay
        let dayText = dayThenYear.text(from: start)
        try dayThenYear.parts.fill(\.day, .number(day), text: dayText, meaning: .day(day))
        if try dayThenYear.yearInWords() {
            self = dayThenYear
            return true
        }
        // A day of two words (twenty one) followed by a number that makes them one year: no way to tell.
        var oneYear = self
        if afterDay > start + 1, (try? oneYear.yearInWords()) == true {
            throw .dayOrYearInWords(oneYear.text(from: start))
        }
        return false
    }

    /// An English number below 100 in words at `position` (`eighty-four`, `twenty`, `nineteen`) and the
    /// position after it.
    func wordNumber(at position: Int) -> (Int, Int)? {
        guard position < pieces.count, Self.isEnglish(pieces[position]) else { return nil }
        switch lexeme(at: position) {
        case .tens(let tens)?:
            var after = position + 1
            if lexeme(at: after) == .symbol("-") { after += 1 }
            if case .count(let ones)? = lexeme(at: after), (1...9).contains(ones) { return (tens + ones, after + 1) }
            return (tens, position + 1)
        case .count(let value)? where (1...19).contains(value):
            return (value, position + 1)
        default:
            return nil
        }
    }

    /// A cardinal day of the month in English words at `position` (`twenty one`, `nine`) and the position
    /// after it; `couple`, `pair` and `dozen` count things, they name no day.
    func dayInWords(at position: Int) -> (Int, Int)? {
        guard let (value, next) = wordNumber(at: position), pieces[position].alternative != .countingNoun
        else { return nil }
        return (value, next)
    }

    /// Whether the piece at `position` is the connector `and`.
    func isAnd(_ position: Int) -> Bool {
        lexeme(at: position) == .connector(.and)
    }

    /// 이천십오년, 삼일, 이십사년: a Sino-Korean number before 년 or 일 names a year or a day.
    mutating func sinoDate(start: Int) throws(InvalidReason) -> Bool {
        guard case .value(let value)? = try countValue() else {
            index = start
            return false
        }
        let number = text(from: start).saying(String(value))
        switch lexeme(at: index) {
        case .koreanYear?:
            index += 1
            let year = try Self.koreanYear(number)
            try parts.fill(\.year, .absolute(year), text: text(from: start), meaning: .year(year))
        case .sino(1)?:
            index += 1
            let day = try Self.day(number)
            try parts.fill(\.day, .number(day), text: text(from: start), meaning: .day(day))
        case .koreanMonth?:
            index += 1
            let month = try Self.month(number)
            try parts.fill(\.month, .number(month), text: text(from: start), meaning: .month(month))
        default:
            index = start
            return false
        }
        return true
    }

    /// Whether `lexeme` marks what digits before it count (`월`, `일`, `주`, `주차`, `분기`, `년`).
    static func isKoreanMarker(_ lexeme: Lexeme?) -> Bool {
        switch lexeme {
        case .koreanMonth?, .koreanYear?, .koreanQuarter?, .sino(1)?, .unit(.week)?, .weekNumberMark?: true
        default: false
        }
    }

    /// Whether the digits at `position` start a span of days after a month name: `july 4-10`.
    func isDayRange(_ position: Int) -> Bool {
        guard position > 0, case .monthName = pieces[position - 1].lexeme, pieces[position].text.count <= 2,
            lexeme(at: position + 1) == .symbol("-"), lexeme(at: position + 2) == .digits,
            pieces[position + 2].text.count <= 2
        else { return false }
        if case .symbol? = lexeme(at: position + 3) { return false }
        return true
    }

    /// Whether `piece` joins the two ends of a span: `to`, `~`, `부터`, a hyphen set apart by spaces.
    static func isSpanMark(_ piece: Piece) -> Bool {
        switch piece.lexeme {
        case .rangeWord, .since, .symbol("~"): true
        case .symbol("-"): piece.spaced
        default: false
        }
    }

    /// Whether the digits at `position` come right after a month name and a separator (`sep-25`).
    func followsMonthName(_ position: Int) -> Bool {
        guard position >= 2, Self.isGlue(pieces[position - 1].lexeme) else { return false }
        if case .monthName = pieces[position - 2].lexeme { return true }
        return false
    }

    /// Whether the number at `position` (through `end`, for one in words) stands beside a month name
    /// (`july 15`, `15 july`, `15-jul`, `twenty one of may`).
    func nextToMonthName(_ position: Int, through end: Int? = nil) -> Bool {
        var before = position - 1
        while before >= 0, Self.isGlue(pieces[before].lexeme) { before -= 1 }
        if before >= 0, case .monthName = pieces[before].lexeme { return true }
        var after = (end ?? position) + 1
        while after < pieces.count, Self.isGlue(pieces[after].lexeme) { after += 1 }
        if after < pieces.count, case .monthName = pieces[after].lexeme { return true }
        return false
    }

    static func isGlue(_ lexeme: Lexeme) -> Bool {
        switch lexeme {
        case .connector, .symbol("-"), .symbol("/"), .symbol("."), .symbol(","): true
        default: false
        }
    }

    /// `2024-07`, `7/2024`, `2024.7.15`, `07/15/2024`, `15.07.2024`, `3/3/15`.
    mutating func numericDate(start: Int, separator: Character) throws(InvalidReason) {
        var fields = [pieces[start].saidText]
        while lexeme(at: index) == .symbol(separator), lexeme(at: index + 1) == .digits, fields.count < 3 {
            fields.append(pieces[index + 1].saidText)
            index += 2
        }
        let whole = text(from: start)
        if case .symbol(let more) = lexeme(at: index), "-/.".contains(more), lexeme(at: index + 1) == .digits,
            !(more == "-" && (pieces[index].spaced || pieces[index + 1].spaced))
        {
            let end = pieces[index + 1]
            throw .ambiguousDate(
                Said(whole.text + String(more) + end.text, at: whole.place.lowerBound..<end.place.upperBound))
        }
        let year: Int
        let month: Int
        var day: Int?
        if fields[0].text.count == 4, fields.count == 2, fields[1].text.count == 3 {
            // 2024-197: an ISO 8601 ordinal date, the 197th day of 2024.
            try ordinalDate(year: try Self.year(fields[0]), digits: fields[1], whole: whole)
            return
        } else if fields[0].text.count == 4 {
            // Year first: 2024-07, 2024-07-15.
            year = try Self.year(fields[0])
            month = try Self.month(fields[1])
            if fields.count == 3 { day = try Self.day(fields[2]) }
        } else if fields.count == 2 {
            if fields[1].text.count == 4, fields[0].text.count <= 2 {
                year = try Self.year(fields[1])
                month = try Self.month(fields[0])
            } else if fields[0].text.count <= 2, fields[1].text.count <= 2 {
                // No year: 2/15 (month/day) or 15/2 (day/month) against the year on screen.
                let (m, d) = try Self.monthAndDay(fields[0], fields[1], whole: whole)
                try parts.fill(\.month, .number(m), text: whole, meaning: .month(m))
                try parts.fill(\.day, .number(d), text: whole, meaning: .day(d))
                return
            } else if fields[0].text.count > 4 || fields[1].text.count > 4 {
                throw .ambiguousDate(whole)
            } else {
                throw fields[1].text.count > 2 && fields[0].text.count == 4
                    ? .monthOutOfRange(fields[1]) : .ambiguousDate(whole)
            }
        } else if fields[0].text.count == 2, fields[1].text.count <= 2, fields[2].text.count <= 2,
            let first = Int(fields[0].text),
            first > 31
        {
            // 74/10/31: a two-digit year first, as Korean and Japanese dates are written.
            year = try Self.shortOrFullYear(fields[0])
            month = try Self.month(fields[1])
            day = try Self.day(fields[2])
        } else if fields[0].text.count == 2, fields[1].text.count <= 2, fields[2].text.count == 2,
            (1...12).contains(Int(fields[1].text) ?? 0), (1...31).contains(Int(fields[2].text) ?? 0)
        {
            // 24/10/12: 2024-10-12 written year first, or 24 October 2012?
            throw .ambiguousDate(whole)
        } else if fields[0].text.count <= 2, fields[1].text.count <= 2,
            fields[2].text.count == 4 || fields[2].text.count == 2
        {
            year = try Self.shortOrFullYear(fields[2])
            let (m, d) = try Self.monthAndDay(fields[0], fields[1], whole: whole)
            month = m
            day = d
        } else {
            throw .ambiguousDate(whole)
        }
        if let day, CalendarDate(year, month, day) == nil {
            throw .dayOutOfRange(fields[fields[0].text.count == 4 ? 2 : 1])
        }
        try parts.fill(\.year, .absolute(year), text: whole, meaning: .year(year))
        try parts.fill(\.month, .number(month), text: whole, meaning: .month(month))
        if let day {
            try parts.fill(\.day, .number(day), text: whole, meaning: .day(day))
            try timeAfterDate()
        }
    }

    /// The day numbered `digits` (001...366) of `year`, as ISO 8601 ordinal dates write it.
    mutating func ordinalDate(year: Int, digits: Said, whole: Said) throws(InvalidReason) {
        guard let number = Int(digits.text), number >= 1, let first = CalendarDate(year, 1, 1),
            let date = first.adding(days: number - 1), date.year == year
        else {
            let days = CalendarDate(year, 2, 29) == nil ? 365 : 366
            throw .noSuchDayOfYear(digits, year: year, days: days)
        }
        try parts.fill(\.year, .absolute(year), text: whole, meaning: .year(year))
        try parts.fill(\.month, .number(date.month), text: whole, meaning: .dayOfYear(number))
        if let day = parts.day, !day.weak { throw .contradictory(day.text, whole) }
        parts.day = PhraseParts.Slot(value: .number(date.day), text: whole, weak: false)
    }

    /// Whether a time of day starts at `position`, before anything else was said, and a whole date written out
    /// follows it (`7:45 p.m. on may 2, 1999`, `10 a.m. march 3, 2014`): the date names the day, and the
    /// time is set aside as it is after one.
    func wholeDateFollowsTime(from position: Int) -> Bool {
        guard parts.isEmpty, parts.boundary == nil, parts.day == nil else { return false }
        var copy = self
        copy.index = position
        copy.parts.recording = false
        guard (try? copy.timeAfterDate()) != nil, copy.index > position, copy.index < copy.pieces.count,
            (try? copy.readParts()) != nil
        else { return false }
        return copy.parts.namesWholeDate
    }

    /// Whether a part of the day whose second reading is `alternative` starts a time of day when `next`
    /// follows it: a half of the day before a number (`오후 3시`), or a time by name (`noon`, `자정`).
    static func startsATime(_ alternative: Lexeme?, before next: Lexeme?) -> Bool {
        switch alternative {
        case .meridiem?: next == .digits
        case .namedTime?: true
        default: false
        }
    }

    /// Whether a part of the day whose second reading is `alternative` is one by itself: `evening`, `오후`,
    /// not `시`, which is an hour only after a number.
    static func namesAPartOfTheDay(_ alternative: Lexeme?) -> Bool {
        switch alternative {
        case nil, .meridiem?: true
        default: false
        }
    }

    /// Whether `lexeme`, the second reading of the word after a number, makes the number an hour: a half
    /// of the day (`10 a.m.`, `3pm`) or `시` (`3시`).
    static func marksAnHour(_ lexeme: Lexeme?) -> Bool {
        switch lexeme {
        case .meridiem?, .clockField(0)?: true
        default: false
        }
    }

    /// Whether a clock time at `position` after a month and day is followed by the year
    /// (`Tue Dec 1 11:39:44 UTC 2026`, as `date` prints it): then the date is whole.
    func yearFollowsTime(from position: Int) -> Bool {
        guard parts.year == nil, case .number? = parts.month?.value, case .number? = parts.day?.value,
            parts.month?.weak == false, parts.day?.weak == false
        else { return false }
        var copy = self
        copy.index = position
        guard (try? copy.timeAfterDate()) != nil, copy.index > position else { return false }
        return copy.lexeme(at: copy.index) == .digits && copy.pieces[copy.index].text.count == 4
            && copy.index + 1 == copy.pieces.count
    }

    /// A time of day after a date written in digits (`2024-07-15T10:00`, `2024-07-15 10:00:00`,
    /// `20240715T1000Z`, `2024-07-15T10:00:00.123+09:00`), or after (or before) a whole date in words
    /// (`march 3, 2014 at 9:05 a.m.`, `sep. 4, 2011 at 10 a.m.`, `2011년 5월 15일 오후 3시 45분`): read and set
    /// aside, since the date names the day. A half of the day makes the hour a 24-hour one (`7:45 p.m.` is
    /// 19:45, `12 a.m.` 00:00) and needs an hour of 1 to 12. The date is taken as written; an offset from
    /// UTC is not applied. Reads nothing when no time follows.
    mutating func timeAfterDate() throws(InvalidReason) {
        let start = index
        let marked = lexeme(at: index) == .timeMark && !pieces[index].spaced
        if marked { index += 1 }
        let timeStart = index
        // 오후 3시, 오전 9:05: the half of the day first, as Korean writes it.
        var meridiem: Int?
        if !marked, case .meridiem(let hours)? = alternative(at: index), lexeme(at: index + 1) == .digits {
            meridiem = hours
            index += 1
        }
        // noon, 자정: a time by name.
        if !marked, meridiem == nil, case .namedTime(let hours)? = alternative(at: index) {
            index += 1
            try parts.setAside(time: text(from: timeStart), .timeOfDay(hours < 10 ? "0\(hours):00" : "\(hours):00"))
            return
        }
        // 3시 45분, 10 a.m.: an hour by itself, with 시 after it or its half of the day.
        let hourAlone = !marked && Self.marksAnHour(alternative(at: index + 1))
        guard lexeme(at: index) == .digits, marked || lexeme(at: index + 1) == .symbol(":") || hourAlone else {
            index = start
            return
        }
        // Hours, minutes and seconds: 10:00:00, or run together after the T (1000, 100000).
        var fields: [String] = []
        let first = pieces[index].text
        index += 1
        if marked, lexeme(at: index) != .symbol(":"), first.count == 4 || first.count == 6 {
            var rest = Substring(first)
            while !rest.isEmpty {
                fields.append(String(rest.prefix(2)))
                rest = rest.dropFirst(2)
            }
        } else if hourAlone {
            // 3시 45분, 3시, 10 a.m.: the minutes after 분, else none.
            fields.append(first.count == 1 ? "0" + first : first)
            if alternative(at: index) == .clockField(0) { index += 1 }
            if lexeme(at: index) == .digits, pieces[index].text.count <= 2, alternative(at: index + 1) == .clockField(1)
            {
                fields.append(pieces[index].text.count == 1 ? "0" + pieces[index].text : pieces[index].text)
                index += 2
            } else {
                fields.append("00")
            }
        } else {
            fields.append(first)
            while fields.count < 3, lexeme(at: index) == .symbol(":"), lexeme(at: index + 1) == .digits {
                fields.append(pieces[index + 1].text)
                index += 2
            }
        }
        // Fractions of a second: .123, ,5.
        if fields.count == 3, lexeme(at: index) == .symbol(".") || lexeme(at: index) == .symbol(","),
            lexeme(at: index + 1) == .digits, !pieces[index + 1].spaced
        {
            index += 2
        }
        let limits = [23, 59, 60]
        for (field, limit) in zip(fields, limits) {
            guard field.count == 2 || (field.count == 1 && fields.count > 1 && field == fields[0]),
                let value = Int(field), value <= limit
            else { throw .unexpected(text(from: start)) }
        }
        guard fields.count >= 2 || marked else { throw .unexpected(text(from: start)) }
        // 10:00 pm, 9:05 a.m., and the offset from UTC: Z, +09:00, -0500.
        if meridiem == nil, case .meridiem(let hours)? = alternative(at: index) {
            meridiem = hours
            index += 1
        } else if lexeme(at: index) == .partOfDay, fields.count >= 2, !hourAlone {
            index += 1
        }
        if let meridiem {
            // 12 a.m. is midnight and 12 p.m. noon; 13:00 p.m. is no time.
            guard let hour = Int(fields[0]), (1...12).contains(hour) else { throw .unexpected(text(from: start)) }
            let hours = hour % 12 + meridiem
            fields[0] = hours < 10 ? "0\(hours)" : "\(hours)"
        }
        if lexeme(at: index) == .timeMark {
            index += 1
        } else if lexeme(at: index) == .symbol("+") || lexeme(at: index) == .symbol("-"),
            lexeme(at: index + 1) == .digits
        {
            let hours = pieces[index + 1].text
            index += 2
            var offset = hours
            if lexeme(at: index) == .symbol(":"), lexeme(at: index + 1) == .digits {
                offset += pieces[index + 1].text
                index += 2
            }
            guard offset.count == 2 || offset.count == 4, let value = Int(offset),
                value / 100 <= 14 || offset.count == 2
            else { throw .unexpected(text(from: start)) }
            // -07:00 MST: the zone's name after its offset.
            if lexeme(at: index) == .timeMark, pieces[index].spaced { index += 1 }
        }
        let time = fields.map { $0.count == 1 ? "0" + $0 : $0 }.joined(separator: ":")
        try parts.setAside(time: text(from: timeStart), .timeOfDay(time))
    }

    /// Month and day from two short fields in either order, refusing when both orders are possible.
    static func monthAndDay(_ a: Said, _ b: Said, whole: Said) throws(InvalidReason) -> (Int, Int) {
        let first = Int(a.text) ?? 0
        let second = Int(b.text) ?? 0
        if first == second, (1...12).contains(first) { return (first, second) }
        if (1...12).contains(first), (13...31).contains(second) { return (first, second) }
        if (13...31).contains(first), (1...12).contains(second) { return (second, first) }
        if (1...12).contains(first), (1...12).contains(second) { throw .ambiguousDate(whole) }
        if !(1...12).contains(first), !(1...12).contains(second) { throw .monthOutOfRange(first > 31 ? a : b) }
        throw .dayOutOfRange((1...12).contains(first) ? b : a)
    }

    /// A month number from 1 or 2 digits, 1...12.
    static func month(_ digits: Said) throws(InvalidReason) -> Int {
        guard digits.text.count <= 2, let value = Int(digits.text), (1...12).contains(value) else {
            throw .monthOutOfRange(digits)
        }
        return value
    }

    /// A day number from 1 or 2 digits, 1...31 (checked against its month later).
    static func day(_ digits: Said) throws(InvalidReason) -> Int {
        guard digits.text.count <= 2, let value = Int(digits.text), (1...31).contains(value) else {
            throw .dayOutOfRange(digits)
        }
        return value
    }

    /// A year from exactly 4 digits, 0001...9999.
    static func year(_ digits: Said) throws(InvalidReason) -> Int {
        guard digits.text.count == 4, let value = Int(digits.text), YearMonth.years.contains(value) else {
            throw .yearOutOfRange(digits)
        }
        return value
    }

    /// A year from 4 digits, or from 2 (`'24`, `24년`): 00–68 are 2000–2068, 69–99 are 1969–1999.
    static func shortOrFullYear(_ digits: Said) throws(InvalidReason) -> Int {
        if digits.text.count == 2, let value = Int(digits.text) { return value < 69 ? 2000 + value : 1900 + value }
        return try year(digits)
    }

    /// The year of `2024년` or `24년`; one or three digits are refused rather than guessed.
    static func koreanYear(_ digits: Said) throws(InvalidReason) -> Int {
        switch digits.text.count {
        case 2, 4: return try shortOrFullYear(digits)
        case 1, 3: throw .shortYear(digits)
        default: throw .yearOutOfRange(digits)
        }
    }
}
