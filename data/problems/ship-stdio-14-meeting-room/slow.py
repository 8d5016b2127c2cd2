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
