/// Combines the parts of a phrase into one `Reading` against today and the year on screen.
///
/// The rules of the core issue: words count from today; a bare month (`march`, `3월`) or quarter (`q3`)
/// is of the year on screen; a phrase naming only a year shows that year; a day-level phrase selects the
/// month containing the day; a boundary picks the first or last month of a year, quarter or half.
extension PhraseParts {
    func resolve(in context: ParseContext) throws(InvalidReason) -> Reading? {
        // this time next year, 다음 주 이맘때: today's month with a year alone, else today's day moved.
        if let sameTime {
            var rest = self
            rest.sameTime = nil
            let onlyAYear =
                month == nil && weekday == nil && weekShift == nil && period == nil && boundary == nil
                && isoWeek == nil && offset == nil && (day == nil || day?.weak == true)
            if onlyAYear {
                rest.month = Slot(value: .fromToday(0), text: sameTime, weak: false)
            } else if day == nil || day?.weak == true {
                rest.day = Slot(value: .fromToday(months: 0, days: 0), text: sameTime, weak: false)
            }
            return try rest.resolve(in: context)
        }
        // 3 days after july 4, the day after christmas: the day the rest names, moved.
        if let offset {
            var rest = self
            rest.offset = nil
            guard var reading = try rest.resolve(in: context) else { return nil }
            guard let named = reading.day else { throw .unexpected(offset.text) }
            let moved = try Self.shift(named, months: offset.value.months, days: offset.value.days, text: offset.text)
            reading.destination = .month(moved.yearMonth)
            reading.day = moved
            reading.anchor = reading.anchor == .today ? .today : reading.anchor
            if recording { reading.steps.append(.movedDay(moved)) }
            return reading
        }
        // friday 2 weeks ago, 2주 전 금요일: that weekday of the week the count lands in.
        if let weekday, weekday.value.shift == nil, weekShift == nil, countsWeeks, let day,
            case .fromToday(0, let days) = day.value, days % 7 == 0
        {
            var rest = self
            rest.day = nil
            rest.countsWeeks = false
            rest.weekShift = Slot(value: days / 7, text: day.text, weak: false)
            return try rest.resolve(in: context)
        }
        // `3월 마지막 월요일`, `the last friday of the month`: a weekday placed inside a month or year by a
        // boundary lies in the month the rest names.
        if let weekday, weekday.value.shift == nil, boundary != nil {
            var rest = self
            rest.weekday = nil
            rest.weekdayOrdinal = nil
            guard month != nil || year != nil || period != nil || weekdayOrdinal != nil else {
                return try rest.resolve(in: context)
            }
            // the fifth friday of 2024 may fall in January or in March: which month is not plain.
            if let ordinal = weekdayOrdinal, ordinal >= 5, month == nil, period == nil, year != nil {
                throw .vague(boundary?.text ?? weekday.text)
            }
            // second sunday, 마지막 금요일: of today's month when no other is named.
            if month == nil, year == nil, period == nil {
                rest.month = Slot(value: .fromToday(0), text: weekday.text, weak: true)
            }
            guard var reading = try rest.resolve(in: context) else { return nil }
            if let ordinal = weekdayOrdinal, case .month(let target) = reading.destination {
                guard let date = Self.weekday(weekday.value.day, ordinal: ordinal, in: target) else {
                    throw .notInMonth(boundary?.text ?? weekday.text, target)
                }
                reading.day = date
                if recording { reading.steps.append(.day(date)) }
            }
            return reading
        }
        // 작년 오늘, today last year: today's day in that year, so today's month of it.
        if let day, !day.weak, case .fromToday(0, 0) = day.value, let year, !year.weak, case .fromToday = year.value,
            month == nil, weekday == nil, weekShift.map({ $0.weak }) ?? true, period == nil, boundary == nil
        {
            var rest = self
            rest.day = nil
            rest.month = Slot(value: .fromToday(0), text: day.text, weak: false)
            guard var reading = try rest.resolve(in: context) else { return nil }
            if case .month(let target) = reading.destination {
                reading.day = CalendarDate(target.year, target.month, min(context.today.day, target.dayCount))
            }
            return reading
        }
        // 2024-W27: the month holding the week's Thursday, as ISO 8601 places a week in its year.
        if let isoWeek {
            let weeks = weekShift.flatMap { $0.weak ? nil : $0.text }
            try refuse(others: [month?.text, day?.text, period?.text, weekday?.text, weeks], against: isoWeek.text)
            var steps = self.steps
            let (yearValue, anchor) = try resolvedYear(context, steps: &steps)
            guard let thursday = Self.thursday(ofWeek: isoWeek.value, in: yearValue) else {
                // 2024-W53: most years have 52 ISO weeks.
                let weeks = Self.thursday(ofWeek: 53, in: yearValue) == nil ? 52 : 53
                throw .noSuchWeek(year: yearValue, week: isoWeek.value, weeks: weeks)
            }
            // 2016-W21-3: that weekday of the week, Monday 1 ... Sunday 7.
            if let isoWeekday, let date = thursday.adding(days: isoWeekday - 4) {
                if recording { steps.append(.day(date)) }
                return Reading(steps: steps, anchor: anchor, destination: .month(date.yearMonth), day: date)
            }
            if recording { steps.append(.weekThursday(thursday)) }
            return Reading(
                steps: steps, anchor: anchor, destination: .month(thursday.yearMonth), span: Self.isoWeek(of: thursday))
        }
        // `Monday, Feb 18`, `18일 월요일`: a weekday beside a date only has to agree with it.
        if let weekday, weekday.value.shift == nil, let day, case .number(let number) = day.value {
            var rest = self
            rest.weekday = nil
            guard let reading = try rest.resolve(in: context) else { return nil }
            if case .month(let target) = reading.destination,
                let date = CalendarDate(target.year, target.month, number),
                date.weekday != weekday.value.day
            {
                throw .contradictory(weekday.text, day.text.saying("\(date)"))
            }
            return reading
        }
        // `오는 20일(금)`, `지난 15일 일요일`: a weekday beside a day counted from today only has to agree with it.
        if let weekday, weekday.value.shift == nil, let day, case .nextNumber = day.value {
            var rest = self
            rest.weekday = nil
            guard let reading = try rest.resolve(in: context) else { return nil }
            if let date = reading.day, date.weekday != weekday.value.day {
                throw .contradictory(weekday.text, day.text.saying("\(date)"))
            }
            return reading
        }
        // the day after tomorrow 2 years ago, tomorrow 3 months ago: the day counted, then moved on.
        if let day, !day.weak, case .fromToday(let months, let days) = day.value, weekday == nil, period == nil {
            var extra = 0
            if let year, !year.weak, case .fromToday(let years) = year.value { extra += years * 12 }
            if let month, !month.weak, case .fromToday(let more) = month.value { extra += more }
            let hasYear = year.map { !$0.weak } ?? false
            let hasMonth = month.map { !$0.weak } ?? false
            if extra != 0 || (hasYear && extra == 0 && Self.isCount(year)) {
                var rest = self
                if hasYear { rest.year = nil }
                if hasMonth { rest.month = nil }
                rest.day = Slot(value: .fromToday(months: months + extra, days: days), text: day.text, weak: false)
                return try rest.resolve(in: context)
            }
        }
        guard !isEmpty else { return nil }
        var steps = self.steps
        let today = context.today

        // Day-level: yesterday, 3 days ago, next friday, next week.
        if weekday != nil || weekShift.map({ !$0.weak }) == true
            || day.map({ if case .number = $0.value { false } else { true } }) == true
            || (weekShift != nil && boundary != nil && month == nil && year == nil && period == nil)
        {
            if let against = weekday?.text ?? weekShift?.text ?? day?.text {
                try refuse(others: [year?.text, month?.text, period?.text], against: against)
            }
            var date = today
            if let day, case .fromToday(let months, let days) = day.value {
                if let weekday { throw .contradictory(day.text, weekday.text) }
                date = try Self.shift(today, months: months, days: days, text: day.text)
            }
            if let day, case .nextNumber(let number, let shift) = day.value {
                if let weekday { throw .contradictory(day.text, weekday.text) }
                date = try Self.nextDay(number, shift: shift, from: today, text: day.text)
            }
            if let day, case .fromDay(let start, let months, let days) = day.value {
                if let weekday { throw .contradictory(day.text, weekday.text) }
                let from = try Self.shift(today, months: 0, days: start, text: day.text)
                date = try Self.shift(from, months: months, days: days, text: day.text)
            }
            if let weekShift, !weekShift.weak {
                date = try Self.shift(date, months: 0, days: weekShift.value * 7, text: weekShift.text)
            }
            // the start of next week, 주중: Monday, Wednesday or Saturday of the week.
            if let weekShift, let boundary, weekday == nil {
                let wanted = boundary.value == .start ? 1 : boundary.value == .middle ? 3 : 6
                date = try Self.shift(date, months: 0, days: wanted - date.weekday, text: weekShift.text)
            }
            if let weekday {
                let (wanted, shift) = weekday.value
                if weekShift != nil || shift == nil || shift == 0 {
                    // That weekday of the week (Sunday first, like the month view).
                    date = try Self.shift(date, months: 0, days: wanted - date.weekday, text: weekday.text)
                } else if let shift, shift > 0 {
                    let ahead = (wanted - date.weekday + 7) % 7
                    date = try Self.shift(
                        date, months: 0, days: (ahead == 0 ? 7 : ahead) + 7 * (shift - 1), text: weekday.text)
                } else if let shift {
                    let back = (date.weekday - wanted + 7) % 7
                    date = try Self.shift(
                        date, months: 0, days: -(back == 0 ? 7 : back) + 7 * (shift + 1), text: weekday.text)
                }
            }
            if recording { steps.append(.day(date)) }
            // `next week` names a week: its day is only where the count landed, not a day the phrase names.
            let namesDay = weekday != nil || day.map { !$0.weak } == true
            // `next week`, `지난주`: the week counted to, Monday through Sunday. (`2 weeks ago` names a day.)
            let namesWeek = weekday == nil && boundary == nil && weekShift.map { !$0.weak } == true
            return Reading(
                steps: steps, anchor: .today, destination: .month(date.yearMonth),
                day: namesDay && !namesWeek ? date : nil, span: namesWeek ? Self.isoWeek(of: date) : nil)
        }

        // Quarters and halves.
        if let period {
            try refuse(others: [month?.text, day?.text], against: period.text)
            let start: YearMonth
            let length: Int
            var anchor = Anchor.absolute
            switch period.value {
            case .number(let size, let index):
                length = size
                let (yearValue, yearAnchor) = try resolvedYear(context, steps: &steps)
                anchor = yearAnchor
                guard let first = YearMonth(yearValue, (index - 1) * size + 1) else {
                    throw .yearOutOfRange(yearSaid(yearValue, else: period.text))
                }
                start = first
            case .named(let size, let index, let shift):
                length = size
                if let year, !year.weak { throw .contradictory(period.text, year.text) }
                anchor = .today
                let current = YearMonth(uncheckedYear: today.year, month: (today.month - 1) / size * size + 1)
                start = try Self.named((index - 1) * size + 1, shift: shift, from: current, text: period.text)
            case .fromToday(let size, let shift):
                length = size
                if let year { throw .contradictory(period.text, year.text) }
                anchor = .today
                let current = YearMonth(uncheckedYear: today.year, month: (today.month - 1) / size * size + 1)
                let (months, overflow) = shift.multipliedReportingOverflow(by: size)
                guard !overflow, let first = current.adding(months: months) else {
                    throw .yearOutOfRange(period.text.saying(String(today.year + shift * size / 12)))
                }
                start = first
            }
            var target = start
            switch boundary?.value {
            case .end?: target = start.adding(months: length - 1) ?? start
            case .middle?: target = start.adding(months: length / 2) ?? start
            default: break
            }
            if recording { steps.append(.monthOfPeriod(target, position: boundary?.value ?? .start, length: length)) }
            // `2분기`, `상반기`, `H1`: a question counts every month of it.
            var months: ClosedRange<CalendarDate>?
            if boundary == nil, let last = start.adding(months: length - 1) {
                months =
                    CalendarDate(
                        uncheckedYear: start.year, month: start.month, day: 1)...CalendarDate(
                        uncheckedYear: last.year, month: last.month, day: last.dayCount)
            }
            return Reading(
                steps: steps, anchor: anchor, destination: .month(target), day: boundaryDay(of: target), span: months)
        }

        // Months.
        if let month, !month.weak || (boundary != nil && year == nil) {
            let target: YearMonth
            var anchor = Anchor.today
            switch month.value {
            case .number(let number):
                let (yearValue, yearAnchor) = try resolvedYear(context, steps: &steps)
                anchor = yearAnchor
                guard let value = YearMonth(yearValue, number) else {
                    throw .yearOutOfRange(yearSaid(yearValue, else: month.text))
                }
                target = value
            case .named(let number, let shift):
                if let year { throw .contradictory(month.text, year.text) }
                target = try Self.named(number, shift: shift, from: today.yearMonth, text: month.text)
            case .fromToday(0) where year.map({ !$0.weak }) == true:
                // this month last year, 작년 이맘때: today's month of that year.
                let (yearValue, yearAnchor) = try resolvedYear(context, steps: &steps)
                anchor = yearAnchor
                guard let value = YearMonth(yearValue, today.month) else {
                    throw .yearOutOfRange(yearSaid(yearValue, else: month.text))
                }
                target = value
            case .fromToday(let shift):
                if let year, !year.weak { throw .contradictory(month.text, year.text) }
                guard let value = today.yearMonth.adding(months: shift) else {
                    throw .yearOutOfRange(month.text.saying(String(today.year + shift / 12)))
                }
                target = value
            }
            var date = boundaryDay(of: target)
            if let day, case .number(let number) = day.value {
                guard number <= target.dayCount else { throw .dayOutOfRange(day.text.saying(String(number))) }
                date = CalendarDate(target.year, target.month, number)
            }
            return Reading(steps: steps, anchor: anchor, destination: .month(target), day: date)
        }

        // A day of the month without a month: the 15th, 15일 → today's month.
        if let day, case .number(let number) = day.value {
            if let year, !year.weak { throw .contradictory(day.text, year.text) }
            guard number <= today.yearMonth.dayCount else { throw .dayOutOfRange(day.text.saying(String(number))) }
            if recording { steps.append(.todaysMonth) }
            return Reading(
                steps: steps, anchor: .today, destination: .month(today.yearMonth),
                day: CalendarDate(today.year, today.month, number))
        }

        // Years.
        if let yearSlot = year {
            let (value, anchor) = try resolvedYear(context, steps: &steps)
            switch boundary?.value {
            case .start?:
                guard let target = YearMonth(value, 1) else {
                    throw .yearOutOfRange(yearSlot.text.saying(String(value)))
                }
                if recording { steps.append(.monthOfPeriod(target, position: .start, length: 12)) }
                return Reading(
                    steps: steps, anchor: anchor, destination: .month(target), day: boundaryDay(of: target))
            case .end?:
                guard let target = YearMonth(value, 12) else {
                    throw .yearOutOfRange(yearSlot.text.saying(String(value)))
                }
                if recording { steps.append(.monthOfPeriod(target, position: .end, length: 12)) }
                return Reading(
                    steps: steps, anchor: anchor, destination: .month(target), day: boundaryDay(of: target))
            case .middle?:
                throw .vague(boundary?.text ?? yearSlot.text)
            case nil:
                return Reading(steps: steps, anchor: anchor, destination: .year(value))
            }
        }
        return nil
    }

    /// The `shift`th day numbered `number` after today (before it when negative), skipping months too
    /// short to have it.
    static func nextDay(_ number: Int, shift: Int, from today: CalendarDate, text: Said) throws(InvalidReason)
        -> CalendarDate
    {
        var month = today.yearMonth
        var left = shift.magnitude
        for _ in 0..<(12 * (Int(left) + 1)) {
            if let date = CalendarDate(month.year, month.month, number),
                shift > 0 ? date > today : date < today
            {
                left -= 1
                if left == 0 { return date }
            }
            guard let following = month.adding(months: shift > 0 ? 1 : -1) else { break }
            month = following
        }
        throw .yearOutOfRange(text)
    }

    /// Whether a year slot holds a count from today (`2 years ago`) rather than a year named outright.
    static func isCount(_ year: Slot<YearValue>?) -> Bool {
        if case .fromToday? = year?.value { return true }
        return false
    }

    /// The `ordinal`th `weekday` (0 Sunday) of `month`, counted from its start, or the last one when
    /// `ordinal` is −1; `nil` when the month has no such day (a fifth Monday).
    static func weekday(_ weekday: Int, ordinal: Int, in month: YearMonth) -> CalendarDate? {
        if ordinal < 0 {
            let last = CalendarDate(uncheckedYear: month.year, month: month.month, day: month.dayCount)
            return last.adding(days: -((last.weekday - weekday + 7) % 7))
        }
        let first = CalendarDate(uncheckedYear: month.year, month: month.month, day: 1)
        let day = 1 + (weekday - first.weekday + 7) % 7 + 7 * (ordinal - 1)
        return CalendarDate(month.year, month.month, day)
    }

    /// The first or last day of `month`, as a boundary that is a day names it.
    func boundaryDay(of month: YearMonth) -> CalendarDate? {
        guard boundaryIsDay, let boundary = boundary?.value, boundary != .middle else { return nil }
        return CalendarDate(month.year, month.month, boundary == .start ? 1 : month.dayCount)
    }

    /// The year the phrase names, or the year on screen when it names none.
    func resolvedYear(_ context: ParseContext, steps: inout [ReadingStep]) throws(InvalidReason) -> (Int, Anchor) {
        switch year.map({ ($0.value, $0.text) }) {
        case (.absolute(let value), _)?:
            return (value, .absolute)
        case (.fromToday(let shift), let said)?:
            let (value, overflow) = context.today.year.addingReportingOverflow(shift)
            guard !overflow, YearMonth.years.contains(value) else {
                throw .yearOutOfRange(said.saying(String(overflow ? shift : value)))
            }
            return (value, .today)
        case nil:
            if recording { steps.append(.yearOnScreen(context.screenYear)) }
            return (context.screenYear, .screen)
        }
    }

    /// The year `value` as an error quotes it, standing where the year was said, else where `other`
    /// (the part the year was taken for) was.
    func yearSaid(_ value: Int, else other: Said) -> Said {
        (year?.text ?? other).saying(String(value))
    }

    /// Throws the contradiction between `text` and the first of `others` that was said.
    func refuse(others: [Said?], against text: Said) throws(InvalidReason) {
        for case let other? in others { throw .contradictory(text, other) }
    }

    /// `next march`: the first March after `month`; `last march`: the last before it; `this march`: of
    /// its year. Larger shifts go on by whole years.
    static func named(_ number: Int, shift: Int, from month: YearMonth, text: Said) throws(InvalidReason) -> YearMonth {
        var year = month.year
        if shift > 0 {
            if number <= month.month { year += 1 }
            year += shift - 1
        } else if shift < 0 {
            if number >= month.month { year -= 1 }
            year += shift + 1
        }
        guard let target = YearMonth(year, number) else { throw .yearOutOfRange(text.saying(String(year))) }
        return target
    }

    /// The Monday through the Sunday of the week `date` is in, as ISO 8601 and hledger's `-W` count
    /// weeks; `nil` at the calendar's ends.
    static func isoWeek(of date: CalendarDate) -> ClosedRange<CalendarDate>? {
        let fromMonday = (date.weekday + 6) % 7
        guard let monday = date.adding(days: -fromMonday), let sunday = monday.adding(days: 6) else { return nil }
        return monday...sunday
    }

    /// The Thursday of ISO week `week` of `year`, `nil` when the year has no such week (week 53 of most
    /// years) or it leaves the calendar.
    static func thursday(ofWeek week: Int, in year: Int) -> CalendarDate? {
        // January 4th is always in week 1; its week's Thursday is the first Thursday of the ISO year.
        guard let fourth = CalendarDate(year, 1, 4) else { return nil }
        let isoWeekday = (fourth.weekday + 6) % 7 + 1  // Monday 1 … Sunday 7
        guard let first = fourth.adding(days: 4 - isoWeekday), let thursday = first.adding(days: 7 * (week - 1)),
            thursday.year == year
        else { return nil }
        return thursday
    }

    /// `date` moved by whole months (the day kept inside the month) and then by days.
    static func shift(_ date: CalendarDate, months: Int, days: Int, text: Said) throws(InvalidReason) -> CalendarDate {
        guard let month = date.yearMonth.adding(months: months) else {
            throw .yearOutOfRange(text.saying(String(date.year + months / 12)))
        }
        let day = min(date.day, month.dayCount)
        let moved = CalendarDate(uncheckedYear: month.year, month: month.month, day: day)
        guard let result = moved.adding(days: days) else {
            throw .yearOutOfRange(text.saying(String(date.year + days / 365)))
        }
        return result
    }
}
