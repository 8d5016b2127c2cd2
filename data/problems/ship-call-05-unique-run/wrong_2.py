def longest_unique(s):
    return len(set(s))                    # distinct characters, not a run
