/// What a successful command did, as data; `Messages` turns it into a sentence in either language.
///
/// The cases that carry a report are `indirect`, so the navigation replies every line gives stay small
/// to copy.
public enum Reply: Hashable, Sendable {
    /// The popover opened on this year.
    case opened(year: Int)
    /// `open` while already open.
    case alreadyOpen
    /// The popover closed; the selection stayed.
    case closed(selection: YearMonth)
    /// `close` while already closed.
    case alreadyClosed
    /// A month was selected (the popover, if open, closed).
    case selected(YearMonth)
    /// The popover now shows this year.
    case showingYear(Int)
    /// The focus moved to this month.
    case focused(YearMonth)
    /// The last change was undone; this is the selection now.
    case undone(selection: YearMonth, isOpen: Bool)
    /// Help was shown: the command list, or the help on a topic.
    case help(HelpTopic)
    /// A phrase was explained.
    indirect case explained(Reading)
    /// The lines entered so far are listed, oldest first (the shell's line reader holds them).
    case history([String])
    /// The month's transactions are listed.
    indirect case entries(Listing, count: Int)
    /// Each account's running balance at the end of the month or year is listed.
    indirect case balance(Listing)
    /// The month's or year's change per account is listed.
    indirect case change(Listing)
    /// A question was answered.
    indirect case answer(Answer)
    /// The journal was read again.
    case reloaded(transactions: Int)
    /// A step of recording an entry: the preview, a question, or what was written or taken back.
    indirect case recording(RecordingReply)
    /// The session ends.
    case goodbye
}

/// The result of applying a command to a state: the next state, the events for the host app and what
/// to say.
public struct Transition: Hashable, Sendable {
    /// The state after the command.
    public var state: PickerState
    /// The events the host app must act on, in order.
    public var events: Events
    /// What happened, to be said in one line.
    public var reply: Reply

    /// Makes a transition.
    public init(state: PickerState, events: Events = Events(), reply: Reply) {
        self.state = state
        self.events = events
        self.reply = reply
    }
}
