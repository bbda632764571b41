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
///
/// Nearly every step is a state (every selection pushes one), so the ring holds plain states: a
/// recording's step keeps its state there and its receipt beside it, under the same slot.
public struct UndoHistory: Sendable {
    /// How many steps are kept; older ones are forgotten.
    public let capacity: Int
    /// The state of each step: the one to return to, or the one from before a recorded entry.
    private var states: [PickerState] = []
    /// The receipts of the steps that recorded an entry, by slot.
    private var receipts: [Int: AppendReceipt] = [:]
    private var oldest = 0
    /// The number of steps that can be undone.
    public private(set) var count = 0

    /// Makes an empty history keeping at most `capacity` steps.
    public init(capacity: Int = 1000) {
        self.capacity = max(1, capacity)
    }

    /// Remembers `state`, forgetting the oldest step when full.
    public mutating func push(_ state: PickerState) {
        let slot = nextSlot()
        if slot == states.count { states.append(state) } else { states[slot] = state }
        if !receipts.isEmpty { receipts[slot] = nil }
    }

    /// Remembers `step`, forgetting the oldest one when full.
    public mutating func push(step: UndoStep) {
        switch step {
        case .state(let state):
            push(state)
        case .recording(let receipt, let before):
            push(before)
            receipts[wrapped(oldest + count - 1)] = receipt
        }
    }

    /// Takes the most recent step off the history, or `nil` when there is none.
    public mutating func pop() -> UndoStep? {
        guard count > 0 else { return nil }
        count -= 1
        let slot = wrapped(oldest + count)
        if let receipt = receipts.removeValue(forKey: slot) { return .recording(receipt, before: states[slot]) }
        return .state(states[slot])
    }

    /// The slot the next step goes in, counted in (and the oldest forgotten when full).
    private mutating func nextSlot() -> Int {
        if count < capacity {
            count += 1
            return wrapped(oldest + count - 1)
        }
        let slot = oldest
        oldest = wrapped(oldest + 1)
        return slot
    }

    /// A position in the ring, `position` being less than twice the capacity (a subtraction rather
    /// than a division: every selection pushes a step).
    private func wrapped(_ position: Int) -> Int {
        position < capacity ? position : position - capacity
    }
}
