"""diloti_qt: the Greek fishing card game Diloti (Δηλωτή) on a Qt desktop table."""

__version__ = "0.1.0"
