"""The round review's settings, importable without the review's machinery (the replay viewer
reads kept comments without loading the Expert or worker processes)."""

REVIEW_BUDGET = 0.25  # seconds of the Expert's search per decision
REVIEW_LEVEL = "expert"
MIN_LOSS = 0.5  # points: smaller differences are within the estimate's noise
TOP = 5
