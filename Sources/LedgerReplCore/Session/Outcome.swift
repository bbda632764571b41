/// What one input line did: the state after it, the events, and the reply or the error.
///
/// Every line makes one and copies it on its way out, so it holds only what is written about the line
/// (not the command it was read as, whose copies cost a tenth of a line), and the enums it holds keep
/// large payloads `indirect`; the benchmark, not a test, holds its speed.
public struct Outcome: Hashable, Sendable {
    /// The state after the line (the same as before on an error).
    public var state: PickerState
    /// The events for the host app.
    public var events: Events
    /// What happened, when the line succeeded.
    public var reply: Reply?
    /// Why the line was refused, when it failed.
    public var error: PickerError?
    /// What a journal command or question found.
    public var report: Report?
    /// What the shell must do before the line is finished (what came of it, fed back in by
    /// `Session.step(.effectResult(_:))`, gives the final outcome), or `nil` when this outcome is final.
    public var effect: Effect?

    /// A success.
    public init(state: PickerState, events: Events = Events(), reply: Reply) {
        self.state = state
        self.events = events
        self.reply = reply
    }

    /// Nothing happened: no reply, no error, no events (an interruption with nothing to interrupt).
    public init(nothingHappenedIn state: PickerState) {
        self.state = state
        self.events = Events()
    }

    /// An outcome waiting for the shell to carry out `effect`.
    public init(state: PickerState, effect: Effect) {
        self.state = state
        self.events = Events()
        self.effect = effect
    }

    /// A failure: the state is the unchanged one.
    public init(state: PickerState, failure: PickerError) {
        self.state = state
        self.events = Events()
        self.error = failure
    }

    /// Whether the line succeeded.
    public var isSuccess: Bool {
        // A pattern rather than `error == nil`, which copies the error out (and releases it) each time.
        if case .none = error { true } else { false }
    }

    /// Whether the session should end after this line.
    public var endsSession: Bool {
        if case .goodbye = reply { return true }
        return false
    }
}
