t = input().strip(); p = input().strip()
print(t.count(p))             # str.count skips overlapping occurrences
