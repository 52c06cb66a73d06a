"""MXNet's ``mx.autograd``: mode flags, the recording tape and backward.

Recording follows MXNet's imperative autograd: there is no global tape, each
NDArray carries its own history in ``_ag``:

* ``None`` -- a constant (not a variable, not computed from one);
* ``(_Var, 0)`` -- a variable, marked by ``attach_grad`` / ``mark_variables``;
* ``(_Node, k)`` -- output ``k`` of a recorded computation.

While ``is_recording()``, every eager op with at least one input in a graph
becomes a :class:`_Node` (``_on_op``, called by ``ndarray.run_op``); ops whose
inputs are all constants are not recorded, as in MXNet.  A node keeps the
device buffers of its inputs and outputs and a ``backward`` function from
out-grads to in-grads.  For ops that function is the registry's ``Op.grad``
(gradient rules are written once, in the op table); a hybridized block's
call is one node whose backward is a reverse pass over its graph
(``graph_grad``); views, item assignment and copies across devices have
small nodes of their own in ``ndarray``.

``backward`` walks the nodes reachable from the heads in reverse creation
order (a node's inputs were created before it, so this is a reverse
topological order), accumulates gradients per output and writes each
variable's gradient per its ``grad_req`` (write / add / null).  Nodes are
freed afterwards unless ``retain_graph``.

BatchNorm's moving statistics are updated during the backward pass of a
training-mode call (momentum, biased batch variance), as MXNet 1.9.1's
BatchNorm backward does; a training-mode forward alone leaves them alone.
The op table holds that rule beside the gradient (``Op.aux_update``).
"""
from __future__ import annotations

import itertools
import threading

from .errors import MXNetError
from .ops.grad_util import NON_DIFFERENTIABLE, fill_missing
from .registry import KernelContext

__all__ = [
    "AutogradError",
    "Function",
    "backward",
    "get_symbol",
    "grad",
    "is_recording",
    "is_training",
    "mark_variables",
    "pause",
    "predict_mode",
    "record",
    "set_recording",
    "set_training",
    "train_mode",
]

_state = threading.local()


def _get():
    if not hasattr(_state, "recording"):
        _state.recording = False
        _state.training = False
    return _state


def is_recording() -> bool:
    return _get().recording


def is_training() -> bool:
    return _get().training


def set_recording(is_recording: bool) -> bool:
    """Set the recording flag; return the previous value (as MXNet does)."""
    st = _get()
    prev, st.recording = st.recording, bool(is_recording)
    return prev


def set_training(train_mode: bool) -> bool:
    st = _get()
    prev, st.training = st.training, bool(train_mode)
    return prev


class _RecordingStateScope:
    """``with`` scope that sets the flags and restores them on exit."""

    def __init__(self, is_record, train_mode):
        self._enter_is_record = is_record
        self._enter_train_mode = train_mode
        self._prev_is_record = None
        self._prev_train_mode = None

    def __enter__(self):
        if self._enter_is_record is not None:
            self._prev_is_record = set_recording(self._enter_is_record)
        if self._enter_train_mode is not None:
            self._prev_train_mode = set_training(self._enter_train_mode)
        return self

    def __exit__(self, *exc):
        if self._enter_is_record is not None:
            set_recording(self._prev_is_record)
        if self._enter_train_mode is not None:
            set_training(self._prev_train_mode)


def record(train_mode: bool = True):
    return _RecordingStateScope(True, train_mode)


def pause(train_mode: bool = False):
    return _RecordingStateScope(False, train_mode)


def train_mode():
    return _RecordingStateScope(None, True)


def predict_mode():
    return _RecordingStateScope(None, False)


# --------------------------------------------------------------------------
# the graph of recorded computations
# --------------------------------------------------------------------------

class AutogradError(MXNetError):
    """Backward cannot run (nothing recorded, graph freed, no gradient rule);
    MXNet raises MXNetError there."""


_NOT_IN_GRAPH = (
    "Cannot differentiate node because it is not in a computational graph. You need to set "
    "is_recording to true or use autograd.record() to save computational graphs for backward "
    "(and call x.attach_grad() on the inputs you want gradients for). If you want to "
    "differentiate the same graph twice, you need to pass retain_graph=True to backward.")

_seq = itertools.count()


class _Var:
    """A variable: gradients computed for it land in ``array.grad``."""

    __slots__ = ("array",)

    def __init__(self, array):
        self.array = array


class _Node:
    """One recorded computation.

    ``backward(xp_out_grads) -> xp_in_grads`` (``None`` entries allowed both
    ways); ``parents[i]`` is input ``i``'s ``_ag`` at record time;
    ``out_meta`` holds each output's (shape, dtype); ``seq`` orders nodes by
    creation (a node's inputs always come earlier).
    """

    __slots__ = ("backward", "ctx", "name", "out_meta", "parents", "seq")

    def __init__(self, name, parents, backward, out_meta, ctx):
        self.name = name
        self.parents = parents
        self.backward = backward
        self.out_meta = out_meta      # [(shape, dtype)] per output
        self.ctx = ctx
        self.seq = next(_seq)

    def free(self):
        self.backward = None
        self.parents = ()


def in_graph(arrays) -> bool:
    """Whether any of ``arrays`` is a variable or was computed from one."""
    return any(getattr(x, "_ag", None) is not None for x in arrays)


def attach(outputs, name, inputs, backward_fn) -> None:
    """Record ``outputs = f(inputs)`` with ``backward_fn(out_grads) -> in_grads``
    (xp arrays).  Used by ops, views, copies and hybridized calls."""
    node = _Node(name, [x._ag for x in inputs], backward_fn,
                 [(tuple(o._data.shape), o._data.dtype) for o in outputs],
                 outputs[0]._ctx if outputs else None)
    for k, o in enumerate(outputs):
        o._ag = (node, k)


def _on_op(op, attrs, inputs, outputs) -> None:
    """Called by ``ndarray.run_op`` after each eager op while recording."""
    if not in_graph(inputs):
        return
    in_data = [x._data for x in inputs]
    out_data = [o._data for o in outputs]
    is_train = is_training()
    xp = outputs[0]._ctx.xp if outputs else inputs[0]._ctx.xp
    # constants get no gradient: the rule may skip them (a first layer's data gradient)
    need = tuple(x._ag is not None for x in inputs)

    def backward_fn(out_grads):
        return op_backward(op, attrs, xp, is_train, in_data, out_data, out_grads, need)
    attach(outputs, op.name, inputs, backward_fn)


def op_backward(op, attrs, xp, is_train, in_data, out_data, out_grads, need=None):
    """In-grads of one op call from its out-grads, through the op table's rule;
    also applies the op's backward-time update of auxiliary states.  ``need``
    (one bool per input, or None for all) tells the rule which gradients the
    caller uses; it may return None for the others."""
    if op.name in NON_DIFFERENTIABLE:
        return [None] * len(in_data)      # flags, indices, draws: no gradient flows back
    if op.grad is None:
        raise AutogradError(
            f"operator {op.name} has no gradient rule in the hybridlint runtime, so gradients "
            "cannot flow through it; stop the gradient before it (BlockGrad / detach()) or "
            "compute it outside autograd.record()")
    kctx = KernelContext(xp=xp, is_train=is_train, need_grad=need)
    grads = op.grad(kctx, attrs, tuple(in_data), tuple(out_data),
                    fill_missing(xp, out_grads, out_data))
    if op.aux_update is not None:
        op.aux_update(kctx, attrs, in_data)
    return list(grads)


# --------------------------------------------------------------------------
# backward
# --------------------------------------------------------------------------

def _as_list(x):
    if x is None:
        return None
    return list(x) if isinstance(x, (list, tuple)) else [x]


def _run_backward(heads, head_grads, variables, retain_graph):
    """Reverse pass from ``heads``; returns (grads of ``variables`` (entries),
    {_Var: grad} of every variable reached)."""
    from .ndarray import NDArray
    heads = _as_list(heads)
    if not heads:
        raise AutogradError("backward: no heads given")
    for h in heads:
        if not isinstance(h, NDArray):
            raise TypeError(f"backward: heads must be NDArrays, got {type(h).__name__}")
    head_grads = _as_list(head_grads)
    if head_grads is not None and len(head_grads) != len(heads):
        raise ValueError("heads and head_grads must be lists of the same length")

    grads: dict = {}        # (id(node or var), k) -> xp array

    def add(key, g):
        if g is None:
            return
        old = grads.get(key)
        grads[key] = g if old is None else old + g

    roots = []
    for i, h in enumerate(heads):
        if h._ag is None or (isinstance(h._ag[0], _Node) and h._ag[0].backward is None):
            raise AutogradError(_NOT_IN_GRAPH)
        hg = None if head_grads is None else head_grads[i]
        if hg is None:
            g = h._ctx.xp.ones_like(h._data)
        else:
            if not isinstance(hg, NDArray):
                raise TypeError(f"head_grads must be NDArrays, got {type(hg).__name__}")
            if hg.shape != h.shape:
                raise ValueError(f"head_grads[{i}] has shape {hg.shape}, the head {h.shape}")
            g = hg._data.astype(h._data.dtype, copy=True)
        obj, k = h._ag
        add((id(obj), k), g)
        roots.append(obj)

    # every node and variable reachable from the heads
    nodes: dict[int, _Node] = {}
    reached_vars: dict[int, _Var] = {}
    stack = list(roots)
    while stack:
        obj = stack.pop()
        if isinstance(obj, _Var):
            reached_vars[id(obj)] = obj
            continue
        if id(obj) in nodes:
            continue
        if obj.backward is None:
            raise AutogradError(
                f"the graph through {obj.name} was already freed by a previous backward; "
                "pass retain_graph=True to the first backward to differentiate twice")
        nodes[id(obj)] = obj
        stack.extend(p[0] for p in obj.parents if p is not None)

    wanted = {}
    for v in variables or ():
        if v._ag is None:
            raise AutogradError("autograd.grad: a variable is not in the computational graph "
                                "(call attach_grad() on it before recording)")
        wanted[(id(v._ag[0]), v._ag[1])] = None

    for node in sorted(nodes.values(), key=lambda n: n.seq, reverse=True):
        out_grads = []
        for k in range(len(node.out_meta)):
            key = (id(node), k)
            g = grads.pop(key, None)
            if key in wanted:
                wanted[key] = g
            out_grads.append(g)
        if all(g is None for g in out_grads):
            continue
        ctx = node.ctx
        # a backward that can drop what it saved as it goes (a hybridized call's compiled
        # backward) is told when this is its last run: the graph is freed right after
        args = (out_grads, True) if not retain_graph and getattr(
            node.backward, "frees_saved", False) else (out_grads,)
        if ctx is not None and ctx.device_type == "gpu":
            with ctx.device_scope():
                in_grads = node.backward(*args)
        else:
            in_grads = node.backward(*args)
        if len(in_grads) != len(node.parents):
            raise AutogradError(f"{node.name}: backward gave {len(in_grads)} gradients for "
                                f"{len(node.parents)} inputs")
        for parent, g in zip(node.parents, in_grads):
            if parent is not None and g is not None:
                add((id(parent[0]), parent[1]), g)

    var_grads = {}
    for vid, var in reached_vars.items():
        g = grads.get((vid, 0))
        if (vid, 0) in wanted:
            wanted[(vid, 0)] = g
        var_grads[vid] = (var, g)
    if not retain_graph:
        for node in nodes.values():
            node.free()
    return wanted, var_grads


def _write_var_grads(var_grads):
    for var, g in var_grads.values():
        arr = var.array
        req = arr._grad_req
        if req == "null" or arr._grad is None:
            continue
        buf = arr._grad._data
        arr._fresh_grad = True
        if g is None:
            if req == "write":
                buf[...] = 0
            continue
        if tuple(g.shape) != tuple(buf.shape):
            raise AutogradError(f"gradient of shape {tuple(g.shape)} for a variable of shape "
                                f"{tuple(buf.shape)}")
        if req == "add":
            buf += g.astype(buf.dtype, copy=False)
        else:
            buf[...] = g.astype(buf.dtype, copy=False)


def backward(heads, head_grads=None, retain_graph=False, train_mode=True):
    """Compute the gradients of ``heads`` w.r.t. the marked variables and store
    them in each variable's ``.grad`` (per its grad_req).

    ``train_mode`` is accepted for MXNet compatibility; every recorded call
    differentiates in the mode it ran in (a Dropout mask, BatchNorm's batch
    statistics), which is what a correct gradient needs."""
    _, var_grads = _run_backward(heads, head_grads, None, retain_graph)
    _write_var_grads(var_grads)


def grad(heads, variables, head_grads=None, retain_graph=None, create_graph=False,
         train_mode=True):
    """Gradients of ``heads`` w.r.t. ``variables``, returned as new NDArrays;
    ``variable.grad`` buffers are left untouched."""
    from .ndarray import NDArray
    if create_graph:
        raise NotImplementedError(
            "autograd.grad(create_graph=True): higher-order gradients are not supported by "
            "the hybridlint runtime (gradient rules compute on raw arrays, they are not "
            "recorded); compute second derivatives by finite differences of first ones")
    single = isinstance(variables, NDArray)
    variables = [variables] if single else list(variables)
    if not variables:
        raise ValueError("variables cannot be an empty list.")
    for v in variables:
        if not isinstance(v, NDArray):
            raise TypeError(f"variables must be NDArrays, got {type(v).__name__}")
    retain = bool(retain_graph) if retain_graph is not None else create_graph
    wanted, _ = _run_backward(heads, head_grads, variables, retain)
    out = []
    for v in variables:
        g = wanted.get((id(v._ag[0]), v._ag[1]))
        data = v._ctx.xp.zeros_like(v._data) if g is None else g.astype(v._data.dtype)
        out.append(NDArray(data, v._ctx))
    return out[0] if single else out


def mark_variables(variables, gradients, grad_reqs="write"):
    """Mark NDArrays as variables whose gradients go into ``gradients``
    (``attach_grad`` with a gradient buffer of one's choosing)."""
    from .ndarray import NDArray
    if isinstance(variables, NDArray):
        if not isinstance(gradients, NDArray):
            raise TypeError("mark_variables: gradients must be an NDArray when variables is one")
        variables, gradients = [variables], [gradients]
    variables, gradients = list(variables), list(gradients)
    if len(variables) != len(gradients):
        raise ValueError("mark_variables: variables and gradients differ in length")
    reqs = [grad_reqs] * len(variables) if isinstance(grad_reqs, str) else list(grad_reqs)
    for v, g, req in zip(variables, gradients, reqs):
        if req not in ("write", "add", "null"):
            raise ValueError(f"grad_req must be 'write', 'add' or 'null', got {req!r}")
        if g.shape != v.shape:
            raise ValueError(f"mark_variables: gradient shape {g.shape} != variable {v.shape}")
        v._grad = g
        v._grad_req = req
        v._ag = (_Var(v), 0)


def get_symbol(x):
    raise NotImplementedError("autograd.get_symbol is not supported by the hybridlint runtime; "
                              "hybridize a HybridBlock and use its exported symbol instead")


class Function:
    """A user-defined differentiable function (MXNet's ``autograd.Function``):
    subclass it, define ``forward(*inputs)`` and ``backward(*output_grads)``
    over NDArrays; ``save_for_backward`` keeps what backward needs."""

    def __init__(self):
        self._used = False
        self.saved_tensors = ()

    def save_for_backward(self, *args):
        self.saved_tensors = args

    def __call__(self, *inputs):
        from .ndarray import NDArray
        if self._used:
            raise RuntimeError("Each Function instance can only be called once. "
                               "Please create another instance.")
        self._used = True
        with pause(train_mode=is_training()):
            outputs = self.forward(*inputs)
        if not is_recording() or not in_graph(inputs):
            return outputs
        outs = (outputs,) if isinstance(outputs, NDArray) else tuple(outputs)
        ctxs = [o._ctx for o in outs]

        def backward_fn(out_grads):
            ograds = [NDArray(ctx.xp.zeros_like(o._data) if g is None else g, ctx)
                      for g, o, ctx in zip(out_grads, outs, ctxs)]
            with pause():
                rets = self.backward(*ograds)
            rets = (rets,) if isinstance(rets, NDArray) else tuple(rets)
            if len(rets) != len(inputs):
                raise AutogradError(
                    f"{type(self).__name__}.backward must return exactly the same number of "
                    f"NDArrays as the number of NDArrays arguments to forward. Expecting "
                    f"{len(inputs)} got {len(rets)}")
            for r in rets:
                if not isinstance(r, NDArray):
                    raise TypeError("autograd.Function.backward must return NDArrays, not "
                                    f"{type(r).__name__}")
            return [r._data for r in rets]
        # fresh arrays, so that the recorded outputs do not alias the inputs
        outs = tuple(o if all(o is not x for x in inputs) else o.copy() for o in outs)
        attach(list(outs), type(self).__name__, list(inputs), backward_fn)
        return outs[0] if isinstance(outputs, NDArray) else outs

    def forward(self, *inputs):
        raise NotImplementedError

    def backward(self, *output_grads):
        raise NotImplementedError
