"""Flow-sensitive kinds: the kind reaching each read, loops over zip/enumerate, helper tuples."""
from __future__ import annotations

import libcst as cst
import pytest

from hybridlint.engine import Kind
from hybridlint.engine.walk import iter_descendants

from .helpers import expr_kind, scope_named


def reads(source: str, scope: str, name: str) -> list[Kind]:
    """Kinds of every read of ``name`` in ``scope``, in source order."""
    s = scope_named(source, scope)
    s.kinds.solve()
    out = []
    for node in iter_descendants(s.func.body):
        if isinstance(node, cst.Name) and node.value == name:
            out.append(s.kinds.kind(node))
    return out


def test_a_read_before_a_rebinding_sees_the_old_kind():
    src = """
    from mxnet.gluon import HybridBlock
    class Net(HybridBlock):
        def hybrid_forward(self, F, x):
            s = x.shape
            x = s[0]
            return F.ones((x, 2))
    """
    # x (target of the rebinding, not a read) is skipped by the walk order only for reads:
    # the reads are `x` in `x.shape` (tensor) and `x` in `F.ones((x, 2))` (unknown int)
    kinds = reads(src, "Net.hybrid_forward", "x")
    assert kinds[0] is Kind.TENSOR
    assert kinds[-1] is not Kind.TENSOR


def test_is_none_narrows_an_optional_input():
    src = """
    from mxnet.gluon import HybridBlock
    class Net(HybridBlock):
        def hybrid_forward(self, F, x, mask=None):
            if mask is None:
                mask = F.ones_like(x)
            return x * mask
    """
    assert reads(src, "Net.hybrid_forward", "mask")[-1] is Kind.TENSOR


@pytest.mark.parametrize("loop,expect", [
    ("for a, b in zip(xs, ys):", {"a": Kind.TENSOR, "b": Kind.SCALAR}),
    ("for i, a in enumerate(xs):", {"i": Kind.SCALAR, "a": Kind.TENSOR}),
    ("for i, (a, b) in enumerate(zip(xs, ys)):", {"i": Kind.SCALAR, "a": Kind.TENSOR, "b": Kind.SCALAR}),
])
def test_zip_and_enumerate_bind_each_target_to_its_own_iterable(loop, expect):
    src = f"""
    from mxnet.gluon import HybridBlock
    class Net(HybridBlock):
        def hybrid_forward(self, F, x):
            xs = F.split(x, num_outputs=2, axis=1)
            ys = [1, 2]
            out = x
            {loop}
                out = use(out, i if False else 0, a, b if False else 0)
            return out
    """
    for name, kind in expect.items():
        got = reads(src, "Net.hybrid_forward", name)
        assert got and got[-1] is kind, (name, got)


def test_split_or_list_holds_tensors():
    src = """
    from mxnet.gluon import HybridBlock
    class Net(HybridBlock):
        def hybrid_forward(self, F, x, weight):
            weight = F.split(weight, self._groups, axis=0) if self._groups > 1 else [weight]
            for w in weight:
                x = x + w
            return x
    """
    assert reads(src, "Net.hybrid_forward", "w")[-1] is Kind.TENSOR


def test_tuple_returned_by_a_helper_is_known_by_position():
    src = """
    from mxnet.gluon import HybridBlock
    def _quantize(F, x, lo, hi):
        x = x.clip(lo, hi)
        return F.round(x), 127.0
    def quantize(F, x):
        return _quantize(F, x, -1.0, 1.0)
    class Net(HybridBlock):
        def hybrid_forward(self, F, x):
            y, scale = quantize(F, x)
            return y * scale
    """
    assert reads(src, "Net.hybrid_forward", "y")[-1] is Kind.TENSOR
    assert reads(src, "Net.hybrid_forward", "scale")[-1] is Kind.SCALAR


def test_a_comprehension_reads_with_the_kinds_reaching_it():
    # x is an input, a child's output and a list by turns: only flow knows what the
    # comprehension iterates, and its variable is bound there, not in the function
    src = """
    from mxnet.gluon import HybridBlock, nn
    class Net(HybridBlock):
        def __init__(self):
            super().__init__()
            self.model = nn.HybridSequential()
            self.sizes = [1, 2]
        def hybrid_forward(self, F, x):
            x = self.model(x)
            if isinstance(x, tuple):
                x = [F.relu(xi) * xi.shape[0] for xi in x]
            y = [x * 2 for x in self.sizes]
            return x
    """
    # (the walk meets the element before the loop's target, which is not a read)
    assert reads(src, "Net.hybrid_forward", "xi")[:2] == [Kind.TENSOR, Kind.TENSOR]
    # `x * 2` of `for x in self.sizes` reads the block's numbers, not the tensor (a table set once
    # in __init__ to numbers: python numbers)
    assert expr_kind(scope_named(src, "Net.hybrid_forward"), "x * 2") is Kind.SCALAR


def test_the_rows_of_a_tensor_are_tensors():
    src = """
    from mxnet.gluon import HybridBlock
    class Net(HybridBlock):
        def hybrid_forward(self, F, x, y):
            for row, (i, col) in zip(x, enumerate(y)):
                z = row + col + i
            for n in range(3):
                z = z * n
            return z
    """
    # (the loop targets are walked too: every occurrence is the element's kind)
    assert set(reads(src, "Net.hybrid_forward", "row")) == {Kind.TENSOR}
    assert set(reads(src, "Net.hybrid_forward", "col")) == {Kind.TENSOR}
    assert set(reads(src, "Net.hybrid_forward", "i")) == {Kind.SCALAR}
    assert set(reads(src, "Net.hybrid_forward", "n")) == {Kind.SCALAR}


def _proof_of_subscripted(body: str) -> str | None:
    """``unproven`` of the name read by the one ``x[:, :1]`` of ``body`` (the hybrid_forward of
    a block whose ``helper`` method returns a tensor but proves nothing: a subclass overrides it)."""
    src = ("from mxnet.gluon import HybridBlock\nfrom mxnet import nd\n\n\nclass Net(HybridBlock):\n"
           "    def helper(self, F, x):\n        return F.relu(x)\n\n"
           "    def hybrid_forward(self, F, x):\n"
           + "".join(f"        {line}\n" for line in body.splitlines())
           + "\n\nclass Sub(Net):\n    def helper(self, F, x):\n        return F.tanh(x)\n")
    s = scope_named(src, "Net.hybrid_forward")
    s.kinds.solve()
    reads = [n.value for n in iter_descendants(s.func.body)
             if isinstance(n, cst.Subscript) and isinstance(n.value, cst.Name) and n.value.value == "x"]
    assert len(reads) == 1, reads
    return s.kinds.unproven(reads[0])


@pytest.mark.parametrize("body", [
    # rebound only after the read: straight line, after both arms of an if, after the loop
    "x = F.tanh(x)\ny = x[:, :1]\nx = self.helper(F, x)\nreturn y",
    "if self.a:\n    x = F.tanh(x)\nelse:\n    x = F.relu(x)\ny = x[:, :1]\nx = self.helper(F, x)\nreturn y",
    "x = F.tanh(x)\nys = []\nfor i in range(2):\n    ys.append(x[:, :1])\n    x = F.relu(x)\n"
    "x = self.helper(F, x)\nreturn ys",
    # a path that rebinds it returns first
    "x = F.tanh(x)\nif self.a:\n    x = self.helper(F, x)\n    return x\nreturn x[:, :1]",
    # `x += ...` holds what reached its target; a list comprehension runs where it stands
    "x = F.tanh(x)\nx += 1\ny = x[:, :1]\nx = self.helper(F, x)\nreturn y",
    "x = F.tanh(x)\nys = [x[:, :1] for _ in range(2)]\nx = self.helper(F, x)\nreturn ys",
    # rebound in a try after the read
    "x = F.tanh(x)\ny = x[:, :1]\ntry:\n    x = self.helper(F, x)\nexcept ValueError:\n    pass\nreturn y",
])
def test_a_proof_reads_only_the_bindings_that_reach_it(body):
    assert _proof_of_subscripted(body) is None


@pytest.mark.parametrize("body", [
    "x = F.tanh(x)\nx = self.helper(F, x)\nreturn x[:, :1]",
    "x = F.tanh(x)\nif self.a:\n    x = F.relu(x)\nelif self.b:\n    x = self.helper(F, x)\nreturn x[:, :1]",
    # the iteration before, from an inner loop too
    "x = F.tanh(x)\nys = []\nfor i in range(2):\n    ys.append(x[:, :1])\n    x = self.helper(F, x)\nreturn ys",
    "x = F.tanh(x)\nys = []\nfor i in range(2):\n    ys.append(x[:, :1])\n    for j in range(2):\n"
    "        x = self.helper(F, x)\nreturn ys",
    # `continue` carries its bindings to the loop's head, `break` past the loop
    "x = F.tanh(x)\nfor i in range(3):\n    if i:\n        x = self.helper(F, x)\n        continue\n"
    "    x = F.relu(x)\nreturn x[:, :1]",
    "x = F.tanh(x)\nfor i in range(3):\n    x = self.helper(F, x)\n    if i:\n        break\n"
    "    x = F.relu(x)\nreturn x[:, :1]",
    "x = F.tanh(x)\ni = 0\nwhile i < 3:\n    i += 1\n    y = x[:, :1]\n    if i:\n        x = self.helper(F, x)\n"
    "        continue\n    x = F.relu(x)\nreturn y",
    # a handler (or what follows a `with`) may start from the middle of the body
    "x = F.tanh(x)\ntry:\n    x = self.helper(F, x)\n    x = F.relu(x)\nexcept ValueError:\n    pass\nreturn x[:, :1]",
    "x = F.tanh(x)\nwith self.scope():\n    x = self.helper(F, x)\n    x = F.relu(x)\nreturn x[:, :1]",
    # `finally` also runs on a break out of its try
    "x = F.tanh(x)\nfor i in range(3):\n    try:\n        x = F.relu(x)\n        break\n    finally:\n"
    "        x = self.helper(F, x)\nreturn x[:, :1]",
    # run later than they stand: a generator's body, a nested function, a lambda
    "x = F.tanh(x)\ng = (x[:, :1] for _ in range(1))\nx = self.helper(F, x)\nreturn list(g)",
    "x = F.tanh(x)\ndef f():\n    return x[:, :1]\nx = self.helper(F, x)\nreturn f()",
    "x = F.tanh(x)\nf = lambda: x[:, :1]\nx = self.helper(F, x)\nreturn f()",
    # bound where the walk does not place it
    "x = F.tanh(x)\nif (x := self.helper(F, x)) is not None:\n    pass\nreturn x[:, :1]",
    "x = F.tanh(x)\ndef g():\n    nonlocal x\n    x = self.helper(F, x)\ng()\nreturn x[:, :1]",
    "x = self.helper(F, x)\nx += 1\nreturn x[:, :1]",
])
def test_a_proof_still_reads_every_binding_that_may_reach_it(body):
    assert _proof_of_subscripted(body) is not None


def _proof_of_loop_item(body: str) -> str | None:
    """``unproven`` of ``s`` read by the one ``s[:, :1]`` of ``body`` (a hybrid_forward whose
    ``self.a`` / ``self.b`` are Dense children)."""
    src = ("from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n"
           "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n"
           "        self.a = nn.Dense(2)\n        self.b = nn.Dense(2)\n\n"
           "    def hybrid_forward(self, F, x):\n"
           + "".join(f"        {line}\n" for line in body.splitlines()))
    s = scope_named(src, "Net.hybrid_forward")
    s.kinds.solve()
    reads = [n for n in iter_descendants(s.func.body)
             if isinstance(n, cst.Subscript) and isinstance(n.value, cst.Name) and n.value.value == "s"]
    assert len(reads) == 1, reads
    return s.kinds.unproven(reads[0].value)


def test_a_loop_over_a_name_bound_once_to_a_display_of_tensors_is_proven():
    body = "sides = [self.a(x), self.b(x)]\nout = 0\nfor s in sides:\n    out = out + s[:, :1]\nreturn out, sides"
    assert _proof_of_loop_item(body) is None


@pytest.mark.parametrize("body", [
    # grown after the display: what append adds is not written there
    "sides = [self.a(x)]\nsides.append(x.asnumpy())\nout = 0\nfor s in sides:\n    out = out + s[:, :1]\nreturn out",
    # an item replaced
    "sides = [self.a(x), self.b(x)]\nsides[1] = [x]\nout = 0\nfor s in sides:\n    out = out + s[:, :1]\nreturn out",
    # bound twice
    "sides = [self.a(x)]\nif self.a:\n    sides = [[x]]\nout = 0\nfor s in sides:\n    out = out + s[:, :1]\nreturn out",
])
def test_a_loop_over_a_container_that_may_change_is_not_proven(body):
    assert _proof_of_loop_item(body) is not None


def _proof_of_return_read(body: str, signature: str = "F, x") -> str | None:
    """``unproven`` of the first read of ``h`` in the last statement of ``body``."""
    src = ("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
           f"    def hybrid_forward(self, {signature}):\n"
           + "".join(f"        {line}\n" for line in body.splitlines()))
    s = scope_named(src, "Net.hybrid_forward")
    s.kinds.solve()
    last = s.func.body.body[-1]
    reads = [n for n in iter_descendants(last) if isinstance(n, cst.Name) and n.value == "h"]
    return s.kinds.unproven(reads[0])


@pytest.mark.parametrize("body,proven", [
    # session 64, H430: a read used as only an array is (a tuple index, `.shape`, an array
    # method) holds an array whichever binding reaches it, the input itself included
    ("h = x\nfor _ in range(2):\n    h = F.tanh(h)\nreturn h[:, -1:]", True),
    ("h = x\nfor _ in range(2):\n    h = F.tanh(h)\nreturn h.shape[0]", True),
    ("h = x\nfor _ in range(2):\n    h = F.tanh(h)\nreturn h.sum(axis=1)", True),
    # a read a list allows (`h[0]`): x may be a list (here no F operator reads `h = x`: a
    # `h = F.tanh(h)` loop would, and proves x -- H425). (`.copy()` is still read as an array
    # method, on an input as on its alias, though a list has one too: left, see RESULTS s64 H430)
    ("h = x\nif m is None:\n    h = F.tanh(m)\nreturn h[0]", False),
    # either operand proven answers for `+ - * / // **`: a number gives its kind, anything else
    # raises TypeError in MXNet 1.9.1; not two inputs (a list times an int is a list)
    ("h = x * F.relu(m)\nreturn h[0]", True),
    ("h = m - F.relu(x)\nreturn h[0]", True),
    ("h = x * m\nreturn h[0]", False),
])
def test_array_reads_and_proven_operands(body, proven):
    assert (_proof_of_return_read(body, "F, x, m") is None) is proven
