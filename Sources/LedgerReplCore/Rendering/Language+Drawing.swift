/// The words a drawing writes, appended as bytes and measured in integers: the same text as
/// `cellName`, `label`, `yearLabel` and `weekdayHeader`, which the drawing tests hold them to.
extension Language {
    /// Appends the short name in a popover cell: `Jul` or `7월`.
    @inline(__always)
    func appendCellName(_ month: Int, to out: inout ByteCanvas) {
        switch self {
        case .english: out.append("JanFebMarAprMayJunJulAugSepOctNovDec", range: (month - 1) * 3..<month * 3)
        case .korean:
            out.appendDecimal(month)
            out.append("월")
        }
    }

    /// Writes the short name of a month into `room` at `index` (at most five bytes: `12월`); returns the
    /// index after it.
    @inline(__always)
    func putCellName(_ month: Int, into room: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
        switch self {
        case .english:
            let names: StaticString = "JanFebMarAprMayJunJulAugSepOctNovDec"
            return names.withUTF8Buffer { names in
                let start = (month &- 1) &* 3
                room[index] = names[start]
                room[index &+ 1] = names[start &+ 1]
                room[index &+ 2] = names[start &+ 2]
                return index &+ 3
            }
        case .korean:
            var next = index
            if month >= 10 {
                room[next] = UInt8(ascii: "1")
                next &+= 1
            }
            room[next] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: month % 10)
            // 월, U+C6D4
            room[next &+ 1] = 0xEC
            room[next &+ 2] = 0x9B
            room[next &+ 3] = 0x94
            return next &+ 4
        }
    }

    /// The display width of `cellName(month)`.
    @inline(__always)
    func cellNameWidth(_ month: Int) -> Int {
        switch self {
        case .english: 3
        case .korean: month < 10 ? 3 : 4
        }
    }

    /// The widest cell name of the year.
    var widestCellName: Int { self == .english ? 3 : 4 }

    /// Appends the month label: `November 2026` or `2026년 11월`.
    func appendLabel(_ month: YearMonth, to out: inout ByteCanvas) {
        switch self {
        case .english:
            out.append(Self.englishMonthName(month.month))
            out.append(UInt8(ascii: " "))
            out.appendDecimal(month.year, minimumDigits: 4)
        case .korean:
            out.appendDecimal(month.year, minimumDigits: 4)
            out.append("년 ")
            out.appendDecimal(month.month)
            out.append("월")
        }
    }

    /// The display width of `label(month)`.
    func labelWidth(_ month: YearMonth) -> Int {
        let year = Swift.max(4, decimalDigitCount(month.year))
        switch self {
        case .english: return Self.englishMonthName(month.month).utf8CodeUnitCount + 1 + year
        case .korean: return year + 3 + decimalDigitCount(month.month) + 2
        }
    }

    /// Appends the year as the popover header shows it: `2026` or `2026년`.
    func appendYearLabel(_ year: Int, to out: inout ByteCanvas) {
        out.appendDecimal(year, minimumDigits: 4)
        if self == .korean { out.append("년") }
    }

    /// The display width of `yearLabel(year)`.
    func yearLabelWidth(_ year: Int) -> Int {
        // `2026년`: the digits and the two columns of 년.
        let suffix = switch self {
        case .english: 0
        case .korean: 2
        }
        return Swift.max(4, decimalDigitCount(year)) + suffix
    }

    /// Appends the week header of the month view, Sunday first, names one space apart.
    func appendWeekdayHeader(to out: inout ByteCanvas) {
        switch self {
        case .english: out.append("Su Mo Tu We Th Fr Sa")
        case .korean: out.append("일 월 화 수 목 금 토")
        }
    }

    /// Appends weekday `index` (0 is Sunday) of the week header: `Su` or `일`, two columns either way.
    func appendWeekday(_ index: Int, to out: inout ByteCanvas) {
        switch self {
        case .english: out.append("SuMoTuWeThFrSa", range: index * 2..<index * 2 + 2)
        case .korean: out.append("일월화수목금토", range: index * 3..<index * 3 + 3)
        }
    }

    /// The full English name of a month as a literal.
    static func englishMonthName(_ month: Int) -> StaticString {
        switch month {
        case 1: "January"
        case 2: "February"
        case 3: "March"
        case 4: "April"
        case 5: "May"
        case 6: "June"
        case 7: "July"
        case 8: "August"
        case 9: "September"
        case 10: "October"
        case 11: "November"
        default: "December"
        }
    }
}
