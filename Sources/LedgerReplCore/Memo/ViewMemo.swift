import LedgerJournalCore

/// Remembers the drawings of recent states, so that a script coming back to the same few states draws
/// each once. Part of the memo layer: the shell composes it around the encoder, for text output.
///
/// Only views without a journal are remembered: then a view is a pure function of the state and the
/// encoder's options, which are fixed for the memo's life. A test and the session fuzzer compare what it
/// writes with the encoder's own output, byte for byte.
public struct ViewMemo: Sendable {
    private var views: BoundedTable<PickerState, [UInt8]>

    /// Makes an empty memo holding at most `capacity` drawings.
    public init(capacity: Int = 2048) {
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
        if let known = views[outcome.state] {
            out += known
            return
        }
        var drawn: [UInt8] = []
        encoder.appendView(outcome.state, journal: nil, to: &drawn)
        views.insert(drawn, for: outcome.state)
        out += drawn
    }
}
