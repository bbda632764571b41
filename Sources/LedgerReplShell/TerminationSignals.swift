#if canImport(Glibc)
    import Glibc
#endif

/// Set by the batch handlers to the number of the SIGTERM, SIGINT or SIGHUP that arrived; read by the
/// loop and the plain reader.
nonisolated(unsafe) private var batchTerminationSignal: sig_atomic_t = 0

/// How a batch run (a pipe, `-c`, `--script`) ends on SIGTERM, SIGINT or SIGHUP: the line in progress
/// finishes and its output is written whole, everything pending is flushed, and the program exits with
/// the signal's status, 128 + N. Killed at once instead, it could leave half a line on stdout.
///
/// The handlers only note the signal (no `SA_RESTART`): a blocking read of the input returns at once,
/// and a write in progress goes on to its end (`writeAll` retries what is left). A second signal ends
/// the program at once, as the signal would. A signal ignored when the program started (`nohup`, a
/// shell's background job) stays ignored.
enum TerminationSignals {
    /// The signals a batch run finishes its line on.
    static let handled: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    /// Installs the handlers, leaving any of the signals that is ignored ignored.
    static func install() {
        for number in handled {
            var previous = sigaction()
            guard sigaction(number, nil, &previous) == 0 else { continue }
            // `SIG_IGN` is a function pointer of value 1; compared by address (function types are not
            // Equatable in Swift).
            if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(SIG_IGN, to: Int.self)
            {
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                // A second signal does not wait for the line (a reader that stopped reading): it ends
                // the process as the signal would have.
                if batchTerminationSignal != 0 {
                    Glibc.signal(signal, SIG_DFL)
                    raise(signal)
                }
                batchTerminationSignal = signal
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
    }

    /// The signal that asked the run to end, or `nil` when none has arrived.
    static var received: Int32? {
        let number = batchTerminationSignal
        return number == 0 ? nil : number
    }

    /// The exit status for `signal`: 128 + N, as a shell reports a process the signal ended.
    static func status(for signal: Int32) -> Int32 { 128 + signal }
}
