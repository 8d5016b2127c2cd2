import sys
data = sys.stdin.read().split()
n = int(data[0])
iv = sorted(((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n)))   # by end time
count, free_at = 0, -1
for r, l in iv:
    if l >= free_at:
        count += 1; free_at = r
print(count)
