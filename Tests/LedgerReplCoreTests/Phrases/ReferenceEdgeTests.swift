import Testing

@testable import LedgerReplCore

/// One phrase read on the four edge days: January 31, March 1, December 31 (2026) and the leap day
/// February 29, 2028, each with the month (or year) it must lead to then.
struct EdgeCase: CustomTestStringConvertible, Sendable {
    let input: String
    let expected: [String]

    init(_ input: String, _ january31: String, _ march1: String, _ december31: String, _ leapDay: String) {
        self.input = input
        expected = [january31, march1, december31, leapDay]
    }

    var testDescription: String { input }
}

/// Every family at the edges of the reference date, where counts cross months and years: the
/// expected months are worked out by hand (a day count lands on its day; a month count keeps the day
/// inside the month; `next q2` is the first second quarter after today's quarter).
@Suite struct ReferenceEdgeTests {
    static let days = [day(2026, 1, 31), day(2026, 3, 1), day(2026, 12, 31), day(2028, 2, 29)]

    @Test(arguments: [
        EdgeCase("next month", "2026-02", "2026-04", "2027-01", "2028-03"),
        EdgeCase("in 30 days", "2026-03", "2026-03", "2027-01", "2028-03"),
        EdgeCase("last quarter", "2025-10", "2025-10", "2026-07", "2027-10"),
        EdgeCase("now + 2 months", "2026-03", "2026-05", "2027-02", "2028-04"),
        EdgeCase("today - 1 year", "2025-01", "2025-03", "2025-12", "2027-02"),
        EdgeCase("lastweek", "2026-01", "2026-02", "2026-12", "2028-02"),
        EdgeCase("two months ahead", "2026-03", "2026-05", "2027-02", "2028-04"),
        EdgeCase("the month before the last", "2025-11", "2026-01", "2026-10", "2027-12"),
        EdgeCase("june after next", "2027-06", "2027-06", "2028-06", "2029-06"),
        EdgeCase("next q2", "2026-04", "2026-04", "2027-04", "2028-04"),
        EdgeCase("2nd month of next year", "2027-02", "2027-02", "2027-02", "2029-02"),
        EdgeCase("the day after tomorrow 2 years ago", "2024-02", "2024-03", "2025-01", "2026-03"),
        EdgeCase("Next 25th", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("next 30th", "2026-03", "2026-03", "2027-01", "2028-03"),
        EdgeCase("영 개월 후", "2026-01", "2026-03", "2026-12", "2028-02"),
        EdgeCase("재작년 같은 날", "2024-01", "2024-03", "2024-12", "2026-02"),
        EdgeCase("다음 달 초반", "2026-02", "2026-04", "2027-01", "2028-03"),
        EdgeCase("지난달 중순", "2025-12", "2026-02", "2026-11", "2028-01"),
        EdgeCase("sep 93", "1993-09", "1993-09", "1993-09", "1993-09"),
        EdgeCase("nineteen eighty-four", "1984", "1984", "1984", "1984"),
        // The families of the second round.
        EdgeCase("다가오는 주", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("지나간 달", "2025-12", "2026-02", "2026-11", "2028-01"),
        EdgeCase("직전 달", "2025-12", "2026-02", "2026-11", "2028-01"),
        EdgeCase("전전달", "2025-11", "2026-01", "2026-10", "2027-12"),
        EdgeCase("이번 달 안", "2026-01", "2026-03", "2026-12", "2028-02"),
        EdgeCase("올해 중에", "2026", "2026", "2026", "2028"),
        EdgeCase("한 달 이따가", "2026-02", "2026-04", "2027-01", "2028-03"),
        EdgeCase("석 달 지나면", "2026-04", "2026-06", "2027-03", "2028-05"),
        EdgeCase("다음 주 이맘때", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("다음 달 이맘때", "2026-02", "2026-04", "2027-01", "2028-03"),
        EdgeCase("작년 이맘때", "2025-01", "2025-03", "2025-12", "2027-02"),
        EdgeCase("주초", "2026-01", "2026-03", "2026-12", "2028-02"),
        EdgeCase("이번 주 초", "2026-01", "2026-03", "2026-12", "2028-02"),
        EdgeCase("다음 주말", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("중순", "2026-01", "2026-03", "2026-12", "2028-02"),
        EdgeCase("지난달 하순", "2025-12", "2026-02", "2026-11", "2028-01"),
        EdgeCase("11월 1주차", "2026-11", "2026-11", "2026-11", "2028-11"),
        EdgeCase("다음 달 2주차", "2026-02", "2026-04", "2027-01", "2028-03"),
        EdgeCase("다음 달 보여 주세요", "2026-02", "2026-04", "2027-01", "2028-03"),
        EdgeCase("월욜", "2026-01", "2026-03", "2026-12", "2028-02"),
        EdgeCase("지금으로부터 3년 전", "2023", "2023", "2023", "2025"),
        EdgeCase("내주", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("mid-next-month", "2026-02", "2026-04", "2027-01", "2028-03"),
        EdgeCase("3-months-ago", "2025-10", "2025-12", "2026-09", "2027-11"),
        EdgeCase("this time next month", "2026-02", "2026-04", "2027-01", "2028-03"),
        EdgeCase("same time next week", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("in two months' time", "2026-03", "2026-05", "2027-02", "2028-04"),
        EdgeCase("end of next week", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("start of next week", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("some time next month", "2026-02", "2026-04", "2027-01", "2028-03"),
        EdgeCase("new year's eve", "2026-12", "2026-12", "2026-12", "2028-12"),
        EdgeCase("2024-07-15T10:00", "2024-07", "2024-07", "2024-07", "2024-07"),
        EdgeCase("2024-197", "2024-07", "2024-07", "2024-07", "2024-07"),
        EdgeCase("2024-060", "2024-02", "2024-02", "2024-02", "2024-02"),
        EdgeCase("last-week", "2026-01", "2026-02", "2026-12", "2028-02"),
        EdgeCase("2주 전 금요일", "2026-01", "2026-02", "2026-12", "2028-02"),
        EdgeCase("friday 2 weeks ago", "2026-01", "2026-02", "2026-12", "2028-02"),
        EdgeCase("한 달쯤 전", "2025-12", "2026-02", "2026-11", "2028-01"),
        EdgeCase("2분기 말", "2026-06", "2026-06", "2026-06", "2028-06"),
        EdgeCase("2주차", "2026-01", "2026-03", "2026-12", "2028-02"),
        EdgeCase("a week today", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("mtd", "2026-01", "2026-03", "2026-12", "2028-02"),
        EdgeCase("qtd", "2026-01", "2026-01", "2026-10", "2028-01"),
        EdgeCase("the twenty-first", "2026-01", "2026-03", "2026-12", "2028-02"),
        EdgeCase("다다다음 주 목요일", "2026-02", "2026-03", "2027-01", "2028-03"),
        EdgeCase("내년 어린이날", "2027-05", "2027-05", "2027-05", "2029-05"),
        EdgeCase("2024년 안에", "2024", "2024", "2024", "2024"),
        EdgeCase("다음 달부터", "2026-02", "2026-04", "2027-01", "2028-03"),
    ])
    func readsAtEveryEdge(_ row: EdgeCase) throws {
        for (today, expected) in zip(Self.days, row.expected) {
            let context = ParseContext(today: today, screenYear: today.year)
            let reading = try CommandParser(context: context).reading(of: row.input)
            let got: String
            switch reading.destination {
            case .month(let month): got = month.description
            case .year(let year): got = String(year)
            }
            #expect(got == expected, "\(row.input) on \(today)")
            #expect(!Messages(language: .korean).explanation(of: reading).isEmpty)
        }
    }
}
