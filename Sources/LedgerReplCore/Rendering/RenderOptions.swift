/// How the popover and the month view are drawn.
public struct RenderOptions: Hashable, Sendable {
    /// Frame characters: ASCII (`+-|`) or Unicode box drawing.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// `+`, `-` and `|` only: safe on every terminal and in every golden file.
        case ascii
        /// Box-drawing characters (`┌─┐│└┘`).
        case unicode
    }

    /// What a popover cell shows besides its month name when a journal is loaded.
    public enum Cells: String, Hashable, Sendable, CaseIterable {
        /// The month name and its markers only.
        case names
        /// The month name and the month's spending, compactly (`Jul 1.2M`, `7월 120만`).
        case totals
    }

    /// Where the arrow points, which decides whether the box hangs below or above the label.
    public enum ArrowDirection: String, Hashable, Sendable, CaseIterable {
        /// The arrow points up at the label and the box hangs below it (the default).
        case up
        /// The arrow points down at the label and the box sits above it.
        case down
    }

    /// The language of labels and cells.
    public var language: Language
    /// Frame characters.
    public var style: Style
    /// Where the arrow points.
    public var arrow: ArrowDirection
    /// Whether to add ANSI reverse video (selection) and bold (today).
    public var color: Bool
    /// What popover cells show when a journal is loaded.
    public var cells: Cells
    /// The columns the output may use, or `nil` for the fixed layout (what a pipe gets unless `--width`
    /// says otherwise). Drawings and wrapped text stay within it.
    public var width: Int?

    /// Makes options; the defaults are English, ASCII, arrow up, no colour, month names in cells, and the
    /// fixed layout.
    public init(
        language: Language = .english, style: Style = .ascii, arrow: ArrowDirection = .up, color: Bool = false,
        cells: Cells = .names, width: Int? = nil
    ) {
        self.language = language
        self.style = style
        self.arrow = arrow
        self.color = color
        self.cells = cells
        self.width = width
    }
}

/// The frame characters of one style, appended as bytes.
struct Frame {
    /// Which rule of the box.
    enum Rule {
        /// Above the header.
        case top
        /// Between the header and the grid.
        case tee
        /// Under the grid.
        case bottom
    }

    let style: RenderOptions.Style

    init(_ style: RenderOptions.Style) { self.style = style }

    /// Appends a horizontal rule `width` columns wide: between two corners when `corners`, else the
    /// line alone.
    func appendRule(_ rule: Rule, width: Int, corners: Bool, to out: inout ByteCanvas) {
        let length = corners ? width - 2 : width
        switch style {
        case .ascii:
            if corners { out.append(UInt8(ascii: "+")) }
            out.appendRun(of: Self.asciiRun, pieceLength: 1, count: length)
            if corners { out.append(UInt8(ascii: "+")) }
        case .unicode:
            if corners {
                switch rule {
                case .top: out.append("┌")
                case .tee: out.append("├")
                case .bottom: out.append("└")
                }
            }
            out.appendRun(of: Self.unicodeRun, pieceLength: 3, count: length)
            if corners {
                switch rule {
                case .top: out.append("┐")
                case .tee: out.append("┤")
                case .bottom: out.append("┘")
                }
            }
        }
    }

    /// Appends the vertical side of the box.
    @inline(__always)
    func appendVertical(to out: inout ByteCanvas) {
        switch style {
        case .ascii: out.append(UInt8(ascii: "|"))
        case .unicode: out.append("│")
        }
    }

    private static var asciiRun: StaticString { "----------------------------------------------------------------" }
    private static var unicodeRun: StaticString {
        "────────────────────────────────────────────────────────────────"
    }
}

/// ANSI escapes used when colour is on.
enum ANSI {
    static let reverse = "\u{1B}[7m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let reset = "\u{1B}[0m"

    /// `reverse`, `bold`, `dim` and `reset` as literals for the byte drawings.
    static var reverseBytes: StaticString { "\u{1B}[7m" }
    static var boldBytes: StaticString { "\u{1B}[1m" }
    static var dimBytes: StaticString { "\u{1B}[2m" }
    static var resetBytes: StaticString { "\u{1B}[0m" }
}
