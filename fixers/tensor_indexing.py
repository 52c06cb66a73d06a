"""HYB003 fixer: tensor subscripts -> ``F.slice_axis`` / ``F.slice`` (+ ``F.squeeze`` for integer indices)."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.eager_arrays import ARRAY_METHODS
from hybridlint.engine.walk import iter_descendants, param_names

from . import Example, Fixer, Refusal, example_class, example_module, make_fix
from ._arrays import assignments_to
from ._configured import accumulated_int, configured_int_entry
from ._configured import int_configured as _int_configured
from ._configured import methods_of as _methods_of
from ._configured import sets_attr_line as _sets_attr_line
from ._configured import stored_only_in_init as _stored_only_in_init
from ._configured import whole_classes as _whole_classes
from ._configured import with_parents as _with_parents
from ._aliasing import VIEW_METHODS, aliases, writes_after, writes_in_place
from ._signs import negative_only_with_end, non_negative
from ._util import int_literal, is_pure, kwarg, python_int, repeatable, self_attr_name
from ._util import self_targets as _self_attrs
from .namespace_to_f import thread_nd
from ._shapes import Dim
from .shape_flow import flow_of


# attributes whose read of a subscript HYB001 rewrites whole
_SIZE_ATTRS = frozenset({"shape", "size", "ndim"})

# the fused LSTM child of an example block
_LSTM_CHILD = "self.encoder = rnn.LSTM(5, num_layers=2, input_size=4)"
_GRU_CHILD = "self.gru = rnn.GRU(5, input_size=4)"


class _Int:
    """An integer index on one axis: a literal or a python-int expression."""

    def __init__(self, begin: str, end: str):
        self.begin, self.end = begin, end


class _Range:
    def __init__(self, begin: str, end: str, step: str | None, lower=None, upper=None):
        self.begin, self.end, self.step = begin, end, step
        # the bounds' nodes as written (None where open): what `_within` reads
        self.lower, self.upper = lower, upper

    @property
    def full(self) -> bool:
        return self.begin == "None" and self.end == "None" and self.step is None


# children kept in a python list: calling one is code the proofs do not follow
_LISTED = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.use_first = True
        self.layers = []
        for i in range(2):
            self.layers.append(nn.Dense(4, flatten=False))
            self.register_child(self.layers[-1])

    def hybrid_forward(self, F, x):
"""


def _listed(body: str) -> str:
    return _LISTED + "".join(f"        {line}\n" for line in body.splitlines())


# a helper handed the block's inputs through `*inputs`: nothing says what its parameter holds
_SPREAD = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def __init__(self, flat=True, **kwargs):
        super().__init__(**kwargs)
        self.flat = flat

    def hybrid_forward(self, F, *inputs):
        return self._part(F, *inputs)

    def _part(self, F, label):
"""


# a WaveNet stack: two Sequentials of convolutions walked together
_STACK = """\
from mxnet.gluon import HybridBlock, nn


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.dil = nn.HybridSequential()
        self.skip = nn.HybridSequential()
        for d in (1, 2):
            self.dil.add(nn.Conv1D(3, 2, dilation=d, in_channels=3))
            self.skip.add({skip})

    def hybrid_forward(self, F, x):
        out = 0
        for dil, sk in zip(self.dil, self.skip):
            h = F.tanh(dil(x))
            out = out + {read}
            x = h
        return out
"""


def _spread(body: str) -> str:
    return _SPREAD + "".join(f"        {line}\n" for line in body.splitlines())


# a block of this module that returns one tensor, used as a child and in a Sequential
_OWN_BLOCK = """\
from mxnet.gluon import HybridBlock, nn


class _Proj(HybridBlock):
    def __init__(self, drop=0.0):
        super().__init__()
        self.fc = nn.Dense(4, flatten=False)
        self.drop = nn.Dropout(drop) if drop else None

    def hybrid_forward(self, F, x):
        out = F.relu(self.fc(x))
        if self.drop:
            out = self.drop(out)
        return out * 2


class _Pair(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x), x


class _Through(HybridBlock):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, x):
        if self.fc is None:
            x = self.fc(x)
        return x


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.proj = _Proj(0.5)
        self.pair = _Pair()
        self.through = _Through()
        self.body = nn.HybridSequential()
        for i in range(2):
            self.body.add(_Proj())

    def hybrid_forward(self, F, x):
"""


def _own(body: str) -> str:
    return _OWN_BLOCK + "".join(f"        {line}\n" for line in body.splitlines())


# Sequentials built in __init__: `convs` of one-output Gluon layers only, `mixed` holding a block
# of this module that returns a pair
_SEQ_BLOCK = """\
from mxnet.gluon import HybridBlock, nn


class _Pair(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x), x


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.convs = nn.HybridSequential()
        self.mixed = nn.HybridSequential()
        with self.name_scope():
            for i in range(3):
                self.convs.add(nn.Dense(4, flatten=False))
                if i:
                    self.convs.add(nn.BatchNorm(axis=-1))
        self.mixed.add(nn.Dense(4, flatten=False), _Pair())

    def hybrid_forward(self, F, x):
"""


def _seq(body: str) -> str:
    return _SEQ_BLOCK + "".join(f"        {line}\n" for line in body.splitlines())


# children of classes of this module returning a tuple: `fuse` (its hybrid_forward's every item
# one tensor: the last binding of `x`, `F.relu(x)`, whatever the constructor's norm layer gives),
# `half` (an item is the constructor's norm layer's output: it may be a tuple), `swap` (a
# `_Fuse` in __init__, but rebound to a Dense elsewhere in the class)
_TUPLE_BLOCK = """\
from mxnet.gluon import HybridBlock, nn


class _Fuse(HybridBlock):
    def __init__(self, norm_layer=nn.BatchNorm):
        super().__init__()
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False)
            self.norm = norm_layer(axis=-1)

    def hybrid_forward(self, F, x):
        x = self.norm(x)
        x = F.relu(x)
        return x, self.proj(x)


class _Half(HybridBlock):
    def __init__(self, norm_layer=nn.BatchNorm):
        super().__init__()
        with self.name_scope():
            self.norm = norm_layer(axis=-1)

    def hybrid_forward(self, F, x):
        y = self.norm(x)
        return y, F.relu(x)


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fuse = _Fuse()
            self.half = _Half()
            self.swap = _Fuse()

    def dense_swap(self):
        self.swap = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, x):
"""


def _tupled(body: str) -> str:
    return _TUPLE_BLOCK + "".join(f"        {line}\n" for line in body.splitlines())


def _spans(body: str, table: str = "spans=((2, 'tanh'), (3, 'softmax'))") -> str:
    """A block laying spans of a configured table (``table``, an ``__init__`` parameter stored
    on ``self``) along axis 1: ``body`` appends them to ``outs``, concatenated."""
    name = table.split("=")[0]
    return example_class(f"def __init__(self, {table}, **kwargs):\n    super().__init__(**kwargs)\n"
                         f"    self.{name} = {name}\n\ndef hybrid_forward(self, F, x):\n    outs = []\n"
                         + "".join(f"    {line}\n" for line in body.splitlines())
                         + "    return F.concat(*outs, dim=1)\n")


def _widths(body: str, extra: str = "self.dims.reverse()") -> str:
    """A block whose ``__init__`` computes channel widths by a comprehension of its defaults
    (HorNet's gnConv: ``[dim // 2 ** i for i in range(order)]``, reversed) then runs ``extra``;
    ``body`` is its hybrid_forward's."""
    return example_class("def __init__(self, dim=8, order=3, **kwargs):\n    super().__init__(**kwargs)\n"
                         "    self.dims = [dim // 2 ** i for i in range(order)]\n"
                         + "".join(f"    {line}\n" for line in extra.splitlines())
                         + "\ndef hybrid_forward(self, F, x):\n"
                         + "".join(f"    {line}\n" for line in body.splitlines()))


def _helped(helpers: str, body: str, tail: str = "") -> str:
    """A module whose block ``Net`` has the methods ``helpers`` and a hybrid_forward(self, F, x)
    running ``body``, then ``tail`` (more module-level code)."""
    return (_HELPED_HEAD + "".join(f"    {line}\n" if line else "\n" for line in helpers.splitlines())
            + "\n    def hybrid_forward(self, F, x):\n"
            + "".join(f"        {line}\n" for line in body.splitlines()) + tail)


_HELPED_HEAD = """from mxnet.gluon import HybridBlock


def _scaled(F, x):
    return x * 2


class Dense(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x) - 1


class Net(Dense):
"""


def _written_through(ctx, node: cst.Subscript) -> str | None:
    """Why ``y = x[0:1]`` must stay where something writes through ``y`` in place (``y += 1``,
    ``y[:, 0] = 0``, ``out=y``): eagerly a basic index of an NDArray is a view sharing ``x``'s
    memory, so the write changes ``x`` too; F.slice_axis copies, and ``x`` would keep its values.
    The view reaches the write through a view of it (``x[0:1].reshape(...)``), an item of a list
    or tuple display (``rows = [x[0:1]]; rows[0] += 1``), a name bound to the name (``z = y``), or
    a method of the class it is handed to that writes a parameter in place."""
    value, up = node, ctx.parent(node)
    while True:
        if isinstance(up, cst.Attribute) and up.value is value and up.attr.value in VIEW_METHODS:
            call = ctx.parent(up)
            if isinstance(call, cst.Call) and call.func is up:
                value, up = call, ctx.parent(call)
            else:
                return None
        elif isinstance(up, cst.Element) and isinstance(ctx.parent(up), (cst.List, cst.Tuple)):
            value = ctx.parent(up)
            up = ctx.parent(value)
        else:
            break
    func = ctx.scope.func if ctx.scope is not None else None
    if not isinstance(func, cst.FunctionDef):
        return None
    if isinstance(up, cst.Arg) and up.value is value:
        return _handed_to_writer(ctx, node, ctx.parent(up))
    if not (isinstance(up, cst.Assign) and up.value is value and len(up.targets) == 1
            and isinstance(up.targets[0].target, cst.Name)):
        return None
    writes = writes_in_place(func)
    for name in aliases(func, up.targets[0].target.value):
        if name in writes:
            return (f"`{name}` holds a view of `{ctx.code_for(node.value).strip()}`'s array eagerly (a basic "
                    f"index shares its memory) that `{ctx.code_for(writes[name]).strip()}` writes through in "
                    "place; a slice operator copies, so that write would no longer reach it")
    # ... and the other way: the indexed tensor written in place after the view is bound
    # (`row = buf[0]; buf[:, 1:3] = 5.0`): eagerly `row` sees the new values, a copy would not
    base = node.value
    later = writes_after(func, up, aliases(func, base.value)) if isinstance(base, cst.Name) else None
    if later is not None:
        return (f"`{up.targets[0].target.value}` holds a view of `{base.value}`'s array eagerly (a basic index "
                f"shares its memory) and `{ctx.code_for(later).strip()}` writes `{base.value}` in place after it; "
                "a slice operator copies, so that write would no longer reach the view")
    return None


def _handed_to_writer(ctx, node: cst.Subscript, call) -> str | None:
    """``self.m(x[0:1])`` where the class's method ``m`` writes one of its parameters in place."""
    cls = ctx.scope.cls if ctx.scope is not None else None
    if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute)
            and isinstance(call.func.value, cst.Name) and call.func.value.value == "self" and cls is not None):
        return None
    method = next((c.methods[call.func.attr.value] for c in cls.lineage() if call.func.attr.value in c.methods), None)
    if method is None:
        return None
    writes = writes_in_place(method)
    for name in param_names(method.params) & set(writes):
        return (f"`self.{call.func.attr.value}` writes its parameter `{name}` in place "
                f"(`{ctx.code_for(writes[name]).strip()}`), and eagerly `{ctx.code_for(node).strip()}` "
                "is a view it would write through; a slice operator copies")
    return None


class SubscriptToSlice(Fixer):
    code = "HYB003"
    name = "subscript-to-slice"
    applicability = "unsafe"
    description = """
    Rewrites a subscript of a single-output tensor into operators that mean the same on NDArray
    and Symbol: `x[i]` -> `F.squeeze(F.slice_axis(x, axis=0, begin=i, end=i+1), axis=0)`,
    `x[:, a:b]` -> `F.slice_axis(x, axis=k, begin=a, end=b)`; a range of axis 0 (`x[a:b]`: the
    caller's batch, which nothing bounds, so a bound may pass it: python clamps, slice_axis
    raises) -> `F.slice(x, begin=(a,), end=(b,))`, which clamps as python does; subscripts with
    steps or several indexed axes -> `F.slice(x, begin=(...), end=(...), step=(...))` followed by
    `F.squeeze` of the integer-indexed axes. Negative and open bounds are kept (`x[-1]` ends at
    `None`; an index held in a python variable `i` ends at `(i + 1) or None`). `x[..., a:b]` and
    `x[..., i]` index from the end (a negative axis); so do several indexed axes after a leading
    `...` when the rank is not proven (`x[..., 1:, 0]` -> one `F.slice_axis` per axis at negative
    axes, then `F.squeeze` of the integer-indexed ones, also negative). A row-wise gather
    `x[F.contrib.arange_like(x, axis=0), idx]` of a 2-d `x` and a 1-d `idx` (ranks proven on the
    symbolic shapes) -> `F.pick(x, idx, axis=1, mode='wrap')`; two or more proven tensor indices
    first, full slices after (`x[F.contrib.arange_like(x, axis=0), idx]` of any ranks, `x[a, b]`)
    -> `F.gather_nd(x, F.stack(...))` of the index arrays broadcast against each other (each plus
    zeros of the others, all cast to float64: exact, and one dtype for stack), which is what
    NDArray indexing computes. One proven tensor index on one axis
    (`x[idx]`, `x[:, idx]`, `x[idx, ...]`, and `x[..., idx]` with a negative axis; `self.index`
    set once in `__init__` to an NDArray it builds counts, held-array then makes it a constant) ->
    `F.take(x, idx, axis=k, mode='wrap')` (wrap: a negative index
    counts from the end, as NDArray indexing does; take's default clip would read index 0). `x[:, None]`, `x[None]`, `x[..., None]`
    (full slices and new axes only) -> `F.expand_dims`. Other `...` is spelled out as full slices
    when the symbolic shapes prove the rank, else refused (it needs the rank). A bound may be a
    python choice of integers or an open end (`(-k if k > 0 else None)`, a comparison of python
    ints as its test). A bare attribute index (`x[self.k]`, which may hold a tuple or a list)
    counts as an integer only where the same statement also gives it to `F.slice_axis` as
    `begin=`/`end=`, both evaluated whenever the statement runs, and no method but `__init__`
    assigns it: only an integer passes both (MXNet 1.9.1). A step may be such an attribute too
    (`h[:, ::self._stride]`) when only `__init__` stores it, each time from an integer literal or a
    parameter defaulting to one (not a bool, which the NDArray subscript takes and `F.slice`
    refuses). A bound may be an entry `self.dims[0]`, or a running offset over `for d in
    self.dims`, of a list `__init__` stores as a display or as a comprehension of int arithmetic on
    its parameters' int defaults (`[dim // 2 ** i for i in range(order)]`, HorNet's gnConv), every
    value above 0 and the list only read or reordered in the class: cut by `F.slice`, which clamps
    a bound past the axis as python does. `None` next to other indices (`b[:, None, :2]`) -> the subscript without it
    rewritten, then `F.expand_dims` where each new axis lands; refuses `None` with `...` next to
    other indices (that needs the rank), list indices (use F.take / F.pick) and
    non-integer bounds. A list of integer literals on one axis, full slices on the others
    (`x[[0, 2, 5], :]`, `x[:, [1, -1]]`, also a list `self.rows` set once, in `__init__`, to such
    a literal, or a local name bound once to one at the function's top level, never changed; in
    both places also an integer sequence spelled by literals alone -- `np.arange(3)`,
    `list(range(1, 4))`, `np.array([2, 0])`, `(np.arange(9) + 1) % 9` -- whose entries the fixer
    computes: an integer numpy array indexes an NDArray as the same list does) -> `F.concat` of one `F.slice_axis` per entry along that axis,
    which is the row gather NDArray indexing does (negative entries count from the end; an entry
    out of range raises in both); at most 16 entries, and the subscripted value must be free of
    calls other than F operators, as it is written once per entry. In a helper that hybrid code
    calls without F (SCINet's `split(self, x)`), the first step gives the helper a parameter
    `F=nd` (with `from mxnet import nd` where the file imports no mxnet namespace) and the hybrid
    callers `F=F`, as for `namespace-to-f`; the next round rewrites the subscript with it. Unsafe: the values equal NDArray indexing for every index in range
    (out of range, NDArray raises and F.take wraps), but code after hybridize() may have relied on the old whole-tensor result.
    """
    EXAMPLES = [
        # a fused RNN layer child given no states returns its output alone (MXNet 1.9.1
        # `_RNNLayer.forward`), so `[0]` / `[-1]` of it are its first and last time steps
        Example(example_module("encoded = self.encoder(F.transpose(x, axes=(1, 0, 2)))\n"
                               "return F.concat(encoded[0], encoded[-1])", init=_LSTM_CHILD, gluon="HybridBlock, rnn"),
                example_module("encoded = self.encoder(F.transpose(x, axes=(1, 0, 2)))\n"
                               "return F.concat(F.squeeze(F.slice_axis(encoded, axis=0, begin=0, end=1), axis=0), "
                               "F.squeeze(F.slice_axis(encoded, axis=0, begin=-1, end=None), axis=0))",
                               init=_LSTM_CHILD, gluon="HybridBlock, rnn"),
                shapes=[[(2, 3, 4)], [(1, 2, 4)]]),
        # ... and given begin states it returns (output, new states): the first name unpacked is
        # the output, one tensor; a literal None for the states returns the output alone, whose
        # rows the names would take, and is refused
        Example(example_module("out, _ = self.gru(x, [F.zeros((1, 2, 5))])\nreturn out[-1]",
                               init=_GRU_CHILD, gluon="HybridBlock, rnn"),
                example_module("out, _ = self.gru(x, [F.zeros((1, 2, 5))])\n"
                               "return F.squeeze(F.slice_axis(out, axis=0, begin=-1, end=None), axis=0)",
                               init=_GRU_CHILD, gluon="HybridBlock, rnn"),
                shapes=[[(3, 2, 4)], [(1, 2, 4)]]),
        # the new states it returns are a list of single (layers * directions, batch, hidden)
        # tensors, as are begin_state's: `h[0]` of one is its first layer's state
        Example(example_module("out, (h, c) = self.encoder(x, self.encoder.begin_state(batch_size=2, func=F.zeros))\n"
                               "return F.concat(h[0], c[-1])", init=_LSTM_CHILD, gluon="HybridBlock, rnn"),
                example_module("out, (h, c) = self.encoder(x, self.encoder.begin_state(batch_size=2, func=F.zeros))\n"
                               "return F.concat(F.squeeze(F.slice_axis(h, axis=0, begin=0, end=1), axis=0), "
                               "F.squeeze(F.slice_axis(c, axis=0, begin=-1, end=None), axis=0))",
                               init=_LSTM_CHILD, gluon="HybridBlock, rnn"),
                shapes=[[(3, 2, 4)]]),
        Example(example_module("states = self.gru.begin_state(batch_size=2, func=F.zeros)\n"
                               "out, states = self.gru(x, states)\nreturn F.broadcast_add(out, states[0][0])",
                               init=_GRU_CHILD, gluon="HybridBlock, rnn"),
                example_module("states = self.gru.begin_state(batch_size=2, func=F.zeros)\n"
                               "out, states = self.gru(x, states)\n"
                               "return F.broadcast_add(out, F.squeeze(F.slice_axis(states[0], axis=0, begin=0, end=1), axis=0))",
                               init=_GRU_CHILD, gluon="HybridBlock, rnn"),
                shapes=[[(3, 2, 4)]]),
        Example(example_module("out, _ = self.gru(x, None)\nreturn out[:, -1]", init=_GRU_CHILD,
                               gluon="HybridBlock, rnn"), None,
                reason="it may be a tuple of outputs", shapes=[[(2, 2, 4)]]),
        # an item of `*args` bound once and sliced with a tuple index is an input like a named
        # one (Gluon passes extra positional inputs there); one only indexed may be a python
        # list its callers pass, and is refused
        Example(example_module("p = args[0]\nreturn F.relu(x) + p[:, 1:3]", signature="self, F, x, *args"),
                example_module("p = args[0]\nreturn F.relu(x) + F.swapaxes(F.slice(F.swapaxes(p, dim1=0, dim2=1), begin=(1,), end=(3,)), dim1=0, dim2=1)",
                               signature="self, F, x, *args"),
                shapes=[[(2, 2), (2, 4)]]),
        Example(example_module("qs = args[0]\nreturn x * qs[0]", signature="self, F, x, *args"), None,
                reason="item of Net.hybrid_forward's `*args`", shapes=[[(2, 3), (4, 2, 3)]]),
        Example(example_module("x = F.tanh(x)\nreturn x[0]"),
                example_module("x = F.tanh(x)\nreturn F.squeeze(F.slice_axis(x, axis=0, begin=0, end=1), axis=0)"),
                shapes=[[(3, 4)], [(2, 5, 2)], [(4,)]]),
        Example(example_module("x = F.tanh(x)\nreturn x[-1]"),
                example_module("x = F.tanh(x)\nreturn F.squeeze(F.slice_axis(x, axis=0, begin=-1, end=None), axis=0)"),
                shapes=[[(3, 4)], [(2, 2, 2)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[..., :2]"),
                example_module("y = F.tanh(x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=-1), begin=(None,), end=(2,)), dim1=0, dim2=-1)"),
                shapes=[[(3, 4)], [(2, 5, 3)]]),
        # the last k of an axis of unknown size, rank unknown (session 70, H508): the first k of
        # the axis reversed, at the front -- F.reverse takes no negative axis (MXNet 1.9.1)
        Example(example_module("y = F.tanh(x)\nreturn y[..., -4:]"),
                example_module("y = F.tanh(x)\nreturn F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(y, dim1=0, "
                               "dim2=-1), axis=0), begin=(0,), end=(4,)), axis=0), dim1=0, dim2=-1)"),
                shapes=[[(3, 2)], [(2, 5, 6)]]),
        # ... a range's counter is a begin at least 0 unless the loop's body rebinds it; an open
        # range from a begin of unknown sign is cut by a python choice on its sign (lead)
        Example(example_module("outs = []\nfor i in range(2):\n    i = i - 6\n    outs.append(x[:, i:] * 2)\n"
                               "return F.concat(*outs, dim=0)"),
                example_module("outs = []\nfor i in range(2):\n    i = i - 6\n    outs.append((F.swapaxes(F.reverse("
                               "F.slice(F.reverse(F.swapaxes(x, dim1=0, dim2=1), axis=0), begin=(0,), end=(-i,)), axis=0), "
                               "dim1=0, dim2=1) if i < 0 else F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(i,), "
                               "end=(None,)), dim1=0, dim2=1)) * 2)\nreturn F.concat(*outs, dim=0)"),
                shapes=[[(3, 4)], [(2, 5)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[:, self.w - 1:] * 2", init="self.w = kwargs.pop('w', 3)"),
                example_module("y = F.tanh(x)\nreturn (F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(y, dim1=0, "
                               "dim2=1), axis=0), begin=(0,), end=(-(self.w - 1),)), axis=0), dim1=0, dim2=1) if (self.w - 1) < 0 "
                               "else F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(self.w - 1,), end=(None,)), "
                               "dim1=0, dim2=1)) * 2", init="self.w = kwargs.pop('w', 3)"),
                shapes=[[(3, 4)], [(2, 5)], [(2, 3, 2)]]),
        # a begin proven >= 0 (session 71, H511, fixers/_signs.py): an enumerate counter; `max(0, ...)`; a range's
        # counter from 0 with any step (a size is its stop); a counter times the attribute a range around it stops at
        # (that loop runs only where it is >= 1); a counter minus its range's start
        Example(example_module('outs = []\nfor i, w in enumerate(self.ws):\n    outs.append(x[:, i:i + 1] * w)\nreturn F.concat(*outs, dim=1)', init='self.ws = [1.0, 2.0]'),
                example_module('outs = []\nfor i, w in enumerate(self.ws):\n    outs.append(F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(i,), end=(i + 1,)), dim1=0, dim2=1) * w)\nreturn F.concat(*outs, dim=1)', init='self.ws = [1.0, 2.0]'),
                shapes=[[(2, 3)], [(2, 2, 2)]]),
        Example(example_module('outs = []\nfor t in range(3):\n    lo = max(0, t - self.w + 1)\n    outs.append(x[:, lo:t + 1].sum(axis=1))\nreturn F.stack(*outs, axis=1)', init="self.w = kwargs.pop('w', 2)"),
                example_module('outs = []\nfor t in range(3):\n    lo = max(0, t - self.w + 1)\n    outs.append(F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(lo,), end=(t + 1,)), dim1=0, dim2=1).sum(axis=1))\nreturn F.stack(*outs, axis=1)', init="self.w = kwargs.pop('w', 2)"),
                shapes=[[(2, 3)], [(2, 5, 2)]]),
        Example(example_module('outs = []\nfor s in range(0, 6, self.chunk):\n    outs.append(x[:, s:s + self.chunk] * 2)\nreturn F.concat(*outs, dim=1)', init='self.chunk = 4'),
                example_module('outs = []\nfor s in range(0, 6, self.chunk):\n    outs.append(F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(s,), end=(s + self.chunk,)), dim1=0, dim2=1) * 2)\nreturn F.concat(*outs, dim=1)', init='self.chunk = 4'),
                shapes=[[(2, 6)], [(1, 5)]]),
        Example(example_module('outs = []\nfor t in range(self.n):\n    outs.append(x[:, t * self.n:(t + 1) * self.n].sum(axis=1))\nreturn F.stack(*outs, axis=1)', init="self.n = kwargs.pop('n', 2)"),
                example_module('outs = []\nfor t in range(self.n):\n    outs.append(F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(t * self.n,), end=((t + 1) * self.n,)), dim1=0, dim2=1).sum(axis=1))\nreturn F.stack(*outs, axis=1)', init="self.n = kwargs.pop('n', 2)"),
                shapes=[[(2, 4)], [(2, 5, 3)]]),
        Example(example_module('w = self.w\nouts = []\nfor i in range(w, 5 - w):\n    outs.append(F.concat(x[:, i - w:i], x[:, i + 1:i + w + 1], dim=1).sum(axis=1))\nreturn F.stack(*outs, axis=1)', init='self.w = 1'),
                example_module('w = self.w\nouts = []\nfor i in range(w, 5 - w):\n    outs.append(F.concat(F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(i - w,), end=(i,)), dim1=0, dim2=1), F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(i + 1,), end=(i + w + 1,)), dim1=0, dim2=1), dim=1).sum(axis=1))\nreturn F.stack(*outs, axis=1)', init='self.w = 1'),
                shapes=[[(2, 5)], [(2, 6, 2)]]),
        # a begin of unknown sign negative only where its end is (equal multiples of one number, a negative end):
        # a python choice -- the rows -e to -b of the reversed axis where b < 0, else F.slice from b
        Example(example_module('outs = []\nfor i in range(2):\n    outs.append(x[:, i * self.width:(i + 1) * self.width] * 2)\nreturn F.concat(*outs, dim=1)', init="self.width = kwargs.pop('width', 2)"),
                example_module('outs = []\nfor i in range(2):\n    outs.append((F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(x, dim1=0, dim2=1), axis=0), begin=(-((i + 1) * self.width),), end=(-(i * self.width),)), axis=0), dim1=0, dim2=1) if (i * self.width) < 0 else F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(i * self.width,), end=((i + 1) * self.width,)), dim1=0, dim2=1)) * 2)\nreturn F.concat(*outs, dim=1)', init="self.width = kwargs.pop('width', 2)"),
                shapes=[[(2, 4)], [(2, 3)], [(1, 5, 2)]]),
        Example(example_module('y = F.tanh(x)\nreturn y[:, self.k:-1] * 2', init="self.k = kwargs.pop('k', 1)"),
                example_module('y = F.tanh(x)\nreturn (F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(y, dim1=0, dim2=1), axis=0), begin=(1,), end=(-self.k,)), axis=0), dim1=0, dim2=1) if self.k < 0 else F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(self.k,), end=(-1,)), dim1=0, dim2=1)) * 2', init="self.k = kwargs.pop('k', 1)"),
                shapes=[[(2, 4)], [(2, 3, 2)]]),
        Example(example_module('y = F.tanh(x)\nreturn y[:, self.k:-1] * 2', init="self.k = kwargs.pop('k', -2)"),
                example_module('y = F.tanh(x)\nreturn (F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(y, dim1=0, dim2=1), axis=0), begin=(1,), end=(-self.k,)), axis=0), dim1=0, dim2=1) if self.k < 0 else F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(self.k,), end=(-1,)), dim1=0, dim2=1)) * 2', init="self.k = kwargs.pop('k', -2)"),
                shapes=[[(2, 4)], [(2, 3, 2)]]),
        # refused: a counter from a negative start; a begin of unknown sign whose end may be >= 0 where it is
        # below 0 (python's rows from the end up to a row from the start need the axis's size)
        Example(example_module('outs = []\nfor i in range(-2, 1):\n    outs.append(x[:, i:i + 2] * 2)\nreturn F.concat(*outs, dim=1)'), None,
                reason="a negative begin", shapes=[[(2, 4)]]),
        Example(example_module('y = F.tanh(x)\nreturn y[:, self.s:self.s + 2] * 2', init="self.s = kwargs.pop('s', 1)"), None,
                reason="a negative begin", shapes=[[(2, 4)]]),
        # refused (session 71, H521): a counter a later comprehension `for` of its name hides; a
        # builtin's name the file binds (`abs`, `len`, `range`: no builtin there); a name only a nested
        # def assigns (the outer reads a global) -- each gave F.slice a begin past the axis
        Example(example_module('y = F.relu(x)\nreturn F.concat(*[y[i:i + 8] for i in range(2) for i in (-6, -5)], dim=0)'),
                None, reason="a negative begin", shapes=[[(4, 3)]]),
        Example(example_module('abs = lambda v: v - 7\ns = abs(1)\ny = F.relu(x)\nreturn y[s:s + 8]'),
                None, reason="a negative begin", shapes=[[(4, 3)]]),
        Example(example_module('def helper():\n    START = 3\n    return START\ny = F.relu(x)\nreturn y[START:START + 8] * helper()',
                               imports="START = -6\n"),
                None, reason="a negative begin", shapes=[[(4, 3)]]),
        # a counter a closure made in the loop reads after the loop rebinds it
        Example(example_module('y = F.relu(x)\ncuts = []\nfor i in range(2):\n    cuts.append(lambda: y[i:i + 8])\ni = -6\n'
                               'return F.concat(*[c() for c in cuts], dim=0)'),
                None, reason="a negative begin", shapes=[[(4, 3)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[..., -1, :]"),
                example_module("y = F.tanh(x)\nreturn F.squeeze(F.slice_axis(y, axis=-2, begin=-1, end=None), axis=-2)"),
                shapes=[[(3, 4)], [(2, 5, 3)]]),
        # `...` then several indexed axes, rank unknown: one slice_axis per axis from the end
        Example(example_module("y = F.tanh(x)\nreturn y[..., 1:, 0]"),
                example_module("y = F.tanh(x)\nreturn F.squeeze(F.slice_axis(F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=-2), begin=(1,), end=(None,)), dim1=0, dim2=-2), "
                               "axis=-1, begin=0, end=1), axis=-1)"),
                shapes=[[(3, 4)], [(2, 5, 3)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[..., :-1, 1:3]"),
                example_module("y = F.tanh(x)\nreturn F.swapaxes(F.slice(F.swapaxes(F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=-2), begin=(None,), end=(-1,)), dim1=0, dim2=-2), dim1=0, dim2=-1), begin=(1,), end=(3,)), dim1=0, dim2=-1)"),
                shapes=[[(3, 4)], [(2, 5, 3)]]),
        Example(example_module("y = F.relu(x)\nreturn y[..., 0, -1] * 2"),
                example_module("y = F.relu(x)\nreturn F.squeeze(F.slice_axis(F.slice_axis(y, axis=-2, begin=0, "
                               "end=1), axis=-1, begin=-1, end=None), axis=(-2, -1)) * 2"),
                shapes=[[(3, 4)], [(2, 5, 3)], [(2, 1, 2, 2)]]),
        Example(example_module("y = F.relu(x)\nreturn y[..., 1, :, 2]"),
                example_module("y = F.relu(x)\nreturn F.squeeze(F.slice_axis(F.slice_axis(y, axis=-3, begin=1, "
                               "end=2), axis=-1, begin=2, end=3), axis=(-3, -1))"),
                shapes=[[(2, 3, 4)], [(1, 3, 2, 3)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[..., 1:, ::2]"), None, reason="more than one indexed axis",
                shapes=[[(3, 4)]]),
        # a python choice of an integer bound or an open one (shape-uses writes it for a size minus
        # a number of unknown sign)
        Example(example_module("y = F.tanh(x)\nreturn y[:, :(-self.k if self.k > 0 else None)]", init="self.k = kwargs.pop('k', 1)"),
                example_module("y = F.tanh(x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(None,), end=((-self.k if self.k > 0 else None),)), dim1=0, dim2=1)",
                               init="self.k = kwargs.pop('k', 1)"),
                shapes=[[(3, 4)], [(2, 2, 3)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[1:, :(-self.k if self.k > 0 else None)]", init="self.k = kwargs.pop('k', 0)"),
                example_module("y = F.tanh(x)\nreturn F.slice(y, begin=(1, None), end=(None, (-self.k if self.k > 0 else None)))",
                               init="self.k = kwargs.pop('k', 0)"),
                shapes=[[(3, 4)], [(2, 2, 3)]]),
        Example(example_module("y = F.relu(x)\nreturn y[..., (self.k if self.k < 2 else None):]", init="self.k = kwargs.pop('k', 1)"),
                None, reason="a negative begin", shapes=[[(3, 4)], [(2, 2, 3)]]),
        # chunks of a stepped range: the last one, `y[:, 4:6]` of 5 columns, passes the axis, which
        # python and F.slice clamp and slice_axis rejects (SIREN's chunked evaluation over coordinates)
        Example(example_module("y = F.tanh(x)\nouts = []\nfor s in range(0, 5, 2):\n    outs.append(y[:, s:s + 2] * 2)\n"
                               "return F.concat(*outs, dim=1)"),
                example_module("y = F.tanh(x)\nouts = []\nfor s in range(0, 5, 2):\n"
                               "    outs.append(F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(s,), end=(s + 2,)), dim1=0, dim2=1) * 2)\n"
                               "return F.concat(*outs, dim=1)"),
                shapes=[[(3, 5)]]),
        # running offsets of spans of configured widths (CTGAN's `_apply_activate` over
        # `output_info`): F.slice, which clamps as python does where the widths pass the axis
        Example(_spans("st = 0\nfor width, fn in self.spans:\n    ed = st + width\n"
                       "    outs.append(F.tanh(x[:, st:ed]) if fn == 'tanh' else F.softmax(x[:, st:ed], axis=1))\n"
                       "    st = ed"),
                _spans("st = 0\nfor width, fn in self.spans:\n    ed = st + width\n"
                       "    outs.append(F.tanh(F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(st,), end=(ed,)), dim1=0, dim2=1)) if fn == 'tanh' else "
                       "F.softmax(F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(st,), end=(ed,)), dim1=0, dim2=1), axis=1))\n    st = ed"),
                shapes=[[(3, 5)], [(2, 4)], [(2, 7, 2)]]),
        Example(_spans("start = 0\nfor n in self.sizes:\n    outs.append(x[:, start:start + n] * 2)\n    start += n",
                       table="sizes=(2, 1, 2)"),
                _spans("start = 0\nfor n in self.sizes:\n    outs.append(F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(start,), end=(start + n,)), dim1=0, dim2=1) * 2)\n"
                       "    start += n", table="sizes=(2, 1, 2)"),
                shapes=[[(3, 5)], [(2, 6, 3)]]),
        # widths a comprehension of the constructor's int defaults computes (HorNet's gnConv,
        # session 68 H482): ints above 0 as the block is built, cut by F.slice (which clamps as
        # python does); refused where the class does more to the list than read and reorder it
        Example(_widths("pwa, abc = x[:, :self.dims[0]], x[:, self.dims[0]:]\nouts = [pwa]\nstart = 0\nfor d in self.dims:\n    outs.append(abc[:, start:start + d] * 2)\n    start += d\nreturn F.concat(*outs, dim=1)"),
                _widths("pwa, abc = F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(None,), end=(self.dims[0],)), dim1=0, dim2=1), F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(self.dims[0],), end=(None,)), dim1=0, dim2=1)\nouts = [pwa]\nstart = 0\nfor d in self.dims:\n    outs.append(F.swapaxes(F.slice(F.swapaxes(abc, dim1=0, dim2=1), begin=(start,), end=(start + d,)), dim1=0, dim2=1) * 2)\n    start += d\nreturn F.concat(*outs, dim=1)"),
                shapes=[[(2, 16)], [(3, 16, 2)]]),
        Example(_widths("pwa, abc = x[:, :self.dims[0]], x[:, self.dims[0]:]\nouts = [pwa]\nstart = 0\nfor d in self.dims:\n    outs.append(abc[:, start:start + d] * 2)\n    start += d\nreturn F.concat(*outs, dim=1)", extra="self.dims.reverse()\nself.dims.append(2)"), None,
                reason="a slice bound is not a python integer", shapes=[[(2, 18)]]),
        # refused: a width of 0 (an empty span, which slice operators reject), a width read
        # through enumerate's nested target, an offset a statement moves by a tensor's size
        Example(_spans("start = 0\nfor n in self.sizes:\n    outs.append(x[:, start:start + n] * 2)\n    start += n",
                       table="sizes=(2, 0, 2)"), None, reason="a slice bound is not a python integer",
                shapes=[[(3, 5)]]),
        Example(_spans("st = 0\nfor i, (width, fn) in enumerate(self.spans):\n    outs.append(x[:, st:st + width] * i)\n"
                       "    st += width"), None, reason="a slice bound is not a python integer", shapes=[[(3, 5)]]),
        Example(_spans("st = 0\nfor width, fn in self.spans:\n    outs.append(x[:, st:st + width])\n"
                       "    st += len(outs)"), None, reason="a slice bound is not a python integer", shapes=[[(3, 5)]]),
        Example(example_module("y = F.tanh(x)\nouts = []\nfor t in range(0, 5, 2):\n    outs.append(y[..., t:t + 2])\n"
                               "return F.concat(*outs, dim=-1)"),
                example_module("y = F.tanh(x)\nouts = []\nfor t in range(0, 5, 2):\n"
                               "    outs.append(F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=-1), begin=(t,), end=(t + 2,)), dim1=0, dim2=-1))\n"
                               "return F.concat(*outs, dim=-1)"),
                shapes=[[(3, 5)], [(2, 3, 5)]]),
        # a range of axis 0, whose size is the caller's batch (the first `keep` of a ranked
        # batch): python clamps a bound past it, slice_axis rejects it, F.slice
        # clamps (session 69, H496: `F.slice_axis(..., end=4)` raised on a batch of 3)
        # `-self.k:` of a python number of unknown sign (session 70, lead): the last k rows for k > 0
        # (clamped past the axis as python does), else from -k (k = 0: the whole axis)
        Example(example_module("y = F.tanh(x)\nreturn y[:, -self.k:] * 2", init="self.k = kwargs.pop('k', 3)"),
                example_module("y = F.tanh(x)\nreturn (F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(y, dim1=0, dim2=1), "
                               "axis=0), begin=(0,), end=(self.k,)), axis=0), dim1=0, dim2=1) if self.k > 0 else "
                               "F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(-self.k,), end=(None,)), dim1=0, dim2=1)) * 2",
                               init="self.k = kwargs.pop('k', 3)"),
                shapes=[[(3, 4)], [(2, 1)], [(2, 3, 2)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[:, -self.k:] * 2", init="self.k = kwargs.pop('k', 0)"),
                example_module("y = F.tanh(x)\nreturn (F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(y, dim1=0, dim2=1), "
                               "axis=0), begin=(0,), end=(self.k,)), axis=0), dim1=0, dim2=1) if self.k > 0 else "
                               "F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(-self.k,), end=(None,)), dim1=0, dim2=1)) * 2",
                               init="self.k = kwargs.pop('k', 0)"),
                shapes=[[(3, 4)], [(2, 3, 2)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[:, -self.k:] * 2", init="self.k = kwargs.pop('k', -1)"),
                example_module("y = F.tanh(x)\nreturn (F.swapaxes(F.reverse(F.slice(F.reverse(F.swapaxes(y, dim1=0, dim2=1), "
                               "axis=0), begin=(0,), end=(self.k,)), axis=0), dim1=0, dim2=1) if self.k > 0 else "
                               "F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(-self.k,), end=(None,)), dim1=0, dim2=1)) * 2",
                               init="self.k = kwargs.pop('k', -1)"),
                shapes=[[(3, 4)], [(2, 3, 2)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[:self.keep] * 2", init="self.keep = kwargs.pop('keep', 4)"),
                example_module("y = F.tanh(x)\nreturn F.slice(y, begin=(None,), end=(self.keep,)) * 2",
                               init="self.keep = kwargs.pop('keep', 4)"),
                shapes=[[(3, 5)], [(6, 5)], [(1, 2, 3)]]),
        # the streaming window: the code measures the cut axis against the bound, so it expects a
        # stream shorter than the window, which python clamps and slice_axis(begin=-5) rejects
        Example(example_module("y = F.tanh(x)\ny = y[:, -self.win:]\npad = self.win - y.shape[1]\nreturn y * pad",
                               init="self.win = kwargs.pop('win', 5)"), None,
                reason="a later statement measures `y.shape[1]` against the slice bound", shapes=[[(2, 3)]]),
        # a choice on a tensor's value, or of a number that may not be an integer
        Example(example_module("y = F.tanh(x)\nreturn y[:, :(-1 if F.sum(x) > 0 else None)]"), None,
                reason="a slice bound is not a python integer", shapes=[[(3, 4)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[:, :(self.k / 2 if self.k > 0 else None)]",
                               init="self.k = kwargs.pop('k', 2)"), None,
                reason="a slice bound is not a python integer", shapes=[[(3, 4)]], runtime=False,
                why_not="the original raises eagerly (a float slice bound)"),
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, idx):\n        return F.tanh(x)[F.abs(idx).floor()]\n",
                "from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, idx):\n        return F.take(F.tanh(x), F.abs(idx).floor(), mode='wrap')\n",
                shapes=[[(4, 3), (2,)], [(3, 2, 2), (2, 2)]]),
        # an index NDArray that __init__ builds (BEiT's relative position index): a tensor
        # wherever it is read; held-array makes it a constant, received by hybrid_forward
        Example(example_module("return self.fc(x)[self.index.reshape((-1,))]", imports="import numpy as np\nfrom mxnet import nd\n",
                               init="self.index = nd.array(np.array([[2, 0, 1], [1, 2, 0]]))\nself.fc = nn.Dense(3, flatten=False)",
                               gluon="HybridBlock, nn"),
                example_module("return F.take(self.fc(x), index.reshape((-1,)), mode='wrap')", imports="import numpy as np\nfrom mxnet import nd\n",
                               init="self.index = self.params.get_constant('index', nd.array(np.array([[2, 0, 1], [1, 2, 0]])))\n"
                                    "self.fc = nn.Dense(3, flatten=False)",
                               gluon="HybridBlock, nn", signature="self, F, x, index=None"),
                shapes=[[(4, 5)], [(3, 2, 2)]]),
        # a list of arrays is not one index
        Example(example_module("return F.tanh(x)[self.index]", imports="from mxnet import nd\n",
                               init="self.index = [nd.array([0, 1]), nd.array([1, 0])]"), None,
                reason="the index is not a python integer", shapes=[[(4, 5)]]),
        # what the constructor was given may be a list or a number
        Example(example_module("return F.tanh(x)[self.index]", init="self.index = kwargs.pop('index', [0])"), None,
                reason="the index is not a python integer", shapes=[[(4, 5)]]),
        # an index of -1 reads the last row, as NDArray indexing does
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, idx):\n        return F.tanh(x)[F.floor(idx)]\n",
                "from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, idx):\n        return F.take(F.tanh(x), F.floor(idx), mode='wrap')\n",
                shapes=[[(4, 3), (5,)], [(3, 2, 2), (2, 2)]]),
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, idx):\n        y = F.relu(x)\n        return y[:, F.abs(idx).floor()]\n",
                "from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, idx):\n        y = F.relu(x)\n        return F.take(y, F.abs(idx).floor(), axis=1, mode='wrap')\n",
                shapes=[[(2, 3), (2,)], [(3, 2, 2), (1,)]]),
        # the loop variable over a tuple of numbers the call passes is a python int (UGATIT's `var`)
        Example("from mxnet.gluon import HybridBlock\n\n\ndef count(F, x, dims):\n"
                "    s = F.shape_array(x)\n    return F.prod(F.concat(*[s[d] for d in dims], dim=0))\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
                "        return F.broadcast_div(F.sum(x, axis=(2, 3)), count(F, x, (2, 3)).astype('float32'))\n",
                "from mxnet.gluon import HybridBlock\n\n\ndef count(F, x, dims):\n"
                "    s = F.shape_array(x)\n    return F.prod(F.concat(*[F.squeeze(F.slice_axis(s, axis=0, "
                "begin=d, end=(d + 1) or None), axis=0) for d in dims], dim=0))\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
                "        return F.broadcast_div(F.sum(x, axis=(2, 3)), count(F, x, (2, 3)).astype('float32'))\n",
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 3)]]),
        # a helper's bound from an attribute __init__ sets from a literal-default argument: a number
        Example("from mxnet.gluon import HybridBlock\n\n\ndef head(F, out, k):\n    begin = 2 * k\n"
                "    return F.tanh(out)[:, begin:begin + 2]\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, k=1, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self.k = k\n\n    def hybrid_forward(self, F, x):\n        return head(F, x, self.k)\n",
                None, reason="a negative begin", shapes=[[(2, 6)], [(3, 5, 2)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[1:3] * 2"),
                example_module("y = F.tanh(x)\nreturn F.slice(y, begin=(1,), end=(3,)) * 2"),
                shapes=[[(4, 3)], [(5, 2, 2)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[:-1]"),
                example_module("y = F.tanh(x)\nreturn F.slice(y, begin=(None,), end=(-1,))"),
                shapes=[[(4, 3)], [(3,)]]),
        Example(example_module("return x[:, 1:]"),
                example_module("return F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(1,), end=(None,)), dim1=0, dim2=1)"),
                shapes=[[(2, 4)], [(3, 3, 2)]]),
        Example(example_module("return F.relu(x)[:, 0]"),
                example_module("return F.squeeze(F.slice_axis(F.relu(x), axis=1, begin=0, end=1), axis=1)"),
                shapes=[[(2, 4)], [(3, 3, 2)]]),
        Example(example_module("x = F.tanh(x)\nreturn x[::2]"),
                example_module("x = F.tanh(x)\nreturn F.slice(x, begin=(None,), end=(None,), step=(2,))"),
                shapes=[[(5, 3)], [(4,)]]),
        Example(example_module("return x[1:, ::-1]"),
                example_module("return F.slice(x, begin=(1, None), end=(None, None), step=(None, -1))"),
                shapes=[[(3, 4)], [(2, 5, 2)]]),
        # a step configured in the constructor: strided keys of an attention, a reversed stride
        Example(example_class("def __init__(self, stride=2, **kwargs):\n"
                              "    super().__init__(**kwargs)\n"
                              "    self._stride = stride\n\n"
                              "def hybrid_forward(self, F, x):\n"
                              "    h = F.tanh(x)\n"
                              "    return F.batch_dot(h, h[:, ::self._stride], transpose_b=True)"),
                example_class("def __init__(self, stride=2, **kwargs):\n"
                              "    super().__init__(**kwargs)\n"
                              "    self._stride = stride\n\n"
                              "def hybrid_forward(self, F, x):\n"
                              "    h = F.tanh(x)\n"
                              "    return F.batch_dot(h, F.slice(h, begin=(None, None), end=(None, None), "
                              "step=(None, self._stride)), transpose_b=True)"),
                shapes=[[(2, 5, 3)], [(1, 4, 2)]]),
        Example(example_class("def __init__(self, **kwargs):\n"
                              "    super().__init__(**kwargs)\n"
                              "    self.step = -3\n\n"
                              "def hybrid_forward(self, F, x):\n"
                              "    return F.relu(x)[1:, ::self.step]"),
                example_class("def __init__(self, **kwargs):\n"
                              "    super().__init__(**kwargs)\n"
                              "    self.step = -3\n\n"
                              "def hybrid_forward(self, F, x):\n"
                              "    return F.slice(F.relu(x), begin=(1, None), end=(None, None), step=(None, self.step))"),
                shapes=[[(3, 7)], [(2, 5, 2)]]),
        # a flag as the step: the NDArray subscript takes True as 1, F.slice refuses it
        Example(example_class("def __init__(self, every=True, **kwargs):\n"
                              "    super().__init__(**kwargs)\n"
                              "    self._every = every\n\n"
                              "def hybrid_forward(self, F, x):\n"
                              "    return F.relu(x)[:, ::self._every]"), None,
                reason="slice step is not a non-zero integer literal", shapes=[[(2, 4)]]),
        Example(example_module("return x[0, 1:3]"),
                example_module("return F.squeeze(F.slice(x, begin=(0, 1), end=(1, 3)), axis=0)"),
                shapes=[[(3, 4)], [(2, 5, 2)]]),
        Example(example_module("return x[-1, :, 0]"),
                example_module("return F.squeeze(F.slice(x, begin=(-1, None, 0), end=(None, None, 1)), "
                        "axis=(0, 2))"),
                shapes=[[(3, 4, 2)], [(2, 2, 5, 1)]]),
        Example(example_module("k = 1\nx = F.tanh(x)\nreturn x[k]"),
                example_module("k = 1\nx = F.tanh(x)\nreturn F.squeeze(F.slice_axis(x, axis=0, begin=k, end=(k + 1) or None), "
                        "axis=0)"),
                shapes=[[(3, 4)], [(2, 2)]]),
        Example("from mxnet.gluon import HybridBlock\nfrom mxnet.ndarray import NDArray\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n        self._window = 2\n\n"
                "    def hybrid_forward(self, F, x: NDArray):\n        return F.broadcast_add(x[-2:], x[1 - self._window])\n",
                "from mxnet.gluon import HybridBlock\nfrom mxnet.ndarray import NDArray\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n        self._window = 2\n\n"
                "    def hybrid_forward(self, F, x: NDArray):\n        return F.broadcast_add(F.reverse(F.slice("
                "F.reverse(x, axis=0), begin=(0,), end=(2,)), axis=0), F.squeeze(F.slice_axis(x, axis=0, begin=1 - self._window, "
                "end=(1 - self._window + 1) or None), axis=0))\n",
                shapes=[[(3, 4)], [(2, 5)]]),
        # one element per row (a beam step's chosen-word log-probabilities): F.pick
        Example(example_module("p = F.log_softmax(x, axis=-1).reshape((-3, 0))\n"
                               "idx = F.argmax(p, axis=1).reshape((-1,))\n"
                               "return p[F.contrib.arange_like(p, axis=0), idx]"),
                example_module("p = F.log_softmax(x, axis=-1).reshape((-3, 0))\n"
                               "idx = F.argmax(p, axis=1).reshape((-1,))\n"
                               "return F.pick(p, idx, axis=1, mode='wrap')"),
                shapes=[[(2, 3, 4)], [(1, 2, 5)]]),
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, labels):\n        p = F.log_softmax(x.reshape((0, -1)))\n"
                "        return -p[F.contrib.arange_like(p, axis=0), F.clip(F.abs(labels) * 2, 0, 2).floor().reshape(-1)]\n",
                "from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x, labels):\n        p = F.log_softmax(x.reshape((0, -1)))\n"
                "        return -F.pick(p, F.clip(F.abs(labels) * 2, 0, 2).floor().reshape(-1), axis=1, mode='wrap')\n",
                shapes=[[(4, 5), (4,)], [(3, 2, 3), (3, 1)]]),
        Example(example_module("q = x.reshape((0, -1))\na = F.argmin(q, axis=-1).reshape((-1,)) - 1\n"
                               "return q[F.contrib.arange_like(q, axis=0), a]"),
                example_module("q = x.reshape((0, -1))\na = F.argmin(q, axis=-1).reshape((-1,)) - 1\n"
                               "return F.pick(q, a, axis=1, mode='wrap')"),
                shapes=[[(3, 4)], [(2, 2, 2)]]),
        # ranks not proven: the general gather of the broadcast index arrays (a row's chosen
        # element, any rank)
        Example(example_module("return x[F.contrib.arange_like(x, axis=0), F.argmax(x, axis=1)]"),
                example_module("return F.gather_nd(x, F.stack(F.broadcast_add(F.cast(F.contrib.arange_like(x, axis=0), dtype='float64'), F.zeros_like(F.cast(F.argmax(x, axis=1), dtype='float64'))), F.broadcast_add(F.cast(F.argmax(x, axis=1), dtype='float64'), F.zeros_like(F.cast(F.contrib.arange_like(x, axis=0), dtype='float64')))))"),
                shapes=[[(3, 4)], [(2, 5)]]),
        # the last valid step of each sequence: trailing axes kept
        Example(example_module("i = F.argmax(F.sum(x, axis=2), axis=1)\nreturn x[F.contrib.arange_like(x, axis=0), i]"),
                example_module("i = F.argmax(F.sum(x, axis=2), axis=1)\nreturn F.gather_nd(x, F.stack(F.broadcast_add(F.cast(F.contrib.arange_like(x, axis=0), dtype='float64'), F.zeros_like(F.cast(i, dtype='float64'))), F.broadcast_add(F.cast(i, dtype='float64'), F.zeros_like(F.cast(F.contrib.arange_like(x, axis=0), dtype='float64')))))"),
                shapes=[[(2, 5, 4)], [(3, 2, 6)]]),
        Example(example_module("i = F.argmax(F.sum(x, axis=2), axis=1)\nreturn x[F.contrib.arange_like(x, axis=0), i, :]"),
                example_module("i = F.argmax(F.sum(x, axis=2), axis=1)\nreturn F.gather_nd(x, F.stack(F.broadcast_add(F.cast(F.contrib.arange_like(x, axis=0), dtype='float64'), F.zeros_like(F.cast(i, dtype='float64'))), F.broadcast_add(F.cast(i, dtype='float64'), F.zeros_like(F.cast(F.contrib.arange_like(x, axis=0), dtype='float64')))))"),
                shapes=[[(2, 5, 4)], [(3, 2, 6)]]),
        # index arrays of different shapes broadcast against each other: (B,) with (B, T)
        Example(example_module("i = F.argmax(x, axis=2)\nreturn x[F.contrib.arange_like(x, axis=0), i]"),
                example_module("i = F.argmax(x, axis=2)\nreturn F.gather_nd(x, F.stack(F.broadcast_add(F.cast(F.contrib.arange_like(x, axis=0), dtype='float64'), F.zeros_like(F.cast(i, dtype='float64'))), F.broadcast_add(F.cast(i, dtype='float64'), F.zeros_like(F.cast(F.contrib.arange_like(x, axis=0), dtype='float64')))))"),
                shapes=[[(3, 3, 2)], [(4, 4, 3)]]),
        # two computed indices (a square matrix's argmax/argmin positions)
        Example(example_module("a = F.argmax(x, axis=1)\nb = F.argmin(x, axis=0)\nreturn x[a, b]"),
                example_module("a = F.argmax(x, axis=1)\nb = F.argmin(x, axis=0)\nreturn F.gather_nd(x, F.stack(F.broadcast_add(F.cast(a, dtype='float64'), F.zeros_like(F.cast(b, dtype='float64'))), F.broadcast_add(F.cast(b, dtype='float64'), F.zeros_like(F.cast(a, dtype='float64')))))"),
                shapes=[[(3, 3)], [(4, 4)]]),
        # `...` next to several indexed axes: spelled out when the rank is proven
        Example(example_module("y = x.reshape((0, 0, -1))\nreturn y[..., 1:, 0]"),
                example_module("y = x.reshape((0, 0, -1))\nreturn F.squeeze(F.slice(y, begin=(None, 1, 0), "
                               "end=(None, None, 1)), axis=2)"),
                shapes=[[(2, 3, 4)], [(1, 2, 2)]]),
        Example(example_module("y = x.reshape((0, 0, 2, -1))\nreturn y[0, ..., 1]"),
                example_module("y = x.reshape((0, 0, 2, -1))\nreturn F.squeeze(F.slice(y, begin=(0, None, None, 1), "
                               "end=(1, None, None, 2)), axis=(0, 3))"),
                shapes=[[(2, 3, 4)], [(3, 1, 6)]]),
        Example(example_module("y = F.transpose(x, axes=(0, 2, 1))\nreturn y[1:, ..., ::2]"),
                example_module("y = F.transpose(x, axes=(0, 2, 1))\nreturn F.slice(y, begin=(1, None, None), "
                               "end=(None, None, None), step=(None, None, 2))"),
                shapes=[[(2, 3, 4)], [(3, 1, 5)]]),
        Example(example_module("return x[0, ..., 1]"), None, reason="needs the tensor's rank"),
        # an input used only by subscripts may be a python list of tensors: report, never rewrite
        Example(example_module("return x[0]"), None, reason="used only in ways a python list allows"),
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def hybrid_forward(self, F, x1, x2):\n        return F.broadcast_mul(x1, x2[0])\n",
                None, reason="used only in ways a python list allows", runtime=False,
                why_not="called with x2=[nd.ones(3)] (a list); the finding is a probable one"),
        # `h = x` before a loop of layers that rebinds h (a QRNN's stack): after a loop that may
        # not run, h's array-only uses may read x itself, so x is an array
        Example(example_module("h = x\nfor conv in self.convs:\n    h = F.tanh(conv(h))\n"
                               "return F.concat(h[:, :, -1], h.sum(axis=2), dim=1)",
                               init="self.convs = nn.HybridSequential()\n"
                                    "self.convs.add(nn.Conv1D(3, 1, in_channels=3))",
                               gluon="HybridBlock, nn"),
                example_module("h = x\nfor conv in self.convs:\n    h = F.tanh(conv(h))\n"
                               "return F.concat(F.squeeze(F.slice_axis(h, axis=2, begin=-1, end=None), axis=2), "
                               "h.sum(axis=2), dim=1)",
                               init="self.convs = nn.HybridSequential()\n"
                                    "self.convs.add(nn.Conv1D(3, 1, in_channels=3))",
                               gluon="HybridBlock, nn"),
                shapes=[[(2, 3, 4)], [(1, 3, 1)]]),
        # ... not where every array-only use reads another binding of the alias
        Example(example_module("h = x\nh = F.relu(y)\nreturn x[0] * h.sum()", signature="self, F, x, y"),
                None, reason="used only in ways a python list allows"),
        # a loop over Sequentials of one-output layers: each item returns one tensor
        Example(_STACK.format(skip="nn.Conv1D(2, 1, in_channels=3)", read="sk(h)[:, :, -1:]"),
                _STACK.format(skip="nn.Conv1D(2, 1, in_channels=3)",
                              read="F.slice_axis(sk(h), axis=2, begin=-1, end=None)"),
                shapes=[[(2, 3, 6)], [(1, 3, 4)]]),
        # ... not when a layer of it may return several outputs (an LSTM given states, a block
        # of this file): sk(h) may be a tuple
        Example(_STACK.format(skip="Pair()", read="sk(h)[:, :, -1:]").replace(
                    "\n\nclass Net", "\n\nclass Pair(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
                    "        return x, x\n\n\nclass Net"),
                None, reason="is not known to be a single tensor", runtime=False,
                why_not="a refusal: the before block returns a tuple item's slice"),
        # a proven tensor on the left of `+ - * / // % **` answers with one tensor, whatever the
        # input on the right holds (a list raises there): a noisy copy of x, wrapped in longitude
        Example(example_module("h = F.relu(x)\ny = h + 0.5 * z\nreturn F.concat(y[:, -1:], y, dim=1)",
                               signature="self, F, x, z"),
                example_module("h = F.relu(x)\ny = h + 0.5 * z\nreturn F.concat(F.slice_axis(y, axis=1, "
                               "begin=-1, end=None), y, dim=1)", signature="self, F, x, z"),
                shapes=[[(2, 3), (2, 3)], [(1, 4, 2), (1, 4, 2)]]),
        # ... and on the right too: `z * 2` on the left, a list's repetition or a numpy array,
        # raises TypeError at `+ h` in MXNet 1.9.1 (a legacy NDArray's reflected operator takes
        # numbers and NDArrays only), a number gives h's kind (session 64, H430)
        Example(example_module("h = F.relu(x)\ny = z * 2 + h\nreturn y[:, -1:]", signature="self, F, x, z"),
                example_module("h = F.relu(x)\ny = z * 2 + h\nreturn F.slice_axis(y, axis=1, begin=-1, end=None)",
                               signature="self, F, x, z"),
                shapes=[[(2, 3), (2, 3)], [(3, 4), (3, 4)]]),
        # an input times a proven tensor: a number gives a tensor, a list raises TypeError (session 64, H430)
        Example(example_module("y = x * F.relu(m)\nreturn y[0]", signature="self, F, x, m"),
                example_module("y = x * F.relu(m)\nreturn F.squeeze(F.slice_axis(y, axis=0, begin=0, end=1), axis=0)",
                               signature="self, F, x, m"),
                shapes=[[(2, 3), (2, 3)], [(3, 4, 2), (3, 4, 2)]]),
        # ... but not two inputs: a list times an int is a list, whose [0] is its first item
        Example(example_module("y = x * m\nreturn y[0]", signature="self, F, x, m"),
                None, reason="used only in ways a python list allows"),
        # a read used as only an array is (a tuple index) holds an array, whichever binding
        # reaches it: the input itself after a loop that may not run, or what the loop made
        Example(example_module("h = x\nfor _ in range(2):\n    h = F.tanh(h)\nreturn h[:, -1:]"),
                example_module("h = x\nfor _ in range(2):\n    h = F.tanh(h)\nreturn F.slice_axis(h, axis=1, begin=-1, end=None)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        # ... not a read a list allows (`h[0]`: x may be a list of steps) where no F operator reads
        # `h = x` either (a `h = F.tanh(h)` loop would, and prove x: session 64, H425)
        Example(example_module("h = x\nif m is None:\n    h = F.tanh(m)\nreturn h[0]", signature="self, F, x, m"),
                None, reason="used only in ways a python list allows"),
        Example(example_module("return x[:, None]"), example_module("return F.expand_dims(x, axis=1)"),
                shapes=[[(2, 3)], [(3, 2, 2)]]),
        Example(example_module("y = F.relu(x)\nreturn y[None, :, None]"),
                example_module("y = F.relu(x)\nreturn F.expand_dims(F.expand_dims(y, axis=0), axis=2)"),
                shapes=[[(2, 3)], [(3, 2, 2)]]),
        Example(example_module("y = F.softmax(x)\nreturn F.broadcast_mul(y[..., None], y[..., None, :])"),
                example_module("y = F.softmax(x)\nreturn F.broadcast_mul(F.expand_dims(y, axis=-1), "
                               "F.expand_dims(y, axis=-2))"),
                shapes=[[(2, 3)], [(2, 2, 3)]]),
        # a loop over a Sequential of one-output layers: each step calls one layer (a postnet)
        Example(example_module("h = x\nfor i, conv in enumerate(self.convs):\n    h = conv(h)[:, :, 1:-1]\nreturn h",
                               init="self.convs = nn.HybridSequential()\nfor _ in range(2):\n"
                                    "    self.convs.add(nn.Conv1D(2, 3, padding=2, in_channels=2))",
                               gluon="HybridBlock, nn"),
                example_module("h = x\nfor i, conv in enumerate(self.convs):\n"
                               "    h = F.swapaxes(F.slice(F.swapaxes(conv(h), dim1=0, dim2=2), begin=(1,), end=(-1,)), dim1=0, dim2=2)\nreturn h",
                               init="self.convs = nn.HybridSequential()\nfor _ in range(2):\n"
                                    "    self.convs.add(nn.Conv1D(2, 3, padding=2, in_channels=2))",
                               gluon="HybridBlock, nn"),
                shapes=[[(2, 2, 5)], [(1, 2, 3)]]),
        # a loop over a module's fixed table of numbers (a skeleton's parents): each pass binds
        # one python int; a table changed anywhere in the file (`PARENTS.append`) is not read so
        Example(example_module("bones = []\nfor j, p in enumerate(PARENTS):\n    if p >= 0:\n"
                               "        bones.append(x[:, j] - x[:, p])\nreturn F.stack(*bones, axis=1)",
                               imports="PARENTS = [-1, 0, 1, 0]\n"),
                example_module("bones = []\nfor j, p in enumerate(PARENTS):\n    if p >= 0:\n"
                               "        bones.append(F.squeeze(F.slice_axis(x, axis=1, begin=j, end=(j + 1) or None), axis=1) "
                               "- F.squeeze(F.slice_axis(x, axis=1, begin=p, end=(p + 1) or None), axis=1))\n"
                               "return F.stack(*bones, axis=1)",
                               imports="PARENTS = [-1, 0, 1, 0]\n"),
                shapes=[[(2, 4, 3)], [(1, 4, 2)]]),
        Example(example_module("bones = []\nfor p in PARENTS:\n    bones.append(x[:, p])\nreturn F.stack(*bones, axis=1)",
                               imports="PARENTS = [0, 1, 0]\nPARENTS.append(2)\n"), None,
                reason="the index is not a python integer"),
        # the same over a table `__init__` sets once to numbers; one stored elsewhere is not read so
        Example(example_module("return F.stack(*[x[:, k] for k in self.taps], axis=1)", init="self.taps = (0, 2)"),
                example_module("return F.stack(*[F.squeeze(F.slice_axis(x, axis=1, begin=k, end=(k + 1) or None), axis=1) "
                               "for k in self.taps], axis=1)", init="self.taps = (0, 2)"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        Example(example_module("self.taps = [1]\nreturn F.stack(*[x[:, k] for k in self.taps], axis=1)",
                               init="self.taps = (0, 2)"), None,
                reason="the index is not a python integer"),
        # a table of tuple rows `__init__` sets once (a graph's edges): each unpacked row binds
        # python ints, through enumerate too; list rows (changeable through a name bound to one)
        # and a table grown elsewhere are not read so
        Example(example_module("y = F.relu(x)\nout = []\nfor e, (a, b) in enumerate(self.edges):\n    out.append(y[a] * e + y[b])\n"
                               "return F.stack(*out)", init="self.edges = [(0, 1), (2, 1)]"),
                example_module("y = F.relu(x)\nout = []\nfor e, (a, b) in enumerate(self.edges):\n"
                               "    out.append(F.squeeze(F.slice_axis(y, axis=0, begin=a, end=(a + 1) or None), axis=0) * e + "
                               "F.squeeze(F.slice_axis(y, axis=0, begin=b, end=(b + 1) or None), axis=0))\n"
                               "return F.stack(*out)", init="self.edges = [(0, 1), (2, 1)]"),
                shapes=[[(3, 4)], [(3, 2, 2)]]),
        Example(example_module("return F.stack(*[x[:, v] - x[:, p] for v, p in self.pairs], axis=1)",
                               init="self.pairs = ((1, 0), (2, 1))"),
                example_module("return F.stack(*[F.squeeze(F.slice_axis(x, axis=1, begin=v, end=(v + 1) or None), axis=1) - "
                               "F.squeeze(F.slice_axis(x, axis=1, begin=p, end=(p + 1) or None), axis=1) for v, p in self.pairs], axis=1)",
                               init="self.pairs = ((1, 0), (2, 1))"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
        Example(example_module("y = F.relu(x)\nreturn F.stack(*[y[a] - y[b] for a, b in self.edges])",
                               init="self.edges = [[0, 1], [2, 1]]"), None,
                reason="the index is not a python integer"),
        Example(example_module("y = F.relu(x)\nreturn F.stack(*[y[a] - y[b] for a, b in self.edges])",
                               init="self.edges = [(0, 1)]\nself.edges.append((2, 1))"), None,
                reason="the index is not a python integer"),
        # `None` beside other indices: the rest rewritten, then each new axis where it lands
        Example(example_module("return x[:, None, 0]"),
                example_module("return F.expand_dims(F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1), axis=1)"),
                shapes=[[(2, 3)], [(3, 2, 2)]]),
        Example(example_module("b = F.relu(x)\nreturn F.broadcast_maximum(b[:, None, :2], b[None, :, 2:])"),
                example_module("b = F.relu(x)\nreturn F.broadcast_maximum(F.expand_dims(F.swapaxes(F.slice(F.swapaxes(b, dim1=0, dim2=1), begin=(None,), end=(2,)), dim1=0, dim2=1), "
                               "axis=1), F.expand_dims(F.swapaxes(F.slice(F.swapaxes(b, dim1=0, dim2=1), begin=(2,), end=(None,)), dim1=0, dim2=1), axis=0))"),
                shapes=[[(5, 4)], [(3, 4)]]),
        Example(example_module("return x[..., None, 0]"), None, reason="`None` adds an axis"),
        Example(example_module("i = F.argmax(x, axis=0)\nreturn x[i]"), example_module("i = F.argmax(x, axis=0)\nreturn F.take(x, i, mode='wrap')"),
                shapes=[[(3, 4)], [(2, 2, 3)]]),
        Example(example_module("i = F.argmax(x, axis=0)\nreturn x[i, 0]"), None, reason="F.take"),
        # an input read only through an index that an F operator made here (a plural name that
        # may hold a python list): a list or tuple raises TypeError on an NDArray index, a numpy
        # array IndexError, a dict KeyError (MXNet 1.9.1), so where the read runs it is an array
        Example(example_module("order = F.argsort(priority, is_ascend=False)\nranked = states[order]\n"
                               "return ranked[:2] * 2", signature="self, F, states, priority"),
                example_module("order = F.argsort(priority, is_ascend=False)\nranked = F.take(states, order, mode='wrap')\n"
                               "return F.slice(ranked, begin=(None,), end=(2,)) * 2", signature="self, F, states, priority"),
                shapes=[[(4, 3), (4,)], [(3, 2, 2), (3,)]]),
        Example(example_module("return F.tanh(rows[F.argmax(scores, axis=0)])", signature="self, F, scores, rows"),
                example_module("return F.tanh(F.take(rows, F.argmax(scores, axis=0), mode='wrap'))",
                               signature="self, F, scores, rows"),
                shapes=[[(3, 4), (5, 2)], [(2, 3), (4,)]]),
        Example(example_module("best = F.topk(scores, axis=-1, k=2)\nfeats = F.relu(feats)\npicked = feats[best]\n"
                               "return F.sum(picked, axis=0)", signature="self, F, scores, feats"),
                example_module("best = F.topk(scores, axis=-1, k=2)\nfeats = F.relu(feats)\npicked = F.take(feats, best, mode='wrap')\n"
                               "return F.sum(picked, axis=0)", signature="self, F, scores, feats"),
                shapes=[[(5,), (5, 3)], [(6,), (6, 2, 2)]]),
        # an index handed in (a caller could key a dict by that very array), an index bound also
        # to a python value, a python int made of one: the input stays a possible python container
        Example(example_module("ranked = states[order]\nreturn ranked[:2]", signature="self, F, states, order"), None,
                reason="element of a python container", shapes=[[(4, 3), (4,)]]),
        Example(example_module("order = F.argsort(p)\nif self.first:\n    order = 0\nranked = states[order]\nreturn ranked[:2]",
                               signature="self, F, states, p", init="self.first = False"), None,
                reason="element of a python container", shapes=[[(4, 3), (4,)]]),
        Example(example_module("order = int(F.argmax(p, axis=0).asscalar())\nranked = states[order]\nreturn ranked[:1]",
                               signature="self, F, states, p"), None,
                reason="element of a python container", shapes=[[(4, 3), (4,)]]),
        # the argument, read before the name is rebound to what a listed child returns
        Example(_listed("xyz = x[..., :2]\nfor i in range(2):\n    x = F.relu(self.layers[i](x))\n"
                        "return F.concat(x, xyz, dim=-1)"),
                _listed("xyz = F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=-1), begin=(None,), end=(2,)), dim1=0, dim2=-1)\nfor i in range(2):\n"
                        "    x = F.relu(self.layers[i](x))\nreturn F.concat(x, xyz, dim=-1)"),
                shapes=[[(3, 4)], [(2, 3, 5)]]),
        Example(_listed("if self.use_first:\n    a = x[:, :2]\nelse:\n    a = x[:, 2:]\n"
                        "x = self.layers[0](x)\nreturn F.concat(a, x, dim=-1)"),
                _listed("if self.use_first:\n    a = F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(None,), end=(2,)), dim1=0, dim2=1)\nelse:\n"
                        "    a = F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(2,), end=(None,)), dim1=0, dim2=1)\n"
                        "x = self.layers[0](x)\nreturn F.concat(a, x, dim=-1)"),
                shapes=[[(3, 4)]]),
        # children of this module's own blocks whose hybrid_forward returns one tensor
        Example(_own("y = self.body(x)\nreturn y[:, 0]"),
                _own("y = self.body(x)\nreturn F.squeeze(F.slice_axis(y, axis=1, begin=0, end=1), axis=1)"),
                shapes=[[(3, 5)], [(2, 3, 4)]]),
        Example(_own("y = self.proj(x)\nreturn y[..., 1:]"),
                _own("y = self.proj(x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=-1), begin=(1,), end=(None,)), dim1=0, dim2=-1)"),
                shapes=[[(3, 5)], [(2, 3, 4)]]),
        # an item or a slice of a Sequential to which only one-output layers are added calls one of
        # them, or a Sequential chaining them (HybridSequential.__getitem__): one tensor
        Example(_seq("for i in range(2):\n    x = F.relu(self.convs[i](x))\nreturn x[:, :2]"),
                _seq("for i in range(2):\n    x = F.relu(self.convs[i](x))\n"
                     "return F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(None,), end=(2,)), dim1=0, dim2=1)"),
                shapes=[[(3, 5)], [(2, 4)]]),
        Example(_seq("y = self.convs[1:](x)\nreturn y[:, 1:] * 2"),
                _seq("y = self.convs[1:](x)\nreturn F.swapaxes(F.slice(F.swapaxes(y, dim1=0, dim2=1), begin=(1,), end=(None,)), dim1=0, dim2=1) * 2"),
                shapes=[[(3, 5)], [(2, 7)]]),
        Example(_seq("y = self.convs[-1](x)\nreturn y[:, 0]"),
                _seq("y = self.convs[-1](x)\nreturn F.squeeze(F.slice_axis(y, axis=1, begin=0, end=1), axis=1)"),
                shapes=[[(3, 4)], [(2, 4)]]),
        # a name unpacked from a child of this module's class that returns a tuple of single
        # tensors, to the tuple's length, is one tensor (eagerly an item of the tuple; hybridized,
        # one of the cached op's outputs)
        Example(_tupled("a, b = self.fuse(x)\nreturn a[:, :2]"),
                _tupled("a, b = self.fuse(x)\nreturn F.swapaxes(F.slice(F.swapaxes(a, dim1=0, dim2=1), begin=(None,), end=(2,)), dim1=0, dim2=1)"),
                shapes=[[(3, 5)], [(2, 4)]]),
        Example(_tupled("a, b = self.fuse(x)\nreturn b[:, 0]"),
                _tupled("a, b = self.fuse(x)\nreturn F.squeeze(F.slice_axis(b, axis=1, begin=0, end=1), axis=1)"),
                shapes=[[(3, 5)], [(2, 4)]]),
        Example(_tupled("_, b = self.fuse(x)\nreturn b[:, 1:] * 2"),
                _tupled("_, b = self.fuse(x)\nreturn F.swapaxes(F.slice(F.swapaxes(b, dim1=0, dim2=1), begin=(1,), end=(None,)), dim1=0, dim2=1) * 2"),
                shapes=[[(3, 5)], [(2, 6)]]),
        # an item the constructor's layer gives (a tuple when it is an RNN given states), or a
        # child the class also binds to something else: not proven
        Example(_tupled("a, b = self.half(x)\nreturn a[:, 0]"), None, reason="is not known to be a single tensor"),
        Example(_tupled("a, b = self.swap(x)\nreturn a[:, 0]"), None, reason="is not known to be a single tensor"),
        # one of the Sequential's children returns a pair: an item of it is not proven one tensor
        Example(_seq("y = self.mixed[0](x)\nreturn y[:, 0]"), None, reason="is not known to be a single tensor"),
        # a block returning a tuple, or (on some path) its own argument: not proven one tensor
        Example(_own("y = self.pair(x)\nreturn y[:, 0]"), None, reason="is not known to be a single tensor"),
        Example(_own("y = self.through(x)\nreturn y[:, 0]"), None, reason="is not known to be a single tensor"),
        # in a loop the read also sees the rebinding of the iteration before
        Example(_listed("for i in range(2):\n    y = x[:, :2]\n    x = self.layers[i](x)\nreturn y"),
                None, reason="is not known to be a single tensor"),
        # rebound on one path to the read: maybe not the argument
        Example(_listed("if self.use_first:\n    x = self.layers[0](x)\nreturn x[:, :2]"),
                None, reason="is not known to be a single tensor"),
        # a local name: only the bindings that reach the read answer for it, not one made later
        # (imgclsmob's jasper.py: `x[:, :1]` before `x = self.calc_real_stft(F, x)`)
        Example(_listed("x = F.tanh(x)\nhead = x[:, :2]\nx = self.layers[0](x)\nreturn F.concat(head, x, dim=-1)"),
                _listed("x = F.tanh(x)\nhead = F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(None,), end=(2,)), dim1=0, dim2=1)\nx = self.layers[0](x)\n"
                        "return F.concat(head, x, dim=-1)"),
                shapes=[[(3, 4)], [(5, 4)]]),
        Example(_listed("if self.use_first:\n    x = F.tanh(x)\nelse:\n    x = F.relu(x)\nhead = x[:, :2]\n"
                        "x = self.layers[0](x)\nreturn F.concat(head, x, dim=-1)"),
                _listed("if self.use_first:\n    x = F.tanh(x)\nelse:\n    x = F.relu(x)\n"
                        "head = F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(None,), end=(2,)), dim1=0, dim2=1)\nx = self.layers[0](x)\n"
                        "return F.concat(head, x, dim=-1)"),
                shapes=[[(3, 4)], [(5, 4)]]),
        Example(_listed("x = F.tanh(x)\nheads = []\nfor i in range(2):\n    heads.append(x[:, :1])\n"
                        "    x = F.relu(x) * 2\nx = self.layers[1](x)\nreturn F.concat(x, *heads, dim=-1)"),
                _listed("x = F.tanh(x)\nheads = []\nfor i in range(2):\n"
                        "    heads.append(F.swapaxes(F.slice(F.swapaxes(x, dim1=0, dim2=1), begin=(None,), end=(1,)), dim1=0, dim2=1))\n"
                        "    x = F.relu(x) * 2\nx = self.layers[1](x)\nreturn F.concat(x, *heads, dim=-1)"),
                shapes=[[(3, 4)], [(5, 4)]]),
        # ... but a binding that can reach it still does: the iteration before, a `continue`
        # carrying its binding to the loop's head, a generator's body run when it is consumed,
        # a handler reached from the middle of its `try`
        Example(_listed("x = F.tanh(x)\nheads = []\nfor i in range(2):\n    heads.append(x[:, :1])\n"
                        "    x = self.layers[i](x)\nreturn F.concat(x, *heads, dim=-1)"),
                None, reason="is not known to be a single tensor"),
        Example(_listed("x = F.tanh(x)\nheads = []\nfor i in range(2):\n    heads.append(x[:, :1])\n"
                        "    if i == 0:\n        x = self.layers[0](x)\n        continue\n    x = F.relu(x)\n"
                        "return F.concat(x, *heads, dim=-1)"),
                None, reason="is not known to be a single tensor"),
        Example(_listed("x = F.tanh(x)\nheads = (x[:, :1] for _ in range(1))\nx = self.layers[0](x)\n"
                        "return F.concat(x, *heads, dim=-1)"),
                None, reason="is not known to be a single tensor"),
        Example(_listed("x = F.tanh(x)\ntry:\n    x = self.layers[0](x)\n    x = F.relu(x)\nexcept ValueError:\n"
                        "    pass\nreturn x[:, :2]"),
                None, reason="is not known to be a single tensor"),
        # a nested function that declares it nonlocal may rebind it when called
        Example(example_module("def wrap():\n    nonlocal x\n    x = [x]\nwrap()\nreturn x[:, 0]"),
                None, reason="is not known to be a"),
        # the parameter rebound on every path to the read: what reaches it is those bindings
        Example(_spread("label = F.reshape(label, shape=(0, -1))\nreturn label[:, 1:3]"),
                _spread("label = F.reshape(label, shape=(0, -1))\nreturn F.swapaxes(F.slice(F.swapaxes(label, dim1=0, dim2=1), begin=(1,), end=(3,)), dim1=0, dim2=1)"),
                shapes=[[(2, 2, 3)], [(3, 4)]]),
        Example(_spread("label = F.reshape(label, shape=(0, -1))\nreturn F.broadcast_mul(label[:, :, None], label[:, None])"),
                _spread("label = F.reshape(label, shape=(0, -1))\nreturn F.broadcast_mul(F.expand_dims(label, axis=2), "
                        "F.expand_dims(label, axis=1))"),
                shapes=[[(2, 2, 3)], [(3, 4)]]),
        Example(_spread("if self.flat:\n    label = F.reshape(label, shape=(0, -1))\nelse:\n    label = F.relu(label)\n"
                        "return label[:, 0]"),
                _spread("if self.flat:\n    label = F.reshape(label, shape=(0, -1))\nelse:\n    label = F.relu(label)\n"
                        "return F.squeeze(F.slice_axis(label, axis=1, begin=0, end=1), axis=1)"),
                shapes=[[(2, 2, 3)], [(3, 4)]]),
        # ... and on one path only: the argument (maybe a list) may still reach it
        Example(_spread("if self.flat:\n    label = F.reshape(label, shape=(0, -1))\nreturn label[:, 1:3]"),
                None, reason="is not known to be a single tensor"),
        Example(_spread("for i in range(2):\n    y = label[:, :2]\n    label = F.relu(label)\nreturn y"),
                None, reason="is not known to be a single tensor"),
        # a nested function's read is not followed (a name there may be its own parameter), so
        # every binding of the name may reach it: the relu, and the input handed on from
        # hybrid_forward's `*inputs` (items the engine takes for tensors), which `label[:, 0]`
        # shows an array wherever it is read (a python list raises TypeError there eagerly)
        Example(_spread("label = F.relu(label)\ndef inner():\n    return label[:, 0]\nreturn inner()"),
                _spread("label = F.relu(label)\ndef inner():\n    return F.squeeze(F.slice_axis(label, axis=1, "
                        "begin=0, end=1), axis=1)\nreturn inner()"),
                shapes=[[(2, 2, 3)], [(3, 4)]]),
        # a tensor index next to `...`: the axis before it counts from the start, after it from the end
        Example(example_module("i = F.argmax(x, axis=0)\nreturn x[i, ...]"),
                example_module("i = F.argmax(x, axis=0)\nreturn F.take(x, i, mode='wrap')"),
                shapes=[[(3, 4)], [(2, 2, 3)]]),
        Example(example_module("i = F.argmax(x, axis=0)\nreturn F.relu(x)[..., i]"),
                example_module("i = F.argmax(x, axis=0)\nreturn F.take(F.relu(x), i, axis=-1, mode='wrap')"),
                shapes=[[(3, 4)], [(2, 2, 3)]]),
        Example(example_module("i = F.argmin(x, axis=-1)\nreturn x[:, i, ...]"),
                example_module("i = F.argmin(x, axis=-1)\nreturn F.take(x, i, axis=1, mode='wrap')"),
                shapes=[[(3, 4)], [(2, 3, 2)]]),
        Example(example_module("i = F.argmax(x, axis=0) - 1\ny = F.tanh(x)\nreturn y[..., i, :]"),
                example_module("i = F.argmax(x, axis=0) - 1\ny = F.tanh(x)\nreturn F.take(y, i, axis=-2, mode='wrap')"),
                shapes=[[(3, 4)], [(2, 3, 2)]]),
        Example(example_module("i = F.argmax(x, axis=0)\nreturn x[..., i, 0]"), None, reason="F.take"),
        # a list of integer literals on one axis: the rows it names, in its order
        Example(example_module("y = F.relu(x)\nreturn y[[0, 2, 1], :] * 2"),
                example_module("y = F.relu(x)\nreturn F.concat(F.slice_axis(y, axis=0, begin=0, end=1), "
                               "F.slice_axis(y, axis=0, begin=2, end=3), F.slice_axis(y, axis=0, begin=1, "
                               "end=2), dim=0) * 2"),
                shapes=[[(3, 4)], [(5, 2, 2)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[:, [-1, 0, 0]]"),
                example_module("y = F.tanh(x)\nreturn F.concat(F.slice_axis(y, axis=1, begin=-1, end=None), "
                               "F.slice_axis(y, axis=1, begin=0, end=1), F.slice_axis(y, axis=1, begin=0, "
                               "end=1), dim=1)"),
                shapes=[[(2, 3)], [(3, 2, 4)]]),
        Example(example_module("x = F.relu(x)\nreturn x[self.rows, :] + len(self.rows)", init="self.rows = [1, -2]"),
                example_module("x = F.relu(x)\nreturn F.concat(F.slice_axis(x, axis=0, begin=1, end=2), "
                               "F.slice_axis(x, axis=0, begin=-2, end=-1), dim=0) + len(self.rows)",
                               init="self.rows = [1, -2]"),
                shapes=[[(3, 4)], [(2, 5)]]),
        # integer sequences spelled by numpy / range of literals: their entries are known
        Example(example_module("x = F.relu(x)\nreturn x[:, self.order]", imports="import numpy as np\n",
                               init="self.order = (np.arange(3) + 1) % 3"),
                example_module("x = F.relu(x)\nreturn F.concat(F.slice_axis(x, axis=1, begin=1, end=2), "
                               "F.slice_axis(x, axis=1, begin=2, end=3), F.slice_axis(x, axis=1, begin=0, "
                               "end=1), dim=1)", imports="import numpy as np\n",
                               init="self.order = (np.arange(3) + 1) % 3"),
                shapes=[[(2, 3)], [(4, 3, 2)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[self.rows] * 2", imports="import numpy as np\n",
                               init="self.rows = np.array([2, 0])"),
                example_module("y = F.tanh(x)\nreturn F.concat(F.slice_axis(y, axis=0, begin=2, end=3), "
                               "F.slice_axis(y, axis=0, begin=0, end=1), dim=0) * 2",
                               imports="import numpy as np\n", init="self.rows = np.array([2, 0])"),
                shapes=[[(3, 4)], [(4,)]]),
        Example(example_module("rows = list(range(3, 0, -2))\ny = F.relu(x)\nreturn y[:, rows]"),
                example_module("rows = list(range(3, 0, -2))\ny = F.relu(x)\nreturn F.concat(F.slice_axis(y, "
                               "axis=1, begin=3, end=4), F.slice_axis(y, axis=1, begin=1, end=2), dim=1)"),
                shapes=[[(2, 4)], [(1, 5, 2)]]),
        Example(example_module("x = F.relu(x)\nreturn x[:, self.order]", imports="import numpy as np\n",
                               init="self.order = np.arange(4) // 2 - 1"),
                example_module("x = F.relu(x)\nreturn F.concat(F.slice_axis(x, axis=1, begin=-1, end=None), "
                               "F.slice_axis(x, axis=1, begin=-1, end=None), F.slice_axis(x, axis=1, begin=0, "
                               "end=1), F.slice_axis(x, axis=1, begin=0, end=1), dim=1)",
                               imports="import numpy as np\n", init="self.order = np.arange(4) // 2 - 1"),
                shapes=[[(2, 3)], [(1, 2)]]),
        # a size read from the constructor, or floats: the entries are not known integers
        Example("import numpy as np\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, n=3, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self.order = (np.arange(n) + 1) % n\n\n    def hybrid_forward(self, F, x):\n"
                "        x = F.relu(x)\n        return x[:, self.order]\n", None,
                reason="not a python integer", shapes=[[(2, 3)]]),
        Example(example_module("x = F.relu(x)\nreturn x[:, self.order]", imports="import numpy as np\n",
                               init="self.order = np.arange(2.0)"), None, reason="not a python integer"),
        Example(example_module("y = F.relu(x)\nreturn y[[0, 1]]"),
                example_module("y = F.relu(x)\nreturn F.concat(F.slice_axis(y, axis=0, begin=0, end=1), "
                               "F.slice_axis(y, axis=0, begin=1, end=2), dim=0)"),
                shapes=[[(2, 3)], [(3,)]]),
        Example(example_module("rows = [2, 0]\ny = F.relu(x)\nreturn y[rows] * len(rows)"),
                example_module("rows = [2, 0]\ny = F.relu(x)\nreturn F.concat(F.slice_axis(y, axis=0, begin=2, end=3), "
                               "F.slice_axis(y, axis=0, begin=0, end=1), dim=0) * len(rows)"),
                shapes=[[(3, 4)], [(4,)]]),
        Example(example_module("rows = [2, 0]\nrows.append(1)\ny = F.relu(x)\nreturn y[rows]"), None,
                reason="not a python integer"),
        # a list given from outside, or one the block changes later: its entries are not known
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, rows=(0, 1), **kwargs):\n        super().__init__(**kwargs)\n"
                "        self.rows = list(rows)\n\n    def hybrid_forward(self, F, x):\n"
                "        x = F.relu(x)\n        return x[self.rows, :]\n", None,
                reason="not a python integer", shapes=[[(3, 4)]]),
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self.rows = [0, 1]\n\n    def grow(self):\n        self.rows.append(2)\n\n"
                "    def hybrid_forward(self, F, x):\n        x = F.relu(x)\n        return x[self.rows, :]\n",
                None, reason="not a python integer", shapes=[[(3, 4)]]),
        Example(example_module("y = F.relu(x)\nreturn y[[0, 1], 0]"), None, reason="not a python integer"),
        # a bare `self.k` the same statement also gives `slice_axis` as `begin=`/`end=`: only an
        # integer runs both (MXNet 1.9.1: a tuple or list indexes but fails slice_axis, a float
        # fails both, a 0-d numpy array fails the subscript), so where the statement runs it is one
        Example(example_module("y = F.relu(x)\nreturn y[self.k] + F.mean(F.slice_axis(y, axis=0, begin=0, end=self.k), "
                               "axis=0)", init="self.k = 2"),
                example_module("y = F.relu(x)\nreturn F.squeeze(F.slice_axis(y, axis=0, begin=self.k, end=(self.k + 1) "
                               "or None), axis=0) + F.mean(F.slice_axis(y, axis=0, begin=0, end=self.k), axis=0)",
                               init="self.k = 2"),
                shapes=[[(3, 4)], [(5, 2, 3)]]),
        Example(example_module("y = F.tanh(x)\nreturn y[self.k] * F.sum(F.slice_axis(y, axis=0, begin=self.k, "
                               "end=None), axis=0)", init="self.k = -2"),
                example_module("y = F.tanh(x)\nreturn F.squeeze(F.slice_axis(y, axis=0, begin=self.k, end=(self.k + 1) "
                               "or None), axis=0) * F.sum(F.slice_axis(y, axis=0, begin=self.k, end=None), axis=0)",
                               init="self.k = -2"),
                shapes=[[(3, 4)], [(2, 5)]]),
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, k=1, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self._k = k\n\n    def hybrid_forward(self, F, x):\n        y = F.sigmoid(x)\n"
                "        return F.broadcast_add(y[self._k], F.slice_axis(y, axis=1, begin=0, end=self._k))\n",
                "from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, k=1, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self._k = k\n\n    def hybrid_forward(self, F, x):\n        y = F.sigmoid(x)\n"
                "        return F.broadcast_add(F.squeeze(F.slice_axis(y, axis=0, begin=self._k, end=(self._k + 1) or None), "
                "axis=0), F.slice_axis(y, axis=1, begin=0, end=self._k))\n",
                shapes=[[(3, 4)], [(4, 3)]]),
        # the count of a configured sequence (the middle of the quantiles set): the builtin's int
        Example(example_module("y = F.relu(x)\nreturn y[..., len(self.quantiles) // 2]", init="self.quantiles = (0.1, 0.5, 0.9)"),
                example_module("y = F.relu(x)\nreturn F.squeeze(F.slice_axis(y, axis=-1, begin=len(self.quantiles) // 2, "
                               "end=(len(self.quantiles) // 2 + 1) or None), axis=-1)", init="self.quantiles = (0.1, 0.5, 0.9)"),
                shapes=[[(2, 3)], [(4, 2, 5)]]),
        # ... and not otherwise: no such use, a use that may not run (a conditional), a use in
        # another statement, or a method that may rebind it between the two
        Example(example_module("y = F.relu(x)\nreturn y[self.k]", init="self.k = 1"),
                None, reason="the index is not a python integer", shapes=[[(3, 4)]]),
        Example(example_module("y = F.relu(x)\nreturn y[self.k] + (F.sum(F.slice_axis(y, axis=0, begin=0, end=self.k), "
                               "axis=0) if self.flag else 0)", init="self.k = 1\nself.flag = True"),
                None, reason="the index is not a python integer", shapes=[[(3, 4)]]),
        Example(example_module("y = F.relu(x)\nz = F.slice_axis(y, axis=0, begin=0, end=self.k)\nreturn y[self.k] + F.sum(z, axis=0)",
                               init="self.k = 1"),
                None, reason="the index is not a python integer", shapes=[[(3, 4)]]),
        Example(example_class("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n    self.k = 1\n\n"
                              "def shift(self, F, y):\n    self.k = 0\n    return y\n\n"
                              "def hybrid_forward(self, F, x):\n    y = F.relu(x)\n"
                              "    return y[self.k] + F.sum(F.slice_axis(self.shift(F, y), axis=0, begin=0, end=self.k), axis=0)"),
                None, reason="the index is not a python integer", shapes=[[(3, 4)]]),
        # `min` of two sums is a tensor, not a python int (PSENet's OHEM hard-negative count)
        Example(example_module("n = min(F.sum(x > 0), F.sum(x < 0))\ns = F.sort(F.reshape(x, (-1,)), is_ascend=0)\n"
                               "return s[n - 1]"),
                None, reason="the index is not a python integer"),
        Example(example_module("k = max(F.sum(x), F.mean(x))\nreturn F.relu(x)[:, k]"),
                None, reason="the index is not a python integer"),
        # what a helper of this file returns, when the call runs exactly one function and every
        # return of it is one tensor in its own terms (its parameters proven only by what this
        # call passes): a method through self., the base's hybrid_forward, a module function
        Example(_helped("def _proj(self, F, x):\n    if self.bias is None:\n        return F.tanh(x)\n"
                        "    return F.tanh(x) + self.bias\n\nbias = None",
                        "h = self._proj(F, x)\nreturn h[:, :2]"),
                _helped("def _proj(self, F, x):\n    if self.bias is None:\n        return F.tanh(x)\n"
                        "    return F.tanh(x) + self.bias\n\nbias = None",
                        "h = self._proj(F, x)\nreturn F.swapaxes(F.slice(F.swapaxes(h, dim1=0, dim2=1), begin=(None,), end=(2,)), dim1=0, dim2=1)"),
                shapes=[[(3, 4)], [(2, 3, 5)]]),
        Example(_helped("", "d = super().hybrid_forward(F, x)\nreturn d[:, 1:] * 3"),
                _helped("", "d = super().hybrid_forward(F, x)\nreturn F.swapaxes(F.slice(F.swapaxes(d, dim1=0, dim2=1), begin=(1,), end=(None,)), dim1=0, dim2=1) * 3"),
                shapes=[[(3, 4)], [(2, 3, 5)]]),
        Example(_helped("", "y = _scaled(F, F.relu(x))\nreturn y[0]"),
                _helped("", "y = _scaled(F, F.relu(x))\nreturn F.squeeze(F.slice_axis(y, axis=0, begin=0, end=1), axis=0)"),
                shapes=[[(3, 4)], [(2, 3, 5)]]),
        # ... and not otherwise: a parameter this call passes no proven tensor, a path that falls
        # off the end (None), a method a subclass of this file overrides
        Example(_helped("", "y = _scaled(F, x)\nreturn y[0]"), None, reason="may return what is not proven"),
        Example(_helped("def _proj(self, F, x):\n    if self.bias is None:\n        return F.tanh(x)",
                        "h = self._proj(F, x)\nreturn h[:, :2]"),
                None, reason="may fall off its end"),
        Example(_helped("def _proj(self, F, x):\n    return F.tanh(x)", "h = self._proj(F, x)\nreturn h[:, :2]",
                        "\n\nclass Wide(Net):\n    def _proj(self, F, x):\n        return F.tanh(x)\n"),
                None, reason="a subclass in this file overrides"),
        # a helper hybrid code calls without F, in a file importing only gluon (SCINet's even/odd
        # `split(self, x)`): F is threaded in with `from mxnet import nd` as its default, then used
        Example(example_class("def split(self, x):\n    return x[:, ::2, :], x[:, 1::2, :]\n\n"
                              "def hybrid_forward(self, F, x):\n    even, odd = self.split(F.relu(x))\n"
                              "    return even - odd"),
                "from mxnet.gluon import HybridBlock\nfrom mxnet import nd\n\n\nclass Net(HybridBlock):\n"
                "    def split(self, x, F=nd):\n        return F.slice(x, begin=(None, None), end=(None, None), "
                "step=(None, 2)), F.slice(x, begin=(None, 1), end=(None, None), step=(None, 2))\n\n"
                "    def hybrid_forward(self, F, x):\n        even, odd = self.split(F.relu(x), F=F)\n"
                "        return even - odd\n",
                shapes=[[(2, 6, 3)], [(1, 4, 2)]]),
        # ... not a static method (its signature is the user's to change)
        Example(example_class("@staticmethod\ndef split(x):\n    return x[:, ::2, :], x[:, 1::2, :]\n\n"
                              "def hybrid_forward(self, F, x):\n    even, odd = self.split(F.relu(x))\n"
                              "    return even - odd"),
                None, reason="its signature", shapes=[[(2, 6, 3)]]),
        # ... nor for a subscript read only for its size, which the size's fix rewrites whole
        Example("def _scaled(w):\n    return w / w[0].size\n\n\n" + example_module("return _scaled(F.relu(x))"),
                None, reason="read only for its size", shapes=[[(2, 3)]]),
        # refused: a row written through in place -- eagerly `y[0:1]` is a view, so `h += 1` raises
        # y's first row too; F.slice_axis copies, and `y * 2` would read the old row
        Example(example_module("y = F.relu(x)\nh = y[0:1]\nh += 1\nreturn y * 2 + F.sum(h)"), None,
                reason="`h` holds a view of `y`'s array eagerly (a basic index shares its memory)", shapes=[[(3, 4)]]),
        # ... and a row handed to a method of the class that updates its parameter in place
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n"
                "    def bump(self, t):\n        t += 1\n        return t\n\n"
                "    def hybrid_forward(self, F, x):\n        y = F.relu(x)\n        z = self.bump(y[0:1])\n"
                "        return y * 2 + F.sum(z)\n", None,
                reason="`self.bump` writes its parameter `t` in place", shapes=[[(3, 4)]]),
        # the variable of a top-level loop over the whole `*feats` (RTMDet's per-level head) that a
        # statement of every pass uses as only an array is: each element is an array in code that
        # runs; a use in one branch, or a pass that may end early, proves only some elements
        Example(example_module("outs = []\nfor i, f in enumerate(feats):\n    outs.append(f[:, 1:3] * (i + 1))\n"
                               "return F.concat(*outs, dim=0)", signature="self, F, *feats"),
                example_module("outs = []\nfor i, f in enumerate(feats):\n"
                               "    outs.append(F.swapaxes(F.slice(F.swapaxes(f, dim1=0, dim2=1), begin=(1,), end=(3,)), dim1=0, dim2=1) * (i + 1))\n"
                               "return F.concat(*outs, dim=0)", signature="self, F, *feats"),
                shapes=[[(2, 4), (3, 4)], [(1, 3)]]),
        Example(example_module("outs = []\nfor i, f in enumerate(feats):\n    if i == 0:\n"
                               "        outs.append(f[:, 1:3])\n    else:\n        outs.append(f[0])\n"
                               "return F.concat(*outs, dim=0)", signature="self, F, *feats"), None,
                reason="`f` is not known to be a single tensor", shapes=[[(2, 4), (3, 4)]]),
        # a row (an eager view) of a tensor written in place after it: the row sees the write
        # eagerly, a sliced copy would not (session 68, H489)
        Example(example_module("y = F.relu(x)\nrow = y[0]\ny[:, 1:3] = 5.0\nreturn F.concat(y, row.reshape((1, -1)), dim=0)"),
                None, reason="writes `y` in place after it", shapes=[[(2, 6)]]),
        Example(example_module("outs = []\nfor f in feats:\n    outs.append(f[:, 1:3])\n    break\n"
                               "return F.concat(*outs, dim=0)", signature="self, F, *feats"), None,
                reason="`f` is not known to be a single tensor", shapes=[[(2, 4), (3, 4)]]),
    ]


    @staticmethod
    def receivers(node, *rest):
        # a python list is subscriptable too: rewrite only a value proven to be a tensor
        # (attribute and method fixers need no such proof: only an array has `.T`/`.reshape`)
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Subscript) -> Fix | Refusal:
        written = _written_through(ctx, node)
        if written is not None:
            return Refusal(written)
        fix = cls._slices(ctx, node)
        if isinstance(fix, Refusal) or ctx.scope.f_name:
            return fix
        inner, read = node, ctx.parent(node)
        while type(read) is cst.Subscript and read.value is inner:
            inner, read = read, ctx.parent(read)        # `w[0]` of `w[0][0]`
        if type(read) is cst.Attribute and read.value is inner and read.attr.value in _SIZE_ATTRS:
            # `w[0][0].size`: the size's own rewrite replaces the read, subscript and all
            return Refusal("the subscript is read only for its size, which that read's fix rewrites")
        # a helper hybrid code calls without F (SCINet's `split(self, x)` returning `x[:, ::2, :]`,
        # `x[:, 1::2, :]`): the subscript is one rewritten here, so hand the helper F first; the
        # next round slices with it
        return thread_nd(ctx)

    @classmethod
    def _slices(cls, ctx, node: cst.Subscript) -> Fix | Refusal:
        """The rewrite with the scope's F (in a scope without one, its text names None: only
        whether it is a Fix is read)."""
        f = ctx.scope.f_name
        axes = []
        elems = list(node.slice)
        from_end = bool(elems) and isinstance(elems[0].slice, cst.Index) \
            and isinstance(elems[0].slice.value, cst.Ellipsis)
        rows = _row_gather(ctx, node, elems) or _gather_nd(ctx, node, elems) or _listed_rows(ctx, node, elems)
        if rows is not None:
            return rows
        added = _new_axes(ctx, f, node, elems)
        if added is not None:
            return added
        if any(_is_none(e.slice) for e in elems) and not from_end:
            return cls._sliced_new_axes(ctx, f, node, elems)
        take = _tensor_index(ctx, elems)
        if take is not None:
            k, idx = take
            value = ctx.code_for(node.value)
            axis = "" if k == 0 else f", axis={k}"
            return make_fix(ctx, [(node, f"{f}.take({value}, {ctx.code_for(idx).strip()}{axis}, mode='wrap')")],
                            "unsafe", f"select with {f}.take (mode='wrap': negative indices count from the end)")
        doubted = _bound_doubted(ctx, node, elems)
        if doubted is not None:
            return doubted
        clamp = _loop_bound(ctx, node, elems) or _running_offset(ctx, elems)
        if from_end:
            # `x[..., a:b]`: the axes after `...` count from the end, which needs no rank when
            # only one of them is indexed (slice_axis and squeeze take negative axes)
            elems = elems[1:]
        spread = None
        for i, elem in enumerate(elems):
            got = cls._axis(ctx, elem.slice)
            if isinstance(got, Refusal) and isinstance(elem.slice, cst.Index) \
                    and isinstance(elem.slice.value, cst.Ellipsis) and spread is None:
                # `x[1:, ..., 0]`: with the rank proven, `...` is that many full slices
                spread = _full_slices(ctx, node, len(elems) - 1)
                got = spread if spread is not None else got
            if isinstance(got, Refusal):
                return got
            axes.extend(got) if isinstance(got, list) else axes.append(got)
        busy = [k for k, a in enumerate(axes) if not (isinstance(a, _Range) and a.full)]
        if from_end and (len(busy) != 1 or (isinstance(axes[busy[0]], _Range) and axes[busy[0]].step is not None)):
            spread = _full_slices(ctx, node, len(axes))
            if spread is None:
                chained = _chain_from_end(f, ctx.code_for(node.value), axes, busy)
                if chained is None:
                    return Refusal("`...` with more than one indexed axis (or a step) needs the "
                                   "tensor's rank, which hybrid code does not know")
                loose = {k for k in busy if isinstance(axes[k], _Range)
                         and (clamp or not _within(ctx, node, axes[k], k - len(axes)))}
                for k in loose:
                    if _negative_begin(ctx, node, axes[k], k - len(axes)):
                        return _begin_refused(axes[k], k - len(axes))
                chained = _chain_from_end(f, ctx.code_for(node.value), axes, busy, loose)
                return make_fix(ctx, [(node, chained)], "unsafe", "rewrite with slice operators")
            axes, from_end = spread + axes, False
        if from_end and isinstance(axes[busy[0]], _Range) \
                and (clamp or not _within(ctx, node, axes[busy[0]], busy[0] - len(axes))):
            # a bound that may pass the axis, which python clamps and slice_axis rejects: F.slice
            # clamps, with a None for every leading axis (the rank)
            spread = _full_slices(ctx, node, len(axes))
            if spread is None:
                return _swapped_cut(ctx, node, f, axes[busy[0]], busy[0] - len(axes))
            axes, from_end, clamp = spread + axes, False, True
        if from_end:
            k = busy[0] - len(axes)
            value = ctx.code_for(node.value)
            a = axes[busy[0]]
            if isinstance(a, _Int):
                text = (f"{f}.squeeze({f}.slice_axis({value}, axis={k}, begin={a.begin}, "
                        f"end={a.end}), axis={k})")
            else:
                begin = "0" if a.begin == "None" else a.begin
                text = f"{f}.slice_axis({value}, axis={k}, begin={begin}, end={a.end})"
            return make_fix(ctx, [(node, text)], "unsafe", "rewrite with slice operators")
        while axes and isinstance(axes[-1], _Range) and axes[-1].full:
            axes.pop()
        if not axes:
            return Refusal("the subscript selects everything; drop it")
        text = _cut(ctx, node, f, ctx.code_for(node.value), axes, clamp)
        if isinstance(text, Refusal):
            return text
        return make_fix(ctx, [(node, text)], "unsafe", "rewrite with slice operators")

    @classmethod
    def _sliced_new_axes(cls, ctx, f: str, node: cst.Subscript, elems) -> Fix | Refusal:
        """``b[:, None, :2]``, ``a[0, None]``: the subscript without its ``None`` entries rewritten
        as any other, then ``F.expand_dims`` at the axis each ``None`` takes in the result (the
        axes before it that survive: slices and ``None``s; an integer drops its axis)."""
        axes, new_axes, kept = [], [], 0
        for elem in elems:
            if _is_none(elem.slice):
                new_axes.append(kept)
                kept += 1
                continue
            if isinstance(elem.slice, cst.Index) and isinstance(elem.slice.value, cst.Ellipsis):
                return Refusal("`None` with `...` needs the tensor's rank, which hybrid code does not know")
            got = cls._axis(ctx, elem.slice)
            if isinstance(got, Refusal):
                return got
            axes.append(got)
            kept += isinstance(got, _Range)
        text = " ".join(ctx.code_for(node.value).split())
        while axes and isinstance(axes[-1], _Range) and axes[-1].full:
            axes.pop()
        if axes:
            text = _cut(ctx, node, f, text, axes, False)
            if isinstance(text, Refusal):
                return text
        for axis in new_axes:       # increasing: each is the axis the None takes in the final result
            text = f"{f}.expand_dims({text}, axis={axis})"
        return make_fix(ctx, [(node, text)], "unsafe", f"rewrite with slice operators and {f}.expand_dims")

    @staticmethod
    def rewrite(f: str, value: str, axes: list, clamp: bool = False) -> str:
        """``clamp``: a bound may pass its axis, which python and F.slice clamp (MXNet 1.9.1,
        measured: ``slice(begin=(None, 6), end=(None, 9))`` of 7 columns keeps 1) and slice_axis
        rejects, so a range is cut by F.slice."""
        ints = [k for k, a in enumerate(axes) if isinstance(a, _Int)]
        busy = [k for k, a in enumerate(axes) if not (isinstance(a, _Range) and a.full)]
        if len(busy) == 1:
            k = busy[0]
            a = axes[k]
            if isinstance(a, _Int):
                return (f"{f}.squeeze({f}.slice_axis({value}, axis={k}, begin={a.begin}, end={a.end}), "
                        f"axis={k})")
            if a.step is None and not clamp:
                begin = "0" if a.begin == "None" else a.begin
                return f"{f}.slice_axis({value}, axis={k}, begin={begin}, end={a.end})"

        def tup(items: list[str]) -> str:
            return f"({items[0]},)" if len(items) == 1 else "(" + ", ".join(items) + ")"

        begin = tup([a.begin for a in axes])
        end = tup([a.end for a in axes])
        steps = [a.step if isinstance(a, _Range) and a.step is not None else "None" for a in axes]
        step = "" if all(s == "None" for s in steps) else f", step={tup(steps)}"
        out = f"{f}.slice({value}, begin={begin}, end={end}{step})"
        if ints:
            axis = str(ints[0]) if len(ints) == 1 else tup([str(k) for k in ints])
            out = f"{f}.squeeze({out}, axis={axis})"
        return out

    @staticmethod
    def _axis(ctx, sl) -> _Int | _Range | Refusal:
        if isinstance(sl, cst.Index):
            v = sl.value
            if isinstance(v, cst.Ellipsis):
                return Refusal("`...` after other indices needs the tensor's rank, which hybrid "
                               "code does not know")
            if isinstance(v, cst.Name) and v.value == "None":
                return Refusal("`None` adds an axis: use F.expand_dims (after `...` beside other indices, where it lands needs the rank)")
            k = int_literal(v)
            if k is not None:
                return _Int(str(k), "None" if k == -1 else str(k + 1))
            # a bare `self.k` may hold a tuple (several axes) or a tensor: only arithmetic on it
            # proves it an integer
            if python_int(ctx, v) and (not isinstance(v, cst.Attribute) or _int_attribute_alongside(ctx, v)):
                text = " ".join(ctx.code_for(v).split())
                return _Int(text, f"({text} + 1) or None")
            return Refusal("the index is not a python integer (a list, array or tensor of indices, or a "
                           "value the analysis cannot read as an integer): select the rows with "
                           "F.take(x, idx, axis=...) with idx a tensor -- an input of the block, or a "
                           "constant registered in __init__ (self.params.get_constant('idx', index)) "
                           "and received in hybrid_forward -- or per element with F.pick")
        if isinstance(sl, cst.Slice):
            bounds = []
            for part in (sl.lower, sl.upper):
                if part is None:
                    bounds.append("None")
                    continue
                k = int_literal(part)
                if k is not None:
                    bounds.append(str(k))
                elif python_int(ctx, part) or _int_or_open(ctx, part) or accumulated_int(ctx, part) \
                        or configured_int_entry(ctx, part):
                    bounds.append(" ".join(ctx.code_for(part).split()))
                else:
                    return Refusal("a slice bound is not a python integer")
            step = None
            if sl.step is not None:
                k = int_literal(sl.step)
                if k is None and _int_configured(ctx, sl.step):
                    step = " ".join(ctx.code_for(sl.step).split())
                elif k is None or k == 0:
                    return Refusal("the slice step is not a non-zero integer literal, nor an attribute "
                                   "`__init__` alone stores from an integer literal or a parameter "
                                   "defaulting to one")
                else:
                    step = None if k == 1 else str(k)
            return _Range(bounds[0], bounds[1], step, sl.lower, sl.upper)
        return Refusal("unsupported subscript")


def _bound_atoms(node: cst.CSTNode) -> set[str]:
    """The variables and ``self.X`` attributes a slice bound reads (``self`` alone is no atom)."""
    atoms = set()
    for n in (node, *iter_descendants(node)):
        if isinstance(n, cst.Name) and n.value != "self":
            atoms.add(n.value)
        elif self_attr_name(n) is not None:
            atoms.add("self." + self_attr_name(n))
    return atoms


def _size_reads(node: cst.CSTNode, name: str, axis: int) -> bool:
    """Whether ``node`` reads ``name.shape[axis]`` (or ``len(name)`` for axis 0)."""
    for n in (node, *iter_descendants(node)):
        if isinstance(n, cst.Subscript) and isinstance(n.value, cst.Attribute) and n.value.attr.value == "shape" \
                and isinstance(n.value.value, cst.Name) and n.value.value.value == name and len(n.slice) == 1 \
                and isinstance(n.slice[0].slice, cst.Index) and int_literal(n.slice[0].slice.value) == axis:
            return True
        if axis == 0 and isinstance(n, cst.Call) and isinstance(n.func, cst.Name) and n.func.value == "len" \
                and len(n.args) == 1 and isinstance(n.args[0].value, cst.Name) and n.args[0].value.value == name:
            return True
    return False


def _bound_doubted(ctx, node: cst.Subscript, elems) -> Refusal | None:
    """A refusal where the code measures a slice's result against a bound it was cut by.

    Python clamps a bound past the axis (``x[:, -5:]`` of 3 columns keeps 3); slice_axis raises
    (MXNet 1.9.1, measured: ``begin=-5`` or ``end=5`` on 3). A rewrite rests on the bound lying
    inside the axis, which a statement after ``y = x[:, -self.win:]`` doubts when it reads the
    sliced axis's size together with the bound (``pad = self.win - y.shape[1]``): the code expects
    the two to differ."""
    if any(isinstance(e.slice, cst.Index) and isinstance(e.slice.value, cst.Ellipsis) for e in elems):
        return None
    bounds = []
    for k, e in enumerate(elems):
        if isinstance(e.slice, cst.Slice):
            atoms = set()
            for part in (e.slice.lower, e.slice.upper):
                if part is not None and int_literal(part) is None:
                    atoms |= _bound_atoms(part)
            if atoms:
                bounds.append((k, atoms))
    if not bounds:
        return None
    assign = ctx.parent(node)
    if not (isinstance(assign, cst.Assign) and len(assign.targets) == 1
            and isinstance(assign.targets[0].target, cst.Name)):
        return None
    name = assign.targets[0].target.value
    line = ctx.parent(assign)
    body = ctx.parent(line)
    if not isinstance(line, cst.SimpleStatementLine) or not hasattr(body, "body"):
        return None
    stmts = list(body.body)
    if line not in stmts:
        return None
    for stmt in stmts[stmts.index(line) + 1:]:
        for k, atoms in bounds:
            if _size_reads(stmt, name, k) and atoms & _bound_atoms(stmt):
                return Refusal(f"a later statement measures `{name}.shape[{k}]` against the slice bound: a "
                               "bound past the axis, which python clamps, makes slice_axis raise")
    return None


def _value_shape(ctx, node: cst.Subscript):
    """(the symbolic shape of the subscripted value, the flow's reader, the env) at ``node``;
    the shape None where the flow knows nothing there."""
    flow = flow_of(ctx)
    env = flow.env_at(node) if flow is not None else None
    if env is None:
        return None, None, None
    return flow.reader.value_shape(node.value, env), flow.reader, env


def _bound_dim(reader, env, part) -> "Dim | None":
    """The size a bound computes: a literal, or a python expression of sizes the reader knows."""
    if part is None:
        return None
    k = int_literal(part)
    if k is not None:
        return Dim.const(k)
    if isinstance(part, cst.UnaryOperation) and isinstance(part.operator, cst.Minus):
        d = _bound_dim(reader, env, part.expression)
        return None if d is None else Dim(-d.coef, d.atoms, d.floored)
    return reader.dim(part, env) if reader is not None else None


def _within(ctx, node: cst.Subscript, a: "_Range", axis: int) -> bool:
    """Whether ``F.slice_axis`` cuts the range ``a`` of ``axis`` as python does: slice_axis
    raises where a bound passes the axis (python clamps) or the range is empty (python gives an
    empty array; MXNet 1.9.1, measured: ``begin=1`` of 1 column, ``begin=2, end=-2`` of 4). So
    both bounds inside the axis and the range non-empty: ``:1``, ``0:1`` and ``-1:`` on any size
    (sizes are at least 1), other literals and sizes against an axis the symbolic shapes know
    (a constant size, or a bound equal to the axis's own size)."""
    if a.step is not None:
        return False
    b, e = _literal_or_none(a.lower), _literal_or_none(a.upper)
    if (b, e) in ((0, 1), (-1, None)):
        return True
    shape, reader, env = _value_shape(ctx, node)
    n = shape.dim(axis) if shape is not None else None
    if n is None or n.floored:
        return False
    lo = Dim.const(0) if a.lower is None else _bound_dim(reader, env, a.lower)
    hi = n if a.upper is None else _bound_dim(reader, env, a.upper)
    # a floored constant that is a whole number is exact (`8 // 2`)
    if lo is None or hi is None or any(d.floored and not (d.is_const and d.coef.denominator == 1) for d in (lo, hi)):
        return False
    if not n.is_const:
        # a symbolic size: only `x[:, :n]` / `x[:, 0:n]` of the axis's own size n (>= 1)
        return lo == Dim.const(0) and hi == n
    size, first, last = n.coef, lo, hi
    if not (first.is_const and last.is_const):
        return False
    first, last = first.coef, last.coef
    if not (-size <= first <= size and -size <= last <= size):
        return False
    first, last = first % size if first < 0 else first, last % size if last < 0 else last
    return 0 <= first < last <= size


def _literal_or_none(part):
    """The int a bound's literal spells, None for an open bound, ``"?"`` for anything else."""
    if part is None:
        return None
    k = int_literal(part)
    return "?" if k is None else k


def _negative_begin(ctx, node: cst.Subscript, a: "_Range", axis: int) -> bool:
    """Whether ``a``'s begin may be negative and past its axis: python clamps it, slice_axis
    raises and so does F.slice in MXNet 1.9.1 (MKLDNN's "could not construct a sub-memory" for
    ``begin=-6`` of 4 columns, eager and hybridized, ranks 1, 2 and 4; a step other than 1
    avoids it). A begin is non-negative as fixers/_signs.py proves it (a literal, a size, an offset
    of configured widths, a loop counter from a non-negative start, ``max(0, ...)``, sums and
    products of those); ``-1`` lies inside any axis; a negative literal inside an axis of known
    constant size is cut as python does."""
    part = a.lower
    if part is None or (a.step is not None and int_literal(a.step) not in (None, 1)):
        return False
    k = int_literal(part)
    if k is not None:
        if k >= -1:
            return False
        shape, _, _ = _value_shape(ctx, node)
        n = shape.dim(axis) if shape is not None else None
        return not (n is not None and n.is_const and not n.floored and -k <= n.coef)
    return not _non_negative(ctx, node, part)


def _non_negative(ctx, node: cst.Subscript, part) -> bool:
    return non_negative(ctx, part, node)


def _cut(ctx, node: cst.Subscript, f: str, value: str, axes: list, clamp: bool) -> "str | Refusal":
    """``SubscriptToSlice.rewrite`` of ``axes`` (from axis 0) where every range is proven inside
    its axis (``_within``); else one range of a non-batch axis is cut at the front
    (``_swapped_text``), other subscripts by F.slice, which clamps a bound past its axis as python
    does; refused where F.slice would get a negative begin that may pass its axis."""
    ranges = [k for k, a in enumerate(axes) if isinstance(a, _Range) and not a.full]
    busy = [k for k, a in enumerate(axes) if not (isinstance(a, _Range) and a.full)]
    loose = [k for k in ranges if clamp or not _within(ctx, node, axes[k], k)]
    if busy == loose and len(busy) == 1 and axes[busy[0]].step is None:
        k = busy[0]
        # axis 0 (the batch, `_batch_range`) is cut by F.slice as it is, unless its begin may be negative
        if k > 0 or _negative_begin(ctx, node, axes[0], 0):
            return _swapped_text(ctx, node, f, value, axes[k], k)
    text = SubscriptToSlice.rewrite(f, value, axes, clamp or _batch_range(axes) or bool(loose))
    if text.startswith(f"{f}.slice(") or text.startswith(f"{f}.squeeze({f}.slice("):
        for k in ranges:
            if _negative_begin(ctx, node, axes[k], k):
                return _begin_refused(axes[k], k)
    return text


def _begin_refused(a: "_Range", axis: int) -> Refusal:
    return Refusal(f"a negative begin `{a.begin}` may pass axis {axis}: python clamps it, slice_axis "
                   "and F.slice raise (MXNet 1.9.1), and nothing proves it inside the axis")


def _swapped_text(ctx, node: cst.Subscript, f: str, value: str, a: "_Range", axis: int) -> "str | Refusal":
    """A range ``a`` of ``axis`` (0, >0, or from the end) not proven inside it, cut as python
    does: the axis swapped to the front (swapaxes takes a negative axis, so no rank is needed),
    cut there by F.slice, which clamps a bound past the axis, and swapped back. Not F.slice on
    the axis itself: MXNet 1.9.1 raises "could not construct a sub-memory" for F.slice of the
    channel axis of a Conv2D's output (oneDNN's blocked layout, eager and hybridized, even for
    bounds inside the axis), while a cut of axis 0 after swapaxes runs (measured). A negative
    begin past the axis raises in F.slice too (ranks 1, 2, 4, 5): a literal ``-k`` with an open
    end is cut as the first k of the axis reversed, an open range from a begin of unknown sign by
    a python choice on its sign (``_signed_last_rows``); a begin of unknown sign before a given end
    is refused."""
    if not _negative_begin(ctx, node, a, axis):
        return _front_cut(f, value, axis, a.begin, a.end)
    last = _last_rows(ctx, node, [a], 0)
    if last is not None:
        return _front_cut(f, value, axis, "0", str(last), reverse=True)
    signed = _signed_begin(ctx, a)
    if signed is not None:
        return _signed_last_rows(f, value, signed, axis)
    signed = _signed_range(ctx, node, a)
    return _begin_refused(a, axis) if signed is None else _signed_rows(f, value, signed, axis)


def _signed_begin(ctx, a: "_Range") -> "tuple[str, str, str] | None":
    """For a range ``b:`` (open end, no step) whose begin b is integer arithmetic of names of
    unknown sign (read twice by a python choice with no effect): (the python test that takes the
    last rows, their count, the begin of the other branch).  ``-k:`` reads as "k > 0: the last k
    rows"; any other b as "b < 0: the last -b rows"."""
    part = a.lower
    if a.end != "None" or a.step is not None or part is None or not repeatable(part, ints=True):
        return None
    if isinstance(part, cst.UnaryOperation) and not part.lpar:
        k = ctx.code_for(part.expression)
        k = k if isinstance(part.expression, (cst.Name, cst.Attribute, cst.Integer)) else f"({k})"
        return f"{k} > 0", k, a.begin
    b = ctx.code_for(part)
    b = b if isinstance(part, (cst.Name, cst.Attribute)) or part.lpar else f"({b})"
    return f"{b} < 0", f"-{b}", a.begin


def _signed_range(ctx, node: cst.Subscript, a: "_Range") -> "tuple[str, str, str, str, str] | None":
    """For a range ``b:e`` (no step) whose begin b of unknown sign is negative only where e is
    (``negative_only_with_end``), both read twice by a python choice with no effect: (the python
    test b < 0, the reversed cut's begin -e and end -b, then b and e)."""
    lo, hi = a.lower, a.upper
    if a.step is not None or lo is None or hi is None or not repeatable(lo, ints=True) \
            or not repeatable(hi, ints=True) or not negative_only_with_end(ctx, lo, hi, node):
        return None
    b = _parenthesized(ctx, lo)
    return f"{b} < 0", _negated(ctx, hi), _negated(ctx, lo), a.begin, a.end


def _parenthesized(ctx, part) -> str:
    text = ctx.code_for(part)
    return text if isinstance(part, (cst.Name, cst.Attribute, cst.Integer)) or part.lpar else f"({text})"


def _negated(ctx, part) -> str:
    """The text of ``-part``: ``k`` for ``-k``, ``3`` for ``-3``."""
    k = int_literal(part)
    if k is not None:
        return str(-k)
    if isinstance(part, cst.UnaryOperation) and isinstance(part.operator, cst.Minus) and not part.lpar:
        return _parenthesized(ctx, part.expression)
    return f"-{_parenthesized(ctx, part)}"


def _signed_rows(f: str, value: str, signed: "tuple[str, str, str, str, str]", axis: int) -> str:
    """``x[..., b:e]`` with b of unknown sign, as python cuts it: where b < 0 (so e < 0), the rows
    -e to -b of the axis reversed (F.slice clamps ends past the axis and gives an empty range
    as python does, MXNet 1.9.1), reversed back; else F.slice from b >= 0 -- a python choice, so
    the traced graph holds one of the two."""
    test, rev_begin, rev_end, begin, end = signed
    rows = _front_cut(f, value, axis, rev_begin, rev_end, reverse=True)
    rest = _front_cut(f, value, axis, begin, end)
    return f"({rows} if {test} else {rest})"


def _signed_last_rows(f: str, value: str, signed: "tuple[str, str, str]", axis: int) -> str:
    """``x[..., b:]`` with b of unknown sign, as python cuts it: the last rows (the first ones of
    the axis reversed: F.slice clamps an end past the axis) where b is negative, else the rows
    from b >= 0 (F.slice clamps a begin past the axis) -- a python choice, so the traced graph
    holds one of the two."""
    test, count, begin = signed
    rows = _front_cut(f, value, axis, "0", count, reverse=True)
    rest = _front_cut(f, value, axis, begin, "None")
    return f"({rows} if {test} else {rest})"


def _front_cut(f: str, value: str, axis: int, begin: str, end: str, reverse: bool = False) -> str:
    """F.slice of ``value``'s ``axis`` swapped to the front (axis 0; swapaxes takes a negative
    axis, so no rank is needed), swapped back after.  ``reverse``: the axis reversed at the front
    before the cut and after it -- F.reverse rejects a negative axis (MXNet 1.9.1, "index = -1
    must be in range"), which `x[..., -k:]` of a tensor of unknown rank would need otherwise."""
    front = value if axis == 0 else f"{f}.swapaxes({value}, dim1=0, dim2={axis})"
    if reverse:
        front = f"{f}.reverse({front}, axis=0)"
    text = f"{f}.slice({front}, begin=({begin},), end=({end},))"
    if reverse:
        text = f"{f}.reverse({text}, axis=0)"
    return text if axis == 0 else f"{f}.swapaxes({text}, dim1=0, dim2={axis})"


def _swapped_cut(ctx, node: cst.Subscript, f: str, a: "_Range", axis: int) -> Fix | Refusal:
    """``x[..., a:b]`` of a tensor of unknown rank, the bounds not proven inside the axis
    (``_swapped_text``)."""
    text = _swapped_text(ctx, node, f, ctx.code_for(node.value), a, axis)
    if isinstance(text, Refusal):
        return text
    return make_fix(ctx, [(node, text)], "unsafe", "rewrite with slice operators")


def _last_rows(ctx, node: cst.Subscript, axes: list, k: int) -> "int | None":
    """``k`` of ``x[:, -k:]``, the only range, begun by a negative number (a literal, or a name
    the file binds to one) and open at its end: the last k rows, which are the first k of the
    axis reversed -- a positive end, which F.slice clamps as python does, where a negative begin
    past the axis raises (MXNet 1.9.1)."""
    a = axes[k]
    busy = [j for j, b in enumerate(axes) if not (isinstance(b, _Range) and b.full)]
    if busy != [k] or a.step is not None or a.end != "None" or a.lower is None:
        return None
    _, reader, env = _value_shape(ctx, node)
    first = _bound_dim(reader, env, a.lower)
    if first is None or not first.is_const or first.coef.denominator != 1 or first.floored:
        return None
    return -int(first.coef) if first.coef < 0 else None


def _batch_range(axes: list) -> bool:
    """Whether axis 0 is cut by a range: its size is the caller's batch, which no layer or
    declaration bounds, so any bound may pass it (``ranked[:self.keep]`` of a batch of 3 below
    keep=4), which python clamps and slice_axis rejects (MXNet 1.9.1, measured: ``end=4``,
    ``begin=-4`` or ``begin=1`` on 1 row raise); F.slice clamps as python does."""
    return bool(axes) and isinstance(axes[0], _Range) and not axes[0].full


def _loop_bound(ctx, node: cst.Subscript, elems) -> bool:
    """Whether the subscript cuts chunks of a stepped range around it: ``for s in range(a, n, k)``
    and a slice ending at ``s + k``. The last chunk reaches past ``n`` unless the size is a
    multiple of the step, which python clamps (a shorter last chunk) and slice_axis rejects.
    Other bounds that read a counter keep slice_axis: nothing says they pass the axis."""
    ends = [e.slice.upper for e in elems if isinstance(e.slice, cst.Slice) and e.slice.upper is not None]
    if not ends:
        return False
    up = ctx.parent(node)
    while up is not None and not isinstance(up, cst.FunctionDef):
        if isinstance(up, cst.For) and isinstance(up.target, cst.Name) and isinstance(up.iter, cst.Call) \
                and isinstance(up.iter.func, cst.Name) and up.iter.func.value == "range" and len(up.iter.args) == 3:
            step = up.iter.args[2].value
            for end in ends:
                if isinstance(end, cst.BinaryOperation) and isinstance(end.operator, cst.Add) \
                        and isinstance(end.left, cst.Name) and end.left.value == up.target.value \
                        and end.right.deep_equals(step):
                    return True
        up = ctx.parent(up)
    return False


def _running_offset(ctx, elems) -> bool:
    """Whether a slice bound is a running offset (``accumulated_int``, not a python int the engine
    knows) or a configured width (``configured_int_entry``, ``x[:, :self.dims[0]]``): spans of
    configured widths laid along the axis, whose sum nothing here checks against the axis's size;
    python and F.slice clamp a bound past the axis, slice_axis raises, so the range is cut by F.slice."""
    for e in elems:
        if isinstance(e.slice, cst.Slice):
            for part in (e.slice.lower, e.slice.upper):
                if part is not None and int_literal(part) is None and not python_int(ctx, part) \
                        and not _int_or_open(ctx, part) and (accumulated_int(ctx, part) or configured_int_entry(ctx, part)):
                    return True
    return False


# what stops an expression from evaluating every part of it: a conditional, a short circuit, a
# chained comparison, code deferred to a call (lambda) or run once per item (comprehension)
_MAYBE = (cst.IfExp, cst.BooleanOperation, cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp,
          cst.GeneratorExp, cst.NamedExpr)
# integer attributes of F operators: MXNet 1.9.1 parses them as int, and a float, a bool, a tuple
# or a list there raises MXNetError
_INT_KEYWORDS = {"slice_axis": ("begin", "end")}


def _int_attribute_alongside(ctx, index: cst.Attribute) -> bool:
    """``x[self.k]`` where the same statement also passes ``self.k`` as ``begin=``/``end=`` of
    ``F.slice_axis``, both evaluated whenever the statement runs (no conditional, short circuit,
    lambda or comprehension between them and the statement): an NDArray subscript takes an int,
    an integer numpy scalar, a bool, a tuple or a list, ``slice_axis`` an int, an integer numpy
    scalar or a 0-d array, and only the integers pass both (MXNet 1.9.1), so where the statement
    runs eagerly ``self.k`` is an integer.  A bare ``self.k`` alone may hold a tuple (several
    axes) or a list (rows)."""
    func = ctx.scope.func if ctx.scope is not None else None
    if not isinstance(func, cst.FunctionDef):
        return False
    # the file's parent map covers only what the analysis walked
    up_of = {id(n): p for n, p in _with_parents(func.body)}
    node, stmt = index, None
    while node is not None:
        parent = up_of.get(id(node))
        if isinstance(parent, _MAYBE) or (isinstance(parent, cst.Comparison) and len(parent.comparisons) > 1):
            return False
        if isinstance(parent, (cst.BaseSmallStatement, cst.BaseCompoundStatement)):
            stmt = parent
            break
        node = parent
    if stmt is None or isinstance(stmt, cst.BaseCompoundStatement) \
            or not (isinstance(index.value, cst.Name) and index.value.value == "self") \
            or not _stored_only_in_init(ctx, index.attr.value):
        return False
    text = ctx.code_for(index).strip()
    f = ctx.scope.f_name
    parents = {id(n): p for n, p in _with_parents(stmt)}
    for call, _ in _with_parents(stmt):
        if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute)
                and isinstance(call.func.value, cst.Name) and call.func.value.value == f
                and call.func.attr.value in _INT_KEYWORDS):
            continue
        for arg in call.args:
            if arg.keyword is None or arg.keyword.value not in _INT_KEYWORDS[call.func.attr.value] \
                    or ctx.code_for(arg.value).strip() != text:
                continue
            up = parents.get(id(call))
            while up is not None and not isinstance(up, _MAYBE) \
                    and not (isinstance(up, cst.Comparison) and len(up.comparisons) > 1):
                up = parents.get(id(up))
            if up is None:
                return True
    return False


def _chain_from_end(f: str, value: str, axes: list, busy: list[int], loose=frozenset()) -> str | None:
    """``x[..., 1:3, 0]`` without the rank: one ``slice_axis`` per indexed axis, each counted from
    the end (negative axes), then one ``squeeze`` of the integer-indexed ones, also negative, so
    the squeeze does not depend on the rank either.  None for a step (``F.slice`` needs every
    leading axis, hence the rank) or fewer than two indexed axes (the single-axis form handles
    one)."""
    if len(busy) < 2 or any(isinstance(axes[k], _Range) and axes[k].step is not None for k in busy):
        return None
    ints = []
    for k in busy:
        a, axis = axes[k], k - len(axes)
        begin = "0" if a.begin == "None" else a.begin
        if k in loose:
            # a range not proven inside its axis: cut at the front by F.slice, which clamps
            # (`_swapped_text`; the caller refused negative begins)
            front = f"{f}.swapaxes({value}, dim1=0, dim2={axis})"
            value = f"{f}.swapaxes({f}.slice({front}, begin=({a.begin},), end=({a.end},)), dim1=0, dim2={axis})"
            continue
        value = f"{f}.slice_axis({value}, axis={axis}, begin={begin}, end={a.end})"
        if isinstance(a, _Int):
            ints.append(str(axis))
    if not ints:
        return value
    axis = ints[0] if len(ints) == 1 else "(" + ", ".join(ints) + ")"
    return f"{f}.squeeze({value}, axis={axis})"


def _full_slices(ctx, node: cst.Subscript, others: int) -> list | None:
    """The full slices ``...`` stands for in ``node`` next to ``others`` indexed axes, when the
    symbolic shapes prove the subscripted tensor's rank; None otherwise."""
    flow = flow_of(ctx)
    env = flow.env_at(node) if flow is not None else None
    shape = flow.reader.value_shape(node.value, env) if env is not None else None
    if shape is None or shape.rank is None or shape.rank < others:
        return None
    return [_Range("None", "None", None) for _ in range(shape.rank - others)]


def _is_none(sl) -> bool:
    return isinstance(sl, cst.Index) and isinstance(sl.value, cst.Name) and sl.value.value == "None"


def _new_axes(ctx, f: str, node: cst.Subscript, elems) -> Fix | None:
    """``x[:, None]``, ``x[None]``, ``x[..., None]``: only full slices and ``None`` (after a leading
    ``...``, a single ``None``) -> ``F.expand_dims`` at the axis each ``None`` takes in the
    result (counted from the end after ``...``)."""
    kinds = []
    for el in elems:
        sl = el.slice
        if isinstance(sl, cst.Slice) and sl.lower is None and sl.upper is None and sl.step is None:
            kinds.append(":")
        elif isinstance(sl, cst.Index) and isinstance(sl.value, cst.Name) and sl.value.value == "None":
            kinds.append("None")
        elif isinstance(sl, cst.Index) and isinstance(sl.value, cst.Ellipsis):
            kinds.append("...")
        else:
            return None
    if "None" not in kinds or kinds.count("...") > 1:
        return None
    if "..." in kinds:
        at = kinds.index("...")
        before, after = kinds[:at], kinds[at + 1:]
        if "None" in before and "None" in after:
            return None
        if "None" in after:
            if after.count("None") != 1:
                return None
            axes = [after.index("None") - len(after)]       # from the end
        else:
            axes = [i for i, k in enumerate(before) if k == "None"]
    else:
        axes = [i for i, k in enumerate(kinds) if k == "None"]
    text = " ".join(ctx.code_for(node.value).split())
    for axis in axes:       # increasing: each is the axis the None takes in the final result
        text = f"{f}.expand_dims({text}, axis={axis})"
    return make_fix(ctx, [(node, text)], "unsafe", f"add the axis with {f}.expand_dims")


_MAX_LISTED_ROWS = 16


def _int_list(ctx, value: cst.BaseExpression) -> list[int] | None:
    """The entries of ``[0, 2, 5]`` (a list literal of integer literals), or of ``self.rows`` when
    the class sets it once, in ``__init__``, to such a literal and calls nothing on it."""
    if isinstance(value, cst.List):
        out = [int_literal(e.value) if isinstance(e, cst.Element) else None for e in value.elements]
        return out if out and None not in out else None
    if isinstance(value, cst.Name):
        return _local_int_list(ctx, value.value)
    if not (isinstance(value, cst.Attribute) and isinstance(value.value, cst.Name)
            and value.value.value == "self"):
        return None
    cls = ctx.scope.cls
    if cls is None:
        return None
    attr = value.attr.value
    found, touched = [], False
    wholes = _whole_classes(ctx, cls)
    if wholes is None:
        return None
    for _, classdef in wholes:
        for fn in _methods_of(classdef):
            fn_name = fn.name.value
            for node, holder in _with_parents(fn.body):
                if isinstance(node, cst.Assign) and any(attr in _self_attrs(t.target) for t in node.targets):
                    found.append((fn_name, node))
                elif isinstance(node, (cst.AugAssign, cst.AnnAssign)) and attr in _self_attrs(node.target):
                    touched = True
                elif (isinstance(node, cst.Attribute) and node.attr.value == attr
                      and isinstance(node.value, cst.Name) and node.value.value == "self"):
                    # `self.rows.append(...)`, `self.rows[0] = ...`, or a call given it: the list
                    # may change after __init__ (`len(self.rows)` does not change it)
                    if isinstance(holder, cst.Attribute) or (
                            isinstance(holder, cst.Subscript) and holder.value is node) or (
                            isinstance(holder, cst.Arg) and not _len_arg(fn.body, holder)):
                        touched = True
    if touched or len(found) != 1 or found[0][0] != "__init__" or len(found[0][1].targets) != 1 \
            or not isinstance(found[0][1].targets[0].target, cst.Attribute):
        return None
    return _static_ints(ctx, found[0][1].value)


def _local_int_list(ctx, name: str) -> list[int] | None:
    """The entries of a local name bound once, by a top-level ``name = [0, 2, 5]`` of the
    function, that nothing changes (no method call, item assignment or call given it but
    ``len``)."""
    func = ctx.scope.func
    if not isinstance(func, cst.FunctionDef) or not isinstance(func.body, cst.IndentedBlock) \
            or assignments_to(func, name) != 1 or name in {p.name.value for p in (
                *func.params.posonly_params, *func.params.params, *func.params.kwonly_params)}:
        return None
    values = [small.value for stmt in func.body.body if isinstance(stmt, cst.SimpleStatementLine)
              for small in stmt.body if isinstance(small, cst.Assign) and len(small.targets) == 1
              and isinstance(small.targets[0].target, cst.Name) and small.targets[0].target.value == name]
    if len(values) != 1:
        return None
    for node, holder in _with_parents(func.body):
        if isinstance(node, cst.Name) and node.value == name and (
                isinstance(holder, cst.Attribute) and holder.value is node
                or isinstance(holder, cst.Subscript) and holder.value is node
                or isinstance(holder, cst.Arg) and not _len_arg(func.body, holder)):
            return None
    return _static_ints(ctx, values[0])


# elementwise integer operators numpy and python compute alike on ints: numpy's floor_divide and
# remainder round toward -inf and take the divisor's sign, as python's // and % do
_INT_OPS = {cst.Add: lambda a, b: a + b, cst.Subtract: lambda a, b: a - b,
            cst.Multiply: lambda a, b: a * b, cst.FloorDivide: lambda a, b: a // b if b else None,
            cst.Modulo: lambda a, b: a % b if b else None}


def _static_ints(ctx, expr: cst.BaseExpression, depth: int = 0) -> list[int] | None:
    """The entries of a 1-d integer sequence spelled by literals alone: a list literal of integer
    literals, ``range(...)`` / ``list(range(...))`` / ``np.arange(...)`` of integer literals,
    ``np.array([...])`` of a list literal, or such a sequence combined elementwise with an integer
    literal by ``+ - * // %`` (``(np.arange(9) + 1) % 9``).  Integer numpy arrays index an NDArray
    as the same python list does; None for anything else (floats, a ``dtype=``, a size read from a
    variable)."""
    if depth > 8:
        return None
    if isinstance(expr, cst.List):
        return _int_list(ctx, expr)
    if isinstance(expr, cst.BinaryOperation):
        op = _INT_OPS.get(type(expr.operator))
        if op is None:
            return None
        left, right = expr.left, expr.right
        if int_literal(right) is not None:
            seq, k, flipped = _static_ints(ctx, left, depth + 1), int_literal(right), False
        elif int_literal(left) is not None:
            seq, k, flipped = _static_ints(ctx, right, depth + 1), int_literal(left), True
        else:
            return None
        if seq is None:
            return None
        out = [op(k, v) if flipped else op(v, k) for v in seq]
        return None if None in out else out
    if not isinstance(expr, cst.Call) or any(a.keyword is not None or a.star for a in expr.args):
        return None
    callee = ctx.resolve(expr.func)
    args = [a.value for a in expr.args]
    if callee == "list" and len(args) == 1 and isinstance(args[0], cst.Call) \
            and ctx.resolve(args[0].func) == "range":
        return _arange(args[0])
    if callee == "numpy.arange":
        return _arange(expr)
    if callee == "numpy.array" and len(args) == 1 and isinstance(args[0], cst.List):
        return _int_list(ctx, args[0])
    return None


def _arange(call: cst.Call) -> list[int] | None:
    """``range(a, b, c)`` / ``np.arange(a, b, c)`` of integer literals, at most
    ``_MAX_LISTED_ROWS`` entries (counted before any is made)."""
    bounds = [int_literal(a.value) for a in call.args]
    if not 1 <= len(bounds) <= 3 or None in bounds or (len(bounds) == 3 and bounds[2] == 0) \
            or any(a.keyword is not None or a.star for a in call.args):
        return None
    span = range(*bounds)
    return list(span) if 0 < len(span) <= _MAX_LISTED_ROWS else None


def _len_arg(root: cst.CSTNode, arg: cst.Arg) -> bool:
    return any(isinstance(n, cst.Call) and isinstance(n.func, cst.Name) and n.func.value == "len"
               and any(a is arg for a in n.args) for n, _ in _with_parents(root))


def _listed_rows(ctx, node: cst.Subscript, elems) -> Fix | None:
    """``x[[0, 2, 5], :]``: a list of integer literals on one axis, full slices elsewhere ->
    ``F.concat`` of one ``F.slice_axis`` per entry; None when the subscript is not this idiom."""
    lists = [k for k, e in enumerate(elems) if isinstance(e.slice, cst.Index)
             and isinstance(e.slice.value, (cst.List, cst.Attribute, cst.Name))]
    if len(lists) != 1:
        return None
    k = lists[0]
    for j, e in enumerate(elems):
        if j != k and not (isinstance(e.slice, cst.Slice) and e.slice.lower is None
                           and e.slice.upper is None and e.slice.step is None):
            return None
    entries = _int_list(ctx, elems[k].slice.value)
    if entries is None or len(entries) > _MAX_LISTED_ROWS or not is_pure(node.value, ctx):
        return None
    f = ctx.scope.f_name
    value = " ".join(ctx.code_for(node.value).split())
    parts = [f"{f}.slice_axis({value}, axis={k}, begin={i}, end={'None' if i == -1 else i + 1})"
             for i in entries]
    text = parts[0] if len(parts) == 1 else f"{f}.concat({', '.join(parts)}, dim={k})"
    return make_fix(ctx, [(node, text)], "unsafe",
                    "gather the listed entries with slice_axis and concat")


def _row_gather(ctx, node: cst.Subscript, elems) -> Fix | Refusal | None:
    """``x[F.contrib.arange_like(x, axis=0), idx]``: element ``idx[i]`` of each row ``i`` of a 2-d
    ``x`` -> ``F.pick(x, idx, axis=1, mode='wrap')`` (NDArray indexing wraps negative indices
    too).  Needs ``x`` proven 2-d and ``idx`` 1-d on the symbolic shapes; None when the subscript
    is not this idiom."""
    if len(elems) != 2 or not all(isinstance(e.slice, cst.Index) for e in elems):
        return None
    rows, idx = elems[0].slice.value, elems[1].slice.value
    data = node.value
    if not (isinstance(data, cst.Name) and isinstance(rows, cst.Call)
            and ctx.f_path(rows.func) == ("contrib", "arange_like")):
        return None
    args = [a for a in rows.args if a.keyword is None]
    first = args[0].value if args else kwarg(rows, "data")
    axis = kwarg(rows, "axis") or (args[1].value if len(args) > 1 else None)
    if not (isinstance(first, cst.Name) and first.value == data.value and int_literal(axis) == 0) \
            or len(rows.args) != 2 or not ctx.proven_tensor(idx):
        return None
    flow = flow_of(ctx)
    env = flow.env_at(node) if flow is not None else None
    if env is None:
        return None
    shape = flow.reader.value_shape(data, env)
    index = flow.reader.value_shape(idx, env)
    if shape is None or shape.rank != 2 or index is None or index.rank != 1:
        return None     # (the general gather of _gather_nd: any ranks)
    f = ctx.scope.f_name
    text = f"{f}.pick({data.value}, {' '.join(ctx.code_for(idx).split())}, axis=1, mode='wrap')"
    return make_fix(ctx, [(node, text)], "unsafe",
                    f"gather one element per row with {f}.pick (out-of-range indices wrap instead of raising)")


def _gather_nd(ctx, node: cst.Subscript, elems) -> Fix | None:
    """``x[i0, i1, ...]`` with two or more proven tensor indices first and only full slices
    after: NDArray indexing broadcasts the index arrays against each other and gathers one
    element (or the trailing axes) per position, which is ``F.gather_nd`` of the stacked
    broadcast indices.  Each index is broadcast against the others by adding zeros of theirs,
    all in float64 (exact for any index a tensor can have, and one dtype for stack whatever
    the indices' dtypes).  None when the subscript is not this idiom."""
    lead = 0
    while lead < len(elems) and isinstance(elems[lead].slice, cst.Index) \
            and ctx.proven_tensor(elems[lead].slice.value):
        lead += 1
    if lead < 2 or not all(isinstance(e.slice, cst.Slice) and e.slice.lower is None and e.slice.upper is None
                           and e.slice.step is None for e in elems[lead:]):
        return None
    f = ctx.scope.f_name
    wide = [f"{f}.cast({' '.join(ctx.code_for(e.slice.value).split())}, dtype='float64')" for e in elems[:lead]]
    parts = []
    for k, w in enumerate(wide):
        zeros = [f"{f}.zeros_like({o})" for j, o in enumerate(wide) if j != k]
        term = w
        for z in zeros:
            term = f"{f}.broadcast_add({term}, {z})"
        parts.append(term)
    text = f"{f}.gather_nd({ctx.code_for(node.value)}, {f}.stack({', '.join(parts)}))"
    return make_fix(ctx, [(node, text)], "unsafe",
                    f"gather with {f}.gather_nd of the broadcast indices (out-of-range indices are not "
                    f"checked as NDArray indexing checks them)")


def _tensor_index(ctx, elems) -> tuple[int, cst.CSTNode] | None:
    """(axis, index) for ``x[idx]`` / ``x[:, idx]`` / ``x[..., idx]``: one proven tensor index,
    full slices and at most one ``...`` elsewhere. Legacy NDArray indexing by an NDArray reads
    its values as indices along that axis (a 0/1 mask too), which is what F.take does; after
    ``...`` the axis counts from the end, which F.take accepts without knowing the rank."""
    found, dots = None, None
    for k, el in enumerate(elems):
        sl = el.slice
        if isinstance(sl, cst.Slice) and sl.lower is None and sl.upper is None and sl.step is None:
            continue
        if isinstance(sl, cst.Index) and isinstance(sl.value, cst.Ellipsis) and dots is None:
            dots = k
            continue
        if found is not None or not isinstance(sl, cst.Index) \
                or not (ctx.proven_tensor(sl.value) or _held_array(ctx, sl.value)):
            return None
        found = (k, sl.value)
    if found is not None and dots is not None and dots < found[0]:
        found = (found[0] - len(elems), found[1])
    return found


def _held_array(ctx, node) -> bool:
    """``self.index`` (NDArray methods chained on it allowed: ``self.index.reshape((-1,))``) of an
    NDArray that ``__init__`` builds and no other method replaces by another value (BEiT's
    relative position index): one legacy tensor wherever it is read, as an index too."""
    while isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) \
            and node.func.attr.value in ARRAY_METHODS:
        node = node.func.value
    attr = self_attr_name(node)
    cls = ctx.scope.cls if ctx.scope is not None else None
    if attr is None or cls is None or ctx.eager_arrays.attribute(cls.name, attr) is None \
            or ctx.eager_arrays.passed(cls.name, attr):
        return False
    # one array, not a list of them (which eager_arrays counts too): set once, to a call
    init = cls.methods.get("__init__")
    line = _sets_attr_line(init, attr) if init is not None else None
    value = line.body[0].value if line is not None and isinstance(line.body[0], cst.Assign) else None
    return isinstance(value, cst.Call) and len(line.body[0].targets) == 1


def _int_or_open(ctx, node) -> bool:
    """``(-k if k > 0 else None)``: a python choice between integers and an open bound (what
    shape-uses writes for a size minus a number whose sign is not known)."""
    if isinstance(node, cst.Name) and node.value == "None":
        return True
    if not isinstance(node, cst.IfExp) or not isinstance(node.test, cst.Comparison):
        return False
    test = node.test
    sides = [test.left, *(t.comparator for t in test.comparisons)]
    return all(python_int(ctx, side) for side in sides) and all(
        python_int(ctx, branch) or _int_or_open(ctx, branch) for branch in (node.body, node.orelse))
