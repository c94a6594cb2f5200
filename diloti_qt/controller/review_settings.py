"""The round review's settings, importable without the review's machinery (the replay viewer
reads kept comments without loading the Expert or worker processes)."""

# the Expert's work per decision: what it does in this many seconds on the reference
# machine (ai/budget.py), with no clock, so that a decision costs the same everywhere
REVIEW_BUDGET = 0.25
REVIEW_LEVEL = "expert"
MIN_LOSS = 0.5  # points: smaller differences are within the estimate's noise
TOP = 5
