s = input().strip()
n = len(s)
best = 1
for i in range(n):              # every substring, reversed and compared: cubic
    for j in range(i + 1, n + 1):
        sub = s[i:j]
        if sub == "".join(reversed(sub)) and j - i > best:
            best = j - i
print(best)
