// The libedit API (editline and history), with wide-character calls enabled.
#include <wchar.h>
#include <histedit.h>
