/// What is wrong with a command line (exit status 2). The shell's option parser finds it; `Messages`
/// says it, naming the option and the value as typed.
public enum UsageProblem: Hashable, Sendable {
    /// `option` came last, without the value it takes.
    case needsValue(option: String)
    /// An option no one knows, as typed.
    case unknownOption(String)
    /// `--min` names a later month than `--max`.
    case minAfterMax(first: YearMonth, last: YearMonth)
    /// `-c` and `--script` together: the commands can come from one place only.
    case commandsAndScript
    /// `option` takes one of `choices`, not `value`.
    case notAChoice(option: String, value: String, choices: [String])
    /// `option` takes `YYYY-MM-DD`, not `value`.
    case notADate(option: String, value: String)
    /// `option`'s `value` names day `day` of `month`, which has fewer days.
    case noSuchDay(option: String, value: String, month: YearMonth, day: String)
    /// `option` takes `YYYY-MM`, not `value`.
    case notAMonth(option: String, value: String)
    /// `option`'s `value` names a year outside 0001–9999.
    case noSuchYear(option: String, value: String, year: Int)
    /// `option`'s `value` names a month outside 1–12.
    case noSuchMonth(option: String, value: String, month: Int)
    /// `option` takes a number of columns, not `value`.
    case notAWidth(option: String, value: String)
    /// `--forecast` takes a period, not `value`.
    case notAForecastPeriod(value: String)
    /// `option`'s `columns` lie outside `widths`.
    case widthOutOfRange(option: String, columns: Int, widths: ClosedRange<Int>)
}
