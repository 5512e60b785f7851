#!/usr/bin/env bash
# Build the Linux one-folder application: dist/poker-director/poker-director.
#
#   packaging/build_linux.sh            # a build venv in build/bundle-venv (made once)
#   PYTHON=.venv/bin/python packaging/build_linux.sh   # use an existing environment
#       (it must have the program's dependencies; only PyInstaller is added to it, and
#       the program itself is taken from this checkout, so an editable install stays)
#   packaging/build_linux.sh --tar      # also dist/poker-director-linux.tar.gz
#
# In its own build venv it installs the program (pip install .) and PyInstaller, then
# runs packaging/poker-director.spec. Prints the time taken and the
# bundle's size. Start the result with dist/poker-director/poker-director.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
started=$(date +%s)

if [ -z "${PYTHON:-}" ]; then
  VENV="${BUNDLE_VENV:-$ROOT/build/bundle-venv}"
  if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/python" -m pip install -q --upgrade pip
  fi
  PYTHON="$VENV/bin/python"
  "$PYTHON" -m pip install -q "$ROOT" "pyinstaller>=6.10"
else
  "$PYTHON" -c "import PyInstaller" 2>/dev/null || "$PYTHON" -m pip install -q "pyinstaller>=6.10"
fi
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" \
  "$ROOT/packaging/poker-director.spec"

bundle="$ROOT/dist/poker-director"
test -x "$bundle/poker-director"
# The desktop entry, AppStream metadata and icons travel with the folder (see first-start
# in the user's guide for installing them into ~/.local/share).
cp "$ROOT/packaging/io.github.pokerdirector.desktop" \
   "$ROOT/packaging/io.github.pokerdirector.metainfo.xml" "$bundle/"
rm -rf "$bundle/icons" && mkdir -p "$bundle/icons" && cp -r "$ROOT/packaging/icons/hicolor" "$bundle/icons/"
if [ "${1:-}" = "--tar" ]; then
  tar -czf "$ROOT/dist/poker-director-linux.tar.gz" -C "$ROOT/dist" poker-director
  echo "archive: $ROOT/dist/poker-director-linux.tar.gz ($(du -sh "$ROOT/dist/poker-director-linux.tar.gz" | cut -f1))"
fi
echo "built $bundle in $(( $(date +%s) - started )) s; size $(du -sh "$bundle" | cut -f1)"
