#define _GNU_SOURCE
#include "CPseudoTerminal.h"

#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int cpty_open(char *name, size_t size, unsigned short rows, unsigned short columns) {
    int fd = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return -1;
    struct winsize window = { .ws_row = rows, .ws_col = columns };
    if (grantpt(fd) != 0 || unlockpt(fd) != 0 || ptsname_r(fd, name, size) != 0
        || ioctl(fd, TIOCSWINSZ, &window) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int cpty_is_canonical(int fd) {
    struct termios modes;
    if (tcgetattr(fd, &modes) != 0) return -1;
    return (modes.c_lflag & ICANON) != 0;
}

int cpty_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int cpty_resize(int fd, unsigned short rows, unsigned short columns) {
    struct winsize window = { .ws_row = rows, .ws_col = columns };
    return ioctl(fd, TIOCSWINSZ, &window);
}

int cpty_add_chdir(void *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np((posix_spawn_file_actions_t *)actions, path);
}
