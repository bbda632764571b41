import LedgerJournalCore
import LedgerReplCore

/// The journal fuzzer's invariants: mutated journal text is loaded by the pure parser (no files, so an
/// `include` is refused), and a loaded journal is asked what a person asks of it, in a session, with
/// every output written as the shell would write it.
extension FuzzChecks {
    /// The path the fuzzed journal is read as (and recording writes to).
    static let journalPath = "fuzz.journal"
    /// How the fuzzed journal is read: against the fuzzers' day, without `--auto` or `--forecast`.
    static let journalOptions = JournalOptions(today: JournalDate(today.year, today.month, today.day))

    /// The lines every loaded journal is asked, in this order: reports, questions, and sentences to
    /// record (asked and answered, then with `--yes`), in both languages. A line naming the journal's own
    /// accounts and payees is added by `lines(asking:)`.
    static let journalLines = [
        "entries", "entries food", "내역 식비", "balance", "잔액", "change 2026", "변동 식비 지난달",
        "how much did I spend on food in october?", "how much money do i have", "이번 달 식비 얼마",
        "이번 달이랑 지난달 비교", "add starbucks 5.40 yesterday", "cancel", "add lunch 12.50 expenses:food assets:cash",
        "y", "기록 어제 스타벅스 5,400원 지출:식비 자산:현금", "아니요", "undo",
    ]

    /// Loads `bytes` as a journal file and checks the outcome: a refused journal names a line for each
    /// error (and says so safely); a loaded one answers `journalLines` without a crash, with no raw
    /// control or bidi character in any output, and any entry it would record is written safely. Returns
    /// whether the journal loaded (so a replay can tell a seed that reaches the session from one refused).
    @discardableResult
    public static func journal(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let source = JournalSource(path: journalPath, bytes: Array(bytes))
        switch Journal.load([source], options: journalOptions) {
        case .failure(let failure):
            check(!failure.errors.isEmpty, "a journal refused for no error")
            for error in failure.errors {
                check(error.line >= 1 || error.problem == .fileTooLarge, "\(error) names no line")
                for language in Language.allCases {
                    checkSafe(Messages(language: language).text(for: error), what: "journal error")
                }
            }
            return false
        case .success(let journal):
            for warning in journal.warnings {
                for language in Language.allCases {
                    checkSafe(Messages(language: language).text(for: warning), what: "journal warning")
                }
            }
            for mode in [RecordingMode.ask, .assumeYes] {
                ask(journal, read: source.bytes, lines(asking: journal), recording: mode)
            }
            return true
        }
    }

    /// `journalLines`, and a sentence to record naming the journal's first payee and last account (so
    /// that the journal's own text reaches the recording preview).
    static func lines(asking journal: Journal) -> [String] {
        var lines = journalLines
        if let payee = journal.payees.first, let account = journal.accounts.last {
            lines += ["add \(payee) 1000 \(account)", "y", "entries \(account)"]
        }
        return lines
    }

    /// Runs `lines` through a session browsing `journal` that records in `mode`, checking every output.
    static func ask(_ journal: Journal, read bytes: [UInt8], _ lines: [String], recording mode: RecordingMode) {
        let start = today.yearMonth
        var session = Session(state: PickerState(selection: start, today: today, bounds: .all), undoCapacity: 16)
        session.browse(journal)
        session.configureRecording(mode: mode, file: journalPath)
        let renderers = Self.renderers.map {
            ($0.messages, TextOutput(options: $0.text.options, journal: journal), $0.encoder)
        }
        for (index, line) in lines.enumerated() {
            let outcome = session.handle(line)
            checkState(outcome.state)
            for (messages, text, encoder) in renderers {
                if let error = outcome.error { checkSafe(messages.text(for: error), what: "error") }
                for output in text.lines(for: outcome) { checkSafe(output, what: "output of \(line.debugDescription)") }
                var encoded: [UInt8] = []
                encoder.appendText(outcome, journal: journal, to: &encoded)
                checkSafe(bytes: encoded, what: "text of \(line.debugDescription)")
                var json: [UInt8] = []
                encoder.appendJSON(outcome, line: index + 1, input: line, journal: journal, to: &json)
                check(json.last == 0x0A && !json.dropLast().contains { $0 < 0x20 }, "raw control byte in JSON")
                checkSafe(bytes: json, what: "JSON of \(line.debugDescription)")
            }
            if case .appendEntry(let request)? = outcome.effect { checkWritten(request.entry, in: journal, after: bytes) }
        }
    }

    /// The recorder's check before a write, which is pure: the entry's lines hold no control or bidi
    /// character the journal did not have, and the journal read from `bytes` with them appended loads, or is refused naming a line.
    static func checkWritten(_ entry: NewEntry, in journal: Journal, after bytes: [UInt8]) {
        let lines = entry.lines(in: journal)
        check(!lines.isEmpty, "an entry of no lines")
        // The file keeps the journal's own names as they are (control characters included); nothing
        // else brings one, and no line of the entry breaks into two.
        let journalScalars = Set(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        for line in lines {
            check(!line.contains("\n") && !line.contains("\r"), "an entry line breaks: \(line.debugDescription)")
            for scalar in line.unicodeScalars where isUnsafe(scalar) {
                check(
                    journalScalars.contains(scalar), "entry line holds a control of its own: \(line.debugDescription)")
            }
        }
        var appended = bytes
        if let last = appended.last, last != 0x0A { appended.append(0x0A) }
        appended += Array(("\n" + lines.joined(separator: "\n") + "\n").utf8)
        let source = JournalSource(path: journalPath, bytes: appended)
        if case .failure(let failure) = Journal.load([source], options: journalOptions) {
            for error in failure.errors {
                check(error.line >= 1, "\(error) names no line")
                for language in Language.allCases {
                    checkSafe(Messages(language: language).text(for: error), what: "entry error")
                }
            }
        }
    }

    /// Checks output bytes as a terminal receives them: valid text with no raw control (other than the
    /// line ends) or bidi character.
    static func checkSafe(bytes: [UInt8], what: String) {
        let text = String(decoding: bytes, as: UTF8.self)
        check(Array(text.utf8) == bytes, "\(what) is not UTF-8")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            checkSafe(String(line), what: what)
        }
    }

    /// Whether `scalar` is a C0 or C1 control or a bidi control: what must never reach a terminal raw.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
