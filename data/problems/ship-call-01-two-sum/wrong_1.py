def two_sum(nums, target):
    where = {x: i for i, x in enumerate(nums)}
    for i, x in enumerate(nums):
        if target - x in where:          # may pair an element with itself
            return sorted([i, where[target - x]])
