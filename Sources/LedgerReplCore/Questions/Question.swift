/// A question about the journal in plain words: how much was spent or earned, or how much moved in
/// some accounts, over a month or a year.
public struct Question: Hashable, Sendable {
    /// What the question asks for.
    public enum Subject: Hashable, Sendable {
        /// Spending: every expense account (`spent in july`, `지난달 지출`).
        case expenses
        /// Income: every income account, shown positive (`income 2024`, `올해 수입`).
        case income
        /// The accounts whose names contain this text (`food in march`, `7월 식비 얼마`).
        case accounts(matching: String)
    }

    /// What the question asks for.
    public var subject: Subject
    /// The month or year asked about; `nil` means the selected month.
    public var period: Destination?

    /// The account text of an account question, else `""`.
    var subjectText: String {
        if case .accounts(let text) = subject { return text }
        return ""
    }

    /// Makes a question.
    public init(subject: Subject, period: Destination?) {
        self.subject = subject
        self.period = period
    }
}
