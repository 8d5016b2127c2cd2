class Solution:
    def two_sum(self, nums, target):
        where = {}
        for j, x in enumerate(nums):
            if target - x in where:
                return [where[target - x], j]
            where[x] = j
