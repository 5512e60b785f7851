"""The bundle's entry script: the same entry point as the ``director`` command.

With ``DIRECTOR_SMOKE_TEST=1`` the main window reports its first paint and the program
quits (``director.ui.shell.smoke``); the arming is done here too, so the bundle test works
whether or not ``director.cli`` arms it itself (arming twice is harmless).
"""

import sys

from director.cli import main


def _arm_smoke_test() -> None:
    from director.ui.shell import smoke

    if not smoke.active():
        return
    from director.ui.shell.main_window import MainWindow

    show = MainWindow.show

    def show_and_arm(self: MainWindow) -> None:
        show(self)
        smoke.arm(self)

    MainWindow.show = show_and_arm  # type: ignore[method-assign]


if __name__ == "__main__":
    _arm_smoke_test()
    sys.exit(main())
