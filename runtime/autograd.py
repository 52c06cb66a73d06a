"""MXNet's ``mx.autograd``: the ``record``/``pause``/``train_mode``/``predict_mode`` scopes,
``backward``, ``grad``, ``mark_variables`` and ``Function``, over the tape in :mod:`.tape`
(the mode flags, the recorded graph, the reverse pass; its module docstring says how
recording works).  The tape sits below ``ndarray``, which records into it; this module sits
above ``ndarray``, so it can take and make NDArrays, and re-exports the tape's names
(``autograd.is_recording``, ``autograd.op_backward``, ...).
"""
from __future__ import annotations

from . import tape
from .ndarray import NDArray
from .tape import (  # noqa: F401  (mx.autograd's names, and the tape's for the frontend)
    AutogradError,
    attach,
    in_graph,
    is_recording,
    is_training,
    op_backward,
    set_recording,
    set_training,
)

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


def _as_list(x):
    if x is None:
        return None
    return list(x) if isinstance(x, (list, tuple)) else [x]


def _checked(heads, head_grads):
    """``heads`` and ``head_grads`` as the lists the tape takes, after MXNet's type checks."""
    heads = _as_list(heads)
    for h in heads or ():
        if not isinstance(h, NDArray):
            raise TypeError(f"backward: heads must be NDArrays, got {type(h).__name__}")
    head_grads = _as_list(head_grads)
    for hg in head_grads or ():
        if hg is not None and not isinstance(hg, NDArray):
            raise TypeError(f"head_grads must be NDArrays, got {type(hg).__name__}")
    return heads, head_grads


def backward(heads, head_grads=None, retain_graph=False, train_mode=True):
    """Compute the gradients of ``heads`` w.r.t. the marked variables and store
    them in each variable's ``.grad`` (per its grad_req).

    ``train_mode`` is accepted for MXNet compatibility; every recorded call
    differentiates in the mode it ran in (a Dropout mask, BatchNorm's batch
    statistics), which is what a correct gradient needs."""
    tape.backward(*_checked(heads, head_grads), retain_graph)


def grad(heads, variables, head_grads=None, retain_graph=None, create_graph=False,
         train_mode=True):
    """Gradients of ``heads`` w.r.t. ``variables``, returned as new NDArrays;
    ``variable.grad`` buffers are left untouched."""
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
    wanted, _ = tape.run_backward(*_checked(heads, head_grads), variables, retain)
    out = []
    for v in variables:
        g = wanted.get((id(v._ag[0]), v._ag[1]))
        data = v._ctx.xp.zeros_like(v._data) if g is None else g.astype(v._data.dtype)
        out.append(NDArray(data, v._ctx))
    return out[0] if single else out


def mark_variables(variables, gradients, grad_reqs="write"):
    """Mark NDArrays as variables whose gradients go into ``gradients``
    (``attach_grad`` with a gradient buffer of one's choosing)."""
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
        tape.mark_variable(v, g, req)


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
