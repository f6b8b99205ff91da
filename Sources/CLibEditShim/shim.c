#include "CLibEditShim.h"

#include <errno.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct sri_editor {
    EditLine *el;
    HistoryW *history;
    wchar_t *prompt;       // owned; libedit asks for it on every redraw
    void *client;
    wchar_t *names[32];    // owned copies of added function names and help texts, which
    int name_count;        // libedit keeps by pointer
};

static volatile sig_atomic_t interrupt_flag = 0;

static void on_interrupt(int signo) {
    (void)signo;
    interrupt_flag = 1;
}

void sri_install_interrupt_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a blocked read must wake up with EINTR
    sigaction(SIGINT, &action, NULL);
}

int sri_take_interrupt(void) {
    if (!interrupt_flag) return 0;
    interrupt_flag = 0;
    return 1;
}

int sri_interrupt_pending(void) { return interrupt_flag ? 1 : 0; }

static void on_continue(int signo) { (void)signo; }

void sri_install_continue_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_continue;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a read blocked before ^Z wakes up with EINTR after fg
    sigaction(SIGCONT, &action, NULL);
}

static volatile sig_atomic_t termination_flag = 0;

static void on_termination(int signo) {
    (void)signo;
    termination_flag = 1;
}

void sri_install_termination_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_termination;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGTERM, &action, NULL);
    // A parent may have started us with the signals blocked (the mask is inherited): then
    // they would never arrive, and nothing could stop the run but SIGKILL.
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGINT);
    sigaddset(&unblock, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
}

int sri_take_termination(void) {
    if (!termination_flag) return 0;
    termination_flag = 0;
    return 1;
}

int sri_termination_pending(void) { return termination_flag != 0; }

void sri_set_locale(void) {
    if (setlocale(LC_CTYPE, "") == NULL || strcmp(nl_langinfo(CODESET), "UTF-8") != 0) {
        // A bare C/POSIX locale would make libedit drop every non-ASCII character; Sriracha
        // source is UTF-8 whatever the environment says.
        if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
    }
}

static wchar_t *prompt_function(EditLine *el) {
    sri_editor *editor = NULL;
    el_wget(el, EL_CLIENTDATA, &editor);
    static wchar_t empty[] = L"";
    return (editor && editor->prompt) ? editor->prompt : empty;
}

// Reads one character like libedit's own reader, except that SIGINT ends the read (returns -1
// with EINTR) instead of being retried, so Ctrl-C at the prompt is seen at once.
static int read_character(EditLine *el, wchar_t *out) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        ssize_t n = read(STDIN_FILENO, bytes + count, 1);
        if (n < 0) {
            if (errno == EINTR) {
                if (interrupt_flag) { *out = L'\0'; return -1; }
                el_wset(el, EL_REFRESH);  // resized or continued after ^Z
                continue;
            }
            *out = L'\0';
            return -1;
        }
        if (n == 0) { *out = L'\0'; return 0; }
        count++;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        size_t r = mbrtowc(out, bytes, count, &state);
        if (r == (size_t)-2) {
            if (count >= MB_LEN_MAX) count = 0;  // overlong junk: drop it
            continue;
        }
        if (r == (size_t)-1) {
            // Invalid sequence: keep the last byte, it may start a valid one.
            if (count > 1) { bytes[0] = bytes[count - 1]; count = 1; } else { count = 0; }
            continue;
        }
        return 1;
    }
}

sri_editor *sri_editor_create(const char *program, int history_size) {
    sri_editor *editor = calloc(1, sizeof *editor);
    if (!editor) return NULL;
    editor->el = el_init(program, stdin, stdout, stderr);
    editor->history = history_winit();
    if (!editor->el || !editor->history) {
        sri_editor_destroy(editor);
        return NULL;
    }
    HistEventW event;
    history_w(editor->history, &event, H_SETSIZE, history_size);
    history_w(editor->history, &event, H_SETUNIQUE, 1);

    el_wset(editor->el, EL_CLIENTDATA, editor);
    el_wset(editor->el, EL_EDITOR, L"emacs");
    el_wset(editor->el, EL_SIGNAL, 1);
    el_wset(editor->el, EL_HIST, history_w, editor->history);
    el_wset(editor->el, EL_PROMPT_ESC, prompt_function, L'\1');
    el_wset(editor->el, EL_GETCFN, read_character);
    // Between two lines (while an entry runs) the terminal is in its ordinary line mode, where
    // Ctrl-D is the end-of-file key: the terminal does not pass it on but leaves an end-of-file
    // mark, which reaches the editor as a NUL byte once it reads key by key. That Ctrl-D was
    // lost, and the NUL (bound to quoted insert) made the editor insert the next Ctrl-D as a
    // character. With the key disabled in that mode the terminal passes Ctrl-D on as the byte
    // it is, whenever it is typed, and the editor gives it its meaning (on an empty line:
    // leave). libedit's own setting, so that it keeps it each time it restores that mode; the
    // terminal gets its original mode back when the editor ends.
    el_wset(editor->el, EL_SETTY, L"-x", L"eof=", (const wchar_t *)NULL);
    // Read ~/.editrc (user key bindings) like other libedit programs.
    el_source(editor->el, NULL);
    return editor;
}

void sri_editor_destroy(sri_editor *editor) {
    if (!editor) return;
    if (editor->el) el_end(editor->el);
    if (editor->history) history_wend(editor->history);
    free(editor->prompt);
    for (int i = 0; i < editor->name_count; i++) free(editor->names[i]);
    free(editor);
}

EditLine *sri_editor_line(sri_editor *editor) { return editor->el; }

void sri_editor_set_client(sri_editor *editor, void *client) { editor->client = client; }

void *sri_editor_client(EditLine *el) {
    sri_editor *editor = NULL;
    el_wget(el, EL_CLIENTDATA, &editor);
    return editor ? editor->client : NULL;
}

void sri_editor_set_prompt(sri_editor *editor, const wchar_t *prompt) {
    wchar_t *copy = wcsdup(prompt ? prompt : L"");
    if (!copy) return;
    free(editor->prompt);
    editor->prompt = copy;
}

const wchar_t *sri_editor_gets(sri_editor *editor, int *count) {
    return el_wgets(editor->el, count);
}

void sri_editor_history_add(sri_editor *editor, const wchar_t *entry) {
    HistEventW event;
    history_w(editor->history, &event, H_ENTER, entry);
}

int sri_editor_add_function(sri_editor *editor, const wchar_t *name, const wchar_t *help,
                            sri_key_function function) {
    if (editor->name_count + 2 > (int)(sizeof editor->names / sizeof editor->names[0])) return -1;
    wchar_t *name_copy = wcsdup(name);
    wchar_t *help_copy = wcsdup(help);
    if (!name_copy || !help_copy) {
        free(name_copy);
        free(help_copy);
        return -1;
    }
    editor->names[editor->name_count++] = name_copy;
    editor->names[editor->name_count++] = help_copy;
    return el_wset(editor->el, EL_ADDFN, name_copy, help_copy, function);
}

int sri_editor_bind(sri_editor *editor, const wchar_t *key, const wchar_t *function_name) {
    return el_wset(editor->el, EL_BIND, key, function_name, NULL);
}

void sri_editor_redisplay(sri_editor *editor) {
    el_wset(editor->el, EL_REFRESH);
}
