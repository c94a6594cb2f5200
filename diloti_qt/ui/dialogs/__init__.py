"""The main window's dialogs: new match, end of round, end of match, rules summary, about."""
