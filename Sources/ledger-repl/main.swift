import LedgerReplShell

#if canImport(Glibc)
    import Glibc
#endif

exit(Program.run(arguments: Array(CommandLine.arguments.dropFirst())))
