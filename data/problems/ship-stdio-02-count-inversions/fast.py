import sys
def sort_count(a):
    if len(a) <= 1:
        return a, 0
    m = len(a) // 2
    left, x = sort_count(a[:m])
    right, y = sort_count(a[m:])
    merged, inv, i, j = [], x + y, 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i]); i += 1
        else:
            merged.append(right[j]); j += 1; inv += len(left) - i
    merged += left[i:]; merged += right[j:]
    return merged, inv
data = sys.stdin.read().split()
n = int(data[0])
print(sort_count(list(map(int, data[1:1 + n])))[1])
