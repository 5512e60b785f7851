"""Alembic environment: migrations run on the connection ``migrate`` hands in.

An upgrade runs each migration's own statements and needs none of the models, so
the program's ``migrate`` (which hands in its connection) does not import SQLModel
and the models: they cost a first start, which migrates an empty database, about
0.3 s of processor time and 16 MB (issue 33). Alembic's own command line (no
connection handed in: ``alembic revision --autogenerate`` compares the models with
a database) gets them as its ``target_metadata``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from alembic import context
from sqlalchemy import create_engine

if TYPE_CHECKING:
    from sqlalchemy import MetaData

config = context.config


def models() -> MetaData:
    """The tables the models describe (imported only when asked for)."""
    from sqlmodel import SQLModel

    import director.store.models  # noqa: F401  (registers the tables)

    return SQLModel.metadata


def run_migrations() -> None:
    connection = config.attributes.get("connection")
    if connection is None:
        url = config.get_main_option("sqlalchemy.url") or "sqlite://"
        with create_engine(url).begin() as conn:
            context.configure(connection=conn, target_metadata=models(),
                              render_as_batch=True)
            context.run_migrations()
        return
    context.configure(connection=connection, render_as_batch=True, transactional_ddl=True)
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    raise SystemExit("offline (SQL script) migrations are not supported")
run_migrations()
