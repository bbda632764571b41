/// Why a sentence could not be made into an entry, or why an entry was not recorded. Errors are data:
/// `Messages` says each one in English or Korean, with what to type instead.
public enum RecordingError: Error, Hashable, Sendable {
    /// Recording needs a journal to write to.
    case needsJournal
    /// No amount in the sentence (the words given, as typed).
    case missingAmount(String)
    /// Two or more amounts, as typed: which one is it?
    case severalAmounts([String])
    /// A number-like word that reads as no amount (`5,40`, `1.2.3`).
    case unreadableAmount(String)
    /// A word in Korean units that breaks the rules of Korean numerals (`만만원`, `천천원`, `오천오천원`,
    /// `5백5천원`), as typed: it is refused, never summed.
    case unreadableKoreanNumber(String)
    /// An amount too large to record exactly.
    case amountTooLarge(String)
    /// An amount with more decimal places (`places`) than the journal writes `commodity` with
    /// (`journalPlaces`): it would change how every amount of it is shown; `rounded` is the amount at the
    /// journal's places, as it writes it.
    case tooManyDecimals(String, places: Int, commodity: String, journalPlaces: Int, rounded: String)
    /// An amount of zero records nothing.
    case zeroAmount(String)
    /// Nothing says what the money was for.
    case missingDescription
    /// The description cannot be written into a journal as it is (it holds `;`, starts with `(`…).
    case unwritableDescription(String)
    /// A new account name that cannot be written into a journal as it is (a control or bidi character,
    /// `;`, a leading `!`, `*`, `(` or `[`), as typed.
    case unwritableAccount(String)
    /// Two different days in one sentence.
    case severalDays(String, String)
    /// Words shaped like a date that name no day on the calendar (`2026-11-31`, `11/31`, `2026년 2월 30일`,
    /// `feb 30`), as typed, and why: the entry is never dated today nor the words made its description.
    indirect case notADate(String, reason: InvalidReason)
    /// An amount said with a code in capitals (`7 DOGE`, `5 BTC`) that is no currency the reader knows
    /// and no commodity of the journal: it is never recorded as another commodity.
    case unknownCommodity(String, code: String)
    /// A phrase that names a month or a year, not a day (`지난달`, `last month`).
    case notADay(String)
    /// A word naming several accounts, none of them more likely than the others.
    case ambiguousAccount(String, candidates: [String])
    /// Two accounts said for the same side (`카드 현금`).
    case severalAccounts([String])
    /// Nothing says where the money went (the category); `candidates` are accounts that could be meant.
    case needsCategory(description: String, candidates: [String])
    /// Nothing says where the money came from (cash, a card, a bank account).
    case needsFunding(description: String, candidates: [String])
    /// A script recording without `--yes`: the entry (on one line) was not written.
    case needsConfirmation(String)
    /// The journal file refused the entry (or `undo` refused to take it back).
    case refused(AppendRefusal)
}
