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
