#!/usr/bin/env python3
"""Rewrites `#expect(A == B)` as `expectEqual(A, B)` in the given Swift test files (docs/testing.md, "Build time",
forty-ninth session): each `#expect` is a macro expansion the compiler type-checks and generates on its own, about
30 ms of CPU a `==` form in a debug build; a call of one generic function is a few. Same assertion, same source line.

Only the safe shape is rewritten: one argument (no comment, no sourceLocation), exactly one top-level ` == `, no
other top-level comparison or logical operator, ternary, assignment or `<`/`>` (a generic argument list reads the
same), and neither side the literal `nil` (a non-Equatable optional compares with nil, not with a generic T).
`--skip PATH:LINE` (repeatable, before the files) leaves alone the expectation that starts on that line of the file
as given: one a build rejects once rewritten (a heterogeneous `==`, say Substring against String). `--spans` prints,
for each rewritten expectation, `PATH:FIRST-LAST<TAB>LINE` (its lines in the rewritten file, and the line it started
on before), which is how a build's error lines are turned into `--skip`s. Idempotent: a rewritten file has no `==`
expectation of this shape left.
"""
import re, sys

BLOCKERS = {"&&", "||", "!=", "===", "!==", "<", ">", "<=", ">=", "~=", "=", "?", "??="}

def scan_string(s, i):
    """i at a string's opening quote (after any '#'s); returns the index after its close."""
    hashes = 0
    j = i - 1
    while j >= 0 and s[j] == "#":
        hashes += 1; j -= 1
    if s.startswith('"""', i):
        close = '"""' + "#" * hashes; k = i + 3
        while True:
            if s.startswith("\\" + "#" * hashes + "(", k):
                k = scan_parens(s, k + 2 + hashes); continue
            if s[k] == "\\" and hashes == 0: k += 2; continue
            if s.startswith(close, k): return k + len(close)
            k += 1
    close = '"' + "#" * hashes; k = i + 1
    while True:
        if s.startswith("\\" + "#" * hashes + "(", k):
            k = scan_parens(s, k + 2 + hashes); continue
        if s[k] == "\\" and hashes == 0: k += 2; continue
        if s.startswith(close, k): return k + len(close)
        if s[k] == "\n": raise ValueError("unterminated string")
        k += 1

def scan_parens(s, i):
    """i just after an opening '(' (or '[' / '{' of the same kind); returns the index after the matching close."""
    depth = 1; k = i
    while depth:
        c = s[k]
        if c == '"': k = scan_string(s, k); continue
        if s.startswith("//", k): k = s.index("\n", k); continue
        if s.startswith("/*", k): k = s.index("*/", k) + 2; continue
        if c in "([{": depth += 1
        elif c in ")]}": depth -= 1
        k += 1
    return k

def top_level_tokens(arg):
    """The argument's operator tokens and commas at depth 0, with their offsets."""
    out = []; depth = 0; k = 0
    while k < len(arg):
        c = arg[k]
        if c == '"': k = scan_string(arg, k); continue
        if arg.startswith("//", k) or arg.startswith("/*", k): return None  # comments inside: leave it alone
        if c in "([{": depth += 1; k += 1; continue
        if c in ")]}": depth -= 1; k += 1; continue
        if depth == 0:
            if c == ",": out.append((k, ",")); k += 1; continue
            if (k == 0 or not (arg[k - 1].isalnum() or arg[k - 1] == "_")) and re.match(r"(is|as)[?!]?\s", arg[k:]):
                out.append((k, "as")); k += 2; continue
            m = re.match(r"[=!<>&|?~+\-*/%^.]+", arg[k:])
            if m:
                out.append((k, m.group(0))); k += len(m.group(0)); continue
        k += 1
    return out

def rewrite_one(arg):
    toks = top_level_tokens(arg)
    if toks is None: return None
    if any(t == "," for _, t in toks): return None
    eqs = [(o, t) for o, t in toks if t == "=="]
    if len(eqs) != 1: return None
    if any(t in BLOCKERS or t == "as" for _, t in toks): return None  # a cast: rare, left alone
    if any(t.startswith("?") and len(t) > 1 and t != "?." for _, t in toks): return None
    o = eqs[0][0]
    # A binary `==` has whitespace on both sides; anything else (an operator reference) is left alone.
    if not (o > 0 and arg[o - 1].isspace() and o + 2 < len(arg) and arg[o + 2].isspace()): return None
    lhs, rhs = arg[:o].rstrip(), arg[o + 2:].lstrip()
    gap = arg[len(lhs):o]  # the space or line break before `==`, kept so that lines keep their numbers
    if lhs.strip() == "nil" or rhs.strip() == "nil": return None
    # A tuple is not Equatable: `(a, b) == (c, d)` is the standard library's tuple overload, not a generic T.
    for side in (lhs.strip(), rhs.strip()):
        if side.startswith("(") and side.endswith(")") and "," in side:
            inner = top_level_tokens(side[1:-1])
            if inner is None or any(t == "," for _, t in inner): return None
    return lhs + "," + gap + rhs

def rewrite(text, skip=frozenset()):
    """The rewritten text, and for each rewrite (its first line before, its first and last line after)."""
    out = []; k = 0; spans = []; new_line = 1
    for m in re.finditer(r"#expect\(", text):
        if m.start() < k: continue
        start = m.start(); inner = m.end()
        line = text.count("\n", 0, start) + 1
        if line in skip: continue
        try:
            end = scan_parens(text, inner)
        except (ValueError, IndexError):
            continue
        new = rewrite_one(text[inner:end - 1])
        if new is None: continue
        # `try`/`await` in `#expect(try a == b)` covers the whole comparison; as a call's argument it would cover `a`
        # alone, so it goes in front of the call.
        effects = re.match(r"\s*((?:try|await)\s+(?:(?:try|await)\s+)?)", new)
        prefix = ""
        if effects:
            prefix = " ".join(effects.group(1).split()) + " "; new = new[effects.end():]
        out.append(text[k:start]); new_line += text.count("\n", k, start)
        call = prefix + "expectEqual(" + new + ")"
        out.append(call); spans.append((line, new_line, new_line + call.count("\n")))
        new_line += call.count("\n"); k = end
    out.append(text[k:])
    return "".join(out), spans

def main():
    args = sys.argv[1:]; skips = {}; show = False
    while args and args[0] in ("--skip", "--spans"):
        if args[0] == "--spans": show = True; args = args[1:]; continue
        path, line = args[1].rsplit(":", 1); skips.setdefault(path, set()).add(int(line)); args = args[2:]
    total = 0
    for path in args:
        src = open(path, encoding="utf-8").read()
        new, spans = rewrite(src, frozenset(skips.get(path, ())))
        if spans:
            shift = 0
            if not re.search(r"^import TestExpectations$", new, flags=re.M):
                at = re.search(r"^import Testing\n", new, flags=re.M)
                if at is None:
                    print(f"{path}: no 'import Testing' line", file=sys.stderr); return 1
                new = new[:at.end()] + "import TestExpectations\n" + new[at.end():]
                import_line = new.count("\n", 0, at.end()) + 1
                spans = [(b, f + (f >= import_line), l + (f >= import_line)) for b, f, l in spans]
            open(path, "w", encoding="utf-8").write(new)
            if show:
                for before, first, last in spans: print(f"{path}:{first}-{last}\t{before}")
        total += len(spans)
    print(f"{total} expectations rewritten in {len(args)} files", file=sys.stderr)
    return 0

if __name__ == "__main__":
    sys.exit(main())
