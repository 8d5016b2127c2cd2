class Solution:
    def merge_intervals(self, intervals):
        out = []
        for l, r in sorted(intervals):
            if out and l <= out[-1][1]:
                if r > out[-1][1]: out[-1][1] = r
            else:
                out.append([l, r])
        return out
