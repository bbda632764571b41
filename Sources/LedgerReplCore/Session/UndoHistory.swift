/// The states `undo` can return to, keeping at most `capacity` of them (a ring buffer), so a session
/// of any length runs in bounded memory and constant time per command.
public struct UndoHistory: Sendable {
    /// How many states are kept; older ones are forgotten.
    public let capacity: Int
    private var storage: [PickerState] = []
    private var oldest = 0
    /// The number of states that can be undone.
    public private(set) var count = 0

    /// Makes an empty history keeping at most `capacity` states.
    public init(capacity: Int = 1000) {
        self.capacity = max(1, capacity)
    }

    /// Remembers `state`, forgetting the oldest one when full.
    public mutating func push(_ state: PickerState) {
        if count < capacity {
            let index = (oldest + count) % capacity
            if index == storage.count { storage.append(state) } else { storage[index] = state }
            count += 1
        } else {
            storage[oldest] = state
            oldest = (oldest + 1) % capacity
        }
    }

    /// Takes the newest state, or `nil` when there is none.
    public mutating func pop() -> PickerState? {
        guard count > 0 else { return nil }
        count -= 1
        return storage[(oldest + count) % capacity]
    }
}
