"""What the analysis knows about one expression: its kind, and whether it is *proven* a legacy
(``F``/``nd``/``sym``) tensor.

Rules may report on a value whose kind is tensor-ish ("probably a tensor"); fixers rewrite only a
value with ``proven`` set, and otherwise refuse with ``why`` (see ``FileContext.value``).  Shapes
are not tracked per expression: the shape evidence HYB008 uses (declared Parameter shapes,
keepdims reductions, expand_dims) is read by that rule from the code itself.
"""
from __future__ import annotations

from dataclasses import dataclass

from .kinds import Kind

@dataclass(frozen=True)
class Value:
    kind: Kind
    proven: bool = False      # certainly one legacy tensor (Symbol after hybridize)
    why: str = ""             # when not proven: why not, in words a refusal can quote


UNKNOWN = Value(Kind.UNKNOWN, why="nothing is known about this value")
