/// The language of labels, replies, errors and help: English or Korean.
public enum Language: String, Hashable, Sendable, CaseIterable {
    /// English: `November 2026`, `Jan`…`Dec`, `Su Mo Tu We Th Fr Sa`.
    case english = "en"
    /// Korean: `2026년 11월`, `1월`…`12월`, `일 월 화 수 목 금 토`.
    case korean = "ko"

    /// The language a locale name such as `ko_KR.UTF-8` asks for: Korean for `ko*`, else English.
    public init(localeName: String) {
        self = localeName.lowercased().hasPrefix("ko") ? .korean : .english
    }
}

extension Language {
    /// English month names, January first.
    static let englishMonthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The full name of a month of the year: `July` or `7월`.
    public func monthName(_ month: Int) -> String {
        switch self {
        case .english: Language.englishMonthNames[month - 1]
        case .korean: "\(month)월"
        }
    }

    /// The short name in a popover cell: `Jul` or `7월`.
    public func cellName(_ month: Int) -> String {
        switch self {
        case .english: String(Language.englishMonthNames[month - 1].prefix(3))
        case .korean: "\(month)월"
        }
    }

    /// The month label the popover hangs from: `November 2026` or `2026년 11월`.
    public func label(_ month: YearMonth) -> String {
        switch self {
        case .english: "\(monthName(month.month)) \(yearText(month.year))"
        case .korean: "\(yearText(month.year))년 \(month.month)월"
        }
    }

    /// A year as the header and replies show it: `2026` or `2026년`.
    public func yearLabel(_ year: Int) -> String {
        switch self {
        case .english: yearText(year)
        case .korean: yearText(year) + "년"
        }
    }

    /// The week header of the month view, Sunday first, each name two columns wide.
    public var weekdayHeader: [String] {
        switch self {
        case .english: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
        case .korean: ["일", "월", "화", "수", "목", "금", "토"]
        }
    }

    private func yearText(_ year: Int) -> String { zeroPadded(year, width: 4) }
}
