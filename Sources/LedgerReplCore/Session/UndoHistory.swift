/// One thing `undo` can take back: a change of the picker state, or an entry recorded in the journal
/// (with the state from before it, which `undo` returns to once the entry is taken back).
public enum UndoStep: Hashable, Sendable {
    /// Return to this state.
    case state(PickerState)
    /// Take back the entry this receipt describes, then return to `before`.
    indirect case recording(AppendReceipt, before: PickerState)
}

/// The steps `undo` can take back, keeping at most `capacity` of them (a ring buffer), so a session
/// of any length runs in bounded memory and constant time per command.
public struct UndoHistory: Sendable {
    /// How many steps are kept; older ones are forgotten.
    public let capacity: Int
    private var storage: [UndoStep] = []
    private var oldest = 0
    /// The number of steps that can be undone.
    public private(set) var count = 0

    /// Makes an empty history keeping at most `capacity` steps.
    public init(capacity: Int = 1000) {
        self.capacity = max(1, capacity)
    }

    /// Remembers `state`, forgetting the oldest step when full.
    public mutating func push(_ state: PickerState) { push(step: .state(state)) }

    /// Remembers `step`, forgetting the oldest one when full.
    public mutating func push(step: UndoStep) {
        if count < capacity {
            let index = wrapped(oldest + count)
            if index == storage.count { storage.append(step) } else { storage[index] = step }
            count += 1
        } else {
            storage[oldest] = step
            oldest = wrapped(oldest + 1)
        }
    }

    /// Takes the newest step, or `nil` when there is none.
    public mutating func pop() -> UndoStep? {
        guard count > 0 else { return nil }
        count -= 1
        return storage[wrapped(oldest + count)]
    }

    /// A position in the ring, `position` being less than twice the capacity (a subtraction rather
    /// than a division: every selection pushes a step).
    private func wrapped(_ position: Int) -> Int {
        position < capacity ? position : position - capacity
    }
}
