/// The events of one command, in order. A command has at most one in practice (a selection's `reload`),
/// which is held in place; only a second would need an array. Every line makes one, so making one
/// allocates nothing.
public struct Events: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private var first: Event?
    private var more: [Event] = []

    /// No events.
    public init() {}

    /// The one event `event`.
    public init(_ event: Event) {
        first = event
    }

    /// `elements`, in order.
    public init(_ elements: some Sequence<Event>) {
        for event in elements { append(event) }
    }

    /// The events of the literal, in order.
    public init(arrayLiteral elements: Event...) {
        self.init(elements)
    }

    /// Adds `event` after the others.
    public mutating func append(_ event: Event) {
        if first == nil { first = event } else { more.append(event) }
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int { first == nil ? 0 : 1 + more.count }

    public subscript(position: Int) -> Event {
        precondition(position >= 0 && position < endIndex, "Events index \(position) out of range")
        // `first` is set whenever there is an element.
        return position == 0 ? first.unsafelyUnwrapped : more[position - 1]
    }
}
