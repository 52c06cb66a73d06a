"""A list of tensors kept as its display made it: which uses keep ``xs[k]`` the display's item k."""
from __future__ import annotations

import libcst as cst
import pytest

from hybridlint.fixers._held_items import _kept, item_key


def _func(body: str) -> cst.FunctionDef:
    lines = "".join(f"    {line}\n" for line in body.splitlines())
    return cst.parse_module(f"def f(F, x, y):\n{lines}").body[0]


@pytest.mark.parametrize("body", [
    "xs = [x, y]\nreturn xs[0].shape[2] + len(xs)",
    "xs = [x, y]\nxs.append(x * 2)\nreturn F.concat(*xs, dim=1)",
    "xs = [x, y]\nfor t in xs:\n    x = t\nreturn self.xs, f(xs=1), xs[-1]",
])
def test_kept(body):
    assert _kept(_func(body), "xs")


@pytest.mark.parametrize("body", [
    "xs = [x, y]\nxs[0] = y\nreturn xs[0]",                # an item stored again
    "xs = [x, y]\nxs[0] += 1\nreturn xs[0]",
    "xs = [x, y]\na, xs[1] = y, x\nreturn xs[1]",
    "xs = [x, y]\nxs.insert(0, y)\nreturn xs[0]",           # a method moving items
    "xs = [x, y]\nhelper(xs)\nreturn xs[0]",                # handed on: may be changed there
    "xs = [x, y]\nxs = [y, x]\nreturn xs[0]",               # bound twice
    "xs = [x, y]\ndel xs[0]\nreturn xs[0]",
])
def test_not_kept(body):
    assert not _kept(_func(body), "xs")


def test_item_key():
    key = lambda text: item_key(cst.parse_expression(text))
    assert key("xs[0]") == "xs[0]" and key("xs[2]") == "xs[2]"
    assert key("xs[-1]") is None and key("xs[i]") is None and key("a.b[0]") is None and key("xs[0:1]") is None
