t = input().strip(); p = input().strip()
n, m = len(t), len(p)
count = 0
for i in range(n - m + 1):
    j = 0
    while j < m and t[i + j] == p[j]:
        j += 1
    if j == m:
        count += 1
print(count)
