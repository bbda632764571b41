import Testing

@testable import LedgerReplCore

/// The semantics table of the picker, row by row: each case names the state before, the action,
/// and the whole state after (or the refusal), the events and the reply.
@Suite struct PickerStateTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let before: PickerState
        let action: PickerAction
        let after: PickerState
        var events: Events = []
        let reply: Reply
        var testDescription: String { name }
    }

    static let transitions: [Case] = [
        Case(
            name: "open opens on the selection's year with the focus on it",
            before: picker(ym(2024, 7)), action: .open,
            after: picker(ym(2024, 7), focus: ym(2024, 7)), reply: .opened(year: 2024)),
        Case(
            name: "open while open changes nothing",
            before: picker(focus: ym(2027, 3)), action: .open,
            after: picker(focus: ym(2027, 3)), reply: .alreadyOpen),
        Case(
            name: "close keeps the selection",
            before: picker(focus: ym(2027, 3)), action: .close, after: picker(), reply: .closed(selection: ym(2026, 11))
        ),
        Case(
            name: "close while closed changes nothing",
            before: picker(), action: .close, after: picker(), reply: .alreadyClosed),
        Case(
            name: "< when closed selects the previous month",
            before: picker(ym(2026, 1)), action: .step(by: -1),
            after: picker(ym(2025, 12)), events: [.reload(ym(2025, 12))], reply: .selected(ym(2025, 12))),
        Case(
            name: "3> when closed selects three months on, across the year",
            before: picker(ym(2026, 11)), action: .step(by: 3),
            after: picker(ym(2027, 2)), events: [.reload(ym(2027, 2))], reply: .selected(ym(2027, 2))),
        Case(
            name: "> when open shows the next year and keeps the focus's month",
            before: picker(focus: ym(2026, 11)), action: .step(by: 1),
            after: picker(focus: ym(2027, 11)), reply: .showingYear(2027)),
        Case(
            name: "<< when closed goes back twelve months",
            before: picker(ym(2026, 11)), action: .leap(by: -1),
            after: picker(ym(2025, 11)), events: [.reload(ym(2025, 11))], reply: .selected(ym(2025, 11))),
        Case(
            name: ">> when open shows ten years on",
            before: picker(focus: ym(2026, 5)), action: .leap(by: 1),
            after: picker(focus: ym(2036, 5)), reply: .showingYear(2036)),
        Case(
            name: "a month when closed selects it",
            before: picker(), action: goTo(ym(2024, 7)),
            after: picker(ym(2024, 7)), events: [.reload(ym(2024, 7))], reply: .selected(ym(2024, 7))),
        Case(
            name: "a month when open selects it and closes",
            before: picker(focus: ym(2027, 1)), action: goTo(ym(2027, 3)),
            after: picker(ym(2027, 3)), events: [.reload(ym(2027, 3))], reply: .selected(ym(2027, 3))),
        Case(
            name: "selecting the selected month still reloads",
            before: picker(), action: goTo(ym(2026, 11)),
            after: picker(), events: [.reload(ym(2026, 11))], reply: .selected(ym(2026, 11))),
        Case(
            name: "a year when closed opens on it, the focus on the selection's month",
            before: picker(ym(2024, 7)), action: show(2027),
            after: picker(ym(2024, 7), focus: ym(2027, 7)), reply: .opened(year: 2027)),
        Case(
            name: "a year when open shows it",
            before: picker(focus: ym(2026, 2)), action: show(2030),
            after: picker(focus: ym(2030, 2)), reply: .showingYear(2030)),
        Case(
            name: "right moves the focus one month, crossing into the next year",
            before: picker(focus: ym(2026, 12)), action: .moveFocus(.right),
            after: picker(focus: ym(2027, 1)), reply: .focused(ym(2027, 1))),
        Case(
            name: "left moves the focus one month back",
            before: picker(focus: ym(2026, 1)), action: .moveFocus(.left),
            after: picker(focus: ym(2025, 12)), reply: .focused(ym(2025, 12))),
        Case(
            name: "up moves the focus one row (four months) back, crossing years",
            before: picker(focus: ym(2026, 2)), action: .moveFocus(.up),
            after: picker(focus: ym(2025, 10)), reply: .focused(ym(2025, 10))),
        Case(
            name: "down moves the focus one row on",
            before: picker(focus: ym(2026, 11)), action: .moveFocus(.down),
            after: picker(focus: ym(2027, 3)), reply: .focused(ym(2027, 3))),
        Case(
            name: "home moves the focus to January",
            before: picker(focus: ym(2026, 8)), action: .moveFocus(.home),
            after: picker(focus: ym(2026, 1)), reply: .focused(ym(2026, 1))),
        Case(
            name: "end moves the focus to December",
            before: picker(focus: ym(2026, 8)), action: .moveFocus(.end),
            after: picker(focus: ym(2026, 12)), reply: .focused(ym(2026, 12))),
        Case(
            name: "pgup moves the focus a year back",
            before: picker(focus: ym(2026, 8)), action: .moveFocus(.pageUp),
            after: picker(focus: ym(2025, 8)), reply: .focused(ym(2025, 8))),
        Case(
            name: "pgdn moves the focus a year on",
            before: picker(focus: ym(2026, 8)), action: .moveFocus(.pageDown),
            after: picker(focus: ym(2027, 8)), reply: .focused(ym(2027, 8))),
        Case(
            name: "enter selects the focus and closes",
            before: picker(focus: ym(2027, 8)), action: .choose,
            after: picker(ym(2027, 8)), events: [.reload(ym(2027, 8))], reply: .selected(ym(2027, 8))),
        Case(
            name: "a year whose month of the focus is out of bounds clamps the focus inside",
            before: picker(ym(2022, 1), first: ym(2020, 3), last: ym(2030, 12)), action: show(2020),
            after: picker(ym(2022, 1), focus: ym(2020, 3), first: ym(2020, 3), last: ym(2030, 12)),
            reply: .opened(year: 2020)),
        Case(
            name: "home inside bounds stops at the first month",
            before: picker(ym(2020, 6), focus: ym(2020, 6), first: ym(2020, 3)), action: .moveFocus(.home),
            after: picker(ym(2020, 6), focus: ym(2020, 3), first: ym(2020, 3)), reply: .focused(ym(2020, 3))),
    ]

    @Test(arguments: transitions)
    func appliesTheSemanticsTable(_ test: Case) throws {
        let transition = try test.before.applying(test.action)
        #expect(transition.state == test.after)
        #expect(transition.events == test.events)
        #expect(transition.reply == test.reply)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let before: PickerState
        let action: PickerAction
        let error: PickerError
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "a month after the last one", before: picker(last: ym(2030, 12)), action: goTo(ym(2031, 1)),
            error: .monthAfterLast(ym(2031, 1), last: ym(2030, 12))),
        Refusal(
            name: "a month before the first one", before: picker(first: ym(2020, 1)), action: goTo(ym(2019, 12)),
            error: .monthBeforeFirst(ym(2019, 12), first: ym(2020, 1))),
        Refusal(
            name: "> past the last month when closed", before: picker(ym(2030, 12), last: ym(2030, 12)),
            action: .step(by: 1), error: .monthAfterLast(ym(2031, 1), last: ym(2030, 12))),
        Refusal(
            name: "> past the last year when open", before: picker(focus: ym(2030, 5), last: ym(2030, 12)),
            action: .step(by: 1), error: .yearAfterLast(2031, last: ym(2030, 12))),
        Refusal(
            name: "a year before the first", before: picker(first: ym(2020, 1)), action: show(2019),
            error: .yearBeforeFirst(2019, first: ym(2020, 1))),
        Refusal(name: "< before 0001-01", before: picker(ym(1, 1)), action: .step(by: -1), error: .outOfCalendar("<")),
        Refusal(
            name: "> after 9999 when open", before: picker(focus: ym(9999, 1)), action: .step(by: 1),
            error: .outOfCalendar(">")),
        Refusal(
            name: "a huge count", before: picker(), action: .leap(by: Int.max), error: .outOfCalendar("\(Int.max)>>")),
        Refusal(
            name: "right past the last month", before: picker(focus: ym(2030, 12), last: ym(2030, 12)),
            action: .moveFocus(.right), error: .monthAfterLast(ym(2031, 1), last: ym(2030, 12))),
        Refusal(
            name: "left past 0001-01", before: picker(ym(1, 1), focus: ym(1, 1)), action: .moveFocus(.left),
            error: .outOfCalendar("left")),
        Refusal(
            name: "a cursor move while closed", before: picker(), action: .moveFocus(.down),
            error: .needsOpenPopover(.focus(.down))),
        Refusal(name: "enter while closed", before: picker(), action: .choose, error: .needsOpenPopover(.enter)),
    ]

    @Test(arguments: refusals)
    func refusesWithAReasonAndKeepsTheState(_ test: Refusal) {
        #expect(throws: test.error) { try test.before.applying(test.action) }
    }

    @Test func keepsItsFocusAsSet() {
        var state = picker()
        #expect(state.focus == nil && !state.isOpen)
        for month in [ym(1, 1), ym(2026, 11), ym(9999, 12)] {
            state.focus = month
            #expect(state.focus == month && state.isOpen && state.yearOnScreen == month.year)
        }
        state.focus = nil
        #expect(state == picker() && state.hashValue == picker().hashValue)
    }
}
