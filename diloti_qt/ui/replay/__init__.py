"""Kept matches in the window: the Matches list, opening a .diloti file, playing its deal."""
