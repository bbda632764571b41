import LedgerJournalCore

/// Remembers the drawings of recent states, so that a script coming back to the same few states draws
/// each once. Part of the memo layer: the shell composes it around the encoder, for text output.
///
/// Only views without a journal are remembered: then a view is a pure function of the state and the
/// encoder's options, which are fixed for the memo's life. A test and the session fuzzer compare what it
/// writes with the encoder's own output, byte for byte.
public struct ViewMemo: Sendable {
    private var views: BoundedTable<Key, [UInt8]>

    /// A state as the table's key: compared whole, hashed as one word folded from its fields (equal
    /// states fold to equal words; states that share a word only share a probe).
    private struct Key: TableKey, Sendable {
        let state: PickerState

        static func == (a: Key, b: Key) -> Bool { a.state == b.state }

        var tableHash: UInt64 {
            // The selection is multiplied before the focus is folded in: XORed as they are, a focus
            // equal to the selection (as it often is with the popover open) would cancel it.
            var hash = foldedHash(state.selection.tableWord, into: 0)
            hash = foldedHash(state.focus?.tableWord ?? UInt64.max, into: hash)
            hash = foldedHash(state.today.tableWord, into: hash)
            hash = foldedHash(state.bounds.first.tableWord, into: hash)
            return foldedHash(state.bounds.last.tableWord, into: hash)
        }
    }

    /// Makes an empty memo holding at most `capacity` drawings. The default keeps every month of a
    /// script that wanders over several centuries: 8,192 views of some 250 bytes, 2 MiB at most.
    public init(capacity: Int = 8192) {
        views = BoundedTable(capacity: capacity)
    }

    /// Appends what `encoder.appendText(outcome, journal: journal, to:)` appends, the view of a
    /// navigation reply taken from the memo when there is no journal. `encoder` must be the same one (or
    /// have the same options) every time.
    public mutating func appendText(
        _ outcome: Outcome, journal: Journal?, encoder: OutputEncoder, to out: inout [UInt8]
    ) {
        guard journal == nil, encoder.appendNavigationSentence(outcome, to: &out) else {
            return encoder.appendText(outcome, journal: journal, to: &out)
        }
        let key = Key(state: outcome.state)
        // A drawing is copied out from where it lies in the table, not taken out of it first.
        if views.withValue(hash: key.tableHash, where: { $0 == key }, { out += $0 }) != nil { return }
        var drawn: [UInt8] = []
        encoder.appendView(outcome.state, journal: nil, to: &drawn)
        views.insert(drawn, for: key)
        out += drawn
    }
}
