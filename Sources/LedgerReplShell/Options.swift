import LedgerJournalCore
import LedgerReplCore

/// The command line, parsed: everything `--help` lists.
public struct Options: Sendable, Equatable {
    /// `--color`: when to colour the output.
    public enum ColorChoice: String, Sendable, CaseIterable {
        /// Colour when stdout is a terminal in an interactive session and `NO_COLOR` is not set.
        case auto
        /// Always colour.
        case always
        /// Never colour.
        case never
    }

    /// `--today`: fixes the clock; `nil` means the local date.
    public var today: CalendarDate?
    /// `--month`: the starting selection; `nil` means today's month.
    public var month: YearMonth?
    /// `--min`: the first selectable month.
    public var first: YearMonth?
    /// `--max`: the last selectable month.
    public var last: YearMonth?
    /// `--lang`: `nil` means from `LC_ALL`/`LC_MESSAGES`/`LANG`.
    public var language: Language?
    /// `--style`.
    public var style: RenderOptions.Style = .ascii
    /// `--arrow`.
    public var arrow: RenderOptions.ArrowDirection = .up
    /// `--color`.
    public var color: ColorChoice = .auto
    /// `--cells`: what popover cells show with a journal.
    public var cells: RenderOptions.Cells = .names
    /// `--width`: the columns output may use; `nil` means the terminal's width on a terminal and the
    /// fixed layout otherwise.
    public var width: Int?
    /// `--json`: one JSON object per command line.
    public var json = false
    /// `--auto`: add automated postings (`= QUERY` rules) to the transactions they match.
    public var auto = false
    /// `--forecast[=PERIOD]`: generate transactions from periodic rules; `""` for the default period,
    /// `nil` for none.
    public var forecast: String?
    /// `--strict`: stop at the first failing line.
    public var strict = false
    /// `-c`: commands from the argument, separated by `;` or newlines.
    public var commands: String?
    /// `--script`: commands from a file.
    public var scriptPath: String?
    /// `--no-history`: keep no history file.
    public var noHistory = false
    /// `--yes`: record entries without asking (the only way a script records).
    public var assumeYes = false
    /// `--add-to`: the journal file new entries are appended to (default: the first journal file).
    public var addTo: String?
    /// `-f FILE` and the positional journal files.
    public var journalPaths: [String] = []
    /// `--help`.
    public var showHelp = false
    /// `--version`.
    public var showVersion = false

    /// Defaults: everything from the environment.
    public init() {}
}

/// A bad command line: exit status 2 with this message and the usage.
public struct UsageError: Error, Equatable, Sendable {
    /// What was wrong, naming the option or argument, in English.
    public var message: String
    /// The same in Korean.
    public var korean: String

    /// An error saying `message` in English and `korean` in Korean.
    public init(message: String, korean: String) {
        self.message = message
        self.korean = korean
    }

    /// What was wrong, in `language`.
    public func message(in language: Language) -> String { language == .korean ? korean : message }
}

extension Options {
    /// Parses `arguments` (without the program name). Accepts `--name value` and `--name=value`.
    public init(parsing arguments: [String]) throws(UsageError) {
        self.init()
        var index = 0
        var onlyPositional = false
        func value(for name: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else {
                throw UsageError(message: "option \(name) needs a value", korean: "\(name) 옵션에는 값이 필요합니다.")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                journalPaths.append(argument)
                index += 1
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch name {
            case "--": onlyPositional = true
            case "-h", "--help": showHelp = true
            case "-V", "--version": showVersion = true
            case "--json": json = true
            case "--auto": auto = true
            case "--forecast": forecast = inline ?? ""
            case "--strict": strict = true
            case "--no-history": noHistory = true
            case "-y", "--yes": assumeYes = true
            case "--add-to": addTo = try value(for: name, inline: inline)
            case "-c", "--command": commands = try value(for: name, inline: inline)
            case "--script": scriptPath = try value(for: name, inline: inline)
            case "-f", "--file": journalPaths.append(try value(for: name, inline: inline))
            case "--today":
                today = try Self.date(try value(for: name, inline: inline), option: name)
            case "--month", "--min", "--max":
                let month = try Self.month(try value(for: name, inline: inline), option: name)
                if name == "--month" {
                    self.month = month
                } else if name == "--min" {
                    first = month
                } else {
                    last = month
                }
            case "--width":
                width = try Self.width(try value(for: name, inline: inline), option: name)
            case "--lang":
                let text = try value(for: name, inline: inline)
                guard let language = Language(rawValue: text) else {
                    throw Self.choiceError(name, text, Language.allCases.map(\.rawValue))
                }
                self.language = language
            case "--style":
                let text = try value(for: name, inline: inline)
                guard let style = RenderOptions.Style(rawValue: text) else {
                    throw Self.choiceError(name, text, RenderOptions.Style.allCases.map(\.rawValue))
                }
                self.style = style
            case "--arrow":
                let text = try value(for: name, inline: inline)
                guard let arrow = RenderOptions.ArrowDirection(rawValue: text) else {
                    throw Self.choiceError(name, text, RenderOptions.ArrowDirection.allCases.map(\.rawValue))
                }
                self.arrow = arrow
            case "--cells":
                let text = try value(for: name, inline: inline)
                guard let cells = RenderOptions.Cells(rawValue: text) else {
                    throw Self.choiceError(name, text, RenderOptions.Cells.allCases.map(\.rawValue))
                }
                self.cells = cells
            case "--color", "--colour":
                let text = try value(for: name, inline: inline)
                guard let color = ColorChoice(rawValue: text) else {
                    throw Self.choiceError(name, text, ColorChoice.allCases.map(\.rawValue))
                }
                self.color = color
            default:
                let quoted = VisibleText.quoted(argument)
                throw UsageError(
                    message: "unknown option \(quoted)",
                    korean: "\(KoreanParticle.topic.attached(to: quoted)) 알 수 없는 옵션입니다.")
            }
            index += 1
        }
        if let first, let last, first > last {
            throw UsageError(
                message: "--min \(first) comes after --max \(last)",
                korean: "--min \(first)" + KoreanParticle.subject.form(after: "\(first)") + " --max \(last)보다 뒤입니다.")
        }
        if commands != nil, scriptPath != nil {
            throw UsageError(
                message: "-c and --script cannot be used together", korean: "-c와 --script는 함께 쓸 수 없습니다.")
        }
    }

    /// The language a command line asks for with its last `--lang` whose value is a language, or `nil`:
    /// known before the rest is parsed, so option errors are said in it.
    public static func language(in arguments: [String]) -> Language? {
        var found: Language?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument.hasPrefix("--lang=") {
                found = Language(rawValue: String(argument.dropFirst(7))) ?? found
            } else if argument == "--lang", index + 1 < arguments.count {
                found = Language(rawValue: arguments[index + 1]) ?? found
                index += 1
            }
            index += 1
        }
        return found
    }

    static func choiceError(_ name: String, _ value: String, _ choices: [String]) -> UsageError {
        UsageError(
            message: "\(name) wants one of \(choices.joined(separator: ", ")), not \(VisibleText.quoted(value))",
            korean: "\(name)에는 \(choices.joined(separator: ", ")) 중 하나를 씁니다(받은 값: \(VisibleText.quoted(value))).")
    }

    /// The narrowest and widest `--width`.
    public static let widths = TerminalWidth.range

    /// `YYYY-MM-DD`, strictly; the error names what is wrong (the month, the day, the year or the form).
    static func date(_ text: String, option: String) throws(UsageError) -> CalendarDate {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else {
            throw UsageError(
                message: "\(option) wants YYYY-MM-DD, such as 2026-11-29, not \(VisibleText.quoted(text))",
                korean: "\(option)에는 2026-11-29처럼 연-월-일(YYYY-MM-DD)로 씁니다(받은 값: \(VisibleText.quoted(text))).")
        }
        let yearMonth = try checkedMonth(year, month, text: text, option: option)
        guard let date = CalendarDate(year, month, day) else {
            throw UsageError(
                message: "\(option) \(VisibleText.escaping(text)): \(yearMonth) has \(yearMonth.dayCount) days, "
                    + "so there is no day \(parts[2])",
                korean: "\(option) \(VisibleText.escaping(text)): \(yearMonth.year)년 \(yearMonth.month)월은 "
                    + "\(yearMonth.dayCount)일까지라 \(parts[2])일이 없습니다.")
        }
        return date
    }

    /// `YYYY-MM`, strictly; the error names what is wrong.
    static func month(_ text: String, option: String) throws(UsageError) -> YearMonth {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else {
            throw UsageError(
                message: "\(option) wants YYYY-MM, such as 2026-11, not \(VisibleText.quoted(text))",
                korean: "\(option)에는 2026-11처럼 연-월(YYYY-MM)로 씁니다(받은 값: \(VisibleText.quoted(text))).")
        }
        return try checkedMonth(year, month, text: text, option: option)
    }

    /// The month `year`-`month` of an option's value `text`, or an error naming the month or year that
    /// does not exist.
    private static func checkedMonth(_ year: Int, _ month: Int, text: String, option: String) throws(UsageError)
        -> YearMonth
    {
        guard YearMonth.years.contains(year) else {
            throw UsageError(
                message: "\(option) \(VisibleText.escaping(text)): there is no year \(zeroPadded(year)); "
                    + "years run from 0001 to 9999",
                korean: "\(option) \(VisibleText.escaping(text)): \(zeroPadded(year))년은 없습니다. "
                    + "연도는 0001부터 9999까지입니다.")
        }
        guard let yearMonth = YearMonth(year, month) else {
            throw UsageError(
                message: "\(option) \(VisibleText.escaping(text)): there is no month \(month); "
                    + "months run from 01 to 12",
                korean: "\(option) \(VisibleText.escaping(text)): \(month)월은 없습니다. 달은 01부터 12까지입니다.")
        }
        return yearMonth
    }

    /// A number of columns in `widths`.
    static func width(_ text: String, option: String) throws(UsageError) -> Int {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy(\.isASCIIDigitCharacter), let columns = Int(text) else {
            throw UsageError(
                message: "\(option) wants a number of columns, such as 80, not \(VisibleText.quoted(text))",
                korean: "\(option)에는 80처럼 열 수를 씁니다(받은 값: \(VisibleText.quoted(text))).")
        }
        guard widths.contains(columns) else {
            throw UsageError(
                message: "\(option) \(columns) is too \(columns < widths.lowerBound ? "narrow" : "wide"): "
                    + "it takes \(widths.lowerBound) to \(widths.upperBound) columns",
                korean: "\(option) \(columns): 너무 \(columns < widths.lowerBound ? "좁습니다" : "넓습니다"). "
                    + "\(widths.lowerBound)열부터 \(widths.upperBound)열까지 됩니다.")
        }
        return columns
    }

    private static func zeroPadded(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
