n = int(input())
rows = [input().split() for _ in range(n)]
rows.sort(key=lambda r: (-int(r[1]), r[0]))
for i, (name, score) in enumerate(rows):
    print(i + 1, name, score)   # no shared ranks for ties
