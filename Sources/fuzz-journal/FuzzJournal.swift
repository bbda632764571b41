// libFuzzer target: a journal loaded from mutated text, then asked for entries, questions and recordings.
// Built by scripts/fuzz with -sanitize=fuzzer and -DFUZZING; a plain build replays the files named on
// the command line instead, so a finding can be reproduced with an ordinary debugger.
import Glibc
import LedgerReplFuzzing

/// libFuzzer's entry point: checks the invariants on one input; a violation stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzChecks.journal(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
}

#if !FUZZING
    /// Without libFuzzer, the target replays the files named on its command line.
    @main enum Replay {
        static func main() {
            exit(replay(CommandLine.arguments.dropFirst(), through: fuzzOneInput))
        }
    }
#endif
