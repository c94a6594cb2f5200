"""Independent reference implementation of the Diloti rules and its differential test."""
