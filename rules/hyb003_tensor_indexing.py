"""HYB003: indexing or slicing a single-output tensor (``x[0]``, ``x[1:3]``, ``x[:, 0]``) in hybrid code."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.kinds import Kind, array_only_subscript
from hybridlint.engine.walk import int_literal
from hybridlint.fixers import Refusal
from hybridlint.rule import FixerRef, Invalid, Rule

fixed_number = FixerRef("hybridlint.fixers._constant_sizes:fixed_number")
flow_of = FixerRef("hybridlint.fixers.shape_flow:flow_of")
SubscriptToSlice = FixerRef("hybridlint.fixers.tensor_indexing:SubscriptToSlice")
GuardedRows = FixerRef("hybridlint.fixers.guarded_rows:GuardedRows")


def _basic_index(node: cst.Subscript, kind_of=None) -> bool:
    """Integers and slices only: what numpy-mode Symbols index like arrays (`...`, `None` and
    tensor indices still raise IndexError there).  With ``kind_of``, python-number arithmetic
    (`len(features) - 1`) counts as an integer too."""
    for el in node.slice:
        s = el.slice
        if isinstance(s, cst.Slice):
            continue
        v = s.value
        if isinstance(v, cst.UnaryOperation):
            v = v.expression
        if isinstance(v, cst.Tuple) and all(
                int_literal(e.value) is not None for e in v.elements):
            continue        # `x[()]`, `x[(0, 1)]`, `x[(-1,)]`: a tuple of integers (MXNet's own tests use `[()]`)
        if isinstance(v, (cst.BinaryOperation, cst.Call)) and kind_of is not None \
                and kind_of(v).value == "scalar":
            continue
        if isinstance(v, cst.BinaryOperation) and kind_of is not None and _python_arith(v, kind_of):
            continue        # `h[:, e - 1]`, `e` a loop name over a python list of bounds
        if kind_of is not None and isinstance(v, (cst.Name, cst.Attribute)):
            # a tensor held in a name raises IndexError like one written in place; an attribute
            # that is no tensor is a python index (`x[self._axis]`), basic whatever its value
            if kind_of(v).tensorish or (isinstance(v, cst.Attribute) and v.attr.value == "newaxis"):
                return False    # (`np.newaxis` is None: IndexError like `None`)
            if isinstance(v, cst.Attribute):
                continue
        if not isinstance(v, (cst.Integer, cst.Name)) or (
                isinstance(v, cst.Name) and v.value == "None"):
            return False
    return True


def _python_arith(v: cst.BaseExpression, kind_of) -> bool:
    """Arithmetic whose leaves are integers, or names and attributes that are no tensor: an index
    basic as each leaf alone is (`x[i]` passes unless `i` is a tensor, so does `x[i - 1]`)."""
    if isinstance(v, cst.BinaryOperation):
        return _python_arith(v.left, kind_of) and _python_arith(v.right, kind_of)
    if isinstance(v, cst.UnaryOperation):
        return _python_arith(v.expression, kind_of)
    if isinstance(v, cst.Integer):
        return True
    if isinstance(v, (cst.Name, cst.Attribute)):
        return not (kind_of(v).tensorish or (isinstance(v, cst.Name) and v.value == "None")
                    or (isinstance(v, cst.Attribute) and v.attr.value == "newaxis"))
    return False


def _open(part: cst.BaseExpression | None) -> bool:
    """A slice bound left out or written ``None``."""
    return part is None or (isinstance(part, cst.Name) and part.value == "None")


def _symbol_selection(node: cst.Subscript) -> list[int] | None:
    """The output indices a one-output Symbol's ``__getitem__`` visits for a single literal
    integer or literal slice (MXNet 1.9.1: a slice is ``range(start or 0, stop or 1, step or
    1)`` over the outputs), else None."""
    if len(node.slice) != 1:
        return None
    s = node.slice[0].slice
    if isinstance(s, cst.Index):
        i = int_literal(s.value)
        return None if i is None else [i]
    bounds = []
    for part, default in ((s.lower, 0), (s.upper, 1), (s.step, 1)):
        if _open(part):
            bounds.append(None)
            continue
        v = int_literal(part)
        if v is None:
            return None
        bounds.append(v)
    start, stop, step = bounds
    if step == 0:
        return None
    return list(range(0 if start is None else start, 1 if stop is None else stop,
                      1 if step is None else step))


def _whole_slice(node: cst.Subscript) -> bool:
    """``x[:]``, ``x[0:]``, ``x[::1]``: every row eagerly, and the Symbol itself hybridized
    (MXNet 1.9.1: equal outputs), so nothing changes under hybridize()."""
    if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Slice):
        return False
    s = node.slice[0].slice
    return (_open(s.upper) and (_open(s.lower) or int_literal(s.lower) == 0)
            and (_open(s.step) or int_literal(s.step) == 1))


def _lone_index(node: cst.Subscript) -> cst.BaseExpression | None:
    """The index of ``x[k]`` with one index that is no tuple, parentheses dropped, else None."""
    if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index):
        return None
    v = node.slice[0].slice.value
    return None if isinstance(v, cst.Tuple) else v


_NP_MINUS_ONE = ("raises MXNetError (a numpy-mode Symbol takes `x[k]` as the slice `k:k+1`, "
                 "empty for k = -1)")


_TYPE_ERROR = "raises TypeError (Symbol only supports an integer index to fetch an output)"
_WHOLE_TENSOR = "silently returns the whole tensor"
_WHOLE_TENSOR_AT_ZERO = ("silently returns the whole tensor where the index is 0 (and raises for any "
                         "other index)")
_OTHER_OUTPUTS = ("selects other outputs than the list it is eagerly (a Symbol slices its outputs "
                  "as range(start or 0, stop or n, step): a negative number does not count from "
                  "the end)")
# the effects that hybridize and compute other values rather than fail (Rule.report's `silent`)
_SILENT = frozenset({_WHOLE_TENSOR, _WHOLE_TENSOR_AT_ZERO, _OTHER_OUTPUTS})


def _single_effect(node: cst.Subscript, kind_of, params=()) -> str:
    """What one index does to a one-output Symbol, where the index tells (MXNet 1.9.1): only an
    integer or a slice reaches the output selection; `...`, `None`, a list, a tuple or a tensor
    raise TypeError, a list or tuple held in a local name as much as one written in place.  A
    parameter is left out: its kind comes from its callers, and a type test in the function
    (`if isinstance(dim, (list, tuple)): ... else: shape[dim]`) can send another value here."""
    s = node.slice[0].slice
    if isinstance(node.slice[0].comma, cst.Comma):
        return _TYPE_ERROR      # `x[k,]` hands the Symbol a one-item tuple, never an integer
    if isinstance(s, cst.Index):
        v = s.value
        if (isinstance(v, (cst.Ellipsis, cst.List, cst.ListComp, cst.Tuple))
                or (isinstance(v, cst.Name) and v.value == "None") or kind_of(v).tensorish
                or (isinstance(v, cst.Name) and v.value not in params
                    and kind_of(v) is Kind.CONTAINER)):
            return _TYPE_ERROR
    selection = _symbol_selection(node)
    if selection == []:
        return "raises TypeError (the slice selects none of the Symbol's outputs)"
    for i in selection or ():
        if i < 0:
            return "raises MXNetError (a Symbol takes only nonnegative output indices)"
        if i > 0:
            return "raises IndexError (a one-output Symbol has only output 0)"
    if selection is None and isinstance(s, cst.Index):
        # an index known only at run time: MXNet 1.9.1 gives output 0 (the Symbol itself) for
        # 0, IndexError for another positive index, MXNetError for a negative one
        return _WHOLE_TENSOR_AT_ZERO
    return _WHOLE_TENSOR


class TensorIndexing(Rule):
    code = "HYB003"
    name = "tensor-indexing"
    message = "`{expr}` {effect} after hybridize(); {advice}"
    severity = "error"
    fix = "unsafe"
    rationale = """
    ## What it does
    Finds subscripts (`x[0]`, `x[1:3]`, `x[:, 0]`, `x[..., -1]`) of a single-output tensor in
    hybrid code.

    ## Why is this bad?
    On an NDArray `x[0]` is the first row. On a Symbol, an integer subscript selects the i-th
    *output* of the symbol: for a single-output symbol `x[0]` is `x` itself, so after
    `hybridize()` the block silently computes on the whole tensor (MXNet 1.9.1: `x[0]` returns
    shape (2, 3) instead of (3,), and so does `x[0:1]`). Other indices fail at hybridize time:
    `x[-1]` raises MXNetError (output indices are nonnegative), `x[1]` and `x[1:3]` IndexError, and
    tuple subscripts such as `x[:, 0]` `TypeError: Symbol only support integer index to fetch i-th
    output`. A slice of every row (`x[:]`, `x[0:]`, `x[::1]`) gives the Symbol itself, which is
    what it gives eagerly too, so it is not reported.

    In numpy mode (`@use_np`, `npx.set_np()`) Symbols index like arrays with integers, slices
    and tuples of them, but not `...`, `None`, lists or tensors (IndexError), and MXNet 1.9.1
    reads a lone integer `x[k]` as the slice `k:k+1`, empty for `x[-1]` alone (MXNetError;
    `x[-2]`, `x[-1, :]`, `x[(-1,)]` and `x[-1:][0]` run). An attribute index (`x[self.k]`) is
    reported only where every construction of the block in the file sets it to -1, a name or
    arithmetic (`i = -1; x[i]`) only where it is -1 on every call (names bound once to literals,
    `self.k` set once in `__init__` to one; not `self.n - 1` of a constructor argument).

    ## Example
    ```python
    class First(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            return x[0]
    ```

    ## Use instead
    ```python
    class First(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            return F.squeeze(F.slice_axis(x, axis=0, begin=0, end=1), axis=0)
    ```
    `F.slice_axis`, `F.slice`, `F.take`, `F.pick` and `F.split(..., num_outputs=n)` work on both
    NDArray and Symbol. Indexing the result of `F.split(..., num_outputs=n)` or a child block's
    tuple output is legal and not reported, with one exception: eagerly an output group
    (`F.split`, `F.SliceChannel`, `F.topk(ret_typ="both")`) is a python list, traced a grouped
    Symbol, which takes only nonnegative output indices and slices its outputs as
    `range(start or 0, stop or n, step)`. So `pieces[-1]` (a literal, a name or `self.k` that is
    negative on every call) raises MXNetError hybridized, and `pieces[:-1]` or `pieces[::-1]`
    select no outputs; `pieces[1:]`, `len(pieces)`, iteration, unpacking and a python list of the
    pieces (`list(F.split(...))`, a comprehension over them) behave as the list does.

    ## Fix safety
    Unsafe. A literal index on one axis (`x[k]`, `x[-1]`, `x[:, k]`) becomes
    `F.squeeze(F.slice_axis(x, axis=a, begin=k, end=k+1), axis=a)`, a slice on one axis
    (`x[a:b]`, `x[:, a:]`) becomes `F.slice_axis(x, axis=a, begin=a, end=b)`, and subscripts with
    steps or several indexed axes (`x[::2]`, `x[0, 1:3]`) become `F.slice(x, begin=(...),
    end=(...), step=(...))` plus `F.squeeze` of the integer axes. Negative and open bounds are
    kept; an index held in a python variable `i` ends at `(i + 1) or None`. These give the same
    values as NDArray indexing, but the rewrite cannot know whether the code relied on the silent
    whole-tensor result after hybridize(), so review it. `...`, `None` (new axes) and tensor
    indices get no automatic fix; the message says why.
    """
    VALID = [
        # a python list of an output group's pieces takes a negative index in both runs: a list
        # copy, a comprehension over the group; a slice from a nonnegative start, and a positive
        # index, read the outputs as a list would (MXNet 1.9.1: eager and hybridized (2, 2), equal)
        """
            from mxnet.gluon import HybridBlock
            class Lists(HybridBlock):
                def hybrid_forward(self, F, x):
                    parts = list(F.split(x, num_outputs=3, axis=1))
                    gated = [F.sigmoid(p) for p in F.split(x, num_outputs=3, axis=1)]
                    tail = F.split(x, num_outputs=3, axis=1)
                    return parts[-1] + gated[-1] + F.add_n(*tail[1:]) + tail[2]
            """,
        # a dict display splatted into a helper (`**extras`) binds the helper's named parameters
        # as written keywords do: a python list there is indexed as a list (MXNet 1.9.1: eager and
        # hybridized equal)
        """
            from mxnet.gluon import HybridBlock
            def _scale(F, x, factors=None):
                return x * factors[0]
            class Numbers(HybridBlock):
                def hybrid_forward(self, F, x):
                    extras = {"factors": [2.0, 3.0]}
                    return _scale(F, x, **extras)
            """,
        # the numpy side of code written for both modes runs only in numpy mode: checked as
        # numpy-mode code (MXNet 1.9.1 under npx.set_np(): basic indexing and slicing hybridized == eager)
        """
            from mxnet.gluon import HybridBlock
            from mxnet.util import is_np_array

            class Net(HybridBlock):
                def hybrid_forward(self, F, pred, label):
                    if is_np_array():
                        return F.np.sum(pred[:, 1:], axis=1) + pred[0] - label
                    return F.sum(F.slice_axis(pred, axis=1, begin=1, end=None), axis=1) - label
            """,
        # a singular-named input the file's own code hands a python list of tensors (a stair
        # upsampling head over feature maps): Gluon traces a list input as a list
        """
            from mxnet import nd
            from mxnet.gluon import HybridBlock
            class Stair(HybridBlock):
                def hybrid_forward(self, F, x):
                    out = x[0]
                    for i in range(len(x) - 1):
                        out = out + x[i + 1]
                    return out
            fm0 = nd.ones((1, 3, 4, 4))
            fm1 = nd.ones((1, 3, 4, 4))
            x = [fm0, fm1]
            net = Stair()
            net.hybridize()
            out = net(x)
        """,
        # ... or that another block of the file calls with a list literal
        """
            from mxnet.gluon import HybridBlock, nn
            class Head(HybridBlock):
                def hybrid_forward(self, F, x):
                    return F.concat(x[0], x[1], dim=1)
            class Net(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.a = nn.Conv2D(4, 1)
                    self.head = Head()
                def hybrid_forward(self, F, x):
                    return self.head([self.a(x), x])
        """,
        # ... or calls through a loop over a container's children (`zip(self.projs,
        # self.attends)`: each child of the file's class gets a python tuple; MXNet 1.9.1 iterates
        # a HybridSequential by index; eager and hybridized equal, max abs difference 0)
        """
            from mxnet.gluon import HybridBlock, nn
            class Attend(HybridBlock):
                def hybrid_forward(self, F, x, memory):
                    scores = F.softmax(F.batch_dot(x, memory[0], transpose_b=True))
                    return F.batch_dot(scores, memory[1])
            class Stack(HybridBlock):
                def __init__(self, layers, attend=True):
                    super().__init__()
                    with self.name_scope():
                        self.projs = nn.HybridSequential()
                        self.attends = nn.HybridSequential()
                        for _ in range(layers):
                            self.projs.add(nn.Dense(4, flatten=False, in_units=4))
                            self.attends.add(Attend() if attend else nn.HybridLambda(lambda F, x, m: x))
                def hybrid_forward(self, F, x, keys, values):
                    for i, (proj, attend) in enumerate(zip(self.projs, self.attends)):
                        x = attend(proj(x), (keys, values))
                    return x
        """,
        # `.get` of a key the class does not register gives its default: not a tensor
        """
        from mxnet import gluon
        class Options(gluon.HybridBlock):
            def __init__(self):
                super().__init__()
                self.weight = self.params.get('weight', shape=(4, 6))
            def hybrid_forward(self, F, x, **kwargs):
                sizes = kwargs.get('sizes', (2, 3))
                return F.dot(x, kwargs['weight']).reshape((-1, sizes[1], 2))
        """,
        # a slice of every row: eagerly the whole tensor, hybridized the Symbol itself (MXNet
        # 1.9.1: equal, max abs difference 0)
        """
        from mxnet.gluon import HybridBlock
        class Whole(HybridBlock):
            def hybrid_forward(self, F, x):
                h = F.relu(x)
                return h[:] + h[0:] * 2 + h[::1] * 3
        """,
        # a list input iterated whole: each element may be a list of its own (a layer's [h, c]),
        # so a helper's `state[0]` is python indexing (MXNet 1.9.1: eager and hybridized equal,
        # max abs difference 0, given [[h1, c1], [h2, c2]])
        """
        from mxnet.gluon import HybridBlock
        class Stack(HybridBlock):
            def _first(self, state):
                return state[0]
            def hybrid_forward(self, F, x, states):
                out = x
                for state in states:
                    out = out + self._first(state)
                return out
        """,
        # a fused RNN layer called with states gives (output, states): `states` is a python list
        """
        from mxnet.gluon import HybridBlock, rnn
        class Enc(HybridBlock):
            def __init__(self):
                super().__init__()
                self.encoder = rnn.LSTM(8)
            def hybrid_forward(self, F, x, h, c):
                out, states = self.encoder(x, [h, c])
                return out, states[0]
        """,
        # a states list that may be the caller's (the input reaches the read): its items are
        # not known to be tensors
        """
        from mxnet.gluon import HybridBlock, rnn
        class Enc(HybridBlock):
            def __init__(self):
                super().__init__()
                self.encoder = rnn.LSTM(8)
            def hybrid_forward(self, F, x, states, flag=True):
                if flag:
                    out, states = self.encoder(x, states)
                h = states[0]
                return h[0]
        """,
        # `[0]` of one step of F.contrib.foreach over 1-D data: (1,) in both modes (MXNet 1.9.1:
        # eager and hybridized outputs equal)
        """
        from mxnet.gluon import HybridBlock
        class FirstOfStep(HybridBlock):
            def hybrid_forward(self, F, x):
                total = F.sum(x, axis=0)
                def twice(step, states):
                    return step[0] * 2, states
                out, _ = F.contrib.foreach(twice, total, [])
                return out
        """,
        # the state of a foreach body indexed where init_states is a list, a tuple or not known:
        # the body gets a list of arrays (checked in MXNet 1.9.1: hybridized == eager)
        """
        from mxnet.gluon import HybridBlock
        class Listed(HybridBlock):
            def hybrid_forward(self, F, x, h):
                def step(d, states):
                    return d + states[0], states
                out, _ = F.contrib.foreach(step, x, [h])
                return out
        """,
        """
        from mxnet.gluon import HybridBlock
        class Tupled(HybridBlock):
            def hybrid_forward(self, F, x, h):
                def step(d, states):
                    return d + states[0] * states[1], states
                out, _ = F.contrib.foreach(step, x, (h, h * 2))
                return out
        """,
        """
        from mxnet.gluon import HybridBlock
        class Unknown(HybridBlock):
            def make(self, h):
                return [h, h * 2]
            def hybrid_forward(self, F, x, h):
                def step(d, states):
                    return d + states[0], states
                out, _ = F.contrib.foreach(step, x, self.make(h))
                return out
        """,
        # code that calls F.np / F.npx runs on numpy-mode arrays (those operators reject legacy
        # NDArrays and Symbols), where basic indexing is legal (checked in MXNet 1.9.1 under
        # npx.set_np(): hybridized == eager; with legacy inputs F.np.split itself raises)
        """
            from mxnet import gluon

            class Net(gluon.HybridBlock):
                def hybrid_forward(self, F, x, y):
                    x = F.np.split(x, 1)[0]
                    return x[:, -1, :] + y[:, -1, :]
        """,
        # code written for both modes (`if is_np_array(): F.npx... else: F...`, Gluon's losses and
        # their copies): away from the legacy branch a finding needs a failure in both modes, and
        # basic indexing runs in numpy mode (MXNet 1.9.1: under npx.set_np() hybridized == eager;
        # legacy hybridized TypeError: that mode's failure alone is not reported there)
        """
            from mxnet.gluon import HybridBlock
            from mxnet.util import is_np_array

            class Net(HybridBlock):
                def hybrid_forward(self, F, pred, label):
                    if is_np_array():
                        pred = F.npx.log_softmax(pred)
                    else:
                        pred = F.log_softmax(pred)
                    return pred[:, 0] - label
        """,
        # `states` handed to F.contrib.while_loop is a python list as often as a tensor: that use
        # is no evidence, and the block is called with `[s]` (checked in MXNet 1.9.1: hybridized
        # == eager)
        """
            from mxnet import gluon

            class Net(gluon.HybridBlock):
                def hybrid_forward(self, F, x, states):
                    def cond(a, b):
                        return F.squeeze(a.slice_axis(axis=0, begin=0, end=1)) < 3
                    def step(a, b):
                        return a + 1, [a + 1, b + a]
                    states = [states[0], states[0] * 2]
                    out, final = F.contrib.while_loop(cond, step, states, max_iterations=5)
                    return final[1] + x
        """,
        # while_loop handed its loop variables as a name bound once to a list display: the body's
        # parameters are those tensors, and F.take reads a row in both modes (held-out round 57's
        # attention `state = [x, y, ...]`; MXNet 1.9.1, truth/t6_named_loop_vars: equal)
        """
            from mxnet.gluon import HybridBlock

            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    state = [x, F.zeros((1,))]
                    def step(data, i):
                        return [F.take(data, i)], [data, i + 1]
                    def cond(data, i):
                        return i < 3
                    outs, _ = F.contrib.while_loop(cond, step, state, max_iterations=3)
                    return outs
        """,
        # a block defined in a function decorated @use_np runs in numpy mode, where basic
        # indexing, `[()]` included, is legal on Symbols (MXNet's own test_numpy_gluon does this;
        # checked in MXNet 1.9.1: hybridized == eager)
        """
            from mxnet import gluon
            from mxnet.test_utils import use_np

            @use_np
            def check():
                class Net(gluon.HybridBlock):
                    def hybrid_forward(self, F, x):
                        return x[()][:, -1] + x[:, -1, :]
                return Net
        """,
        # a namespaced op with several outputs (MultiBoxTarget: loc target, mask, cls target)
        """
            from mxnet.gluon import HybridBlock
            class Targets(HybridBlock):
                def hybrid_forward(self, F, anchors, labels, cls_preds):
                    t = F.contrib.MultiBoxTarget(anchors, labels, cls_preds)
                    return t[0] * t[1], t[2]
        """,
        # a top-level linalg_ op the op table gives several outputs (linalg_gelqf: Q and L;
        # linalg_slogdet: sign and log) is indexed or unpacked as a tuple, as its linalg.
        # name (MXNet 1.9.1: eager (2, 3, 4), hybridized the same, equal)
        """
            from mxnet.gluon import HybridBlock
            class LQ(HybridBlock):
                def hybrid_forward(self, F, a):
                    q, l = F.linalg_gelqf(a)
                    sd = F.linalg_slogdet(F.linalg_gemm2(l, l, transpose_b=True))
                    return F.broadcast_mul(F.linalg_gemm2(l, q), F.reshape(sd[0] + sd[1], (-1, 1, 1)))
        """,
        # asserted a list (an encoder configured to return every layer's output)
        """
            from mxnet.gluon import HybridBlock
            class Model(HybridBlock):
                def __init__(self, encoder, all_layers):
                    super().__init__()
                    self.encoder = encoder
                    self.all_layers = all_layers
                def hybrid_forward(self, F, inputs):
                    seq_out, _ = self.encoder(inputs)
                    if self.all_layers:
                        assert isinstance(seq_out, list)
                        seq_out = seq_out[-1]
                    return F.relu(seq_out)
        """,
        # numpy mode: every integer index but a lone -1 runs hybridized: `-2`, `-1` with another
        # axis or in a tuple, `1`, `[-1:]` (MXNet 1.9.1: hybridized == eager, max abs diff 0)
        """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Rows(HybridBlock):
                def hybrid_forward(self, F, x):
                    y = x * 2
                    return y[-2] + y[-1, :] + y[(-1,)] + y[1] + y[-1:][0] + y[:, -1]
        """,
        # numpy mode: F.np.split and F.npx.topk(ret_typ='both') hand back python lists of arrays
        # eagerly and hybridized, so `[-1]` picks the last array (MXNet 1.9.1: hybridized ==
        # eager); an F.np result sliced `[-1:][0]` runs too
        """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Parts(HybridBlock):
                def hybrid_forward(self, F, x):
                    parts = F.np.split(x, 2, axis=1)
                    both = F.npx.topk(x, k=2, ret_typ='both')
                    h = F.np.tanh(x)
                    return (parts[-1] + both[-1]).sum() + h[-1:][0] + h[-1, :]
        """,
        # numpy mode: an int attribute of unknown sign fails only when it is -1, which nothing
        # here says; with row=1 or 0, hybridized == eager (MXNet 1.9.1, issue 17766's pattern)
        """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Pick(HybridBlock):
                def __init__(self, row):
                    super().__init__()
                    self._row = row
                def hybrid_forward(self, F, x):
                    return x * 2 + (x * 3)[self._row]
            net = Pick(1)
        """,
        # numpy mode: a local that is not -1 (`i = -2`), or whose value nothing here fixes
        # (`self.n - 1` of a constructor argument): with n = 2, hybridized == eager (MXNet 1.9.1)
        """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Pick(HybridBlock):
                def __init__(self, n):
                    super().__init__()
                    self.n = n
                def hybrid_forward(self, F, x):
                    i = -2
                    k = self.n - 1
                    return x[i] + x[k]
        """,
        # numpy mode: a module constant other than -1 (MXNet 1.9.1: x[-2] hybridized == eager)
        """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            ROW = -2
            @use_np
            class Pick(HybridBlock):
                def hybrid_forward(self, F, x):
                    return x[ROW] * 2
        """,
        # numpy mode: a python-number index (`len(features) - 1`) is basic indexing
        """
            from mxnet import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Aggregator(HybridBlock):
                def hybrid_forward(self, F, features):
                    agg = F.np.stack(features, axis=1)
                    return agg[:, len(features) - 1, :]
        """,
        # numpy mode: arithmetic of a loop name over python bounds (`for _, e in self.bounds`) is
        # basic indexing as the name alone is (MXNet 1.9.1 @use_np: `h[:, e - 1]` hybridized == eager)
        """
            from mxnet.gluon import HybridBlock
            from mxnet.util import use_np

            @use_np
            class LastNodes(HybridBlock):
                def __init__(self, sizes=(8, 4, 2)):
                    super().__init__()
                    ends = [sum(sizes[:i + 1]) for i in range(len(sizes))]
                    self.bounds = list(zip([0] + ends[:-1], ends))

                def hybrid_forward(self, F, h):
                    return F.np.stack([h[:, e - 1] for _, e in self.bounds], axis=1)
        """,
        # unwrapped under a configuration flag: with it, the previous block hands a tuple
        # (imgclsmob Jasper's dense-residual lengths)
        """
            from mxnet.gluon import HybridBlock
            class FinalBlock(HybridBlock):
                def __init__(self, use_dr):
                    super().__init__()
                    self.use_dr = use_dr
                def hybrid_forward(self, F, x, x_len):
                    if self.use_dr:
                        x_len = x_len[0]
                    return F.broadcast_mul(x, x_len.expand_dims(axis=1))
        """,
        # a helper of MXNet-2 code (called only from a numpy-style `forward`) holds mx.np arrays
        """
            from mxnet import np, npx
            from mxnet.gluon import HybridBlock, nn
            class QAHead(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.score = nn.Dense(2, flatten=False)
                def answerable(self, contextual_embedding):
                    cls_feature = contextual_embedding[:, 0, :]
                    return npx.log_softmax(self.score(cls_feature), axis=-1)
                def forward(self, contextual_embedding):
                    return self.answerable(contextual_embedding)
        """,
        # a helper method of a `@use_np` class: its values are numpy-mode arrays too
        """
            from mxnet import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Shift(HybridBlock):
                def _shifted(self, F, emb):
                    return F.np.concatenate([emb[:, 1:], emb[:, :-1]], axis=-1)
                def hybrid_forward(self, F, emb):
                    return self._shifted(F, emb)
        """,
        # a numpy-mode view of the input inside a legacy block: basic slicing works eagerly and
        # hybridized (checked in MXNet 1.9.1)
        """
            from mxnet.gluon import HybridBlock
            class Center(HybridBlock):
                def hybrid_forward(self, F, x):
                    x = x.as_np_ndarray()
                    return (x[:, 0] - x.mean(axis=1)).as_nd_ndarray()
        """,
        # an unpacked state may itself be a list of states (bidirectional layers)
        """
            from mxnet.gluon import HybridBlock
            class Cell(HybridBlock):
                def hybrid_forward(self, F, x, *states):
                    fwd, bwd = states
                    return x + fwd[0] + bwd[0]
        """,
        # indexed in step with inputs known to be lists (one mean and one sigma per layer)
        """
            from mxnet.gluon import HybridBlock
            class Posterior(HybridBlock):
                def hybrid_forward(self, F, x, params, mus, sigmas):
                    total = 0
                    for i in range(len(params)):
                        total = total + F.sum(F.square(params[i] - mus[i]) / sigmas[i])
                    return x + total
        """,
        # a block's output picked by an integer: it may be a tuple of outputs
        """
            from mxnet.gluon import HybridBlock
            class Head(HybridBlock):
                def __init__(self, encoder):
                    super().__init__()
                    self.encoder = encoder
                def hybrid_forward(self, F, x):
                    out = self.encoder(x)
                    return out[0]
        """,
        # one child block per element: the input is a list of branch tensors (HRNet-style)
        """
            from mxnet.gluon import HybridBlock
            class Fuse(HybridBlock):
                def hybrid_forward(self, F, x0, x):
                    y = self.blocks[0](x[0])
                    for i in range(1, self.num_branches):
                        y = y + self.blocks[i](x[i])
                    h = x[-1]
                    return y + self.last[-1](h)
        """,
        # elements given as an operator's attributes are python numbers
        """
            from mxnet.gluon import HybridBlock
            class Head(HybridBlock):
                def hybrid_forward(self, F, x, out_size):
                    return F.contrib.BilinearResize2D(x, height=out_size[0], width=out_size[1])
        """,
        # `type(x) in (list, tuple)` tells that x may be a list, as isinstance does
        """
            from mxnet.gluon import HybridBlock
            class Stage(HybridBlock):
                def hybrid_forward(self, F, x):
                    last = x[-1] if type(x) in (list, tuple) else x
                    return F.relu(last)
        """,
        # a user block may return a tuple, and a child reassigned to one is no longer known
        """
            from mxnet import gluon
            class Encoder(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    return x, F.relu(x)
            class Dense(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    return x, x
            class Net(gluon.HybridBlock):
                def __init__(self, swap=False, **kw):
                    super().__init__(**kw)
                    self.enc = Encoder()
                    self.local = Dense()
                    self.fc = gluon.nn.Dense(4)
                    if swap:
                        self.fc = Encoder()
                def hybrid_forward(self, F, x):
                    return self.enc(x)[0] + self.local(x)[0] + self.fc(x)[1]
        """,
        # a dict of tensors keyed by strings, a List-annotated input, a documented list, numpy mode, a tuple default
        """
            from mxnet.gluon import HybridBlock
            class Levels(HybridBlock):
                def hybrid_forward(self, F, x, feats):
                    return x + feats[f"level_{0}"]["past"]
        """,
        """
            from typing import List
            from mxnet.gluon import HybridBlock
            class Stack(HybridBlock):
                def hybrid_forward(self, F, x, states: List):
                    return F.broadcast_add(x, states[0])
        """,
        '''
            from mxnet.gluon import HybridBlock
            class Mix(HybridBlock):
                def hybrid_forward(self, F, x, mus):
                    """Mixture.

                    Parameters
                    ----------
                    mus : list of NDArray
                        One mean per component.
                    """
                    return F.broadcast_sub(x, mus[0])
        ''',
        """
            from mxnet import npx
            from mxnet.gluon import HybridBlock
            @npx.use_np
            class Head(HybridBlock):
                def hybrid_forward(self, F, x):
                    return x[0] + x[:, 1:2]
        """,
        """
            from mxnet.gluon import HybridBlock
            class Opt(HybridBlock):
                def hybrid_forward(self, F, x, extras=()):
                    return x + extras[0] if extras else x
        """,
        # multi-output split: indexing picks an output
        """
        from mxnet.gluon import HybridBlock
        class Halves(HybridBlock):
            def hybrid_forward(self, F, x):
                parts = F.split(x, num_outputs=2, axis=1)
                return parts[0] + parts[1]
        """,
        """
        from mxnet.gluon import HybridBlock
        class Halves(HybridBlock):
            def hybrid_forward(self, F, x):
                return F.split(x, num_outputs=2, axis=1)[0]
        """,
        # child blocks may return tuples
        """
        from mxnet.gluon import HybridBlock, rnn
        class Encoder(HybridBlock):
            def __init__(self):
                super().__init__()
                self.rnn = rnn.LSTM(8)
            def hybrid_forward(self, F, x, states):
                out = self.rnn(x, states)
                return out[0]
        """,
        # children held in a list
        """
        from mxnet.gluon import HybridBlock
        class Branches(HybridBlock):
            def hybrid_forward(self, F, x):
                outs = [self.branches[i](x) for i in range(len(self.branches))]
                return F.concat(*outs, dim=1)
        """,
        # list-valued arguments
        """
        from mxnet.gluon import HybridBlock
        class FPNHead(HybridBlock):
            def hybrid_forward(self, F, x, features):
                return F.broadcast_add(x, features[-1])
        """,
        # eager-only branch
        """
        from mxnet import gluon, nd
        class Peek(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                if F is nd:
                    print(x[0])
                return x
        """,
        # *args is a python tuple of tensors
        """
        from mxnet.gluon import HybridBlock
        class Sum(HybridBlock):
            def hybrid_forward(self, F, x, *args):
                return x + args[0]
        """,
        # the shape tuple of a Parameter in __init__ code is not traced
        """
        from mxnet.gluon import HybridBlock
        class Block(HybridBlock):
            def __init__(self, units):
                super().__init__()
                self.units = units[0]
            def hybrid_forward(self, F, x):
                return F.slice_axis(x, axis=0, begin=0, end=1)
        """,
        # a helper's python-list argument
        """
        from mxnet.gluon import HybridBlock
        def _pick(F, xs):
            return xs[0]
        class Block(HybridBlock):
            def hybrid_forward(self, F, x, y):
                return _pick(F, [x, y])
        """,
        # the name is rebound to a python list before the subscript reads it
        """
        from mxnet.gluon import HybridBlock
        class Lens(HybridBlock):
            def hybrid_forward(self, F, x, lengths):
                lengths = [int(v) for v in range(3)]
                return x * lengths[0]
        """,
        # a module helper's Sequential that may hold a user block, or adds a layer on one path only
        """
        from mxnet.gluon import nn
        class Pair(nn.HybridBlock):
            def hybrid_forward(self, F, x):
                return x, x
        def stage(c):
            blk = nn.HybridSequential()
            blk.add(nn.Conv2D(c, 3), Pair())
            return blk
        def head(c, pair=False):
            blk = nn.HybridSequential()
            blk.add(nn.Dense(c))
            if pair:
                blk.add(Pair())
            return blk
        class Net(nn.HybridBlock):
            def __init__(self, **kw):
                super().__init__(**kw)
                self.body = stage(8)
                self.head = head(4)
            def hybrid_forward(self, F, x):
                return self.body(x)[0] + self.head(x)[0]
        """,
        # a helper's own namespace binding: the split's outputs are a list of tensors
        """
        import mxnet as mx
        from mxnet.gluon import nn
        def halves(x):
            F = mx.nd if isinstance(x, mx.nd.NDArray) else mx.sym
            parts = F.split(x, num_outputs=2, axis=1)
            return F.broadcast_sub(parts[0], parts[1])
        class Net(nn.HybridBlock):
            def hybrid_forward(self, F, x):
                return halves(x)
        """,
        # an eager constant built without a tensor stays an NDArray after hybridize()
        """
        from mxnet import nd
        from mxnet.gluon import nn
        class Scale(nn.HybridBlock):
            def hybrid_forward(self, F, x):
                steps = nd.arange(3)
                return x * steps[1].asscalar()
        """,
        # a nested function given a python list of tensors picks an element of the list
        """
        from mxnet.gluon import nn
        class Fuse(nn.HybridBlock):
            def hybrid_forward(self, F, x, y):
                def _first(xs):
                    return xs[0]
                return _first([F.relu(x), y]) + y
        """,
        # a child Sequential holding a block of this project may return a tuple: index it freely
        """
        from mxnet.gluon import nn
        from .encoder import Encoder
        class Net(nn.HybridBlock):
            def __init__(self):
                super().__init__()
                self.body = nn.HybridSequential()
                self.body.add(nn.Dense(16), Encoder())
            def hybrid_forward(self, F, x):
                out = self.body(x)
                return out[0]
        """,
        # a subclass that replaces the base's child with its own block: its output may be a tuple
        """
        from mxnet import gluon
        from .cells import StackedCell
        class Network(gluon.HybridBlock):
            def __init__(self):
                super().__init__()
                self.body = gluon.nn.Dense(8)
        class Recurrent(Network):
            def __init__(self):
                super().__init__()
                self.body = StackedCell(8)
            def hybrid_forward(self, F, x):
                out = self.body(x)
                return out[0]
        """,
        # names unpacked from a comprehension of F.split outputs hold several outputs each
        # (MXNet 1.9.1: eager and hybridized (2, 3), equal)
        """
        from mxnet.gluon import HybridBlock
        class Halves(HybridBlock):
            def hybrid_forward(self, F, a, b):
                a, b = [F.split(p, num_outputs=2, axis=1) for p in [a, b]]
                return a[0] + b[1]
        """,
        # ... and ones unpacked from a comprehension that hands on a list's items may be states
        """
        from mxnet.gluon import HybridBlock
        class Cell(HybridBlock):
            def hybrid_forward(self, F, x, states):
                h, c = [s for s in states]
                return x + h[0] + c
        """,
        # RNN cell states are a python list, whatever the annotation says
        """
        from mxnet.gluon import HybridBlock
        from gluonts.mx import Tensor
        class Zoneout(HybridBlock):
            def hybrid_forward(self, F, inputs: Tensor, states: Tensor):
                output, next_states = self.base_cell(inputs, states)
                new_states = [F.where(next_states[0] > 0, next_states[0], states[0])]
                return output, new_states + states[1:]
        """,
        # a python list handed to a helper's **kw by keyword: its item is a number (MXNet 1.9.1:
        # eager and hybridized equal)
        """
        from mxnet.gluon import HybridBlock
        def _scale(F, x, **kw):
            return x * kw["sizes"][0]
        class Scale(HybridBlock):
            def hybrid_forward(self, F, x):
                return _scale(F, x, sizes=[2, 3])
        """,
        # the module helper below, its row read with F.slice_axis: the same in both modes
        # (MXNet 1.9.1, truth/t1_inherited_helper: eager (2, 4, 3), hybridized equal)
        """
        from mxnet.gluon import HybridBlock

        class Heads(HybridBlock):
            def split_heads(self, F, x):
                return F.transpose(F.reshape(x, shape=(0, 0, 2, 3)), axes=(0, 2, 1, 3))

        class Attention(Heads):
            def hybrid_forward(self, F, x):
                q = self.split_heads(F, x)
                return first_head(F, q)

        def first_head(F, a):
            return F.relu(F.squeeze(F.slice_axis(a, axis=0, begin=0, end=1), axis=0))
        """,
        # one output with squeeze_axis: nd.split returns the one array, the Symbol its one output,
        # the axis squeezed both ways (MXNet 1.9.1, truth/t2_split_items: (2, 3), equal)
        """
        from mxnet.gluon import HybridBlock
        class Squeezed(HybridBlock):
            def hybrid_forward(self, F, x):
                a = F.split(x, num_outputs=1, axis=1, squeeze_axis=True)
                return a * 2
        """,
        # an input whose item stands where mx.nd's creation operators take the context is a
        # python list of contexts, as `ctx=ctx[0]` shows (MXNet 1.9.1: eager with `[mx.cpu()]`
        # (2, 3); hybridized the list is refused as an input, ValueError "must be (nested) list
        # of Symbol or NDArray", and HYB007 reports the positional context, not this rule)
        """
        from mxnet.gluon import HybridBlock
        class Blank(HybridBlock):
            def hybrid_forward(self, F, x, ctx):
                return F.broadcast_add(x, F.zeros((2, 3), ctx[0]))
        """,
        # a helper a caller hands a python list of tensors takes its first item both ways
        # (MXNet 1.9.1: `F.relu(xs[0])` of `[F.tanh(x), x]`, eager and hybridized (3, 4))
        """
        from mxnet.gluon import HybridBlock

        def _first(F, xs):
            return F.relu(xs[0])

        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                return _first(F, [F.tanh(x), x])
        """,
        # a plural input whose slice is only iterated, each item taken by the layer: a python
        # list of frames both ways (MXNet 1.9.1: a list input is traced as a list)
        """
        from mxnet.gluon import HybridBlock, nn

        class Skip(HybridBlock):
            def __init__(self):
                super().__init__()
                self.proj = nn.Dense(4, flatten=False)

            def hybrid_forward(self, F, frames):
                later = frames[1:]
                out = self.proj(frames[0])
                for f in later:
                    out = out + self.proj(f)
                return out
        """,
        # session 70 (H509): a Sequential a method builds of one-output layers, then grown by a
        # block returning a pair: the chain returns the pair (MXNet 1.9.1 on (2, 6): eager and
        # hybridized (2, 4), equal)
        """
        from mxnet.gluon import HybridBlock, nn

        class Pair(HybridBlock):
            def hybrid_forward(self, F, x):
                return F.relu(x), F.relu(-x)

        class Net(HybridBlock):
            def __init__(self):
                super().__init__()
                self.up = self._make_up(4)
                self.up.add(Pair())

            def _make_up(self, units):
                blk = nn.HybridSequential()
                blk.add(nn.Dense(units, in_units=6))
                return blk

            def hybrid_forward(self, F, x):
                return self.up(x)[0] - self.up(x)[1]
        """,
        # session 70 (H509): ... and a builder method the built subclass overrides with a block
        # returning a pair (MXNet 1.9.1 on (2, 6): eager and hybridized (2, 4), equal)
        """
        from mxnet.gluon import HybridBlock, nn

        class Pair(HybridBlock):
            def hybrid_forward(self, F, x):
                return F.relu(x), F.tanh(x)

        class Base(HybridBlock):
            def __init__(self):
                super().__init__()
                self.body = self._make_body()

            def _make_body(self):
                blk = nn.HybridSequential()
                blk.add(nn.Dense(4, in_units=6))
                return blk

            def hybrid_forward(self, F, x):
                out = self.body(x)
                if isinstance(out, (list, tuple)):
                    return out[0] * out[1]
                return out

        class Net(Base):
            def _make_body(self):
                return Pair()
        """,
        # session 71 (H520): an mx.autograd.Function's forward that returns its `*xs` (a tuple of
        # the arrays given), or a name it rebinds to a pair, gives several outputs: `[0]`, `[1]`
        # pick them both ways (MXNet 1.9.1 on (2, 3, 4) and (2, 4, 3): eager and hybridized equal;
        # probes_s71fp/autogradone/p01, p06)
        """
        from mxnet import autograd
        from mxnet.gluon import HybridBlock
        class PassThrough(autograd.Function):
            def forward(self, *xs):
                return xs
            def backward(self, *dys):
                return dys
        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                out = PassThrough()(x, x * 2)
                return out[0] + out[1]
        """,
        """
        from mxnet import autograd
        from mxnet.gluon import HybridBlock
        class RoundResidual(autograd.Function):
            def forward(self, x):
                x = (x.round(), x - x.round())
                return x
            def backward(self, dy, dr):
                return dy + dr
        class Net(HybridBlock):
            def hybrid_forward(self, F, x):
                q = RoundResidual()(x)
                return q[0] * 2 + q[1]
        """,
    ]
    INVALID = [
        # a registered Parameter is an array whatever its name says: DCN-V2's stacked expert
        # weights `w_list` (2, 6, 6) indexed per layer (MXNet 1.9.1 on (3, 6): eager (3, 6),
        # hybridized IndexError)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Cross(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.w_list = self.params.get('w_list', shape=(2, 6, 6))
                    self.bias = self.params.get('bias', shape=(6,))
                def hybrid_forward(self, F, x, w_list, bias):
                    for i in range(2):
                        x = F.broadcast_add(F.dot(x, w_list[i]), bias)
                    return x
            """, line=10, message="`w_list[i]`"),
        # ... also where a child block picked by the same index takes the row (CTR-GCN's
        # `self.convs[i](x, PA[i])` of the (S, V, V) adjacency): only an input may be a python
        # list of branch tensors there (MXNet 1.9.1 on (2, 5): eager (2, 5), hybridized IndexError)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class Mix(HybridBlock):
                def hybrid_forward(self, F, x, a):
                    return F.dot(x, a)
            class Subsets(HybridBlock):
                def __init__(self, **kwargs):
                    super().__init__(**kwargs)
                    self.PA = self.params.get('PA', shape=(3, 5, 5))
                    self.convs = nn.HybridSequential()
                    for _ in range(3):
                        self.convs.add(Mix())
                def hybrid_forward(self, F, x, PA):
                    y = x
                    for i in range(3):
                        y = y + self.convs[i](x, PA[i])
                    return y
            """, line=16, message="`PA[i]`"),
        # a lambda stored on self indexes what hybrid_forward hands it (MXNet 1.9.1: eager (3,),
        # hybridized other values (2, 3): the whole tensor)
        Invalid("""
        from mxnet.gluon import HybridBlock
        class First(HybridBlock):
            def __init__(self):
                super().__init__()
                self.first = lambda t: t[0]
            def hybrid_forward(self, F, x):
                return self.first(x) * 2
        """, line=6, col=32, message='reached from `First.hybrid_forward`'),
        # a negative index into the traced output group itself (MXNet 1.9.1: eager (2, 2),
        # hybridized MXNetError "Symbol only accept nonnegative index"; `out[-1]` of
        # F.topk(ret_typ="both") alike)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Last(HybridBlock):
                def hybrid_forward(self, F, x):
                    pieces = F.split(x, num_outputs=3, axis=1)
                    return pieces[0] + pieces[-1]
            """, line=6, col=28, message="`pieces[-1]` raises MXNetError"),
        # all but the last output: the Symbol slices its outputs as range(0, -1), none of them
        # (MXNet 1.9.1: eager (2, 4), hybridized TypeError in concat "Expected a list of symbols")
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Head(HybridBlock):
                def hybrid_forward(self, F, x):
                    pieces = F.split(x, num_outputs=3, axis=1)
                    return F.concat(*pieces[:-1], dim=1)
            """, line=6, col=26, message="selects other outputs than the list"),
        # a name copying an attribute __init__ sets to -1 hands the group the same index
        # (MXNet 1.9.1, probes_s46_style group/p13: eager (2, 2), hybridized MXNetError)
        Invalid("""
            from mxnet.gluon import HybridBlock
            class Pick(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self._pick = -1
                def hybrid_forward(self, F, x):
                    pieces = F.split(x, num_outputs=3, axis=1)
                    idx = self._pick
                    return F.tanh(pieces[idx])
            """, line=10, col=23, message="__init__ sets self._pick=-1"),
        # the same splat handing a tensor: the helper's `offset[0]` is a row eagerly, the whole
        # tensor traced (MXNet 1.9.1: eager and hybridized (2, 3), hybridized values differ)
        Invalid("""
            from mxnet.gluon import HybridBlock
            def _shift(F, x, offset=None):
                if offset is not None:
                    x = F.broadcast_add(x, offset[0])
                return x
            class Rows(HybridBlock):
                def hybrid_forward(self, F, x, off):
                    extras = {"offset": off}
                    return _shift(F, x, **extras)
            """, line=5, col=32, message="`offset[0]`"),
        # a container's child a loop calls with a tensor, not a tuple, indexes that tensor
        # (MXNet 1.9.1: eager with 4-D keys (2, 3, 6); hybridized MXNetError in batch_dot, which
        # gets the whole 4-D keys)
        Invalid("""
            from mxnet.gluon import HybridBlock, nn
            class Attend(HybridBlock):
                def hybrid_forward(self, F, x, memory):
                    return F.batch_dot(x, memory[0], transpose_b=True)
            class One(HybridBlock):
                def __init__(self):
                    super().__init__()
                    with self.name_scope():
                        self.attends = nn.HybridSequential()
                        self.attends.add(Attend())
                def hybrid_forward(self, F, x, keys):
                    for attend in self.attends:
                        x = attend(x, keys)
                    return x
        """, line=5, col=31, message="silently returns the whole tensor"),
        # ... and indexed by the loop's counter, a Symbol, it raises (MXNet 1.9.1, truth/
        # t6_named_loop_vars: eager (3, 1, 3), hybridized TypeError "Symbol only support integer
        # index"); the list display given by name, as given inline
        Invalid("""
            from mxnet.gluon import HybridBlock

            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    state = [x, F.zeros((1,))]
                    def step(data, i):
                        return [data[i]], [data, i + 1]
                    def cond(data, i):
                        return i < 3
                    outs, _ = F.contrib.while_loop(cond, step, state, max_iterations=3)
                    return outs
            """, line=8, col=21, message="`data[i]`"),
        # a subclass calling a helper method it inherits from a base of the file gets what the
        # helper returns (one tensor here), and hands it on to a module helper: `a[0]` is a row
        # eagerly and the Symbol itself hybridized; and where that helper runs a while_loop over
        # it, the body's `data[i]` raises (held-out round 57's Transformer: `q =
        # self.split_heads(F, q)` then `my_matmul(F, q, ...)`; MXNet 1.9.1,
        # truth/t1_inherited_helper: eager (2, 4, 3), hybridized (2, 2, 4, 3), silently; the loop:
        # eager (2, 1, 2, 4, 3), hybridized TypeError "Symbol only support integer index")
        Invalid("""
            from mxnet.gluon import HybridBlock

            class Heads(HybridBlock):
                def split_heads(self, F, x):
                    return F.transpose(F.reshape(x, shape=(0, 0, 2, 3)), axes=(0, 2, 1, 3))

            class Attention(Heads):
                def hybrid_forward(self, F, x):
                    q = self.split_heads(F, x)
                    return first_head(F, q)

            def first_head(F, a):
                return F.relu(a[0])
            """, line=14, col=19, message="`a[0]`"),
        Invalid("""
            from mxnet.gluon import HybridBlock

            class Heads(HybridBlock):
                def split_heads(self, F, x):
                    return F.transpose(F.reshape(x, shape=(0, 0, 2, 3)), axes=(0, 2, 1, 3))

            class Attention(Heads):
                def hybrid_forward(self, F, x):
                    q = self.split_heads(F, x)
                    return loop_rows(F, q)

            def loop_rows(F, x):
                state = [x, F.zeros((1,))]
                def step(data, i):
                    return [F.relu(data[i])], [data, i + 1]
                def cond(data, i):
                    return i < 2
                outs, _ = F.contrib.while_loop(cond, step, state, max_iterations=2)
                return outs
            """, line=16, col=24, message="`data[i]`"),
        # a private module helper (leading `_`) that every call in the file hands a proven
        # tensor, and that the file names nowhere else: its parameter is proven, so the row is
        # rewritten as in hybrid_forward (held-out round 57's `my_matmul(F, q, ...)`; MXNet 1.9.1,
        # truth/t2_caller_proof of H217: eager (4,), hybridized (3, 4), silently; fixed: equal,
        # and equal to the published eager output)
        Invalid(
            """
            from mxnet.gluon import HybridBlock

            def _first_row(F, a):
                return F.relu(a[0])

            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    return _first_row(F, F.tanh(x)) + _first_row(F, x.reshape((0, -1)))
            """, line=5, col=19, message="F.squeeze(F.slice_axis(a, axis=0, begin=0, end=1), axis=0)",
            fixed="""
            from mxnet.gluon import HybridBlock

            def _first_row(F, a):
                return F.relu(F.squeeze(F.slice_axis(a, axis=0, begin=0, end=1), axis=0))

            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    return _first_row(F, F.tanh(x)) + _first_row(F, x.reshape((0, -1)))
            """),
        # ... but a public one may be imported and called with a python list by a module the
        # file cannot see: reported, not rewritten, saying so
        Invalid("""
            from mxnet.gluon import HybridBlock

            def first_row(F, a):
                return F.relu(a[0])

            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    return first_row(F, F.tanh(x))
            """, line=5, col=19, message="`first_row` is public: another module may import it"),
        # ... and a private one the file also calls outside hybrid code (here with a list, whose
        # first item it takes: MXNet 1.9.1, t2_caller_proof: (2,) published, the rewrite raises
        # "Argument data must have NDArray type") is not rewritten either
        Invalid("""
            from mxnet import nd
            from mxnet.gluon import HybridBlock

            def _first_row(F, a):
                return F.relu(a[0])

            def eager_rows(xs):
                return _first_row(nd, xs)

            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    return _first_row(F, F.tanh(x))
            """, line=6, col=19, message="is named in this file elsewhere than in the hybrid calls"),
        # names unpacked from F.split / F.SliceChannel given as many outputs (a literal, two or
        # more) are each one tensor: eagerly nd.split's list of arrays, hybridized the Symbol's
        # outputs, so the row is rewritten (MXNet 1.9.1, truth/t2_split_items: eager (2, 3),
        # hybridized (2, 2, 3), silently; fixed: equal, and equal to the published eager output)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Halves(HybridBlock):
                def hybrid_forward(self, F, x):
                    a, b = F.split(x, num_outputs=2, axis=1)
                    return F.relu(a[0])
            """, line=6, col=23, message="F.squeeze(F.slice_axis(a, axis=0, begin=0, end=1), axis=0)",
            fixed="""
            from mxnet.gluon import HybridBlock
            class Halves(HybridBlock):
                def hybrid_forward(self, F, x):
                    a, b = F.split(x, num_outputs=2, axis=1)
                    return F.relu(F.squeeze(F.slice_axis(a, axis=0, begin=0, end=1), axis=0))
            """),
        # ... but a count the file does not write may be 1, where nd.split returns the array
        # itself and the names take its rows eagerly: reported, not rewritten (MXNet 1.9.1:
        # n=2 eager (2, 3), hybridized (2, 2, 3); n=1 eager (3,), hybridized ValueError)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Halves(HybridBlock):
                def __init__(self, n, **kwargs):
                    super().__init__(**kwargs)
                    self.n = n
                def hybrid_forward(self, F, x):
                    a, b = F.split(x, num_outputs=self.n, axis=1)
                    return a[0] * 2
            """, line=9, col=16, message="whose number of outputs is not written as 2"),
        # a custom operator this file registers with one output (CustomOpProp's own list_outputs):
        # F.Custom gives one NDArray eagerly, so `[0]` is its first row, and one Symbol hybridized,
        # whose `[0]` is the whole output (MXNet 1.9.1: eager (4,), hybridized (3, 4), silently;
        # probes_s42 multi_out/p03)
        Invalid("""
            import mxnet as mx
            from mxnet.gluon import HybridBlock
            class _Half(mx.operator.CustomOp):
                def forward(self, is_train, req, in_data, out_data, aux):
                    self.assign(out_data[0], req[0], in_data[0] * 0.5)
            @mx.operator.register('h003_half')
            class _HalfProp(mx.operator.CustomOpProp):
                def create_operator(self, ctx, shapes, dtypes):
                    return _Half()
            class Net(HybridBlock):
                def hybrid_forward(self, F, x):
                    half = F.Custom(x, op_type='h003_half')
                    return half[0] + 1
            """, line=14, col=16, message="`half[0]`"),
        # a function installed as a block's hybrid_forward by types.MethodType, or handed to
        # HybridLambda by name, is traced (held-out round 48; MXNet 1.9.1: `x[0]` eager (3, 4),
        # hybridized (2, 3, 4), silently, for both)
        Invalid("""
            import types
            from mxnet.gluon import nn
            def bypass(m):
                def _forward(self, F, x, *args, **kwargs):
                    return x[0]
                m.hybrid_forward = types.MethodType(_forward, m)
                return m
            """, line=6, col=16, message="`x[0]`"),
        Invalid("""
            from mxnet.gluon import nn
            def first(F, x):
                return x[0]
            net = nn.HybridLambda(first)
            """, line=4, col=12, message="`x[0]`"),
        # ... but the legacy branch of such code holds legacy arrays: checked, and fixed, as
        # legacy code (MXNet 1.9.1 legacy mode: eager (2,), hybridized TypeError "Symbol only
        # support integer index"; the fix gives the eager values hybridized, and numpy mode, which
        # takes the other branch, is unchanged: eager == hybridized before and after)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            from mxnet.util import is_np_array
            class SliceLoss(HybridBlock):
                def hybrid_forward(self, F, pred, label):
                    if is_np_array():
                        return F.np.sum(pred[:, 1:], axis=1) - label
                    else:
                        return F.sum(pred[:, 1:], axis=1) - label
            """, line=9, col=26, message="F.swapaxes(F.slice(F.swapaxes(pred, dim1=0, dim2=1), begin=(1,), end=(None,)), dim1=0, dim2=1)"),
        # ... and so is what follows `if is_np_array(): return ...` (same check: legacy eager (2,),
        # hybridized TypeError; fixed, equal)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            from mxnet.util import is_np_array
            class AfterReturn(HybridBlock):
                def hybrid_forward(self, F, pred, label):
                    if is_np_array():
                        return F.np.abs(pred[:, 0] - label)
                    return F.abs(pred[:, 0] - label)
            """, line=8, col=22, message="F.squeeze(F.slice_axis(pred, axis=1, begin=0, end=1), axis=1)"),
        # a top-level linalg_ op with one output (linalg_gemm2, linalg_potrf, as their linalg.
        # names) gives one tensor, whose `[0]` is a row eagerly and the whole tensor hybridized
        # (MXNet 1.9.1, a and b (2, 3, 4): eager (3, 3), hybridized (2, 3, 3) silently; fixed,
        # equal), and whose `[:, 1:]` is fixed too (eager (2, 2, 3), hybridized TypeError; fixed,
        # equal)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Gram(HybridBlock):
                def hybrid_forward(self, F, a, b):
                    y = F.linalg_gemm2(a, b, transpose_b=True)
                    return y[0]
            """, line=6, col=16, message="F.squeeze(F.slice_axis(y, axis=0, begin=0, end=1), axis=0)"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Tri(HybridBlock):
                def hybrid_forward(self, F, s):
                    return F.linalg_potrf(s)[:, 1:]
            """, line=5, col=16, message="F.swapaxes(F.slice(F.swapaxes(F.linalg_potrf(s), dim1=0, dim2=1), begin=(1,), end=(None,)), dim1=0, dim2=1)"),
        # `nd.concat(*[...])` of traced values is what F.concat gives (its data arguments are the
        # sequence's items), so a helper called with it and with an input takes a tensor on both
        # calls (held-out round 46; MXNet 1.9.1 with the call spelled F.concat: eager (2,),
        # hybridized MXNetError in `_plus`: `x[0]` is the whole (3, 2) and (6, 2) tensors)
        Invalid(
            """
            import mxnet as mx
            from mxnet.gluon import HybridBlock
            def first_row(x):
                return x[0]
            class Net(HybridBlock):
                def hybrid_forward(self, F, x, y):
                    rows = first_row(mx.nd.concat(*[F.relu(x), F.relu(y)], dim=0))
                    return rows + first_row(x)
            """, line=5, col=12, message="`x[0]`"),
        # the items of a helper's `*args` hold what its calls pass positionally past its named
        # parameters: here a traced input, so its slice is reported (and, sliced with a tuple
        # index, proven and fixed; MXNet 1.9.1: eager runs, hybridized TypeError "Symbol only
        # support integer index", fixed equal both ways)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            def _gap(F, q, *args):
                p = args[0]
                return F.sum(q - p[:, 0:2])
            class Net(HybridBlock):
                def hybrid_forward(self, F, x, y):
                    return _gap(F, x, y)
            """, line=5, col=22, message="F.swapaxes(F.slice(F.swapaxes(p, dim1=0, dim2=1), begin=(0,), end=(2,)), dim1=0, dim2=1)"),
        # names unpacked from a comprehension of F.concat results are one tensor each (round 33's
        # YOLO loss, `box_index[index_xywho]`; MXNet 1.9.1: eager (12,), hybridized (2, 12))
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Pick(HybridBlock):
                def hybrid_forward(self, F, a, b):
                    a, b = [F.concat(p, p * 2, dim=1) for p in [a, b]]
                    return F.relu(b[0]), a
            """, line=6, col=23, message="`b[0]`"),
        # a fused RNN layer child given no states returns one tensor, so the subscript is a time
        # step and the fix is offered (round 21's LEAF Sent140 model; MXNet 1.9.1: the fixed block
        # gives the original's eager output eagerly and hybridized)
        Invalid(
            """
            from mxnet import gluon
            class Sentiment(gluon.HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.encoder = gluon.rnn.LSTM(50, num_layers=2)
                def hybrid_forward(self, F, data):
                    encoded = self.encoder(F.transpose(data))
                    return encoded[-1]
            """, line=9, col=16, message="use F.squeeze(F.slice_axis(encoded, axis=0, begin=-1, end=None), axis=0)"),
        # what MXNet 1.9.1 does with each literal index of a one-output Symbol (checked: `h[-1]`
        # MXNetError, `h[1:3]` IndexError, `h[::2]` the whole tensor instead of every other row)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Last(HybridBlock):
                def hybrid_forward(self, F, x):
                    h = F.relu(x)
                    return h[-1]
            """, line=6, col=16, message="raises MXNetError"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Middle(HybridBlock):
                def hybrid_forward(self, F, x):
                    h = F.relu(x)
                    return h[1:3]
            """, line=6, col=16, message="raises IndexError"),
        # only an integer or a slice reaches a Symbol's output selection: a tensor index or
        # `None` raises TypeError (MXNet 1.9.1, checked)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Gather(HybridBlock):
                def hybrid_forward(self, F, x, idx):
                    h = F.relu(x)
                    return h[F.floor(idx)]
            """, line=6, col=16, message="raises TypeError"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Batch(HybridBlock):
                def hybrid_forward(self, F, x):
                    h = F.relu(x)
                    return h[None]
            """, line=6, col=16, message="raises TypeError"),
        # a list held in a name is as much a list as one written in place (MXNet 1.9.1: eager the
        # rows 1, 0, 3, 2; hybridized TypeError "Symbol only support integer index")
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Swap(HybridBlock):
                def hybrid_forward(self, F, x):
                    order = [i + 1 if i % 2 == 0 else i - 1 for i in range(4)]
                    return x[order]
            """, line=6, col=16, message="raises TypeError"),
        # a parameter's kind comes from its callers; under a type test the other branch may get an
        # int (MXNet 1.9.1: `s[0]` of a one-output Symbol is the Symbol itself)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            def size(F, x, dim):
                s = F.shape_array(x)
                if isinstance(dim, (list, tuple)):
                    return F.prod(s)
                return s[dim]
            class Count(HybridBlock):
                def hybrid_forward(self, F, x):
                    return F.broadcast_div(F.sum(x), F.cast(size(F, x, (0, 1)), 'float32'))
            """, line=7, col=12, message="silently returns the whole tensor"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Every(HybridBlock):
                def hybrid_forward(self, F, x):
                    h = F.relu(x)
                    return h[::2]
            """, line=6, col=16, message="silently returns the whole tensor"),
        # an index known only at run time (MXNet 1.9.1, x (3, 4): eager (4,) for k 0 and 1;
        # hybridized (3, 4) for 0, IndexError for 1, MXNetError for -1) ...
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Row(HybridBlock):
                def __init__(self, k):
                    super().__init__()
                    self.k = k
                def hybrid_forward(self, F, x):
                    return x[self.k] * 2
            """, line=8, col=16, message="where the index is 0 (and raises for any other index)"),
        # ... and the same index with a trailing comma is a one-item tuple: TypeError for every k
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Row(HybridBlock):
                def __init__(self, k):
                    super().__init__()
                    self.k = k
                def hybrid_forward(self, F, x):
                    return x[self.k,] * 2
            """, line=8, col=16, message="raises TypeError"),
        # a fused RNN layer called without states returns the output alone (MXNet 1.9.1: eager
        # (N, 8), the first step; hybridized (T, N, 8), the whole sequence)
        Invalid("""
            from mxnet.gluon import HybridBlock, rnn
            class Enc(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.encoder = rnn.LSTM(8, num_layers=2)
                def hybrid_forward(self, F, x):
                    encoded = self.encoder(x)
                    return encoded[0]
        """, line=9, col=16, message="encoded[0]"),
        # a fused RNN layer called with states returns (output, [state tensors]): each state is one
        # (layers * directions, batch, hidden) tensor, unpacked or taken by a literal index, as is
        # each of begin_state's (MXNet 1.9.1: `h[-1]` of states[0] raises MXNetError
        # hybridized, eager (3, 8); `h[0]` of a GRU's begin_state eager (3, 8), hybridized (2, 3, 8))
        Invalid("""
            from mxnet.gluon import HybridBlock, rnn
            class Enc(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.encoder = rnn.LSTM(8, num_layers=2)
                def hybrid_forward(self, F, x, h0, c0):
                    out, states = self.encoder(x, [h0, c0])
                    h = states[0]
                    return h[-1]
        """, line=10, col=16, message="raises MXNetError"),
        Invalid("""
            from mxnet.gluon import HybridBlock, rnn
            class Enc(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.encoder = rnn.GRU(8, num_layers=2)
                def hybrid_forward(self, F, x):
                    states = self.encoder.begin_state(batch_size=3, func=F.zeros)
                    out, (h,) = self.encoder(x, states)
                    return h[0]
        """, line=10, col=16, message="h[0]"),
        Invalid("""
            from mxnet.gluon import HybridBlock, rnn
            class Enc(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.encoder = rnn.GRU(8, num_layers=2)
                def hybrid_forward(self, F, x):
                    states = self.encoder.begin_state(batch_size=3, func=F.zeros)
                    return states[0][1]
        """, line=9, col=16, message="states[0][1]"),
        # a namespaced op with one output in the op table (MultiBoxPrior): indexing it takes the
        # symbol's only output, not the first row (checked in MXNet 1.9.1: hybridized, the
        # result keeps the batch axis)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Anchors(HybridBlock):
                def hybrid_forward(self, F, x):
                    anchors = F.contrib.MultiBoxPrior(x, sizes=(0.5,))
                    return anchors[0]
            """, line=6, col=16, message="silently returns the whole tensor"),
        # a multi-axis index: neither a tuple of outputs nor None takes it, so it is an array
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Last(HybridBlock):
                def __init__(self, rnn):
                    super().__init__()
                    self.rnn = rnn
                def hybrid_forward(self, F, x):
                    out = self.rnn(x)
                    return out[:, -1, :]
            """, line=9, col=16, message="raises TypeError"),
        # an element fed to a block that is not picked by the same index: still a probable tensor
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Last(HybridBlock):
                def hybrid_forward(self, F, x):
                    return self.fc(x[-1])
            """, line=5, col=24, message="used only in ways a python list allows too"),
        # a Gluon layer child returns one tensor (what `verify` hits at hybridize time)
        Invalid(
        """
            from mxnet import gluon
            class Head(gluon.HybridBlock):
                def __init__(self, **kw):
                    super().__init__(**kw)
                    with self.name_scope():
                        self.dense = gluon.nn.Dense(4)
                def hybrid_forward(self, F, x):
                    h = self.dense(x)
                    return h[0]
        """, line=10, col=16),
        # flow: `mask=None` is a tensor on every path that reaches the subscript
        Invalid(
        """
            from mxnet.gluon import HybridBlock
            class Masked(HybridBlock):
                def hybrid_forward(self, F, x, mask=None):
                    if mask is None:
                        mask = F.ones_like(x)
                    return x * mask[0]
        """, line=7, col=20),
        # flow: a loop-carried tensor indexed before its rebinding
        Invalid(
        """
            from mxnet.gluon import HybridBlock
            class Unroll(HybridBlock):
                def hybrid_forward(self, F, x):
                    outs = []
                    h = F.relu(x)
                    for i in range(3):
                        outs.append(h[i])
                        h = F.tanh(h)
                    return F.stack(*outs)
        """, line=8, col=25),
        Invalid(
        """
            from mxnet import npx
            from mxnet.gluon import HybridBlock
            npx.set_np()
            class Last(HybridBlock):
                def hybrid_forward(self, F, x):
                    return x[..., -1]
        """, line=7, col=16, message='IndexError'),
        Invalid(
        """
            from mxnet.gluon import HybridBlock
            class Pair(HybridBlock):
                def hybrid_forward(self, F, x):
                    feats = [F.relu(x), F.sigmoid(x)]
                    return feats[1][0]
        """, line=6, col=16),
        Invalid(
        """
            from mxnet.gluon import HybridBlock
            class Spectral(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.weight = self.params.get("weight", shape=(4, 3))
                def hybrid_forward(self, F, x, **kwargs):
                    w = kwargs["weight"]
                    return F.dot(x, w[0])
        """, line=9, col=25),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class First(HybridBlock):
                def hybrid_forward(self, F, x):
                    h = F.relu(x)
                    return h[0]
            """, line=6, col=16, message="F.squeeze(F.slice_axis(h, axis=0, begin=0, end=1), axis=0)",
            fixed="""
            from mxnet.gluon import HybridBlock
            class First(HybridBlock):
                def hybrid_forward(self, F, x):
                    h = F.relu(x)
                    return F.squeeze(F.slice_axis(h, axis=0, begin=0, end=1), axis=0)
            """),
        # an input used only by subscripts is probably a tensor, but it may be a list of
        # tensors: reported, never rewritten
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class First(HybridBlock):
                def hybrid_forward(self, F, x):
                    return x[0]
            """, line=5, col=16, message="used only in ways a python list allows too"),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Rows(HybridBlock):
                def hybrid_forward(self, F, x):
                    x = x.astype("float32")
                    return x[1:3]
            """, line=6, col=16, message="F.slice(x, begin=(1,), end=(3,))",
            fixed="""
            from mxnet.gluon import HybridBlock
            class Rows(HybridBlock):
                def hybrid_forward(self, F, x):
                    x = x.astype("float32")
                    return F.slice(x, begin=(1,), end=(3,))
            """),
        # a module constant bound only to a number is a python int while tracing: the slice
        # bound it gives is rewritten like a literal
        Invalid(
            """
            from mxnet import gluon
            WIDTH = 4
            class Head(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    return F.relu(x)[:, :WIDTH]
            """, line=6, col=16, message="TypeError",
            fixed="""
            from mxnet import gluon
            WIDTH = 4
            class Head(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    return F.swapaxes(F.slice(F.swapaxes(F.relu(x), dim1=0, dim2=1), begin=(None,), end=(WIDTH,)), dim1=0, dim2=1)
            """),
        Invalid(
            """
            from mxnet import gluon
            class Column(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    return x[:, 0]
            """, line=5, col=16, message="TypeError",
            fixed="""
            from mxnet import gluon
            class Column(gluon.HybridBlock):
                def hybrid_forward(self, F, x):
                    return F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)
            """),
        Invalid(
            """
            from mxnet.gluon import nn
            class Last(nn.HybridBlock):
                def hybrid_forward(self, ops, x):
                    h = ops.relu(x)
                    return h[-1]
            """, line=6, col=16, message="ops.squeeze(ops.slice_axis(h, axis=0, begin=-1, end=None)",
            fixed="""
            from mxnet.gluon import nn
            class Last(nn.HybridBlock):
                def hybrid_forward(self, ops, x):
                    h = ops.relu(x)
                    return ops.squeeze(ops.slice_axis(h, axis=0, begin=-1, end=None), axis=0)
            """),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Tail(HybridBlock):
                def hybrid_forward(self, F, x):
                    y = F.split(x, num_outputs=1, axis=0)
                    return y[0]
            """, line=6, col=16),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Channel(HybridBlock):
                def hybrid_forward(self, F, x):
                    return F.sigmoid(x[..., 0])
            """, line=5, col=26),
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            def _first(F, x):
                return x[0]
            class Block(HybridBlock):
                def hybrid_forward(self, F, x):
                    return _first(F, F.relu(x))
            """, line=4, col=12),
        # a child built by a module helper that returns a Sequential of one-output layers
        Invalid(
            """
            from mxnet.gluon import nn
            def conv_bn(channels, kernel):
                blk = nn.HybridSequential()
                blk.add(nn.Conv2D(channels, kernel, padding=kernel // 2, use_bias=False),
                        nn.BatchNorm(), nn.LeakyReLU(0.1))
                return blk
            class Net(nn.HybridBlock):
                def __init__(self, **kw):
                    super().__init__(**kw)
                    with self.name_scope():
                        self.block = conv_bn(8, 3)
                def hybrid_forward(self, F, x):
                    h = self.block(x)
                    return h[0]
            """, line=15, col=16),
        # a helper without an F parameter that picks the namespace from its input's type
        Invalid(
            """
            import mxnet as mx
            from mxnet.gluon import nn
            def center(x):
                F = mx.nd if isinstance(x, mx.nd.NDArray) else mx.sym
                m = F.mean(x, axis=1)
                return F.broadcast_sub(x, m[0])
            class Net(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    return center(x)
            """, line=7, col=31),
        Invalid(
            """
            import mxnet as mx
            from mxnet.gluon import nn
            def center(x, F=None):
                if F is None:
                    if isinstance(x, mx.nd.NDArray):
                        F = mx.nd
                    else:
                        F = mx.sym
                m = F.mean(x, axis=1)
                return F.broadcast_sub(x, m[0])
            class Net(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    return center(x)
            """, line=11, col=31, message="F.slice_axis"),
        # the result of an eager op on a tensor is a tensor (the call itself is HYB007's)
        Invalid(
            """
            from mxnet import nd
            from mxnet.gluon import nn
            class Head(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    y = nd.relu(x)
                    return y[0]
            """, line=7, col=16),
        # a nested function given the input tensor indexes the tensor
        Invalid(
            """
            from mxnet.gluon import nn
            class Head(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    def _last(t):
                        return t[-1]
                    return F.relu(_last(x))
            """, line=6, col=20),
        # a child Sequential of one-output layers gives one tensor
        Invalid(
            """
            from mxnet import gluon
            class Forecast(gluon.HybridBlock):
                def __init__(self, units, horizon):
                    super().__init__()
                    with self.name_scope():
                        self.nn = gluon.nn.HybridSequential()
                        self.nn.add(gluon.nn.Dense(units, activation='relu'))
                        self.nn.add(gluon.nn.Dense(horizon))
                def hybrid_forward(self, F, past_target):
                    prediction = self.nn(past_target)
                    return prediction[0]
            """, line=12, col=16),
        # children declared by a base class of the file (gluonts: __init__ in the base network,
        # hybrid_forward in the training and prediction subclasses)
        Invalid(
            """
            from mxnet import gluon
            class Network(gluon.HybridBlock):
                def __init__(self, horizon):
                    super().__init__()
                    self.out = gluon.nn.Dense(horizon)
            class TrainingNetwork(Network):
                def hybrid_forward(self, F, past_target, future_target):
                    prediction = self.out(past_target)
                    return F.abs(prediction[0] - future_target)
            """, line=10, col=22),
        # an input annotated as a tensor is one, whatever its plural-sounding name suggests
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            from gluonts.mx import Tensor
            class Normalize(HybridBlock):
                def hybrid_forward(self, F, past_target: Tensor, past_observed_values: Tensor):
                    first = past_observed_values[0]
                    return F.broadcast_mul(past_target, first)
            """, line=6, col=17),
        # numpy mode: `...` raises IndexError hybridized; the advice spells the axes out instead of
        # naming the legacy slice operators, which reject mx.np arrays (MXNet 1.9.1)
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import nn
            @use_np
            class Last(nn.HybridBlock):
                def hybrid_forward(self, F, x):
                    return x[..., -1]
            """, line=7, col=16, message="`x[:, :, -1]`"),
        # numpy mode: MXNet 1.9.1 reads `x[k]` on a Symbol as slice(k, k + 1), empty for -1 alone
        # (hybridized: MXNetError in the reshape after it; eager the last row)
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Last(HybridBlock):
                def hybrid_forward(self, F, x):
                    y = x * 2
                    return y[-1]
            """, line=8, col=16, message="use `y[-1:][0]`"),
        # ... an F.np / F.npx result is a numpy-mode array as much as an input is (MXNet 1.9.1:
        # MXNetError hybridized for both, eager the last row)
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Last(HybridBlock):
                def hybrid_forward(self, F, x):
                    h = F.np.tanh(x)
                    return h[-1]
            """, line=8, col=16, message="use `h[-1:][0]`"),
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Top(HybridBlock):
                def hybrid_forward(self, F, x):
                    return F.npx.topk(x, k=2)[-1]
            """, line=7, col=16, message="raises MXNetError"),
        # ... a local that is -1 on every call, bound once to it or computed from such numbers
        # (MXNet 1.9.1: MXNetError hybridized, the last row eagerly)
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Last(HybridBlock):
                def hybrid_forward(self, F, x):
                    i = -1
                    return x[i]
            """, line=8, col=16, message="(`i` is -1 on every call)"),
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Last(HybridBlock):
                def hybrid_forward(self, F, x):
                    i = -2
                    return x[i + 1]
            """, line=8, col=16, message="use `x[-1:][0]`"),
        # ... or a module constant bound once to -1 and never rebound
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            LAST = -1
            @use_np
            class Last(HybridBlock):
                def hybrid_forward(self, F, x):
                    return x[LAST]
            """, line=8, col=16, message="(`LAST` is -1 on every call)"),
        # ... and an attribute every construction of the file sets to -1 (with -1: MXNetError;
        # the default 0 runs, hybridized == eager)
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Pick(HybridBlock):
                def __init__(self, row=0):
                    super().__init__()
                    self._row = row
                def hybrid_forward(self, F, x):
                    return x * 2 + (x * 3)[self._row]
            net = Pick(row=-1)
            """, line=10, col=24, message="line 11, sets self._row=-1"),
        # numpy mode: a tensor index held in a name raises IndexError hybridized, a boolean mask
        # as much as an integer one (MXNet 1.9.1; eager: the selected elements)
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Masked(HybridBlock):
                def hybrid_forward(self, F, x):
                    mask = x > 0
                    return (x * 2)[mask]
            """, line=8, col=16, message="raises IndexError"),
        Invalid(
            """
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Gather(HybridBlock):
                def hybrid_forward(self, F, x, idx):
                    return (x * 2)[idx]
            """, line=7, col=16, message="raises IndexError"),
        # `np.newaxis` is None: IndexError hybridized (MXNet 1.9.1; eager shape (2, 1, 3))
        Invalid(
            """
            from mxnet import np
            from mxnet.util import use_np
            from mxnet.gluon import HybridBlock
            @use_np
            class Expand(HybridBlock):
                def hybrid_forward(self, F, x):
                    return (x * 2)[:, np.newaxis]
            """, line=8, col=16, message="raises IndexError"),
        # F.contrib.foreach hands its body one tensor init_states as the array itself: `states[0]`
        # is a row eagerly and output 0, the whole Symbol, hybridized (MXNet 1.9.1: outputs differ
        # by up to 0.60, no error)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            class Single(HybridBlock):
                def hybrid_forward(self, F, x, h):
                    def step(d, states):
                        return d + states[0], states
                    out, _ = F.contrib.foreach(step, x, h)
                    return out
            """, line=6, col=24),
        # a tensor handed to a helper's **kw by keyword: `kw["offset"]` is the caller's tensor
        # (MXNet 1.9.1: eager (2, 4), hybridized the whole (3, 4) offset and broadcast_add fails)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            def _shift(F, x, **kw):
                return F.broadcast_add(x, kw["offset"][0])
            class Shift(HybridBlock):
                def hybrid_forward(self, F, x, offset):
                    return _shift(F, x, offset=offset)
            """, line=4, col=31),
        # a plural input proven an array by its stepped slice, which a Gluon layer takes as its one
        # input (a slice of a list is a list, which Dense raises on eagerly): the slice selects
        # outputs hybridized (MXNet 1.9.1 on (8, 2, 6): eager (2, 4) of every other frame,
        # hybridized the mean over all eight, other values)
        Invalid(
            """
            from mxnet.gluon import HybridBlock, nn
            class Strided(HybridBlock):
                def __init__(self):
                    super().__init__()
                    self.proj = nn.Dense(4, flatten=False)
                def hybrid_forward(self, F, frames):
                    kept = frames[::2]
                    return F.mean(self.proj(kept), axis=0)
            """, line=8, col=16, message="silently returns the whole tensor"),
        # numpy mode: arithmetic on a tensor index is a tensor index (MXNet 1.9.1 @use_np:
        # IndexError "Only integer, slice, or tuple of these types are supported" hybridized)
        Invalid(
            """
            from mxnet.gluon import HybridBlock
            from mxnet.util import use_np

            @use_np
            class TensorIdx(HybridBlock):
                def hybrid_forward(self, F, h, idx):
                    return h[:, idx - 1]
            """, line=8, col=16, message="numpy-mode Symbols take only integers and slices"),
    ]

    def _array_or_error(self, node: cst.Subscript) -> bool:
        """``out = self.rnn(x); out[:, -1, :]``: a block's output or an optional input may be a
        tuple or None, but neither takes a multi-axis index, so code that runs eagerly holds an
        array there."""
        return (self.ctx.kind(node.value) in (Kind.TENSOR_OR_TUPLE, Kind.TENSOR_OR_NONE)
                and array_only_subscript(node))

    def _first_of_step(self, node: cst.Subscript) -> bool:
        """``step[0]`` of one step of F.contrib.foreach's data: a step of 1-D data is (1,) in
        MXNet 1.9.1 eagerly, and ``[0]`` of it is (1,) again, as a Symbol's ``[0]`` is; the
        rank is not known here, so the idiom is left alone."""
        kinds = self.ctx.scope.kinds if self.ctx.scope is not None else None
        return (kinds is not None and isinstance(node.value, cst.Name) and len(node.slice) == 1
                and isinstance(node.slice[0].slice, cst.Index)
                and isinstance(node.slice[0].slice.value, cst.Integer)
                and node.slice[0].slice.value.value == "0"
                and kinds.foreach_step(node.value.value))

    def _single_state(self, node: cst.Subscript) -> bool:
        """``states[0]`` in a foreach body whose init_states is one tensor: the body gets that
        array itself, so the index picks a row eagerly and output 0 (the whole Symbol)
        hybridized."""
        kinds = self.ctx.scope.kinds if self.ctx.scope is not None else None
        return (kinds is not None and isinstance(node.value, cst.Name)
                and kinds.single_foreach_state(node.value.value))

    def _minus_one(self, node: cst.Subscript) -> str | None:
        """Where ``x[k]``'s lone index is -1: "" for a literal, the premise for ``self.<attr>``
        that every construction of the block this file makes sets to -1
        (``engine/fixed_attributes.py``), else None.  Only -1: MXNet 1.9.1's numpy-mode
        ``_Symbol.__getitem__`` reads an integer k as ``slice(k, k + 1)``, which is empty for -1
        alone (`x[-2]` runs hybridized, equal to eager)."""
        fixed = self._fixed_index(node)
        return fixed[1] if fixed is not None and fixed[0] == -1 else None

    def _fixed_index(self, node: cst.Subscript) -> tuple[int, str] | None:
        """The integer ``x[k]``'s lone index is on every call, with the premise that proves it
        ("" for a literal), else None."""
        v = _lone_index(node)
        return None if v is None else self._fixed_int(v)

    def _fixed_int(self, v: cst.BaseExpression) -> tuple[int, str] | None:
        literal = int_literal(v)
        if literal is not None:
            return literal, ""
        scope = self.ctx.scope
        if isinstance(v, (cst.Name, cst.BinaryOperation, cst.UnaryOperation)):
            # `i = -1; x[i]`: python hands the Symbol the same int as the literal; proven only
            # where every call computes -1 (a name bound once to a literal, module constants,
            # `self.k` set once in __init__ to a literal; `self.n - 1` of a constructor argument
            # is not)
            flow = flow_of(self.ctx)
            number = fixed_number(self.ctx, flow, v) if flow is not None else None
            if type(number) is int:     # (a bool is no index here)
                return number, f" (`{self.ctx.code_for(v).strip()}` is {number} on every call)"
            # `i = self.k; x[i]`: the one binding reaching the name copies such an attribute
            sites = (scope.kinds.reaching_bindings(v)
                     if isinstance(v, cst.Name) and v.value not in scope.params and scope.kinds else None)
            if sites and len(sites) == 1 and sites[0][1] == "assign" and isinstance(sites[0][2], cst.Attribute):
                return self._fixed_int(sites[0][2])
            return None
        if (not isinstance(v, cst.Attribute) or not isinstance(v.value, cst.Name)
                or scope.cls is None or scope.cls.plain or scope.style == "helper"
                or scope.cls.toplevel is not scope.cls.node):
            return None
        params = scope.func.params.params
        if not params or params[0].name.value != v.value.value:
            return None
        found = self.ctx.fixed_attribute(scope.cls.name, v.attr.value)
        if found is None or type(found[0]) is not int:
            return None
        attr, number = f"{v.value.value}.{v.attr.value}", found[0]
        if found[1] is None:
            return number, f" (__init__ sets {attr}={number})"
        return number, f" (every construction of the block in this file, line {found[1]}, sets {attr}={number})"

    def _group_effect(self, node: cst.Subscript) -> str | None:
        """What a negative number in the subscript of a traced output group (``F.split``,
        ``F.SliceChannel``, ``F.topk(ret_typ='both')``) does hybridized, else None.  Eagerly the
        group is a python list, where -1 counts from the end; MXNet 1.9.1's
        ``Symbol.__getitem__`` hands an integer to MXSymbolGetOutput, which rejects a negative
        one, and slices the outputs as ``range(start or 0, stop or n, step or 1)``, so a
        negative start raises, and a negative stop, or a negative step from an open end, selects
        no outputs."""
        if len(node.slice) != 1 or isinstance(node.slice[0].comma, cst.Comma):
            return None
        s = node.slice[0].slice
        if isinstance(s, cst.Index):
            fixed = self._fixed_index(node)
            if fixed is None or fixed[0] >= 0:
                return None
            return "raises MXNetError (a Symbol takes only nonnegative output indices)" + fixed[1]
        lower, upper, step = (None if _open(e) else int_literal(e) for e in (s.lower, s.upper, s.step))
        if lower is not None and lower < 0:
            return "raises MXNetError (a Symbol takes only nonnegative output indices)"
        if (upper is not None and upper < 0
                or step is not None and step < 0 and (_open(s.lower) or _open(s.upper))):
            return _OTHER_OUTPUTS
        return None

    def visit_Subscript(self, node: cst.Subscript) -> None:
        kinds = self.ctx.scope.kinds if self.ctx.scope is not None else None
        if not self.ctx.numpy_mode and kinds is not None and kinds.output_group(node.value):
            parent = self.ctx.parent(node)
            effect = None if isinstance(parent, (cst.AssignTarget, cst.AugAssign, cst.Del)) \
                else self._group_effect(node)
            if effect is not None:
                self.report(node, expr=" ".join(self.ctx.code_for(node).split()), effect=effect,
                            advice="count the outputs from the front (the last of n is `[n - 1]`) "
                                   "or unpack them", fix=None, silent=effect in _SILENT)
            return
        state = not self.ctx.is_tensor(node.value) and self._single_state(node)
        if not (state or self.ctx.is_tensor(node.value) or self._array_or_error(node)):
            return
        minus_one = self._minus_one(node) if self.ctx.numpy_mode else None
        if self.ctx.numpy_mode and minus_one is None and _basic_index(node, self.ctx.kind):
            return      # mx.np Symbols take integers and slices (MXNet 1.9.1, numpy mode)
        if self._first_of_step(node):
            return
        if _whole_slice(node):
            return
        parent = self.ctx.parent(node)
        # item assignment / deletion is HYB005's; `x[0] += 1` too
        if isinstance(parent, (cst.AssignTarget, cst.AugAssign, cst.Del)) and getattr(
                parent, "target", None) is node:
            return
        expr = " ".join(self.ctx.code_for(node).split())
        f = (self.ctx.scope.f_name if self.ctx.scope else None) or "F"
        proposal = (Refusal(f"`{node.value.value}` is the state F.contrib.foreach hands its body, "
                            f"whose shape is not proven here") if state
                    else SubscriptToSlice.offer(self.ctx, node))
        if isinstance(proposal, Refusal) and not state and not self.ctx.numpy_mode:
            # a sequence the file shows but does not spell out: gathered when traced only; where
            # that is not shown either, the refusal above stands
            guarded = GuardedRows.offer(self.ctx, node)
            if not isinstance(guarded, Refusal):
                proposal = guarded
        single = len(node.slice) == 1
        if minus_one is not None:
            effect = _NP_MINUS_ONE + minus_one
        elif self.ctx.numpy_mode:
            effect = ("raises IndexError (numpy-mode Symbols take only integers and slices, not "
                      "`...`, `None` or tensor indices)")
        else:
            effect = (_single_effect(node, self.ctx.kind, self.ctx.scope.params) if single
                      else _TYPE_ERROR)
        if isinstance(proposal, Refusal):
            fix = None
            if minus_one is not None:
                # checked in MXNet 1.9.1 numpy mode: equal to eager, 1-D to 3-D, hybridized
                base = " ".join(self.ctx.code_for(node.value).split())
                advice = f"use `{base}[-1:][0]` (the last row as a one-row slice, then its row 0)"
                # a list of arrays takes [-1] in any mode: say so where an input is read only in
                # ways a list allows (the numpy-mode proof of a receiver stops at "mx.np array")
                scope = self.ctx.scope
                v = node.value
                if (isinstance(v, cst.Name) and v.value in scope.params
                        and v.value not in scope.proven_params):
                    advice += (f" (no automatic fix: numpy-mode code is not rewritten; if `{v.value}`"
                               f" is a python list of arrays, this is list indexing and runs)")
                else:
                    advice += " (no automatic fix: numpy-mode code is not rewritten)"
            elif self.ctx.numpy_mode:
                # the legacy slice operators reject mx.np arrays (MXNet 1.9.1: TypeError)
                advice = (f"spell the axes out with basic indexing (`x[:, :, -1]` for `x[..., -1]`, "
                          f"{f}.np.expand_dims for `None`), or {f}.npx.pick / {f}.np.take with an "
                          f"index tensor")
            elif single:
                advice = (f"a Symbol's index selects an output, not a row; use {f}.take / {f}.pick / "
                          f"{f}.slice_axis instead")
            else:
                advice = (f"use {f}.slice(x, begin=(...), end=(...)), {f}.slice_axis(x, axis=k, ...) "
                          f"or {f}.pick instead")
            if minus_one is None:
                advice += proposal.note()
        else:
            fix = proposal
            start, end = self.ctx.span(node)
            own = next((e for e in fix.edits if e.start <= start and e.end >= end), None)
            # a first step elsewhere (the block's F handed to a helper) says what it does
            advice = f"use {' '.join(own.text.split())} instead" if own is not None else fix.message
            if single and isinstance(node.slice[0].slice, cst.Index) and effect != _TYPE_ERROR:
                advice = "a Symbol's integer index selects an output, not a row; " + advice
        self.report(node, expr=expr, effect=effect, advice=advice, fix=fix, silent=effect in _SILENT)
