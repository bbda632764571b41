import Testing

@testable import LedgerReplCore

/// Goldens for the popover and the month view, in both languages, with every marker and bounds.
@Suite struct RenderingTests {
    static let english = RenderOptions(language: .english)
    static let korean = RenderOptions(language: .korean)

    struct Golden: Sendable, CustomTestStringConvertible {
        let name: String
        let state: PickerState
        let options: RenderOptions
        var testDescription: String { name }
    }

    static let goldens: [Golden] = [
        // Selected, today and focus on one month, as right after `open`.
        Golden(name: "popover-open-on-today-en", state: picker(focus: ym(2026, 11)), options: english),
        Golden(name: "popover-open-on-today-ko", state: picker(focus: ym(2026, 11)), options: korean),
        // Every marker on a different month, and disabled months from the bounds.
        Golden(
            name: "popover-all-markers-en",
            state: picker(ym(2026, 3), focus: ym(2026, 7), first: ym(2026, 2), last: ym(2026, 11)),
            options: english),
        Golden(
            name: "popover-all-markers-ko",
            state: picker(ym(2026, 3), focus: ym(2026, 7), first: ym(2026, 2), last: ym(2026, 11)),
            options: korean),
        Golden(
            name: "popover-arrow-down-unicode-en",
            state: picker(ym(2024, 7), focus: ym(2025, 1)),
            options: RenderOptions(language: .english, style: .unicode, arrow: .down)),
        Golden(
            name: "popover-arrow-down-unicode-ko",
            state: picker(ym(2024, 7), focus: ym(2025, 1)),
            options: RenderOptions(language: .korean, style: .unicode, arrow: .down)),
        Golden(name: "month-view-with-today-en", state: picker(), options: english),
        Golden(name: "month-view-with-today-ko", state: picker(), options: korean),
        Golden(name: "month-view-february-leap-en", state: picker(ym(2024, 2)), options: english),
        Golden(name: "month-view-six-weeks-ko", state: picker(ym(2026, 8)), options: korean),
    ]

    @Test(arguments: goldens)
    func drawsLikeItsGolden(_ golden: Golden) {
        Snapshot.assertMatches(TextOutput(options: golden.options).view(of: golden.state), named: golden.name)
    }

    @Test(arguments: [english, korean, RenderOptions(language: .korean, style: .unicode, arrow: .down)])
    func everyLineOfTheBoxHasTheSameDisplayWidth(options: RenderOptions) {
        let lines = PopoverRenderer(options: options).lines(for: picker(ym(2026, 12), focus: ym(2026, 10)))
        let frame = options.style == .ascii ? ["+", "|"] : ["┌", "│", "├", "└"]
        let box = lines.filter { line in frame.contains { line.hasPrefix($0) } }
        #expect(box.count == 7)
        #expect(Set(box.map { DisplayWidth.of($0) }).count == 1)
    }

    @Test func blanksTheHeaderArrowsAtTheBounds() {
        let lines = PopoverRenderer(options: Self.english)
            .lines(for: picker(ym(2026, 5), focus: ym(2026, 5), first: ym(2026, 1), last: ym(2026, 12)))
        let header = lines[3]
        #expect(!header.contains("<") && !header.contains(">"))
        #expect(header.contains("2026"))
    }

    @Test func colourMarksSelectionInReverseAndTodayInBold() {
        let options = RenderOptions(color: true)
        let lines = PopoverRenderer(options: options).lines(for: picker(ym(2026, 3), focus: ym(2026, 3)))
        let grid = lines.joined(separator: "\n")
        #expect(grid.contains(ANSI.reverse + "[Mar]" + ANSI.reset))
        #expect(grid.contains(ANSI.bold + " Nov " + ANSI.reset))
        #expect(!TextOutput(options: Self.english).view(of: picker(focus: ym(2026, 3))).joined().contains("\u{1B}"))
    }

    @Test func monthViewStartsOnSundayLikeCal() {
        let lines = MonthViewRenderer(options: Self.english).lines(for: ym(2024, 7), today: fixedToday)
        #expect(
            lines == [
                "         July 2024", " Su  Mo  Tu  We  Th  Fr  Sa",
                "      1   2   3   4   5   6", "  7   8   9  10  11  12  13", " 14  15  16  17  18  19  20",
                " 21  22  23  24  25  26  27", " 28  29  30  31",
            ])
    }

    /// The today mark has a column of its own, so it never touches the next day; a terminal too narrow
    /// for that gets `cal`'s twenty columns with today named under them, then the label alone.
    @Test func theTodayMarkHasRoomOfItsOwn() {
        let today = day(2026, 11, 20)
        let lines = MonthViewRenderer(options: Self.english).lines(for: ym(2026, 11), today: today)
        #expect(lines[4] == " 15  16  17  18  19  20* 21")
        #expect(lines.last == "* today")
        var narrow = Self.english
        narrow.width = 27
        let cal = MonthViewRenderer(options: narrow).lines(for: ym(2026, 11), today: today)
        #expect(cal[4] == "15 16 17 18 19 20 21")
        #expect(cal.last == "today: the 20th")
        narrow.width = 12
        #expect(
            MonthViewRenderer(options: narrow).lines(for: ym(2026, 11), today: today) == [
                "November", "2026", "today: the", "20th",
            ])
        narrow.language = .korean
        narrow.width = 19
        #expect(MonthViewRenderer(options: narrow).lines(for: ym(2026, 11), today: today) == ["2026년 11월", "오늘: 20일"])
    }

    /// Every month of four centuries and the calendar's ends: each day sits under its own weekday, the
    /// days run 1 to the month's length, and only today's month has the today mark.
    @Test func monthViewPutsEveryDayUnderItsWeekday() {
        let renderer = MonthViewRenderer(options: Self.english)
        let years = Array(1900...2300) + [1, 2, 9998, 9999]
        for year in years {
            for month in 1...12 {
                let lines = renderer.lines(for: ym(year, month), today: fixedToday)
                var expected = 1
                for line in lines.dropFirst(2) where line != "* today" {
                    let bytes = Array(line.utf8)
                    for slot in 0..<7 where slot * 4 + 2 < bytes.count {
                        let text = String(decoding: bytes[slot * 4..<slot * 4 + 3], as: UTF8.self)
                        guard let number = Int(text.filter { $0 != " " }) else { continue }
                        #expect(number == expected, "\(year)-\(month): \(line)")
                        #expect(day(year, month, number).weekday == slot, "\(year)-\(month)-\(number)")
                        expected += 1
                    }
                }
                #expect(expected == ym(year, month).dayCount + 1, "\(year)-\(month)")
                #expect(lines.contains("* today") == (ym(year, month) == fixedToday.yearMonth))
            }
        }
    }
}
