def merge_intervals(intervals):
    groups = []
    for l, r in intervals:          # insert one by one, absorbing every group it meets
        kept = []
        for g in groups:
            if g[0] <= r and l <= g[1]:
                l, r = min(l, g[0]), max(r, g[1])
            else:
                kept.append(g)
        kept.append([l, r])
        groups = kept
    return sorted(groups)
