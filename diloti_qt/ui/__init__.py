"""The Qt user interface: the main window, its dialogs and the card table."""
