"""The tutorial on screen: lessons on the real table, the coach and the rules reference."""
