"""A reference judge that reproduces the verdicts of the standard APPS, TACO and LeetCodeDataset harnesses.

A research tool and test oracle, not part of the package: it reproduces the harnesses' quirks on purpose (always
wrapping stdin programs, set-based output comparison, no atexit), so that `tools/harness_agreement.py` can measure
where metaevolve's judge agrees with them and where it differs (the `harness` verdicts in
`tests/fixtures/judge/expected.json` were measured with it).

Written from a reading of the public harnesses (no code copied); every rule below names the file and function it
reproduces. Commits read:
  APPS  hendrycks/apps      362aedc  eval/testing_util.py (run_test, custom_compare_, call_method, reliability_guard),
                                     eval/test_one_solution.py (check_correctness: TIMEOUT = 10, join(TIMEOUT + 1))
  TACO  FlagOpen/TACO       245eba3  metrics/testing_util.py (run_test, synthesize_std_code, synthesize_cb_code,
                                     execute_std_code, execute_cb_code, compare_std_results)
  LCD   newfacade/LeetCodeDataset 182cd19 eval_lcd/execution.py (unsafe_execute: exec(prompt+completion+test+check))
  PRIME verl-project/verl  verl/utils/reward_score/prime_code/testing_util.py (prelude only, see PRELUDE_PRIME)

Candidate code never runs in the calling process: `judge()` starts `python apps_harness.py --child` inside bubblewrap
(no network, read-only root, private /tmp, new pid namespace, uid 65534) with rlimits, feeds it the job on stdin and
reads the per-test results from a dedicated pipe; the harness logic itself (module build, stdin patching, stdout
capture, comparison) runs in that child, as the originals run it in-process.

Result codes follow APPS: True (pass), False (wrong answer), -1 (runtime error / per-test timeout), -2 (compile error:
the module could not be built or the entry point not found). A reference is accepted when every result is True.
"""
from __future__ import annotations
import json, os, select, shutil, signal, subprocess, sys, tempfile, time

# ---------------------------------------------------------------------------------------------------------------
# Preludes. APPS/TACO: the import block that run_test (APPS) / synthesize_std_code + synthesize_cb_code (TACO)
# put in front of every program; the same modules in both. PRIME: the larger block of verl's prime_code run_test
# (star imports of 17 modules, `from builtins import *` last so that math.pow does not shadow pow, recursion limit).
PRELUDE_APPS = ("import sys\nimport time\nimport itertools\n"
                "from itertools import accumulate, product, permutations, combinations\nimport collections\n"
                "from collections import Counter, OrderedDict, deque, defaultdict, ChainMap\n"
                "from functools import lru_cache\nimport math\n"
                "from math import sqrt, sin, cos, tan, ceil, fabs, floor, gcd, exp, log, log2\nimport fractions\n"
                "from typing import List, Tuple\nimport numpy as np\nimport random\nimport heapq\nfrom heapq import *\n")
_PRIME_STAR = ["string", "re", "datetime", "collections", "heapq", "bisect", "copy", "math", "random", "statistics",
               "itertools", "functools", "operator", "io", "sys", "json", "builtins", "typing"]
PRELUDE_PRIME = ("".join(f"from {m} import *\n" for m in _PRIME_STAR)
                 + "".join(f"import {m}\n" for m in _PRIME_STAR if m not in ("builtins", "typing"))
                 + "sys.setrecursionlimit(6*10**5)\n")

PER_TEST_TIMEOUT_S = 4       # APPS testing_util: module constant `timeout = 4` (signal.alarm); TACO: TIMEOUT = 4
GLOBAL_TIMEOUT_S = 11        # APPS test_one_solution.check_correctness: Process.join(TIMEOUT + 1), TIMEOUT = 10
LCD_TIMEOUT_S = 3.0          # LeetCodeDataset eval_lcd/evaluate.py: timeout = 3.0 for the whole check()


# ---------------------------------------------------------------------------------------------------------------
# Program rewriting (pure text functions: safe to call in the parent).
def _is_import_line(line: str) -> bool:
    "APPS/TACO test only the line start, at column 0: indented imports are ordinary code lines."
    return line.startswith("from ") or line.startswith("import ")

def wrap_stdin_apps(code: str) -> str:
    """APPS run_test, standard-input branch: every line that is not an import gets a tab in front; the first such
    line is preceded by `stdin = sys.stdin`, `stdout = sys.stdout` and `def code():`; import lines after that point
    are indented too (so only the imports *before* the first code line stay at module level). Lines inside
    multi-line strings get the tab as well (their content changes), as in the original."""
    out, started = [], False
    for line in code.split("\n"):
        if not _is_import_line(line):
            if not started:
                out.append("stdin = sys.stdin\nstdout = sys.stdout\ndef code():\n")
                started = True
            out.append("\t" + line + "\n")
        else:
            out.append(("\t" if started else "") + line + "\n")
    return PRELUDE_APPS + "".join(out)

def split_taco_stdin(code: str) -> tuple[str, str]:
    """TACO synthesize_std_code: (wrapped, direct). `direct` is what TACO executes: prelude and the two
    `stdin/stdout =` lines inserted before the first non-import line, the program otherwise untouched. `wrapped`
    (def code(), APPS-style, with `import *` lines hoisted to module level and dropped from the body) is what TACO
    compiles first (a failure there is -2 for every test) and what it re-runs with a `code()` call when every
    direct run ended with return code 1."""
    lines = code.split("\n")
    kinds = [2 if "import *" in l else (1 if _is_import_line(l) else 0) for l in lines]
    star = "\n".join(l.lstrip("\t") for l, k in zip(lines, kinds) if k == 2)
    wrapped, direct, started = "", "", False
    for l, k in zip(lines, kinds):
        if k == 0 and not started:
            direct += PRELUDE_APPS + "\nstdin = sys.stdin\nstdout = sys.stdout\n" + l + "\n"
            wrapped += PRELUDE_APPS + star + "\nstdin = sys.stdin\nstdout = sys.stdout\ndef code():\n\t" + l + "\n"
            started = True
        else:
            direct += l + "\n"
            if k < 2: wrapped += ("\t" if started else "") + l + "\n"
    return wrapped, direct


# ---------------------------------------------------------------------------------------------------------------
# Output comparison (pure functions). They work on copies: the originals mutate the test's expected output in
# place as they go, which leaks into the next solution judged against the same problem dict (not reproduced).
def _strip_eq(a: str, b: str) -> bool:
    "APPS/TACO stripped_string_compare: equal after removing leading and trailing whitespace (blank lines too)."
    return a.strip() == b.strip()

def compare_apps_stdout(lines: list[str], expected) -> tuple[bool, str]:
    """APPS run_test, standard-input comparison cascade; `lines` is the captured stdout `.splitlines()`.
    Returns (accepted, the rule that accepted). Rules in the original's order:
      1 custom_compare_: '\\n'.join(lines) vs expected, both stripped; then the same with every line stripped
      2 lines == [expected]  (a one-line output equal to the whole expected text)
      3 expected split on '\\n', empty lines dropped, each stripped; lines == that list
      4 the same with empty output lines dropped (output lines are NOT stripped here)
      5 every line parses as one float and np.allclose (rtol 1e-5, atol 1e-8), same count
      6 per-line token SETS compared as a set of frozensets: line order, duplicate lines, token order and
        duplicate tokens are all ignored (hendrycks/apps#27: accepts wrong answers)
      7 the same with every token rounded to 3 decimals (numeric outputs)"""
    import numpy as np
    exp = "\n".join(expected) if isinstance(expected, list) else expected
    if _strip_eq("\n".join(lines), exp): return True, "1:strip"
    if _strip_eq("\n".join(l.strip() for l in lines), exp): return True, "1:strip-lines"
    if lines == [exp]: return True, "2:single"
    exp_lines = [x.strip() for x in exp.split("\n") if x]
    if lines == exp_lines: return True, "3:lines"
    nonempty = [l for l in lines if l]
    if nonempty == exp_lines: return True, "4:nonempty-lines"
    try:
        got_f, exp_f = [float(x) for x in nonempty], [float(x) for x in exp_lines]
        if len(got_f) == len(exp_f) and np.allclose(got_f, exp_f): return True, "5:float-lines"
    except (ValueError, TypeError):
        pass
    got_sets = [set(l.split()) for l in nonempty if l.split()]
    exp_sets = [set(l.split()) for l in exp_lines]
    if {frozenset(s) for s in got_sets} == {frozenset(s) for s in exp_sets}: return True, "6:token-sets"
    try:
        r = lambda sets: {frozenset(round(float(t), 3) for t in s) for s in sets}
        if r(got_sets) == r(exp_sets): return True, "7:rounded-sets"
    except (ValueError, TypeError, OverflowError):
        pass
    return False, ""

def compare_taco_stdout(out: str, expected) -> tuple[bool, str]:
    """TACO compare_std_results. TACO passes the subprocess stdout as one *string*, so every list branch of the
    APPS cascade is skipped; what remains: whole-text strip equality; then string-vs-list tests that cannot hold;
    the float test iterates the *characters* of the text (fails unless every character is a digit); the set tests
    compare frozensets of the characters of each token with per-line token sets (hold only in degenerate cases,
    e.g. one single-character token per line). Reproduced as written."""
    import numpy as np
    exp = "\n".join(expected) if isinstance(expected, list) else expected
    if _strip_eq(out, exp): return True, "strip"
    exp_lines = [x.strip() for x in exp.split("\n") if x]
    try:
        got_f, exp_f = [float(c) for c in out], [float(x) for x in exp_lines]
        if len(got_f) == len(exp_f) and np.allclose(got_f, exp_f): return True, "float-chars"
    except (ValueError, TypeError):
        pass
    exp_sets = [set(l.split()) for l in exp_lines]
    toks = set(t for t in out.split() if t)
    if {frozenset(t) for t in toks} == {frozenset(s) for s in exp_sets}: return True, "char-sets"
    try:
        if {frozenset(round(float(c), 3) for c in t) for t in toks} == \
                {frozenset(round(float(x), 3) for x in s) for s in exp_sets}: return True, "rounded-char-sets"
    except (ValueError, TypeError, OverflowError):
        pass
    return False, ""

def _int_keys(d: dict):
    return {int(k): v for k, v in d.items()}

def fix_dict_keys(args, expected):
    """APPS run_test / TACO process_input_output: JSON turned int dict keys into strings; a dict first argument,
    a dict expected value or a dict inside a one-element expected list get int keys back (silently skipped when
    a key is not an int)."""
    try:
        if isinstance(args[0], dict): args = [_int_keys(args[0])]
    except Exception: pass
    try:
        if isinstance(expected, dict): expected = [_int_keys(expected)]
    except Exception: pass
    try:
        if isinstance(expected[0], dict): expected = [_int_keys(expected[0])]
    except Exception: pass
    return args, expected

def compare_call(out, expected) -> bool:
    """APPS/TACO call-based comparison: a tuple result becomes a list; then `out == expected`, or `out ==
    expected[0]` (expected stored as a one-element list), or a list of tuples compared as lists with expected[0].
    Plain ==: no float tolerance, bool == int (True == 1) holds."""
    if isinstance(out, tuple): out = list(out)
    ok = out == expected
    if isinstance(expected, list) and expected: ok = ok or out == expected[0]
    try:
        if isinstance(out[0], tuple): ok = ok or [list(x) for x in out] == expected[0]
    except Exception: pass
    return bool(ok)


# ---------------------------------------------------------------------------------------------------------------
# Child side: runs inside the sandbox. Nothing below is called in the parent.
class _Alarm(Exception):
    "APPS TimeoutException: raised from SIGALRM inside the program (a bare `except:` in the program swallows it)."

def _on_alarm(signum, frame): raise _Alarm()

def apps_guard():
    """APPS/TACO reliability_guard (from human-eval), the parts that change verdicts: exit()/quit() become None
    (calling them is a TypeError, i.e. a runtime error; sys.exit still works), destructive os/shutil functions
    and subprocess.Popen become None, `resource`, `psutil`, `joblib`, `ipdb`, `tkinter` cannot be imported,
    OMP_NUM_THREADS=1. Not a sandbox: the bwrap layer around this process is."""
    import builtins, shutil as _sh, subprocess as _sp
    builtins.exit = builtins.quit = None
    os.environ["OMP_NUM_THREADS"] = "1"
    for name in ("kill", "system", "putenv", "remove", "removedirs", "rmdir", "fchdir", "setuid", "fork", "forkpty",
                 "killpg", "rename", "renames", "truncate", "replace", "unlink", "fchmod", "fchown", "chmod", "chown",
                 "chroot", "lchflags", "lchmod", "lchown", "getcwd", "chdir"):
        if hasattr(os, name): setattr(os, name, None)
    _sh.rmtree = _sh.move = _sh.chown = None
    _sp.Popen = None
    builtins.help = None
    for m in ("ipdb", "joblib", "resource", "psutil", "tkinter"): sys.modules[m] = None

def _module_from(src: str):
    "pyext RuntimeModule.from_string('tmp_sol', '', src): a fresh module named tmp_sol (so `__name__ != '__main__'`)."
    import types
    mod = types.ModuleType("tmp_sol")
    exec(compile(src, "tmp_sol", "exec"), mod.__dict__)
    return mod

class _Capture:
    """APPS Capturing: sys.stdout becomes a StringIO whose close is replaced by a one-argument lambda (so a program
    calling sys.stdout.close() gets a TypeError); the captured text is split into lines on exit. A program that
    replaces sys.stdout itself writes past the capture; os.write(1, ...) goes to the real fd 1 (discarded)."""
    def __enter__(self):
        from io import StringIO
        self.saved, self.buf = sys.stdout, StringIO()
        self.buf.close = lambda x: 1
        sys.stdout = self.buf
        return self
    def __exit__(self, *a):
        self.lines = self.buf.getvalue().splitlines()
        sys.stdout = self.saved

def _call_with_stdin(fn, text: str):
    """APPS call_method: the same five unittest.mock patches in the same decorator order. Mock enters stacked
    decorator patches bottom-up, so readline/readlines/read are patched on the *real* sys.stdin object before
    sys.stdin is replaced by a plain StringIO(text). Effects: `input()` and `sys.stdin.*` read the StringIO (lines
    keep '\\n', EOF gives EOFError); names bound to the real stdin at module level (`from sys import stdin`, or the
    `stdin = sys.stdin` line the wrapper adds) get readline without '\\n' (StopIteration after the last line),
    read/readlines of the text, but iteration and .buffer read the process's real stdin (here /dev/null);
    sys.stdin.buffer and sys.stdin.fileno() do not exist on the StringIO; open(...) returns the text. SystemExit is
    swallowed (a normal end)."""
    from io import StringIO
    from unittest.mock import patch, mock_open
    it = iter(text.split("\n"))
    @patch("builtins.open", mock_open(read_data=text))
    @patch("sys.stdin", StringIO(text))
    @patch("sys.stdin.readline", lambda *a: next(it))
    @patch("sys.stdin.readlines", lambda *a: text.split("\n"))
    @patch("sys.stdin.read", lambda *a: text)
    def inner():
        try: return fn()
        except SystemExit: pass
    return inner()

_T0 = [0.0]

def _emit(fd: int, rec: dict):
    "One result line on the result pipe, with the seconds since the harness started (for the global timeout)."
    rec["t"] = round(time.monotonic() - _T0[0], 4)
    os.write(fd, (json.dumps(rec, default=repr) + "\n").encode())

def _call_test(fd: int, i: int, method, args, exp, tl: int, reraise: tuple = ()):
    """One call-based test as APPS and TACO run it: dict keys fixed, `method(*args)` under a `tl` s alarm, the result
    compared (r = True/False) or the exception reported (r = -1); exceptions in `reraise` propagate (APPS: Ctrl-C)."""
    args, exp = fix_dict_keys(args, exp)
    signal.alarm(tl)
    try:
        out = method(*args)
        signal.alarm(0)
        _emit(fd, {"i": i, "r": compare_call(out, exp), "got": repr(out)[:200]})
    except BaseException as e:
        signal.alarm(0)
        if isinstance(e, reraise): raise
        _emit(fd, {"i": i, "r": -1, "why": f"{type(e).__name__}: {e}"[:200]})

def _child_apps(job: dict, fd: int):
    "APPS run_test in one process: guard, build the module once, then every test with a 4 s alarm."
    io_, code, tl = job["io"], job["code"], int(job.get("per_test_timeout") or PER_TEST_TIMEOUT_S)
    fn_name = io_.get("fn_name")
    apps_guard()
    signal.signal(signal.SIGALRM, _on_alarm)
    src = PRELUDE_APPS + code if fn_name else wrap_stdin_apps(code)
    signal.alarm(tl)
    try:
        mod = _module_from(src)
        target = (mod.Solution() if "class Solution" in code else mod) if fn_name else mod
        signal.alarm(0)
        method = getattr(target, fn_name or "code")
    except BaseException as e:        # compile error, error at module level, missing entry point, timeout
        signal.alarm(0)
        _emit(fd, {"i": -1, "r": -2, "why": f"{type(e).__name__}: {e}"[:200]}); return
    for i, (args, exp) in enumerate(zip(io_["inputs"], io_["outputs"])):
        if fn_name:
            _call_test(fd, i, method, args, exp, tl, reraise=(KeyboardInterrupt,))
            continue
        text = "\n".join(args) if isinstance(args, list) else args
        exp = "\n".join(exp) if isinstance(exp, list) else exp
        err = None
        with _Capture() as cap:
            signal.alarm(tl)
            try: _call_with_stdin(method, text)
            except BaseException as e: err = e
            finally: signal.alarm(0)
        if err is not None:
            _emit(fd, {"i": i, "r": -1, "why": f"{type(err).__name__}: {err}"[:200]}); continue
        ok, rule = compare_apps_stdout(cap.lines, exp)
        _emit(fd, {"i": i, "r": ok, "rule": rule, "got": "\n".join(cap.lines)[:200]})

def _child_taco(job: dict, fd: int):
    """TACO run_test. Call-based: like APPS (module built first, guard applied before the calls). Standard input:
    the wrapped text must build (else -2); each test runs `python <direct file>` with the input on a pipe and a
    4 s timeout; a non-zero exit is retried with the input from a file, then in input.txt/output.txt mode; when
    every test ended with return code 1, all tests are re-run with the wrapped text plus a `code()` call."""
    io_, code, tl = job["io"], job["code"], int(job.get("per_test_timeout") or PER_TEST_TIMEOUT_S)
    fn_name = io_.get("fn_name")
    signal.signal(signal.SIGALRM, _on_alarm)
    if fn_name:
        src = PRELUDE_APPS + code
        signal.alarm(tl)
        try:
            mod = _module_from(src)
            target = mod.Solution() if "class Solution" in src else mod
            method = getattr(target, fn_name)
            signal.alarm(0)
        except BaseException as e:
            signal.alarm(0)
            _emit(fd, {"i": -1, "r": -2, "why": f"{type(e).__name__}: {e}"[:200]}); return
        apps_guard()
        for i, (args, exp) in enumerate(zip(io_["inputs"], io_["outputs"])):
            _call_test(fd, i, method, args, exp, tl)
        return
    wrapped, direct = split_taco_stdin(code)
    try:
        _module_from(wrapped)         # compile_and_get_func on the wrapped text (module level runs: imports, defs)
    except BaseException as e:
        _emit(fd, {"i": -1, "r": -2, "why": f"{type(e).__name__}: {e}"[:200]}); return
    def run_all(program: str) -> list[dict]:
        path = tempfile.NamedTemporaryFile("w", suffix=".py", delete=False, dir="/tmp")
        path.write(program); path.close()
        recs = []
        for i, (inp, exp) in enumerate(zip(io_["inputs"], io_["outputs"])):
            for f in ("input.txt", "output.txt"):
                if os.path.exists(f): os.unlink(f)
            inp = "\n".join(inp) if isinstance(inp, list) else inp
            exp = "\n".join(exp) if isinstance(exp, list) else exp
            py = [sys.executable, path.name]
            try:
                res = subprocess.run(py, input=inp, text=True, capture_output=True, timeout=tl)
            except subprocess.TimeoutExpired:
                recs.append({"i": i, "r": -1, "why": "timeout"}); continue
            if res.returncode == 0:
                ok, rule = compare_taco_stdout(res.stdout, exp)
                recs.append({"i": i, "r": ok, "rule": rule, "got": res.stdout[:200]}); continue
            ok, last_rc = None, res.returncode   # retry 1: stdin from a file, retry 2: input.txt / output.txt
            try:
                with tempfile.TemporaryFile("w+") as fin:
                    fin.write(inp); fin.seek(0)
                    r2 = subprocess.run(py, stdin=fin, text=True, capture_output=True, timeout=tl)
                last_rc = r2.returncode
                if r2.returncode == 0: ok = compare_taco_stdout(r2.stdout, exp)[0]
            except subprocess.TimeoutExpired: pass
            if ok is None:
                try:
                    with open("input.txt", "w") as f: f.write(inp)
                    r3 = subprocess.run(py, stdin=subprocess.DEVNULL, text=True, capture_output=True, timeout=tl)
                    last_rc = r3.returncode
                    if r3.returncode == 0 and os.path.exists("output.txt"):
                        ok = compare_taco_stdout(open("output.txt").read(), exp)[0]
                except subprocess.TimeoutExpired: pass
            recs.append({"i": i, "r": ok if ok is not None else -3, "why": f"returncode:{last_rc}",
                         "stderr": res.stderr.strip().splitlines()[-1][:200] if res.stderr.strip() else ""})
        return recs
    recs = run_all(direct)
    if recs and all(r["r"] == -3 and r["why"] == "returncode:1" for r in recs):
        recs = run_all(wrapped + "\ncode()\n")
        for r in recs: r["rerun"] = "wrapped"
    for r in recs: _emit(fd, r)

def _child_lcd(job: dict, fd: int):
    "LeetCodeDataset unsafe_execute: exec(prompt + completion + test + check(entry_point)) with a time limit."
    row = job["row"]
    program = f"{row['prompt']}\n{job['code']}\n{row['test']}\ncheck({row['entry_point']})"
    apps_guard()
    signal.signal(signal.SIGALRM, _on_alarm)
    signal.setitimer(signal.ITIMER_REAL, job.get("per_test_timeout") or LCD_TIMEOUT_S)
    try:
        with open(os.devnull, "w") as null:
            saved, sys.stdout, sys.stderr = (sys.stdout, sys.stderr), null, null
            try: exec(program, {})
            finally: sys.stdout, sys.stderr = saved
        signal.setitimer(signal.ITIMER_REAL, 0)
        _emit(fd, {"i": 0, "r": True})
    except BaseException as e:
        signal.setitimer(signal.ITIMER_REAL, 0)
        _emit(fd, {"i": 0, "r": -1 if isinstance(e, _Alarm) else False, "why": f"{type(e).__name__}: {e}"[:200]})

def child_main():
    "Entry point of the sandboxed child: job JSON on stdin, result lines on the fd named by APPS_HARNESS_FD."
    fd = int(os.environ["APPS_HARNESS_FD"])
    job = json.loads(sys.stdin.read())
    nul = os.open(os.devnull, os.O_RDONLY); os.dup2(nul, 0); os.close(nul)   # the real stdin: empty, as in a batch job
    sys.setrecursionlimit(job.get("recursion_limit", sys.getrecursionlimit()))
    import numpy                      # APPS/TACO import numpy at module load, before reliability_guard runs
    _T0[0] = time.monotonic()
    {"apps": _child_apps, "taco": _child_taco, "lcd": _child_lcd}[job["mode"]](job, fd)
    os._exit(0)                       # no atexit handlers, no waiting on threads a program left (APPS returns too)


# ---------------------------------------------------------------------------------------------------------------
# Parent side: start the child in bubblewrap with limits, collect results, apply the global timeout.
def _bwrap_prefix() -> list[str]:
    bw = shutil.which("bwrap")
    if not bw: return []
    return [bw, "--unshare-all", "--unshare-user", "--uid", "65534", "--gid", "65534", "--die-with-parent",
            "--new-session", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
            "--chdir", "/tmp"]

def _limits(cpu_s: int, mem_mb: int):
    import resource
    def pre():
        os.setsid()
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_s, cpu_s + 1))
        resource.setrlimit(resource.RLIMIT_AS, (mem_mb << 20, mem_mb << 20))
        resource.setrlimit(resource.RLIMIT_FSIZE, (64 << 20, 64 << 20))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_STACK, (256 << 20, resource.RLIM_INFINITY))
        os.nice(10)
    return pre

PYTHON = os.environ.get("APPS_HARNESS_PYTHON", sys.executable)   # needs numpy (the prelude imports it)

def judge(code: str, mode: str, io_: dict | None = None, row: dict | None = None,
          per_test_timeout: float | None = None, global_timeout: float | None = GLOBAL_TIMEOUT_S,
          mem_mb: int = 4096) -> dict:
    """Judge one program the way harness `mode` ('apps', 'taco', 'lcd') does. Returns {'accepted', 'results',
    'records', 'why'}: results are the APPS-style codes per test; a global timeout (APPS check_correctness kills
    the whole run after TIMEOUT + 1 s) turns every result into -1. `global_timeout=None` disables it."""
    per_test_timeout = per_test_timeout or (LCD_TIMEOUT_S if mode == "lcd" else PER_TEST_TIMEOUT_S)
    job = {"mode": mode, "code": code, "io": io_, "row": row, "per_test_timeout": per_test_timeout}
    n_tests = 1 if mode == "lcd" else len(io_["inputs"])
    wall = global_timeout if (global_timeout and mode == "apps") else (
        n_tests * (per_test_timeout * 3 + 1) + 10 if mode == "taco" else per_test_timeout * (n_tests + 1) + 10)
    r, w = os.pipe()
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PYTHONHASHSEED": "0", "OMP_NUM_THREADS": "1",
           "OPENBLAS_NUM_THREADS": "1", "HOME": "/tmp", "APPS_HARNESS_FD": str(w), "PYTHONDONTWRITEBYTECODE": "1"}
    cmd = _bwrap_prefix() + [os.path.realpath(PYTHON), "-X", "int_max_str_digits=0", os.path.abspath(__file__), "--child"]
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                         pass_fds=[w], preexec_fn=_limits(int(wall) + 5, mem_mb))
    os.close(w)
    p.stdin.write(json.dumps(job).encode()); p.stdin.close()
    buf, timed_out = b"", False
    while True:
        left = wall - (time.monotonic() - t0)
        if left <= 0: timed_out = True; break
        ready, _, _ = select.select([r], [], [], min(left, 1.0))
        if ready:
            chunk = os.read(r, 1 << 16)
            if not chunk: break
            buf += chunk
    try: os.killpg(p.pid, signal.SIGKILL)
    except ProcessLookupError: pass
    p.wait()
    err = p.stderr.read().decode("utf-8", "replace")[-500:]; p.stderr.close(); os.close(r)
    recs = [json.loads(l) for l in buf.decode("utf-8", "replace").splitlines() if l.strip()]
    elapsed = round(time.monotonic() - t0, 3)
    if timed_out and mode == "apps" and global_timeout:
        return {"accepted": False, "results": [-1] * n_tests, "records": recs, "why": f"global timeout {wall:g}s",
                "elapsed_s": elapsed}
    if recs and recs[0]["i"] == -1:
        return {"accepted": False, "results": [-2], "records": recs, "why": recs[0].get("why", ""), "elapsed_s": elapsed}
    results = [rec["r"] for rec in recs]
    if len(results) < n_tests:        # the child died (os._exit in the program, a signal, the wall limit)
        results += [-1] * (n_tests - len(results))
        why = "timeout" if timed_out else f"child ended early (exit {p.returncode}) {err.strip()[-200:]}"
    else:
        bad = next((rec for rec in recs if rec["r"] is not True), None)
        why = "" if bad is None else (bad.get("why") or f"test {bad['i']}: got {bad.get('got', '')[:80]!r}")
    return {"accepted": all(x is True for x in results), "results": results, "records": recs, "why": why,
            "elapsed_s": elapsed}


if __name__ == "__main__" and sys.argv[1:] == ["--child"]:
    child_main()
