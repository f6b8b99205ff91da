#!/usr/bin/env python3
"""Generates random WELL-TYPED Sriracha programs and runs them, for `Scripts/fuzz --typed`.

Each program declares a struct, an enum with a payload, a curried function and a few helpers,
then runs random statements over Int, Bool, String, arrays, optionals, closures, the struct,
the enum, curried functions, `|>` and `>>>`. Every binding is annotated, so each program is
well typed by construction; it may still fail at run time (an index out of range, an overflow):
that is an ordinary error.

A finding is an `internal error` anywhere in the output, an exit status other than 0 or 1 (a
signal, a trap, a hang past the watchdog), or a diagnostic without a location. A program the
checker rejects is counted apart (`rejected`): the generator means it to be well typed, so it
is either a generator slip or a checker gap, and it is kept for a look too.

Usage: typed-fuzz.py SRIRACHA SECONDS OUTDIR [SEED]
"""
import os
import random
import subprocess
import shutil
import sys
import tempfile
import time

INT, BOOL, STR = "Int", "Bool", "String"
POINT, SHAPE = "Point", "Shape"


def arr(t):
    return "[" + t + "]"


def opt(t):
    return t + "?"


def fn(a, b):
    return "(" + a + ") -> " + b


BASES = [INT, BOOL, STR]
ELEMS = [INT, STR, BOOL]

PRELUDE = """struct Point { var x: Int; var name: String }
enum Shape { case dot, line(Int), label(String) }
func add(_ a: Int)(_ b: Int) -> Int { a + b }
func shout(_ s: String) -> String { s.uppercased() + "!" }
func twice<T>(_ f: @escaping (T) -> T) -> (T) -> T { { f(f($0)) } }
func size(_ s: Shape) -> Int {
    switch s {
    case .dot: return 0
    case .line(let n): return n
    case .label(let t): return t.count
    }
}
func safeDiv(_ a: Int, _ b: Int) -> Int { b == 0 ? 0 : a / b }
"""


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.vars = []  # (name, type, mutable)
        self.n = 0
        self.depth_limit = 4

    def fresh(self, prefix="v"):
        self.n += 1
        return f"{prefix}{self.n}"

    def pick_var(self, t, mutable=False):
        cands = [v for v in self.vars if v[1] == t and (v[2] or not mutable)]
        return self.r.choice(cands)[0] if cands else None

    def small(self):
        return str(self.r.choice([0, 1, 2, 3, 5, 7, 10, 42, -1, -3, 100]))

    def string_lit(self):
        return self.r.choice(['""', '"a"', '"ab"', '"Hello"', '"x y"', '"é"', '"42"', '"-7"', '"\\n"', '"🙂"'])

    # ---- expressions of a given type ----
    def expr(self, t, d=0):
        if d >= self.depth_limit or self.r.random() < 0.2:
            return self.leaf(t)
        g = {INT: self.int_e, BOOL: self.bool_e, STR: self.str_e, POINT: self.point_e, SHAPE: self.shape_e}
        if t in g:
            return g[t](d + 1)
        if t.startswith("[") and t.endswith("]"):
            return self.arr_e(t[1:-1], d + 1)
        if t.endswith("?"):
            return self.opt_e(t[:-1], d + 1)
        if t.startswith("("):
            return self.fn_e(t, d + 1)
        return self.leaf(t)

    def leaf(self, t):
        v = self.pick_var(t)
        if v and self.r.random() < 0.6:
            return v
        if t == INT:
            return self.small()
        if t == BOOL:
            return self.r.choice(["true", "false"])
        if t == STR:
            return self.string_lit()
        if t == POINT:
            return f"Point(x: {self.small()}, name: {self.string_lit()})"
        if t == SHAPE:
            return self.r.choice(["Shape.dot", f"Shape.line({self.small()})", f"Shape.label({self.string_lit()})"])
        if t.startswith("[") and t.endswith("]"):
            e = t[1:-1]
            k = self.r.randint(1, 3)
            return "[" + ", ".join(self.leaf(e) for _ in range(k)) + "]"
        if t.endswith("?"):
            return f"Optional.some({self.leaf(t[:-1])})"
        if t == fn(INT, INT):
            return self.r.choice(["{ (x: Int) in x + 1 }", "{ (x: Int) in x * 2 }", "add(3)", "{ (_: Int) in 0 }", "{ (x: Int) in abs(x) }"])
        if t == fn(STR, STR):
            return self.r.choice(["shout", "{ (s: String) in s + \"?\" }", "{ (s: String) in String(s.reversed()) }", "{ (s: String) in s.lowercased() }"])
        if t == fn(INT, BOOL):
            return self.r.choice(["{ (x: Int) in x > 0 }", "{ (x: Int) in x % 2 == 0 }", "{ (_: Int) in true }"])
        if t == fn(INT, STR):
            return self.r.choice(["{ (x: Int) in String(x) }", "{ (x: Int) in \"n\\(x)\" }"])
        raise ValueError(t)

    def int_e(self, d):
        e = lambda t=INT: self.expr(t, d)
        c = self.r.randint(0, 22)
        if c == 0: return f"({e()} + {e()})"
        if c == 1: return f"({e()} - {e()})"
        if c == 2: return f"({e()} * {e()})"
        if c == 3: return f"safeDiv({e()}, {e()})"
        if c == 4: return f"{self.expr(arr(INT), d)}.count"
        if c == 5: return f"{self.expr(STR, d)}.count"
        if c == 6: return f"({self.expr(opt(INT), d)} ?? {e()})"
        if c == 7: return f"({self.expr(BOOL, d)} ? {e()} : {e()})"
        if c == 8: return f"{self.expr(fn(INT, INT), d)}({e()})"
        if c == 9: return f"add({e()})({e()})"
        if c == 10: return f"({e()} |> {self.expr(fn(INT, INT), d)})"
        if c == 11: return f"{self.expr(POINT, d)}.x"
        if c == 12: return f"{self.expr(arr(INT), d)}.reduce(0, +)"
        if c == 13: return f"({self.expr(arr(INT), d)}.first ?? {e()})"
        if c == 14: return f"size({self.expr(SHAPE, d)})"
        if c == 15: return f"(Int({self.expr(STR, d)}) ?? {e()})"
        if c == 16: return f"max({e()}, {e()})"
        if c == 17: return f"{{ (a: Int, b: Int) -> Int in a - b }}({e()}, {e()})"
        if c == 18: return f"twice({self.expr(fn(INT, INT), d)})({e()})"
        if c == 19: return f"({self.expr(fn(INT, INT), d)} >>> {self.expr(fn(INT, INT), d)})({e()})"
        if c == 20:
            s = self.expr(SHAPE, d)
            return f"{{ () -> Int in switch {s} {{ case .dot: return 1; case .line(let n): return n; case .label: return 2 }} }}()"
        if c == 21: return f"{self.expr(arr(INT), d)}.map {{ $0 * 2 }}.count"
        return f"-({self.leaf(INT)})" if self.r.random() < 0.3 else self.leaf(INT)

    def choose(self, d, forms, otherwise):
        """One of `forms` (each a function of the depth), or `otherwise()` one time in len(forms) + 1."""
        c = self.r.randint(0, len(forms))
        return forms[c](d) if c < len(forms) else otherwise()

    def bool_e(self, d):
        return self.choose(d, [
            lambda d: f"({self.expr(INT, d)} < {self.expr(INT, d)})",
            lambda d: f"({self.expr(INT, d)} == {self.expr(INT, d)})",
            lambda d: f"({self.expr(BOOL, d)} && {self.expr(BOOL, d)})",
            lambda d: f"({self.expr(BOOL, d)} || {self.expr(BOOL, d)})",
            lambda d: f"!{self.leaf(BOOL)}",
            lambda d: f"{self.expr(arr(INT), d)}.contains({self.expr(INT, d)})",
            lambda d: f"{self.expr(STR, d)}.isEmpty",
            lambda d: f"({self.expr(opt(INT), d)} == nil)",
            lambda d: f"{self.expr(STR, d)}.hasPrefix({self.expr(STR, d)})",
            lambda d: f"({self.expr(STR, d)} == {self.expr(STR, d)})",
            lambda d: f"{self.expr(fn(INT, BOOL), d)}({self.expr(INT, d)})",
            lambda d: f"{self.expr(arr(BOOL), d)}.allSatisfy {{ $0 }}",
            lambda d: f"({self.expr(arr(STR), d)} == {self.expr(arr(STR), d)})",
        ], lambda: self.leaf(BOOL))

    def str_e(self, d):
        return self.choose(d, [
            lambda d: f"({self.expr(STR, d)} + {self.expr(STR, d)})",
            lambda d: f"\"<\\({self.expr(INT, d)})>\"",
            lambda d: f"String({self.expr(INT, d)})",
            lambda d: f"{self.expr(STR, d)}.uppercased()",
            lambda d: f"String({self.expr(STR, d)}.reversed())",
            lambda d: f"{self.expr(arr(INT), d)}.map {{ String($0) }}.joined(separator: \",\")",
            lambda d: f"{self.expr(POINT, d)}.name",
            lambda d: f"({self.expr(BOOL, d)} ? {self.expr(STR, d)} : {self.expr(STR, d)})",
            lambda d: f"({self.expr(STR, d)} |> {self.expr(fn(STR, STR), d)})",
            lambda d: f"{self.expr(fn(INT, STR), d)}({self.expr(INT, d)})",
            lambda d: f"({self.expr(opt(STR), d)} ?? {self.expr(STR, d)})",
            lambda d: f"\"\\({self.expr(SHAPE, d)})\"",
            lambda d: f"{self.expr(arr(STR), d)}.joined()",
        ], lambda: self.leaf(STR))

    def point_e(self, d):
        if self.r.random() < 0.5:
            return f"Point(x: {self.expr(INT, d)}, name: {self.expr(STR, d)})"
        return self.leaf(POINT)

    def shape_e(self, d):
        c = self.r.randint(0, 3)
        if c == 0: return f"Shape.line({self.expr(INT, d)})"
        if c == 1: return f"Shape.label({self.expr(STR, d)})"
        if c == 2: return f"({self.expr(BOOL, d)} ? Shape.dot : {self.expr(SHAPE, d)})"
        return self.leaf(SHAPE)

    def arr_e(self, e, d):
        t = arr(e)
        c = self.r.randint(0, 9)
        if c == 0: return f"({self.expr(t, d)} + {self.expr(t, d)})"
        if c == 1: return f"{self.expr(t, d)}.reversed()"
        if c == 2 and e == INT: return f"{self.expr(t, d)}.map({self.expr(fn(INT, INT), d)})"
        if c == 2 and e == STR: return f"{self.expr(t, d)}.map({self.expr(fn(STR, STR), d)})"
        if c == 3 and e == INT: return f"{self.expr(t, d)}.filter({self.expr(fn(INT, BOOL), d)})"
        if c == 4 and e in (INT, STR): return f"{self.expr(t, d)}.sorted()"
        if c == 5 and e == INT: return f"Array(0..<(abs({self.expr(INT, d)}) % 6))"
        if c == 6: return f"Array(repeating: {self.expr(e, d)}, count: abs({self.expr(INT, d)}) % 4)"
        if c == 7 and e == STR: return f"{self.expr(arr(INT), d)}.map {{ \"\\($0)\" }}"
        if c == 8 and e == INT: return f"{self.expr(arr(STR), d)}.compactMap {{ Int($0) }}"
        if c == 9: return f"[{self.expr(e, d)}, {self.expr(e, d)}]"
        return self.leaf(t)

    def opt_e(self, e, d):
        c = self.r.randint(0, 5)
        if e == INT:
            if c == 0: return f"Int({self.expr(STR, d)})"
            if c == 1: return f"{self.expr(arr(INT), d)}.first"
            if c == 2: return f"{self.expr(arr(INT), d)}.last.map {{ $0 + 1 }}"
            if c == 4: return f"{self.expr(arr(INT), d)}.firstIndex(of: {self.expr(INT, d)})"
        if e == STR:
            if c == 0: return f"{self.expr(arr(STR), d)}.first"
        return self.leaf(opt(e))

    def fn_e(self, t, d):
        c = self.r.randint(0, 5)
        if t == fn(INT, INT):
            if c == 0: return f"({self.expr(t, d)} >>> {self.expr(t, d)})"
            if c == 1: return f"add({self.expr(INT, d)})"
            if c == 2: return f"twice({self.expr(t, d)})"
            if c == 3:
                k = self.expr(INT, d)
                return f"{{ (x: Int) -> Int in x + {k} }}"
        if t == fn(STR, STR):
            if c == 0: return f"({self.expr(t, d)} >>> {self.expr(t, d)})"
            if c == 1: return f"twice({self.expr(t, d)})"
        return self.leaf(t)

    TYPES = [INT, BOOL, STR, arr(INT), arr(STR), arr(BOOL), opt(INT), opt(STR), POINT, SHAPE,
             fn(INT, INT), fn(STR, STR), fn(INT, BOOL), fn(INT, STR)]

    # ---- statements ----
    def stmt(self, indent="", d=0):
        c = self.r.randint(0, 15)
        t = self.r.choice(self.TYPES)
        if c <= 3:
            mutable = self.r.random() < 0.5
            name = self.fresh()
            line = f"{indent}{'var' if mutable else 'let'} {name}: {t} = {self.expr(t)}"
            self.vars.append((name, t, mutable))
            return line
        if c == 4:
            v = self.pick_var(INT, mutable=True)
            if v: return f"{indent}{v} {self.r.choice(['=', '+=' if False else '+=', '-='])} {self.expr(INT)}".replace("+=", "= " + v + " +").replace("-=", "= " + v + " -")
        if c == 5:
            v = self.pick_var(STR, mutable=True)
            if v: return f"{indent}{v} += {self.expr(STR)}"
        if c == 6:
            for e in ELEMS:
                v = self.pick_var(arr(e), mutable=True)
                if v: return f"{indent}{v}.append({self.expr(e)})"
        if c == 7:
            v = self.pick_var(POINT, mutable=True)
            if v: return f"{indent}{v}.x = {self.expr(INT)}"
        if c == 8 and d < 2:
            body = self.block(indent + "    ", d + 1, self.r.randint(1, 3))
            return f"{indent}if ({self.expr(BOOL)}) {{\n{body}\n{indent}}}"
        if c == 9 and d < 2:
            i = self.fresh("i")
            self.vars.append((i, INT, False))
            body = self.block(indent + "    ", d + 1, self.r.randint(1, 2))
            self.vars.remove((i, INT, False))
            return f"{indent}for {i} in 0..<(abs({self.expr(INT)}) % 5) {{\n{body}\n{indent}}}"
        if c == 10:
            return f"{indent}print({self.expr(self.r.choice(self.TYPES[:10]))})"
        if c == 11 and d == 0:
            # A function over some of the types, with a parameter used in its body.
            name = self.fresh("f")
            pt = self.r.choice([INT, STR, arr(INT), POINT, SHAPE])
            rt = self.r.choice([INT, STR, BOOL, arr(INT)])
            saved = list(self.vars)
            self.vars = [v for v in self.vars if not v[2]] + [("p", pt, False)]
            body = self.expr(rt)
            self.vars = saved
            self.vars.append((name, fn(pt, rt), False))
            return f"{indent}func {name}(_ p: {pt}) -> {rt} {{ {body} }}"
        if c == 12 and d == 0:
            # A counter closure capturing a variable.
            v = self.pick_var(INT, mutable=True)
            if v:
                name = self.fresh("c")
                self.vars.append((name, fn(INT, INT), False))
                return f"{indent}let {name}: (Int) -> Int = {{ {v} = {v} + $0; return {v} }}"
        if c == 13:
            s = self.expr(SHAPE)
            return (f"{indent}switch {s} {{\n{indent}case .dot: print(\"dot\")\n"
                    f"{indent}case .line(let n): print(n)\n{indent}case .label(let t): print(t)\n{indent}}}")
        if c == 14:
            o = self.expr(opt(INT))
            inner = self.fresh("u")
            return f"{indent}if let {inner} = ({o}) {{ print({inner} + 1) }} else {{ print(\"none\") }}"
        return f"{indent}{self.expr(t)}"

    def block(self, indent, d, count):
        """Statements in a nested scope: what they declare is not visible after it."""
        saved = list(self.vars)
        body = "\n".join(self.stmt(indent, d) for _ in range(count))
        self.vars = saved
        return body

    def program(self, statements):
        lines = [PRELUDE.rstrip("\n")]
        for _ in range(statements):
            lines.append(self.stmt())
        return "\n".join(lines) + "\n"


RUNTIME = ("division by zero", "overflow", "out of range", "unexpectedly found nil", "limit exceeded",
           "stack depth", "negative", "interrupted", "too many", "count must", "more than")


def classify(status, out):
    """The kind of a finding, or None."""
    if "internal error" in out:
        return "internal"
    if status not in (0, 1):
        return f"exit{status}"
    lines = out.splitlines()
    for i, line in enumerate(lines):
        # Every diagnostic of a code entry is followed by its location.
        if line.startswith("error:") and (i + 1 >= len(lines) or not lines[i + 1].startswith("-->")):
            return "unlocated"
    return None


def runtime_failure(out):
    """Whether the first error is one a well-typed program may meet at run time."""
    first = next((l for l in out.splitlines() if l.startswith("error:")), "")
    return any(m in first for m in RUNTIME)


def main():
    sri, seconds, outdir = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else int(time.time())
    os.makedirs(outdir, exist_ok=True)
    work = tempfile.mkdtemp(prefix="typed-fuzz-")
    rng = random.Random(seed)
    start = time.time()
    runs = rejected = failed = findings = 0
    while time.time() - start < seconds:
        g = Gen(rng)
        text = g.program(rng.randint(3, 14))
        path = os.path.join(work, "typed.sri")
        with open(path, "w") as f:
            f.write(text)
        try:
            p = subprocess.run([sri, "run", "--max-steps", "200000", "--max-memory", "512", "--timeout", "2",
                                "typed.sri"], cwd=work, capture_output=True, timeout=30)
            status, out = p.returncode, (p.stdout + p.stderr).decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            status, out = 124, ""
        runs += 1
        kind = classify(status, out)
        name = None
        if kind:
            findings += 1
            name = f"typed-{kind}-{abs(hash(text)) % 10**12}.sri"
            print(f"typed fuzz: {kind} in {os.path.join(outdir, name)}", file=sys.stderr)
        elif status == 1 and not runtime_failure(out):
            rejected += 1
            name = f"rejected-{abs(hash(text)) % 10**12}.sri"
        elif status == 1:
            failed += 1
        if name:
            with open(os.path.join(outdir, name), "w") as f:
                f.write(text)
            with open(os.path.join(outdir, name + ".out"), "w") as f:
                f.write(out)
    shutil.rmtree(work, ignore_errors=True)
    print(f"typed fuzz: {runs} programs in {time.time() - start:.0f}s (seed {seed}): {findings} findings, "
          f"{rejected} rejected by the checker, {failed} stopped by a run-time error")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
