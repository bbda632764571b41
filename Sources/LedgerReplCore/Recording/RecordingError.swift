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
    /// Two different days in one sentence.
    case severalDays(String, String)
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
