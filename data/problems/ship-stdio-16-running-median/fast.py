import sys, heapq
data = sys.stdin.read().split()
n = int(data[0])
low, high = [], []              # low: max-heap (negated) of the smaller half, high: min-heap
out = []
for x in map(int, data[1:1 + n]):
    if low and x > -low[0]: heapq.heappush(high, x)
    else: heapq.heappush(low, -x)
    if len(low) > len(high) + 1: heapq.heappush(high, -heapq.heappop(low))
    elif len(high) > len(low): heapq.heappush(low, -heapq.heappop(high))
    out.append(-low[0])
print("\n".join(map(str, out)))
