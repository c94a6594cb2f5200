"""Benchmarks that print figures: `python -m diloti_qt.bench engine`."""
