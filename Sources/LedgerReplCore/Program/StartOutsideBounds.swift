/// `--month` names a month the picker may not select: outside the bounds `--min` and `--max` fence
/// (exit status 2). `Messages.startOutsideBounds(_:first:last:)` says it.
public struct StartOutsideBounds: Error, Hashable, Sendable {
    /// The month `--month` names.
    public let month: YearMonth
    /// The months that may be selected.
    public let bounds: MonthBounds
}
