"""The application shell: the QApplication, the main window with its menus,
pages and clock screens, the event's pages, the welcome and the start-up smoke test."""
