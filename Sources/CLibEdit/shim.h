// The one header Swift sees of libedit. The native histedit API is C-variadic, which Swift cannot
// call, so every call the shell needs gets a fixed-argument `static inline` wrapper here. Only the wide
// (wchar_t) API is wrapped: it is the one that edits UTF-8 correctly.
#ifndef LEDGER_REPL_CLIBEDIT_SHIM_H
#define LEDGER_REPL_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <wchar.h>
#include <sys/ioctl.h>
#include <histedit.h>

/// A key function bound with EL_ADDFN: returns one of the CC_* codes.
typedef unsigned char (*ledger_el_key_fn)(EditLine *, int);
/// A wide prompt function for EL_PROMPT_ESC.
typedef wchar_t *(*ledger_el_prompt_fn)(EditLine *);

// Swift 6 refuses C globals that are not concurrency-safe; hand them out through functions.
static inline FILE *ledger_stdin(void) { return stdin; }
static inline FILE *ledger_stdout(void) { return stdout; }
static inline FILE *ledger_stderr(void) { return stderr; }

/// The terminal's width in columns, or 0 when `fd` is not a terminal.
static inline int ledger_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_col;
}

/// EL_SIGNAL, EL_PREP_TERM, EL_EDITMODE and the other integer settings.
static inline int ledger_el_set_int(EditLine *el, int op, int value) { return el_wset(el, op, value); }
/// EL_EDITOR and the other string settings.
static inline int ledger_el_set_string(EditLine *el, int op, const wchar_t *value) {
    return el_wset(el, op, value);
}
/// EL_CLIENTDATA: the object the callbacks work for.
static inline int ledger_el_set_client(EditLine *el, void *data) { return el_wset(el, EL_CLIENTDATA, data); }
static inline void *ledger_el_client(EditLine *el) {
    void *data = NULL;
    el_wget(el, EL_CLIENTDATA, &data);
    return data;
}
/// Whether the current editor is vi (set by `bind -v` in an editrc).
static inline int ledger_el_is_vi(EditLine *el) {
    const wchar_t *name = NULL;
    if (el_wget(el, EL_EDITOR, &name) != 0 || name == NULL) return 0;
    return wcscmp(name, L"vi") == 0;
}
/// EL_PROMPT_ESC: a prompt whose invisible bytes sit between two `delimiter` characters.
static inline int ledger_el_set_prompt(EditLine *el, ledger_el_prompt_fn prompt, wchar_t delimiter) {
    return el_wset(el, EL_PROMPT_ESC, prompt, delimiter);
}
/// EL_GETCFN: the function that reads one character.
static inline int ledger_el_set_getc(EditLine *el, el_rfunc_t read) { return el_wset(el, EL_GETCFN, read); }
/// EL_ADDFN: names a key function so it can be bound.
static inline int ledger_el_add_function(EditLine *el, const wchar_t *name, const wchar_t *help, ledger_el_key_fn fn) {
    return el_wset(el, EL_ADDFN, name, help, fn);
}
/// EL_BIND: binds a key sequence to a named function.
static inline int ledger_el_bind(EditLine *el, const wchar_t *keys, const wchar_t *function) {
    return el_wset(el, EL_BIND, keys, function, NULL);
}
/// EL_SETTY with two arguments, such as `-d -intr`.
static inline int ledger_el_setty(EditLine *el, const wchar_t *a, const wchar_t *b) {
    return el_wset(el, EL_SETTY, a, b, NULL);
}
/// EL_REFRESH: redraws the prompt and the line.
static inline int ledger_el_refresh(EditLine *el) { return el_wset(el, EL_REFRESH); }
/// EL_HIST: the wide history the editor walks.
static inline int ledger_el_set_history(EditLine *el, HistoryW *history) {
    return el_wset(el, EL_HIST, history_w, history);
}

/// H_SETSIZE, H_SETUNIQUE.
static inline int ledger_history_set(HistoryW *history, int op, int value) {
    HistEventW event;
    return history_w(history, &event, op, value);
}
/// H_ENTER: adds a line at the newest end.
static inline int ledger_history_enter(HistoryW *history, const wchar_t *line) {
    HistEventW event;
    return history_w(history, &event, H_ENTER, line);
}

#endif
