"""``ShapeFlow.head_env`` (fixers/_shapes.py): the head of an ``if`` or a ``for`` runs once,
before its body, so a rank read there is the one before the statement; a ``while`` test, the
body and a head that binds (``:=``) are not read so."""
from __future__ import annotations

import pytest

from hybridlint.fixers import example_module
from hybridlint.rules import analyze


def _rank_fixes(body: str) -> list[str]:
    found = analyze(example_module(body), "example.py")
    return [d.fix.message for d in found
            if d.code == "HYB001" and "ndim" in d.message and d.fix is not None]


@pytest.mark.parametrize("head", [
    "if y.ndim == 3:\n    y = y + 1",
    "for _ in range(y.ndim):\n    y = y + 1",
])
def test_a_head_reads_the_rank_before_the_statement(head):
    assert _rank_fixes(f"y = x.reshape((0, -1, 2))\n{head}\nreturn y") == ["the rank the code proves, 3"]


@pytest.mark.parametrize("body", [
    "while y.ndim < 4:\n    y = F.expand_dims(y, axis=1)",
    "for _ in range(2):\n    z = y.ndim\n    y = F.expand_dims(y, axis=1)",
    "if (y := F.expand_dims(y, axis=1)) is not None and y.ndim == 4:\n    y = y + 1",
])
def test_a_while_test_or_a_body_that_rebinds_is_not_a_head(body):
    assert _rank_fixes(f"y = x.reshape((0, -1, 2))\n{body}\nreturn y") == []
