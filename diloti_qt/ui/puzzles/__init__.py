"""Help ▸ Puzzles…: the shipped puzzles played on the window's own table (keeper.py), with
the bar that shows them (bar.py)."""
