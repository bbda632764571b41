#if canImport(Glibc)
    import Glibc
#endif
import LedgerReplShell

exit(Program.run(arguments: Array(CommandLine.arguments.dropFirst())))
