"""The table's presenter: the stages of every move and what the table shows at each (no
graphics: QtCore at most, never QtWidgets or QtGui)."""
