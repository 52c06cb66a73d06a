"""An input of a block met by a proven tensor in a python operator (operands.input_operand): an
NDArray operator raises on a list, tuple or None, so only a python number is left to rule out."""
from __future__ import annotations

import libcst as cst
import pytest

from hybridlint.engine.operands import compared_input, input_operand
from hybridlint.engine.walk import iter_descendants

from .helpers import scope_named

_HEAD = "from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"


def _why(signature: str, body: str = "return y - F.relu(x)", head: str = "", tail: str = "") -> "str | None":
    """input_operand of the first read of ``y`` in Net.hybrid_forward(signature)."""
    src = (_HEAD + head + f"    def hybrid_forward({signature}):\n"
           + "".join(f"        {line}\n" for line in body.splitlines()) + tail)
    s = scope_named(src, "Net.hybrid_forward")
    s.kinds.solve()
    read = next(n for n in iter_descendants(s.func.body) if isinstance(n, cst.Name) and n.value == "y")
    return input_operand(s, s.kinds, read)


@pytest.mark.parametrize("signature,body,head,tail", [
    # the only input: a call needs an NDArray among its inputs (Parameters come as keywords)
    ("self, F, y", "return y - F.ones((2, 3))", "", ""),
    ("self, F, y, weight", "return y * weight", "    def __init__(self):\n        super().__init__()\n"
     "        self.weight = self.params.get('weight', shape=(3,))\n\n", ""),
    # the only input of a block this file makes too
    ("self, F, y", "return y - F.ones((2, 3))", "", "\n\nnet = Net()\n"),
    # no default, no annotation, a block made elsewhere
    ("self, F, x, y", "return y - F.relu(x)", "", ""),
])
def test_an_input_met_by_a_tensor_is_one(signature, body, head, tail):
    assert _why(signature, body, head, tail) is None


@pytest.mark.parametrize("signature,body,tail,why", [
    ("self, F, x, y=None", "return y - F.relu(x)", "", "default|argument"),
    ("self, F, x, y=0.5", "return y - F.relu(x)", "", "default|argument"),
    ("self, F, x, y: float", "return y - F.relu(x)", "", "annotated"),
    # the file makes the block, or a subclass of it: a call here may hand it a number
    ("self, F, x, y", "return y - F.relu(x)", "\n\nnet = Net()\n", "makes or subclasses"),
    ("self, F, x, y", "return y - F.relu(x)", "\n\nclass Scaled(Net):\n    pass\n", "makes or subclasses"),
    # more inputs beside it (`*args`): not the only one, so a block made here is not proven
    ("self, F, y, *args", "return y - F.ones((2, 3))", "\n\nnet = Net()\n", "makes or subclasses"),
    # read after a rebinding: not the argument
    ("self, F, y", "y = y + 1\nreturn y - F.ones((2, 3))", "", "argument"),
])
def test_an_input_that_may_be_a_number_is_not(signature, body, tail, why):
    got = _why(signature, body, tail=tail)
    assert got is not None
    assert any(w in got for w in why.split("|")), got


_PARENT = ("\n\nclass Parent(HybridBlock):\n    def __init__(self):\n        super().__init__()\n"
           "        self.net = Net()\n\n    def hybrid_forward(self, F, {inputs}):\n{body}")


def _parent(*lines: str, inputs: str = "a, b") -> str:
    return _PARENT.format(inputs=inputs, body="".join(f"        {line}\n" for line in lines))


def test_an_input_every_call_here_hands_a_tensor_is_one():
    # the block is made only as `self.net = Net()`, and each call of `self.net` in traced code
    # hands `y` a proven tensor (an F operator's output; a keyword argument too)
    assert _why("self, F, x, y", tail=_parent("return self.net(F.relu(a), F.sigmoid(b))")) is None
    assert _why("self, F, x, y", tail=_parent("h = self.net(F.relu(a), F.sigmoid(b))",
                                              "return self.net(h, y=F.relu(h))")) is None


def test_a_callers_own_input_handed_on_is_one_where_its_callers_prove_it():
    # `b` is the parent's input without a default, of a block made elsewhere: no number (a
    # hybridized call takes none), and the child's operator rules out a list, a tuple, None
    assert _why("self, F, x, y", tail=_parent("return self.net(F.relu(a), b)")) is None
    # and through two levels of blocks the file makes, each called only as `self.attr(...)`
    grand = ("\n\nclass Grand(HybridBlock):\n    def __init__(self):\n        super().__init__()\n"
             "        self.parent = Parent()\n\n    def hybrid_forward(self, F, u, v):\n"
             "        return self.parent(F.relu(u), v)\n")
    assert _why("self, F, x, y", tail=_parent("return self.net(F.relu(a), b)") + grand) is None
    assert _why("self, F, x, y", tail=_parent("return self.net(F.relu(a), b)")
                + grand.replace("F.relu(u), v)", "F.relu(u), 0.5)")) is not None


def test_blocks_that_call_each_other_prove_nothing_by_the_cycle():
    # (no run could make them: each constructor would make the other without end)
    cyc = ("\n\nclass Other(HybridBlock):\n    def __init__(self):\n        super().__init__()\n"
           "        self.net = Net()\n\n    def hybrid_forward(self, F, a, b):\n"
           "        return self.net(F.relu(a), b)\n")
    head = "    def __init__(self):\n        super().__init__()\n        self.other = Other()\n\n"
    got = _why("self, F, x, y", "return self.other(x, y) + (y - F.relu(x))", head=head, tail=cyc)
    assert got is not None


@pytest.mark.parametrize("tail,why", [
    # a python number, or a value whose kind is not proven (the parent's own input)
    (_parent("return self.net(F.relu(a), 0.5)"), "not known to be a single tensor"),
    # the parent's own input, where the parent's callers may hand it a number (a default, a
    # parent the file makes and calls with one)
    (_parent("return self.net(F.relu(a), b)", inputs="a, b=None"), "at the call"),
    (_parent("return self.net(F.relu(a), b)") + "\n\nnet = Parent()\nnet(nd.ones((2, 3)), 0.5)\n", "at the call"),
    (_parent("b = b * 2", "return self.net(F.relu(a), b)"), "at the call"),
    (_parent("return self.net(*[a, b])"), "no single value"),
    # a call the file may make that is not read: an instance made another way, the attribute
    # named elsewhere (a method outside traced code, handed on, its `forward`)
    (_parent("return self.net(F.relu(a), F.relu(b))") + "\n\nnet = Net()\n", "other than as"),
    (_parent("return self.net(F.relu(a), F.relu(b))") + "\n    def run(self, a):\n"
     "        return self.net(a, 2.0)\n", "named here other than"),
    (_parent("return self.net.forward(F.relu(a), F.relu(b))"), "named here other than"),
    # subclassed: the subclass's calls run this hybrid_forward too
    (_parent("return self.net(F.relu(a), F.relu(b))") + "\n\nclass Scaled(Net):\n    pass\n", "subclassed"),
])
def test_an_input_some_call_here_may_hand_a_number_is_not(tail, why):
    got = _why("self, F, x, y", tail=tail)
    assert got is not None and why in got, got


def _compared(signature: str, body: str) -> "str | None":
    """compared_input of the last read of ``m`` in Net.hybrid_forward(signature)."""
    src = (_HEAD + f"    def hybrid_forward({signature}):\n"
           + "".join(f"        {line}\n" for line in body.splitlines()))
    s = scope_named(src, "Net.hybrid_forward")
    s.kinds.solve()
    reads = [n for n in iter_descendants(s.func.body) if isinstance(n, cst.Name) and n.value == "m"]
    return compared_input(s, s.kinds, reads[-1])


@pytest.mark.parametrize("body", [
    "m = mask > 0\nreturn x * m",
    "m = 0.5 <= mask\nreturn x * m",
    "m = mask < -1\nreturn x * m",
    "if F is None:\n    m = mask > 0\nelse:\n    m = mask >= 1\nreturn x * m",
])
def test_an_input_ordered_against_a_number_is_a_tensor(body):
    assert _compared("self, F, x, mask", body) is None


@pytest.mark.parametrize("signature,body", [
    # `==` does not raise on a list; a comparison with a name may be python's own
    ("self, F, x, mask", "m = mask == 0\nreturn x * m"),
    ("self, F, x, mask", "t = 0.5\nm = mask > t\nreturn x * m"),
    # the input may be a number (a default), or is not the argument any more
    ("self, F, x, mask=None", "m = mask > 0\nreturn x * m"),
    ("self, F, x, mask", "mask = len(x)\nm = mask > 0\nreturn x * m"),
    # another binding reaches the read
    ("self, F, x, mask", "m = mask > 0\nif F is None:\n    m = [1]\nreturn x * m"),
])
def test_other_comparisons_prove_nothing(signature, body):
    assert _compared(signature, body) is not None
