"""The night's papers: printed with a preview or saved as PDF."""
