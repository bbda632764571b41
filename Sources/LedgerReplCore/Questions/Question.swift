/// A question about the journal in plain words: how much was spent or earned (overall, on a category,
/// an account or at a payee), the largest spending, a comparison, an average, money left, a trend or
/// a budget, over a month or a year.
public struct Question: Hashable, Sendable {
    /// What kind of answer the question wants.
    public enum Kind: Hashable, Sendable {
        /// One total (`spent in july`, `7월 식비 얼마`).
        case total
        /// The largest spending, largest first (`top expenses`, `가장 많이 쓴 곳`).
        case ranking
        /// Against another period: both figures, the difference, the percentage (`지난달 대비`).
        case comparison(Baseline)
        /// The average per month over a period (`월평균 지출`, `average monthly spending this year`).
        case average
        /// Money left: the running balance to the end of the period (`현금 잔액`, `how much money do I have`).
        case balance
        /// Month by month, as a bar chart (`지출 추이`, `spending trend`).
        case trend
        /// The budget of periodic transactions against the spending (`예산`, `food budget left`).
        case budget
        /// How many transactions (`how many times at starbucks`, `스타벅스 몇 번 갔어`).
        case count
    }

    /// What a ranking ranks.
    public enum Grouping: Hashable, Sendable {
        /// Accounts (`top expenses`, `가장 많이 쓴 곳`).
        case account
        /// Months (`in which month did we spend the most`, `식비 제일 많이 쓴 달`).
        case month
        /// Payees (`top stores`, `제일 자주 간 가게`).
        case payee
        /// Single transactions (`biggest single purchase`, `가장 큰 지출 한 건`).
        case transaction
        /// Days, each the entries dated on it (`which day did I spend the most`, `제일 많이 쓴 날`).
        case day
        /// ISO weeks, Monday first as hledger's `-W`, each cut to the period asked (`most expensive
        /// week`, `가장 돈 많이 쓴 주`).
        case week
        /// Days of the week, each the sum of hledger's day totals on that weekday over the period (`which
        /// day of the week do we spend the most`, `무슨 요일에 제일 많이 써`).
        case weekday
    }

    /// What a yes/no question asks, answered Yes/No (예/아니요) first, then the figures.
    public enum YesNo: Hashable, Sendable {
        /// Whether the spending went over the budget (`did we go over budget`, `예산 넘었어?`).
        case overBudget
        /// Whether the spending stayed within the budget (`did we stay under budget`, `within budget`): the
        /// over-budget answer turned round.
        case underBudget
        /// Whether the period's figure is more than the other's (`did we spend more than last month`,
        /// `지난달보다 더 썼어?`).
        case more
        /// Whether it is less (`did we spend less than last month`, `지난달보다 덜 썼어?`).
        case less
        /// Whether there was any entry at all (`지난달 외식했어?`, `did we eat out last month`): yes when
        /// the period has one, then how many.
        case any
    }

    /// What a comparison compares with.
    public enum Baseline: Hashable, Sendable {
        /// The period just before: the previous month, or the previous year.
        case previousPeriod
        /// The same month (or year) one year earlier.
        case sameMonthLastYear
        /// A period the question names (`compare july with march`).
        case period(Period)
    }

    /// Which money the question counts.
    public enum Measure: Hashable, Sendable {
        /// The expense accounts.
        case spending
        /// The income accounts, shown positive.
        case income
        /// Income minus spending.
        case net
        /// Assets and liabilities together at the end of the period: what is owned less what is owed.
        case netWorth
        /// The balance of the liability accounts: money owed.
        case owed
        /// Whatever the subject's accounts are (spending for expense accounts, the balance of an asset).
        case unspecified
    }

    /// What kind of answer it wants.
    public var kind: Kind
    /// Which money it counts.
    public var measure: Measure
    /// The category word, account name or payee it is about, as said and as the reader found it in the
    /// journal, or `nil` for everything.
    public var subject: Subject?
    /// Whether the question says the subject is a place or payee (`at starbucks`, `스타벅스에서`).
    public var subjectIsPlace: Bool
    /// The month, year or run of months asked about; `nil` means the selected month (its year for an
    /// average, the twelve months up to it for a trend).
    public var period: Period?
    /// How many rows a ranking asks for (`top 3`), if it says.
    public var count: Int?
    /// What a ranking ranks.
    public var grouping: Grouping = .account
    /// Whether a ranking is by how many transactions rather than how much (`제일 자주 간 가게`).
    public var byFrequency = false
    /// The yes/no question, when it is one.
    public var yesNo: YesNo?
    /// With `excludingSubject`, the subject the subject is left out of (`외식 빼고 식비`: 식비), rather than
    /// everything of the figure's kind.
    public var excludingWithin: Subject?
    /// The amount the figure is weighed against, for a yes or no (`식비 50만원 넘었어?`).
    public var threshold: Threshold?
    /// What an average is per: a month, a day, a week (seven days) or a transaction.
    public enum Per: Hashable, Sendable { case month, day, week, transaction }

    /// What an average is per (`월평균` a month, `하루 평균` a day, `건당` a transaction).
    public var averagePer: Per = .month
    /// Whether the question counts everything but its subject's accounts (`식비 말고 지출`, `spending
    /// besides rent`).
    public var excludingSubject = false
    /// Whether a net question asks for the savings rate: saved as a share of income (`저축률`).
    public var asRate = false
    /// Whether a ranking asks for the smallest first (`smallest single purchase`, `가장 적게 쓴 달`).
    public var smallestFirst = false
    /// For `when` (`when did I last pay rent`, `처음으로 … 언제`): the latest or the earliest entry, over
    /// the period named or, naming none, every entry up to today.
    public var byDate: DateOrder?
    /// Whether a `when` named no period, so its period runs from the journal's first month to today.
    public var overEveryEntry = false

    /// Which entry a `when` question asks for.
    public enum DateOrder: String, Hashable, Sendable {
        /// The most recent (`last`, `마지막으로`, or `when` alone).
        case latest
        /// The earliest (`first`, `처음으로`).
        case earliest
    }
    /// Whether a total asks for the subject's share of the whole of its kind, in percent (`what share
    /// of spending was food`, `식비가 지출의 몇 %`).
    public var asShare = false

    /// How a question naming several subjects takes them.
    public enum Combining: String, Hashable, Sendable {
        /// One figure for all of them together (`식비랑 교통비`, `food and transport`).
        case union
        /// A figure for each, the larger said and by how much (`식비랑 교통비 중에 뭐가 더 많아`,
        /// `food or transport`, `food vs transport`).
        case alternatives
        /// The second subject's share of the first, which holds it (`식비 중에 외식 비율`, `what share of
        /// food was dining`): the subjects are kept whole first, then the part, whichever was said first.
        case share
    }

    /// The subjects of a question that names two or more (`식비랑 교통비`), each as said (a joining
    /// particle taken off) and as found in the journal, in the order said; empty for a question of one
    /// subject or none, which `subject` then holds.
    public var subjects: [Subject] = []
    /// How `subjects` are taken: together, or compared.
    public var combining: Combining = .union

    /// Which days of the week a total or a count keeps (`11월 주말 지출`, `weekday spending last month`).
    public enum DaysOfWeek: String, Hashable, Sendable {
        /// Saturdays and Sundays.
        case weekends
        /// Monday to Friday.
        case weekdays
    }
    /// Whether a budget's yes or no asks of each month of the period (`did we ever go over budget this
    /// year`, `올해 예산 초과한 적 있어?`): yes when any month went over, those months said.
    public var overAnyMonth = false
    /// The days of the week the period is narrowed to, or `nil` for every day.
    public var daysOfWeek: DaysOfWeek?

    /// Makes a question.
    public init(
        _ kind: Kind = .total, measure: Measure, subject: Subject? = nil, subjectIsPlace: Bool = false,
        period: Period? = nil, count: Int? = nil
    ) {
        self.kind = kind
        self.measure = measure
        self.subject = subject
        self.subjectIsPlace = subjectIsPlace
        self.period = period
        self.count = count
    }
}

/// What `entries` (`내역`), `balance` (`잔액`) and `change` (`변동`) are narrowed to: an account, a
/// category word or a payee, and a period, in any order (`내역 식비`, `entries starbucks october`).
public struct ReportFilter: Hashable, Sendable {
    /// The category word, account name or payee, as said and as the reader found it in the journal, or
    /// `nil` for everything.
    public var subject: Subject?
    /// Whether the filter says the subject is a place or payee (`at starbucks`).
    public var subjectIsPlace: Bool
    /// The month, year or run of months; `nil` means the selected month.
    public var period: Period?

    /// Makes a filter.
    public init(subject: Subject? = nil, subjectIsPlace: Bool = false, period: Period? = nil) {
        self.subject = subject
        self.subjectIsPlace = subjectIsPlace
        self.period = period
    }

    /// No filter: everything in the selected month.
    public static let none = ReportFilter()
}
