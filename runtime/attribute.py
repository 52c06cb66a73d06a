"""``mx.AttrScope``: attributes attached to every symbol created inside a ``with``."""
from __future__ import annotations

import threading

__all__ = ["AttrScope", "current"]


class AttrScope:
    """``with AttrScope(ctx_group='dev1'):`` adds ``ctx_group`` to new symbols' attributes.

    Values must be strings, as in MXNet; nested scopes merge, inner wins.
    """

    _local = threading.local()

    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            if not isinstance(v, str):
                raise ValueError(f"Attributes need to be string, got {k}={v!r}")
        self._attr = kwargs
        self._old = None

    def get(self, attr):
        """The scope's attributes merged with ``attr`` (``attr`` wins)."""
        if not self._attr:
            return dict(attr) if attr else {}
        merged = dict(self._attr)
        if attr:
            merged.update(attr)
        return merged

    def __enter__(self):
        self._old = current()
        merged = dict(self._old._attr)
        merged.update(self._attr)
        new = AttrScope()
        new._attr = merged
        AttrScope._local.value = new
        return self

    def __exit__(self, *exc):
        AttrScope._local.value = self._old


_default = AttrScope()


def current() -> AttrScope:
    return getattr(AttrScope._local, "value", None) or _default
