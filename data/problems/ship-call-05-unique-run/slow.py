def longest_unique(s):
    best = 0
    for i in range(len(s)):           # grow a run from every start
        seen = set()
        for j in range(i, len(s)):
            if s[j] in seen: break
            seen.add(s[j])
        if len(seen) > best: best = len(seen)
    return best
