/// A dictionary that never holds more than `capacity` entries: when it is full, the next insertion
/// empties it first. The one table type the memo layer keeps remembered results in.
///
/// Starting again rather than evicting one entry at a time keeps every operation a plain dictionary
/// operation; a script that keeps coming back to a few hundred lines refills it at once.
public struct BoundedTable<Key: Hashable, Value> {
    /// The most entries the table holds.
    public let capacity: Int
    private var entries: [Key: Value] = [:]

    /// Makes an empty table that holds at most `capacity` entries (at least one).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of entries.
    public var count: Int { entries.count }

    /// The value remembered for `key`, if any.
    public subscript(key: Key) -> Value? { entries[key] }

    /// Remembers `value` for `key`, emptying the table first when it is full.
    public mutating func insert(_ value: Value, for key: Key) {
        if entries.count >= capacity, entries[key] == nil { entries.removeAll(keepingCapacity: true) }
        entries[key] = value
        checkInvariants()
    }

    /// Forgets every entry.
    public mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    /// Stops the program when the table holds more than it may (a bug, never bad input).
    func checkInvariants() {
        precondition(entries.count <= capacity, "BoundedTable holds \(entries.count) of at most \(capacity)")
    }
}

extension BoundedTable: Sendable where Key: Sendable, Value: Sendable {}
