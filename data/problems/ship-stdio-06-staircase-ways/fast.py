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
