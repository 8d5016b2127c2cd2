def merge_intervals(intervals):
    out = []
    for l, r in intervals:                  # forgets to sort first
        if out and l <= out[-1][1] and r >= out[-1][0]:
            out[-1] = [min(l, out[-1][0]), max(r, out[-1][1])]
        else:
            out.append([l, r])
    return out
