import LedgerJournalCore

/// What `explain` says of a reading, in English or Korean: where the phrase points, what it was counted
/// from, and what each part meant.
extension Messages {
    /// The reply to `explain PHRASE`: `Read as the month December 2026 (2026-12), counted from today:
    /// "next month" → today's month +1.` or `2026년 12월(2026-12)로 읽었습니다. 오늘 기준: "다음 달" →
    /// 이번 달 +1.`
    public func explanation(of reading: Reading) -> String {
        // A day that is then moved (`다음 달 마지막 금요일의 다음 날`) is a step on the way, not the answer.
        let steps = reading.steps.indices.map { position in
            let step = reading.steps[position]
            if case .day(let date) = step, position + 1 < reading.steps.count,
                case .movedDay = reading.steps[position + 1]
            {
                return language == .english ? "day \(date)" : "\(date)"
            }
            return text(for: step)
        }.joined(separator: ", ")
        switch language {
        case .english:
            let target: String
            switch reading.destination {
            case .month(let month): target = "the month \(language.label(month)) (\(month))"
            case .year(let year): target = language.yearLabel(year)
            }
            let anchor: String
            switch reading.anchor {
            case .today: anchor = "counted from today"
            case .screen: anchor = "in the year on screen"
            case .absolute: anchor = "as written"
            }
            return "Read as \(target), \(anchor): \(steps)."
        case .korean:
            let target: String
            switch reading.destination {
            case .month(let month): target = "\(language.label(month))(\(month))"
            case .year(let year): target = language.yearLabel(year)
            }
            let anchor: String
            switch reading.anchor {
            case .today: anchor = "오늘 기준"
            case .screen: anchor = "화면의 연도 기준"
            case .absolute: anchor = "적힌 그대로"
            }
            return "\(KoreanParticle.direction.attached(to: target)) 읽었습니다. \(anchor): \(steps)."
        }
    }

    /// One step of a reading: `"next month" → today's month +1`, `year → the year on screen, 2025`.
    public func text(for step: ReadingStep) -> String {
        let english = language == .english
        switch step {
        case .words(let words, let meanings):
            return "\"\(VisibleText.escaping(words))\" → " + meanings.map { text(for: $0) }.joined(separator: ", ")
        case .yearOnScreen(let year):
            return english ? "year → the year on screen, \(year)" : "연도 → 화면의 연도 \(language.yearLabel(year))"
        case .todaysMonth:
            return english ? "month → today's month" : "달 → 이번 달"
        case .day(let date):
            return english ? "day \(date) → its month" : "\(date) → 그날의 달"
        case .movedDay(let date):
            return english
                ? "moved to \(date) → its month" : "\(KoreanParticle.direction.attached(to: "\(date)")) 옮김 → 그날의 달"
        case .weekThursday(let date):
            return english ? "Thursday \(date) → its month" : "그 주 목요일 \(date) → 그날의 달"
        case .monthOfPeriod(let month, let position, let length):
            if english {
                let which = position == .start ? "first" : position == .middle ? "middle" : "last"
                let period = length == 3 ? "quarter" : length == 6 ? "half" : "year"
                return "\(month) → the \(which) month of the \(period)"
            }
            let which = position == .start ? "첫" : position == .middle ? "가운데" : "마지막"
            let period = length == 3 ? "분기" : length == 6 ? "반기" : "그해"
            return "\(month) → \(period)의 \(which) 달"
        }
    }

    /// What some words meant: `month 3`, `3월`; `today's month +1`, `이번 달 +1`.
    public func text(for meaning: PhraseMeaning) -> String {
        let english = language == .english
        switch meaning {
        case .year(let year):
            return english ? "year \(year)" : "\(year)년"
        case .month(let month):
            return english ? "month \(month)" : "\(month)월"
        case .day(let day):
            return english ? "day \(day)" : "\(day)일"
        case .quarter(let quarter):
            return english ? "quarter \(quarter)" : "\(quarter)분기"
        case .half(let half):
            if english { return half == 1 ? "the first half (from January)" : "the second half (from July)" }
            return half == 1 ? "상반기(1월부터)" : "하반기(7월부터)"
        case .isoWeek(let week):
            return english ? "ISO week \(week)" : "국제 표준 \(week)주차"
        case .weekday(let day):
            return weekdayName(day)
        case .weekdayFromToday(let day, let shift):
            if english { return "\(weekdayName(day)), \(signed(shift)) from today" }
            return relative(shift, from: "오늘", name: weekdayName(day), this: "이번 주")
        case .boundary(let boundary):
            switch boundary {
            case .start: return english ? "the start" : "처음"
            case .middle: return english ? "the middle" : "중간"
            case .end: return english ? "the end" : "끝"
            }
        case .namedMonth(let month, let shift):
            let name = language.monthName(month)
            if english {
                switch shift {
                case 0: return "\(name) of today's year"
                case 1: return "the first \(name) after today's month"
                case -1: return "the last \(name) before today's month"
                default: return "\(name), \(signed(shift)) from today's month"
                }
            }
            return relative(shift, from: "이번 달", name: name, this: "올해")
        case .namedQuarter(let quarter, let shift):
            if english {
                switch shift {
                case 0: return "quarter \(quarter) of today's year"
                case 1: return "the first quarter \(quarter) after today's quarter"
                case -1: return "the last quarter \(quarter) before today's quarter"
                default: return "quarter \(quarter), \(signed(shift)) from today's quarter"
                }
            }
            return relative(shift, from: "이번 분기", name: "\(quarter)분기", this: "올해")
        case .fromToday(let unit, let count):
            if english {
                switch unit {
                case .day: return "today \(signed(count)) day\(count.magnitude == 1 ? "" : "s")"
                case .week: return "today's week \(signed(count))"
                case .month: return "today's month \(signed(count))"
                case .quarter: return "today's quarter \(signed(count))"
                case .halfYear: return "today's half year \(signed(count))"
                case .year: return "today's year \(signed(count))"
                }
            }
            switch unit {
            case .day: return "오늘 \(signed(count))일"
            case .week: return "이번 주 \(signed(count))"
            case .month: return "이번 달 \(signed(count))"
            case .quarter: return "이번 분기 \(signed(count))"
            case .halfYear: return "이번 반기 \(signed(count))"
            case .year: return "올해 \(signed(count))"
            }
        case .daysFromToday(let months, let days):
            return (english ? "today " : "오늘 ") + span(months: months, days: days)
        case .daysFromNamedDay(let months, let days):
            return (english ? "that day " : "그날 ") + span(months: months, days: days)
        case .dayFromToday(let day, let shift):
            if english {
                return shift > 0 ? "the first day \(day) after today" : "the last day \(day) before today"
            }
            return relative(shift, from: "오늘", name: "\(day)일", this: "이번 달")
        case .sameTime:
            return english ? "the same time as today" : "오늘과 같은 때"
        case .timeOfDay(let time):
            return english
                ? "time of day \(time), set aside (a day is the finest the picker shows)"
                : "시각 \(time), 날짜만 씀"
        case .partOfDay:
            return english
                ? "a part of the day, set aside (a day is the finest the picker shows)"
                : "하루 중 때, 날짜만 씀"
        case .dayOfYear(let day):
            return english ? "day \(day) of the year" : "그해의 \(day)번째 날"
        case .weekdayOrdinal(let ordinal, let day):
            if english {
                let which = ordinal < 0 ? "last" : ["first", "second", "third", "fourth", "fifth"][min(ordinal, 5) - 1]
                return "the \(which) \(weekdayName(day)) of the month"
            }
            let which = ordinal < 0 ? "마지막" : ["첫째", "둘째", "셋째", "넷째", "다섯째"][min(ordinal, 5) - 1]
            return "그달의 \(which) \(weekdayName(day))"
        case .weekOfMonth(let week):
            return english ? "week \(week) of the month" : "그달의 \(week)주차"
        case .daysFromDay(let start, let months, let days):
            if english { return "today \(signed(start)) days, then " + span(months: months, days: days) }
            return "오늘 \(signed(start))일, 거기서 " + span(months: months, days: days)
        }
    }

    /// `+2 months +3 days`, `+2개월 +3일`; the months left out when there are none, the days when there
    /// are months and no days.
    private func span(months: Int, days: Int) -> String {
        switch language {
        case .english:
            if days == 0, months != 0 { return "\(signed(months)) month\(months.magnitude == 1 ? "" : "s")" }
            let monthsText = months == 0 ? "" : "\(signed(months)) month\(months.magnitude == 1 ? "" : "s") "
            return monthsText + "\(signed(days)) day\(days.magnitude == 1 ? "" : "s")"
        case .korean:
            if days == 0, months != 0 { return "\(signed(months))개월" }
            return (months == 0 ? "" : "\(signed(months))개월 ") + "\(signed(days))일"
        }
    }

    /// `Sunday` … `Saturday`, `일요일` … `토요일`; 0 is Sunday.
    private func weekdayName(_ day: Int) -> String {
        let names =
            language == .english
            ? ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
            : ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]
        return names[((day % 7) + 7) % 7]
    }

    /// The Korean for a thing counted from now: `이번 달 이후 첫 3월`, `오늘 이전 2번째 금요일`, `올해 3월`.
    private func relative(_ shift: Int, from base: String, name: String, this: String) -> String {
        switch shift {
        case 0: return "\(this) \(name)"
        case 1: return "\(base) 이후 첫 \(name)"
        case -1: return "\(base) 이전 마지막 \(name)"
        case 2...: return "\(base) 이후 \(shift)번째 \(name)"
        default: return "\(base) 이전 \(shift.magnitude)번째 \(name)"
        }
    }

    /// `+3`, `−3` (a true minus sign).
    private func signed(_ value: Int) -> String { value < 0 ? "−\(value.magnitude)" : "+\(value)" }
}
