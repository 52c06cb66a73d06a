"""HYB001 fixer: a python loop over a tensor's axis, ``for t in range(x.shape[k]):`` whose body
reads ``x[:, t]`` and carries tensors from one step to the next -> ``F.contrib.foreach``.

Traced, ``range(x.shape[1])`` has no count: a Symbol has no shape. ``contrib.foreach`` runs a
body on each entry of axis 0 of its data and carries states between the steps, with NDArrays (a
python loop) and with Symbols (a subgraph run once per entry, whatever their number), so the
count need not be known. The loop body becomes the step function: each read of the counter's
row (``y[:, t]``, and the ``F.squeeze(F.slice_axis(...))`` HYB003's fixer writes for it) is the
step's entry of ``F.swapaxes(y, 0, 1)``; the names the body reads before it binds them (or that
are read after the loop) are the states, and a list given one ``append`` a step and stacked
after the loop (``F.stack(*outs, axis=1)``) is the stacked output. MXNet 1.9.1
(``/work/eval/s51/me/tl/``): equal values, eagerly and hybridized, for states, outputs, several
sequences and child blocks, also a dense layer whose shapes wait for the first call in a block
hybridized before it (foreach infers them through its body, where cond does not); layers that
update state on a call (BatchNorm) are refused.
"""
from __future__ import annotations

import re

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants, name_nodes_by_text, parent_map

from . import Example, Fixer, Refusal, example_class, example_module, make_fix
from ._dtypes import DtypeProof
from ._shapes import REDUCE_OPS, SAME_SHAPE_OPS
from ._shared import BROADCAST_OF, LoopRefusal
from ._util import int_literal, is_pure, kwarg, line_end, line_start, names_in, needs_parens
from .augmented_assignment import OPERATORS, holds_only_fresh_arrays
from .branch_to_where import draws_at_random, singular_operations
from ._quiet import called_children, changes_state, quiet_methods
from .child_branch_cond import cell_children, proven_children

NOT_A_LOOP = "not the count of a python loop"


_FORBIDDEN = (cst.Break, cst.Continue, cst.Return, cst.Yield, cst.Await, cst.Global, cst.Nonlocal,
              cst.FunctionDef, cst.ClassDef, cst.Lambda, cst.Del, cst.Try, cst.While, cst.For,
              cst.With, cst.NamedExpr, cst.Raise, cst.Assert, cst.Import, cst.ImportFrom)


def scan_example(body: str, init: str = "self.cell = nn.Dense(4, in_units=7)",
                 signature: str = "self, F, x") -> str:
    """An example block for the scan-loop fixers: a Dense child `self.cell` unless `init` says otherwise."""
    return example_module(body, init=init, signature=signature, gluon="HybridBlock, nn, rnn")


_LSTM = "self.cell = rnn.LSTMCell(4, input_size=3)"
_LANGEVIN = "self._step = 0.01\nself.score = nn.Dense(2, in_units=2)"
_ATTEND = ("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
           "    self.cell = rnn.LSTMCell(4, input_size=3)\n    self.query = nn.Dense(4, in_units=3)\n"
           "    self.key = nn.Dense(3, in_units=4, use_bias=False)\n\n"
           "def _attend(self, F, h, x_t):\n    gate = F.sigmoid(self.key(h))\n    return x_t * gate\n\n")


def _full_slice(el: cst.SubscriptElement) -> bool:
    s = el.slice
    return isinstance(s, cst.Slice) and s.lower is None and s.upper is None and s.step is None


def _is_name(node, name: str) -> bool:
    return isinstance(node, cst.Name) and node.value == name


def _plus_one(node, t: str, back: int = 0) -> bool:
    """``t + 1`` or ``(t + 1) or None`` (HYB003's spelling of a one-row slice's end); with
    ``back`` c, ``t - c + 1``."""
    if isinstance(node, cst.BooleanOperation) and isinstance(node.operator, cst.Or) \
            and isinstance(node.right, cst.Name) and node.right.value == "None":
        node = node.left
    return (isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add)
            and _back(node.left, t) == back and int_literal(node.right) == 1)


def _back(node, t: str) -> int | None:
    """c of ``t - c`` (c an int literal > 0), 0 of ``t`` itself, else None."""
    if _is_name(node, t):
        return 0
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Subtract) and _is_name(node.left, t):
        c = int_literal(node.right)
        return c if c is not None and c > 0 else None
    return None


_LSE = ("def lse(F, s, axis):\n    m = F.max(s, axis=axis, keepdims=True)\n"
        "    return F.log(F.sum(F.exp(F.broadcast_sub(s, m)), axis=axis)) + F.squeeze(m, axis=axis)\n\n\n")
_KEPT = "SEEN = []\n\n\ndef kept(F, s, axis):\n    SEEN.append(s)\n    return F.max(s, axis=axis)\n\n\n"
_CRF_LOOP = ("alpha = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
             "for t in range(1, x.shape[1]):\n"
             "    scores = F.broadcast_add(alpha.expand_dims(2), trans.expand_dims(0))\n"
             "    alpha = lse(F, F.broadcast_add(scores, x[:, t].expand_dims(1)), 1)\n"
             "return lse(F, alpha, 1)")



class ScanLoop(Fixer):
    code = "HYB001"
    name = "scan-loop"
    applicability = "unsafe"
    needs_f = True
    description = """
    A python loop over an axis of a tensor, `for t in range(x.shape[k]):` or from a literal start
    (`range(1, x.shape[k])`: the rows from there on), k = 0 to 3, whose
    counter is read only to take a row of a tensor on that axis (`x[:, t]`, `y[:, t:t + 1]`, the
    row c steps back `x[:, t - c]` when the loop starts at c or later (the rows from start - c), the
    `F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)` HYB003's fixer writes) ->
    a step function run by `F.contrib.foreach` over x with axis k swapped to the front
    (`F.swapaxes(x, 0, 1)`; another tensor's rows cut to x's length with `F.slice_like`; a name
    bound only to number literals and arithmetic of itself with tensors, `k = 0` then `k = k +
    w_e`, whose row every step reads, is a tensor there: a number has no row): the
    names the body reads before binding them, or that are read after the loop, are its states
    (each proven a tensor before the loop), and a list bound to `[]` before the loop (alone or in
    one unpacking, `a, b = [], []`), given one
    `append` a step and after it only stacked (`F.stack(*outs, axis=a)`, a = 0 to 3, the steps
    swapped back to axis a; beside other tensors, `F.stack(u, *outs, axis=a)`, each expanded on
    axis a and joined with them), joined (`F.concat(*outs, dim=a)`: the steps' axis swapped beside
    axis a and merged into it, `reshape` codes (0, .., -3, -2)) or read one step by a literal
    index (`outs[-1]`: that row of the stacked output), up to a line of the function's body binding
    it anew (`outs = F.stack(*outs, axis=1)`), is its stacked output; a name bound to 0
    before the loop and only summed into in the step (`ll = ll + term`, `ll += term`, the term a
    proven tensor) is the sum of the collected terms over the steps' axis (equal up to float32
    rounding: MXNet's sum reduces in its own order). A loop over every window of w rows
    (`range(x.shape[k] - w + 1)` reading `x[:, t:t + w]`, w the same python expression in both)
    walks the windows stacked on a new axis k + 1 (`F.stack` of w shifted `slice_axis`). In a loop
    from 0, the counter read as a number (through int arithmetic, `t + 1`) that one `+ - * /` or
    `< <= > >=` meets with a proven tensor the dtype proof ties to x (`acc / (t + 1)`) is a (1,)
    row of `F.contrib.arange_like(x, axis=k)` (x's dtype, the scalar's there) and the operator
    its broadcasting form (`F.broadcast_div(acc, (t_n + 1))`: the scalar operator's values); so
    is one met by x's own row (`x[:, t] * (t + 1)`: the row has x's dtype), in a comprehension too.
    A row read by `F.slice(y, begin=(.., t, ..), end=(.., t + 1, ..))` (HYB003's `y[t, :, 0]`, the
    counter at entry k only) is the row expanded on k, sliced by the other entries. A loop from 0
    reading the window `F.slice_axis(s, axis=k, begin=t, end=t + w)` of another tensor (w an int
    literal, a name or an attribute the body does not rebind) walks s's windows stacked on axis
    k + 1, each `slice_like(F.slice_axis(s, axis=k, begin=j, end=None), x, axes=(k,))`: where s
    holds fewer than the count + w - 1 rows both raise (slice_axis and slice_like check the end).
    Traced, the loop count needs the Symbol's
    shape; foreach needs none. Refused when the counter is read otherwise, the body
    breaks, returns, nests a loop, stores on the block or calls anything but F operators, tensor
    methods, python's `math` functions of numbers (no tensor argument: `math.sqrt(self._step)`),
    module functions that store nothing and call nothing that changes state, dense
    or convolution children (MXNet 1.9.1 infers a deferred one's shapes through
    the body; BatchNorm updates state), embeddings (without a sparse gradient) and RNNCell,
    LSTMCell or GRUCell children, when a state is
    not proven a tensor before the loop (or a cell's list of states: bound to its `begin_state`,
    each state as an F operator makes it, or a list of tensors, and rebound in the step only as
    the states the cell returns for it, which foreach hands back in the same nesting; or one state
    unpacked from what a cell returns, `out, (h, c) = self.cell(x_t, [h, c])`, and otherwise
    rebound only by arithmetic of itself with proven tensors or numbers, `h = h * keep`; a state
    bound to an operator between two tensors, `hidden = hidden * mask` of an input, is one too),
    and when a name first bound in the loop is read after it, but for this: a name the step binds
    on every step (not under an `if`) before it reads it, read after the loop (bound before it or
    not), to what a cell returns as its output or to a value the read after the loop proves a
    tensor, is the last step's value, the last row of a stacked output (`out =
    F.squeeze(F.slice_axis(outs, axis=0, begin=-1, end=None), axis=0)`; not a state, which
    MXNet's foreach needs each step to read; with no step every foreach of MXNet 1.9.1 raises,
    where the loop kept the value from before). A list comprehension over the same count, the whole value of `outs = [elt for t in range(x.shape[k])]` (one `for`, no `if`),
    is that loop appending `elt` with no state; so is one that is the whole starred argument of
    `F.stack(*[...], axis=a)` or `F.concat(*[...], dim=a)` in a statement of the body, not under
    an `if` expression, `and`/`or`, a lambda or another comprehension: its steps run just before
    that statement. Unsafe: hybridized, every state
    must keep its shape from step to step.
    """
    EXAMPLES = [
        # an Elman-style recurrence: one state, the final state returned
        Example(scan_example("h = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1)).reshape((0, -1))\n"
                        "h = F.broadcast_like(F.zeros((1, 4)), h, lhs_axes=(0,), rhs_axes=(0,))\n"
                        "for t in range(x.shape[1]):\n"
                        "    h = F.tanh(self.cell(F.concat(x[:, t], h, dim=1)))\n"
                        "return h"),
                scan_example("h = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1)).reshape((0, -1))\n"
                        "h = F.broadcast_like(F.zeros((1, 4)), h, lhs_axes=(0,), rhs_axes=(0,))\n"
                        "def _scan_step(x_t, _scan_states):\n"
                        "    h = _scan_states[0]\n"
                        "    h = F.tanh(self.cell(F.concat(x_t, h, dim=1)))\n"
                        "    return [], [h]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                        "h = _scan_states[0]\n"
                        "return h"),
                shapes=[[(2, 5, 3)], [(3, 1, 3)]]),
        # a leaky integrate-and-fire unroll: two states, spikes stacked on the time axis, and a
        # second sequence (a gate per step) read on the same axis
        Example(scan_example("v = F.zeros_like(self.cell(x.slice_axis(axis=1, begin=0, end=1).reshape((0, -1))))\n"
                        "total = F.zeros_like(v)\n"
                        "spikes = []\n"
                        "for t in range(x.shape[1]):\n"
                        "    # integrate, fire, reset\n"
                        "    v = v * 0.5 + F.broadcast_mul(self.cell(x[:, t]), g[:, t:t + 1])\n"
                        "    s = v > 0.1\n"
                        "    v = v * (1 - s)\n"
                        "    total = total + v\n"
                        "    spikes.append(s)\n"
                        "return F.stack(*spikes, axis=1), total",
                        signature="self, F, x, g"),
                scan_example("v = F.zeros_like(self.cell(x.slice_axis(axis=1, begin=0, end=1).reshape((0, -1))))\n"
                        "total = F.zeros_like(v)\n"
                        "spikes = []\n"
                        "def _scan_step(_scan_data, _scan_states):\n"
                        "    x_t, g_t = _scan_data\n"
                        "    v, total = _scan_states\n"
                        "    # integrate, fire, reset\n"
                        "    v = v * 0.5 + F.broadcast_mul(self.cell(x_t), F.expand_dims(g_t, axis=1))\n"
                        "    s = v > 0.1\n"
                        "    v = v * (1 - s)\n"
                        "    total = total + v\n"
                        "    _spikes_step = s\n"
                        "    return [_spikes_step], [v, total]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), "
                        "F.swapaxes(F.slice_like(g, x, axes=(1,)), 0, 1)], [v, total])\n"
                        "v, total = _scan_states\n"
                        "spikes = _scan_outs[0]\n"
                        "return F.swapaxes(spikes, 0, 1), total",
                        signature="self, F, x, g"),
                shapes=[[(2, 4, 7), (2, 6)], [(1, 2, 7), (1, 2)]]),
        # rows of axis 0 in the form HYB003's fixer leaves, outputs stacked on axis 0
        Example(scan_example("acc = F.zeros_like(F.sum(x, axis=0))\nouts = []\n"
                        "for i in range(x.shape[0]):\n"
                        "    acc = acc + F.squeeze(F.slice_axis(x, axis=0, begin=i, end=(i + 1) or None), axis=0)\n"
                        "    outs.append(F.relu(acc))\n"
                        "return F.stack(*outs, axis=0)", init=""),
                scan_example("acc = F.zeros_like(F.sum(x, axis=0))\nouts = []\n"
                        "def _scan_step(x_t, _scan_states):\n"
                        "    acc = _scan_states[0]\n"
                        "    acc = acc + x_t\n"
                        "    _outs_step = F.relu(acc)\n"
                        "    return [_outs_step], [acc]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, x, [acc])\n"
                        "acc = _scan_states[0]\n"
                        "outs = _scan_outs[0]\n"
                        "return outs", init=""),
                shapes=[[(3, 2)], [(1, 4, 2)]]),
        # a linear scan over the last axis of a (batch, channels, time) input, outputs stacked there
        Example(scan_example("h = F.zeros_like(self.proj(F.slice_axis(x, axis=2, begin=0, end=1).reshape((0, -1))))\n"
                        "ys = []\n"
                        "for t in range(x.shape[2]):\n"
                        "    h = 0.9 * h + self.proj(x[:, :, t])\n"
                        "    ys.append(F.tanh(h))\n"
                        "return F.stack(*ys, axis=2)", init="self.proj = nn.Dense(4, in_units=3)"),
                scan_example("h = F.zeros_like(self.proj(F.slice_axis(x, axis=2, begin=0, end=1).reshape((0, -1))))\n"
                        "ys = []\n"
                        "def _scan_step(x_t, _scan_states):\n"
                        "    h = _scan_states[0]\n"
                        "    h = 0.9 * h + self.proj(x_t)\n"
                        "    _ys_step = F.tanh(h)\n"
                        "    return [_ys_step], [h]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, "
                        "F.swapaxes(F.swapaxes(x, 1, 2), 0, 1), [h])\n"
                        "h = _scan_states[0]\n"
                        "ys = _scan_outs[0]\n"
                        "return F.swapaxes(F.swapaxes(ys, 0, 1), 1, 2)", init="self.proj = nn.Dense(4, in_units=3)"),
                shapes=[[(2, 3, 5)], [(1, 3, 2)]]),
        # Langevin steps over a stack of noise draws: the score child and python math of the
        # configured step size (`math.sqrt(self._step)`, no tensor in it) in the body
        Example(example_module("for i in range(noise.shape[0]):\n"
                               "    x = x + self._step / 2 * self.score(x) + math.sqrt(self._step) * noise[i]\n"
                               "return x", imports="import math\n", init=_LANGEVIN,
                               signature="self, F, noise, x", gluon="HybridBlock, nn"),
                example_module("def _scan_step(noise_t, _scan_states):\n"
                               "    x = _scan_states[0]\n"
                               "    x = x + self._step / 2 * self.score(x) + math.sqrt(self._step) * noise_t\n"
                               "    return [], [x]\n"
                               "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, noise, [x])\n"
                               "x = _scan_states[0]\n"
                               "return x", imports="import math\n", init=_LANGEVIN,
                               signature="self, F, noise, x", gluon="HybridBlock, nn"),
                shapes=[[(3, 4, 2), (4, 2)], [(1, 2, 2), (2, 2)]]),
        # python math given a tensor: a python float of the data, not one of the graph
        Example(example_module("for i in range(noise.shape[0]):\n"
                               "    x = x + math.sqrt(self._step) * noise[i] * math.fabs(F.sum(x))\n"
                               "return x", imports="import math\n", init=_LANGEVIN,
                               signature="self, F, noise, x", gluon="HybridBlock, nn"), None,
                reason="the body calls something other than F operators", shapes=[[(3, 1), (1,)]]),
        # a GRU-style unroll joined on the time axis: each step's (batch, 1, units) concatenated
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\nouts = []\n"
                        "for t in range(x.shape[1]):\n"
                        "    h = F.tanh(self.proj(x[:, t]) + h)\n"
                        "    outs.append(h.expand_dims(axis=1))\n"
                        "return F.concat(*outs, dim=1)", init="self.proj = nn.Dense(4, in_units=4)"),
                scan_example("h = F.zeros_like(F.sum(x, axis=1))\nouts = []\n"
                        "def _scan_step(x_t, _scan_states):\n"
                        "    h = _scan_states[0]\n"
                        "    h = F.tanh(self.proj(x_t) + h)\n"
                        "    _outs_step = h.expand_dims(axis=1)\n"
                        "    return [_outs_step], [h]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                        "h = _scan_states[0]\n"
                        "outs = _scan_outs[0]\n"
                        "return F.reshape(F.swapaxes(outs, 0, 1), shape=(0, -3, -2))",
                        init="self.proj = nn.Dense(4, in_units=4)"),
                shapes=[[(2, 3, 4)], [(3, 1, 4)]]),
        # a CRF's forward algorithm: rows from 1 on, a module helper free of side effects, a
        # transition Parameter handed in; a one-token sentence runs no step, where foreach's
        # `F.slice_axis(x, axis=1, begin=1, end=None)` would raise in MXNet 1.9.1: foreach over
        # every row, step 0 handing on the state it is given (F.where on the counter); the
        # helper's log is of a log-sum-exp's sum (>= 1), finite in the masked step's backward
        # (session 68, H486: refused -- alpha's shape after a step, lse of a (B, K, K) sum, is not
        # proven the seed's (B, K): a seed the first step broadcasts or grows leaves F.where two
        # shapes, and the fixed copy raises eagerly where the python loop ran)
        Example(example_module(_CRF_LOOP, imports=_LSE, signature="self, F, x, trans"),
                None, reason="`alpha` is not proven to keep, through a step, the shape",
                shapes=[[(2, 4, 3), (3, 3)], [(2, 1, 3), (3, 3)], [(2, 2, 3), (3, 3)]]),
        # ... with the count bound to a name first (`T = x.shape[1]`, `range(1, T)`): the same
        Example(example_module(_CRF_LOOP.replace("for t in range(1, x.shape[1]):",
                                                 "T = x.shape[1]\nfor t in range(1, T):"),
                               imports=_LSE, signature="self, F, x, trans"),
                None, reason="`alpha` is not proven to keep, through a step, the shape",
                shapes=[[(2, 4, 3), (3, 3)], [(2, 1, 3), (3, 3)], [(2, 5, 3), (3, 3)]]),
        # a helper that keeps what it is given: not known to compute the same in a foreach step
        Example(example_module(_CRF_LOOP.replace("lse(F, F.broadcast_add", "kept(F, F.broadcast_add"),
                               imports=_LSE + _KEPT, signature="self, F, x, trans"),
                None, reason="calls something other than F operators", shapes=[[(2, 4, 3), (3, 3)]]),
        # the count bound to a name first, read nowhere else: the binding goes with the loop
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\nsteps = x.shape[1]\n"
                        "for t in range(steps):\n"
                        "    h = 0.5 * h + x[:, t]\n"
                        "return h", init=""),
                scan_example("h = F.zeros_like(F.sum(x, axis=1))\n"
                        "def _scan_step(x_t, _scan_states):\n"
                        "    h = _scan_states[0]\n"
                        "    h = 0.5 * h + x_t\n"
                        "    return [], [h]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                        "h = _scan_states[0]\n"
                        "return h", init=""),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        # the count's name also read in the body: left to the size fixers' refusal
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\nsteps = x.shape[1]\n"
                        "for t in range(steps):\n"
                        "    h = h + x[:, t] / steps\n"
                        "return h", init=""),
                None, reason="sets how many times a python loop runs", shapes=[[(2, 3, 4)]]),
        # the counter read as a number another sequence's row meets: nothing ties that row's
        # dtype to the walked sequence's
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\nz = F.relu(g)\n"
                             "for t in range(x.shape[1]):\n    h = h + x[:, t] + z[:, t] * t\nreturn h", init="",
                             signature="self, F, x, g"),
                None, reason="the loop counter `t` is read", shapes=[[(2, 3, 4), (2, 3, 4)]]),
        # ... met by the walked sequence's own row (a position weight): its dtype is the row's
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\n"
                             "for t in range(x.shape[1]):\n    h = h + x[:, t] * t\nreturn h", init=""),
                scan_example("h = F.zeros_like(F.sum(x, axis=1))\ndef _scan_step(_scan_data, _scan_states):\n"
                             "    x_t, t_n = _scan_data\n    h = _scan_states[0]\n"
                             "    h = h + F.broadcast_mul(x_t, t_n)\n    return [], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), "
                             "F.expand_dims(F.contrib.arange_like(x, axis=1), axis=1)], [h])\n"
                             "h = _scan_states[0]\nreturn h", init=""),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        # ... in a comprehension
        Example(scan_example("cols = [x[:, t] * (t + 1) for t in range(x.shape[1])]\nreturn F.stack(*cols, axis=1)", init=""),
                scan_example("def _scan_step(_scan_data, _scan_states):\n    x_t, t_n = _scan_data\n"
                             "    return [F.broadcast_mul(x_t, (t_n + 1))], []\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), "
                             "F.expand_dims(F.contrib.arange_like(x, axis=1), axis=1)], [])\n"
                             "cols = _scan_outs[0]\nreturn F.swapaxes(cols, 0, 1)", init=""),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        # a row cut on other axes too by F.slice (HYB003's `x[:, t, 0]`): the expanded row sliced
        # by the other entries
        Example(scan_example("acc = F.zeros_like(F.sum(x, axis=(1, 2)))\nfor t in range(x.shape[1]):\n"
                             "    acc = acc + F.squeeze(F.slice(x, begin=(None, t, 0), end=(None, t + 1, 1)), axis=(1, 2))\n"
                             "return acc", init=""),
                scan_example("acc = F.zeros_like(F.sum(x, axis=(1, 2)))\ndef _scan_step(x_t, _scan_states):\n"
                             "    acc = _scan_states[0]\n    acc = acc + F.squeeze(F.slice("
                             "F.expand_dims(x_t, axis=1), begin=(None, None, 0), end=(None, None, 1)), axis=(1, 2))\n"
                             "    return [], [acc]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [acc])\n"
                             "acc = _scan_states[0]\nreturn acc", init=""),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        # ... not with the counter in another entry too
        Example(scan_example("acc = F.zeros_like(F.sum(x, axis=(1, 2)))\nfor t in range(x.shape[1]):\n"
                             "    acc = acc + F.squeeze(F.slice(x, begin=(None, t, t), end=(None, t + 1, t + 1)), axis=(1, 2))\n"
                             "return acc", init=""),
                None, reason="the loop counter `t` is read other than as the index of a row", shapes=[[(2, 3, 4)]]),
        # the window of w rows of another tensor from the counter's row on (a context window over a
        # padded sentence): its windows, each cut to the count by slice_like, stacked on axis k + 1
        Example(scan_example("pad = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1))\nxp = F.concat(pad, x, pad, dim=1)\n"
                             "outs = []\nfor t in range(x.shape[1]):\n"
                             "    outs.append(F.mean(F.slice_axis(xp, axis=1, begin=t, end=t + self.win), axis=1))\n"
                             "return F.stack(*outs, axis=1)", init="self.win = 3"),
                scan_example("pad = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1))\nxp = F.concat(pad, x, pad, dim=1)\n"
                             "outs = []\ndef _scan_step(xp_win, _scan_states):\n    _outs_step = F.mean(xp_win, axis=1)\n"
                             "    return [_outs_step], []\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(F.stack(*[F.slice_like("
                             "F.slice_axis(xp, axis=1, begin=j, end=None), x, axes=(1,)) for j in range(self.win)], axis=2), 0, 1), [])\n"
                             "outs = _scan_outs[0]\nreturn F.swapaxes(outs, 0, 1)", init="self.win = 3"),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        # ... not a width the body rebinds (the windows are cut before the loop), nor from another start
        Example(scan_example("xp = F.concat(x, x, dim=1)\nouts = []\nw = 2\nfor t in range(x.shape[1]):\n    w = 3\n"
                             "    outs.append(F.mean(F.slice_axis(xp, axis=1, begin=t, end=t + w), axis=1))\n"
                             "return F.stack(*outs, axis=1)", init=""),
                None, reason="the window `w` is rebound in the body", shapes=[[(2, 3, 4)]]),
        Example(scan_example("xp = F.concat(x, x, dim=1)\nouts = []\nfor t in range(1, x.shape[1]):\n"
                             "    outs.append(F.mean(F.slice_axis(xp, axis=1, begin=t, end=t + 2), axis=1))\n"
                             "return F.stack(*outs, axis=1)", init=""),
                None, reason="the loop counter `t` is read other than as the index of a row", shapes=[[(2, 3, 4)]]),
        # ... but as a number one operator meets with a tensor in the walked sequence's dtype (a
        # running mean, Conformer's cumulative average; a step mask): the counter's (1,) rows of
        # arange_like, the operator's broadcasting form
        Example(scan_example("acc = F.zeros_like(F.sum(x, axis=1))\nouts = []\nfor t in range(x.shape[1]):\n    acc = acc + x[:, t]\n    outs.append(acc / (t + 1))\nreturn F.stack(*outs, axis=1)", init=""),
                scan_example("acc = F.zeros_like(F.sum(x, axis=1))\nouts = []\ndef _scan_step(_scan_data, _scan_states):\n    x_t, t_n = _scan_data\n    acc = _scan_states[0]\n    acc = acc + x_t\n    _outs_step = F.broadcast_div(acc, (t_n + 1))\n    return [_outs_step], [acc]\n_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), F.expand_dims(F.contrib.arange_like(x, axis=1), axis=1)], [acc])\nacc = _scan_states[0]\nouts = _scan_outs[0]\nreturn F.swapaxes(outs, 0, 1)", init=""),
                shapes=[[(2, 3, 4)], [(1, 5, 2)]]),
        Example(scan_example("m = F.mean(x, axis=(1, 2))\nouts = []\nfor t in range(x.shape[1]):\n    outs.append(F.sum(x[:, t], axis=1) * (m * 10 > t))\nreturn F.stack(*outs, axis=1)", init=""),
                scan_example("m = F.mean(x, axis=(1, 2))\nouts = []\ndef _scan_step(_scan_data, _scan_states):\n    x_t, t_n = _scan_data\n    _outs_step = F.sum(x_t, axis=1) * (F.broadcast_greater(m * 10, t_n))\n    return [_outs_step], []\n_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), F.expand_dims(F.contrib.arange_like(x, axis=1), axis=1)], [])\nouts = _scan_outs[0]\nreturn F.swapaxes(outs, 0, 1)", init=""),
                shapes=[[(2, 3, 4)], [(3, 6, 2)]]),
        # ... not from another start (the rows and the counts part), nor met by a tensor whose
        # dtype nothing ties to the sequence's (an input: the scalar operator took its dtype)
        Example(scan_example("acc = F.zeros_like(F.sum(x, axis=1))\nouts = []\nfor t in range(1, x.shape[1]):\n"
                             "    acc = acc + x[:, t]\n    outs.append(acc / t)\nreturn F.stack(*outs, axis=1)", init=""),
                None, reason="the loop counter `t` is read", shapes=[[(2, 3, 4)]]),
        Example(scan_example("outs = []\nfor t in range(x.shape[1]):\n    outs.append(F.sum(x[:, t], axis=1) * (w > t))\n"
                             "return F.stack(*outs, axis=1)", init="", signature="self, F, x, w"),
                None, reason="the loop counter `t` is read", shapes=[[(2, 3, 4), (2,)]]),
        # ... unless what it gives meets the row itself in an operator, which ran in one dtype
        # (NCF's running sum of the valid history, `h[:, j] * (j < n)`)
        Example(scan_example("m = F.relu(w) * 3\nacc = F.zeros_like(F.sum(x, axis=1))\nfor t in range(x.shape[1]):\n"
                             "    acc = acc + F.broadcast_mul(x[:, t], (t < m).reshape((-1, 1)))\nreturn acc",
                             init="", signature="self, F, x, w"),
                scan_example("m = F.relu(w) * 3\nacc = F.zeros_like(F.sum(x, axis=1))\n"
                             "def _scan_step(_scan_data, _scan_states):\n    x_t, t_n = _scan_data\n    acc = _scan_states[0]\n"
                             "    acc = acc + F.broadcast_mul(x_t, (F.broadcast_lesser(t_n, m)).reshape((-1, 1)))\n"
                             "    return [], [acc]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), "
                             "F.expand_dims(F.contrib.arange_like(x, axis=1), axis=1)], [acc])\n"
                             "acc = _scan_states[0]\nreturn acc", init="", signature="self, F, x, w"),
                shapes=[[(2, 5, 3), (2,)], [(3, 1, 4), (3,)]]),
        Example(scan_example("m = F.relu(w) * 3\nacc = F.zeros_like(F.sum(x, axis=1))\nfor t in range(x.shape[1]):\n"
                             "    acc = acc + F.broadcast_mul(x[:, t], (t < m).astype('float32').reshape((-1, 1)))\nreturn acc",
                             init="", signature="self, F, x, w"),
                None, reason="the loop counter `t` is read", shapes=[[(2, 5, 3), (2,)]]),
        # a state that starts as a python number (other than a sum from 0)
        Example(scan_example("h = 1\nfor t in range(x.shape[1]):\n    h = h * x[:, t]\nreturn h", init=""),
                None, reason="is not proven a tensor (or a recurrent cell's list of states) before the loop",
                shapes=[[(2, 3, 4)]]),
        # the last step's output and the first read back one row each
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\nouts = []\n"
                             "for t in range(x.shape[1]):\n    h = F.tanh(h + self.cell(x[:, t]))\n"
                             "    outs.append(h)\nreturn outs[-1] - 2 * outs[0]",
                             init="self.cell = nn.Dense(7, in_units=7)"),
                scan_example("h = F.zeros_like(F.sum(x, axis=1))\nouts = []\n"
                             "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n"
                             "    h = F.tanh(h + self.cell(x_t))\n    _outs_step = h\n"
                             "    return [_outs_step], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                             "h = _scan_states[0]\nouts = _scan_outs[0]\n"
                             "return F.squeeze(F.slice_axis(outs, axis=0, begin=-1, end=None), axis=0) - 2 * "
                             "F.squeeze(F.slice_axis(outs, axis=0, begin=0, end=1), axis=0)",
                             init="self.cell = nn.Dense(7, in_units=7)"),
                shapes=[[(2, 3, 7)], [(1, 5, 7)]]),
        # a sum from 0 (a log-likelihood over the steps): each step's term collected and summed
        # (MXNet 1.9.1's sum adds in its own order: equal up to float32 rounding)
        Example(scan_example("ll = 0\nfor t in range(x.shape[1]):\n    ll = ll + F.sum(F.tanh(self.cell(x[:, t])), axis=1)\n"
                             "return ll", init="self.cell = nn.Dense(4, in_units=7)"),
                scan_example("ll = 0\ndef _scan_step(x_t, _scan_states):\n"
                             "    _ll_step = F.sum(F.tanh(self.cell(x_t)), axis=1)\n    return [_ll_step], []\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [])\n"
                             "ll = F.sum(_scan_outs[0], axis=0)\nreturn ll", init="self.cell = nn.Dense(4, in_units=7)"),
                shapes=[[(2, 3, 7)], [(1, 5, 7)]]),
        # every step but the last: the gaps between neighbours, one fewer than the rows
        Example(scan_example("d = F.slice_axis(x, axis=1, begin=1, end=None) - F.slice_axis(x, axis=1, begin=0, end=-1)\n"
                             "h = F.zeros_like(F.sum(x, axis=1))\n"
                             "for t in range(x.shape[1] - 1):\n    h = F.tanh(h + d[:, t] * x[:, t])\nreturn h", init=""),
                scan_example("d = F.slice_axis(x, axis=1, begin=1, end=None) - F.slice_axis(x, axis=1, begin=0, end=-1)\n"
                             "h = F.zeros_like(F.sum(x, axis=1))\n"
                             "def _scan_step(_scan_data, _scan_states):\n    d_t, x_t = _scan_data\n"
                             "    h = _scan_states[0]\n    h = F.tanh(h + d_t * x_t)\n    return [], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(F.slice_like(d, "
                             "F.slice_axis(x, axis=1, begin=0, end=-1), axes=(1,)), 0, 1), F.swapaxes(F.slice_axis(x, "
                             "axis=1, begin=0, end=-1), 0, 1)], [h])\nh = _scan_states[0]\nreturn h", init=""),
                shapes=[[(2, 4, 3)], [(1, 2, 5)]]),
        # a state refolded by the batch in each step (`h.reshape((x.shape[0], -1))`): the reshape is
        # rewritten first, from the loop's shapes, then the loop; in the step the state has none
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 6)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "for t in range(x.shape[1]):\n    hs = h.reshape((-1, 3, 2))\n"
                             "    hs = F.tanh(F.broadcast_add(hs, self.cell(x[:, t]).reshape((-1, 3, 2))))\n"
                             "    h = hs.reshape((x.shape[0], -1))\nreturn h", init="self.cell = nn.Dense(6, in_units=4)"),
                scan_example("h = F.broadcast_like(F.zeros((1, 6)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n    hs = h.reshape((-1, 3, 2))\n"
                             "    hs = F.tanh(F.broadcast_add(hs, self.cell(x_t).reshape((-1, 3, 2))))\n"
                             "    h = hs.reshape((0, -3))\n    return [], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                             "h = _scan_states[0]\nreturn h", init="self.cell = nn.Dense(6, in_units=4)"),
                shapes=[[(2, 5, 4)], [(1, 2, 4)]]),
        # a rolling window (a moving maximum of w steps): the windows stacked on a new axis are the rows
        Example(example_module("outs = []\nfor i in range(x.shape[1] - self.w + 1):\n"
                               "    outs.append(F.max(x[:, i:i + self.w], axis=1))\nreturn F.stack(*outs, axis=1)",
                               init="self.w = 3"),
                example_module("outs = []\ndef _scan_step(x_t, _scan_states):\n    _outs_step = F.max(x_t, axis=1)\n"
                               "    return [_outs_step], []\n"
                               "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(F.stack(*[F.slice_axis(x, "
                               "axis=1, begin=j, end=(j - self.w + 1) or None) for j in range(self.w)], axis=2), 0, 1), [])\n"
                               "outs = _scan_outs[0]\nreturn F.swapaxes(outs, 0, 1)", init="self.w = 3"),
                shapes=[[(2, 5, 4)], [(1, 3, 2)]]),
        # two lists bound by one unpacking (`a, b = [], []`, as heads over decoder layers do)
        Example(example_module("means, peaks = [], []\nfor i in range(x.shape[0]):\n"
                               "    means.append(F.mean(x[i], axis=0))\n    peaks.append(F.max(x[i], axis=0))\n"
                               "return F.stack(*means, axis=0), F.stack(*peaks, axis=0)"),
                example_module("means, peaks = [], []\ndef _scan_step(x_t, _scan_states):\n"
                               "    _means_step = F.mean(x_t, axis=0)\n    _peaks_step = F.max(x_t, axis=0)\n"
                               "    return [_means_step, _peaks_step], []\n"
                               "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, x, [])\n"
                               "means = _scan_outs[0]\npeaks = _scan_outs[1]\nreturn means, peaks"),
                shapes=[[(3, 2, 4)], [(1, 5, 2)]]),
        # ... a window of another width than the count's
        Example(example_module("outs = []\nfor i in range(x.shape[1] - self.w + 1):\n"
                               "    outs.append(F.max(x[:, i:i + 2], axis=1))\nreturn F.stack(*outs, axis=1)",
                               init="self.w = 3"),
                None, reason="the loop counter `i` is read other than as the index of a row", shapes=[[(2, 5, 4)]]),
        # a hand-unrolled LSTM: the cell's list of states carried whole (foreach keeps its nesting)
        Example(scan_example("states = [F.broadcast_like(s, x, lhs_axes=(0,), rhs_axes=(0,)) for s in "
                             "self.cell.begin_state(batch_size=1, func=F.zeros)]\nouts = []\n"
                             "for t in range(x.shape[1]):\n    h, states = self.cell(x[:, t, :], states)\n"
                             "    outs.append(h)\nreturn F.broadcast_add(F.stack(*outs, axis=1), states[1].expand_dims(1))",
                             init=_LSTM),
                scan_example("states = [F.broadcast_like(s, x, lhs_axes=(0,), rhs_axes=(0,)) for s in "
                             "self.cell.begin_state(batch_size=1, func=F.zeros)]\nouts = []\n"
                             "def _scan_step(x_t, _scan_states):\n    states = _scan_states[0]\n"
                             "    h, states = self.cell(x_t, states)\n    _outs_step = h\n"
                             "    return [_outs_step], [states]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [states])\n"
                             "states = _scan_states[0]\nouts = _scan_outs[0]\n"
                             "return F.broadcast_add(F.swapaxes(outs, 0, 1), states[1].expand_dims(1))", init=_LSTM),
                shapes=[[(2, 5, 3)], [(1, 2, 3)]]),
        # ... a GRU's one state unpacked from what the cell returns, its input size deferred
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "for t in range(x.shape[1]):\n    _, (h,) = self.cell(x[:, t], [h])\nreturn h",
                             init="self.cell = rnn.GRUCell(4)"),
                scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n"
                             "    _, (h,) = self.cell(x_t, [h])\n    return [], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                             "h = _scan_states[0]\nreturn h", init="self.cell = rnn.GRUCell(4)"),
                shapes=[[(2, 5, 3)], [(3, 1, 3)]]),
        # ... the state reset between the cell's steps by arithmetic with a proven tensor (a
        # session start's mask, GRU4Rec): still a tensor at every step
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\nouts = []\n"
                             "for t in range(x.shape[1]):\n    keep = (m[:, t] <= 0).expand_dims(1)\n"
                             "    h = F.broadcast_mul(h, keep)\n    out, [h] = self.cell(x[:, t], [h])\n"
                             "    outs.append(out)\nreturn F.stack(*outs, axis=1)",
                             init="self.cell = rnn.GRUCell(4, input_size=3)", signature="self, F, x, m"),
                scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\nouts = []\n"
                             "def _scan_step(_scan_data, _scan_states):\n    m_t, x_t = _scan_data\n"
                             "    h = _scan_states[0]\n    keep = (m_t <= 0).expand_dims(1)\n"
                             "    h = F.broadcast_mul(h, keep)\n    out, [h] = self.cell(x_t, [h])\n"
                             "    _outs_step = out\n    return [_outs_step], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(F.slice_like(m, x, "
                             "axes=(1,)), 0, 1), F.swapaxes(x, 0, 1)], [h])\n"
                             "h = _scan_states[0]\nouts = _scan_outs[0]\nreturn F.swapaxes(outs, 0, 1)",
                             init="self.cell = rnn.GRUCell(4, input_size=3)", signature="self, F, x, m"),
                shapes=[[(2, 5, 3), (2, 5)], [(3, 1, 3), (3, 2)]]),
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "for t in range(x.shape[1]):\n    h = 0.5 * h - 1\n    _, [h] = self.cell(x[:, t], [h])\n"
                             "return h", init="self.cell = rnn.GRUCell(4, input_size=3)"),
                scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n    h = 0.5 * h - 1\n"
                             "    _, [h] = self.cell(x_t, [h])\n    return [], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                             "h = _scan_states[0]\nreturn h", init="self.cell = rnn.GRUCell(4, input_size=3)"),
                shapes=[[(2, 5, 3)], [(3, 1, 3)]]),
        # ... but not by what is not proven a tensor: a child's call, a python list's items
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "for t in range(x.shape[1]):\n    h = h * self.decay[0]\n    _, [h] = self.cell(x[:, t], [h])\n"
                             "return h", init="self.decay = [0.5]\nself.cell = rnn.GRUCell(4, input_size=3)"),
                None, reason="is not proven a tensor (or a recurrent cell's list of states)", shapes=[[(2, 5, 3)]]),
        # ... an LSTM's two states kept apart, and a method of the block that only calls a dense
        # child and F operators (an attention step)
        Example(example_class(_ATTEND + "def hybrid_forward(self, F, x):\n"
                              "    q = self.query(F.slice_axis(x, axis=1, begin=0, end=1).reshape((0, -1)))\n    h, c = F.zeros_like(q), F.ones_like(q)\n"
                              "    outs = []\n    for t in range(x.shape[1]):\n"
                              "        y, (h, c) = self.cell(self._attend(F, h, x[:, t, :]), (h, c))\n"
                              "        outs.append(y)\n    return F.stack(*outs, axis=1), c\n",
                              imports="from mxnet.gluon import nn, rnn\n"),
                example_class(_ATTEND + "def hybrid_forward(self, F, x):\n"
                              "    q = self.query(F.slice_axis(x, axis=1, begin=0, end=1).reshape((0, -1)))\n    h, c = F.zeros_like(q), F.ones_like(q)\n"
                              "    outs = []\n    def _scan_step(x_t, _scan_states):\n"
                              "        h, c = _scan_states\n"
                              "        y, (h, c) = self.cell(self._attend(F, h, x_t), (h, c))\n"
                              "        _outs_step = y\n        return [_outs_step], [h, c]\n"
                              "    _scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h, c])\n"
                              "    h, c = _scan_states\n    outs = _scan_outs[0]\n"
                              "    return F.swapaxes(outs, 0, 1), c\n",
                              imports="from mxnet.gluon import nn, rnn\n"),
                shapes=[[(2, 5, 3)], [(1, 2, 3)]]),
        # an encoder loop dropping the cell's output into `_`, which a decoder loop after it binds
        # again as its counter: the loop's `_` is never read, so it is no state
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "for t in range(x.shape[1]):\n    _, (h,) = self.cell(x[:, t], [h])\n"
                             "outs = []\nfor _ in range(2):\n    h = F.tanh(h)\n    outs.append(h)\n"
                             "return F.stack(*outs, axis=1)", init="self.cell = rnn.GRUCell(4, input_size=3)"),
                scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n"
                             "    _, (h,) = self.cell(x_t, [h])\n    return [], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                             "h = _scan_states[0]\n"
                             "outs = []\nfor _ in range(2):\n    h = F.tanh(h)\n    outs.append(h)\n"
                             "return F.stack(*outs, axis=1)", init="self.cell = rnn.GRUCell(4, input_size=3)"),
                shapes=[[(2, 5, 3)], [(3, 1, 3)]]),
        # ... `_` read after the loop (the last step's output), not bound before it: the last row of
        # the stacked outputs (no step would leave the name unbound: the original raises)
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "for t in range(x.shape[1]):\n    _, (h,) = self.cell(x[:, t], [h])\n"
                             "return _ + h", init="self.cell = rnn.GRUCell(4, input_size=3)"),
                scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n"
                             "    _, (h,) = self.cell(x_t, [h])\n    return [_], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                             "h = _scan_states[0]\n"
                             "_ = F.squeeze(F.slice_axis(_scan_outs[0], axis=0, begin=-1, end=None), axis=0)\n"
                             "return _ + h", init="self.cell = rnn.GRUCell(4, input_size=3)"),
                shapes=[[(2, 5, 3)], [(3, 1, 3)]]),
        # ... a value of each step read after the loop (DeepAR's last output scored), the state
        # bound before it to arithmetic of an input and a tensor (`hidden * F.sigmoid(m)`: a tensor there)
        Example(scan_example("hidden = hidden * F.sigmoid(m)\n"
                             "for t in range(x.shape[1]):\n    y = F.tanh(x[:, t])\n"
                             "    out, [hidden] = self.cell(y, [hidden])\n"
                             "return self.cell(y, [out])[0] * 2", init="self.cell = rnn.GRUCell(4, input_size=3)",
                             signature="self, F, x, hidden, m"),
                scan_example("hidden = hidden * F.sigmoid(m)\n"
                             "def _scan_step(x_t, _scan_states):\n    hidden = _scan_states[0]\n    y = F.tanh(x_t)\n"
                             "    out, [hidden] = self.cell(y, [hidden])\n    return [y, out], [hidden]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [hidden])\n"
                             "hidden = _scan_states[0]\n"
                             "y = F.squeeze(F.slice_axis(_scan_outs[0], axis=0, begin=-1, end=None), axis=0)\n"
                             "out = F.squeeze(F.slice_axis(_scan_outs[1], axis=0, begin=-1, end=None), axis=0)\n"
                             "return self.cell(y, [out])[0] * 2", init="self.cell = rnn.GRUCell(4, input_size=3)",
                             signature="self, F, x, hidden, m"),
                shapes=[[(2, 5, 3), (2, 4), (2, 4)], [(3, 1, 3), (3, 4), (3, 4)]]),
        # ... bound before the loop too and read in no step (GRU4Rec's last output): no state,
        # which a foreach step would have to read (MXNet), but the same last row
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\nout = h\n"
                             "for t in range(x.shape[1]):\n    out, [h] = self.cell(x[:, t], [h])\n"
                             "return out * 2", init="self.cell = rnn.GRUCell(4, input_size=3)"),
                scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\nout = h\n"
                             "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n"
                             "    out, [h] = self.cell(x_t, [h])\n    return [out], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                             "h = _scan_states[0]\n"
                             "out = F.squeeze(F.slice_axis(_scan_outs[0], axis=0, begin=-1, end=None), axis=0)\n"
                             "return out * 2", init="self.cell = rnn.GRUCell(4, input_size=3)"),
                shapes=[[(2, 5, 3)], [(3, 1, 3)]]),
        # rows of a sum built from 0 by a python loop over a constant count (CondConv's per-sample
        # kernels `kernel = 0; kernel = kernel + r_e * w_e`): a number has no row, so where the
        # loop runs the sum is a tensor, its rows cut to x's length
        Example(scan_example("k = 0\nfor e in range(2):\n    k = k + F.broadcast_mul(x, w.slice_axis(axis=0, begin=e, end=e + 1))\n"
                             "outs = []\nfor i in range(x.shape[0]):\n    outs.append(F.dot(x[i], k[i], transpose_b=True))\n"
                             "return F.stack(*outs, axis=0)", init="", signature="self, F, x, w"),
                scan_example("k = 0\nfor e in range(2):\n    k = k + F.broadcast_mul(x, w.slice_axis(axis=0, begin=e, end=e + 1))\n"
                             "outs = []\ndef _scan_step(_scan_data, _scan_states):\n    x_t, k_t = _scan_data\n"
                             "    _outs_step = F.dot(x_t, k_t, transpose_b=True)\n    return [_outs_step], []\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [x, F.slice_like(k, x, axes=(0,))], [])\n"
                             "outs = _scan_outs[0]\nreturn outs", init="", signature="self, F, x, w"),
                shapes=[[(3, 2, 4), (2, 2, 4)], [(1, 3, 2), (2, 3, 2)]]),
        # ... but not one whose row only a branch reads (the sum may stay 0 where it is not read),
        # nor one bound to anything else
        Example(scan_example("k = 0\nfor e in range(2):\n    k = k + F.broadcast_mul(x, w.slice_axis(axis=0, begin=e, end=e + 1))\n"
                             "outs = []\nfor i in range(x.shape[0]):\n    outs.append(F.dot(x[i], k[i] if self.on else x[i], transpose_b=True))\n"
                             "return F.stack(*outs, axis=0)", init="self.on = True", signature="self, F, x, w"),
                None, reason="`k`, whose rows are read, is not proven a tensor", shapes=[[(3, 2, 4), (2, 2, 4)]]),
        Example(scan_example("k = 0\nfor e in range(2):\n    k = k + F.broadcast_mul(x, w.slice_axis(axis=0, begin=e, end=e + 1))\n"
                             "k = self.table if self.fixed else k\n"
                             "outs = []\nfor i in range(x.shape[0]):\n    outs.append(F.dot(x[i], k[i], transpose_b=True))\n"
                             "return F.stack(*outs, axis=0)", init="self.fixed = False\nself.table = [[1.0]]",
                             signature="self, F, x, w"),
                None, reason="`k`, whose rows are read, is not proven a tensor", shapes=[[(3, 2, 4), (2, 2, 4)]]),
        # ... but not one bound only under an `if` (an earlier step's value may be left), nor a
        # python value (foreach stacks tensors)
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "for t in range(x.shape[1]):\n    _, (h,) = self.cell(x[:, t], [h])\n"
                             "    if self.keep:\n        last = h\n"
                             "return last + h", init="self.keep = True\nself.cell = rnn.GRUCell(4, input_size=3)"),
                None, reason="`last` is carried from step to step or read after the loop, but not bound before it",
                shapes=[[(2, 5, 3)]]),
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\n"
                             "for t in range(x.shape[1]):\n    _, (h,) = self.cell(x[:, t], [h])\n"
                             "    pair = [h, h]\n"
                             "return F.concat(*pair, dim=1)", init="self.cell = rnn.GRUCell(4, input_size=3)"),
                None, reason="`pair` is carried from step to step or read after the loop, but not bound before it",
                shapes=[[(2, 5, 3)]]),
        # a name bound in the step and then rebound from its own value (`cell = ...` then
        # `cell = cell / n`) holds this step's value, no state; nor is `self.cell`'s attribute,
        # spelled like it, a read of it
        Example(scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\nouts = []\n"
                             "for t in range(x.shape[1]):\n    cell = F.tanh(self.cell(F.concat(x[:, t], h, dim=1)))\n"
                             "    cell = F.broadcast_div(cell, F.norm(cell, axis=1, keepdims=True) + 1)\n"
                             "    h = cell + h\n    outs.append(h)\nreturn F.stack(*outs, axis=1)"),
                scan_example("h = F.broadcast_like(F.zeros((1, 4)), x, lhs_axes=(0,), rhs_axes=(0,))\nouts = []\n"
                             "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n"
                             "    cell = F.tanh(self.cell(F.concat(x_t, h, dim=1)))\n"
                             "    cell = F.broadcast_div(cell, F.norm(cell, axis=1, keepdims=True) + 1)\n"
                             "    h = cell + h\n    _outs_step = h\n    return [_outs_step], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                             "h = _scan_states[0]\nouts = _scan_outs[0]\nreturn F.swapaxes(outs, 0, 1)"),
                shapes=[[(2, 5, 3)], [(3, 1, 3)]]),
        # teacher forcing: each step embeds its token ids (an Embedding is a lookup with no state
        # a call changes; MXNet 1.9.1 runs it in a foreach body, hybridized, gradient included)
        Example(scan_example("h = F.zeros_like(self.proj(self.embed(F.slice_axis(x, axis=1, begin=0, end=1)).reshape((0, -1))))\n"
                             "outs = []\nfor t in range(x.shape[1]):\n"
                             "    h = F.tanh(self.proj(self.embed(x[:, t])) + h)\n    outs.append(h)\n"
                             "return F.stack(*outs, axis=1)",
                             init="self.embed = nn.Embedding(10, 3)\nself.proj = nn.Dense(4, in_units=3)"),
                scan_example("h = F.zeros_like(self.proj(self.embed(F.slice_axis(x, axis=1, begin=0, end=1)).reshape((0, -1))))\n"
                             "outs = []\ndef _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n"
                             "    h = F.tanh(self.proj(self.embed(x_t)) + h)\n    _outs_step = h\n"
                             "    return [_outs_step], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                             "h = _scan_states[0]\nouts = _scan_outs[0]\nreturn F.swapaxes(outs, 0, 1)",
                             init="self.embed = nn.Embedding(10, 3)\nself.proj = nn.Dense(4, in_units=3)"),
                shapes=[[(2, 5)], [(1, 2)]]),
        # ... an embedding with a row_sparse gradient: not checked in a subgraph
        Example(scan_example("h = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1))\n"
                             "for t in range(x.shape[1]):\n    h = h + self.embed(x[:, t])\nreturn h",
                             init="self.embed = nn.Embedding(10, 1, sparse_grad=True)"),
                None, reason="`self.embed` is not proven", shapes=[[(2, 5)]]),
        # a list seeded with the first step (values carried forward from `x[:, 0]`): with one
        # step the loop runs none and the seed is stacked alone, where foreach's rows from 1 on
        # would raise in MXNet 1.9.1: foreach over every row, step 0 masked (session 67, h472) --
        # the list is the state after each step, the seed step 0's (F.where hands it on)
        Example(scan_example("last = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\nfilled = [last]\nfor t in range(1, x.shape[1]):\n"
                             "    last = F.maximum(last, x[:, t])\n    filled.append(last)\n"
                             "return F.stack(*filled, axis=1)", init=""),
                scan_example("last = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\nfilled = [last]\n"
                             "def _scan_step(_scan_data, _scan_states):\n    x_t, t_n = _scan_data\n"
                             "    last = _scan_states[0]\n    last = F.maximum(last, x_t)\n"
                             "    last = F.where(F.broadcast_add(F.cast(F.zeros_like(last), dtype='float32'), "
                             "t_n) >= 1, last, _scan_states[0])\n"
                             "    return [last], [last]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), "
                             "F.expand_dims(F.contrib.arange_like(F.cast(x, dtype='float32'), axis=1), axis=1)], [last])\n"
                             "last = _scan_states[0]\nfilled = _scan_outs[0]\nreturn F.swapaxes(filled, 0, 1)", init=""),
                shapes=[[(2, 4, 3)], [(2, 1, 5)], [(2, 2, 3)]]),
        # ... the list filled by the steps alone, stacked after: an empty loop stacks nothing,
        # which raises too, so the rows from 1 on are there wherever the original runs
        Example(scan_example("last = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\nfilled = []\nfor t in range(1, x.shape[1]):\n"
                             "    last = F.maximum(last, x[:, t])\n    filled.append(last)\n"
                             "return F.stack(*filled, axis=1)", init=""),
                scan_example("last = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\nfilled = []\n"
                             "def _scan_step(x_t, _scan_states):\n"
                             "    last = _scan_states[0]\n    last = F.maximum(last, x_t)\n    _filled_step = last\n"
                             "    return [_filled_step], [last]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, "
                             "F.swapaxes(F.slice_axis(x, axis=1, begin=1, end=None), 0, 1), [last])\n"
                             "last = _scan_states[0]\nfilled = _scan_outs[0]\n"
                             "return F.swapaxes(filled, 0, 1)", init=""),
                shapes=[[(2, 4, 3)], [(1, 2, 5)]]),
        # ... a seed read back by index: a python list may hold a seed of another shape
        Example(scan_example("outs = [x]\nfor t in range(x.shape[1]):\n    outs.append(F.relu(x[:, t]))\n"
                             "return outs[0] + outs[-1].expand_dims(1)", init=""),
                None, reason="seeded before the loop, is read after it other than by F.stack", shapes=[[(2, 4, 3)]]),
        # a running sum in a tensor the function made (`+=`, which a Symbol has not): a plain `+`
        Example(scan_example("total = F.zeros_like(F.sum(x, axis=1))\nfor t in range(x.shape[1]):\n"
                             "    total += F.relu(x[:, t])\n    total *= 0.5\nreturn total", init=""),
                scan_example("total = F.zeros_like(F.sum(x, axis=1))\ndef _scan_step(x_t, _scan_states):\n"
                             "    total = _scan_states[0]\n    total = total + F.relu(x_t)\n    total = total * 0.5\n"
                             "    return [], [total]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [total])\n"
                             "total = _scan_states[0]\nreturn total", init=""),
                shapes=[[(2, 4, 3)], [(1, 2, 5)]]),
        # ... into an array the caller holds too (the input's own row): eagerly the input changes
        Example(scan_example("total = x[:, 0]\nfor t in range(x.shape[1]):\n"
                             "    total += x[:, t]\nreturn total + x", init=""),
                None, reason="is updated in place, which a Symbol cannot do", shapes=[[(2, 4, 3)]]),
        # the row before the counter's (`x[:, t - 1]`, from step 1 on): x's rows from 0, cut to the count
        # (h starts shaped by the rows from 1 on: a cut that raises unless there are two or more)
        Example(scan_example("h = F.zeros_like(F.sum(F.slice_axis(x, axis=1, begin=1, end=None), axis=1))\n"
                             "for t in range(1, x.shape[1]):\n"
                             "    h = F.tanh(h + x[:, t] - x[:, t - 1] * g[:, t - 1])\nreturn h",
                             init="", signature="self, F, x, g"),
                scan_example("h = F.zeros_like(F.sum(F.slice_axis(x, axis=1, begin=1, end=None), axis=1))\n"
                             "def _scan_step(_scan_data, _scan_states):\n"
                             "    x_t, x_prev, g_prev = _scan_data\n    h = _scan_states[0]\n"
                             "    h = F.tanh(h + x_t - x_prev * g_prev)\n    return [], [h]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, "
                             "[F.swapaxes(F.slice_axis(x, axis=1, begin=1, end=None), 0, 1), "
                             "F.swapaxes(F.slice_like(x, F.slice_axis(x, axis=1, begin=1, end=None), axes=(1,)), 0, 1), "
                             "F.swapaxes(F.slice_like(g, F.slice_axis(x, axis=1, begin=1, end=None), axes=(1,)), 0, 1)], [h])\n"
                             "h = _scan_states[0]\nreturn h", init="", signature="self, F, x, g"),
                shapes=[[(2, 4, 3), (2, 4, 3)], [(1, 2, 5), (1, 3, 5)]]),
        # ... from step 0: its first step reads the last row (python's x[:, -1])
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\nfor t in range(x.shape[1]):\n"
                             "    h = h + x[:, t] - x[:, t - 1]\nreturn h", init=""),
                None, reason="the loop counter `t` is read other than as the index of a row", shapes=[[(2, 4, 3)]]),
        # a comprehension over the rows calling a child (row anchors scored one by one): one
        # foreach whose step returns the item
        Example(scan_example("outs = [F.relu(self.cell(F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1))) "
                             "for t in range(x.shape[1])]\nreturn F.stack(*outs, axis=1)",
                             init="self.cell = nn.Dense(4, in_units=7)"),
                scan_example("def _scan_step(x_t, _scan_states):\n    return [F.relu(self.cell(x_t))], []\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [])\n"
                             "outs = _scan_outs[0]\nreturn F.swapaxes(outs, 0, 1)",
                             init="self.cell = nn.Dense(4, in_units=7)"),
                shapes=[[(2, 3, 7)], [(1, 5, 7)]]),
        # ... the whole starred argument of the F.stack that reads it (a per-sample loop over the
        # batch, `F.stack(*[F.dot(a, x[i]) for i in range(x.shape[0])])`): the steps run before
        # the statement, which reads foreach's stacked output in their place
        Example(scan_example("y = F.relu(F.stack(*[self.cell(F.squeeze(F.slice_axis(x, axis=0, begin=i, end=i + 1), "
                             "axis=0)) for i in range(x.shape[0])], axis=1))\nreturn y * 2"),
                scan_example("def _scan_step(x_t, _scan_states):\n    return [self.cell(x_t)], []\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, x, [])\n"
                             "y = F.relu(F.swapaxes(_scan_outs[0], 0, 1))\nreturn y * 2"),
                shapes=[[(3, 2, 7)], [(1, 4, 7)]]),
        # ... where the statement may not run the steps (one branch of an `if` expression)
        Example(scan_example("y = F.stack(*[self.cell(F.squeeze(F.slice_axis(x, axis=0, begin=i, end=i + 1), "
                             "axis=0)) for i in range(x.shape[0])]) if self.cell.weight.shape[0] > 2 else x\n"
                             "return y"),
                None, reason="inside a conditional", shapes=[[(3, 2, 7)]]),
        # ... filtered by a python test of the counter: not every row is a step
        Example(scan_example("outs = [self.cell(F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)) "
                             "for t in range(x.shape[1]) if t % 2]\nreturn F.stack(*outs, axis=1)",
                             init="self.cell = nn.Dense(4, in_units=7)"),
                None, reason="over one `for` without `if`", shapes=[[(2, 3, 7)]]),
        # ... read after it as a python list (its length)
        Example(scan_example("outs = [self.cell(F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)) "
                             "for t in range(x.shape[1])]\nreturn F.stack(*outs, axis=1) / len(outs)",
                             init="self.cell = nn.Dense(4, in_units=7)"),
                None, reason="is read after the loop other than by F.stack", shapes=[[(2, 3, 7)]]),
        # the collected list rebound to its own stack (`outs = F.stack(*outs, axis=1)`): the
        # reads after that line see the new value
        Example(scan_example("outs = []\nfor t in range(x.shape[1]):\n    outs.append(self.cell(x[:, t]))\n"
                             "outs = F.stack(*outs, axis=1)\nreturn F.relu(outs)"),
                scan_example("outs = []\ndef _scan_step(x_t, _scan_states):\n    _outs_step = self.cell(x_t)\n"
                             "    return [_outs_step], []\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [])\n"
                             "outs = _scan_outs[0]\nouts = F.swapaxes(outs, 0, 1)\nreturn F.relu(outs)"),
                shapes=[[(2, 3, 7)], [(1, 5, 7)]]),
        # ... stacked beside other tensors (DeepFM's user vector before the field embeddings):
        # each expanded on the stack's axis and joined with the steps moved there
        Example(scan_example("u = F.tanh(self.cell(F.mean(x, axis=1)))\nouts = []\nfor t in range(x.shape[1]):\n"
                             "    outs.append(self.cell(x[:, t]))\n"
                             "return F.stack(u, *outs, F.relu(u), axis=1)"),
                scan_example("u = F.tanh(self.cell(F.mean(x, axis=1)))\nouts = []\n"
                             "def _scan_step(x_t, _scan_states):\n    _outs_step = self.cell(x_t)\n"
                             "    return [_outs_step], []\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [])\n"
                             "outs = _scan_outs[0]\nreturn F.concat(F.expand_dims(u, axis=1), F.swapaxes(outs, 0, 1), "
                             "F.expand_dims(F.relu(u), axis=1), dim=1)"),
                shapes=[[(2, 3, 7)], [(1, 5, 7)]]),
        # ... but not beside an item of the list itself (the list is gone after the rewrite)
        Example(scan_example("outs = []\nfor t in range(x.shape[1]):\n    outs.append(self.cell(x[:, t]))\n"
                             "return F.stack(outs[0], *outs, axis=1)"),
                None, reason="`outs` is read after the loop other than by F.stack", shapes=[[(2, 3, 7)]]),
        # ... rebound only in a branch: a later read may still see the list
        Example(scan_example("outs = []\nfor t in range(x.shape[1]):\n    outs.append(self.cell(x[:, t]))\n"
                             "if self.cell.weight.shape[0] > 2:\n    outs = F.stack(*outs, axis=1)\nreturn outs[0]"),
                None, reason="is read after the loop other than by F.stack", shapes=[[(2, 3, 7)]]),
        # ... states rebuilt by hand in the step: their nesting is not the cell's
        Example(scan_example("states = self.cell.begin_state(batch_size=2)\n"
                             "for t in range(x.shape[1]):\n    h, new = self.cell(x[:, t, :], states)\n"
                             "    states = [new[0], new[1] * 0.5]\nreturn states[0]", init=_LSTM),
                None, reason="is not proven a tensor (or a recurrent cell's list of states)",
                shapes=[[(2, 5, 3)]]),
        # a child whose shape waits for the first call: MXNet 1.9.1 infers it through the body
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\n"
                        "for t in range(x.shape[1]):\n    h = h + self.proj(x[:, t])\nreturn h",
                        init="self.proj = nn.Dense(4, flatten=False)"),
                scan_example("h = F.zeros_like(F.sum(x, axis=1))\n"
                        "def _scan_step(x_t, _scan_states):\n    h = _scan_states[0]\n"
                        "    h = h + self.proj(x_t)\n    return [], [h]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, F.swapaxes(x, 0, 1), [h])\n"
                        "h = _scan_states[0]\nreturn h",
                        init="self.proj = nn.Dense(4, flatten=False)"),
                shapes=[[(2, 3, 4)], [(1, 5, 4)]]),
        # a layer whose running statistics a call updates
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\n"
                        "for t in range(x.shape[1]):\n    h = h + self.bn(x[:, t])\nreturn h",
                        init="self.bn = nn.BatchNorm(in_channels=4)"),
                None, reason="not proven a dense or convolution layer", shapes=[[(2, 3, 4)]]),
        # the loop breaks
        Example(scan_example("h = F.zeros_like(F.sum(x, axis=1))\n"
                        "for t in range(x.shape[1]):\n    h = h + x[:, t]\n    break\nreturn h", init=""),
                None, reason="breaks, continues or returns", shapes=[[(2, 3, 4)]]),
        # ... a Kalman gain `p / (p + r)` in the body (session 67, h472): the masked step 0 divides too, and where
        # its divisor is 0 the zero gradient F.where passes it meets an infinite derivative
        # (0 * inf = NaN) the python loop never computes: no rewrite
        Example(scan_example("p = F.ones_like(F.sum(x, axis=1))\nh = F.sum(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
                             "for t in range(1, x.shape[1]):\n    k = p / (p + 0.1)\n"
                             "    h = h + k * (F.sum(x[:, t], axis=1) - h)\n    p = (1 - k) * p\nreturn h", init=""),
                None, reason="not masked out: the body takes `/`", shapes=[[(2, 4, 3)], [(2, 1, 3)]]),
        # a log of a sum of exps without the max subtracted: the sum may underflow to 0 in the
        # masked step (log's derivative infinite there): no rewrite (session 67, h472)
        Example(scan_example("h = F.sum(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
                             "for t in range(1, x.shape[1]):\n    h = F.log(F.sum(F.exp(h + x[:, t]), axis=1, keepdims=True)) + h\n"
                             "return h", init=""),
                None, reason="not masked out: the body takes `log`", shapes=[[(2, 4, 3)], [(2, 1, 3)]]),
        # dropout in the body: the masked step 0 would draw too, moving every later step's draws
        # (session 67, h472): no rewrite
        Example(scan_example("h = F.sum(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)\n"
                             "for t in range(1, x.shape[1]):\n    h = h + F.Dropout(x[:, t], p=0.5)\n"
                             "return h", init=""),
                None, reason="not masked out: the body draws at random", shapes=[[(2, 4, 3)], [(2, 1, 3)]]),
        # a step reading the row before (GRU-D's time gaps) into a list seeded with the state
        # (session 67, h472): the masked form's rows back are x after its first row repeated, so
        # every step has one (step 0's, masked, is row 0)
        Example(scan_example("d = F.zeros_like(F.sum(x, axis=1))\nds = [d]\nfor t in range(1, x.shape[1]):\n"
                             "    d = x[:, t] - x[:, t - 1] + 0.5 * d\n    ds.append(d)\nreturn F.stack(*ds, axis=1)", init=""),
                scan_example("d = F.zeros_like(F.sum(x, axis=1))\nds = [d]\n"
                             "def _scan_step(_scan_data, _scan_states):\n    x_t, x_prev, t_n = _scan_data\n"
                             "    d = _scan_states[0]\n    d = x_t - x_prev + 0.5 * d\n"
                             "    d = F.where(F.broadcast_add(F.cast(F.zeros_like(d), dtype='float32'), "
                             "t_n) >= 1, d, _scan_states[0])\n"
                             "    return [d], [d]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), "
                             "F.swapaxes(F.slice_like(F.concat(F.slice_axis(x, axis=1, begin=0, end=1), x, dim=1), x, "
                             "axes=(1,)), 0, 1), F.expand_dims(F.contrib.arange_like(F.cast(x, dtype='float32'), axis=1), "
                             "axis=1)], [d])\n"
                             "d = _scan_states[0]\nds = _scan_outs[0]\nreturn F.swapaxes(ds, 0, 1)", init=""),
                shapes=[[(2, 4, 3)], [(2, 1, 3)], [(2, 2, 5)]]),
        # ... the list seeded with the state but appended before the state's update: its rows
        # are not the states after each step: no rewrite
        Example(scan_example("d = F.zeros_like(F.sum(x, axis=1))\nds = [d]\nfor t in range(1, x.shape[1]):\n"
                             "    ds.append(d)\n    d = x[:, t] + 0.5 * d\nreturn F.stack(*ds, axis=1)", init=""),
                None, reason="other than a state appended after its last update", shapes=[[(2, 4, 3)], [(2, 1, 3)]]),
        # (session 68, H486) a list seeded with the state, the loop from row 2: the python list
        # holds the seed and T - 2 states, the masked steps' stack T: no rewrite
        Example(scan_example("d = F.zeros_like(F.sum(x, axis=1))\nds = [d]\nfor t in range(2, x.shape[1]):\n"
                             "    d = x[:, t] + 0.5 * d\n    ds.append(d)\nreturn F.stack(*ds, axis=1)", init=""),
                None, reason="gets a state for each of the 2 masked steps", shapes=[[(2, 4, 3)], [(2, 2, 3)]]),
        # ... a (B, 1) seed the first step broadcasts to the rows' (B, D): with one row the python
        # loop returns the seed, and F.where meets two shapes in the masked step: no rewrite
        Example(scan_example("h = F.sum(x, axis=(1, 2)).reshape((-1, 1))\nfor t in range(1, x.shape[1]):\n"
                             "    h = h + x[:, t]\nreturn h", init=""),
                None, reason="`h` is not proven to keep, through a step, the shape", shapes=[[(2, 4, 3)], [(2, 1, 3)]]),
        # ... a state each step grows (a concat of the rows): no rewrite
        Example(scan_example("h = x[:, 0]\nfor t in range(1, x.shape[1]):\n"
                             "    h = F.concat(h, x[:, t], dim=1)\nreturn h", init=""),
                None, reason="`h` is not proven to keep, through a step, the shape", shapes=[[(2, 4, 3)], [(2, 1, 3)]]),
        # ... a seed that is a reduction over the walked axis (the rows' shape) and a step of rows,
        # numbers and the state under shape-keeping operators: the shape is kept, masked
        Example(scan_example("m = F.max(x, axis=1)\nfor t in range(1, x.shape[1]):\n"
                             "    m = F.maximum(F.relu(m) * 0.5, x[:, t])\nreturn m", init=""),
                scan_example("m = F.max(x, axis=1)\ndef _scan_step(_scan_data, _scan_states):\n"
                             "    x_t, t_n = _scan_data\n    m = _scan_states[0]\n"
                             "    m = F.maximum(F.relu(m) * 0.5, x_t)\n"
                             "    m = F.where(F.broadcast_add(F.cast(F.zeros_like(m), dtype='float32'), "
                             "t_n) >= 1, m, _scan_states[0])\n"
                             "    return [], [m]\n"
                             "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [F.swapaxes(x, 0, 1), "
                             "F.expand_dims(F.contrib.arange_like(F.cast(x, dtype='float32'), axis=1), axis=1)], [m])\n"
                             "m = _scan_states[0]\nreturn m", init=""),
                shapes=[[(2, 4, 3)], [(2, 1, 3)], [(3, 2, 5)]]),
    ]

    @staticmethod
    def receivers(node):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        sub = ctx.parent(node)
        if not (isinstance(sub, cst.Subscript) and sub.value is node and len(sub.slice) == 1
                and isinstance(sub.slice[0].slice, cst.Index)):
            return Refusal(NOT_A_LOOP)
        axis = int_literal(sub.slice[0].slice.value)
        arg = ctx.parent(sub)
        if isinstance(arg, cst.Assign) and arg.value is sub:
            return cls._counted_by_name(ctx, node, arg, axis)
        cut, window = 0, None
        up = ctx.parent(arg)
        if isinstance(arg, cst.BinaryOperation) and isinstance(arg.operator, cst.Subtract) and arg.left is sub \
                and isinstance(up, cst.BinaryOperation) and isinstance(up.operator, cst.Add) and up.left is arg \
                and int_literal(up.right) == 1 and int_literal(arg.right) is None:
            # `range(x.shape[k] - w + 1)`: every window of w rows, read as `x[:, t:t + w]`
            window = ctx.code_for(arg.right)
            sub, arg = up, ctx.parent(up)
        elif isinstance(arg, cst.BinaryOperation) and isinstance(arg.operator, cst.Subtract) and arg.left is sub:
            # `range(x.shape[k] - 1)`: every row but the last c
            cut = int_literal(arg.right)
            if cut is None or cut <= 0:
                return Refusal(NOT_A_LOOP)
            sub, arg = arg, ctx.parent(arg)
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        loop = ctx.parent(call) if isinstance(call, cst.Call) else None
        if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "range"
                and len(call.args) in (1, 2) and call.args[-1] is arg and arg.keyword is None and not arg.star
                and isinstance(loop, (cst.For, cst.CompFor)) and loop.iter is call):
            return Refusal(NOT_A_LOOP)
        start = 0
        if len(call.args) == 2:
            first = call.args[0]
            start = int_literal(first.value) if first.keyword is None and not first.star else None
            if start is None or start < 0:
                return Refusal(NOT_A_LOOP)
        if window is not None and start:
            return Refusal(NOT_A_LOOP)
        return scan_rows(ctx, loop, node.value, axis, start=start, cut=cut, window=window)

    @classmethod
    def _counted_by_name(cls, ctx, node: cst.Attribute, assign: cst.Assign, axis) -> Fix | Refusal:
        """``n = x.shape[k]`` whose one use is a later ``for t in range(n):`` (or ``range(c, n)``
        from a literal start): the loop rewritten and the binding dropped (nothing else reads it)."""
        line = ctx.parent(assign)
        if not (len(assign.targets) == 1 and isinstance(assign.targets[0].target, cst.Name)
                and isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1
                and line.trailing_whitespace.comment is None):
            return Refusal(NOT_A_LOOP)
        target = assign.targets[0].target
        func = ctx.scope.func
        parents = parent_map(func)
        uses = [n for n in iter_descendants(func)
                if isinstance(n, cst.Name) and n.value == target.value and n is not target]
        if len(uses) != 1:
            return Refusal(NOT_A_LOOP)
        arg = parents.get(id(uses[0]))
        call = parents.get(id(arg))
        loop = parents.get(id(call))
        if not (isinstance(arg, cst.Arg) and arg.keyword is None and not arg.star
                and isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "range"
                and len(call.args) in (1, 2) and call.args[-1] is arg
                and isinstance(loop, cst.For) and loop.iter is call
                and ctx.span(loop)[0] > ctx.span(line)[1]):
            return Refusal(NOT_A_LOOP)
        # `range(1, T)` from a literal start, as `range(1, x.shape[k])` (a CRF's forward pass
        # starting after the first step)
        first_row = 0
        if len(call.args) == 2:
            first = call.args[0]
            first_row = int_literal(first.value) if first.keyword is None and not first.star else None
            if first_row is None or first_row < 0:
                return Refusal(NOT_A_LOOP)
        seq = node.value
        if isinstance(seq, cst.Name):
            between = (ctx.span(line)[1], ctx.span(loop)[0])
            for n in iter_descendants(func):
                if isinstance(n, cst.Name) and n.value == seq.value and between[0] <= ctx.span(n)[0] < between[1] \
                        and is_target(parents, n):
                    return Refusal(NOT_A_LOOP)
        source = ctx.source
        start, end = ctx.span(line)
        drop = (line_start(source, start), line_end(source, end))
        return scan_rows(ctx, loop, seq, axis, drop, start=first_row)


def scan_rows(ctx, loop: cst.For, seq: cst.BaseExpression, axis: int | None, drop=None,
              start: int = 0, cut: int = 0, window: str | None = None) -> Fix | Refusal:
    """The rewrite of ``loop``, counted by the size of ``seq``'s axis ``axis`` less ``cut`` from
    ``start`` on, as foreach (or its refusal); ``drop`` is the span of a line binding the count,
    dropped with the loop."""
    got = _Scan(ctx, loop, seq, axis, drop, start, cut, window).plan()
    if isinstance(got, Refusal):
        return got
    return make_fix(ctx, got, "unsafe", f"run the loop as {ctx.scope.f_name}.contrib.foreach over the axis")


def scan_replacements(ctx, loop: cst.For, seq: cst.Name, axis: int, start: int = 0) -> list | Refusal:
    """``scan_rows``'s replacements ((node or span, text) pairs) for a loop counted by the size of
    ``seq``'s axis ``axis`` (from row ``start`` on) bound to a name elsewhere: for a rewrite of the
    binding's other uses to carry (shape-uses' ``b, steps, h, w = x.shape``)."""
    return _Scan(ctx, loop, seq, axis, start=start).plan()


class _Scan:
    """One loop's rewrite: the reads of rows, the states, the stacked lists, then the text."""

    def __init__(self, ctx, loop: cst.For, seq: cst.BaseExpression, axis: int | None, drop=None, start: int = 0,
                 cut: int = 0, window: str | None = None):
        self.ctx, self.loop, self.seq, self.axis = ctx, loop, seq, axis
        # `range(x.shape[k] - w + 1)` reading `x[:, t:t + w]`: the windows stacked on axis k + 1
        # are the rows (the text of w, a python value read the same in both places)
        self.window = window
        self.start = start      # `range(start, x.shape[k])`: the rows from start on
        self.cut = cut          # `range(x.shape[k] - cut)`: all but the last `cut` rows
        self.drop = drop        # (start, end) of a line binding the count, dropped with the loop
        self.f = ctx.scope.f_name
        self.func = ctx.scope.func
        self.taken = names_in(self.func)
        # the rule walk has not reached the loop's body yet: its own map of parents
        self.parents = parent_map(self.func)
        self.parent = lambda node: self.parents.get(id(node))
        self.counters: list = []
        self.dtypes: DtypeProof | None = None
        self.mask_from = 0      # the steps before it run, their states kept (unmaskable)
        self.state_outs: dict[str, str] = {}    # seeded list -> the state each step appends (seed_state)

    def refuse(self, why: str) -> LoopRefusal:
        return LoopRefusal(f"{self.f}.contrib.foreach over `{self.ctx.code_for(self.seq)}`'s axis is not "
                           f"written for this loop: {why}")

    def fresh(self, base: str) -> str:
        name, n = base, 1
        while name in self.taken:
            n += 1
            name = f"{base}{n}"
        self.taken.add(name)
        return name

    def within(self, node, outer) -> bool:
        cur = self.parent(node)
        while cur is not None and cur is not self.loop:
            if any(cur is o for o in outer):
                return True
            cur = self.parent(cur)
        return False

    def pos(self, node) -> int:
        return self.ctx.span(node)[0]

    # ---- the rows the counter reads ------------------------------------------------------
    def row_read(self, use: cst.Name):
        """(node replaced, the sequence read, keeps the axis, how many rows back) for one read of
        the counter: ``x[:, t]``, or ``x[:, t - c]`` the row c steps before."""
        ctx, t, k = self.ctx, self.loop.target.value, self.axis
        parent = self.parent(use)
        back = _back(parent, t) if isinstance(parent, cst.BinaryOperation) and parent.left is use else None
        if back:
            # a row before the first step would be read from the axis's end (python's -1)
            if self.window is not None or back > self.start:
                return None
            use, parent = parent, self.parent(parent)
        back = back or 0
        if isinstance(parent, cst.Slice) and back:
            return None
        if isinstance(parent, (cst.Index, cst.Slice)):
            el = self.parent(parent)
            sub = self.parent(el)
            if not (isinstance(sub, cst.Subscript) and isinstance(sub.value, cst.Name)):
                return None
            els = list(sub.slice)
            i = els.index(el)
            rest = els[i + 1:]
            if i != k or not all(_full_slice(e) for e in els[:i]):
                return None
            if isinstance(parent, cst.Index):
                if all(_full_slice(e) or (isinstance(e.slice, cst.Index) and isinstance(e.slice.value, cst.Ellipsis))
                       for e in rest):
                    return sub, sub.value, False, back
                return None
            if self.window is not None:
                # only x's windows: `x[:, t:t + w]` with the loop's own w
                up = parent.upper
                if parent.lower is use and parent.step is None and sub.value.value == self.seq.value \
                        and isinstance(up, cst.BinaryOperation) and isinstance(up.operator, cst.Add) \
                        and _is_name(up.left, t) and ctx.code_for(up.right) == self.window \
                        and all(_full_slice(e) for e in rest):
                    return sub, sub.value, False, 0
                return None
            if parent.lower is use and parent.step is None and _plus_one(parent.upper, t) \
                    and all(_full_slice(e) for e in rest):
                return sub, sub.value, True, 0
            return None
        if isinstance(parent, cst.Element) and not back and self.window is None:
            return self.sliced_row(use)
        # F.slice_axis(y, axis=k, begin=t, end=t + 1), squeezed on k or not
        if isinstance(parent, cst.Arg) and parent.keyword is not None and parent.keyword.value == "begin" \
                and self.window is None:
            sl = self.parent(parent)
            if not (isinstance(sl, cst.Call) and ctx.f_path(sl.func) == ("slice_axis",) and len(sl.args) == 4):
                return None
            data = sl.args[0].value if sl.args[0].keyword is None else kwarg(sl, "data")
            if not (isinstance(data, cst.Name) and int_literal(kwarg(sl, "axis")) == k):
                return None
            end = kwarg(sl, "end")
            if not _plus_one(end, t, back):
                # `begin=t, end=t + w`: the window of w rows from the counter's on (window_rows)
                w = end.right if isinstance(end, cst.BinaryOperation) and isinstance(end.operator, cst.Add) \
                    and _is_name(end.left, t) and not back and not (self.start or self.cut) else None
                if w is None or not (isinstance(w, (cst.Name, cst.Attribute)) or (int_literal(w) or 0) > 1) \
                        or t in names_in(w) or isinstance(w, cst.Attribute) and not isinstance(w.value, cst.Name):
                    return None
                return sl, data, False, ("window", ctx.code_for(w))
            holder = self.parent(sl)
            sq = self.parent(holder) if isinstance(holder, cst.Arg) else None
            if isinstance(sq, cst.Call) and ctx.f_path(sq.func) == ("squeeze",) and len(sq.args) == 2 \
                    and sq.args[0] is holder and int_literal(kwarg(sq, "axis")) == k:
                return sq, data, False, back
            return sl, data, True, back
        return None

    def sliced_row(self, use: cst.Name):
        """``F.slice(y, begin=(.., t, ..), end=(.., t + 1, ..))`` (HYB003's spelling of
        ``y[t, :, 0]``), the counter at the axis's place and nowhere else in the call: the row,
        expanded back on the axis, sliced by the call's other entries (a slice keeps every axis,
        so entry k is axis k; the expanded row's one entry on it is the one the slice took).
        The row read's tuple with (text before, text after) the row's own text as its ``keeps``."""
        ctx, t, k = self.ctx, self.loop.target.value, self.axis
        tup = self.parent(self.parent(use))
        arg = self.parent(tup)
        sl = self.parent(arg)
        if not (isinstance(tup, cst.Tuple) and isinstance(arg, cst.Arg) and arg.keyword is not None
                and arg.keyword.value == "begin" and isinstance(sl, cst.Call) and ctx.f_path(sl.func) == ("slice",)):
            return None
        data = sl.args[0].value if sl.args and sl.args[0].keyword is None else kwarg(sl, "data")
        words = {a.keyword.value for a in sl.args if a.keyword is not None}
        bounds = [kwarg(sl, w) for w in ("begin", "end", "step")]
        positional = [a for a in sl.args if a.keyword is None]
        if not (isinstance(data, cst.Name) and words <= {"data", "begin", "end", "step"}
                and not any(a.star for a in sl.args) and (not positional or positional == [sl.args[0]])
                and len(positional) + len(words) == len(sl.args) and ("data" in words) != bool(positional)
                and all(isinstance(b, cst.Tuple) for b in bounds if b is not None)):
            return None
        entries = [[e.value for e in b.elements] if b is not None else None for b in bounds]
        n = len(entries[0])
        if k >= n or any(e is not None and len(e) != n for e in entries) or entries[0][k] is not use \
                or not _plus_one(entries[1][k], t) \
                or (entries[2] is not None and not (_is_name(entries[2][k], "None") or int_literal(entries[2][k]) == 1)):
            return None
        if sum(_is_name(m, t) for m in iter_descendants(sl)) != 2:     # begin's and end's own
            return None

        def tup_text(es):
            codes = ["None" if i == k else ctx.code_for(e) for i, e in enumerate(es)]
            return "(" + ", ".join(codes) + ("," if n == 1 else "") + ")"
        rest = "".join(f", {w}={tup_text(es)}" for w, es in zip(("begin", "end", "step"), entries) if es is not None)
        return sl, data, (f"{self.f}.slice(", rest + ")"), 0

    # ---- a cell's states carried from step to step ----------------------------------------
    def cell_states(self, nm: str, loop_start: int, loop_end: int) -> bool:
        """``nm`` keeps its nesting from step to step and holds tensors only, though the kinds
        cannot follow it through a cell's returned states. Bound once before the loop, at the
        function's top level, and in the loop only from what a recurrent cell returns:
        - a list of states, bound to a cell's ``begin_state(...)`` (or each of its states as an F
          operator makes it: ``[F.broadcast_like(s, x, ...) for s in ...]``) or to a list of proven
          tensors, and rebound only as the states a cell returns for ``nm`` itself
          (``out, nm = self.cell(x_t, nm)``); foreach flattens such a list and hands it back nested
          the same way (MXNet 1.9.1);
        - one state, bound to a proven tensor (or to arithmetic of two tensors, `hidden * mask`),
          and rebound only as one of the states a cell returns
          (``out, (h, c) = self.cell(x_t, [h, c])``) or as arithmetic of itself with proven
          tensors (``h = h * keep``, a reset between steps: tensor_update)."""
        before, inside = self.bindings(nm, loop_start, loop_end)
        if len(before) != 1 or not inside:
            return False
        v = self.bound_value(before[0])
        if v is None:
            return False
        if self.ctx.proven_tensor(v) or _tensor_operands(self.ctx, v):
            return all(self.cell_returned(n) == "leaf" or self.tensor_update(n, nm) for n in inside)
        if isinstance(v, cst.ListComp) and v.for_in.inner_for_in is None and not v.for_in.ifs \
                and isinstance(v.for_in.target, cst.Name) and isinstance(v.elt, cst.Call) \
                and self.ctx.f_path(v.elt.func) in _STATE_MAKERS:
            v = v.for_in.iter
        if isinstance(v, (cst.List, cst.Tuple)):
            ok = bool(v.elements) and all(isinstance(e, cst.Element) and self.ctx.proven_tensor(e.value)
                                         for e in v.elements)
        else:
            ok = (isinstance(v, cst.Call) and isinstance(v.func, cst.Attribute) and v.func.attr.value == "begin_state"
                  and self.cell_of(v.func.value) is not None)
        return ok and all(self.cell_returned(n) == nm for n in inside)

    def tensor_update(self, n: cst.Name, nm: str) -> bool:
        """The target ``n`` is bound by ``nm = e`` at the loop body's top level, ``e`` python
        arithmetic of ``nm`` itself with proven tensors or number literals (``h = h * keep``, a
        state reset between a cell's steps): a tensor wherever ``nm`` was one, so a state that
        starts as a tensor and is otherwise rebound only as a cell's returned state stays one."""
        assign = self.parent(self.parent(n))
        line = self.parent(assign)
        if not (isinstance(assign, cst.Assign) and len(assign.targets) == 1 and assign.targets[0].target is n
                and isinstance(line, cst.SimpleStatementLine) and self.parent(line) is self.loop.body):
            return False
        return _arith_of(self.ctx, assign.value, nm)

    def bindings(self, nm: str, loop_start: int, loop_end: int) -> tuple[list[cst.Name], list[cst.Name]]:
        """The targets binding ``nm`` before the loop and inside it."""
        before, inside = [], []
        for n in iter_descendants(self.func):
            if isinstance(n, cst.Name) and n.value == nm and is_target(self.parents, n):
                p = self.pos(n)
                if p < loop_start:
                    before.append(n)
                elif p < loop_end:
                    inside.append(n)
        return before, inside

    def accumulation(self, nm: str, loop_start: int, loop_end: int):
        """(the statement, its term) when ``nm`` is a sum from 0: bound to the literal 0 before the
        loop, at the function's top level, and in the loop once, at the body's top level, by
        ``nm = nm + term`` / ``nm = term + nm`` / ``nm += term`` with ``term`` a proven tensor that
        does not read ``nm``, which the body reads nowhere else. Each step's term becomes a
        collected output and the sum of them over the steps' axis ``nm``: the same terms added,
        in MXNet 1.9.1's reduction order (it differs from the loop's by float32 rounding, about
        one unit in the last place on five terms)."""
        before, inside = self.bindings(nm, loop_start, loop_end)
        if len(before) != 1 or len(inside) != 1:
            return None
        v = self.bound_value(before[0])
        if not (isinstance(v, (cst.Integer, cst.Float)) and v.evaluated_value == 0):
            return None
        tgt = inside[0]
        stmt = self.parent(tgt)
        if isinstance(stmt, cst.AugAssign) and isinstance(stmt.operator, cst.AddAssign):
            term, reads = stmt.value, 0
        else:
            stmt = self.parent(stmt)
            add = stmt.value if isinstance(stmt, cst.Assign) else None
            if not (isinstance(add, cst.BinaryOperation) and isinstance(add.operator, cst.Add)
                    and len(stmt.targets) == 1 and stmt.targets[0].target is tgt):
                return None
            if _is_name(add.left, nm):
                term = add.right
            elif _is_name(add.right, nm):
                term = add.left
            else:
                return None
            reads = 1
        line = self.parent(stmt)
        if not (isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1
                and self.parent(line) is self.loop.body):
            return None
        if nm in names_in(term) or not self.ctx.proven_tensor(term):
            return None
        in_body = sum(1 for n in iter_descendants(self.loop.body) if _is_name(n, nm) and n is not tgt)
        return (stmt, term) if in_body == reads else None

    def bound_value(self, n: cst.Name) -> cst.BaseExpression | None:
        """What a statement at the function's top level binds the target ``n`` to: ``n = v``, or
        one item of ``h, c = h0, c0``; None for any other binding."""
        p = self.parent(n)
        if isinstance(p, cst.Element):
            tup = self.parent(p)
            target = self.parent(tup)
            assign = self.parent(target)
            if not (isinstance(tup, cst.Tuple) and isinstance(target, cst.AssignTarget) and target.target is tup
                    and isinstance(assign, cst.Assign) and isinstance(assign.value, cst.Tuple)
                    and len(assign.value.elements) == len(tup.elements)
                    and all(isinstance(e, cst.Element) for e in (*tup.elements, *assign.value.elements))):
                return None
            value = assign.value.elements[next(i for i, e in enumerate(tup.elements) if e.value is n)].value
        else:
            assign = self.parent(p)
            if not (isinstance(p, cst.AssignTarget) and p.target is n and isinstance(assign, cst.Assign)):
                return None
            value = assign.value
        line = self.parent(assign)
        if not (len(assign.targets) == 1 and isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1
                and self.parent(self.parent(line)) is self.func):
            return None
        return value

    def cell_call(self, n: cst.Name) -> "tuple[cst.Tuple, cst.Assign] | None":
        """(the unpacked pair, the assignment) when the target ``n`` is bound, alone or nested,
        from a cell call ``out, states = self.cell(a, s)``; None otherwise."""
        node, top = n, self.parent(n)
        while isinstance(top, cst.Element):
            node = self.parent(top)
            top = self.parent(node)
        target = top
        assign = self.parent(target)
        if not (isinstance(target, cst.AssignTarget) and isinstance(assign, cst.Assign)
                and isinstance(node, cst.Tuple) and len(node.elements) == 2 and target.target is node
                and isinstance(assign.value, cst.Call) and self.cell_of(assign.value.func) is not None
                and len(assign.value.args) == 2
                and all(a.keyword is None and not a.star for a in assign.value.args)):
            return None
        return node, assign

    def cell_output(self, n: cst.Name) -> bool:
        """The target ``n`` is the output a cell call returns (``n, states = self.cell(a, s)``):
        one tensor (a recurrent cell's output is never nested)."""
        got = self.cell_call(n)
        return got is not None and got[0].elements[0].value is n

    def cell_returned(self, n: cst.Name) -> str | None:
        """How the target ``n`` is bound from a cell call ``out, states = self.cell(a, s)``: the
        name ``s`` when ``n`` is ``states`` and ``s`` a name, "leaf" when ``n`` is one item
        unpacked from ``states``; None otherwise."""
        got = self.cell_call(n)
        if got is None:
            return None
        node, assign = got
        states = node.elements[1].value
        if states is n:
            s = assign.value.args[1].value
            return s.value if isinstance(s, cst.Name) else None
        return "leaf" if isinstance(states, (cst.Tuple, cst.List)) and any(u is n for u in _unpacked(states)) else None

    def stacked_read(self, lst: str, read: cst.Name):
        """(node replaced, kind, axis or index) for one read of the collected list ``lst`` after
        the loop: ``F.stack(*lst, axis=a)`` / ``F.concat(*lst, dim=a)`` (a = 0..3), or ``lst[i]``
        with i an int literal; a refusal otherwise."""
        ctx = self.ctx
        other = (f"`{lst}` is read after the loop other than by F.stack(*{lst}, axis=...), "
                 f"F.concat(*{lst}, dim=...) or one step `{lst}[i]`")
        star = self.parent(read)
        if isinstance(star, cst.Subscript):
            el = star.slice[0].slice if len(star.slice) == 1 else None
            i = int_literal(el.value) if isinstance(el, cst.Index) else None
            if star.value is read and i is not None:
                return star, "row", i
            return self.refuse(other)
        call = self.parent(star)
        op = ctx.f_path(call.func) if isinstance(call, cst.Call) else None
        key = {("stack",): "axis", ("concat",): "dim"}.get(op)
        if not (isinstance(star, cst.Arg) and star.star == "*" and key is not None
                and all(a is star or (a.keyword is not None and a.keyword.value == key) for a in call.args)):
            if self.stacked_with(lst, star, call, op) is None:
                return self.refuse(other)
        a = kwarg(call, key)
        a = (0 if op == ("stack",) else 1) if a is None else int_literal(a)
        if a not in (0, 1, 2, 3):
            return self.refuse(f"`{lst}` is stacked or joined on an axis counted from the end or past the fourth")
        extras = self.stacked_with(lst, star, call, op)
        if extras is not None:
            return call, "stack_with", (a, extras)
        return call, "concat" if op == ("concat",) else "stack", a

    def stacked_with(self, lst: str, star, call, op) -> "list[str | None] | None":
        """``F.stack(u, *lst, v, axis=a)``: the other items' texts in order, None where the
        starred list stands (they are stacked beside its steps: each is the tensor expanded on
        axis a, joined with the steps moved there, which F.stack's equal shapes make the same);
        None for any other call."""
        if op != ("stack",) or not (isinstance(star, cst.Arg) and star.star == "*"):
            return None
        items = [a for a in call.args if a.keyword is None]
        if any(a.keyword is not None and a.keyword.value != "axis" for a in call.args) \
                or any(a.star for a in items if a is not star) or len(items) < 2:
            return None
        if any(lst in names_in(a.value) for a in items if a is not star):
            return None
        return [None if a is star else self.ctx.code_for(a.value) for a in items]

    def list_reads(self, lst: str, reads: list) -> list:
        """The reads of the collected list ``lst`` after the loop (``reads``, in order) up to a
        statement of the function's body binding ``lst`` anew, its value included
        (`outs = F.stack(*outs, axis=1)`): later reads see the new value."""
        for n in reads:
            p = self.parent(n)
            assign = self.parent(p) if isinstance(p, cst.AssignTarget) and p.target is n else None
            line = self.parent(assign) if isinstance(assign, cst.Assign) else None
            if isinstance(line, cst.SimpleStatementLine) and self.parent(line) is self.func.body \
                    and len(assign.targets) == 1:
                end = self.ctx.span(assign.value)[1]
                return [r for r in reads if r is not n and self.pos(r) < end]
        return reads

    def cell_of(self, node) -> str | None:
        """``C`` of ``self.C`` when it is a recurrent cell child of ``engine.deferred.step_cell``."""
        if isinstance(node, cst.Attribute) and _is_name(node.value, "self") and node.attr.value in self.cells:
            return node.attr.value
        return None

    def counter_value(self, n: cst.Name, t: str):
        """(operator node, MXNet operator) where the counter ``n`` is read as a number that one
        operator meets with a tensor: ``acc / (t + 1)``, ``(j < n)`` -- the counter, through python
        int arithmetic (``t + 1``, ``2 * t``), is one operand of ``+ - * /`` or of one ``< <= > >=``
        whose other operand is a proven tensor that does not read it, in the dtype of the sequence
        whose rows the loop walks (working code ran an operator between the two). The step then
        reads the counter as a (1,) row of ``contrib.arange_like`` of that sequence (its dtype,
        which the python number had adapted to) and the operator as its broadcasting form: the
        same values where the scalar operator ran (MXNet 1.9.1, float16/32/64), as long as the
        counts are exact in that dtype (float16: up to 2048 steps; past that `t + 1` is rounded
        twice, once in python's cast). None otherwise."""
        if self.start or self.cut or self.window is not None or not isinstance(self.seq, cst.Name):
            return None
        cur = n
        while True:
            op = self.parent(cur)
            if not (isinstance(op, cst.BinaryOperation) and isinstance(op.operator, (cst.Add, cst.Subtract, cst.Multiply))
                    and int_literal(op.right if op.left is cur else op.left) is not None):
                break
            cur = op
        if isinstance(op, cst.ComparisonTarget):     # `n > t`: the counter is the comparator
            op = self.parent(op)
        if isinstance(op, cst.BinaryOperation) and type(op.operator) in _BROADCAST_OPS:
            other, name = (op.right if op.left is cur else op.left), _BROADCAST_OPS[type(op.operator)]
        elif isinstance(op, cst.Comparison) and len(op.comparisons) == 1 \
                and type(op.comparisons[0].operator) in _BROADCAST_OPS:
            other = op.comparisons[0].comparator if op.left is cur else op.left
            name = _BROADCAST_OPS[type(op.comparisons[0].operator)]
        else:
            return None
        if t in names_in(other):
            # `x[:, t] * (t + 1)`: the other operand is the walked sequence's own row, of its dtype
            read = next(m for m in iter_descendants(other) if _is_name(m, t)) if not _is_name(other, t) else None
            got = self.row_read(read) if read is not None else None
            if got is not None and got[0] is other and got[1].value == self.seq.value and not got[3]:
                return op, name
            return None
        if not self.ctx.proven_tensor(other):
            return None
        if self.dtypes is None:
            self.dtypes = DtypeProof(self.parents, self.func, self.f)
        related, _ = self.dtypes.relatives(other)
        if self.dtypes.reaching(self.seq.value, self.loop) not in related and not self.meets_row(op, t):
            return None
        return op, name

    def meets_row(self, op, t: str) -> bool:
        """The counter's operator ``op`` (kept in its dtype by `.reshape(...)` and the like) is
        one operand of an arithmetic operator whose other is the row of the walked sequence
        (``h[:, j] * (j < n).reshape((-1, 1))``): a legacy operator between two tensors runs in
        one dtype, so working code shows ``op``'s tensor of the sequence's dtype."""
        cur = op
        while True:
            p = self.parent(cur)
            call = self.parent(p) if isinstance(p, cst.Attribute) and p.value is cur else None
            if not (isinstance(call, cst.Call) and call.func is p and p.attr.value in _SAME_DTYPE_METHODS):
                break
            cur = call
        binary = self.parent(p) if isinstance(p, cst.Arg) else None
        if isinstance(p, cst.BinaryOperation) and isinstance(p.operator, _ARITH):
            partner = p.right if p.left is cur else p.left
        elif isinstance(binary, cst.Call) and self.ctx.f_path(binary.func) in _BINARY_OPS and len(binary.args) == 2 \
                and all(a.keyword is None and not a.star for a in binary.args):
            # its broadcasting form (HYB024's `F.broadcast_mul(h_row, mask)`)
            partner = next(a.value for a in binary.args if a is not p)
        else:
            return False
        for n in iter_descendants(partner):
            if _is_name(n, t):
                got = self.row_read(n)
                return got is not None and got[0] is partner and got[1].value == self.seq.value and not got[3]
        return False

    # ---- the rewrite ---------------------------------------------------------------------
    def plan(self) -> list | Refusal:
        """The loop's replacements, or why there are none."""
        ctx, loop = self.ctx, self.loop
        if self.axis not in (0, 1, 2, 3):
            return self.refuse("the axis is not one of the first four")
        if not isinstance(self.seq, cst.Name):
            return self.refuse("the sequence is not a name")
        if isinstance(loop, cst.CompFor):
            return self.comprehension()
        if not isinstance(loop.target, cst.Name) or loop.orelse is not None or loop.asynchronous is not None:
            return self.refuse("the loop unpacks its counter, has an `else` or is async")
        t = loop.target.value
        body = loop.body
        if not isinstance(body, cst.IndentedBlock):
            return self.refuse("the body shares the `for` line")
        for n in iter_descendants(body):
            if isinstance(n, _FORBIDDEN):
                return self.refuse("its body breaks, continues or returns, nests a loop, a function or a "
                                   "`with`, or raises: a step function runs every step whole")
        # MXNet 1.9.1 infers a deferred dense or convolution layer's shapes through the foreach
        # body (unlike cond's); a layer with state a call updates (BatchNorm) is not proven
        self.cells = cell_children(ctx)
        layers = proven_children(ctx, sized=False) | self.cells
        proven = layers | quiet_methods(ctx, set(called_children(body)) - layers, layers)
        for attr in called_children(body):
            if attr not in proven:
                return self.refuse(f"`self.{attr}` is not proven a dense or convolution layer, a "
                                   "recurrent cell or a method of the block that only calls those "
                                   "and F operators, what is known to run the same inside a foreach body")
        helpers = _quiet_functions(ctx.module, names_in(self.func) - {n.value for n in iter_descendants(self.func)
                                                                      if isinstance(n, cst.Name) and is_target(self.parents, n)})
        # rows read by the counter, and the counter's own values a tensor meets (counter_value)
        self.counters: list = []
        rows: dict[tuple[str, int], bool] = {}   # (sequence, rows back) -> read
        replaced: list[tuple[cst.CSTNode, str, bool]] = []
        for n in iter_descendants(body):
            if isinstance(n, cst.Name) and n.value == t:
                if self.within(n, [r[0] for r in replaced]):
                    continue        # `end=t + 1` of a slice already taken whole
                got = self.row_read(n)
                if got is None:
                    met = self.counter_value(n, t)
                    if met is None:
                        return self.refuse(f"the loop counter `{t}` is read other than as the index of a row "
                                           f"on axis {self.axis}")
                    self.counters.append((n, *met))
                    continue
                node, seq, keeps, back = got
                if any(r[0] is node for r in replaced):
                    continue
                if not ctx.proven_tensor(seq) and not self.subscripted_sum(seq, node):
                    return self.refuse(f"`{seq.value}`, whose rows are read, is not proven a tensor")
                rows.setdefault((seq.value, back), True)
                replaced.append((node, (seq.value, back), keeps))
        self.replaced = replaced
        if not rows:
            return self.refuse(f"no row of a tensor is read with the counter `{t}` (foreach needs each "
                               "step's data to reach its results)")
        # statements: assignments of names, `L.append(v)` of stacked lists, python-valued ifs
        assigned: dict[str, int] = {}
        appends: dict[str, cst.Expr] = {}
        conditional: set[str] = set()

        def scan(block, nested: bool) -> Refusal | None:
            for stmt in block.body:
                if isinstance(stmt, cst.If):
                    if not is_pure(stmt.test, ctx, children=proven, helpers=helpers) \
                            or ctx.is_tensor(stmt.test, loose=True):
                        return self.refuse("an `if` in the body does not test a python value")
                    for part in (stmt.body, stmt.orelse.body if isinstance(stmt.orelse, cst.Else) else None):
                        if part is not None:
                            got = scan(part, True)
                            if got is not None:
                                return got
                    if isinstance(stmt.orelse, cst.If):
                        return self.refuse("an `elif` chain in the body")
                    continue
                if not isinstance(stmt, cst.SimpleStatementLine):
                    return self.refuse("the body holds a compound statement other than an `if`")
                for small in stmt.body:
                    if isinstance(small, cst.Pass):
                        continue
                    if isinstance(small, cst.Expr):
                        v = small.value
                        if (isinstance(v, cst.Call) and isinstance(v.func, cst.Attribute)
                                and v.func.attr.value == "append" and isinstance(v.func.value, cst.Name)
                                and len(v.args) == 1 and v.args[0].keyword is None and not v.args[0].star
                                and not nested and len(stmt.body) == 1):
                            lst = v.func.value.value
                            if lst in appends:
                                return self.refuse(f"`{lst}` gets several items a step")
                            if not is_pure(v.args[0].value, ctx, children=proven, helpers=helpers):
                                return self.refuse("an appended value calls something other than F "
                                                   "operators and proven children")
                            appends[lst] = small
                            continue
                        return self.refuse("a statement of the body is an expression other than one "
                                           "`append` a step")
                    if isinstance(small, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
                        targets = ([tt.target for tt in small.targets] if isinstance(small, cst.Assign)
                                   else [small.target])
                        names = []
                        for tg in targets:
                            for it in _unpacked(tg):
                                if not isinstance(it, cst.Name):
                                    return self.refuse("the body stores into something other than a name "
                                                       "(an attribute or an item)")
                                names.append(it.value)
                        if small.value is None or not is_pure(small.value, ctx, children=proven, helpers=helpers):
                            return self.refuse("the body calls something other than F operators, tensor "
                                               "methods and proven children")
                        for nm in names:
                            if nm == t:
                                return self.refuse(f"the body rebinds the counter `{t}`")
                            assigned.setdefault(nm, self.pos(small))
                            if nested:
                                conditional.add(nm)
                        continue
                    return self.refuse("the body holds a statement other than assignments, an `if` and "
                                       "one `append` a step")
            return None

        got = scan(body, False)
        if got is not None:
            return got
        for lst in appends:
            if sum(1 for n in iter_descendants(body) if _is_name(n, lst)) != 1:
                return self.refuse(f"the appended list `{lst}` is read in the body")
            if lst in assigned:
                return self.refuse(f"the appended list `{lst}` is rebound in the body")
        for seq_name, back in rows:
            if seq_name in assigned:
                return self.refuse(f"`{seq_name}`, whose rows are read, is rebound in the body")
            if isinstance(back, tuple) and any(re.search(rf"(?<![\w.]){re.escape(nm)}\b", back[1]) for nm in assigned):
                return self.refuse(f"the window `{back[1]}` is rebound in the body")
        if self.window is not None and any(re.search(rf"(?<![\w.]){re.escape(nm)}\b", self.window) for nm in assigned):
            return self.refuse(f"the window `{self.window}` is rebound in the body")
        # where each name is read: in the body (before its first binding?) and after the loop
        loop_start, loop_end = ctx.span(loop)
        reads_after: dict[str, list[cst.Name]] = {}
        reads_before: dict[str, list[cst.Name]] = {}
        first_read_in_body: dict[str, cst.Name] = {}
        for n in iter_descendants(self.func):
            if not isinstance(n, cst.Name) or not _names_a_value(self.parent, n):
                continue
            p = self.pos(n)
            if p >= loop_end:
                reads_after.setdefault(n.value, []).append(n)
            elif p < loop_start:
                reads_before.setdefault(n.value, []).append(n)
            elif n.value in assigned and not _binds(self.parent, n):
                seen = first_read_in_body.get(n.value)
                if seen is None or p < self.pos(seen):
                    first_read_in_body[n.value] = n
        # a name only ever bound again after the loop (`_` of `for _ in range(n):`, `h, _ = ...`)
        # never reads the value the loop leaves in it
        read_after = {nm for nm, ns in reads_after.items() if not all(_rebinds(self.parent, n) for n in ns)}
        states, lasts = [], []
        accs = {nm: got for nm in assigned if nm not in conditional
                for got in [self.accumulation(nm, loop_start, loop_end)] if got is not None}
        for nm, at in assigned.items():
            if nm in accs:
                continue
            read = first_read_in_body.get(nm)
            # a read inside a later binding's value (`sim = a * b` then `sim = sim / n`) reads this
            # step's own value: only the first binding's (`h = h + x`) reads the last step's
            own = _own_binding(self.parent, read, nm) if read is not None else None
            in_body = (read is not None and self.pos(read) < at) or (own is not None and self.pos(own) == at)
            carried = nm in conditional or nm in read_after or in_body
            if not carried:
                continue
            if nm not in conditional and not in_body and self.last_value(nm, reads_after[nm], loop_start, loop_end):
                # bound on every step before any read of it, and read after the loop only: the
                # last step's value, the last row of a stacked output, not a state (MXNet's
                # foreach needs every state read by the step); with no step, what the name held
                # before (or a NameError) is lost, as every foreach of MXNet 1.9.1 fails then
                lasts.append(nm)
                continue
            if nm not in reads_before:
                return self.refuse(f"`{nm}` is carried from step to step or read after the loop, but not "
                                   "bound before it")
            witness = read if read is not None else reads_after[nm][0]
            if not ctx.proven_tensor(witness) and not self.cell_states(nm, loop_start, loop_end):
                return self.refuse(f"`{nm}`, carried from step to step, is not proven a tensor (or a "
                                   "recurrent cell's list of states) before the loop")
            states.append(nm)
        # the stacked lists: `[]` before the loop, after it only stacked, joined or read one step
        # at a time by a literal index (`outs[-1]`: that row of the stacked steps); a list seeded
        # with tensors (`outs = [h0]`) holds them as its first steps, still the list's items when
        # the loop ends (the step only appends)
        stacks = {}
        self.seeded: set[str] = set()
        for lst in appends:
            after = self.list_reads(lst, reads_after.get(lst, []))
            if not after:
                return self.refuse(f"`{lst}` is not read after the loop")
            for read in after:
                got = self.stacked_read(lst, read)
                if isinstance(got, LoopRefusal):
                    return got
                stacks.setdefault(lst, []).append(got)
            seed = _bound_list_before(ctx, self.parent, self.func, lst, loop_start)
            if seed is None or not all(isinstance(e, cst.Element) and ctx.proven_tensor(e.value)
                                       for e in seed.elements):
                return self.refuse(f"`{lst}` is not bound to `[]` (or a list of tensors) just before the loop")
            if seed.elements:
                # a seed of another shape than the steps' is legal in a python list read by index
                # or joined; an `F.stack` of it all proves the shapes equal
                if any(how != "stack" for _, how, _ in stacks[lst]):
                    return self.refuse(f"`{lst}`, seeded before the loop, is read after it other than by F.stack")
                self.seeded.add(lst)
        if not states and not appends and not accs and not lasts:
            return self.refuse("the body neither carries a value nor collects one")
        # a Symbol has no in-place operators: `h += v` in the step becomes `h = h + v`, the same
        # value where no other name can see the eager update (h only ever holds fresh arrays)
        augs = [n for n in iter_descendants(body) if isinstance(n, cst.AugAssign) and isinstance(n.target, cst.Name)
                and n.target.value not in accs]
        for aug in augs:
            nm = aug.target.value
            if type(aug.operator) not in OPERATORS or not holds_only_fresh_arrays(ctx, nm):
                return self.refuse(f"`{nm}` is updated in place, which a Symbol cannot do, and may hold an "
                                   "array something else holds (`=` would leave that one as it was)")
        if not self.empty_fails(loop, {lst: st for lst, st in stacks.items() if lst not in self.seeded}):
            why = self.unmaskable(rows, states, appends, accs, lasts, proven, helpers)
            if why is not None:
                return self.refuse(f"{_MAY_BE_EMPTY}; its steps before the start are not masked out: {why}")
            # foreach over every row, the steps before the start keeping the states they are
            # given: one row runs one step, which changes nothing, as the empty python loop
            self.mask_from, self.start = self.start, 0
        return self.text(t, rows, replaced, states, appends, stacks, accs, augs, lasts)

    def unmaskable(self, rows, states, appends, accs, lasts, proven, helpers) -> str | None:
        """Why the loop from row c on (`range(c, x.shape[k])`) is not written as foreach over every
        row whose steps before c hand their states on as given (F.where on the counter), or None.
        Those steps compute the body on rows the loop never reads, their results dropped: equal
        values wherever the loop runs, one row (no step) included; F.where passes them a zero
        gradient, which stays zero through the body unless it meets a derivative that is infinite
        at a finite value: a division, log, root... (0 * inf = NaN), refused unless its operand is
        a number literal or a log-sum-exp's sum (>= 1)."""
        if not self.start or self.cut or self.window is not None:
            return "only a count from a start past 0 over the whole rest of the axis is masked"
        if accs or lasts or any(lst not in self.seeded or self.seed_state(lst, appends[lst], states) is None
                                for lst in appends):
            return ("the steps collect values (a masked step's would be collected too) other than a state "
                    "appended after its last update to a list seeded with it (`outs = [h]`)")
        if not states:
            return "nothing is carried from step to step"
        if any(lst in self.seeded for lst in appends) and self.start != 1:
            # the list holds the seed and the T - c states of the steps from c; the masked steps'
            # stack holds one state a row, T: as many only where c is 1
            return (f"a list seeded with a state gets a state for each of the {self.start} masked steps "
                    "(the loop appends one for each of the rest)")
        for nm in states:
            before, inside = self.bindings(nm, *self.ctx.span(self.loop))
            if any(isinstance(self.bound_value(n), (cst.List, cst.Tuple, cst.ListComp)) or _makes_states(self.bound_value(n))
                   for n in before) or any(self.cell_returned(n) not in (None, "leaf") for n in inside):
                return f"`{nm}` holds a list of states (F.where takes one tensor)"
        scopes = _called_bodies(self.ctx, self.loop.body, proven_children(self.ctx, sized=False) | self.cells)
        if any(set(called_children(sc)) & self.cells for sc in scopes):
            # a cell may drop or zone out at random (DropoutCell, ZoneoutCell)
            return "the body calls a recurrent cell (some draw at random)"
        if draws_at_random(scopes):
            return "the body draws at random (a masked step's draws move the random stream)"
        for scope in scopes:
            for op, operand in singular_operations(self.ctx, [scope]):
                if isinstance(operand, (cst.Integer, cst.Float)) and float(operand.value) != 0:
                    continue
                if op == "log" and _log_sum_exp_sum(scope, operand):
                    continue
                return (f"the body takes `{op}`, whose derivative is infinite at a value a step before the "
                        "start may reach (its zero gradient would be NaN)")
        changed = self.reshaped_states(states)
        if changed is not None:
            return (f"`{changed}` is not proven to keep, through a step, the shape it holds before the "
                    "loop (F.where hands on one shape; with no step the python loop leaves the seed's)")
        # a seeded list's rows: the seed, then the masked state of every later step -- the
        # states themselves, step 0's the seed (F.where hands it on)
        self.state_outs = {lst: self.seed_state(lst, appends[lst], states) for lst in appends}
        self.seeded -= set(self.state_outs)
        return None

    def reshaped_states(self, states: list) -> str | None:
        """The first state not proven to hold after a step the shape it holds before the loop, or
        None.  Each value is read as a ``_ShapeTerm``: two values of one term have one shape (rows
        of one tensor, the same operators on the same shapes, broadcasts of the same shapes); the
        states start from their seeds' terms and the body's statements are read in order."""
        loop_start, loop_end = self.ctx.span(self.loop)
        terms = _ShapeTerms(self, loop_start)
        env = {nm: terms.resolve(nm, loop_start) for nm in states}
        bound_inside = set()
        for n in iter_descendants(self.loop.body):
            if isinstance(n, cst.Name) and is_target(self.parents, n):
                bound_inside.add(n.value)
        terms.inside, terms.env = frozenset(bound_inside), env
        for small in (s for s in iter_descendants(self.loop.body)
                      if isinstance(s, (cst.Assign, cst.AugAssign, cst.AnnAssign))):
            conditional = self.parent(self.parent(small)) is not self.loop.body
            if isinstance(small, cst.Assign):
                pairs = []
                for tg in small.targets:
                    target = tg.target
                    if isinstance(target, cst.Name):
                        pairs.append((target.value, terms.term(small.value)))
                    elif isinstance(target, (cst.Tuple, cst.List)) and isinstance(small.value, (cst.Tuple, cst.List)) \
                            and len(target.elements) == len(small.value.elements):
                        pairs += [(t.value.value if isinstance(t.value, cst.Name) else None, terms.term(v.value))
                                  for t, v in zip(target.elements, small.value.elements)]
                    else:
                        pairs += [(nm.value, None) for nm in iter_descendants(target) if isinstance(nm, cst.Name)]
            elif isinstance(small, cst.AugAssign):
                pairs = [(small.target.value, _union(terms.term(small.target), terms.term(small.value)))] \
                    if isinstance(small.target, cst.Name) else []
            else:
                pairs = [(small.target.value, terms.term(small.value))] if isinstance(small.target, cst.Name) \
                    and small.value is not None else []
            for nm, got in pairs:
                if nm is None:
                    continue
                # a binding under an `if` may not run: the name's term stands only where both agree
                env[nm] = got if not conditional or env.get(nm) == got else None
        for nm in states:
            seed = terms.resolve(nm, loop_start)
            if seed is None or env.get(nm) != seed:
                return nm
        return None

    def seed_state(self, lst: str, append: cst.Expr, states: list) -> str | None:
        """The state ``h`` of a list ``lst = [h]`` seeded with it (no binding of h in between, the
        only item) whose one append a step, `lst.append(h)`, follows every binding of h in the
        body, on a line of its own: the list holds h before the loop and after each step."""
        value = append.value.args[0].value
        if not isinstance(value, cst.Name) or value.value not in states:
            return None
        h = value.value
        loop_start, loop_end = self.ctx.span(self.loop)
        seed = _bound_list_before(self.ctx, self.parent, self.func, lst, loop_start)
        if seed is None or len(seed.elements) != 1 or not _is_name(seed.elements[0].value, h):
            return None
        at = self.pos(append)
        before, inside = self.bindings(h, loop_start, loop_end)
        if any(self.pos(seed) < self.pos(n) for n in before) or any(self.pos(n) > at for n in inside):
            return None
        line = self.parent(append)
        if not isinstance(line, cst.SimpleStatementLine) or line.trailing_whitespace.comment is not None \
                or line.leading_lines:
            return None
        return h

    def empty_fails(self, stmt, stacks: dict) -> bool:
        """Whether the original fails by itself where its loop runs no step, or runs every
        count: the rewrite's data (``F.slice_axis(x, axis=k, begin=c, end=None)`` for
        `range(c, x.shape[k])`, ``end=-c`` for `range(x.shape[k] - c)`, the windows) raises in
        MXNet 1.9.1 where the axis holds too few rows, while the python loop just runs no step
        (one view, one step: legal).  It fails too where a list the steps alone fill (``stacks``:
        list -> its stacked reads) is stacked, joined or indexed after ``stmt`` (the loop's, or
        the comprehension's, statement in the function's body) by a statement of that body that
        runs whenever the loop did: nothing returns or raises in between."""
        if not (self.start or self.cut or self.window is not None):
            return True
        body = self.func.body
        if self.parent(stmt) is not body:
            return False
        if self.window is None and self.cut_before(stmt) >= self.start + self.cut:
            return True
        end = self.ctx.span(stmt)[1]
        exits = [self.ctx.span(n) for n in iter_descendants(body) if isinstance(n, (cst.Return, cst.Raise))]
        for reads in stacks.values():
            for node, how, _ in reads:
                if how == "stack_with":
                    continue        # the other items stack without any step
                at = self.pos(node)
                cur = self.parent(node)
                while cur is not None and not isinstance(cur, cst.SimpleStatementLine):
                    if isinstance(cur, (cst.IfExp, cst.BooleanOperation, cst.Lambda, cst.ListComp, cst.SetComp,
                                        cst.DictComp, cst.GeneratorExp)):
                        break
                    cur = self.parent(cur)
                if not (isinstance(cur, cst.SimpleStatementLine) and self.parent(cur) is body):
                    continue
                if not any(end <= s0 and s1 <= at for s0, s1 in exits):
                    return True
        return False

    def cut_before(self, stmt) -> int:
        """The most rows c past which the walked sequence is proven to hold more: a statement of
        the function's body before ``stmt`` (so it ran) that cuts ``F.slice_axis(x, axis=k,
        begin=b, end=e)`` (or ``x.slice_axis(...)``) of the sequence from int literals b >= 0 and
        e None or < 0, which raises in MXNet 1.9.1 unless the axis holds more than b - e rows
        (`d = F.slice_axis(x, axis=1, begin=1, end=None) - ...` before `range(x.shape[1] - 1)`);
        the sequence is bound nowhere in between.  0 where nothing cuts."""
        seq, at, best = self.seq.value, self.pos(stmt), 0
        bound = [self.pos(n) for n in name_nodes_by_text(self.func).get(seq, ()) if is_target(self.parents, n)]
        for line in self.func.body.body:
            if self.pos(line) >= at:
                break
            if not isinstance(line, cst.SimpleStatementLine) or any(self.pos(line) <= p < at for p in bound):
                continue
            for call in iter_descendants(line):
                got = self.cut_rows(call, line)
                best = max(best, got or 0)
        return best

    def cut_rows(self, call, line) -> int | None:
        """b - e of an unconditional ``F.slice_axis(seq, axis=k, begin=b, end=e)`` in ``line``
        (keywords, or the method form), b an int literal >= 0 and e None or a negative one."""
        if not isinstance(call, cst.Call) or any(a.star for a in call.args):
            return None
        func = call.func
        if self.ctx.f_path(func) == ("slice_axis",):
            positional = [a.value for a in call.args if a.keyword is None]
            if len(positional) != 1:
                return None
            data = positional[0]
        elif isinstance(func, cst.Attribute) and func.attr.value == "slice_axis" \
                and not any(a.keyword is None for a in call.args):
            data = func.value
        else:
            return None
        if not _is_name(data, self.seq.value) or int_literal(kwarg(call, "axis")) != self.axis:
            return None
        begin, end = int_literal(kwarg(call, "begin")), kwarg(call, "end")
        stop = 0 if end is None or (isinstance(end, cst.Name) and end.value == "None") else int_literal(end)
        if begin is None or begin < 0 or stop is None or stop > 0 or (stop == 0 and end is not None
                                                                      and not isinstance(end, cst.Name)):
            return None
        cur = self.parent(call)
        while cur is not None and cur is not line:
            if isinstance(cur, (cst.IfExp, cst.BooleanOperation, cst.Lambda, cst.ListComp, cst.SetComp,
                                cst.DictComp, cst.GeneratorExp)):
                return None
            cur = self.parent(cur)
        return begin - stop

    def subscripted_sum(self, seq: cst.Name, read) -> bool:
        """``seq``, whose row ``read`` takes on every step (not under an `if`), is bound only to
        number literals and to arithmetic of itself with proven tensors and numbers (`kernel = 0`,
        then `kernel = kernel + w_e` in a loop over experts): it holds a number or a tensor, and a
        number's row raises TypeError, so wherever the loop runs it is a tensor."""
        if seq.value in {p.name.value for p in self.func.params.params}:
            return False
        cur = self.parent(read)
        while cur is not None and cur is not self.loop:
            if isinstance(cur, (cst.If, cst.IfExp, cst.BooleanOperation, cst.Lambda, cst.CompFor)):
                return False
            cur = self.parent(cur)
        bound = [n for n in name_nodes_by_text(self.func).get(seq.value, ()) if is_target(self.parents, n)]
        return bool(bound) and all(self.number_or_sum(n) for n in bound)

    def number_or_sum(self, n: cst.Name) -> bool:
        """The target ``n`` binds a number literal, or arithmetic of its own name with proven
        tensors and numbers (``nm = nm + t``, ``nm += t``)."""
        p = self.parent(n)
        if isinstance(p, cst.AugAssign) and p.target is n:
            v = p.value
            return isinstance(p.operator, _AUG_ARITH) and (isinstance(v, (cst.Integer, cst.Float))
                                                           or self.ctx.proven_tensor(v))
        assign = self.parent(p)
        if not (isinstance(p, cst.AssignTarget) and p.target is n and isinstance(assign, cst.Assign)
                and len(assign.targets) == 1):
            return False
        v = assign.value
        return isinstance(v, (cst.Integer, cst.Float)) or _arith_of(self.ctx, v, n.value)

    def last_value(self, nm: str, after: list, loop_start: int, loop_end: int) -> bool:
        """``nm``, bound in the step and read after the loop, holds one tensor: the first read
        after the loop is proven one, or every binding in the loop is a cell's output."""
        read = next((n for n in after if not _rebinds(self.parent, n)), None)
        if read is not None and self.ctx.proven_tensor(read):
            return True
        _, inside = self.bindings(nm, loop_start, loop_end)
        return bool(inside) and all(self.cell_output(n) for n in inside)

    def counter_edits(self, counter: str | None) -> list | LoopRefusal:
        """The edits of the counter's reads (counter_value): the counter -> its (1,) row named
        ``counter``; ``a / (t + 1)`` -> ``F.broadcast_div(a, (t_n + 1))``."""
        ctx, f, source = self.ctx, self.f, self.ctx.source
        edits, met = [], set()
        for n, op, name in self.counters:
            edits.append((*ctx.span(n), counter))
            if id(op) in met:
                continue
            met.add(id(op))
            left, right, token = (op.left, op.right, op.operator) if isinstance(op, cst.BinaryOperation) else \
                (op.left, op.comparisons[0].comparator, op.comparisons[0].operator)
            # the operator's span holds its operands' parentheses, not its own: `(t + 1)` stays
            # whole inside the call
            (ps, pe), le, rs = ctx.span(op), ctx.span(left)[1], ctx.span(right)[0]
            between = re.sub(r"\s*" + re.escape(ctx.code_for(token).strip()) + r"\s*", ", ", source[le:rs], count=1)
            if set(between) - set(" (),"):
                return self.refuse("an operator the counter meets spans lines or comments")
            edits.extend([(ps, ps, f"{f}.{name}("), (le, rs, between), (pe, pe, ")")])
        return edits

    def text(self, t, rows, replaced, states, appends, stacks, accs, augs=(), lasts=()) -> list | Refusal:
        ctx, loop, f = self.ctx, self.loop, self.f
        source = ctx.source
        start, end = ctx.span(loop)
        indent = source[line_start(source, start):start]
        if indent.strip():
            return self.refuse("the `for` shares its line with other code")
        nl = ctx.module.default_newline
        step_names = {(s, back): self.fresh(_step_name(s, back)) for s, back in rows}
        step_fn, states_name, outs_name = self.fresh("_scan_step"), self.fresh("_scan_states"), self.fresh("_scan_outs")
        counter = self.fresh(f"{t}_n") if self.counters or self.mask_from else None
        data_name = self.fresh("_scan_data") if len(rows) + bool(counter) > 1 else None
        out_names = {lst: self.fresh(f"_{lst}_step") for lst in (*appends, *accs)}
        # the body's own text, edited in place: rows -> step entries, appends -> assignments
        body_start = line_end(source, ctx.span(loop.iter)[1])
        edits = []
        for node, seq_name, keeps in replaced:
            s, e = ctx.span(node)
            name = step_names[seq_name]
            edits.append((s, e, _row_text(f, name, self.axis, keeps)))
        got = self.counter_edits(counter)
        if isinstance(got, LoopRefusal):
            return got
        edits += got
        steps = [(lst, stmt, stmt.value.args[0].value) for lst, stmt in appends.items()]
        steps += [(nm, stmt, term) for nm, (stmt, term) in accs.items()]
        for lst, stmt, value in steps:
            if lst in self.state_outs:
                # the step's output is the masked state itself: its append line goes
                line = self.parent(stmt)
                edits.append((line_start(source, ctx.span(line)[0]), line_end(source, ctx.span(line)[1]), ""))
                continue
            # `outs.append(` -> `_outs_step = ` and its `)` dropped, `acc = acc + ` / `acc += ` ->
            # `_acc_step = `: rows read inside stay edits
            s, e = ctx.span(stmt)
            vs, ve = ctx.span(value)
            edits.append((s, vs, f"{out_names[lst]} = "))
            edits.append((ve, e, ""))
        for aug in augs:
            s, _ = ctx.span(aug)
            vs, ve = ctx.span(aug.value)
            nm = aug.target.value
            edits.append((s, vs, f"{nm} = {nm} {OPERATORS[type(aug.operator)]} "))
            if needs_parens(aug.value):
                edits.extend([(vs, vs, "("), (ve, ve, ")")])
        edits.sort()
        text_body, at = [], body_start
        for s, e, new in edits:
            if s < at:
                return self.refuse("two rewrites in the body overlap")
            text_body.append(source[at:s])
            text_body.append(new)
            at = e
        text_body.append(source[at:end])
        body_text = "".join(text_body)
        inner = indent + "    "
        comment = loop.body.header.comment
        head = f"def {step_fn}({data_name or step_names[next(iter(rows))]}, {states_name}):"
        if comment is not None:
            head += "  " + comment.value
        lines = [head]
        if data_name:
            lines.append(f"{inner}{', '.join([*(step_names[s] for s in rows), *([counter] if counter else [])])} = {data_name}")
        if len(states) == 1:
            lines.append(f"{inner}{states[0]} = {states_name}[0]")
        elif states:
            lines.append(f"{inner}{', '.join(states)} = {states_name}")
        first = nl.join(lines) + nl
        if not body_text.endswith(("\n", "\r")):
            body_text += nl
        for i, nm in enumerate(states if self.mask_from else ()):
            # a step before the start hands on the state it was given (F.where needs a condition
            # of the state's shape, in the float32 of the counter: the state's dtype may differ)
            body_text += (f"{inner}{nm} = {f}.where({f}.broadcast_add({f}.cast({f}.zeros_like({nm}), "
                          f"dtype='float32'), {counter}) >= {self.mask_from}, {nm}, {states_name}[{i}]){nl}")
        collected = [*appends, *accs]
        ret = (f"{inner}return [{', '.join([*(self.state_outs.get(l) or out_names[l] for l in collected), *lasts])}], "
               f"[{', '.join(states)}]")
        data = self.data(rows, counter is not None)
        tail = [f"{outs_name}, {states_name} = {f}.contrib.foreach({step_fn}, {data}, [{', '.join(states)}])"]
        if len(states) == 1:
            tail.append(f"{states[0]} = {states_name}[0]")
        elif states:
            tail.append(f"{', '.join(states)} = {states_name}")
        for i, lst in enumerate(collected):
            # a sum from 0: the stacked terms summed over the steps' axis
            if lst in accs:
                tail.append(f"{lst} = {f}.sum({outs_name}[{i}], axis=0)")
            elif lst in self.seeded:
                tail.append(f"{lst} = {f}.concat({f}.stack(*{lst}, axis=0), {outs_name}[{i}], dim=0)")
            else:
                tail.append(f"{lst} = {outs_name}[{i}]")
        for i, nm in enumerate(lasts, len(collected)):
            tail.append(f"{nm} = {f}.squeeze({f}.slice_axis({outs_name}[{i}], axis=0, begin=-1, end=None), axis=0)")
        new = first + body_text + ret + nl + "".join(indent + tl + nl for tl in tail)
        if not source[:end].endswith(("\n", "\r")):
            new = new[:-len(nl)]
            if source[end:end + 1] not in ("\n", "\r", ""):
                return self.refuse("other code follows the loop on its last line")
        out = [((start, end), new)]
        if self.drop is not None:
            out.append((self.drop, ""))
        return out + self.stacked(stacks)

    def comprehension(self) -> list | Refusal:
        """``outs = [elt for t in range(x.shape[k])]``, read after only as the loop's collected
        lists are: the loop ``outs = []; for t in ...: outs.append(elt)`` with no state, written
        as one foreach whose step returns ``elt``."""
        ctx, comp, f = self.ctx, self.loop, self.f
        lc = self.parent(comp)
        assign = self.parent(lc)
        line = self.parent(assign)
        if not (isinstance(lc, cst.ListComp) and lc.for_in is comp and comp.inner_for_in is None and not comp.ifs
                and comp.asynchronous is None and isinstance(comp.target, cst.Name)):
            return self.refuse(_NOT_WHOLE)
        inline = None
        if not (isinstance(assign, cst.Assign) and assign.value is lc and len(assign.targets) == 1
                and isinstance(assign.targets[0].target, cst.Name) and isinstance(line, cst.SimpleStatementLine)
                and len(line.body) == 1 and self.parent(line) is self.func.body):
            inline = self.inline_stack(lc)
            if isinstance(inline, LoopRefusal):
                return inline
            assign, line = inline[0], inline[1]
        t, elt = comp.target.value, lc.elt
        lst = assign.targets[0].target.value if inline is None else None
        if any(isinstance(n, (*_FORBIDDEN, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp))
               for n in iter_descendants(elt)):
            return self.refuse("its item holds a function, a comprehension or a named expression")
        layers = proven_children(ctx, sized=False) | cell_children(ctx)
        proven = layers | quiet_methods(ctx, set(called_children(elt)) - layers, layers)
        for attr in called_children(elt):
            if attr not in proven:
                return self.refuse(f"`self.{attr}` is not proven a dense or convolution layer, an embedding "
                                   "or a method of the block that only calls those and F operators")
        helpers = _quiet_functions(ctx.module, names_in(self.func) - {n.value for n in iter_descendants(self.func)
                                                                      if isinstance(n, cst.Name) and is_target(self.parents, n)})
        if not is_pure(elt, ctx, children=proven, helpers=helpers):
            return self.refuse("its item calls something other than F operators, tensor methods and proven children")
        rows, replaced = {}, []
        for n in iter_descendants(elt):
            if _is_name(n, t) and not self.within(n, [r[0] for r in replaced]):
                got = self.row_read(n)
                if got is None:
                    met = self.counter_value(n, t)
                    if met is None:
                        return self.refuse(f"the counter `{t}` is read other than as the index of a row on axis {self.axis}")
                    self.counters.append((n, *met))
                    continue
                node, seq, keeps, back = got
                if not ctx.proven_tensor(seq):
                    return self.refuse(f"`{seq.value}`, whose rows are read, is not proven a tensor")
                rows.setdefault((seq.value, back), True)
                replaced.append((node, (seq.value, back), keeps))
        if not rows:
            return self.refuse(f"no row of a tensor is read with the counter `{t}`")
        step_fn, states_name, outs_name = self.fresh("_scan_step"), self.fresh("_scan_states"), self.fresh("_scan_outs")
        if inline is not None:
            stacks = {f"{outs_name}[0]": [inline[2]]}
        else:
            reads = self.list_reads(lst, [n for n in iter_descendants(self.func)
                                          if _is_name(n, lst) and self.pos(n) >= ctx.span(line)[1]])
            if not reads:
                return self.refuse(f"`{lst}` is not read after it")
            stacks = {lst: []}
            for read in reads:
                got = self.stacked_read(lst, read)
                if isinstance(got, LoopRefusal):
                    return got
                stacks[lst].append(got)
        # the comprehension's list holds only its steps: the statement binding it (or stacking it)
        if not self.empty_fails(line, stacks):
            return self.refuse(_MAY_BE_EMPTY)
        source, nl = ctx.source, ctx.module.default_newline
        start, end = ctx.span(assign)
        indent = source[line_start(source, start):start]
        if indent.strip():
            return self.refuse("the statement shares its line with other code")
        step_names = {(s, back): self.fresh(_step_name(s, back)) for s, back in rows}
        counter = self.fresh(f"{t}_n") if self.counters or self.mask_from else None
        data_name = self.fresh("_scan_data") if len(rows) + bool(counter) > 1 else None
        edits = [(*ctx.span(node), _row_text(f, step_names[key], self.axis, keeps)) for node, key, keeps in replaced]
        got = self.counter_edits(counter)
        if isinstance(got, LoopRefusal):
            return got
        es, ee = ctx.span(elt)
        text, at = [], es
        for s, e, new in sorted(edits + got):
            if s < at:
                return self.refuse("two rewrites in the item overlap")
            text += [source[at:s], new]
            at = e
        text.append(source[at:ee])
        inner = indent + "    "
        lines = [f"def {step_fn}({data_name or step_names[next(iter(rows))]}, {states_name}):"]
        if data_name:
            lines.append(f"{inner}{', '.join([*(step_names[r] for r in rows), *([counter] if counter else [])])} = {data_name}")
        lines.append(f"{inner}return [{''.join(text)}], []")
        lines.append(f"{indent}{outs_name}, {states_name} = {f}.contrib.foreach({step_fn}, "
                     f"{self.data(rows, counter is not None)}, [])")
        if inline is not None:
            # the steps run before the statement that stacks them, which then reads foreach's output
            at = line_start(source, start)
            return [((at, at), indent + nl.join(lines) + nl)] + self.stacked(stacks)
        lines.append(f"{indent}{lst} = {outs_name}[0]")
        return [((start, end), nl.join(lines))] + self.stacked(stacks)

    def inline_stack(self, lc: cst.ListComp) -> tuple | LoopRefusal:
        """(first small statement, its line, stacked read) for a comprehension that is the whole
        starred argument of ``F.stack(*[...], axis=a)`` / ``F.concat(*[...], dim=a)`` in a
        statement of the function's body: that statement reading the list the loop collects,
        once.  The steps then run before the statement, which is sound where nothing of it runs
        first that the steps could see or that decides whether they run: no named expression,
        no `if` expression, `and`/`or`, lambda or comprehension around the list."""
        got = self.stacked_read("the list", lc)
        if isinstance(got, LoopRefusal):
            return self.refuse(_NOT_WHOLE)
        cur = self.parent(lc)
        while cur is not None and not isinstance(cur, cst.SimpleStatementLine):
            if isinstance(cur, (cst.IfExp, cst.BooleanOperation, cst.Lambda, cst.ListComp, cst.SetComp,
                                cst.DictComp, cst.GeneratorExp)):
                return self.refuse("the stacked comprehension is inside a conditional, a lambda or a "
                                   "comprehension: its steps may not run where the statement runs")
            cur = self.parent(cur)
        if not (isinstance(cur, cst.SimpleStatementLine) and len(cur.body) == 1
                and self.parent(cur) is self.func.body):
            return self.refuse(_NOT_WHOLE)
        if any(isinstance(n, cst.NamedExpr) for n in iter_descendants(cur)):
            return self.refuse("its statement holds a named expression")
        return cur.body[0], cur, got

    def data(self, rows, counter: bool = False) -> str:
        """foreach's data: each sequence's rows the counter reads, their axis swapped to the front;
        with ``counter``, then the counter's values as (1,) rows (counter_value)."""
        f, x, k = self.f, self.seq.value, self.axis
        lead = x if not (self.start or self.cut) else \
            f"{f}.slice_axis({x}, axis={k}, begin={self.start}, end={-self.cut if self.cut else None})"

        if self.window is not None:
            j, w = self.fresh("j"), self.window
            lead = (f"{f}.stack(*[{f}.slice_axis({x}, axis={k}, begin={j}, end=({j} - {w} + 1) or None) "
                    f"for {j} in range({w})], axis={k + 1})")

        def data_of(key):
            # the rows `back` steps behind the counter's: from start - back on, cut to the count
            s, back = key
            if isinstance(back, tuple):
                return _to_front(f, self.window_rows(s, back[1], lead), k)
            d = s if not self.start - back else f"{f}.slice_axis({s}, axis={k}, begin={self.start - back}, end=None)"
            if self.mask_from and back:
                # row t - back for t >= back; the masked steps before read the first row
                first = f"{f}.slice_axis({s}, axis={k}, begin=0, end=1)"
                d = f"{f}.concat({', '.join([first] * back)}, {s}, dim={k})"
            d = lead if (s, back) == (x, 0) else f"{f}.slice_like({d}, {lead}, axes=({k},))"
            return _to_front(f, d, k)
        parts = [data_of(s) for s in rows]
        if counter:
            # the masks' counter in float32: x's own dtype (uint8 pixels) may wrap past its range
            of = f"{f}.cast({x}, dtype='float32')" if self.mask_from else x
            parts.append(f"{f}.expand_dims({f}.contrib.arange_like({of}, axis={k}), axis=1)")
        return parts[0] if len(parts) == 1 else "[" + ", ".join(parts) + "]"

    def window_rows(self, s: str, w: str, lead: str) -> str:
        """``s``'s windows ``F.slice_axis(s, axis=k, begin=t, end=t + w)`` for every t of the
        count, stacked on axis k + 1: window j of each is ``s`` from j on, cut to the count's
        rows by ``slice_like``. Where ``s`` holds the count + w - 1 rows or more these are the
        loop's windows; where it holds fewer, the loop's last slice_axis raises (its end past the
        axis: MXNet 1.9.1 checks it) and so does slice_like here, eagerly and hybridized."""
        f, k, j = self.f, self.axis, self.fresh("j")
        return (f"{f}.stack(*[{f}.slice_like({f}.slice_axis({s}, axis={k}, begin={j}, end=None), {lead}, "
                f"axes=({k},)) for {j} in range({w})], axis={k + 1})")

    def stacked(self, stacks) -> list:
        """The replacements of the collected lists' reads after the loop."""
        f, out = self.f, []
        for lst, reads in stacks.items():
            for node, how, a in reads:
                if how == "row":
                    end = "None" if a == -1 else str(a + 1)
                    out.append((node, f"{f}.squeeze({f}.slice_axis({lst}, axis=0, begin={a}, end={end}), axis=0)"))
                    continue
                if how == "stack_with":
                    a, items = a
                    parts = [_from_front(f, lst, a) if it is None else f"{f}.expand_dims({it}, axis={a})"
                             for it in items]
                    out.append((node, f"{f}.concat({', '.join(parts)}, dim={a})"))
                    continue
                moved = _from_front(f, lst, a)
                # joined: the steps' axis, moved beside axis a, merged into it (-3) and the rest kept (-2)
                out.append((node, f"{f}.reshape({moved}, shape={(0,) * a + (-3, -2)})" if how == "concat" else moved))
        return out


# `range(1, x.shape[1])` over one step: an empty python loop, a raising slice_axis (begin=1 of 1 row)
_MAY_BE_EMPTY = ("the loop may run no step (its count starts past 0, drops rows or counts windows, and "
                 "nothing proves the axis longer), where the python loop just runs none but "
                 "F.slice_axis cutting foreach's rows raises in MXNet 1.9.1")
_NOT_WHOLE = ("the comprehension is neither the whole value of one `name = [...]` statement of the function's "
              "body nor the whole starred argument of F.stack or F.concat in one, over one `for` without `if`")


def _step_name(s: str, back) -> str:
    """The step's name of a sequence's row (``x_t``), of one `back` rows behind (``x_prev``,
    ``x_prev2``) or of its window (``x_win``)."""
    if isinstance(back, tuple):
        return f"{s}_win"
    return f"{s}_t" if not back else f"{s}_prev" if back == 1 else f"{s}_prev{back}"


def _row_text(f: str, name: str, axis: int, keeps) -> str:
    """A row read's text in the step: the row, expanded back on the axis where the read kept it,
    inside the (before, after) texts of a slice that also cut other axes (sliced_row)."""
    if not keeps:
        return name
    row = f"{f}.expand_dims({name}, axis={axis})"
    return keeps[0] + row + keeps[1] if isinstance(keeps, tuple) else row


def _to_front(f: str, expr: str, k: int) -> str:
    """``expr`` with axis k moved to the front, the others in order: adjacent swaps need no rank."""
    for i in range(k, 0, -1):
        expr = f"{f}.swapaxes({expr}, {i - 1}, {i})"
    return expr


def _from_front(f: str, expr: str, a: int) -> str:
    """``expr`` with its axis 0 moved to position a (where F.stack(..., axis=a) puts the steps)."""
    for i in range(a):
        expr = f"{f}.swapaxes({expr}, {i}, {i + 1})"
    return expr


_ARITH = (cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power)
# python operators between a number and a tensor -> the MXNet operator of two tensors that
# broadcasts a (1,) one the same way (MXNet 1.9.1: the scalar operators' values, comparisons 0/1)
_BROADCAST_OPS = {cst.Add: "broadcast_add", cst.Subtract: "broadcast_sub", cst.Multiply: "broadcast_mul",
                  cst.Divide: "broadcast_div", cst.LessThan: "broadcast_lesser",
                  cst.LessThanEqual: "broadcast_lesser_equal", cst.GreaterThan: "broadcast_greater",
                  cst.GreaterThanEqual: "broadcast_greater_equal"}


def _union(a, b):
    """The term of a broadcast of two values: the set of the shapes broadcast (a number adds none)."""
    return None if a is None or b is None else a | b


# F operators (and methods) broadcasting their tensor operands against each other
_BROADCASTING = frozenset({"maximum", "minimum", "where", "power", "hypot", "logical_and", "logical_or",
                           "logical_xor", "elemwise_add", "elemwise_sub", "elemwise_mul", "elemwise_div",
                           *(op for op in BROADCAST_OF.values()), "broadcast_add", "broadcast_sub",
                           "broadcast_mul", "broadcast_div", "broadcast_maximum", "broadcast_minimum",
                           "broadcast_power", "broadcast_plus", "broadcast_minus"})


class _ShapeTerms:
    """A value's shape as a term: a frozenset of atoms whose broadcast it is (a python number:
    empty).  An atom is a row of a sequence on the loop's axis (``x[:, t]``, the step's, or ``x[:,
    0]`` before the loop: rows of one tensor share a shape), a name the function does not bind
    before the point read (a parameter, ``self.<attr>``), or another operator's output keyed by
    the operator, its literal arguments and its tensor arguments' terms (the same operator on the
    same shapes gives one shape).  Operators keeping their input's shape (SAME_SHAPE_OPS) and
    arithmetic are read through.  None: not read (a value bound in a branch, a python name the
    body rebinds)."""

    def __init__(self, scan: "_Scan", loop_start: int):
        self.scan, self.ctx, self.loop_start = scan, scan.ctx, loop_start
        self.rows = {id(node): (seq, keeps) for node, (seq, _), keeps in getattr(scan, "replaced", ())}
        self.inside: frozenset = frozenset()
        self.env: dict | None = None          # names bound in the body -> their terms, in order
        self.depth = 0

    def resolve(self, nm: str, at: int):
        """The term of the name ``nm`` read at ``at`` before the loop: its last binding before
        there, which has to be a statement of the function's top level (one that always ran)."""
        before = self.scan.bindings(nm, at, at)[0]
        if not before:
            return frozenset({("name", nm)})
        last = max(before, key=self.scan.pos)
        value = self.scan.bound_value(last)
        if value is None or self.depth > 30:
            return None
        self.depth += 1
        saved, self.env = self.env, None
        try:
            return self.term(value, self.scan.pos(last))
        finally:
            self.env, self.depth = saved, self.depth - 1

    def term(self, e, at: int | None = None):
        at = self.loop_start if at is None else at
        row = self.rows.get(id(e)) if self.env is not None else None
        if row is not None:
            seq, keeps = row
            got = self.resolve(seq, self.loop_start)
            return None if got is None else frozenset({("row", got, keeps)})
        if isinstance(e, (cst.Integer, cst.Float)):
            return frozenset()
        if isinstance(e, cst.Name):
            if self.env is not None and e.value in self.inside:
                return self.env.get(e.value)
            return self.resolve(e.value, at)
        if isinstance(e, cst.UnaryOperation):
            return self.term(e.expression, at)
        if isinstance(e, cst.BinaryOperation):
            return _union(self.term(e.left, at), self.term(e.right, at))
        if isinstance(e, cst.Comparison) and len(e.comparisons) == 1:
            return _union(self.term(e.left, at), self.term(e.comparisons[0].comparator, at))
        if isinstance(e, cst.Attribute) and _is_name(e.value, "self"):
            return frozenset({("name", self.ctx.code_for(e))})
        literal = self.literal_row(e, at)
        if literal is not None:
            return literal
        if isinstance(e, cst.Call):
            return self.call_term(e, at)
        return None

    def call_term(self, call: cst.Call, at: int):
        path = self.ctx.f_path(call.func)
        method = call.func.attr.value if isinstance(call.func, cst.Attribute) and path is None \
            and not _is_name(call.func.value, "self") else None
        op = path[-1] if path else method
        data = [call.func.value] if method is not None else []
        data += [a.value for a in call.args if a.keyword is None and not a.star]
        if op is not None and (op in _BROADCASTING or op in SAME_SHAPE_OPS) and data:
            got = frozenset()
            for d in (data if op in _BROADCASTING else data[:1]):
                got = _union(got, self.term(d, at))
            return got
        # any other operator, layer or helper: one shape for the same operands (its literal
        # arguments as written, its tensors by their terms)
        parts = []
        for a in ((None, call.func.value),) * (method is not None) + tuple((a.keyword, a.value) for a in call.args):
            kw, v = a if isinstance(a, tuple) else (a.keyword and a.keyword.value, a.value)
            kw = kw.value if isinstance(kw, cst.Name) else kw
            if isinstance(v, (cst.Integer, cst.Float, cst.SimpleString)) or (
                    isinstance(v, cst.Name) and v.value in ("None", "True", "False", "F")) or (
                    isinstance(v, cst.Tuple) and all(isinstance(el.value, (cst.Integer, cst.Name)) and
                                                     not (isinstance(el.value, cst.Name) and el.value.value in self.inside)
                                                     for el in v.elements)):
                parts.append((kw, self.ctx.code_for(v)))
                continue
            got = self.term(v, at)
            if got is None:
                return None
            parts.append((kw, got))
        callee = self.ctx.code_for(call.func if method is None else call.func.attr)
        if method is None and any(isinstance(n, cst.Name) and n.value in self.inside and self.env is not None
                                  for n in iter_descendants(call.func)):
            return None
        return frozenset({("op", callee, tuple(parts))})

    def literal_row(self, e, at: int):
        """The row term of ``x[:, i]``, ``x[:, i:i + 1]`` or ``F.squeeze(F.slice_axis(x, axis=k,
        begin=i, end=i + 1), axis=k)`` (i an int literal) on the loop's axis k: a row of x read
        before the loop, of the shape of the step's row of x."""
        k = self.scan.axis
        if isinstance(e, cst.Subscript) and isinstance(e.value, cst.Name):
            els = list(e.slice)
            if len(els) <= k or not all(_full_slice(x) for x in els[:k]) \
                    or not all(_full_slice(x) or (isinstance(x.slice, cst.Index) and isinstance(x.slice.value, cst.Ellipsis))
                               for x in els[k + 1:]):
                return None
            s = els[k].slice
            if isinstance(s, cst.Index) and int_literal(s.value) is not None and int_literal(s.value) >= 0:
                keeps = False
            elif isinstance(s, cst.Slice) and s.step is None and int_literal(s.lower) is not None \
                    and int_literal(s.upper) == int_literal(s.lower) + 1 and int_literal(s.lower) >= 0:
                keeps = True
            else:
                return None
            got = self.resolve(e.value.value, at)
            return None if got is None else frozenset({("row", got, keeps)})
        if isinstance(e, cst.Call):
            # a reduction of x over axis k alone: the shape of x's rows (keepdims: of one-row slices)
            path = self.ctx.f_path(e.func)
            method = isinstance(e.func, cst.Attribute) and path is None and isinstance(e.func.value, cst.Name) \
                and e.func.value.value != "self"
            op = path[-1] if path else (e.func.attr.value if method else None)
            data = e.func.value if method else (e.args[0].value if e.args and e.args[0].keyword is None else None)
            rest = e.args if method else e.args[1:]
            if op in REDUCE_OPS and op != "norm" and isinstance(data, cst.Name) and int_literal(kwarg(e, "axis")) == k \
                    and all(a.keyword is not None and a.keyword.value in ("axis", "keepdims") for a in rest):
                kd = kwarg(e, "keepdims")
                if kd is None or (isinstance(kd, cst.Name) and kd.value in ("True", "False")):
                    got = self.resolve(data.value, at)
                    return None if got is None else frozenset({("row", got, kd is not None and kd.value == "True")})
        sq = e
        keeps = True
        if isinstance(e, cst.Call) and self.ctx.f_path(e.func) == ("squeeze",) and len(e.args) == 2 \
                and int_literal(kwarg(e, "axis")) == k:
            sq, keeps = e.args[0].value, False
        if isinstance(sq, cst.Call) and self.ctx.f_path(sq.func) == ("slice_axis",) and len(sq.args) == 4 \
                and sq.args[0].keyword is None and isinstance(sq.args[0].value, cst.Name) \
                and int_literal(kwarg(sq, "axis")) == k:
            b, end = int_literal(kwarg(sq, "begin")), int_literal(kwarg(sq, "end"))
            if b is not None and b >= 0 and end == b + 1:
                got = self.resolve(sq.args[0].value.value, at)
                return None if got is None else frozenset({("row", got, keeps)})
        return None


def _arith_of(ctx, e: cst.BaseExpression, nm: str) -> bool:
    """``e`` is python arithmetic that reads the name ``nm`` and otherwise only proven tensors
    and number literals: a legacy tensor's operators with those operands give a tensor (or
    raise), so ``e`` is a tensor wherever ``nm`` holds one."""
    if isinstance(e, cst.BinaryOperation) and isinstance(e.operator, _ARITH):
        sides = (e.left, e.right)
        ours = [s for s in sides if _is_name(s, nm) or _arith_of(ctx, s, nm)]
        return bool(ours) and all(s in ours or isinstance(s, (cst.Integer, cst.Float)) or ctx.proven_tensor(s)
                                  for s in sides)
    if isinstance(e, cst.UnaryOperation) and isinstance(e.operator, cst.Minus):
        return _is_name(e.expression, nm) or _arith_of(ctx, e.expression, nm)
    # the operator form HYB024's fixer writes for it (`F.broadcast_mul(h, keep)`)
    if isinstance(e, cst.Call) and ctx.f_path(e.func) in _BINARY_OPS and len(e.args) == 2 \
            and all(a.keyword is None and not a.star for a in e.args):
        sides = [a.value for a in e.args]
        ours = [s for s in sides if _is_name(s, nm) or _arith_of(ctx, s, nm)]
        return bool(ours) and all(s in ours or ctx.proven_tensor(s) for s in sides)
    return False


# tensor methods whose result keeps the receiver's dtype (meets_row)
_SAME_DTYPE_METHODS = frozenset({"reshape", "expand_dims", "squeeze", "transpose", "flatten"})
_AUG_ARITH = (cst.AddAssign, cst.SubtractAssign, cst.MultiplyAssign, cst.DivideAssign)


def _tensor_operands(ctx, e: cst.BaseExpression) -> bool:
    """``e`` is one python arithmetic operator between two operands each certainly a legacy
    tensor there (``FileContext.operand_unproven``: proven, or an input of the block the other
    shows to be one, `hidden * mask`): a tensor's operator gives a tensor."""
    return isinstance(e, cst.BinaryOperation) and isinstance(e.operator, _ARITH) \
        and ctx.operand_unproven(e.left, e.right) is None and ctx.operand_unproven(e.right, e.left) is None


_BINARY_OPS = frozenset((f"{kind}_{op}",) for kind in ("broadcast", "elemwise") for op in ("add", "sub", "mul", "div"))


# F operators that make one tensor of a state's shape and dtype: a list of them built from a
# cell's begin_state keeps its nesting
_STATE_MAKERS = frozenset({("broadcast_like",), ("broadcast_axis",), ("zeros_like",), ("ones_like",)})


def _quiet_functions(module: cst.Module, called: set[str]) -> frozenset[str]:
    """The module-level functions among ``called`` whose bodies store nothing outside their own
    names and call nothing that changes state (`.append`, `print`, `setattr`, ...): a helper like
    `log_sum_exp(F, x, axis)` run inside a foreach step computes the same as in the loop."""
    out = set()
    for stmt in module.body:
        if not (isinstance(stmt, cst.FunctionDef) and stmt.name.value in called and not stmt.decorators):
            continue
        if not any(changes_state(n) for n in iter_descendants(stmt.body)):
            out.add(stmt.name.value)
    return frozenset(out)


def _called_bodies(ctx, body, layers: frozenset[str]) -> list:
    """``body`` and the bodies of what it calls, transitively: the module's functions called by
    name and the block's methods called on `self` (``layers``, its proven child layers, left out:
    dense, convolution and recurrent layers)."""
    functions = {st.name.value: st for st in ctx.module.body if isinstance(st, cst.FunctionDef)}
    cls = ctx.scope.cls if ctx.scope is not None else None
    methods = {}
    for c in (cls.lineage() if cls is not None else ()):
        for name, fn in c.readable_methods().items():
            methods.setdefault(name, fn)
    out, seen, todo = [], set(), [body]
    while todo:
        node = todo.pop()
        out.append(node)
        for name in names_in(node) & functions.keys() - seen:
            seen.add(name)
            todo.append(functions[name].body)
        for attr in set(called_children(node)) - layers - seen:
            seen.add(attr)
            if attr in methods:
                todo.append(methods[attr].body)
    return out


def _log_sum_exp_sum(scope, operand) -> bool:
    """``operand`` is ``sum(exp(z - m), axis=a)`` with ``m = max(z, axis=a, keepdims=True)``
    (inline, or a name ``scope`` binds once, z not bound after it): the max row's term is
    exp(0) = 1 and the others are >= 0, so the sum is >= 1 wherever z is finite, and log's
    derivative 1/sum is finite there."""
    summed = _reduction(operand, "sum")
    if summed is None:
        return False
    exp, axis = summed
    inner = _unary(exp, "exp")
    if inner is None:
        return False
    if isinstance(inner, cst.BinaryOperation) and isinstance(inner.operator, cst.Subtract):
        z, m = inner.left, inner.right
    elif isinstance(inner, cst.Call) and _call_name(inner) == "broadcast_sub" and len(inner.args) == 2 \
            and not any(a.keyword or a.star for a in inner.args):
        z, m = inner.args[0].value, inner.args[1].value
    else:
        return False
    code = cst.Module([]).code_for_node
    if isinstance(m, cst.Name):
        binds = [a for a in iter_descendants(scope) if isinstance(a, cst.Assign) and any(
            isinstance(tg.target, cst.Name) and tg.target.value == m.value for tg in a.targets)]
        if len(binds) != 1 or len(binds[0].targets) != 1:
            return False
        after = False
        for n in iter_descendants(scope):
            # z (or the axis) bound after m: m is another z's max
            if n is binds[0]:
                after = True
            elif after and isinstance(n, (cst.Assign, cst.AugAssign, cst.AnnAssign)) and any(
                    names_in(tg) & (names_in(z) | names_in(axis))
                    for tg in ([t.target for t in n.targets] if isinstance(n, cst.Assign) else [n.target])):
                return False
        m = binds[0].value
    top = _reduction(m, "max", keepdims=True)
    return top is not None and code(top[0]) == code(z) and code(top[1]) == code(axis) and names_in(z) != set()


def _makes_states(value) -> bool:
    """``value`` is a cell's ``begin_state(...)`` call: a list of states."""
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value == "begin_state"


def _call_name(call: cst.Call) -> str | None:
    return call.func.attr.value if isinstance(call.func, cst.Attribute) else \
        call.func.value if isinstance(call.func, cst.Name) else None


def _unary(node, op: str):
    """x of ``F.op(x)`` or ``x.op()``, else None."""
    if not isinstance(node, cst.Call) or _call_name(node) != op or any(a.star or a.keyword for a in node.args):
        return None
    if len(node.args) == 1:
        return node.args[0].value
    return node.func.value if not node.args and isinstance(node.func, cst.Attribute) else None


def _reduction(node, op: str, keepdims: bool = False):
    """(x, axis) of ``F.op(x, axis=a)`` / ``x.op(axis=a)`` (``keepdims``: with keepdims=True, else
    without it), else None."""
    if not isinstance(node, cst.Call) or _call_name(node) != op or any(a.star for a in node.args):
        return None
    positional = [a.value for a in node.args if a.keyword is None]
    if len(positional) > 1 or not positional and not isinstance(node.func, cst.Attribute):
        return None
    x = positional[0] if positional else node.func.value
    keep = kwarg(node, "keepdims")
    if (keep is not None and isinstance(keep, cst.Name) and keep.value == "True") != keepdims:
        return None
    if keep is not None and not (isinstance(keep, cst.Name) and keep.value in ("True", "False")):
        return None
    axis = kwarg(node, "axis")
    if axis is None or {a.keyword.value for a in node.args if a.keyword} - {"axis", "keepdims"}:
        return None
    return x, axis


def is_target(parents, name: cst.Name) -> bool:
    """Whether ``name`` is bound where it stands (an assignment's, a loop's or a `with`'s target)."""
    cur, node = parents.get(id(name)), name
    while isinstance(cur, (cst.Element, cst.Tuple, cst.List, cst.StarredElement)):
        cur, node = parents.get(id(cur)), cur
    return (isinstance(cur, cst.AssignTarget) or (isinstance(cur, (cst.AugAssign, cst.AnnAssign)) and cur.target is node)
            or (isinstance(cur, (cst.For, cst.CompFor)) and cur.target is node) or isinstance(cur, cst.AsName)
            or (isinstance(cur, cst.NamedExpr) and cur.target is node))


def _names_a_value(parent, name: cst.Name) -> bool:
    """Whether ``name`` stands for a variable: not `self.beta`'s attribute, nor `f(axis=...)`'s keyword,
    which share the spelling of a local without reading or binding it."""
    p = parent(name)
    return not ((isinstance(p, cst.Attribute) and p.attr is name) or (isinstance(p, cst.Arg) and p.keyword is name))


def _rebinds(parent, name: cst.Name) -> bool:
    """Whether ``name`` stands where it is bound without being read first: an assignment's or a
    loop's target (an augmented assignment reads it)."""
    cur, node = parent(name), name
    while isinstance(cur, (cst.Element, cst.Tuple, cst.List)):
        cur, node = parent(cur), cur
    return (isinstance(cur, cst.AssignTarget) or (isinstance(cur, cst.AnnAssign) and cur.target is node
                                                  and cur.value is not None)
            or (isinstance(cur, cst.For) and cur.target is node))


def _binds(parent, name: cst.Name) -> bool:
    """Whether ``name`` is a target being bound (not a read), nested unpacking included."""
    p = parent(name)
    if isinstance(p, cst.AssignTarget) and p.target is name:
        return True
    if isinstance(p, (cst.AugAssign, cst.AnnAssign)) and p.target is name:
        return isinstance(p, cst.AnnAssign)
    while isinstance(p, cst.Element):
        q = parent(p)
        r = parent(q)
        if isinstance(r, cst.AssignTarget) and r.target is q:
            return True
        p = r
    return False


def _unpacked(target: cst.BaseExpression) -> list[cst.BaseExpression]:
    """The leaves an assignment target binds: ``_, (h, c)`` -> ``_``, ``h``, ``c``."""
    if isinstance(target, (cst.Tuple, cst.List)):
        return [leaf for e in target.elements for leaf in _unpacked(e.value)]
    return [target]


def _own_binding(parent, read: cst.Name, name: str) -> cst.BaseSmallStatement | None:
    """The statement binding ``name`` in whose value ``name`` is read (``h = h + 1``, ``h += 1``), else None."""
    cur = parent(read)
    while cur is not None and not isinstance(cur, cst.SimpleStatementLine):
        if isinstance(cur, cst.AugAssign) and _is_name(cur.target, name):
            return cur
        if isinstance(cur, cst.Assign):
            return cur if any(name in names_in(tg.target) for tg in cur.targets) else None
        cur = parent(cur)
    return None


def _bound_list_before(ctx, parent, func, lst: str, loop_start: int) -> cst.List | None:
    """The list display the last statement before the loop mentioning ``lst`` binds it to, else None."""
    last = None
    for n in iter_descendants(func):
        if isinstance(n, cst.Name) and n.value == lst and ctx.span(n)[0] < loop_start:
            last = n
    if last is None:
        return None
    p = parent(last)
    if isinstance(p, cst.Element):
        # `outs, boxes = [], []`: the element at the name's place in the unpacked tuple
        target = parent(p)
        holder = parent(target) if isinstance(target, (cst.Tuple, cst.List)) else None
        assign = parent(holder) if isinstance(holder, cst.AssignTarget) else None
        if not (isinstance(assign, cst.Assign) and len(assign.targets) == 1
                and isinstance(assign.value, (cst.Tuple, cst.List))
                and len(assign.value.elements) == len(target.elements)
                and all(isinstance(e, cst.Element) for e in (*target.elements, *assign.value.elements))):
            return None
        value = assign.value.elements[next(i for i, e in enumerate(target.elements) if e is p)].value
        return value if isinstance(value, cst.List) else None
    assign = parent(p) if isinstance(p, cst.AssignTarget) else None
    ok = isinstance(assign, cst.Assign) and len(assign.targets) == 1 and isinstance(assign.value, cst.List)
    return assign.value if ok else None
