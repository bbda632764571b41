/// The kinds of question `help questions` (`도움말 질문`) lists after the questions' row, each with
/// examples in both languages: what a household asks beyond one month's total. The man page's
/// COMMANDS section and the README's question table list the same kinds.
public struct QuestionKind: Sendable {
    /// What the kind asks, in English.
    public let english: String
    /// What the kind asks, in Korean.
    public let korean: String
    /// English examples.
    public let englishExamples: [String]
    /// Korean examples.
    public let koreanExamples: [String]

    /// The summary in `language`.
    public func summary(in language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// The examples in `language`.
    public func examples(in language: Language) -> [String] {
        switch language {
        case .english: englishExamples
        case .korean: koreanExamples
        }
    }
}

extension QuestionKind {
    /// Every kind, in the order help lists them.
    public static let all: [QuestionKind] = [
        QuestionKind(
            english: "a day or an ISO week (Monday first), exactly those days",
            korean: "하루나 한 주(월요일부터), 그 날들만",
            englishExamples: [
                "spending yesterday", "what did I spend this week", "food last week", "spent 2 weeks ago",
            ],
            koreanExamples: ["오늘 얼마 썼지", "어제 지출", "이번 주 얼마 썼어", "지난주 식비", "2주 전 지출"]),
        QuestionKind(
            english:
                "a week of a month (around its first, second, ..., last Thursday) or a weekend, Saturday and Sunday",
            korean: "한 달의 몇째 주(그 달의 첫째, 둘째, …, 마지막 목요일이 든 주)나 주말(토요일과 일요일)",
            englishExamples: ["first week of november spending", "spending on the weekend", "last weekend spending"],
            koreanExamples: ["11월 첫째 주 지출", "11월 마지막 주 식비", "주말에 얼마 썼어", "지난 주말 외식"]),
        QuestionKind(
            english: "the weekends or weekdays of a period, for a total, a count or an average per day of them",
            korean: "한 기간의 주말이나 평일만: 합계, 건수, 그 날들의 하루 평균",
            englishExamples: [
                "weekend spending in november", "how much did we spend on weekdays last month",
                "average weekday spending last month",
            ],
            koreanExamples: ["11월 주말 지출", "지난달 평일에 쓴 돈", "10월 주말 외식 몇 번", "11월 주말 하루 평균 지출"]),
        QuestionKind(
            english: "a part of a month: early 1-10, mid 11-20, late 21 to the end, the first half 1-15",
            korean: "한 달의 일부: 초(상순) 1~10일, 중순 11~20일, 말(하순) 21일~말일",
            englishExamples: [
                "groceries in early november", "late october food", "spending the first half of november",
            ],
            koreanExamples: ["11월 초 식비", "11월 중순 지출", "지난달 하순 지출"]),
        QuestionKind(
            english: "a day written 11/3, 11.3 or 11-3: that day of this year, the month first, as hledger reads it",
            korean: "11/3, 11.3, 11-3처럼 쓴 날: 올해의 그 날(월이 먼저), hledger처럼",
            englishExamples: ["spent on 11/9", "food from 11/1 to 11/10"],
            koreanExamples: ["11/9 지출", "11.9에 얼마 썼어", "11/1~11/10 식비"]),
        QuestionKind(
            english: "a quarter or a half year", korean: "분기나 반기",
            englishExamples: ["transport in Q2", "H1 spending", "income in H2"],
            koreanExamples: ["2분기 교통비", "1사분기 지출", "상반기 지출 얼마", "작년 하반기 식비"]),
        QuestionKind(
            english: "a run of days: since, until, the last N days or weeks",
            korean: "며칠 동안: 부터, 까지, 최근 며칠이나 몇 주, 최근 한 달, 보름, 이어진 두 기간(어제랑 오늘)",
            englishExamples: ["spent in the last 10 days", "spending in the past 2 weeks", "spent since last monday"],
            koreanExamples: [
                "최근 2주 지출", "최근 10일 식비", "최근 한 달 외식비", "지난 두 달 장보기", "최근 보름 지출", "어제랑 오늘 지출",
                "11월 3일부터 지출", "어제까지 얼마 썼어", "일주일 동안 얼마 썼어", "이번달식비",
            ]),
        QuestionKind(
            english: "a period running past today counts up to today, and says so",
            korean: "오늘이 들어 있는 기간은 오늘까지 셉니다",
            englishExamples: ["how much have we spent this month", "checking balance", "food budget"],
            koreanExamples: ["이번 달 얼마 썼어?", "현금 잔액", "이번 달 식비 예산", "올해 월평균 지출"]),
        QuestionKind(
            english: "spending in any verb: spent, paid, bought, charged, cost, went to",
            korean: "쓰다, 사다, 내다, 긁다, 나가다, 들다, 결제하다 어느 말로든",
            englishExamples: [
                "how much did we buy at whole foods", "what did transport cost", "how much went to groceries",
            ],
            koreanExamples: ["이마트에서 얼마나 샀어", "월세 얼마 냈어", "스타벅스에서 얼마 긁었어", "통신비 얼마 들었어?"]),
        QuestionKind(
            english: "a category's own verb: eat out, shop for groceries, drink coffee",
            korean: "항목 이름으로 만든 말: 외식하다, 장보다, 커피 마시다, 시키다",
            englishExamples: [
                "how much did we blow on eating out last month", "how many times did we eat out in november",
            ],
            koreanExamples: ["이번달 외식 얼마나 했지", "지난달 장 보는데 얼마 썼어", "지난주에 커피 몇 번 마셨어?"]),
        QuestionKind(
            english:
                "fixed costs (housing, utilities, phone, subscriptions, insurance) and living expenses (all spending)",
            korean: "고정비(주거, 관리비, 통신, 구독, 보험)와 생활비(지출 전체)",
            englishExamples: ["fixed costs in december", "living expenses this month"],
            koreanExamples: ["12월 고정비", "이번 달 생활비 얼마 썼어"]),
        QuestionKind(
            english: "this period against one named (than, vs, compared to)",
            korean: "이번 기간을 다른 기간과 견주기(보다, 대비)",
            englishExamples: ["did groceries go up vs october", "did we spend more than in october"],
            koreanExamples: ["10월보다 장보기 더 많이 했나?", "10월 대비 지출"]),
        QuestionKind(
            english: "how many times", korean: "몇 번",
            englishExamples: ["how many times at starbucks", "how often did we eat out"],
            koreanExamples: ["스타벅스 몇 번 갔어?", "외식 몇 번 했어요?", "지출 몇 건", "이번 달 통신비 냈어?"]),
        QuestionKind(
            english: "rankings of months, payees and single transactions",
            korean: "달, 거래처, 거래 한 건의 순위",
            englishExamples: ["in which month did we spend the most", "top stores", "biggest single purchase"],
            koreanExamples: [
                "몇 월에 제일 많이 썼어?", "제일 자주 간 가게", "올해 가장 자주 간 곳", "가장 많이 쓴 가게", "가장 큰 지출 한 건",
            ]),
        QuestionKind(
            english: "rankings of days and ISO weeks (Monday first, cut to the period; weeks alone are this year's)",
            korean: "날과 주의 순위(주는 월요일부터 일요일까지, 기간 밖의 날은 빼고, 기간이 없으면 올해)",
            englishExamples: [
                "which day did I spend the most in november", "what was our most expensive week this year",
            ],
            koreanExamples: ["11월에 제일 많이 쓴 날", "가장 돈 많이 쓴 주", "10월에 장보기 제일 많이 한 주"]),
        QuestionKind(
            english:
                "days of the week ranked, each the sum of its days over the period (this year's when none is named)",
            korean: "요일의 순위: 기간 안의 그 요일을 모두 더해서(기간이 없으면 올해)",
            englishExamples: [
                "which day of the week do we spend the most", "what day of the week do we spend the least on coffee",
            ],
            koreanExamples: ["무슨 요일에 제일 많이 써?", "11월에 무슨 요일에 제일 많이 썼어요", "어느 요일에 외식 제일 많이 해?"]),
        QuestionKind(
            english: "the smallest first: the least month, store or single purchase",
            korean: "가장 적은 것부터: 가장 적게 쓴 달, 곳, 가장 작은 지출 한 건",
            englishExamples: ["smallest single purchase in october", "which month did we spend the least this year"],
            koreanExamples: ["10월 가장 작은 지출 한 건", "올해 가장 적게 쓴 달"]),
        QuestionKind(
            english: "when: the latest entry, or the first", korean: "언제: 마지막 거래, 또는 처음 거래",
            englishExamples: ["when did I last pay rent", "when did we first go to starbucks"],
            koreanExamples: ["마지막으로 월세 낸 게 언제야", "스타벅스 처음으로 간 게 언제였지"]),
        QuestionKind(
            english: "a share of all spending or income, or of a category that holds it, in percent",
            korean: "지출이나 수입 전체, 또는 그것이 속한 항목 중 비중(%)",
            englishExamples: [
                "what share of spending was food in october", "what percentage of spending went to rent",
                "what share of food was dining",
            ],
            koreanExamples: ["10월 식비가 지출의 몇 %", "식비 비중", "식비 중에 외식 비율", "카페 중에 스타벅스 비율"]),
        QuestionKind(
            english: "the difference between two periods", korean: "두 기간의 차이",
            englishExamples: ["difference between september and october spending"],
            koreanExamples: ["10월이랑 9월 차이", "9월과 10월 지출 차이"]),
        QuestionKind(
            english: "the savings rate: saved as a share of income", korean: "저축률: 수입 중 남긴 돈의 비율",
            englishExamples: ["savings rate in october", "what was our savings rate last year"],
            koreanExamples: ["10월 저축률", "작년 저축률은?"]),
        QuestionKind(
            english: "everything but a subject, or a subject but a part of it", korean: "어떤 항목을 뺀 나머지",
            englishExamples: [
                "spending besides rent in october", "what did we spend in october except food",
                "food except coffee last month",
            ],
            koreanExamples: ["10월 식비 말고 지출", "월세 빼고 얼마 썼어?", "11월 식비에서 외식 빼고"]),
        QuestionKind(
            english: "two subjects (accounts or a store): added up, each posting once, or compared (by how much more)",
            korean: "두 항목(계정이나 가게): 합치거나(한 번씩만 셉니다), 견주어 어느 쪽이 얼마나 더 많은지",
            englishExamples: [
                "food and transport in october", "food & transport", "starbucks and transport",
                "food or transport in october", "food vs transport", "how much more did I spend on food than transport",
            ],
            koreanExamples: [
                "10월 식비랑 교통비", "식비와 교통비 합쳐서", "스타벅스랑 교통비", "식비랑 교통비 중에 뭐가 더 많아?",
                "식비랑 교통비 비교", "식비가 교통비보다 얼마나 더 많아",
            ]),
        QuestionKind(
            english: "an average per day, per week or per transaction", korean: "하루, 한 주, 한 건 평균",
            englishExamples: ["average spending per day in october", "average purchase at starbucks in october"],
            koreanExamples: ["10월 하루 평균 지출", "10월 주 평균 식비", "10월 스타벅스 건당 얼마"]),
        QuestionKind(
            english: "yes or no, then the figures", korean: "예/아니요, 그다음 금액",
            englishExamples: [
                "did we go over budget", "did we stay under budget", "did we spend more than last month?",
                "did we eat out last month", "did groceries go over 200 last month",
            ],
            koreanExamples: [
                "예산 넘었어?", "식비 예산 초과했어?", "지난달보다 더 썼어?", "지난달 외식했어?", "11월 식비 20만원 넘었어?",
            ]),
        QuestionKind(
            english: "ever over budget: each month of the period weighed, the months over said",
            korean: "예산을 초과한 적: 기간의 달마다 따져, 초과한 달과 금액",
            englishExamples: ["did we ever go over the food budget this year"],
            koreanExamples: ["올해 예산 초과한 적 있어?", "올해 식비 예산 한 번이라도 넘었어?"]),
    ]
}
