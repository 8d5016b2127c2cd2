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
