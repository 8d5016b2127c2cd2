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
from metaevolve.problems import Problem, TestCase, write_problems  # noqa: E402

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
    tests += [mk(4000, 1000, 400000), mk(4000, 50, 30000), mk(4000, 0, 0)]
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
    1 <= n <= 4000; 0 <= w_i <= 1000; 0 <= S <= 10^9.

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
    tests += [mk(3000, 3000, 10**9), mk(3000, 3000, 100)]
    return tests

spec("ship-stdio-04-count-at-most", "How Many At Most", """
    # How Many At Most
    Given n integers and q query values x, answer for each x how many of the n integers are less than or equal to x.

    ## Input
    The first line holds n and q, the second line the n integers, the third line the q query values.

    ## Output
    One line with q integers separated by spaces: the answers in query order.

    ## Constraints
    1 <= n, q <= 3000; 1 <= a_i <= 10^9; 0 <= x <= 10^9 + 1.

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
    """, "runtime_error")])


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
    changed = True
    while changed:                # relax every cell until nothing improves
        changed = False
        for r in range(h):
            for c in range(w):
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
    tests += [mk(20000, 12000), chain(20000), line(20000)]
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
