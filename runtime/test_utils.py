"""``mxnet.test_utils``: the comparison and symbol-checking helpers of MXNet 1.9.1 that model
and op tests use.

Tolerances follow MXNet: ``assert_almost_equal`` picks per-dtype defaults (float16 1e-2/1e-1,
float32 1e-4/1e-3, float64 1e-5/1e-20, integers exact) from the *larger* of the two inputs'
defaults, while ``almost_equal`` on its own defaults to the float64 values.  ``check_consistency``
binds the symbol once per entry of ``ctx_list`` (contexts and dtypes), feeds every executor the
same random inputs, and compares outputs and gradients with the most precise one.

Not provided: the sparse generators (``rand_sparse_ndarray``...; sparse storage is not part of
the runtime: ``rand_ndarray(stype='csr')`` raises), the dataset downloaders and ``check_speed``.
"""
from __future__ import annotations

import contextlib
import functools
import numbers
import os

import numpy as np
import numpy.testing as npt

from . import nd
from .context import current_context, num_gpus
from .errors import MXNetError
from .ndarray import NDArray

__all__ = ["default_context", "set_default_context", "default_dtype", "default_rtols",
           "default_atols", "default_numeric_eps", "effective_dtype", "get_tolerance",
           "get_tols", "get_atol", "get_rtol", "get_etol", "random_arrays",
           "random_uniform_arrays", "random_sample", "rand_ndarray", "rand_shape_2d",
           "rand_shape_3d", "rand_shape_nd", "rand_coord_2d", "same", "checkShapes",
           "almost_equal", "assert_almost_equal", "assert_allclose",
           "assert_almost_equal_ignore_nan", "assert_exception", "retry", "same_array",
           "simple_forward", "check_symbolic_forward", "check_symbolic_backward",
           "check_consistency", "list_gpus", "environment", "is_cd_run",
           "compare_ndarray_tuple", "collapse_sum_like"]

_DEFAULT_CTX: list = []


def default_context():
    """The context tests run on (``set_default_context`` or the current one)."""
    return _DEFAULT_CTX[-1] if _DEFAULT_CTX else current_context()


def set_default_context(ctx):
    _DEFAULT_CTX[:] = [ctx]


def default_dtype():
    return np.float32


_EXACT = (np.bool_, np.int8, np.uint8, np.int32, np.uint32, np.int64, np.uint64)


def default_rtols():
    return {np.dtype(np.float16): 1e-2, np.dtype(np.float32): 1e-4,
            np.dtype(np.float64): 1e-5, **{np.dtype(t): 0 for t in _EXACT}}


def default_atols():
    return {np.dtype(np.float16): 1e-1, np.dtype(np.float32): 1e-3,
            np.dtype(np.float64): 1e-20, **{np.dtype(t): 0 for t in _EXACT}}


def default_numeric_eps():
    return {np.dtype(np.float16): 1.0 / 2 ** 6, np.dtype(np.float32): 1.0 / 2 ** 9,
            np.dtype(np.float64): 1.0 / 2 ** 14}


def effective_dtype(dat):
    """The dtype whose tolerance applies (no TF32 here: the data's own dtype)."""
    return np.dtype(dat.dtype)


def get_tolerance(dat, tol, default_tol):
    if isinstance(tol, numbers.Number):
        return tol
    tol = {} if tol is None else tol
    dtype = effective_dtype(dat)
    return tol.get(dtype, default_tol[dtype])


def get_tols(x, y, rtol, atol):
    """(rtol, atol) for comparing x and y: given numbers, or the larger per-dtype default."""
    x = np.array(x) if isinstance(x, numbers.Number) else x
    y = np.array(y) if isinstance(y, numbers.Number) else y
    rtol = max(get_tolerance(x, rtol, default_rtols()), get_tolerance(y, rtol, default_rtols()))
    atol = max(get_tolerance(x, atol, default_atols()), get_tolerance(y, atol, default_atols()))
    return rtol, atol


def get_atol(atol=None, dtype=np.dtype(np.float64)):
    return default_atols()[dtype] if atol is None else atol


def get_rtol(rtol=None, dtype=np.dtype(np.float64)):
    return default_rtols()[dtype] if rtol is None else rtol


def get_etol(etol=None):
    return 0 if etol is None else etol


def random_arrays(*shapes):
    """Standard-normal float32 numpy arrays of the given shapes (one array for one shape)."""
    arrays = [np.array(np.random.randn(), dtype=default_dtype()) if len(s) == 0
              else np.random.randn(*s).astype(default_dtype()) for s in shapes]
    return arrays[0] if len(arrays) == 1 else arrays


def random_uniform_arrays(*shapes, **kwargs):
    low = kwargs.pop("low", 0.0)
    high = kwargs.pop("high", 1.0)
    dtype = kwargs.pop("dtype", default_dtype())
    if kwargs:
        raise TypeError("Got unexpected argument/s : " + str(kwargs.keys()))
    return [np.random.uniform(low, high, size=s).astype(dtype) for s in shapes]


def random_sample(population, k):
    assert 0 <= k <= len(population)
    population_copy = population[:]
    np.random.shuffle(population_copy)
    return population_copy[0:k]


def rand_ndarray(shape, stype="default", density=None, dtype=None, modifier_func=None,
                 shuffle_csr_indices=False, distribution=None, ctx=None):
    """A standard-normal NDArray; sparse storage types raise (not provided)."""
    if stype != "default":
        raise MXNetError(f"rand_ndarray(stype={stype!r}): sparse storage is not provided by "
                         "the hybridlint runtime")
    return nd.array(random_arrays(shape), dtype=dtype, ctx=ctx or default_context())


def rand_shape_2d(dim0=10, dim1=10, allow_zero_size=False):
    low = 0 if allow_zero_size else 1
    return np.random.randint(low, dim0 + 1), np.random.randint(low, dim1 + 1)


def rand_shape_3d(dim0=10, dim1=10, dim2=10, allow_zero_size=False):
    low = 0 if allow_zero_size else 1
    return (np.random.randint(low, dim0 + 1), np.random.randint(low, dim1 + 1),
            np.random.randint(low, dim2 + 1))


def rand_shape_nd(num_dim, dim=10, allow_zero_size=False):
    low = 0 if allow_zero_size else 1
    return tuple(np.random.randint(low, dim + 1, size=num_dim))


def rand_coord_2d(x_low, x_high, y_low, y_high):
    return (np.random.randint(x_low, x_high, dtype=np.int64),
            np.random.randint(y_low, y_high, dtype=np.int64))


def _np(a):
    return a.asnumpy() if isinstance(a, NDArray) else np.asarray(a)


def same(a, b):
    return np.array_equal(a, b)


def checkShapes(a, b):
    if a.shape != b.shape:
        raise AssertionError(npt.build_err_msg(
            [a, b], err_msg=f"a.shape = {a.shape} and b.shape = {b.shape} are not equal"))


def almost_equal(a, b, rtol=None, atol=None, equal_nan=False, use_broadcast=True):
    """``np.allclose`` with MXNet's defaults for missing tolerances (float64's)."""
    a, b = _np(a), _np(b)
    if not use_broadcast:
        checkShapes(a, b)
    return np.allclose(a, b, rtol=get_rtol(rtol), atol=get_atol(atol), equal_nan=equal_nan)


def _find_max_violation(a, b, rtol, atol):
    with np.errstate(invalid="ignore"):
        absdiff = np.where(np.equal(a, b), 0, np.abs(a - b))
        violation = absdiff / (atol + rtol * np.abs(b) + 1e-20)
    loc = tuple(int(i) for i in np.unravel_index(np.nanargmax(violation) if violation.size else 0,
                                                 violation.shape))
    return loc, np.nanmax(violation) if violation.size else 0.0


def assert_almost_equal(a, b, rtol=None, atol=None, names=("a", "b"), equal_nan=False,
                        use_broadcast=True, mismatches=(10, 10)):
    """Assert ``|a - b| <= atol + rtol * |b|`` elementwise (tolerances per dtype, see the
    module docstring); the error names the worst element."""
    if not use_broadcast:
        checkShapes(a, b)
    rtol, atol = get_tols(a, b, rtol, atol)
    a, b = _np(a), _np(b)
    if a.dtype == np.bool_ and b.dtype == np.bool_:
        npt.assert_equal(a, b)
        return
    if np.allclose(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan):
        return
    a64, b64 = np.broadcast_arrays(a.astype(np.float64), b.astype(np.float64))
    index, rel = _find_max_violation(a64, b64, rtol, atol)
    bad = ~np.isclose(a64, b64, rtol=rtol, atol=atol, equal_nan=equal_nan)
    where = f"Location of maximum error: {index}, {names[0]}={a64[index]:.8f}, " \
            f"{names[1]}={b64[index]:.8f}"
    msg = (f"Error {rel:f} exceeds tolerance rtol={rtol:e}, atol={atol:e} (mismatch "
           f"{100.0 * bad.sum() / max(bad.size, 1):f}%).\n{where}")
    raise AssertionError(npt.build_err_msg([a, b], err_msg=msg, names=names))


def assert_allclose(a, b, rtol=1e-07, atol=0, equal_nan=True):
    assert_almost_equal(a, b, rtol=rtol, atol=atol, equal_nan=equal_nan)


def assert_almost_equal_ignore_nan(a, b, rtol=None, atol=None, names=("a", "b")):
    a, b = np.copy(_np(a)), np.copy(_np(b))
    nan_mask = np.logical_or(np.isnan(a), np.isnan(b))
    a[nan_mask] = 0
    b[nan_mask] = 0
    assert_almost_equal(a, b, rtol, atol, names)


def assert_exception(f, exception_type, *args, **kwargs):
    """Assert that ``f(*args, **kwargs)`` raises ``exception_type``."""
    try:
        f(*args, **kwargs)
    except exception_type:
        return
    raise AssertionError(f"{getattr(f, '__name__', f)} did not raise {exception_type}")


def retry(n):
    """Decorator: run the test up to ``n`` times until no AssertionError."""
    assert n > 0

    def decorate(f):
        @functools.wraps(f)
        def wrapper(*args, **kwargs):
            for i in range(n):
                try:
                    f(*args, **kwargs)
                    return
                except AssertionError:
                    if i == n - 1:
                        raise
        return wrapper
    return decorate


def same_array(array1, array2):
    """True when the two NDArrays share memory (a write to one shows in the other)."""
    if array1.shape != array2.shape:
        return False
    return bool(np.shares_memory(array1._data, array2._data))


def _location(sym, location, ctx, dtype):
    if isinstance(location, dict):
        if set(location) != set(sym.list_arguments()):
            raise ValueError(f"Symbol arguments and keys of the given location do not match: "
                             f"{set(sym.list_arguments())} vs {set(location)}")
    else:
        location = dict(zip(sym.list_arguments(), location))
    return {k: v if isinstance(v, NDArray) else nd.array(v, ctx=ctx, dtype=dtype)
            for k, v in location.items()}


def _aux(sym, aux_states, ctx, dtype):
    if aux_states is None:
        return None
    if not isinstance(aux_states, dict):
        aux_states = dict(zip(sym.list_auxiliary_states(), aux_states))
    return {k: nd.array(v, ctx=ctx, dtype=dtype) for k, v in aux_states.items()}


def simple_forward(sym, ctx=None, is_train=False, **inputs):
    """Outputs of ``sym`` on numpy ``inputs`` as numpy (one array for one output)."""
    ctx = ctx or default_context()
    inputs = {k: nd.array(v, ctx=ctx) for k, v in inputs.items()}
    exe = sym.bind(ctx, args=inputs)
    outputs = [o.asnumpy() for o in exe.forward(is_train=is_train)]
    return outputs[0] if len(outputs) == 1 else outputs


def check_symbolic_forward(sym, location, expected, rtol=None, atol=None, aux_states=None,
                           ctx=None, equal_nan=False, dtype=default_dtype()):
    """Assert the forward outputs at ``location`` equal ``expected``; returns them."""
    ctx = ctx or default_context()
    args = _location(sym, location, ctx, dtype)
    if isinstance(expected, dict):
        expected = [expected[k] for k in sym.list_outputs()]
    exe = sym.bind(ctx, args=args, aux_states=_aux(sym, aux_states, ctx, dtype))
    outputs = [o.asnumpy() for o in exe.forward(is_train=False)]
    for name, exp, out in zip(sym.list_outputs(), expected, outputs):
        assert_almost_equal(exp, out, rtol, atol, ("EXPECTED_%s" % name, "FORWARD_%s" % name),
                            equal_nan=equal_nan)
    return outputs


def check_symbolic_backward(sym, location, out_grads, expected, rtol=None, atol=None,
                            aux_states=None, grad_req="write", ctx=None, grad_stypes=None,
                            equal_nan=False, dtype=default_dtype()):
    """Assert the argument gradients for ``out_grads`` equal ``expected`` (list or dict);
    returns the gradients as numpy by argument name."""
    ctx = ctx or default_context()
    args = _location(sym, location, ctx, dtype)
    if isinstance(expected, (list, tuple)):
        expected = dict(zip(sym.list_arguments(), expected))
    grads = {k: nd.zeros(v.shape, ctx=ctx, dtype=v.dtype) for k, v in args.items()}
    reqs = grad_req if isinstance(grad_req, dict) else {k: grad_req for k in args}
    exe = sym.bind(ctx, args=args, args_grad=grads, grad_req=reqs,
                   aux_states=_aux(sym, aux_states, ctx, dtype))
    exe.forward(is_train=True)
    if isinstance(out_grads, (list, tuple)):
        out_grads = [nd.array(g, ctx=ctx, dtype=dtype) for g in out_grads]
    elif isinstance(out_grads, dict):
        out_grads = {k: nd.array(v, ctx=ctx, dtype=dtype) for k, v in out_grads.items()}
    exe.backward(out_grads)
    got = {k: (v.asnumpy() if v is not None else None) for k, v in exe.grad_dict.items()}
    for name in expected:
        if reqs.get(name, "write") == "null":
            continue
        assert_almost_equal(expected[name], got[name], rtol, atol,
                            ("EXPECTED_%s" % name, "BACKWARD_%s" % name), equal_nan=equal_nan)
    return got


def check_consistency(sym, ctx_list, scale=1.0, grad_req="write", arg_params=None,
                      aux_params=None, rtol=None, atol=None, raise_on_err=True,
                      ground_truth=None, equal_nan=False, use_uniform=False,
                      rand_type=np.float64):
    """Run ``sym`` bound per ``ctx_list`` entry (``{'ctx': ..., <arg>: shape, 'type_dict':
    {...}}``) on the same random inputs; assert outputs (and gradients unless
    ``grad_req='null'``) agree with the most precise entry's.  Returns the reference values
    by output/argument name."""
    assert len(ctx_list) > 1
    syms = [sym] * len(ctx_list) if not isinstance(sym, (list, tuple)) else list(sym)
    assert len(syms) == len(ctx_list)
    output_names = syms[0].list_outputs()
    arg_names = syms[0].list_arguments()
    exes = []
    for s, spec in zip(syms, ctx_list):
        assert s.list_arguments() == arg_names and s.list_outputs() == output_names
        exes.append(s.simple_bind(grad_req=grad_req, **spec))
    arg_params = {} if arg_params is None else dict(arg_params)
    aux_params = {} if aux_params is None else dict(aux_params)
    for n in sorted(exes[0].arg_dict):
        if n not in arg_params:
            shape = exes[0].arg_dict[n].shape
            arg_params[n] = (np.random.uniform(-0.92 * scale, 0.92 * scale, shape)
                             if use_uniform else np.random.normal(size=shape, scale=scale)
                             ).astype(rand_type)
    for n in exes[0].aux_dict:
        aux_params.setdefault(n, 0)
    for exe in exes:
        for name, arr in exe.arg_dict.items():
            arr[:] = arg_params[name]
        for name, arr in exe.aux_dict.items():
            arr[:] = aux_params[name]
        if grad_req == "add":
            for arr in exe.grad_dict.values():
                if arr is not None:
                    arr[:] = 0
    for exe in exes:
        exe.forward(is_train=False)
    dtypes = [np.dtype(exe.outputs[0].dtype) for exe in exes]
    gt_idx = int(np.argmax([d.itemsize for d in dtypes]))
    gt = ground_truth
    if gt is None:
        gt = {n: o.copy() for n, o in zip(output_names, exes[gt_idx].outputs)}

    def compare(i, name, arr, ref):
        try:
            assert_almost_equal(arr, ref, rtol=rtol, atol=atol, equal_nan=equal_nan)
        except AssertionError as e:
            if raise_on_err:
                raise AssertionError(f"ctx {i} vs ctx {gt_idx} at {name}: {e}") from None
            print(f"ctx {i} vs ctx {gt_idx} at {name}: {e}")

    for i, exe in enumerate(exes):
        if i != gt_idx:
            for name, arr in zip(output_names, exe.outputs):
                compare(i, name, arr, gt[name])
    if grad_req != "null":
        for exe in exes:
            exe.forward(is_train=True)
        least = [min((exe.outputs[k].dtype for exe in exes), key=lambda d: np.dtype(d).itemsize)
                 for k in range(len(output_names))]
        heads = [o.asnumpy().astype(d) for o, d in zip(exes[0].outputs, least)]
        for exe in exes:
            exe.backward([nd.array(h, ctx=o.context, dtype=o.dtype)
                          for h, o in zip(heads, exe.outputs)])
        if ground_truth is None:
            gt.update({n: o.copy() for n, o in zip(output_names, exes[gt_idx].outputs)})
            gt.update({n: (g.copy() if g is not None else None)
                       for n, g in exes[gt_idx].grad_dict.items()})
        for i, exe in enumerate(exes):
            if i == gt_idx:
                continue
            for name, arr in list(zip(output_names, exe.outputs)) + list(exe.grad_dict.items()):
                if gt.get(name) is None:
                    assert arr is None
                    continue
                compare(i, name, arr, gt[name])
    return gt


def list_gpus():
    return range(num_gpus())


@contextlib.contextmanager
def environment(*args):
    """Set environment variables (a dict, or name and value) for the ``with`` body; None
    removes one."""
    env = args[0] if len(args) == 1 else {args[0]: args[1]}
    saved = {k: os.environ.get(k) for k in env}
    try:
        for k, v in env.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = str(v)
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def is_cd_run():
    return os.environ.get("CD_JOB", 0) == "1"


def compare_ndarray_tuple(t1, t2, rtol=None, atol=None):
    """Assert two (nested) tuples of NDArrays are almost equal."""
    if t1 is None or t2 is None:
        return
    if isinstance(t1, tuple):
        for s1, s2 in zip(t1, t2):
            compare_ndarray_tuple(s1, s2, rtol, atol)
    else:
        assert_almost_equal(t1, t2, rtol=rtol, atol=atol)


def collapse_sum_like(a, shape):
    """Sum numpy ``a`` down to ``shape`` (the reverse of broadcasting)."""
    assert len(a.shape) == len(shape)
    axes = tuple(i for i, (sa, s) in enumerate(zip(a.shape, shape)) if s == 1 and sa != 1)
    return a.sum(axis=axes, keepdims=True) if axes else a

