import Testing

@testable import LedgerReplCore

/// A command's events, held in place: none, one, or two, in the order they were made.
@Suite struct EventsTests {
    @Test func holdsItsEventsInOrder() {
        let july = YearMonth(uncheckedYear: 2024, month: 7)
        let august = YearMonth(uncheckedYear: 2024, month: 8)
        #expect(Array(Events()) == [])
        #expect(Array(Events(.reload(july))) == [.reload(july)])
        var two = Events(.reload(july))
        two.append(.reload(august))
        #expect(Array(two) == [.reload(july), .reload(august)])
        #expect(two == [.reload(july), .reload(august)] && two != [.reload(august), .reload(july)])
        #expect(Events.capacity == 2)
    }

    @Test func holdsNoReference() {
        // Copying an outcome's events copies their bytes: no reference to retain.
        #expect(_isPOD(Events.self))
    }
}
