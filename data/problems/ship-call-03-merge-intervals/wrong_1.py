def merge_intervals(intervals):
    out = []
    for l, r in sorted(intervals):
        if out and l < out[-1][1]:          # touching intervals stay apart
            out[-1][1] = max(out[-1][1], r)
        else:
            out.append([l, r])
    return out
