"""Automatic naming of symbols (MXNet's ``mx.name``): ``fullyconnected0``, prefixes."""
from __future__ import annotations

import threading

__all__ = ["NameManager", "Prefix", "current"]


class NameManager:
    """Gives ``hint + counter`` names to unnamed symbols; ``with`` makes it current."""

    _local = threading.local()

    def __init__(self):
        self._counter: dict[str, int] = {}
        self._old = None

    def get(self, name, hint):
        if name:
            return name
        n = self._counter.get(hint, 0)
        self._counter[hint] = n + 1
        return f"{hint}{n}"

    def __enter__(self):
        self._old = current()
        NameManager._local.value = self
        return self

    def __exit__(self, *exc):
        NameManager._local.value = self._old


class Prefix(NameManager):
    """Prepends ``prefix`` to every name, given or generated."""

    def __init__(self, prefix: str):
        super().__init__()
        self._prefix = prefix

    def get(self, name, hint):
        return self._prefix + super().get(name, hint)


_default = NameManager()


def current() -> NameManager:
    return getattr(NameManager._local, "value", None) or _default
