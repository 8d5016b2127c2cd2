n = int(input())
rows = [input().split() for _ in range(n)]
rows.sort(key=lambda r: (r[1], r[0]), reverse=True)   # compares scores as text, names reversed
rank = 0
for i, (name, score) in enumerate(rows):
    if i == 0 or score != rows[i - 1][1]:
        rank = i + 1
    print(rank, name, score)
