def longest_unique(s):
    last = {}
    best = start = 0
    for i, ch in enumerate(s):
        if ch in last:
            start = last[ch] + 1          # may move the window start backwards
        last[ch] = i
        best = max(best, i - start + 1)
    return best
