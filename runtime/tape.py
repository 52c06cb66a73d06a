"""The autograd tape under ``mx.autograd``: the mode flags, the recorded graph and the
reverse pass.  ``ndarray`` records into it; :mod:`.autograd` (MXNet's public API: the
``record``/``pause`` scopes, ``backward``, ``grad``, ``Function``) sits above ``ndarray``
and re-exports what it holds.

Recording follows MXNet's imperative autograd: there is no global tape, each
NDArray carries its own history in ``_ag``:

* ``None`` -- a constant (not a variable, not computed from one);
* ``(_Var, 0)`` -- a variable, marked by ``attach_grad`` / ``mark_variables``;
* ``(_Node, k)`` -- output ``k`` of a recorded computation;
* ``(_Leaf, 0)`` -- a constant that was an input of a recorded computation: MXNet
  gives such inputs a graph entry of their own (no gradient), so later ops on them
  are recorded too and the array counts as "in a graph" (in-place updates refused).

While ``is_recording()``, every eager op with at least one input in a graph
becomes a :class:`_Node` (``record_op``, called by ``ndarray.run_op``); ops whose
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
from .ops.nn_util import map_blas_scratch
from .registry import KernelContext

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


class _Leaf:
    """A constant input of a recorded computation (MXNet: a graph entry with no
    gradient); gradients reaching it are dropped."""

    __slots__ = ()


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
    """Whether any of ``arrays`` has a graph entry (a variable, computed in a graph, or a
    constant a recorded op took)."""
    return any(getattr(x, "_ag", None) is not None for x in arrays)


def requires_grad(x) -> bool:
    """Whether gradients flow to ``x``: a variable or an output of a recorded op."""
    ag = getattr(x, "_ag", None)
    return ag is not None and not isinstance(ag[0], _Leaf)


def graph_parents(inputs) -> list:
    """Each input's graph entry where gradients flow to it (:func:`requires_grad`), else
    None: a node's ``parents``.  ``p is not None`` is the input's ``requires_grad``, so a
    caller that needs both (``record_op``'s ``need``, a hybridized call's) reads each
    input's entry once and hands the list to :func:`attach` (a hybridized ResNet call has
    ~100 inputs)."""
    return [ag if ag is not None and not isinstance(ag[0], _Leaf) else None
            for ag in [getattr(x, "_ag", None) for x in inputs]]


def attach(outputs, name, inputs, backward_fn, parents=None) -> None:
    """Record ``outputs = f(inputs)`` with ``backward_fn(out_grads) -> in_grads``
    (xp arrays).  Used by ops, views, copies and hybridized calls; ``parents``:
    :func:`graph_parents` of ``inputs``, where the caller has it."""
    node = _Node(name, graph_parents(inputs) if parents is None else parents, backward_fn,
                 [(tuple(o._data.shape), o._data.dtype) for o in outputs],
                 outputs[0]._ctx if outputs else None)
    # MXNet's RecordOp gives every input without a graph entry one of its own (measured:
    # with record(): y = w * x; z = x * 2 -- z is recorded, backward([y, z]) runs)
    for x in inputs:
        if x._ag is None:
            x._ag = (_Leaf(), 0)
    for k, o in enumerate(outputs):
        o._ag = (node, k)


def record_op(op, attrs, inputs, outputs, saved=None) -> None:
    """Called by ``ndarray.run_op`` after each eager op while recording; ``saved`` is what
    the kernel left for its gradient rule (``Op.keeps_saved``)."""
    if not in_graph(inputs):
        return
    in_data = [x._data for x in inputs]
    out_data = [o._data for o in outputs]
    is_train = is_training()
    xp = outputs[0]._ctx.xp if outputs else inputs[0]._ctx.xp
    # constants get no gradient: the rule may skip them (a first layer's data gradient)
    parents = graph_parents(inputs)
    need = tuple(p is not None for p in parents)

    def backward_fn(out_grads):
        return op_backward(op, attrs, xp, is_train, in_data, out_data, out_grads, need, saved)
    attach(outputs, op.name, inputs, backward_fn, parents)


def op_backward(op, attrs, xp, is_train, in_data, out_data, out_grads, need=None, saved=None):
    """In-grads of one op call from its out-grads, through the op table's rule;
    also applies the op's backward-time update of auxiliary states.  ``need``
    (one bool per input, or None for all) tells the rule which gradients the
    caller uses; it may return None for the others.  ``saved``: what the call's
    kernel left in ``ctx.saved`` (``Op.keeps_saved``), handed to the rule the same way."""
    if op.name in NON_DIFFERENTIABLE:
        return [None] * len(in_data)      # flags, indices, draws: no gradient flows back
    if op.grad is None:
        raise AutogradError(
            f"operator {op.name} has no gradient rule in the hybridlint runtime, so gradients "
            "cannot flow through it; stop the gradient before it (BlockGrad / detach()) or "
            "compute it outside autograd.record()")
    kctx = KernelContext(xp=xp, is_train=is_train, need_grad=need, saved=saved)
    grads = op.grad(kctx, attrs, tuple(in_data), tuple(out_data),
                    fill_missing(xp, out_grads, out_data))
    if op.aux_update is not None:
        op.aux_update(kctx, attrs, in_data)
    return list(grads)


# --------------------------------------------------------------------------
# backward
# --------------------------------------------------------------------------

def run_backward(heads, head_grads, variables, retain_graph):
    """Reverse pass from ``heads`` (a list of arrays; ``head_grads`` None or a list of
    arrays or Nones, as long); returns (grads of ``variables`` (entries), {_Var: grad} of
    every variable reached).  The caller has checked the types (``autograd`` knows NDArray)."""
    if not heads:
        raise AutogradError("backward: no heads given")
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
        if isinstance(h._ag[0], _Leaf):
            continue        # a constant head: nothing to differentiate
        hg = None if head_grads is None else head_grads[i]
        if hg is None:
            g = h._ctx.xp.ones_like(h._data)
        else:
            if hg.shape != h.shape:
                raise ValueError(f"head_grads[{i}] has shape {hg.shape}, the head {h.shape}")
            g = hg._data.astype(h._data.dtype, copy=True)
        obj, k = h._ag
        add((id(obj), k), g)
        roots.append(obj)
    if roots:
        # (before the first backward's products; see map_blas_scratch)
        map_blas_scratch(heads[0]._ctx.xp)

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

    if not reached_vars and not variables:
        raise AutogradError("There are no inputs in computation graph that require "
                            "gradients.")
    wanted = {}
    for v in variables or ():
        if not requires_grad(v):
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


def write_var_grads(var_grads):
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
        if g.shape != buf.shape and tuple(g.shape) != tuple(buf.shape):
            raise AutogradError(f"gradient of shape {tuple(g.shape)} for a variable of shape "
                                f"{tuple(buf.shape)}")
        if g.dtype != buf.dtype:
            g = g.astype(buf.dtype)
        if req == "add":
            buf += g
        else:
            buf[...] = g


def backward(heads, head_grads, retain_graph):
    """Gradients of ``heads`` into the ``.grad`` of every variable they reach (lists, as
    :func:`run_backward` takes them)."""
    _, var_grads = run_backward(heads, head_grads, None, retain_graph)
    write_var_grads(var_grads)


def mark_variable(array, gradient, grad_req) -> None:
    """Make ``array`` a variable whose gradient goes into ``gradient`` per ``grad_req``."""
    array._grad = gradient
    array._grad_req = grad_req
    array._ag = (_Var(array), 0)
