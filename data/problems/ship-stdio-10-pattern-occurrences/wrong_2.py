t = input().strip(); p = input().strip()
count = 0
for i in range(len(t) - len(p)):   # misses the last possible position
    if t[i:i + len(p)] == p: count += 1
print(count)
