def two_sum(nums, target):
    n = len(nums)
    for j in range(n):
        for i in range(j):
            if nums[i] + nums[j] == target:
                return [i, j]
