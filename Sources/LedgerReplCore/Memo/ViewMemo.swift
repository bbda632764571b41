import LedgerJournalCore

/// Remembers the drawings of recent states, so that a script coming back to the same few states draws
/// each once. Part of the memo layer: the shell composes it around the encoder, for text output.
///
/// Only views without a journal are remembered: then a view is a pure function of the state and the
/// encoder's options, which are fixed for the memo's life. A test and the session fuzzer compare what it
/// writes with the encoder's own output, byte for byte.
public struct ViewMemo: Sendable {
    /// Two generations of drawings: those made or used since the last turn, and those of the turn
    /// before. When `recent` is full, the drawings in `older` are let go, `recent` becomes `older`, and
    /// an empty table takes its place; a drawing found in `older` is remembered in `recent` again. A
    /// script wandering over more states than one table holds so keeps the states it comes back to,
    /// where emptying the one table drew them all again (in the benchmark's million-line script, a
    /// drawing for one line in 15 where two generations draw one in 31).
    private var recent: BoundedTable<Key, [UInt8]>
    private var older: BoundedTable<Key, [UInt8]>

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

    /// Makes an empty memo holding at most `capacity` drawings in each of its two generations. The
    /// default holds 16,384 views of some 300 bytes at most: 6 MiB.
    public init(capacity: Int = 8192) {
        recent = BoundedTable(capacity: capacity)
        older = BoundedTable(capacity: capacity)
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
        let hash = key.tableHash
        // A drawing is copied out from where it lies in the table, not taken out of it first.
        if recent.withValue(hash: hash, where: { $0 == key }, { out += $0 }) != nil { return }
        let drawn: [UInt8]
        if let kept = older.value(hash: hash, where: { $0 == key }) {
            drawn = kept
        } else {
            var view: [UInt8] = []
            encoder.appendView(outcome.state, journal: nil, to: &view)
            drawn = view
        }
        if recent.count == recent.capacity {
            swap(&recent, &older)
            recent.removeAll()
        }
        recent.insert(drawn, for: key)
        out += drawn
    }
}
