#!/usr/bin/env python3
"""Build the shipped MetaEvolve problem set: `stdio.jsonl` and `call_based.jsonl` in this folder.

Every problem, statement, test generator and solution below was written for this project. Each problem carries a
pool of solutions whose intended verdicts are recorded in `meta["expected"]` (one label per solution) and whose
roles are in `meta["roles"]` (fast, slow, wrong). Expected outputs are computed by running the problem's own
trusted reference solution (`fast`, always solution 0) in a subprocess; the slow reference is run on every test too
and must agree, so the data set checks itself while it is built.

    .venv/bin/python data/problems/build_problems.py            # rebuild both files (about a minute)
    .venv/bin/python data/problems/build_problems.py --only 03  # rebuild, print timings for matching ids

Deterministic: every random choice takes a seed derived from the problem id.
"""
from __future__ import annotations
import argparse, json, random, subprocess, sys, textwrap, time, zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
from metaevolve.core.problems import Problem, TestCase, write_problems  # noqa: E402

SOURCE = "metaevolve-shipped"
SPECS: list[dict] = []


def D(s: str) -> str:
    "Dedent a program or statement and strip the leading newline."
    return textwrap.dedent(s).strip("\n") + "\n"


def spec(pid, title, statement, gen, fast, slow, wrongs, fn_name=None, time_limit_s=2.0, starter_code=None):
    """Register a problem. `gen(rng)` returns the test inputs (str for stdin problems, list of args for call-based);
    `wrongs` is a list of (program, expected verdict label)."""
    SPECS.append(dict(id=pid, title=title, statement=D(statement), gen=gen, fast=D(fast), slow=D(slow),
                      wrongs=[(D(w), lab) for w, lab in wrongs], fn_name=fn_name, time_limit_s=time_limit_s,
                      starter_code=starter_code))


def ints(xs) -> str: return " ".join(map(str, xs))


# ----------------------------------------------------------------------------------------------------------------
# stdin/stdout problems
# ----------------------------------------------------------------------------------------------------------------

# 01 ------------------------------------------------------------------------------------------------------------
def gen01(rng):
    def mk(n, q, lo=-10**9, hi=10**9):
        a = [rng.randint(lo, hi) for _ in range(n)]
        qs = []
        for _ in range(q):
            l = rng.randint(1, n); r = rng.randint(l, n); qs.append(f"{l} {r}")
        return f"{n} {q}\n{ints(a)}\n" + "".join(x + "\n" for x in qs)
    tests = ["5 3\n1 2 3 4 5\n1 5\n2 3\n4 4\n", "1 1\n-7\n1 1\n", "3 2\n1000000000 1000000000 1000000000\n1 3\n3 3\n"]
    tests += [mk(rng.randint(2, 30), rng.randint(1, 30)) for _ in range(3)]
    tests += [mk(3000, 3000), mk(3000, 3000, 0, 9)]
    return tests

spec("ship-stdio-01-range-sums", "Range Sums", """
    # Range Sums
    You are given an array of n integers a_1, ..., a_n and q queries. Each query is a pair (l, r) and asks for
    a_l + a_{l+1} + ... + a_r.

    ## Input
    The first line holds n and q. The second line holds the n integers. Each of the next q lines holds l and r.

    ## Output
    For every query print its sum on its own line, in the order of the queries.

    ## Constraints
    1 <= n, q <= 3000; |a_i| <= 10^9; 1 <= l <= r <= n.

    ## Example
    Input:
    5 3
    1 2 3 4 5
    1 5
    2 3
    4 4
    Output:
    15
    5
    4
    """, gen01,
    fast="""
    import sys
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    p = [0] * (n + 1)
    for i in range(n):
        p[i + 1] = p[i] + int(data[2 + i])
    out = []
    k = 2 + n
    for _ in range(q):
        l, r = int(data[k]), int(data[k + 1]); k += 2
        out.append(p[r] - p[l - 1])
    print("\\n".join(map(str, out)))
    """,
    slow="""
    n, q = map(int, input().split())
    a = list(map(int, input().split()))
    for _ in range(q):
        l, r = map(int, input().split())
        s = 0
        for i in range(l - 1, r):
            s += a[i]
        print(s)
    """,
    wrongs=[("""
    import sys
    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    p = [0] * (n + 1)
    for i in range(n):
        p[i + 1] = p[i] + int(data[2 + i])
    out = []
    for j in range(q):
        l, r = int(data[2 + n + 2 * j]), int(data[3 + n + 2 * j])
        out.append(p[r] - p[l])   # off by one: drops a_l
    print("\\n".join(map(str, out)))
    """, "wrong_answer"), ("""
    n, q = map(int, input().split())
    a = list(map(int, input().split()))
    for _ in range(q):
        l, r = map(int, input().split())
        print(sum(a[l:r + 1]))    # treats l, r as 0-based
    """, "wrong_answer")])


# 02 ------------------------------------------------------------------------------------------------------------
def gen02(rng):
    def mk(n, hi):
        return f"{n}\n{ints(rng.randint(1, hi) for _ in range(n))}\n"
    tests = ["5\n3 1 2 5 4\n", "1\n42\n", "4\n2 2 2 2\n", "6\n6 5 4 3 2 1\n"]
    tests += [mk(rng.randint(2, 40), rng.choice([3, 1000])) for _ in range(3)]
    tests += [mk(1500, 10**9), mk(1500, 20), f"1500\n{ints(range(1500, 0, -1))}\n"]
    return tests

spec("ship-stdio-02-count-inversions", "Count Inversions", """
    # Count Inversions
    An inversion of an array a_1, ..., a_n is a pair of indices (i, j) with i < j and a_i > a_j.
    Count the inversions of the given array.

    ## Input
    The first line holds n, the second line the n integers.

    ## Output
    One integer: the number of inversions.

    ## Constraints
    1 <= n <= 1500; 1 <= a_i <= 10^9. Values may repeat; equal values do not form an inversion.

    ## Example
    Input:
    5
    3 1 2 5 4
    Output:
    3
    """, gen02,
    fast="""
    import sys
    def sort_count(a):
        if len(a) <= 1:
            return a, 0
        m = len(a) // 2
        left, x = sort_count(a[:m])
        right, y = sort_count(a[m:])
        merged, inv, i, j = [], x + y, 0, 0
        while i < len(left) and j < len(right):
            if left[i] <= right[j]:
                merged.append(left[i]); i += 1
            else:
                merged.append(right[j]); j += 1; inv += len(left) - i
        merged += left[i:]; merged += right[j:]
        return merged, inv
    data = sys.stdin.read().split()
    n = int(data[0])
    print(sort_count(list(map(int, data[1:1 + n])))[1])
    """,
    slow="""
    n = int(input())
    a = list(map(int, input().split()))
    count = 0
    for i in range(n):
        ai = a[i]
        for j in range(i + 1, n):
            if ai > a[j]:
                count += 1
    print(count)
    """,
    wrongs=[("""
    n = int(input())
    a = list(map(int, input().split()))
    count = 0
    for i in range(n):
        for j in range(i + 1, n):
            if a[i] >= a[j]:      # counts equal pairs too
                count += 1
    print(count)
    """, "wrong_answer"), ("""
    from bisect import bisect_right, insort
    n = int(input())
    a = list(map(int, input().split()))
    first, rest = a[0], a[1:]
    assert rest, "expected at least two numbers"   # crashes on n == 1
    seen, count = [first], 0
    for x in rest:
        count += len(seen) - bisect_right(seen, x)
        insort(seen, x)
    print(count)
    """, "runtime_error")])


# 03 ------------------------------------------------------------------------------------------------------------
def gen03(rng):
    def mk(n, hi, s):
        return f"{n} {s}\n{ints(rng.randint(0, hi) for _ in range(n))}\n"
    tests = ["6 7\n2 1 3 4 1 1\n", "3 0\n1 2 3\n", "4 0\n0 0 1 0\n", "1 5\n5\n"]
    tests += [mk(rng.randint(1, 40), 10, rng.randint(0, 60)) for _ in range(3)]
    tests += [mk(2000, 1000, 200000), mk(2000, 50, 15000), mk(1400, 0, 0)]
    return tests

spec("ship-stdio-03-longest-window", "Longest Light Window", """
    # Longest Light Window
    A row of n boxes has weights w_1, ..., w_n (all non-negative). Find the greatest length of a contiguous block of
    boxes whose total weight is at most S. A block of length 0 is always allowed.

    ## Input
    The first line holds n and S, the second line the n weights.

    ## Output
    One integer: the greatest length.

    ## Constraints
    1 <= n <= 2000; 0 <= w_i <= 1000; 0 <= S <= 10^9.

    ## Example
    Input:
    6 7
    2 1 3 4 1 1
    Output:
    3
    """, gen03,
    fast="""
    import sys
    data = sys.stdin.read().split()
    n, s = int(data[0]), int(data[1])
    w = list(map(int, data[2:2 + n]))
    best = total = left = 0
    for right in range(n):
        total += w[right]
        while total > s:
            total -= w[left]; left += 1
        if right - left + 1 > best:
            best = right - left + 1
    print(best)
    """,
    slow="""
    n, s = map(int, input().split())
    w = list(map(int, input().split()))
    best = 0
    for i in range(n):
        total = 0
        for j in range(i, n):
            total += w[j]
            if total > s:
                break
            if j - i + 1 > best:
                best = j - i + 1
    print(best)
    """,
    wrongs=[("""
    n, s = map(int, input().split())
    w = list(map(int, input().split()))
    best = total = left = 0
    for right in range(n):
        total += w[right]
        while total >= s and left <= right:   # strict bound: rejects a total equal to S
            total -= w[left]; left += 1
        best = max(best, right - left + 1)
    print(best)
    """, "wrong_answer"), ("""
    n, s = map(int, input().split())
    w = list(map(int, input().split()))
    best = 0
    for i in range(n):            # cubic: recomputes every block sum
        for j in range(i, n):
            if sum(w[i:j + 1]) <= s:
                best = max(best, j - i + 1)
    print(best)
    """, "timeout")])


# 04 ------------------------------------------------------------------------------------------------------------
def gen04(rng):
    def mk(n, q, hi):
        a = [rng.randint(1, hi) for _ in range(n)]
        xs = [rng.randint(0, hi + 1) for _ in range(q)]
        return f"{n} {q}\n{ints(a)}\n{ints(xs)}\n"
    tests = ["5 4\n4 1 4 2 9\n0 4 5 100\n", "1 2\n7\n6 7\n", "3 3\n5 5 5\n4 5 6\n"]
    tests += [mk(rng.randint(1, 30), rng.randint(1, 30), 20) for _ in range(3)]
    tests += [mk(1500, 2000, 10**9), mk(2000, 1500, 100)]
    return tests

spec("ship-stdio-04-count-at-most", "How Many At Most", """
    # How Many At Most
    Given n integers and q query values x, answer for each x how many of the n integers are less than or equal to x.

    ## Input
    The first line holds n and q, the second line the n integers, the third line the q query values.

    ## Output
    One line with q integers separated by spaces: the answers in query order.

    ## Constraints
    1 <= n, q <= 2000; 1 <= a_i <= 10^9; 0 <= x <= 10^9 + 1.

    ## Example
    Input:
    5 4
    4 1 4 2 9
    0 4 5 100
    Output:
    0 4 4 5
    """, gen04,
    fast="""
    import sys
    from bisect import bisect_right
    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    a = sorted(map(int, data[2:2 + n]))
    print(" ".join(str(bisect_right(a, int(x))) for x in data[2 + n:2 + n + q]))
    """,
    slow="""
    n, q = map(int, input().split())
    a = list(map(int, input().split()))
    xs = list(map(int, input().split()))
    ans = []
    for x in xs:
        c = 0
        for v in a:
            if v <= x:
                c += 1
        ans.append(c)
    print(*ans)
    """,
    wrongs=[("""
    from bisect import bisect_left
    n, q = map(int, input().split())
    a = sorted(map(int, input().split()))
    print(*[bisect_left(a, x) for x in map(int, input().split())])   # counts < x, not <= x
    """, "wrong_answer"), ("""
    n, q = map(int, input().split())
    a = sorted(map(int, input().split()))
    def count(x):
        lo, hi = 0, n - 1          # binary search for the last index with a[i] <= x
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if a[mid] <= x: lo = mid
            else: hi = mid - 1
        return lo + 1              # forgets the case where no element is <= x
    print(*[count(x) for x in map(int, input().split())])
    """, "wrong_answer")])


# 05 ------------------------------------------------------------------------------------------------------------
def gen05(rng):
    def mk(n, hi):
        return f"{n}\n{ints(rng.randint(1, hi) for _ in range(n))}\n"
    tests = ["8\n10 9 2 5 3 7 101 18\n", "1\n5\n", "5\n4 4 4 4 4\n", "6\n1 2 2 3 3 4\n"]
    tests += [mk(rng.randint(2, 40), rng.choice([5, 100])) for _ in range(3)]
    tests += [mk(1500, 10**6), mk(1500, 30), f"1500\n{ints(range(1, 1501))}\n"]
    return tests

spec("ship-stdio-05-longest-increasing", "Longest Strictly Increasing Subsequence", """
    # Longest Strictly Increasing Subsequence
    Find the length of the longest subsequence (not necessarily contiguous) of the array whose values are strictly
    increasing.

    ## Input
    The first line holds n, the second line the n integers.

    ## Output
    One integer: the length.

    ## Constraints
    1 <= n <= 1500; 1 <= a_i <= 10^6.

    ## Example
    Input:
    8
    10 9 2 5 3 7 101 18
    Output:
    4
    """, gen05,
    fast="""
    import sys
    from bisect import bisect_left
    data = sys.stdin.read().split()
    tails = []
    for x in map(int, data[1:1 + int(data[0])]):
        k = bisect_left(tails, x)
        if k == len(tails): tails.append(x)
        else: tails[k] = x
    print(len(tails))
    """,
    slow="""
    n = int(input())
    a = list(map(int, input().split()))
    best = [1] * n
    for i in range(n):
        ai, b = a[i], 1
        for j in range(i):
            if a[j] < ai and best[j] + 1 > b:
                b = best[j] + 1
        best[i] = b
    print(max(best))
    """,
    wrongs=[("""
    from bisect import bisect_right
    n = int(input())
    tails = []
    for x in map(int, input().split()):
        k = bisect_right(tails, x)     # non-decreasing, not strictly increasing
        if k == len(tails): tails.append(x)
        else: tails[k] = x
    print(len(tails))
    """, "wrong_answer"), ("""
    import sys
    sys.setrecursionlimit(10000)
    n = int(input())
    a = list(map(int, input().split()))
    def best(i, last):             # exponential: tries every subsequence
        if i == n: return 0
        take = best(i + 1, a[i]) + 1 if a[i] > last else 0
        return max(take, best(i + 1, last))
    print(best(0, 0))
    """, "timeout")])


# 06 ------------------------------------------------------------------------------------------------------------
def gen06(rng):
    tests = ["4 2\n", "1 1\n", "5 5\n", "10 1\n", "3 7\n"]
    tests += [f"{rng.randint(1, 60)} {rng.randint(1, 8)}\n" for _ in range(2)]
    tests += ["20000 20\n", "8000 60\n", "30000 3\n"]
    return tests

spec("ship-stdio-06-staircase-ways", "Staircase Ways", """
    # Staircase Ways
    A staircase has n steps. From any step you may climb 1, 2, ..., or k steps at once. In how many different ways
    can you climb from the ground (step 0) to exactly step n? Two ways differ when their sequences of jumps differ.
    Print the answer modulo 1 000 000 007.

    ## Input
    One line with n and k.

    ## Output
    One integer: the number of ways modulo 1 000 000 007.

    ## Constraints
    1 <= n <= 30000; 1 <= k <= 100.

    ## Example
    Input:
    4 2
    Output:
    5
    """, gen06,
    fast="""
    n, k = map(int, input().split())
    MOD = 10**9 + 7
    ways = [0] * (n + 1)
    ways[0] = 1
    window = 1                    # sum of ways[i-k .. i-1]
    for i in range(1, n + 1):
        ways[i] = window
        window += ways[i]
        if i - k >= 0:
            window -= ways[i - k]
        window %= MOD
    print(ways[n] % MOD)
    """,
    slow="""
    n, k = map(int, input().split())
    MOD = 10**9 + 7
    ways = [0] * (n + 1)
    ways[0] = 1
    for i in range(1, n + 1):
        total = 0
        for j in range(1, k + 1):
            if i - j < 0:
                break
            total += ways[i - j]
        ways[i] = total % MOD
    print(ways[n])
    """,
    wrongs=[("""
    n, k = map(int, input().split())
    MOD = 10**9 + 7
    ways = [0] * (n + 1)
    ways[0] = 1
    window = 1
    for i in range(1, n + 1):
        ways[i] = window % MOD
        window += ways[i]
        if i - k > 0:             # off by one: the window keeps k + 1 terms
            window -= ways[i - k - 1]
    print(ways[n] % MOD)
    """, "wrong_answer"), ("""
    import sys
    n, k = map(int, input().split())
    MOD = 10**9 + 7
    memo = {}
    def ways(i):                  # recursion depth n: fails on tall staircases
        if i == 0: return 1
        if i in memo: return memo[i]
        r = sum(ways(i - j) for j in range(1, min(k, i) + 1)) % MOD
        memo[i] = r
        return r
    print(ways(n))
    """, "runtime_error"), ("""
    n, k = map(int, input().split())
    MOD = 10**9 + 7
    ways = [1] + [0] * n
    i = 1
    while i <= n:
        lo = max(0, i - k)
        if lo == i - 1 and i > 1:
            # leftover debug trace; the loop forgets to advance here, so it prints forever when k == 1
            print(f"step {i}: only one predecessor, ways so far {ways[:8]}", "-" * 2000)
            continue
        ways[i] = sum(ways[lo:i]) % MOD
        i += 1
    print(ways[n])
    """, "output_limit")])


# 07 ------------------------------------------------------------------------------------------------------------
def maze(rng, h, w, wall_p):
    g = [["#" if rng.random() < wall_p else "." for _ in range(w)] for _ in range(h)]
    g[0][0] = "S"; g[h - 1][w - 1] = "T"
    return f"{h} {w}\n" + "".join("".join(r) + "\n" for r in g)

def snake(h, w):
    g = [["." for _ in range(w)] for _ in range(h)]
    for r in range(1, h - 1, 2):
        for c in range(w):
            g[r][c] = "#"
        g[r][w - 1 if (r // 2) % 2 == 0 else 0] = "."
    g[0][0] = "S"; g[h - 1][w - 1 if (h - 1) % 4 != 2 else 0] = "T"
    return f"{h} {w}\n" + "".join("".join(r) + "\n" for r in g)

def gen07(rng):
    tests = ["3 4\nS..#\n.#..\n...T\n", "1 2\nST\n", "2 2\nS#\n#T\n", "3 3\nS#.\n##.\n..T\n"]
    tests += [maze(rng, rng.randint(2, 12), rng.randint(2, 12), 0.3) for _ in range(3)]
    tests += [snake(61, 60), maze(rng, 60, 60, 0.25), snake(41, 60)]
    return tests

spec("ship-stdio-07-maze-shortest-path", "Maze Shortest Path", """
    # Maze Shortest Path
    A maze is an h x w grid of cells: '.' is floor, '#' is a wall, 'S' is the start and 'T' the target (both floor).
    In one move you go from a floor cell to a floor cell that shares a side with it. Print the least number of moves
    from S to T, or -1 if T cannot be reached.

    ## Input
    The first line holds h and w; then h lines of w characters each. S and T appear exactly once.

    ## Output
    One integer.

    ## Constraints
    1 <= h, w <= 100.

    ## Example
    Input:
    3 4
    S..#
    .#..
    ...T
    Output:
    5
    """, gen07,
    fast="""
    import sys
    from collections import deque
    data = sys.stdin.read().split()
    h, w = int(data[0]), int(data[1])
    g = "".join(data[2:2 + h])
    s, t = g.index("S"), g.index("T")
    dist = [-1] * (h * w)
    dist[s] = 0
    dq = deque([s])
    while dq:
        v = dq.popleft()
        r, c = divmod(v, w)
        for nb, ok in ((v - w, r > 0), (v + w, r < h - 1), (v - 1, c > 0), (v + 1, c < w - 1)):
            if ok and dist[nb] < 0 and g[nb] != "#":
                dist[nb] = dist[v] + 1
                dq.append(nb)
    print(dist[t])
    """,
    slow="""
    h, w = map(int, input().split())
    g = [input() for _ in range(h)]
    INF = float("inf")
    d = [[INF] * w for _ in range(h)]
    for r in range(h):
        for c in range(w):
            if g[r][c] == "S": d[r][c] = 0
    changed, sweep = True, 0
    cells = [(r, c) for r in range(h) for c in range(w)]
    while changed:                # relax every cell until nothing improves, sweeping forwards and backwards
        changed = False
        sweep += 1
        for r, c in (cells if sweep % 2 else reversed(cells)):
            if True:
                if g[r][c] == "#": continue
                best = d[r][c]
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= rr < h and 0 <= cc < w and d[rr][cc] + 1 < best:
                        best = d[rr][cc] + 1
                if best < d[r][c]:
                    d[r][c] = best; changed = True
    for r in range(h):
        for c in range(w):
            if g[r][c] == "T": print(-1 if d[r][c] == INF else d[r][c])
    """,
    wrongs=[("""
    from collections import deque
    h, w = map(int, input().split())
    g = [input() for _ in range(h)]
    for r in range(h):
        for c in range(w):
            if g[r][c] == "S": s = (r, c)
            if g[r][c] == "T": t = (r, c)
    dist = {s: 0}
    dq = deque([s])
    while dq:
        r, c = dq.popleft()
        for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= rr < h and 0 <= cc < w and (rr, cc) not in dist and g[rr][cc] != "#":
                dist[(rr, cc)] = dist[(r, c)] + 1
                dq.append((rr, cc))
    print(dist[t])                # KeyError when T is unreachable
    """, "runtime_error"), ("""
    h, w = map(int, input().split())
    g = [input() for _ in range(h)]
    # Manhattan distance: ignores the walls
    for r in range(h):
        for c in range(w):
            if g[r][c] == "S": s = (r, c)
            if g[r][c] == "T": t = (r, c)
    print(abs(s[0] - t[0]) + abs(s[1] - t[1]))
    """, "wrong_answer")])


# 08 ------------------------------------------------------------------------------------------------------------
def gen08(rng):
    def mk(n, m):
        edges = [(rng.randint(1, n), rng.randint(1, n)) for _ in range(m)]
        return f"{n} {m}\n" + "".join(f"{u} {v}\n" for u, v in edges)
    def chain(n):
        perm = list(range(1, n + 1)); rng.shuffle(perm)
        edges = [(perm[i], perm[i + 1]) for i in range(n - 1)]
        return f"{n} {n - 1}\n" + "".join(f"{u} {v}\n" for u, v in edges)
    def line(n):
        return f"{n} {n - 1}\n" + "".join(f"{i} {i + 1}\n" for i in range(1, n))
    tests = ["5 3\n1 2\n2 3\n4 5\n", "1 0\n", "3 3\n1 1\n2 2\n1 2\n", "4 0\n"]
    tests += [mk(rng.randint(1, 30), rng.randint(0, 30)) for _ in range(3)]
    tests += [mk(20000, 12000), chain(3000), line(3000)]
    return tests

spec("ship-stdio-08-count-components", "Count Components", """
    # Count Components
    An undirected graph has n vertices numbered 1..n and m edges (self-loops and repeated edges may occur).
    Print the number of connected components.

    ## Input
    The first line holds n and m; each of the next m lines holds an edge u v.

    ## Output
    One integer.

    ## Constraints
    1 <= n <= 20000; 0 <= m <= 20000.

    ## Example
    Input:
    5 3
    1 2
    2 3
    4 5
    Output:
    2
    """, gen08,
    fast="""
    import sys
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    parent = list(range(n + 1))
    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    comps = n
    for i in range(m):
        a, b = find(int(data[2 + 2 * i])), find(int(data[3 + 2 * i]))
        if a != b:
            parent[a] = b; comps -= 1
    print(comps)
    """,
    slow="""
    n, m = map(int, input().split())
    label = list(range(n + 1))
    members = {v: [v] for v in range(n + 1)}
    comps = n
    for _ in range(m):
        u, v = map(int, input().split())
        a, b = label[u], label[v]
        if a != b:                # relabel the whole component of u, whatever its size
            for x in members[a]:
                label[x] = b
            members[b].extend(members.pop(a))
            comps -= 1
    print(comps)
    """,
    wrongs=[("""
    n, m = map(int, input().split())
    adj = [[] for _ in range(n + 1)]
    for _ in range(m):
        u, v = map(int, input().split())
        adj[u].append(v); adj[v].append(u)
    seen = [False] * (n + 1)
    def dfs(v):                   # plain recursion: too deep on a long path
        seen[v] = True
        for u in adj[v]:
            if not seen[u]: dfs(u)
    comps = 0
    for v in range(1, n + 1):
        if not seen[v]:
            comps += 1; dfs(v)
    print(comps)
    """, "runtime_error"), ("""
    n, m = map(int, input().split())
    touched = set()
    for _ in range(m):
        u, v = map(int, input().split())
        if u != v: touched |= {u, v}
    # wrong idea: each edge merges two components
    print(max(1, n - m))
    """, "wrong_answer")])


# 09 ------------------------------------------------------------------------------------------------------------
def gen09(rng):
    def mk(n, m, wmax):
        edges = []
        for i in range(2, n + 1):
            if rng.random() < 0.9:
                edges.append((rng.randint(1, i - 1), i, rng.randint(1, wmax)))
        while len(edges) < m:
            edges.append((rng.randint(1, n), rng.randint(1, n), rng.randint(1, wmax)))
        rng.shuffle(edges)
        return f"{n} {len(edges)}\n" + "".join(f"{u} {v} {w}\n" for u, v, w in edges)
    tests = ["4 4\n1 2 5\n2 3 1\n1 3 10\n3 4 2\n", "1 0\n", "3 1\n2 3 7\n", "2 2\n1 2 4\n1 2 3\n"]
    tests += [mk(rng.randint(2, 15), rng.randint(1, 30), 20) for _ in range(3)]
    tests += [mk(1200, 5000, 10**6), mk(1200, 2000, 10), mk(1000, 8000, 1000)]
    return tests

spec("ship-stdio-09-road-distances", "Road Distances", """
    # Road Distances
    A country has n towns (1..n) and m two-way roads; road i joins towns u_i and v_i and has length w_i. For every
    town print the length of the shortest route from town 1, or -1 if the town cannot be reached.

    ## Input
    The first line holds n and m; each of the next m lines holds u v w.

    ## Output
    n lines: line i holds the shortest distance from town 1 to town i.

    ## Constraints
    1 <= n <= 1200; 0 <= m <= 8000; 1 <= w <= 10^6. Several roads may join the same pair of towns; a road may start
    and end at the same town.

    ## Example
    Input:
    4 4
    1 2 5
    2 3 1
    1 3 10
    3 4 2
    Output:
    0
    5
    6
    8
    """, gen09,
    fast="""
    import sys, heapq
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adj[u].append((v, w)); adj[v].append((u, w))
    INF = float("inf")
    dist = [INF] * (n + 1)
    dist[1] = 0
    pq = [(0, 1)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]: continue
        for v, w in adj[u]:
            if d + w < dist[v]:
                dist[v] = d + w; heapq.heappush(pq, (d + w, v))
    print("\\n".join(str(d) if d < INF else "-1" for d in dist[1:]))
    """,
    slow="""
    n, m = map(int, input().split())
    adj = [[] for _ in range(n + 1)]
    for _ in range(m):
        u, v, w = map(int, input().split())
        adj[u].append((v, w)); adj[v].append((u, w))
    INF = float("inf")
    dist = [INF] * (n + 1)
    done = [False] * (n + 1)
    dist[1] = 0
    for _ in range(n):            # O(n^2) Dijkstra: scan for the closest unfinished town
        u, best = -1, INF
        for v in range(1, n + 1):
            if not done[v] and dist[v] < best:
                u, best = v, dist[v]
        if u < 0: break
        done[u] = True
        for v, w in adj[u]:
            if best + w < dist[v]: dist[v] = best + w
    for v in range(1, n + 1):
        print(dist[v] if dist[v] < INF else -1)
    """,
    wrongs=[("""
    import sys
    from collections import deque
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adj[u].append((v, w)); adj[v].append((u, w))
    dist = [-1] * (n + 1)
    dist[1] = 0
    dq = deque([1])
    while dq:                     # first visit wins: not shortest with weights
        u = dq.popleft()
        for v, w in adj[u]:
            if dist[v] < 0:
                dist[v] = dist[u] + w; dq.append(v)
    print("\\n".join(map(str, dist[1:])))
    """, "wrong_answer"), ("""
    import sys, heapq
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adj[u].append((v, w))     # one direction only
    INF = float("inf")
    dist = [INF] * (n + 1)
    dist[1] = 0
    pq = [(0, 1)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]: continue
        for v, w in adj[u]:
            if d + w < dist[v]:
                dist[v] = d + w; heapq.heappush(pq, (d + w, v))
    print("\\n".join(str(d) if d < INF else "-1" for d in dist[1:]))
    """, "wrong_answer")])


# 10 ------------------------------------------------------------------------------------------------------------
def gen10(rng):
    def mk(n, m, alpha):
        t = "".join(rng.choice(alpha) for _ in range(n)); p = "".join(rng.choice(alpha) for _ in range(m))
        return f"{t}\n{p}\n"
    tests = ["abababa\naba\n", "aaaa\naa\n", "abc\nabcd\n", "x\nx\n", "hello\nz\n"]
    tests += [mk(rng.randint(5, 60), rng.randint(1, 3), "ab") for _ in range(2)]
    tests += ["a" * 20000 + "\n" + "a" * 40 + "\n", ("ab" * 10000) + "\n" + ("ab" * 20) + "a\n", mk(30000, 4, "ab")]
    return tests

spec("ship-stdio-10-pattern-occurrences", "Pattern Occurrences", """
    # Pattern Occurrences
    Count the positions at which the pattern P occurs in the text T. Occurrences may overlap.

    ## Input
    The first line holds T, the second line holds P. Both consist of lowercase English letters.

    ## Output
    One integer: the number of indices i such that T[i..i+|P|-1] = P.

    ## Constraints
    1 <= |T|, |P| <= 30000.

    ## Example
    Input:
    abababa
    aba
    Output:
    3
    """, gen10,
    fast="""
    t = input().strip(); p = input().strip()
    m = len(p)
    fail = [0] * m                # Knuth-Morris-Pratt prefix function
    k = 0
    for i in range(1, m):
        while k and p[i] != p[k]: k = fail[k - 1]
        if p[i] == p[k]: k += 1
        fail[i] = k
    count = k = 0
    for ch in t:
        while k and ch != p[k]: k = fail[k - 1]
        if ch == p[k]: k += 1
        if k == m:
            count += 1; k = fail[k - 1]
    print(count)
    """,
    slow="""
    t = input().strip(); p = input().strip()
    n, m = len(t), len(p)
    count = 0
    for i in range(n - m + 1):
        j = 0
        while j < m and t[i + j] == p[j]:
            j += 1
        if j == m:
            count += 1
    print(count)
    """,
    wrongs=[("""
    t = input().strip(); p = input().strip()
    print(t.count(p))             # str.count skips overlapping occurrences
    """, "wrong_answer"), ("""
    t = input().strip(); p = input().strip()
    count = 0
    for i in range(len(t) - len(p)):   # misses the last possible position
        if t[i:i + len(p)] == p: count += 1
    print(count)
    """, "wrong_answer")])


# 11 ------------------------------------------------------------------------------------------------------------
def gen11(rng):
    def mk(n, alpha):
        return "".join(rng.choice(alpha) for _ in range(n)) + "\n"
    tests = ["babad\n", "cbbd\n", "a\n", "abcde\n", "aaaa\n"]
    tests += [mk(rng.randint(2, 50), "ab") for _ in range(2)]
    tests += ["a" * 1500 + "\n", "ab" * 700 + "\n", mk(3000, "ab")]
    return tests

spec("ship-stdio-11-longest-palindrome", "Longest Palindromic Substring", """
    # Longest Palindromic Substring
    Print the length of the longest contiguous substring of s that reads the same forwards and backwards.

    ## Input
    One line with the string s of lowercase English letters.

    ## Output
    One integer.

    ## Constraints
    1 <= |s| <= 3000.

    ## Example
    Input:
    babad
    Output:
    3
    """, gen11,
    fast="""
    s = input().strip()
    t = "^#" + "#".join(s) + "#$"   # Manacher's algorithm
    p = [0] * len(t)
    center = right = 0
    for i in range(1, len(t) - 1):
        if i < right:
            p[i] = min(right - i, p[2 * center - i])
        while t[i + p[i] + 1] == t[i - p[i] - 1]:
            p[i] += 1
        if i + p[i] > right:
            center, right = i, i + p[i]
    print(max(p))
    """,
    slow="""
    s = input().strip()
    n = len(s)
    best = 0
    for c in range(2 * n - 1):      # expand around every centre
        lo, hi = c // 2, (c + 1) // 2
        while lo >= 0 and hi < n and s[lo] == s[hi]:
            lo -= 1; hi += 1
        if hi - lo - 1 > best:
            best = hi - lo - 1
    print(best)
    """,
    wrongs=[("""
    s = input().strip()
    n = len(s)
    best = 0
    for c in range(n):              # odd lengths only
        lo = hi = c
        while lo >= 0 and hi < n and s[lo] == s[hi]:
            lo -= 1; hi += 1
        best = max(best, hi - lo - 1)
    print(best)
    """, "wrong_answer"), ("""
    s = input().strip()
    n = len(s)
    best = 1
    for i in range(n):              # every substring, reversed and compared: cubic
        for j in range(i + 1, n + 1):
            sub = s[i:j]
            if sub == sub[::-1] and j - i > best:
                best = j - i
    print(best)
    """, "timeout")])


# 12 ------------------------------------------------------------------------------------------------------------
def gen12(rng):
    tests = ["10\n", "1\n", "2\n", "13\n", "100\n", "97\n"]
    tests += [f"{rng.randint(3, 3000)}\n"]
    tests += ["120000\n", "150001\n", "99991\n"]
    return tests

spec("ship-stdio-12-prime-sum", "Sum of Primes", """
    # Sum of Primes
    Print the number of primes not exceeding N and their sum.

    ## Input
    One integer N.

    ## Output
    Two integers separated by a space: the count of primes p <= N and the sum of those primes.

    ## Constraints
    1 <= N <= 200000.

    ## Example
    Input:
    10
    Output:
    4 17
    """, gen12,
    fast="""
    n = int(input())
    sieve = bytearray([1]) * (n + 1)
    sieve[0:2] = b"\\x00\\x00"[:min(2, n + 1)]
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytearray(len(range(i * i, n + 1, i)))
    primes = [i for i in range(n + 1) if sieve[i]]
    print(len(primes), sum(primes))
    """,
    slow="""
    n = int(input())
    count = total = 0
    for x in range(2, n + 1):       # trial division by every odd number up to sqrt(x)
        if x % 2 == 0 and x != 2:
            continue
        d, prime = 3, True
        while d * d <= x:
            if x % d == 0:
                prime = False; break
            d += 2
        if prime:
            count += 1; total += x
    print(count, total)
    """,
    wrongs=[("""
    n = int(input())
    count = total = 0
    for x in range(1, n + 1):       # counts 1 as a prime
        if all(x % d for d in range(2, int(x ** 0.5) + 1)):
            count += 1; total += x
    print(count, total)
    """, "wrong_answer"), ("""
    n = int(input())
    sieve = [True] * n              # off by one: N itself is never tested
    sieve[0] = False
    if n > 1: sieve[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            for j in range(i * i, n, i): sieve[j] = False
    primes = [i for i in range(n) if sieve[i]]
    print(len(primes), sum(primes))
    """, "wrong_answer"), ("""
    n = int(input())
    limit = n * n                   # bound squared "to be safe": a table of n^2 flags cannot fit for large n
    sieve = [True] * (limit + 1)
    sieve[0] = False
    if limit >= 1: sieve[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            for j in range(i * i, n + 1, i): sieve[j] = False
    primes = [i for i in range(2, n + 1) if sieve[i]]
    print(len(primes), sum(primes))
    """, "memory_limit")])


# 13 ------------------------------------------------------------------------------------------------------------
def gen13(rng):
    def mk(q, bmax):
        return f"{q}\n" + "".join(f"{rng.randint(0, 10**9)} {rng.randint(0, bmax)} {rng.randint(1, 10**9)}\n" for _ in range(q))
    tests = ["3\n2 10 1000\n3 0 7\n5 3 1\n", "1\n0 0 5\n", "2\n7 1 1\n10 5 100000\n", "3\n4 0 1\n0 0 1\n9 0 2\n"]
    tests += [mk(rng.randint(1, 10), 50) for _ in range(2)]
    tests += [mk(3000, 10**18), mk(3000, 10**18), mk(3000, 10**9)]
    return tests

spec("ship-stdio-13-power-mod", "Power Modulo", """
    # Power Modulo
    Answer q questions: given a, b and m, print a^b mod m (the remainder of a to the power b divided by m, a number
    in 0..m-1). By convention a^0 = 1, also for a = 0.

    ## Input
    The first line holds q; each of the next q lines holds a, b and m.

    ## Output
    q lines, one answer each.

    ## Constraints
    1 <= q <= 3000; 0 <= a <= 10^9; 0 <= b <= 10^18; 1 <= m <= 10^9.

    ## Example
    Input:
    3
    2 10 1000
    3 0 7
    5 3 1
    Output:
    24
    1
    0
    """, gen13,
    fast="""
    import sys
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = [pow(int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])) for i in range(q)]
    print("\\n".join(map(str, out)))
    """,
    slow="""
    q = int(input())
    for _ in range(q):
        a, b, m = map(int, input().split())
        result, base = 1 % m, a % m
        bits = bin(b)[2:]
        for bit in bits:            # left-to-right square and multiply, one bit at a time
            result = result * result % m
            if bit == "1":
                result = result * base % m
        print(result)
    """,
    wrongs=[("""
    q = int(input())
    for _ in range(q):
        a, b, m = map(int, input().split())
        result, base = 1, a % m     # 1 instead of 1 % m: wrong for m = 1, b = 0
        while b:
            if b & 1: result = result * base % m
            base = base * base % m
            b >>= 1
        print(result)
    """, "wrong_answer"), ("""
    q = int(input())
    for _ in range(q):
        a, b, m = map(int, input().split())
        r = 1 % m
        for _ in range(b):          # linear in b
            r = r * a % m
        print(r)
    """, "timeout")])


# 14 ------------------------------------------------------------------------------------------------------------
def gen14(rng):
    def mk(n, span, maxlen):
        iv = []
        for _ in range(n):
            l = rng.randint(0, span); iv.append((l, l + rng.randint(1, maxlen)))
        return f"{n}\n" + "".join(f"{l} {r}\n" for l, r in iv)
    tests = ["4\n1 3\n2 5\n3 4\n4 7\n", "1\n0 1\n", "3\n1 2\n2 3\n3 4\n", "3\n1 10\n2 3\n4 5\n"]
    tests += [mk(rng.randint(1, 20), 30, 6) for _ in range(3)]
    tests += [mk(2000, 10**9, 10**6), mk(2000, 5000, 20), mk(2000, 10**6, 10**6)]
    return tests

spec("ship-stdio-14-meeting-room", "One Meeting Room", """
    # One Meeting Room
    There are n meeting requests; request i occupies the room during the half-open time interval [l_i, r_i). Two
    requests can both be accepted when their intervals do not overlap (one may end exactly when the other starts).
    Print the greatest number of requests that can be accepted.

    ## Input
    The first line holds n; each of the next n lines holds l_i and r_i.

    ## Output
    One integer.

    ## Constraints
    1 <= n <= 2000; 0 <= l_i < r_i <= 2 * 10^9.

    ## Example
    Input:
    4
    1 3
    2 5
    3 4
    4 7
    Output:
    3
    """, gen14,
    fast="""
    import sys
    data = sys.stdin.read().split()
    n = int(data[0])
    iv = sorted(((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n)))   # by end time
    count, free_at = 0, -1
    for r, l in iv:
        if l >= free_at:
            count += 1; free_at = r
    print(count)
    """,
    slow="""
    n = int(input())
    iv = sorted(tuple(map(int, input().split())) for _ in range(n))
    best = [1] * n                  # best[i]: most requests in a chain ending with request i (sorted by start)
    for i in range(n):
        li = iv[i][0]
        b = 1
        for j in range(i):
            if iv[j][1] <= li and best[j] + 1 > b:
                b = best[j] + 1
        best[i] = b
    print(max(best))
    """,
    wrongs=[("""
    n = int(input())
    iv = sorted(tuple(map(int, input().split())) for _ in range(n))   # by start time: not optimal
    count, free_at = 0, -1
    for l, r in iv:
        if l >= free_at:
            count += 1; free_at = r
    print(count)
    """, "wrong_answer"), ("""
    n = int(input())
    iv = sorted((tuple(map(int, input().split())) for _ in range(n)), key=lambda t: t[1])
    count, free_at = 0, -1
    for l, r in iv:
        if l > free_at:             # touching meetings rejected
            count += 1; free_at = r
    print(count)
    """, "wrong_answer")])


# 15 ------------------------------------------------------------------------------------------------------------
def gen15(rng):
    def mk(n, hi):
        return f"{n}\n{ints(rng.randint(1, hi) for _ in range(n))}\n"
    tests = ["5\n2 1 2 4 3\n", "1\n9\n", "4\n5 5 5 5\n", "5\n1 2 3 4 5\n"]
    tests += [mk(rng.randint(2, 30), 10) for _ in range(3)]
    tests += [f"2500\n{ints(range(2500, 0, -1))}\n", mk(10000, 10**9), f"2500\n{ints([7] * 2500)}\n"]
    return tests

spec("ship-stdio-15-next-greater", "Next Taller Building", """
    # Next Taller Building
    n buildings stand in a row with heights h_1, ..., h_n. For every building print the height of the first building
    to its right that is strictly taller, or -1 if there is none.

    ## Input
    The first line holds n, the second line the n heights.

    ## Output
    One line with n integers separated by spaces.

    ## Constraints
    1 <= n <= 10000; 1 <= h_i <= 10^9.

    ## Example
    Input:
    5
    2 1 2 4 3
    Output:
    4 2 4 -1 -1
    """, gen15,
    fast="""
    import sys
    data = sys.stdin.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    ans = [-1] * n
    stack = []                      # indices still waiting for a taller building
    for i, x in enumerate(h):
        while stack and h[stack[-1]] < x:
            ans[stack.pop()] = x
        stack.append(i)
    print(" ".join(map(str, ans)))
    """,
    slow="""
    n = int(input())
    h = list(map(int, input().split()))
    ans = []
    for i in range(n):
        found = -1
        for j in range(i + 1, n):
            if h[j] > h[i]:
                found = h[j]; break
        ans.append(found)
    print(*ans)
    """,
    wrongs=[("""
    n = int(input())
    h = list(map(int, input().split()))
    ans = [-1] * n
    stack = []
    for i, x in enumerate(h):
        while stack and h[stack[-1]] <= x:   # also pops equal heights
            ans[stack.pop()] = x
        stack.append(i)
    print(*ans)
    """, "wrong_answer"), ("""
    n = int(input())
    h = list(map(int, input().split()))
    ans = []
    for i in range(n):              # only looks at the immediate neighbour
        ans.append(h[i + 1] if i + 1 < n and h[i + 1] > h[i] else -1)
    print(*ans)
    """, "wrong_answer")])


# 16 ------------------------------------------------------------------------------------------------------------
def gen16(rng):
    def mk(n, hi):
        return f"{n}\n{ints(rng.randint(-hi, hi) for _ in range(n))}\n"
    tests = ["5\n5 15 1 3 8\n", "1\n-4\n", "4\n2 2 2 2\n", "6\n6 5 4 3 2 1\n"]
    tests += [mk(rng.randint(2, 30), 20) for _ in range(3)]
    tests += [mk(3000, 10**9), mk(3000, 5), f"3000\n{ints(range(3000))}\n"]
    return tests

spec("ship-stdio-16-running-median", "Running Median", """
    # Running Median
    Numbers arrive one at a time. After each arrival print the median of all numbers received so far. When the count
    k is even, the median is the smaller of the two middle values (the (k/2)-th smallest); when k is odd it is the
    ((k+1)/2)-th smallest.

    ## Input
    The first line holds n, the second line the n numbers in arrival order.

    ## Output
    n lines: the median after each arrival.

    ## Constraints
    1 <= n <= 3000; |x| <= 10^9.

    ## Example
    Input:
    5
    5 15 1 3 8
    Output:
    5
    5
    5
    3
    5
    """, gen16,
    fast="""
    import sys, heapq
    data = sys.stdin.read().split()
    n = int(data[0])
    low, high = [], []              # low: max-heap (negated) of the smaller half, high: min-heap
    out = []
    for x in map(int, data[1:1 + n]):
        if low and x > -low[0]: heapq.heappush(high, x)
        else: heapq.heappush(low, -x)
        if len(low) > len(high) + 1: heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low): heapq.heappush(low, -heapq.heappop(high))
        out.append(-low[0])
    print("\\n".join(map(str, out)))
    """,
    slow="""
    n = int(input())
    xs = list(map(int, input().split()))
    seen = []
    out = []
    for x in xs:
        seen.append(x)
        out.append(sorted(seen)[(len(seen) - 1) // 2])   # sort everything again at each arrival
    for v in out:
        print(v)
    """,
    wrongs=[("""
    import bisect
    n = int(input())
    seen = []
    for x in map(int, input().split()):
        bisect.insort(seen, x)
        print(seen[len(seen) // 2])  # upper median when the count is even
    """, "wrong_answer"), ("""
    import statistics
    n = int(input())
    seen = []
    for x in map(int, input().split()):
        seen.append(x)
        print(statistics.median(seen))   # averages the middle pair
    """, "wrong_answer")])


# 17 ------------------------------------------------------------------------------------------------------------
def gen17(rng):
    def mk(n, bits):
        return f"{n}\n{ints(rng.randint(0, 2**bits - 1) for _ in range(n))}\n"
    tests = ["6\n3 10 5 25 2 8\n", "2\n0 0\n", "2\n1 2\n", "3\n7 7 7\n", "4\n8 16 24 1\n"]
    tests += [mk(rng.randint(2, 30), 6) for _ in range(2)]
    tests += [mk(1500, 30), mk(1500, 12), mk(1500, 30)]
    return tests

spec("ship-stdio-17-max-xor-pair", "Maximum XOR Pair", """
    # Maximum XOR Pair
    Given n non-negative integers, print the largest value of a_i XOR a_j over all pairs of indices i < j
    (XOR is the bitwise exclusive or).

    ## Input
    The first line holds n, the second line the n integers.

    ## Output
    One integer.

    ## Constraints
    2 <= n <= 1500; 0 <= a_i < 2^30.

    ## Example
    Input:
    6
    3 10 5 25 2 8
    Output:
    28
    """, gen17,
    fast="""
    import sys
    data = sys.stdin.read().split()
    a = list(map(int, data[1:1 + int(data[0])]))
    best = 0
    for bit in range(29, -1, -1):   # decide the answer bit by bit, greedily from the top
        want = best | (1 << bit)
        prefixes = {x >> bit for x in a}
        if any((want >> bit) ^ p in prefixes for p in prefixes):
            best = want
    print(best)
    """,
    slow="""
    n = int(input())
    a = list(map(int, input().split()))
    best = 0
    for i in range(n):
        ai = a[i]
        for j in range(i + 1, n):
            v = ai ^ a[j]
            if v > best:
                best = v
    print(best)
    """,
    wrongs=[("""
    n = int(input())
    a = sorted(map(int, input().split()))
    # neighbours in sorted order (the trick for the *minimum* XOR, not the maximum)
    print(max(a[i] ^ a[i + 1] for i in range(n - 1)))
    """, "wrong_answer"), ("""
    n = int(input())
    a = list(map(int, input().split()))
    hi = max(a)
    # pairs the largest number with everything: misses pairs that do not use it
    print(max(hi ^ x for x in a))
    """, "wrong_answer")])


# 18 ------------------------------------------------------------------------------------------------------------
def gen18(rng):
    def mk(n, span):
        pts = set()
        while len(pts) < n:
            pts.add((rng.randint(-span, span), rng.randint(-span, span)))
        pts = list(pts); rng.shuffle(pts)
        return f"{n}\n" + "".join(f"{x} {y}\n" for x, y in pts)
    tests = ["4\n0 0\n3 4\n10 10\n4 5\n", "2\n0 0\n1 1\n", "3\n-1000000 -1000000\n1000000 1000000\n0 7\n",
             "2\n5 5\n5 6\n"]
    tests += [mk(rng.randint(2, 30), 50) for _ in range(3)]
    tests += [mk(1200, 10**6), mk(1200, 60), mk(1200, 10**4)]
    return tests

spec("ship-stdio-18-closest-pair", "Closest Pair of Points", """
    # Closest Pair of Points
    Given n distinct points in the plane, print the smallest Euclidean distance between two of them.

    ## Input
    The first line holds n; each of the next n lines holds the integer coordinates x y of a point.

    ## Output
    One real number: the smallest distance. Answers within 10^-6 (absolute or relative) of the exact value are
    accepted.

    ## Constraints
    2 <= n <= 1200; |x|, |y| <= 10^6; all points are distinct.

    ## Example
    Input:
    4
    0 0
    3 4
    10 10
    4 5
    Output:
    1.414213562
    """, gen18,
    fast="""
    import sys, math
    data = sys.stdin.read().split()
    n = int(data[0])
    pts = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
    best = float("inf")
    for i in range(n):              # sweep by x: only compare with points closer than best in x
        xi, yi = pts[i]
        for j in range(i + 1, n):
            dx = pts[j][0] - xi
            if dx * dx >= best: break
            dy = pts[j][1] - yi
            d = dx * dx + dy * dy
            if d < best: best = d
    print(f"{math.sqrt(best):.9f}")
    """,
    slow="""
    import math
    n = int(input())
    pts = [tuple(map(int, input().split())) for _ in range(n)]
    best = float("inf")
    for i in range(n):
        x1, y1 = pts[i]
        for j in range(i + 1, n):
            d = math.hypot(pts[j][0] - x1, pts[j][1] - y1)
            if d < best:
                best = d
    print(best)
    """,
    wrongs=[("""
    n = int(input())
    pts = [tuple(map(int, input().split())) for _ in range(n)]
    best = min(abs(pts[i][0] - pts[j][0]) + abs(pts[i][1] - pts[j][1])   # Manhattan, not Euclidean
               for i in range(n) for j in range(i + 1, n))
    print(best)
    """, "wrong_answer"), ("""
    import sys, math
    data = sys.stdin.read().split()
    n = int(data[0])
    pts = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
    best = float("inf")
    for i in range(n):
        for j in range(i + 1, n):
            dx = pts[j][0] - pts[i][0]
            if dx * dx >= best: break
            d = dx * dx + (pts[j][1] - pts[i][1]) ** 2
            best = min(best, d)
    print(f"{math.sqrt(best):.2f}")  # too few digits for the 1e-6 tolerance
    """, "wrong_answer")])


# 19 ------------------------------------------------------------------------------------------------------------
NAMES = ["ada", "bo", "cy", "dee", "eli", "fay", "gus", "hal", "ivy", "jo", "kai", "lou", "max", "ned", "oli",
         "pam", "quin", "rex", "sue", "ted", "uma", "vic", "wes", "xia", "yan", "zed"]

def gen19(rng):
    def name():
        return rng.choice(NAMES) + str(rng.randint(0, 999))
    def mk(n, hi):
        rows = {}
        while len(rows) < n:
            rows[name()] = rng.randint(0, hi)
        items = list(rows.items()); rng.shuffle(items)
        return f"{n}\n" + "".join(f"{k} {v}\n" for k, v in items)
    tests = ["4\nbo 90\nada 75\ncy 90\ndee 100\n", "1\nzed 0\n", "3\nb 5\na 5\nc 5\n"]
    tests += [mk(rng.randint(2, 20), 10) for _ in range(3)]
    tests += [mk(1200, 100), mk(1200, 10**6), mk(1200, 3)]
    return tests

spec("ship-stdio-19-leaderboard", "Leaderboard", """
    # Leaderboard
    A contest has n participants with distinct names and integer scores. Print the leaderboard: participants by
    decreasing score; participants with equal scores in increasing lexicographic order of their names. Each line
    starts with the rank, where tied participants share the rank of the first of them (standard competition ranking:
    1, 2, 2, 4, ...).

    ## Input
    The first line holds n; each of the next n lines holds a name (lowercase letters and digits) and a score.

    ## Output
    n lines "rank name score".

    ## Constraints
    1 <= n <= 1200; 0 <= score <= 10^6; names have at most 10 characters.

    ## Example
    Input:
    4
    bo 90
    ada 75
    cy 90
    dee 100
    Output:
    1 dee 100
    2 bo 90
    2 cy 90
    4 ada 75
    """, gen19,
    fast="""
    import sys
    data = sys.stdin.read().split()
    n = int(data[0])
    rows = sorted(((-int(data[2 + 2 * i]), data[1 + 2 * i]) for i in range(n)))
    out, rank = [], 0
    for i, (neg, name) in enumerate(rows):
        if i == 0 or neg != rows[i - 1][0]:
            rank = i + 1
        out.append(f"{rank} {name} {-neg}")
    print("\\n".join(out))
    """,
    slow="""
    n = int(input())
    rows = []
    for _ in range(n):
        name, score = input().split()
        rows.append((name, int(score)))
    for i in range(n):              # selection sort
        best = i
        for j in range(i + 1, n):
            a, b = rows[j], rows[best]
            if a[1] > b[1] or (a[1] == b[1] and a[0] < b[0]):
                best = j
        rows[i], rows[best] = rows[best], rows[i]
    rank = 0
    for i in range(n):
        if i == 0 or rows[i][1] != rows[i - 1][1]:
            rank = i + 1
        print(rank, rows[i][0], rows[i][1])
    """,
    wrongs=[("""
    n = int(input())
    rows = [input().split() for _ in range(n)]
    rows.sort(key=lambda r: (-int(r[1]), r[0]))
    for i, (name, score) in enumerate(rows):
        print(i + 1, name, score)   # no shared ranks for ties
    """, "wrong_answer"), ("""
    n = int(input())
    rows = [input().split() for _ in range(n)]
    rows.sort(key=lambda r: (r[1], r[0]), reverse=True)   # compares scores as text, names reversed
    rank = 0
    for i, (name, score) in enumerate(rows):
        if i == 0 or score != rows[i - 1][1]:
            rank = i + 1
        print(rank, name, score)
    """, "wrong_answer")])


# 20 ------------------------------------------------------------------------------------------------------------
def gen20(rng):
    def mk(n, k, hi):
        return f"{n} {k}\n{ints(rng.randint(-hi, hi) for _ in range(n))}\n"
    tests = ["8 3\n1 3 -1 -3 5 3 6 7\n", "1 1\n5\n", "4 4\n1 2 3 4\n", "5 1\n3 1 4 1 5\n"]
    tests += [mk(rng.randint(2, 30), rng.randint(1, 5), 10) for _ in range(3)]
    tests += [mk(10000, 150, 10**9), mk(10000, 100, 3), f"10000 120\n{ints(range(10000, 0, -1))}\n"]
    return tests

spec("ship-stdio-20-window-maximum", "Window Maximum", """
    # Window Maximum
    For an array of n integers and a window length k, print the maximum of every window of k consecutive elements,
    from the leftmost window to the rightmost.

    ## Input
    The first line holds n and k, the second line the n integers.

    ## Output
    One line with n - k + 1 integers separated by spaces.

    ## Constraints
    1 <= k <= n <= 10000; |a_i| <= 10^9.

    ## Example
    Input:
    8 3
    1 3 -1 -3 5 3 6 7
    Output:
    3 3 5 5 6 7
    """, gen20,
    fast="""
    import sys
    from collections import deque
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    dq, out = deque(), []           # indices with decreasing values
    for i, x in enumerate(a):
        while dq and a[dq[-1]] <= x: dq.pop()
        dq.append(i)
        if dq[0] <= i - k: dq.popleft()
        if i >= k - 1: out.append(a[dq[0]])
    print(" ".join(map(str, out)))
    """,
    slow="""
    n, k = map(int, input().split())
    a = list(map(int, input().split()))
    out = []
    for i in range(n - k + 1):
        m = a[i]
        for j in range(i + 1, i + k):
            if a[j] > m:
                m = a[j]
        out.append(m)
    print(*out)
    """,
    wrongs=[("""
    n, k = map(int, input().split())
    a = list(map(int, input().split()))
    print(*[max(a[i:i + k]) for i in range(n - k)])   # drops the last window
    """, "wrong_answer"), ("""
    n, k = map(int, input().split())
    a = list(map(int, input().split()))
    out = []
    m = max(a[:k])
    out.append(m)
    for i in range(k, n):           # keeps a running max that never forgets old elements
        m = max(m, a[i])
        out.append(m)
    print(*out)
    """, "wrong_answer")])


# 21 ------------------------------------------------------------------------------------------------------------
def gen21(rng):
    def rs(n, alpha):
        return "".join(rng.choice(alpha) for _ in range(n))
    tests = ["abcde\nace\n", "abc\ndef\n", "a\na\n", "aaaa\naa\n", "abcbdab\nbdcaba\n"]
    tests += [f"{rs(rng.randint(1, 30), 'abc')}\n{rs(rng.randint(1, 30), 'abc')}\n" for _ in range(2)]
    tests += [f"{rs(700, 'acgt')}\n{rs(700, 'acgt')}\n", f"{rs(700, 'ab')}\n{rs(600, 'ab')}\n",
              f"{rs(700, 'abcdefghijklmnopqrstuvwxyz')}\n{rs(700, 'abcdefghijklmnopqrstuvwxyz')}\n"]
    return tests

spec("ship-stdio-21-common-subsequence", "Longest Common Subsequence", """
    # Longest Common Subsequence
    Print the length of the longest string that is a subsequence of both A and B (a subsequence keeps the order of
    characters but may skip any of them).

    ## Input
    Two lines: A and B, lowercase English letters.

    ## Output
    One integer.

    ## Constraints
    1 <= |A|, |B| <= 700.

    ## Example
    Input:
    abcde
    ace
    Output:
    3
    """, gen21,
    fast="""
    a = input().strip(); b = input().strip()
    masks = {}                      # bit-parallel LCS: one big integer holds a whole DP row
    for i, ch in enumerate(b):
        masks[ch] = masks.get(ch, 0) | (1 << i)
    row = 0
    for ch in a:
        m = masks.get(ch, 0)
        x = m | row
        y = (row << 1) | 1
        row = x & ~(x - y)
    print(bin(row).count("1"))
    """,
    slow="""
    a = input().strip(); b = input().strip()
    n, m = len(a), len(b)
    prev = [0] * (m + 1)
    for i in range(1, n + 1):
        cur = [0] * (m + 1)
        ai = a[i - 1]
        for j in range(1, m + 1):
            if ai == b[j - 1]:
                cur[j] = prev[j - 1] + 1
            else:
                cur[j] = cur[j - 1] if cur[j - 1] > prev[j] else prev[j]
        prev = cur
    print(prev[m])
    """,
    wrongs=[("""
    a = input().strip(); b = input().strip()
    n, m = len(a), len(b)
    best = 0
    prev = [0] * (m + 1)
    for i in range(1, n + 1):       # longest common *substring*
        cur = [0] * (m + 1)
        for j in range(1, m + 1):
            if a[i - 1] == b[j - 1]:
                cur[j] = prev[j - 1] + 1
                best = max(best, cur[j])
        prev = cur
    print(best)
    """, "wrong_answer"), ("""
    a = input().strip(); b = input().strip()
    def lcs(i, j):                  # plain recursion without memo: exponential
        if i == len(a) or j == len(b): return 0
        if a[i] == b[j]: return 1 + lcs(i + 1, j + 1)
        return max(lcs(i + 1, j), lcs(i, j + 1))
    print(lcs(0, 0))
    """, "timeout")])


# 22 ------------------------------------------------------------------------------------------------------------
def gen22(rng):
    def dag(n, m, cyc=False):
        perm = list(range(1, n + 1)); rng.shuffle(perm)
        edges = set()
        while len(edges) < m:
            i, j = rng.randint(0, n - 1), rng.randint(0, n - 1)
            if i < j: edges.add((perm[i], perm[j]))
        edges = list(edges)
        if cyc: edges.append((perm[n - 1], perm[0]))
        rng.shuffle(edges)
        return f"{n} {len(edges)}\n" + "".join(f"{u} {v}\n" for u, v in edges)
    tests = ["4 3\n3 1\n3 2\n2 4\n", "1 0\n", "3 3\n1 2\n2 3\n3 1\n", "5 0\n", "3 1\n3 1\n"]
    tests += [dag(rng.randint(2, 15), rng.randint(0, 10)) for _ in range(2)]
    tests += [dag(2000, 3000), dag(2000, 2000), dag(1800, 6000, cyc=True)]
    return tests

spec("ship-stdio-22-course-order", "Course Order", """
    # Course Order
    There are n courses numbered 1..n and m prerequisite rules; rule "u v" says course u must be taken before course
    v. Print an order in which all courses can be taken. Among all valid orders print the lexicographically
    smallest one (at each step take the smallest-numbered course whose prerequisites are all done). If no valid
    order exists, print -1.

    ## Input
    The first line holds n and m; each of the next m lines holds a rule u v (u != v; rules do not repeat).

    ## Output
    One line: the n course numbers separated by spaces, or -1.

    ## Constraints
    1 <= n <= 2000; 0 <= m <= 6000.

    ## Example
    Input:
    4 3
    3 1
    3 2
    2 4
    Output:
    3 1 2 4
    """, gen22,
    fast="""
    import sys, heapq
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    indeg = [0] * (n + 1)
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        adj[u].append(v); indeg[v] += 1
    heap = [v for v in range(1, n + 1) if indeg[v] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        u = heapq.heappop(heap); order.append(u)
        for v in adj[u]:
            indeg[v] -= 1
            if indeg[v] == 0: heapq.heappush(heap, v)
    print(" ".join(map(str, order)) if len(order) == n else -1)
    """,
    slow="""
    n, m = map(int, input().split())
    adj = [[] for _ in range(n + 1)]
    indeg = [0] * (n + 1)
    for _ in range(m):
        u, v = map(int, input().split())
        adj[u].append(v); indeg[v] += 1
    taken = [False] * (n + 1)
    order = []
    for _ in range(n):
        pick = 0
        for v in range(1, n + 1):   # scan for the smallest available course
            if not taken[v] and indeg[v] == 0:
                pick = v; break
        if pick == 0: break
        taken[pick] = True; order.append(pick)
        for v in adj[pick]: indeg[v] -= 1
    print(*order) if len(order) == n else print(-1)
    """,
    wrongs=[("""
    from collections import deque
    n, m = map(int, input().split())
    adj = [[] for _ in range(n + 1)]
    indeg = [0] * (n + 1)
    for _ in range(m):
        u, v = map(int, input().split())
        adj[u].append(v); indeg[v] += 1
    dq = deque(v for v in range(1, n + 1) if indeg[v] == 0)   # valid order, not the smallest
    order = []
    while dq:
        u = dq.popleft(); order.append(u)
        for v in adj[u]:
            indeg[v] -= 1
            if indeg[v] == 0: dq.append(v)
    print(*order) if len(order) == n else print(-1)
    """, "wrong_answer"), ("""
    import heapq
    n, m = map(int, input().split())
    adj = [[] for _ in range(n + 1)]
    indeg = [0] * (n + 1)
    for _ in range(m):
        u, v = map(int, input().split())
        adj[u].append(v); indeg[v] += 1
    heap = [v for v in range(1, n + 1) if indeg[v] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        u = heapq.heappop(heap); order.append(u)
        for v in adj[u]:
            indeg[v] -= 1
            if indeg[v] == 0: heapq.heappush(heap, v)
    print(*order)                   # never reports a cycle
    """, "wrong_answer")])


# 23 ------------------------------------------------------------------------------------------------------------
def gen23(rng):
    def mk(n, hi, k):
        return f"{n} {k}\n{ints(rng.randint(-hi, hi) for _ in range(n))}\n"
    tests = ["5 3\n1 2 1 2 1\n", "1 0\n0\n", "4 0\n0 0 0 0\n", "3 5\n1 1 1\n", "4 -2\n-1 -1 3 -4\n"]
    tests += [mk(rng.randint(2, 30), 3, rng.randint(-3, 3)) for _ in range(2)]
    tests += [mk(2000, 5, 3), mk(2000, 10**9, 7), f"2000 0\n{ints([0] * 2000)}\n"]
    return tests

spec("ship-stdio-23-subarrays-with-sum", "Subarrays With Given Sum", """
    # Subarrays With Given Sum
    Count the pairs (l, r) with 1 <= l <= r <= n such that a_l + ... + a_r = K.

    ## Input
    The first line holds n and K, the second line the n integers (they may be negative).

    ## Output
    One integer.

    ## Constraints
    1 <= n <= 2000; |a_i| <= 10^9; |K| <= 10^9.

    ## Example
    Input:
    5 3
    1 2 1 2 1
    Output:
    4
    """, gen23,
    fast="""
    import sys
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    seen = {0: 1}                   # how often each prefix sum occurred
    total = count = 0
    for x in map(int, data[2:2 + n]):
        total += x
        count += seen.get(total - k, 0)
        seen[total] = seen.get(total, 0) + 1
    print(count)
    """,
    slow="""
    n, k = map(int, input().split())
    a = list(map(int, input().split()))
    count = 0
    for l in range(n):
        s = 0
        for r in range(l, n):
            s += a[r]
            if s == k:
                count += 1
    print(count)
    """,
    wrongs=[("""
    n, k = map(int, input().split())
    a = list(map(int, input().split()))
    count = total = left = 0
    for right in range(n):          # sliding window: only valid for non-negative numbers
        total += a[right]
        while total > k and left <= right:
            total -= a[left]; left += 1
        if total == k and left <= right:
            count += 1
    print(count)
    """, "wrong_answer"), ("""
    n, k = map(int, input().split())
    a = list(map(int, input().split()))
    seen = {0: 1}
    total = count = 0
    for x in a:
        total += x
        count += seen.get(total - k, 0)
        seen[total] = seen.get(total, 0) + 1
    print(count
    """, "compile_error")])


# ----------------------------------------------------------------------------------------------------------------
# call-based problems (input: JSON list of arguments; output: JSON of the return value)
# ----------------------------------------------------------------------------------------------------------------

def gen_c1(rng):
    def mk(n, hi):
        nums = rng.sample(range(-hi, hi), n)
        # make the answer unique: pick a target that exactly one pair reaches
        while True:
            i, j = sorted(rng.sample(range(n), 2))
            t = nums[i] + nums[j]
            s, hits = set(), 0
            for x in nums:
                if t - x in s: hits += 1
                s.add(x)
            if hits == 1: return [nums, t]
    tests = [[[2, 7, 11, 15], 9], [[3, 3], 6], [[3, 2, 4], 6], [[-5, 10, 0, 4], -1]]
    tests += [mk(rng.randint(2, 20), 50) for _ in range(3)]
    tests += [mk(2500, 10**9), mk(2500, 10**6), [list(range(1, 2501)), 4999]]
    return tests

spec("ship-call-01-two-sum", "Two Sum Indices", """
    # Two Sum Indices
    Write `two_sum(nums, target)` (a function, or a method of a class `Solution`). `nums` is a list of integers and
    exactly one pair of positions i < j has nums[i] + nums[j] == target. Return [i, j] (0-based, i < j).

    ## Constraints
    2 <= len(nums) <= 2500; |nums[i]|, |target| <= 2 * 10^9.

    ## Example
    two_sum([2, 7, 11, 15], 9) returns [0, 1].
    """, gen_c1, fn_name="two_sum", starter_code="class Solution:\n    def two_sum(self, nums, target):\n        pass\n",
    fast="""
    class Solution:
        def two_sum(self, nums, target):
            where = {}
            for j, x in enumerate(nums):
                if target - x in where:
                    return [where[target - x], j]
                where[x] = j
    """,
    slow="""
    def two_sum(nums, target):
        n = len(nums)
        for j in range(n):
            for i in range(j):
                if nums[i] + nums[j] == target:
                    return [i, j]
    """,
    wrongs=[("""
    def two_sum(nums, target):
        where = {x: i for i, x in enumerate(nums)}
        for i, x in enumerate(nums):
            if target - x in where:          # may pair an element with itself
                return sorted([i, where[target - x]])
    """, "wrong_answer"), ("""
    class Solution:
        def two_sum(self, nums, target):
            seen = set()
            for x in nums:
                if target - x in seen:
                    return [target - x, x]    # values, not positions
                seen.add(x)
    """, "wrong_answer")])


def gen_c2(rng):
    def mk(n, hi, lo=None):
        return [[rng.randint(-hi if lo is None else lo, hi) for _ in range(n)]]
    tests = [[[-2, 1, -3, 4, -1, 2, 1, -5, 4]], [[1]], [[-3, -1, -2]], [[5, 4, -1, 7, 8]], [[-7]]]
    tests += [mk(rng.randint(1, 25), 10) for _ in range(2)]
    tests += [mk(2500, 10**6), mk(2500, 100, -101), mk(2500, -1, -10**9)]
    return tests

spec("ship-call-02-best-stretch", "Best Stretch", """
    # Best Stretch
    Write `max_subarray_sum(nums)` (a function, or a method of a class `Solution`) returning the largest sum of a
    non-empty contiguous part of the list `nums`.

    ## Constraints
    1 <= len(nums) <= 2500; |nums[i]| <= 10^9.

    ## Example
    max_subarray_sum([-2, 1, -3, 4, -1, 2, 1, -5, 4]) returns 6.
    """, gen_c2, fn_name="max_subarray_sum",
    starter_code="class Solution:\n    def max_subarray_sum(self, nums):\n        pass\n",
    fast="""
    def max_subarray_sum(nums):
        best = cur = nums[0]
        for x in nums[1:]:
            cur = x if cur < 0 else cur + x
            if cur > best: best = cur
        return best
    """,
    slow="""
    class Solution:
        def max_subarray_sum(self, nums):
            best = nums[0]
            for i in range(len(nums)):
                s = 0
                for j in range(i, len(nums)):
                    s += nums[j]
                    if s > best: best = s
            return best
    """,
    wrongs=[("""
    def max_subarray_sum(nums):
        best = cur = 0                       # the empty stretch sneaks in: wrong when all are negative
        for x in nums:
            cur = max(0, cur + x)
            best = max(best, cur)
        return best
    """, "wrong_answer"), ("""
    def max_subarray_sum(nums):
        n = len(nums)
        return max(sum(nums[i:j]) for i in range(n) for j in range(i + 1, n + 1))   # cubic
    """, "timeout")])


def gen_c3(rng):
    def mk(n, span, maxlen):
        out = []
        for _ in range(n):
            l = rng.randint(0, span); out.append([l, l + rng.randint(0, maxlen)])
        return [out]
    tests = [[[[1, 3], [2, 6], [8, 10], [15, 18]]], [[[1, 4], [4, 5]]], [[[5, 5]]], [[[6, 8], [1, 2], [2, 3]]],
             [[[1, 10], [2, 3], [4, 5]]]]
    tests += [mk(rng.randint(1, 15), 30, 4) for _ in range(2)]
    tests += [mk(1500, 10**7, 3000), mk(1500, 10**8, 10), mk(1500, 10**5, 100)]
    return tests

spec("ship-call-03-merge-intervals", "Merge Busy Times", """
    # Merge Busy Times
    Write `merge_intervals(intervals)` (a function, or a method of a class `Solution`). Each interval is a closed
    range [l, r] with l <= r. Merge every group of intervals that overlap or touch (share at least one point) and
    return the merged intervals as a list of [l, r] pairs sorted by l.

    ## Constraints
    1 <= len(intervals) <= 1500; 0 <= l <= r <= 2 * 10^8.

    ## Example
    merge_intervals([[1, 3], [2, 6], [8, 10], [15, 18]]) returns [[1, 6], [8, 10], [15, 18]].
    """, gen_c3, fn_name="merge_intervals",
    starter_code="class Solution:\n    def merge_intervals(self, intervals):\n        pass\n",
    fast="""
    class Solution:
        def merge_intervals(self, intervals):
            out = []
            for l, r in sorted(intervals):
                if out and l <= out[-1][1]:
                    if r > out[-1][1]: out[-1][1] = r
                else:
                    out.append([l, r])
            return out
    """,
    slow="""
    def merge_intervals(intervals):
        groups = []
        for l, r in intervals:          # insert one by one, absorbing every group it meets
            kept = []
            for g in groups:
                if g[0] <= r and l <= g[1]:
                    l, r = min(l, g[0]), max(r, g[1])
                else:
                    kept.append(g)
            kept.append([l, r])
            groups = kept
        return sorted(groups)
    """,
    wrongs=[("""
    def merge_intervals(intervals):
        out = []
        for l, r in sorted(intervals):
            if out and l < out[-1][1]:          # touching intervals stay apart
                out[-1][1] = max(out[-1][1], r)
            else:
                out.append([l, r])
        return out
    """, "wrong_answer"), ("""
    def merge_intervals(intervals):
        out = []
        for l, r in intervals:                  # forgets to sort first
            if out and l <= out[-1][1] and r >= out[-1][0]:
                out[-1] = [min(l, out[-1][0]), max(r, out[-1][1])]
            else:
                out.append([l, r])
        return out
    """, "wrong_answer")])


def gen_c4(rng):
    def mk(h, w, p):
        return [["".join("1" if rng.random() < p else "0" for _ in range(w)) for _ in range(h)]]
    def snake(h, w):
        g = [["1"] * w for _ in range(h)]
        for r in range(1, h - 1, 2):
            for c in range(w): g[r][c] = "0"
            g[r][w - 1 if (r // 2) % 2 == 0 else 0] = "1"
        return [["".join(r) for r in g]]
    tests = [[["11000", "11000", "00100", "00011"]], [["0"]], [["1"]], [["101", "010", "101"]], [["111", "101", "111"]]]
    tests += [mk(rng.randint(1, 10), rng.randint(1, 10), 0.5) for _ in range(2)]
    tests += [snake(51, 60), mk(100, 100, 0.55), snake(45, 60)]
    return tests

spec("ship-call-04-count-islands", "Count Islands", """
    # Count Islands
    Write `count_islands(grid)` (a function, or a method of a class `Solution`). `grid` is a list of equal-length
    strings of '1' (land) and '0' (water). Land cells that share a side belong to the same island (diagonal contact
    does not connect). Return the number of islands.

    ## Constraints
    1 <= rows, columns <= 150.

    ## Example
    count_islands(["11000", "11000", "00100", "00011"]) returns 3.
    """, gen_c4, fn_name="count_islands",
    starter_code="class Solution:\n    def count_islands(self, grid):\n        pass\n",
    fast="""
    def count_islands(grid):
        h, w = len(grid), len(grid[0])
        seen = [[False] * w for _ in range(h)]
        count = 0
        for r in range(h):
            for c in range(w):
                if grid[r][c] == "1" and not seen[r][c]:
                    count += 1
                    seen[r][c] = True
                    stack = [(r, c)]
                    while stack:
                        y, x = stack.pop()
                        for yy, xx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                            if 0 <= yy < h and 0 <= xx < w and not seen[yy][xx] and grid[yy][xx] == "1":
                                seen[yy][xx] = True; stack.append((yy, xx))
        return count
    """,
    slow="""
    class Solution:
        def count_islands(self, grid):
            h, w = len(grid), len(grid[0])
            land = [(r, c) for r in range(h) for c in range(w) if grid[r][c] == "1"]
            label = {cell: i for i, cell in enumerate(land)}
            changed, sweep = True, 0
            while changed:               # every land cell takes the smallest label around it, until stable
                changed = False
                sweep += 1
                for r, c in (land if sweep % 2 else reversed(land)):
                    best = label[(r, c)]
                    for nb in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                        if nb in label and label[nb] < best:
                            best = label[nb]
                    if best < label[(r, c)]:
                        label[(r, c)] = best; changed = True
            return len(set(label.values()))
    """,
    wrongs=[("""
    def count_islands(grid):
        h, w = len(grid), len(grid[0])
        seen = set()
        def sink(r, c):                      # recursion depth grows with the island: RecursionError on long ones
            if r < 0 or c < 0 or r >= h or c >= w or grid[r][c] != "1" or (r, c) in seen: return
            seen.add((r, c))
            sink(r + 1, c); sink(r - 1, c); sink(r, c + 1); sink(r, c - 1)
        count = 0
        for r in range(h):
            for c in range(w):
                if grid[r][c] == "1" and (r, c) not in seen:
                    count += 1; sink(r, c)
        return count
    """, "runtime_error"), ("""
    def count_islands(grid):
        h, w = len(grid), len(grid[0])
        seen = [[False] * w for _ in range(h)]
        count = 0
        for r in range(h):
            for c in range(w):
                if grid[r][c] == "1" and not seen[r][c]:
                    count += 1; seen[r][c] = True
                    stack = [(r, c)]
                    while stack:
                        y, x = stack.pop()
                        for dy in (-1, 0, 1):          # diagonal neighbours joined too
                            for dx in (-1, 0, 1):
                                yy, xx = y + dy, x + dx
                                if 0 <= yy < h and 0 <= xx < w and not seen[yy][xx] and grid[yy][xx] == "1":
                                    seen[yy][xx] = True; stack.append((yy, xx))
        return count
    """, "wrong_answer")])


def gen_c5(rng):
    alpha = [chr(c) for c in range(33, 127)]
    def mk(n, k):
        return ["".join(rng.choice(alpha[:k]) for _ in range(n))]
    tests = [["abcabcbb"], ["bbbbb"], ["pwwkew"], [""], ["abba"], ["a"]]
    tests += [mk(rng.randint(1, 40), 5) for _ in range(2)]
    tests += [mk(20000, 94), mk(20000, 60), ["".join(alpha) * 200]]
    return tests

spec("ship-call-05-unique-run", "Longest Run Without Repeats", """
    # Longest Run Without Repeats
    Write `longest_unique(s)` (a function, or a method of a class `Solution`) returning the length of the longest
    contiguous substring of `s` in which no character appears twice.

    ## Constraints
    0 <= len(s) <= 20000; s consists of printable ASCII characters without spaces.

    ## Example
    longest_unique("abcabcbb") returns 3.
    """, gen_c5, fn_name="longest_unique",
    starter_code="class Solution:\n    def longest_unique(self, s):\n        pass\n",
    fast="""
    class Solution:
        def longest_unique(self, s):
            last = {}
            best = start = 0
            for i, ch in enumerate(s):
                if last.get(ch, -1) >= start:
                    start = last[ch] + 1
                last[ch] = i
                if i - start + 1 > best: best = i - start + 1
            return best
    """,
    slow="""
    def longest_unique(s):
        best = 0
        for i in range(len(s)):           # grow a run from every start
            seen = set()
            for j in range(i, len(s)):
                if s[j] in seen: break
                seen.add(s[j])
            if len(seen) > best: best = len(seen)
        return best
    """,
    wrongs=[("""
    def longest_unique(s):
        last = {}
        best = start = 0
        for i, ch in enumerate(s):
            if ch in last:
                start = last[ch] + 1          # may move the window start backwards
            last[ch] = i
            best = max(best, i - start + 1)
        return best
    """, "wrong_answer"), ("""
    def longest_unique(s):
        return len(set(s))                    # distinct characters, not a run
    """, "wrong_answer")])


# ----------------------------------------------------------------------------------------------------------------
# building
# ----------------------------------------------------------------------------------------------------------------

def call_driver(program: str, fn_name: str) -> str:
    "Our own trusted reference program plus a tiny driver: JSON args on stdin, JSON result on stdout."
    return program + textwrap.dedent(f"""
        import json as _json, sys as _sys
        _args = _json.loads(_sys.stdin.read())
        try:
            _f = Solution().{fn_name}
        except NameError:
            _f = {fn_name}
        print(_json.dumps(_f(*_args)))
        """)


def run(program: str, stdin: str, timeout: float = 60.0) -> tuple[str, float]:
    "Run one of OUR reference programs in a fresh interpreter; returns (stdout, wall seconds)."
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", program], input=stdin, capture_output=True, text=True, timeout=timeout)
    dt = time.perf_counter() - t0
    if r.returncode != 0:
        raise RuntimeError(f"reference program failed (rc={r.returncode}):\n{r.stderr[-2000:]}")
    return r.stdout, dt


def same(a: str, b: str, tol: float = 1e-6) -> bool:
    "The judging rule of the Problem schema (used here only to cross-check our two references)."
    la = [l.rstrip() for l in a.rstrip().split("\n")]; lb = [l.rstrip() for l in b.rstrip().split("\n")]
    if len(la) != len(lb): return False
    for x, y in zip(la, lb):
        tx, ty = x.split(), y.split()
        if len(tx) != len(ty): return False
        for u, v in zip(tx, ty):
            if u == v: continue
            try: fu, fv = float(u), float(v)
            except ValueError: return False
            if abs(fu - fv) > tol * max(1.0, abs(fv)): return False
    return True


def build(s: dict, verbose: bool = False) -> Problem:
    rng = random.Random(zlib.crc32(s["id"].encode()))
    raw = s["gen"](rng)
    call = s["fn_name"] is not None
    inputs = [json.dumps(a, separators=(",", ":")) if call else a for a in raw]
    fast = call_driver(s["fast"], s["fn_name"]) if call else s["fast"]
    slow = call_driver(s["slow"], s["fn_name"]) if call else s["slow"]
    tests, tf, ts = [], [], []
    for inp in inputs:
        out, dt = run(fast, inp); tf.append(dt)
        sout, dt = run(slow, inp); ts.append(dt)
        if call:
            if json.loads(out) != json.loads(sout):
                raise AssertionError(f"{s['id']}: fast and slow references disagree on input {inp[:200]!r}")
            out = json.dumps(json.loads(out), separators=(",", ":"))
        elif not same(out, sout):
            raise AssertionError(f"{s['id']}: fast and slow references disagree on input {inp[:200]!r}:\n{out[:200]!r}\n{sout[:200]!r}")
        tests.append(TestCase(inp, out))
    if verbose:
        print(f"{s['id']:40s} tests={len(tests)} fast max {max(tf):.3f}s slow max {max(ts):.3f}s "
              f"sum {sum(tf):.2f}/{sum(ts):.2f}s size {sum(len(t.input) + len(t.output) for t in tests) // 1024} KiB",
              flush=True)
    sols = [s["fast"], s["slow"]] + [w for w, _ in s["wrongs"]]
    labels = ["pass", "pass"] + [lab for _, lab in s["wrongs"]]
    roles = ["fast", "slow"] + ["wrong"] * len(s["wrongs"])
    return Problem(id=s["id"], source=SOURCE, statement=s["statement"], tests=tests, fn_name=s["fn_name"],
                   time_limit_s=s["time_limit_s"], memory_limit_mb=512, solutions=sols,
                   starter_code=s["starter_code"],
                   meta={"title": s["title"], "expected": labels, "roles": roles})


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="", help="build (and time) only problems whose id contains this; no files written")
    ap.add_argument("--out", default=str(HERE), help="output folder (default: this folder)")
    args = ap.parse_args(argv)
    chosen = [s for s in SPECS if args.only in s["id"]]
    problems = [build(s, verbose=True) for s in chosen]
    if args.only:
        return problems
    stdio = [p for p in problems if p.fn_name is None]; call = [p for p in problems if p.fn_name is not None]
    out = Path(args.out)
    write_problems(out / "stdio.jsonl", stdio); write_problems(out / "call_based.jsonl", call)
    size = sum((out / f).stat().st_size for f in ("stdio.jsonl", "call_based.jsonl"))
    print(f"wrote {len(stdio)} stdin/stdout + {len(call)} call-based problems to {out} ({size / 2**20:.2f} MiB)")
    return problems


if __name__ == "__main__":
    main()
