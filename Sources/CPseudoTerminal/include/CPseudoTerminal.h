// Test-only helpers for pseudo-terminals: Glibc's Swift module hides posix_openpt and friends.
#ifndef LEDGER_REPL_CPSEUDOTERMINAL_H
#define LEDGER_REPL_CPSEUDOTERMINAL_H

#include <stddef.h>

/// Opens a pseudo-terminal of `rows` × `columns`; returns the primary side's fd (close-on-exec) and
/// writes the secondary side's path into `name`, or returns -1 with errno set.
int cpty_open(char *name, size_t size, unsigned short rows, unsigned short columns);

/// Whether the terminal on `fd` is in canonical (cooked) mode: 1, 0, or -1 on error.
int cpty_is_canonical(int fd);

/// Sets the size of the pseudo-terminal on `fd` (the kernel signals SIGWINCH to its foreground
/// process group); 0 or -1.
int cpty_resize(int fd, unsigned short rows, unsigned short columns);

/// A pipe whose two ends are close-on-exec (`pipe2`, which Glibc's Swift module hides); 0 or -1.
int cpty_pipe(int fds[2]);

/// Adds a change to `path` as the working directory to the posix_spawn file actions at `actions`
/// (`posix_spawn_file_actions_addchdir_np`, which Glibc's Swift module hides); 0 or an error number.
int cpty_add_chdir(void *actions, const char *path);

#endif
