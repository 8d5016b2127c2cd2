class Solution:
    def longest_unique(self, s):
        last = {}
        best = start = 0
        for i, ch in enumerate(s):
            if last.get(ch, -1) >= start:
                start = last[ch] + 1
            last[ch] = i
            if i - start + 1 > best: best = i - start + 1
        return best
