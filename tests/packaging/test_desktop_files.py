"""The desktop entry and the AppStream metadata pass the freedesktop validators."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-utils is not installed")
def test_the_desktop_entry_is_valid() -> None:
    result = subprocess.run(["desktop-file-validate",
                             str(PACKAGING / "io.github.pokerdirector.desktop")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_the_metainfo_is_valid() -> None:
    result = subprocess.run(["appstreamcli", "validate", "--no-net",
                             str(PACKAGING / "io.github.pokerdirector.metainfo.xml")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_icon_size_is_there() -> None:
    for size in (16, 32, 48, 64, 128, 256, 512):
        png = PACKAGING / "icons" / "hicolor" / f"{size}x{size}" / "apps" / \
            "io.github.pokerdirector.png"
        data = png.read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert (width, height) == (size, size)
