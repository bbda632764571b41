/// The events of one command, in order: at most two, held in place (a command has at most one in
/// practice, a selection's `reload`; the second slot is headroom), so that making one allocates nothing.
public struct Events: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The most events one command can have.
    public static let capacity = 2

    private var first: Event?
    private var second: Event?

    /// No events.
    public init() {}

    /// The one event `event`.
    public init(_ event: Event) {
        first = event
    }

    /// `elements`, in order (at most `capacity` of them).
    public init(_ elements: some Sequence<Event>) {
        for event in elements { append(event) }
    }

    /// The events of the literal, in order.
    public init(arrayLiteral elements: Event...) {
        self.init(elements)
    }

    /// Adds `event` after the others. A command that made more than `capacity` events would be a
    /// programming error, not something a line can cause.
    public mutating func append(_ event: Event) {
        if first == nil {
            first = event
        } else {
            precondition(second == nil, "a command makes at most \(Self.capacity) events")
            second = event
        }
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int { first == nil ? 0 : second == nil ? 1 : 2 }

    public subscript(position: Int) -> Event {
        switch position {
        case 0: if let first { return first }
        case 1: if let second { return second }
        default: break
        }
        preconditionFailure("Events index \(position) out of range")
    }
}
