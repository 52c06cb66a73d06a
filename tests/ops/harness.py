"""One harness for every op's numerical test.

An op test is a :class:`Case`: the op's exposed name, numpy inputs, attributes
and a numpy reference.  :func:`check` runs each case three ways and compares
every one with the same reference:

1. the registry kernel on numpy (plus ``infer_shape``/``infer_type``);
2. eagerly through the generated ``nd`` function (NDArray in, NDArray out);
3. symbolically: ``sym.var`` inputs, the generated ``sym`` function, shape and
   type inference, the graph executor, and once more after a ``-symbol.json``
   round trip (so attributes survive MXNet's string form).

Paths 2 and 3 are skipped for ops the table marks ``in_nd=False`` /
``in_sym=False``.  Random ops see the same generator stream in every path
(seed 0).
"""
from __future__ import annotations

import importlib
import pathlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from hybridlint.runtime import autograd, nd, registry, sym
from hybridlint.runtime import random as rt_random
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.registry import KernelContext


@dataclass
class Case:
    op: str                       # exposed name, e.g. "relu", "concat", "contrib.cond"
    inputs: list[np.ndarray]
    attrs: dict[str, Any] = field(default_factory=dict)
    # reference(*inputs) -> array or tuple of arrays, written with numpy
    reference: Callable[..., Any] | None = None
    expected: Any = None          # or a literal expected result
    rtol: float = 1e-5
    atol: float = 1e-6
    id: str = ""
    is_train: bool = False
    # the reference holds the CPU generator's draws (seeded): on the GPU, whose stream differs,
    # only the outputs' shapes and dtypes are compared
    stream: bool = False

    def __post_init__(self):
        if not self.id:
            self.id = self.op


def resolve(name: str) -> registry.Op:
    ns, _, short = name.rpartition(".")
    op = registry.find(short, ns)
    if op is None:
        raise LookupError(f"no op exposed as {name!r}")
    return op


def run_kernel(name: str, *arrays, **attrs):
    """The op's numpy kernel on ``arrays``, after its shape inference (whose
    errors are what error tests look for)."""
    op = resolve(name)
    a = op.parse_attrs(attrs)
    op.out_shapes(a, *[x.shape for x in arrays])
    return op.kernel(KernelContext(xp=np), a, *arrays)


def run_kernel_unshaped(name: str, *inputs, **attrs):
    """The op's numpy kernel on ``inputs`` with no shape inference first, so
    that the kernel's own checks are the ones that fire."""
    op = resolve(name)
    return op.kernel(KernelContext(xp=np), op.parse_attrs(attrs), *inputs)


def _as_tuple(x):
    return tuple(x) if isinstance(x, (tuple, list)) else (x,)


def _want(case):
    return _as_tuple(case.reference(*case.inputs) if case.reference else case.expected)


def _shape_agrees(inferred, computed) -> bool:
    """An inferred shape equals the computed one, where a 0 may stand for a length only the
    data decides (MXNet 1.x's "unknown": boolean_mask's row count)."""
    inferred, computed = tuple(inferred), tuple(computed)
    return len(inferred) == len(computed) and all(i in (c, 0) for i, c in zip(inferred, computed))


def _compare(case, path, got, want, shapes=None, dtypes=None):
    assert len(got) == len(want), f"{case.id} [{path}]: {len(got)} outputs, reference has {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        g = np.asarray(g)
        w = np.asarray(w)
        assert g.shape == w.shape, f"{case.id} [{path}] output {i}: shape {g.shape} != reference {w.shape}"
        if shapes is not None:
            assert _shape_agrees(shapes[i], g.shape), \
                f"{case.id} [{path}] output {i}: inferred shape {shapes[i]} != computed {g.shape}"
        if dtypes is not None:
            assert np.dtype(dtypes[i]) == g.dtype, \
                f"{case.id} [{path}] output {i}: inferred dtype {dtypes[i]} != computed {g.dtype}"
        np.testing.assert_allclose(g, w, rtol=case.rtol, atol=case.atol,
                                   err_msg=f"{case.id} [{path}] output {i}")


def check_kernel(case: Case) -> None:
    op = resolve(case.op)
    a = op.parse_attrs(case.attrs)
    ctx = KernelContext(xp=np, is_train=case.is_train, rng=np.random.default_rng(0))
    got = _as_tuple(op.kernel(ctx, a, *case.inputs))
    want = _want(case)
    assert len(got) == op.n_outputs(a) == len(want), (len(got), op.n_outputs(a), len(want))
    shapes = op.out_shapes(a, *[x.shape for x in case.inputs])
    dtypes = op.out_types(a, *[x.dtype.name for x in case.inputs])
    for i, (g, w, s, dt) in enumerate(zip(got, want, shapes, dtypes)):
        g = np.asarray(g)
        w = np.asarray(w)
        assert g.shape == w.shape, f"{case.id} output {i}: shape {g.shape} != reference {w.shape}"
        assert _shape_agrees(s, g.shape), f"{case.id} output {i}: infer_shape {s} != kernel {g.shape}"
        assert np.dtype(dt) == g.dtype, f"{case.id} output {i}: infer_type {dt} != kernel {g.dtype}"
        np.testing.assert_allclose(g, w, rtol=case.rtol, atol=case.atol, err_msg=f"{case.id} output {i}")


def _function(namespace, name: str):
    """The generated (table) function for an exposed name, never a python helper
    of the same name (``nd.zeros`` and ``nd.random.normal`` are helpers over ops)."""
    return namespace._internal.GENERATED[name]


def check_nd(case: Case) -> None:
    op = resolve(case.op)
    if not op.in_nd:
        return
    fn = _function(nd, case.op)
    ins = [nd.array(x, dtype=x.dtype) for x in case.inputs]
    rt_random.seed(0)
    with autograd.train_mode() if case.is_train else autograd.predict_mode():
        out = fn(*ins, **case.attrs)
    got = [o.asnumpy() for o in _as_tuple(out)]
    for o in _as_tuple(out):
        assert isinstance(o, nd.NDArray), f"{case.id} [nd]: returned {type(o).__name__}"
    _compare(case, "nd", got, _want(case))
    # the inputs must be untouched (kernels may not write into their arguments)
    for x, i in zip(case.inputs, ins):
        if op.aux_inputs:
            break
        np.testing.assert_array_equal(i.asnumpy(), x, err_msg=f"{case.id} [nd]: input modified")


def check_sym(case: Case) -> None:
    op = resolve(case.op)
    if not op.in_sym:
        return
    fn = _function(sym, case.op)
    names = [f"in{i}" for i in range(len(case.inputs))]
    out = fn(*[sym.var(n) for n in names], **case.attrs)
    assert isinstance(out, sym.Symbol), f"{case.id} [sym]: returned {type(out).__name__}"
    want = _want(case)
    shapes_in = {n: x.shape for n, x in zip(names, case.inputs)}
    arg_names = out.list_arguments()
    assert set(arg_names) | set(out.list_auxiliary_states()) == set(names), \
        f"{case.id} [sym]: graph inputs {arg_names} != {names}"
    _, out_shapes, _ = out.infer_shape_partial(**shapes_in)
    _, out_types, _ = out.infer_type(**{n: x.dtype for n, x in zip(names, case.inputs)})
    for path, s in (("sym", out), ("sym-json", sym.load_json(out.tojson()))):
        g = Graph.from_symbol(s)
        rt_random.seed(0)
        feed = {n: x.copy() for n, x in zip(names, case.inputs)}
        got = g.run(feed, is_train=case.is_train, rng=np.random.default_rng(0))
        _compare(case, path, got, want, out_shapes, [np.dtype(t) for t in out_types])


def check(case: Case) -> None:
    check_kernel(case)
    check_nd(case)
    check_sym(case)


def all_cases() -> list[Case]:
    """Every Case of tests/ops (the op tests' ``CASES`` and ``CASES_*`` lists); the ONNX
    export tests run the same cases through onnxruntime."""
    cases = []
    for path in sorted(pathlib.Path(__file__).parent.glob("test_*.py")):
        if path.stem == "test_coverage":
            continue
        mod = importlib.import_module(f"{__package__}.{path.stem}")
        for name, value in vars(mod).items():
            if (name == "CASES" or name.startswith("CASES_")) and isinstance(value, list):
                cases.extend(c for c in value if isinstance(c, Case))
    return cases


def check_kernel_on_gpu(case: Case) -> None:
    """The same case with the kernel running on cupy arrays: the CPU kernel's dtypes, the
    reference's shapes and values (CPU/GPU parity)."""
    import cupy as cp

    op = resolve(case.op)
    a = op.parse_attrs(case.attrs)
    cpu = _as_tuple(op.kernel(KernelContext(xp=np, is_train=case.is_train,
                                            rng=np.random.default_rng(0)), a, *case.inputs))
    ctx = KernelContext(xp=cp, is_train=case.is_train, rng=cp.random.default_rng(0))
    got = _as_tuple(op.kernel(ctx, a, *[cp.asarray(x) for x in case.inputs]))
    want = _want(case)
    assert len(got) == len(want) == len(cpu), case.id
    for i, (g, w, c) in enumerate(zip(got, want, cpu)):
        assert isinstance(g, cp.ndarray), f"{case.id} output {i}: not a cupy array"
        w = np.asarray(w)
        assert g.dtype == np.asarray(c).dtype and g.shape == w.shape, (case.id, i, g.dtype, g.shape)
        if not case.stream:
            np.testing.assert_allclose(cp.asnumpy(g), w, rtol=max(case.rtol, 1e-5),
                                       atol=max(case.atol, 1e-6), err_msg=f"{case.id} [gpu] {i}")
