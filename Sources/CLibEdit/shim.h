// The one header Swift sees of libedit. The native histedit API is C-variadic, which Swift cannot
// call, so every call the shell needs gets a fixed-argument `static inline` wrapper here.
#ifndef LEDGER_REPL_CLIBEDIT_SHIM_H
#define LEDGER_REPL_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <histedit.h>

#endif
