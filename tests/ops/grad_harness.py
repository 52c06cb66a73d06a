"""Checks an op's gradient rule (``Op.grad``) against central finite differences.

A :class:`GradCase` names an exposed op, float64 inputs chosen away from kinks
(relu at 0, abs at 0, ties of max) and the attributes.  :func:`check_grad`

1. runs the kernel, draws random out-grads for every output, calls the rule;
2. checks the rule's contract: one entry per input, ``None`` exactly for the
   inputs listed in ``no_grad``, shapes and dtypes of the inputs, fresh arrays
   (no view of an input, output or out-grad) and untouched arguments;
3. compares every gradient with the central difference of
   ``L(inputs) = sum_k <kernel(inputs)_k, out_grad_k>`` (or with ``expected``
   for rules that MXNet fixes by definition rather than by calculus:
   ``BlockGrad``, loss heads, straight-through estimators);
4. runs the rule again on float32 inputs: float32 gradients, close to float64.
"""
from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from hybridlint.runtime.registry import KernelContext

from .harness import resolve


@dataclass
class GradCase:
    op: str
    inputs: list[np.ndarray]
    attrs: dict[str, Any] = field(default_factory=dict)
    no_grad: tuple[int, ...] = ()          # inputs whose gradient must be None
    # expected(inputs, outputs, out_grads) -> gradients, for rules fixed by definition
    expected: Callable[..., Any] | None = None
    # out-grads to use instead of random ones (a list with None for unused outputs)
    out_grads: list[Any] | None = None
    eps: float = 1e-6
    rtol: float = 1e-5
    atol: float = 1e-7
    f32: bool = True                       # also check float32 inputs
    # MXNet's error when the op runs in training mode or recorded on the CPU (LSTM with
    # projection): the kernel runs in inference mode here, the rule is checked as on the GPU,
    # and the tape tests expect this refusal
    refused_on_cpu: str = ""
    # why the op computes something else on the GPU on purpose (cuDNN's LSTM state clipping):
    # the GPU rule is then checked against finite differences of the GPU kernel, not the CPU's
    gpu_differs: str = ""
    id: str = ""

    def __post_init__(self):
        if not self.id:
            self.id = self.op


def _tuple(x):
    return tuple(x) if isinstance(x, (tuple, list)) else (x,)


def _ctx(saved=None, is_train=True, xp=np):
    return KernelContext(xp=xp, is_train=is_train, rng=xp.random.default_rng(0), saved=saved)


def _forward(op, a, inputs, ctx=None, is_train=True):
    """The kernel's outputs; every call draws the same random numbers (a fixed dropout mask
    for the finite differences)."""
    with np.errstate(all="ignore"):
        return _tuple(op.kernel(_ctx(is_train=is_train) if ctx is None else ctx, a, *inputs))


def _shares(x, others) -> bool:
    return any(o is not None and np.shares_memory(x, o) for o in others)


def _out_grads(case, outputs):
    if case.out_grads is not None:
        return tuple(case.out_grads)
    rng = np.random.default_rng(zlib.crc32(case.id.encode()))
    return tuple(rng.standard_normal(o.shape).astype(o.dtype) for o in outputs)


def numeric_grad(op, a, inputs, out_grads, k, eps, is_train=True, xp=np):
    """Central difference of sum_j <out_j, g_j> with respect to input ``k``, the kernel
    running on ``xp``'s arrays."""
    x = inputs[k]
    grad = np.zeros(x.shape, dtype=np.float64)
    flat = grad.reshape(-1)

    def loss(xk):
        ins = [xp.asarray(v) for v in inputs]
        ins[k] = xp.asarray(xk)
        outs = _forward(op, a, ins, _ctx(is_train=is_train, xp=xp))
        return sum(float(xp.sum(o.astype(np.float64) * xp.asarray(g)))
                   for o, g in zip(outs, out_grads) if g is not None)

    for j in range(x.size):
        up = x.copy()
        down = x.copy()
        up.reshape(-1)[j] += eps
        down.reshape(-1)[j] -= eps
        flat[j] = (loss(up) - loss(down)) / (2 * eps)
    return grad


def _run_rule(case, op, a, inputs):
    fwd = _ctx(is_train=not case.refused_on_cpu)
    outputs = _forward(op, a, inputs, fwd)
    out_grads = _out_grads(case, outputs)
    if case.out_grads is not None:
        out_grads = tuple(None if g is None else np.asarray(g, dtype=o.dtype)
                          for g, o in zip(out_grads, outputs))
    saved = [np.copy(v) for v in (*inputs, *outputs, *[g for g in out_grads if g is not None])]
    with np.errstate(all="ignore"):
        # the rule gets what its forward kept (Op.keeps_saved), as the tape hands it over
        grads = op.grad(_ctx(fwd.saved, fwd.is_train), a, tuple(inputs), tuple(outputs),
                        tuple(out_grads))
    after = [*inputs, *outputs, *[g for g in out_grads if g is not None]]
    for before, now in zip(saved, after):
        np.testing.assert_array_equal(now, before, err_msg=f"{case.id}: the rule wrote into "
                                                           "an argument")
    return outputs, out_grads, grads


def _check_contract(case, inputs, outputs, out_grads, grads):
    assert isinstance(grads, tuple), f"{case.id}: rule returned {type(grads).__name__}, not tuple"
    assert len(grads) == len(inputs), \
        f"{case.id}: {len(grads)} gradients for {len(inputs)} inputs"
    for k, (x, gx) in enumerate(zip(inputs, grads)):
        if k in case.no_grad:
            assert gx is None, f"{case.id}: input {k} should get no gradient"
            continue
        assert gx is not None, f"{case.id}: input {k} got no gradient"
        assert gx.shape == x.shape, f"{case.id}: grad {k} shape {gx.shape} != input {x.shape}"
        assert gx.dtype == x.dtype, f"{case.id}: grad {k} dtype {gx.dtype} != input {x.dtype}"
        assert not _shares(gx, (*inputs, *outputs, *out_grads)), \
            f"{case.id}: grad {k} shares memory with an argument of the rule"


def reference_grads(case: GradCase, op, a, inputs, outputs, out_grads) -> tuple:
    """What ``case``'s rule should give: its ``expected`` gradients, or else finite
    differences (``None`` for the inputs in ``no_grad``)."""
    if case.expected is not None:
        return _tuple(case.expected(inputs, outputs, out_grads))
    return tuple(None if k in case.no_grad else
                 numeric_grad(op, a, inputs, out_grads, k, case.eps,
                              is_train=not case.refused_on_cpu)
                 for k in range(len(inputs)))


def check_grad(case: GradCase) -> None:
    op = resolve(case.op)
    assert op.grad is not None, f"{case.op} has no gradient rule"
    a = op.parse_attrs(case.attrs)
    inputs = [np.asarray(x) for x in case.inputs]
    outputs, out_grads, grads = _run_rule(case, op, a, inputs)
    _check_contract(case, inputs, outputs, out_grads, grads)
    want = reference_grads(case, op, a, inputs, outputs, out_grads)
    for k, (gx, w) in enumerate(zip(grads, want)):
        if k in case.no_grad:
            continue
        np.testing.assert_allclose(gx, w, rtol=case.rtol, atol=case.atol,
                                   err_msg=f"{case.id}: gradient of input {k}")
    if case.f32:
        _check_float32(case, op, a, inputs, grads)


def _check_float32(case, op, a, inputs, grads64):
    ins32 = [x.astype(np.float32) if x.dtype == np.float64 else x for x in inputs]
    outputs, out_grads, grads = _run_rule(case, op, a, ins32)
    _check_contract(case, ins32, outputs, out_grads, grads)
    for k, (g32, g64) in enumerate(zip(grads, grads64)):
        if g32 is None:
            continue
        assert g32.dtype == ins32[k].dtype, f"{case.id} [float32]: grad {k} is {g32.dtype}"
        np.testing.assert_allclose(g32, g64, rtol=2e-3, atol=2e-3,
                                   err_msg=f"{case.id} [float32]: gradient of input {k}")


# ---- inputs away from kinks ------------------------------------------------

def rand(shape, lo=-1.0, hi=1.0, seed=0) -> np.ndarray:
    return np.random.default_rng(seed).uniform(lo, hi, shape)


def away(shape, lo=0.2, hi=1.0, seed=0) -> np.ndarray:
    """Random values with |x| in [lo, hi] and random signs (clear of kinks at 0)."""
    rng = np.random.default_rng(seed)
    return rng.uniform(lo, hi, shape) * rng.choice([-1.0, 1.0], shape)


def distinct(shape, seed=0) -> np.ndarray:
    """A random permutation of well separated values (no ties for max/sort)."""
    n = int(np.prod(shape))
    return np.random.default_rng(seed).permutation(n).reshape(shape) * 0.1 - 0.05 * n


def check_grad_on_gpu(case: GradCase) -> None:
    """The same rule on cupy arrays gives the numpy rule's gradients (CPU/GPU parity)."""
    import cupy as cp

    op = resolve(case.op)
    a = op.parse_attrs(case.attrs)
    inputs = [np.asarray(x) for x in case.inputs]
    outputs, out_grads, want = _run_rule(case, op, a, inputs)
    if case.gpu_differs:
        want = tuple(None if w is None else
                     numeric_grad(op, a, inputs, out_grads, k, case.eps,
                                  is_train=not case.refused_on_cpu, xp=cp)
                     for k, w in enumerate(want))
    fwd = _ctx(is_train=not case.refused_on_cpu)
    _forward(op, a, inputs, fwd)        # the same draws: what the CPU rule was handed
    # what a kernel leaves is one array (Dropout's mask) or a tuple of them (the RNN's masks)
    saved = fwd.saved
    if isinstance(saved, tuple):
        saved = tuple(cp.asarray(v) for v in saved)
    elif saved is not None:
        saved = cp.asarray(saved)
    ctx = KernelContext(xp=cp, is_train=fwd.is_train, rng=cp.random.default_rng(0), saved=saved)
    with np.errstate(all="ignore"):
        got = op.grad(ctx, a, tuple(cp.asarray(x) for x in inputs),
                      tuple(cp.asarray(o) for o in outputs),
                      tuple(None if g is None else cp.asarray(g) for g in out_grads))
    assert len(got) == len(want), f"{case.id} [gpu]: {len(got)} gradients, cpu has {len(want)}"
    for k, (g, w) in enumerate(zip(got, want)):
        if w is None:
            assert g is None, f"{case.id} [gpu]: input {k} should get no gradient"
            continue
        assert isinstance(g, cp.ndarray), f"{case.id} [gpu]: grad {k} is {type(g).__name__}"
        assert g.dtype == w.dtype, f"{case.id} [gpu]: grad {k} dtype {g.dtype} != {w.dtype}"
        np.testing.assert_allclose(cp.asnumpy(g), w, rtol=1e-6, atol=1e-9,
                                   err_msg=f"{case.id} [gpu]: gradient of input {k}")


def forward_cases(package: str, stems) -> list:
    """Every forward ``Case`` in the lists named ``CASES`` or ``CASES_*`` of the test
    modules ``package.stem``."""
    import importlib

    from .harness import Case

    cases = []
    for stem in stems:
        mod = importlib.import_module(f"{package}.{stem}")
        for name, value in vars(mod).items():
            if (name == "CASES" or name.startswith("CASES_")) and isinstance(value, list):
                cases.extend(c for c in value if isinstance(c, Case))
    return cases


def check_rule_accepts(case) -> bool:
    """Run the grad rule of forward ``case``'s op on its inputs and outputs with unit
    head gradients: one gradient per input, each ``None`` or shaped and typed like
    its input.  False when the op has no rule."""
    op = resolve(case.op)
    if op.grad is None:
        return False
    a = op.parse_attrs(case.attrs)
    ctx = KernelContext(xp=np, is_train=case.is_train, rng=np.random.default_rng(0))
    with np.errstate(all="ignore"):
        outs = op.kernel(ctx, a, *case.inputs)
        outs = outs if isinstance(outs, tuple) else (outs,)
        grads = op.grad(ctx, a, tuple(case.inputs), outs, tuple(np.ones_like(o) for o in outs))
    assert isinstance(grads, tuple) and len(grads) == len(case.inputs), case.id
    for x, g in zip(case.inputs, grads):
        assert g is None or (g.shape, g.dtype) == (x.shape, x.dtype), case.id
    return True
