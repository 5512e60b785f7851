"""The schema revisions read without Alembic (issue 21) agree with Alembic's own
reading, and an up-to-date database opens without importing Alembic at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from alembic.script import ScriptDirectory

from director.store.db import MIGRATIONS, _alembic_config, open_database
from director.store.revisions import head_revision, known_revisions

ROOT = Path(__file__).resolve().parents[2]


def test_known_revisions_and_head_agree_with_alembic() -> None:
    """The program's own Alembic configuration (its revisions in folders of 16, read
    recursively) sees every file the reading without Alembic sees, and no other."""
    script = ScriptDirectory.from_config(_alembic_config())
    assert known_revisions() == {rev.revision for rev in script.walk_revisions()}
    assert head_revision() == script.get_current_head()
    files = {path.name[:4] for path in (MIGRATIONS / "versions").rglob("0*.py")}
    assert files == known_revisions()


def test_an_up_to_date_database_opens_without_alembic(tmp_path: Path) -> None:
    database = tmp_path / "night.sqlite3"
    open_database(str(database)).close()  # made and migrated (Alembic runs here)
    probe = (
        "import sys\n"
        "from director.store.db import open_database\n"
        f"open_database({str(database)!r}).close()\n"
        "print('alembic' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "False"
