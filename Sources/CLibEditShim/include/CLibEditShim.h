#pragma once
// Non-variadic wrappers around libedit, which Swift cannot call directly (el_set, el_wset and
// history_w take C varargs), plus the SIGINT flag the REPL polls.
#include <stddef.h>
#include <wchar.h>
#include <histedit.h>

/// One line editor with its history. Opaque to Swift.
typedef struct sri_editor sri_editor;

/// A key binding's function: gets the editor's client pointer and the key, returns a libedit
/// `CC_*` code telling it what to redraw.
typedef unsigned char (*sri_key_function)(EditLine *el, int key);

/// Sets the C library's character type locale from the environment (`LC_ALL`, `LC_CTYPE`,
/// `LANG`), falling back to C.UTF-8 when that leaves plain ASCII, so multibyte input decodes.
void sri_set_locale(void);

/// Creates an editor on the process's standard input/output/error: emacs keys, libedit's
/// terminal signal handling (tty restored on ^Z, redrawn on resize), a wide history of
/// `history_size` entries, no consecutive duplicates. Returns NULL when libedit cannot start.
/// Between lines the terminal's line mode has no end-of-file key, so a Ctrl-D typed while an
/// entry runs reaches the editor as Ctrl-D; destroying the editor restores the mode it found.
sri_editor *sri_editor_create(const char *program, int history_size);
void sri_editor_destroy(sri_editor *editor);

/// The EditLine for binding-level calls (el_wline, el_winsertstr, …).
EditLine *sri_editor_line(sri_editor *editor);

/// The pointer given to sri_editor_set_client, reachable from key functions (EL_CLIENTDATA).
void sri_editor_set_client(sri_editor *editor, void *client);
void *sri_editor_client(EditLine *el);

/// Sets the prompt (copied). Text between two `\1` characters is printed but takes no width
/// (EL_PROMPT_ESC), so colour escapes there do not upset cursor placement.
void sri_editor_set_prompt(sri_editor *editor, const wchar_t *prompt);

/// Reads one line: the text with its newline, NULL at end of input (count 0) or on an error or
/// interruption (count -1; see sri_take_interrupt).
const wchar_t *sri_editor_gets(sri_editor *editor, int *count);

/// Adds an entry to the in-memory history (it may contain newlines).
void sri_editor_history_add(sri_editor *editor, const wchar_t *entry);

/// Registers a named editor function (name and help are copied), then binds a key sequence
/// (`"^I"` for Tab, or the raw bytes of an escape sequence) to a function by name.
int sri_editor_add_function(sri_editor *editor, const wchar_t *name, const wchar_t *help,
                            sri_key_function function);
int sri_editor_bind(sri_editor *editor, const wchar_t *key, const wchar_t *function_name);

/// Redraws the line from scratch, after the caller printed something below it.
void sri_editor_redisplay(sri_editor *editor);

/// Installs the SIGINT handler: it only sets a flag (no SA_RESTART, so a blocking read returns
/// EINTR). Ctrl-C at the prompt ends sri_editor_gets; during evaluation the REPL polls the flag.
void sri_install_interrupt_handler(void);
/// Returns 1 and clears the flag if SIGINT arrived since the last call.
int sri_take_interrupt(void);
/// Returns 1 if SIGINT arrived since the last sri_take_interrupt, without clearing it.
int sri_interrupt_pending(void);
/// Makes SIGCONT (`fg` after Ctrl-Z) interrupt a blocked read, so a reader can set its terminal
/// mode again: the shell may have changed it meanwhile.
void sri_install_continue_handler(void);

/// Installs a SIGTERM handler that only sets a flag, so a script can stop, flush and leave.
void sri_install_termination_handler(void);
/// Returns 1 and clears the flag if SIGTERM arrived since the last call.
int sri_take_termination(void);
/* Whether SIGTERM arrived and was not taken yet (the flag is left as it is). */
int sri_termination_pending(void);
