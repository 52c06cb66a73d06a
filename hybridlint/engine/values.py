"""What the analysis knows about one expression: its kind, its shape where derivable, and whether
it is *proven* a legacy (``F``/``nd``/``sym``) tensor.

Rules may report on a value whose kind is tensor-ish ("probably a tensor"); fixers rewrite only a
value with ``proven`` set, and otherwise refuse with ``why`` (see ``FileContext.value``).

A shape is a tuple of dims; a dim is an ``int``, a ``str`` naming a symbolic size (``"N"`` for
the batch, ``"in0.1"`` for an unknown input dimension...) or ``None`` (unknown).  ``shape`` itself
is ``None`` when even the rank is unknown.
"""
from __future__ import annotations

from dataclasses import dataclass

from .kinds import Kind

Dim = "int | str | None"


@dataclass(frozen=True)
class Value:
    kind: Kind
    shape: "tuple[int | str | None, ...] | None" = None
    proven: bool = False      # certainly one legacy tensor (Symbol after hybridize)
    why: str = ""             # when not proven: why not, in words a refusal can quote


UNKNOWN = Value(Kind.UNKNOWN, why="nothing is known about this value")
