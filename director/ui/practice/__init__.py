"""The practice table and training (issue 30, DESIGN.md "Training"): the
scenario dialog, the stand-alone panel's window, and the training view."""
