/// The words a recording sentence may hold besides its day, amount, description and accounts: the
/// command words that start or end it, and the fillers around the rest.
enum RecordingWords {
    /// Words that start a recording: the `record` command's spellings in the vocabulary (`add 점심
    /// 12,000원`, `기록 어제 택시 15,800원`) and its Korean imperatives (`기록해`, `추가해`).
    static let startWords: Set<String> = Set(
        Vocabulary.entries.filter { $0.meaning == .command(.record) }.flatMap(\.spellings) + ["기록해", "추가해"])

    /// Korean command words that end one, spaces taken out: `스타벅스 5,400원 기록해 줘`.
    static let endWords: Set<String> = [
        "기록", "기록해", "기록해줘", "기록해주세요", "기록해요", "기록하기", "기록하자",
        "추가", "추가해", "추가해줘", "추가해주세요", "추가해요", "추가하기", "추가하자",
        "적어", "적어줘", "적어주세요", "적어둬", "적어놔",
    ]

    /// What every Korean end word starts with, for a quick scan of a line: `기록`, `추가`, `적어`.
    static let endStems = ["기록", "추가", "적어"]

    /// What an amount in a line may end in or start with, for a quick scan of a line: the Korean
    /// units and the currency signs (`원`, `만`, `₩`, `€`).
    static let moneySigns = ["원", "만", "천", "백", "억", "조", "₩", "￦", "€", "£", "¥", "￥", "円"]

    /// Marks that end a sentence, left off its last word: `lunch 12.50 yesterday!`, `점심 12,000원。` (a
    /// full stop only when the word is more than the stop).
    static let sentenceEnds: Set<Character> = ["!", "?", "。", "."]

    /// Commas left off the end of a word: `어제, 스타벅스 5,400원`, `점심、12,000원`.
    static let wordEndCommas: Set<Character> = [",", "、"]

    /// Polite words after the command word: `기록해 줘`, `추가해 주세요`, `add it please`.
    static let politeEndings: Set<String> = ["줘", "주세요", "좀", "please", "it"]

    /// Korean words for having spent, dropped wherever they stand (spaces taken out): `5,400원 썼어`.
    static let spendingVerbs: Set<String> = [
        "썼어", "썼음", "썼다", "썼어요", "씀", "사용", "결제", "결제함", "결제했어", "결제했음", "결제했어요",
        "냈어", "냈음", "냈어요", "샀어", "샀음", "샀어요", "구매", "구입", "지불", "지불함", "했어", "함",
        "에서", "으로", "로",
    ]

    /// English words that may stand at either end of a description without being part of it:
    /// `paid 12.50 for lunch`, `4.50 at starbucks`.
    static let edgeFillers: Set<String> = [
        "for", "at", "on", "in", "to", "from", "paid", "spent", "spend", "bought", "i", "we", "with", "by",
        "using", "via",
    ]

    /// English words before a means of payment: `with card`, `by cash`, `on visa`.
    static let paymentPrepositions: Set<String> = ["with", "by", "on", "using", "via", "in", "paid"]

    /// Korean particles after a payee that say where: `스타벅스에서`, `편의점에`.
    static let payeeParticles = ["에서", "에게", "한테", "에"]
}

extension RecordingWords {
    /// Answers that confirm (Enter alone included: `[Y/n]` means yes by default).
    static let yes: Set<String> = ["", "y", "yes", "yeah", "ok", "okay", "sure", "예", "네", "응", "ㅇ", "ㅇㅇ", "좋아", "기록"]
    /// Answers that decline.
    static let no: Set<String> = Set(["n", "no", "nope", "아니", "아니요", "아니오", "아뇨", "ㄴ", "ㄴㄴ", "싫어"]).union(cancel)
    /// Answers that cancel a question.
    static let cancel: Set<String> = [
        "cancel", "quit", "q", "stop", "never mind", "nevermind", "취소", "그만", "그만두기", "종료",
    ]
}

/// The kinds of word a recording sentence may hold besides its day, amount, description and accounts.
struct RecordingWordKinds: OptionSet, Hashable, Sendable {
    let rawValue: UInt16
    /// Starts a recording: `add`, `기록`.
    static let start = RecordingWordKinds(rawValue: 1)
    /// Ends one, in Korean: `기록해`, `적어줘`.
    static let end = RecordingWordKinds(rawValue: 2)
    /// A polite word after the command word: `줘`, `please`.
    static let polite = RecordingWordKinds(rawValue: 4)
    /// A Korean word for having spent: `썼어`.
    static let spendingVerb = RecordingWordKinds(rawValue: 8)
    /// An English word at the edge of a description: `for`, `paid`.
    static let edgeFiller = RecordingWordKinds(rawValue: 16)
    /// An English word before a means of payment: `with`, `by`.
    static let paymentPreposition = RecordingWordKinds(rawValue: 32)
    /// An answer that confirms.
    static let yes = RecordingWordKinds(rawValue: 64)
    /// An answer that declines.
    static let no = RecordingWordKinds(rawValue: 128)
    /// An answer that cancels.
    static let cancel = RecordingWordKinds(rawValue: 256)
}

extension RecordingWords {
    /// Every list of the table by the kind of word it holds.
    static let kinds: [(RecordingWordKinds, Set<String>)] = [
        (.start, startWords), (.end, endWords), (.polite, politeEndings), (.spendingVerb, spendingVerbs),
        (.edgeFiller, edgeFillers), (.paymentPreposition, paymentPrepositions), (.yes, yes), (.no, no),
        (.cancel, cancel),
    ]
}

extension RecordingWords {
    /// Currency words a journal writes as the commodity itself, after the number (`5,400원`): a
    /// currency new to the journal said so is recorded so, not by its code (`KRW`).
    static let commodityWords: Set<String> = ["원"]

    /// The Korean words after a date's digits, one for each of its parts: `2026년 2월 30일`.
    static let dateUnits: Set<Character> = ["년", "월", "일"]
}
