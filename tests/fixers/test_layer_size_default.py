"""layer_size_default: the size a declared layer is probably built with, from the int defaults of
the ``__init__`` arguments its size is written in (findings only, never a rewrite's proof)."""
from __future__ import annotations

import textwrap

from hybridlint.fixers._shapes import input_size_default, layer_size_default, size_text_default
from tests.fixers.test_declared_children import _context

_HEAD = "from mxnet.gluon import nn\n\n\nclass Net(nn.HybridBlock):\n    def __init__(self, k=3, units=4, width=None):\n"


def _size(init_body: str, attr: str = "offset"):
    ctx, cls = _context(_HEAD + textwrap.indent(textwrap.dedent(init_body), " " * 8))
    return layer_size_default(cls, attr)


def test_an_argument_or_arithmetic_of_arguments_and_literals_gives_its_default_value():
    assert _size("self.offset = nn.Dense(units)\n") == ("units", 4)
    assert _size("self.offset = nn.Conv2D(2 * k * k, k)\n") == ("2 * k * k", 18)
    assert _size("self.offset = nn.Conv2D(channels=units + k - 1, kernel_size=1)\n") == ("units + k - 1", 6)
    assert _size("self.offset = nn.Dense(units // 2)\n") == ("units // 2", 2)
    # a small power (session 64, H431: LeViT's `resolution ** 2`)
    assert _size("self.offset = nn.Dense(units ** 2)\n") == ("units ** 2", 16)


def test_arithmetic_of_an_argument_without_an_int_default_or_a_rebound_one_gives_nothing():
    assert _size("self.offset = nn.Dense(2 * width)\n") is None
    assert _size("self.offset = nn.Dense(units // 0)\n") is None
    assert _size("self.offset = nn.Dense(units * 1.5)\n") is None
    assert _size("k = k + 1\nself.offset = nn.Conv2D(2 * k * k, 3)\n") is None


def _input_size(init_body: str, attr: str = "offset"):
    ctx, cls = _context(_HEAD + textwrap.indent(textwrap.dedent(init_body), " " * 8))
    return input_size_default(ctx, cls, attr)


def test_a_declared_input_size_of_arguments_gives_its_default_value():
    assert _input_size("self.offset = nn.Conv1D(1, 1, in_channels=units)\n") == ("units", 4)
    assert _input_size("self.offset = nn.Dense(1, flatten=False, in_units=2 * k)\n") == ("2 * k", 6)


def test_a_literal_input_size_a_flattening_dense_or_no_default_gives_nothing():
    # a literal is the walk's own constant already; a flattening Dense's in_units spans axes
    assert _input_size("self.offset = nn.Conv1D(1, 1, in_channels=4)\n") is None
    assert _input_size("self.offset = nn.Dense(1, in_units=units)\n") is None
    assert _input_size("self.offset = nn.Conv1D(1, 1, in_channels=width)\n") is None
    assert _input_size("self.offset = nn.Conv1D(1, 1)\n") is None


def _text_size(init_body: str, text: str):
    ctx, cls = _context(_HEAD + textwrap.indent(textwrap.dedent(init_body), " " * 8))
    return size_text_default(cls, text)


def test_a_size_written_in_arguments_gives_its_default_value():
    # a Parameter's declared `shape=(k, units)`: its last size is 4 when built with the defaults
    body = "self.sums = self.params.get('sums', shape=(k, units))\n"
    assert _text_size(body, "units") == 4
    assert _text_size(body, "2 * k + 1") == 7
    assert _text_size(body, "5") == 5


def test_a_size_of_an_argument_without_an_int_default_or_rebound_gives_nothing():
    body = "self.sums = self.params.get('sums', shape=(k, width))\n"
    assert _text_size(body, "width") is None
    assert _text_size(body, "units * 1.5") is None
    assert _text_size(body, "not python(") is None
    assert _text_size("units = units * 2\n" + body, "units") is None
