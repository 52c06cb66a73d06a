"""A helper call's result is a proven legacy tensor (kinds.unproven, ScopeFinder.call_unproven)
only when the call runs exactly one function of this file and every path through it returns one
proven tensor in its own terms (issues #10/#11: a GraphSAGE aggregator's `dense =
super().hybrid_forward(F, X, W)`, then `dense.reshape((1, *dense.shape))`)."""
from __future__ import annotations

import re

import libcst as cst
import pytest

from hybridlint.engine.scopes import assigned_as_attribute
from hybridlint.engine.walk import iter_descendants

from .helpers import scope_named

_HEAD = """from mxnet.gluon import HybridBlock


def helper(F, x):
    return F.relu(x)


def scaled(F, x, k=2):
    return x * k


class Base(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x) - 1

"""


def _proof(members: str, body: str, tail: str = "") -> str | None:
    """``unproven`` of ``h`` read by the one ``h[:, :1]`` of Net.hybrid_forward(self, F, x) whose
    body is ``body``; ``members`` are more methods of Net, ``tail`` more module code."""
    src = (_HEAD + "\nclass Net(Base):\n"
           + "".join(f"    {line}\n" if line else "\n" for line in members.splitlines())
           + "\n    def hybrid_forward(self, F, x):\n"
           + "".join(f"        {line}\n" for line in body.splitlines()) + tail)
    s = scope_named(src, "Net.hybrid_forward")
    s.kinds.solve()
    reads = [n.value for n in iter_descendants(s.func.body)
             if isinstance(n, cst.Subscript) and isinstance(n.value, cst.Name) and n.value.value == "h"]
    assert len(reads) == 1, reads
    return s.kinds.unproven(reads[0])


@pytest.mark.parametrize("members,body", [
    # the base's hybrid_forward through super(), a module function, a method through self.
    ("", "h = super().hybrid_forward(F, x)\nreturn h[:, :1]"),
    ("", "h = helper(F, x)\nreturn h[:, :1]"),
    ("def _proj(self, F, x):\n    return F.tanh(x)", "h = self._proj(F, x)\nreturn h[:, :1]"),
    # every path returns (an if/else, a raise), each return proven
    ("def _proj(self, F, x):\n    if self.a:\n        return F.tanh(x)\n    elif self.b:\n        raise ValueError()\n"
     "    else:\n        y = F.relu(x)\n        return y * 2", "h = self._proj(F, x)\nreturn h[:, :1]"),
    # a parameter proven by what this call passes it; a keyword argument
    ("", "h = scaled(F, F.relu(x))\nreturn h[:, :1]"),
    ("", "h = scaled(F, x=F.relu(x), k=3)\nreturn h[:, :1]"),
    ("def _ident(self, F, x):\n    return x", "y = F.relu(x)\nh = self._ident(F, y)\nreturn h[:, :1]"),
    # helpers of helpers
    ("def _proj(self, F, x):\n    return helper(F, x)", "h = self._proj(F, x)\nreturn h[:, :1]"),
])
def test_a_helper_call_is_proven(members, body):
    assert _proof(members, body) is None


@pytest.mark.parametrize("members,body,tail,why", [
    # a parameter given something unproven here (an input only subscripted; a list's element)
    ("", "h = scaled(F, x)\nreturn h[:, :1]", "", "may return what is not proven"),
    ("def _ident(self, F, x):\n    return x", "h = self._ident(F, x)\nreturn h[:, :1]", "", "may return"),
    # a path that falls off the end, a bare return, a loop as the last statement
    ("def _proj(self, F, x):\n    if self.a:\n        return F.tanh(x)", "h = self._proj(F, x)\nreturn h[:, :1]",
     "", "may fall off its end"),
    ("def _proj(self, F, x):\n    if self.a:\n        return\n    return F.tanh(x)",
     "h = self._proj(F, x)\nreturn h[:, :1]", "", ""),
    ("def _proj(self, F, x):\n    for i in range(2):\n        return F.tanh(x)",
     "h = self._proj(F, x)\nreturn h[:, :1]", "", "may fall off its end"),
    # overridden in a subclass of this file; replaced by an instance attribute
    ("def _proj(self, F, x):\n    return F.tanh(x)", "h = self._proj(F, x)\nreturn h[:, :1]",
     "\n\nclass Sub(Net):\n    def _proj(self, F, x):\n        return x\n", "a subclass in this file overrides"),
    ("def _proj(self, F, x):\n    return F.tanh(x)", "self._proj = self._proj\nh = self._proj(F, x)\nreturn h[:, :1]",
     "", "an instance attribute"),
    ("def _proj(self, F, x):\n    return F.tanh(x)", "h = self._proj(F, x)\nreturn h[:, :1]",
     "\n\nclass Sub(Net):\n    _proj = staticmethod(lambda F, x: [x])\n", "an instance attribute"),
    # decorated, *args, a generator, recursion
    ("@staticmethod\ndef _proj(F, x):\n    return F.tanh(x)", "h = self._proj(F, x)\nreturn h[:, :1]", "", "decorated"),
    ("def _proj(self, F, *xs):\n    return F.tanh(xs[0])", "h = self._proj(F, x)\nreturn h[:, :1]", "", ""),
    ("def _proj(self, F, x):\n    return F.tanh(x)", "h = self._proj(F, *[x])\nreturn h[:, :1]", "", "*args"),
    ("def _proj(self, F, x, n):\n    if n:\n        return self._proj(F, x, n - 1)\n    return F.tanh(x)",
     "h = self._proj(F, x, 2)\nreturn h[:, :1]", "", ""),       # (its kind is not known either)
    # a module function the module binds twice, or a local of the same name
    ("", "h = helper(F, x)\nreturn h[:, :1]", "\n\nhelper = lambda F, x: [x]\n", "binds more than once"),
    ("", "helper = self.pick\nh = helper(F, x)\nreturn h[:, :1]", "", ""),
])
def test_a_helper_call_is_not_proven(members, body, tail, why):
    got = _proof(members, body, tail)
    assert got is not None
    assert why in got, got


_CHILDREN = """from mxnet.gluon import HybridBlock, nn


class Base(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, x):
        return self.fc(x)


class Net(Base):
    def __init__(self):
        super().__init__()
        self.fc = %s

    def hybrid_forward(self, F, x):
        h = super().hybrid_forward(F, x)
        return h[:, :1]
"""


def _children_proof(child: str) -> str | None:
    s = scope_named(_CHILDREN % child, "Net.hybrid_forward")
    s.kinds.solve()
    read = [n.value for n in iter_descendants(s.func.body)
            if isinstance(n, cst.Subscript) and isinstance(n.value, cst.Name)][0]
    return s.kinds.unproven(read)


def test_the_base_child_a_subclass_assigns_again_proves_nothing():
    # the base's `self.fc(x)` is one tensor by the base's own children; the subclass that called
    # it may hold another block there (a child returning a tuple)
    why = _children_proof("nn.HybridSequential()")
    assert why is not None and "assigns again" in why, why


def test_a_base_of_another_module_is_not_this_files():
    src = (_HEAD + "\nclass Net(gluon.Base):\n    def hybrid_forward(self, F, x):\n"
           "        h = super().hybrid_forward(F, x)\n        return h[:, :1]\n")
    src = src.replace("from mxnet.gluon import HybridBlock", "from mxnet import gluon\nfrom mxnet.gluon import HybridBlock")
    s = scope_named(src, "Net.hybrid_forward")
    s.kinds.solve()
    read = [n.value for n in iter_descendants(s.func.body)
            if isinstance(n, cst.Subscript) and isinstance(n.value, cst.Name)][0]
    assert s.kinds.unproven(read) is not None


@pytest.mark.parametrize("text", [
    "self._proj = f\n", "    _proj = 1\n", "_proj=2\n", "\t_proj\t= g\n", "x = 1\n_proj = 2\n",
    "myself._proj = f\n", "é self._proj = f\n", "éself._proj = f\n", "(self._proj = f\n",
    "self._proj == f\n", "self._proj =", "self._proj =\n", "x._proj = f\n", "y = self._proj\n",
    "self._proj_ = f\n", "_proj_proj = 1\n", "self.__proj = 1\n", "x = 1\r_proj = 2\n",
    "a = '''\nself._proj = 1'''\n", "self._proj; self._proj = 1\n", "", "_proj",
])
def test_assigned_as_attribute_reads_as_its_pattern(text):
    # the literal-first search answers exactly what the pattern it replaces finds
    for name in ("_proj", "proj", "j"):
        expected = re.search(rf"(?:\bself\.|^[ \t]*){re.escape(name)}[ \t]*=[^=]", text, re.M) is not None
        assert assigned_as_attribute(text, name) is expected, (text, name)


_CALLED = """from mxnet import nd
from mxnet.gluon import HybridBlock


def {name}(F, a):
    return F.relu(a[0])
{more}

class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return {name}(F, F.tanh(x)) + {name}(F, {second})
"""


@pytest.mark.parametrize("name,second,more,proven", [
    # every call passes a proven tensor, the name is private and spelled only there
    ("_first", "x.reshape((0, -1))", "", True),
    # public: another module may import it
    ("first", "F.sigmoid(x)", "", False),
    # called from eager code too, handed on as a value, named in a string, defined twice
    ("_first", "F.sigmoid(x)", "\n\ndef eager(xs):\n    return _first(nd, xs)\n", False),
    ("_first", "F.sigmoid(x)", "\n\nROWS = map(_first, [])\n", False),
    ("_first", "F.sigmoid(x)", "\n\n__all__ = ['_first']\n", False),
    ("_first", "F.sigmoid(x)", "\n\nif nd:\n    def _first(F, a):\n        return a\n", False),
])
def test_private_helper_proven_by_every_call(name, second, more, proven):
    src = _CALLED.format(name=name, second=second, more=more)
    scope = scope_named(src, name)
    assert ("a" in scope.proven_params) is proven
    if not proven and name == "first":
        assert "is public" in scope.caller_proof["a"]


def test_private_helper_not_proven_by_an_unproven_call():
    # the second call hands it an input of hybrid_forward nothing proves (a list of tensors
    # would do there as well)
    src = _CALLED.format(name="_first", second="y", more="").replace("(self, F, x)", "(self, F, x, y)")
    scope = scope_named(src, "_first")
    assert "a" not in scope.proven_params



@pytest.mark.parametrize("body,proven", [
    # a proven tensor on the left of an arithmetic operator answers whatever the right holds (an
    # item of a python list here, which kinds take for a tensor but nothing proves: a method
    # the list is handed to may put anything into it)
    ("ys = [x, x]\nself.fill(ys)\nh = F.relu(x) + 0.5 * ys[1]\nreturn h[:, :1]", True),
    ("ys = [x, x]\nself.fill(ys)\nh = F.relu(x) ** ys[1]\nreturn h[:, :1]", True),
    # on the right only, the left (that item) asks first: a number answers with the tensor's
    # kind, and whatever else a list may hold raises TypeError in MXNet 1.9.1 (a list, a tuple,
    # a numpy array deferring to the NDArray, an mx.np array, a Symbol) (session 64, H430)...
    ("ys = [x, x]\nself.fill(ys)\nh = ys[1] * 0.5 + F.relu(x)\nreturn h[:, :1]", True),
    # ... but not `%`, a string's formatting
    ("ys = [x, x]\nself.fill(ys)\nh = ys[1] % F.relu(x)\nreturn h[:, :1]", False),
    # a matrix product is not among the operators a legacy tensor answers
    ("ys = [x, x]\nself.fill(ys)\nh = F.relu(x) @ ys[1]\nreturn h[:, :1]", False),
])
def test_left_tensor_operand_proves_arithmetic(body, proven):
    why = _proof("", body)
    assert (why is None) is proven, why


_LOOPED = """from mxnet.gluon import HybridBlock, nn


class Pair(HybridBlock):
    def hybrid_forward(self, F, x):
        return x, x


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.convs = nn.HybridSequential()
        self.convs.add(nn.Conv1D(3, 1), nn.Conv1D(3, 1))
        self.pairs = nn.HybridSequential()
        self.pairs.add(Pair())

    def hybrid_forward(self, F, x):
{body}"""


@pytest.mark.parametrize("body,proven", [
    # a loop over a Sequential of one-output layers, alone or zipped with another
    ("for conv in self.convs:\n    h = conv(x)\nreturn h[:, :1]", True),
    ("for a, b in zip(self.convs, self.convs):\n    h = b(a(x))\nreturn h[:, :1]", True),
    # a Sequential holding a block of this file (a tuple out), or the name bound again
    ("for blk in self.pairs:\n    h = blk(x)\nreturn h[:, :1]", False),
    ("for conv in self.convs:\n    conv = self.pairs\n    h = conv(x)\nreturn h[:, :1]", False),
])
def test_loop_over_one_output_sequential_proves_its_calls(body, proven):
    s = scope_named(_LOOPED.format(body="".join(f"        {line}\n" for line in body.splitlines())),
                    "Net.hybrid_forward")
    s.kinds.solve()
    reads = [n for n in iter_descendants(s.func.body)
             if isinstance(n, cst.Subscript) and isinstance(n.value, cst.Name) and n.value.value == "h"]
    why = s.kinds.unproven(reads[0])
    assert (why is None) is proven, why


_HANDED = """from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def ids(self, F, v, k=2.0):
        return {use}

    def hybrid_forward(self, F, x, y):
        {before}e = self.ids(F, x)
        return e + y
"""


@pytest.mark.parametrize("use,before,proven", [
    # the helper hands its parameter to an F operator: directly, or through arithmetic with
    # python numbers (a list, a number or a numpy array there fails the operator eagerly)
    ("F.relu(v)", "", True),
    ("F.floor((v + 1) * (k / 2.0 - 1e-3))", "", True),
    # arithmetic with another tensor: `v` may be a number added to it
    ("F.floor(v + F.ones_like(v))", "", True),
    ("F.floor(k + y)", "", False),
    # only subscripted there: a list does as well
    ("v[0]", "", False),
    # the input rebound before the call: the helper sees another value
    ("F.relu(v)", "x = x[0]\n        ", False),
])
def test_an_input_handed_to_a_helper_proven_by_its_uses(use, before, proven):
    src = _HANDED.format(use=use, before=before)
    scope = scope_named(src, "Net.hybrid_forward")
    assert ("x" in scope.proven_params) is proven


@pytest.mark.parametrize("body,proven", [
    # every value the function puts into a local list is a proven tensor: a display, appends,
    # inserts, an item store, a comprehension; reads by len/zip/iteration/`*` change nothing
    ("fs = [F.relu(x)]\nfs.append(F.tanh(fs[-1]))\nfs[0] = fs[0] + 1\nn = len(fs)\n"
     "t = F.concat(*fs, dim=1)\nh = fs[n - 1]\nreturn h[:, :1]", True),
    ("fs = []\nfor i in range(2):\n    fs.insert(0, F.relu(x) * i)\nh = fs[i]\nreturn h[:, :1]", True),
    ("fs = [F.relu(t) for t in (x, x)]\nh = fs[0]\nreturn h[:, :1]", True),
    # anything that could put in another value denies: a helper handed the list, an alias, a
    # slice store, `+=`, extend, a value not proven, an item read by a slice
    ("fs = [F.relu(x)]\nself.fill(fs)\nh = fs[0]\nreturn h[:, :1]", False),
    ("fs = [F.relu(x)]\ngs = fs\ngs.append(3)\nh = fs[0]\nreturn h[:, :1]", False),
    ("fs = [F.relu(x)]\nfs[1:] = [x]\nh = fs[0]\nreturn h[:, :1]", False),
    ("fs = [F.relu(x)]\nfs += [x]\nh = fs[0]\nreturn h[:, :1]", False),
    ("fs = [F.relu(x)]\nfs.extend([x])\nh = fs[0]\nreturn h[:, :1]", False),
    ("fs = [F.relu(x)]\nfs.append(self.make(x))\nh = fs[0]\nreturn h[:, :1]", False),
])
def test_local_list_items(body, proven):
    why = _proof("", body)
    assert (why is None) is proven, why


@pytest.mark.parametrize("body,proven", [
    # session 67 (h469): `skip = hs.pop()` of a U-Net's list of skips is one of its elements, proven
    # where every element the list is given is (as `hs[-1]` is)
    ("hs = []\nfor _ in range(2):\n    hs.append(F.relu(x))\nh = hs.pop()\nreturn h[:, :1]", True),
    ("hs = [F.relu(x), F.tanh(x)]\nh = hs.pop(0)\nreturn h[:, :1]", True),
    # an element of unknown kind, or pop with a default (a dict's): not proven
    ("hs = [F.relu(x), self.other]\nh = hs.pop()\nreturn h[:, :1]", False),
    ("hs = {'a': F.relu(x)}\nh = hs.pop('a', None)\nreturn h[:, :1]", False),
])
def test_a_popped_element_is_proven_as_the_lists_elements(body, proven):
    assert (_proof("", body) is None) is proven, _proof("", body)
