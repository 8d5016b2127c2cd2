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
