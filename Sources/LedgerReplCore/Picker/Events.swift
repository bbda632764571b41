/// The events of one command, in order: at most two, held in place. A command has at most one in
/// practice (a selection's `reload`); the second slot is headroom. Every line makes one and copies it,
/// so it holds no reference: copying it copies its bytes and nothing more. Each slot holds its event's
/// month, `YearMonth.absent` when empty: two whole words, not two optionals of nine bytes (see
/// `PickerState` for what odd sizes cost a copy).
public struct Events: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The most events one command can have.
    public static let capacity = 2

    private var first = YearMonth.absent
    private var second = YearMonth.absent

    /// No events.
    public init() {}

    /// The one event `event`.
    public init(_ event: Event) {
        append(event)
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
        switch event {
        case .reload(let month):
            if first.isAbsent {
                first = month
            } else {
                precondition(second.isAbsent, "a command makes at most \(Self.capacity) events")
                second = month
            }
        }
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int { first.isAbsent ? 0 : second.isAbsent ? 1 : 2 }

    public subscript(position: Int) -> Event {
        precondition(position >= 0 && position < endIndex, "Events index \(position) out of range")
        // The slots fill in order, so every position below `endIndex` is set.
        return .reload(position == 0 ? first : second)
    }
}
