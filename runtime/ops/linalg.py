"""Linear algebra of MXNet 1.9.1 (``nd.linalg`` / ``sym.linalg``, JSON names ``_linalg_*``, also
``linalg_*`` at the top level) and ``khatri_rao``.

Every ``_linalg_*`` op works on the trailing two axes and batches over the leading ones, takes
float32/float64 only (as MXNet) and has MXNet's gradient, except ``gelqf`` and ``syevd`` whose
backward is not provided here.  Conventions measured on MXNet 1.9.1: ``extracttrian`` packs a
lower triangle row by row and an upper one column by column (the transpose's lower triangle);
``syevd`` returns eigenvectors as the rows of U, eigenvalues ascending, each row signed so that
its largest-magnitude entry is positive; ``gelqf`` gives LAPACK's signs (those of a QR of the
transpose).
"""
from __future__ import annotations

import numpy as np

from ..registry import VARIADIC, Attr, Bool, Float, Int, Op, OpError, OptInt, register
from .grad_util import first_out_grad
from .host import on_host, on_host_grad
from .nn_util import quiet

_FLOATS = ("float32", "float64")


def _T(x):
    return x.swapaxes(-1, -2)


def _check(op, s, square=False, what="A"):
    if len(s) < 2:
        raise OpError(f"linalg.{op}: {what} must have at least 2 dimensions, got {tuple(s)}")
    if square and s[-1] != s[-2]:
        raise OpError(f"linalg.{op}: {what} must hold square matrices, got {tuple(s)}")


def _float_type(op, n_out=1):
    def infer(a, *dtypes):
        for d in dtypes:
            if d is not None and np.dtype(d).name not in _FLOATS:
                raise OpError(f"linalg.{op} supports float32 and float64 only, not "
                              f"{np.dtype(d).name}")
        return [dtypes[0] if dtypes else None] * n_out
    return infer


def _reg(name, kernel, infer_shape, inputs=("A",), attrs=(), grad=None, num_outputs=1,
         infer_type=None, doc="", top_level=True, mxnet_outputs=None):
    def checked(ctx, a, *xs):
        _float_type(name)(a, *[x.dtype for x in xs])
        return kernel(ctx, a, *xs)
    register(Op(
        name=f"_linalg_{name}", aliases=(name,), namespace="linalg",
        also_in=(f"linalg_{name}",) if top_level else (), inputs=inputs, attrs=attrs,
        # LAPACK on the host on every device: its signs and orderings are what MXNet gives
        kernel=quiet(on_host(checked)),
        infer_shape=infer_shape, infer_type=infer_type or _float_type(name, num_outputs),
        grad=None if grad is None else on_host_grad(grad),
        num_outputs=num_outputs, mxnet_outputs=mxnet_outputs, doc=doc,
    ))


def _moved(a, x):
    """Matrices with their rows along ``a.axis`` (gemm/gemm2) brought to the axis before last."""
    ax = a.axis % x.ndim
    return x if ax == x.ndim - 2 else np.moveaxis(x, ax, -2)


def _unmoved(a, x, ndim):
    ax = a.axis % ndim
    return x if ax == ndim - 2 else np.moveaxis(x, -2, ax)


# --------------------------------------------------------------------------
# gemm, gemm2, syrk
# --------------------------------------------------------------------------

def _op(x, t):
    return _T(x) if t else x


def _gemm_shape(a, sa, sb, sc=None):
    for s, w in ((sa, "A"), (sb, "B")):
        _check("gemm", s, what=w)
    ax = a.axis % len(sa)

    def mat(s):
        return (s[ax], s[-1]) if ax != len(s) - 2 else (s[-2], s[-1])
    ma, mb = mat(sa), mat(sb)
    m, k = ma[::-1] if a.transpose_a else ma
    k2, n = mb[::-1] if a.transpose_b else mb
    if k != k2:
        raise OpError(f"linalg.gemm: cannot multiply {tuple(sa)} by {tuple(sb)} "
                      f"(transpose_a={a.transpose_a}, transpose_b={a.transpose_b})")
    out = list(sa)
    out[ax] = m
    out[-1] = n
    if sc is not None and tuple(sc) != tuple(out):
        raise OpError(f"linalg.gemm: C has shape {tuple(sc)}, expected {tuple(out)}")
    return tuple(out)


def _product(a, x, y):
    xm, ym = _moved(a, x), _moved(a, y)
    return a.alpha * np.matmul(_op(xm, a.transpose_a), _op(ym, a.transpose_b))


def _gemm2(ctx, a, x, y):
    return _unmoved(a, _product(a, x, y), x.ndim).astype(x.dtype)


def _gemm(ctx, a, x, y, c):
    out = _product(a, x, y) + a.beta * _moved(a, c)
    return _unmoved(a, out, x.ndim).astype(x.dtype)


def _gemm_grads(ctx, a, x, y, g):
    xm, ym, gm = _moved(a, x), _moved(a, y), _moved(a, g)
    p, q = _op(xm, a.transpose_a), _op(ym, a.transpose_b)
    dp = a.alpha * np.matmul(gm, _T(q))
    dq = a.alpha * np.matmul(_T(p), gm)
    dx = _T(dp) if a.transpose_a else dp
    dy = _T(dq) if a.transpose_b else dq
    return (_unmoved(a, dx, x.ndim).astype(x.dtype), _unmoved(a, dy, y.ndim).astype(y.dtype))


def _gemm2_grad(ctx, a, inputs, outputs, out_grads):
    g = first_out_grad(np, out_grads, outputs)
    return _gemm_grads(ctx, a, inputs[0], inputs[1], g)


def _gemm_grad(ctx, a, inputs, outputs, out_grads):
    g = first_out_grad(np, out_grads, outputs)
    dx, dy = _gemm_grads(ctx, a, inputs[0], inputs[1], g)
    return dx, dy, (a.beta * g).astype(inputs[2].dtype)


_GEMM_ATTRS = (Attr("transpose_a", Bool, False), Attr("transpose_b", Bool, False),
               Attr("alpha", Float, 1.0))
_reg("gemm", _gemm, _gemm_shape, inputs=("A", "B", "C"),
     attrs=_GEMM_ATTRS + (Attr("beta", Float, 1.0), Attr("axis", Int, -2)), grad=_gemm_grad,
     doc="alpha * op(A) op(B) + beta * C")
_reg("gemm2", _gemm2, _gemm_shape, inputs=("A", "B"), attrs=_GEMM_ATTRS + (Attr("axis", Int, -2),),
     grad=_gemm2_grad, doc="alpha * op(A) op(B)")


def _syrk_shape(a, s):
    _check("syrk", s)
    n = s[-1] if a.transpose else s[-2]
    return tuple(s[:-2]) + (n, n)


def _syrk(ctx, a, x):
    y = np.matmul(_T(x), x) if a.transpose else np.matmul(x, _T(x))
    return (a.alpha * y).astype(x.dtype)


def _syrk_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    g = first_out_grad(np, out_grads, outputs)
    sym = g + _T(g)
    dx = np.matmul(x, sym) if a.transpose else np.matmul(sym, x)
    return ((a.alpha * dx).astype(x.dtype),)


_reg("syrk", _syrk, _syrk_shape, attrs=(Attr("transpose", Bool, False), Attr("alpha", Float, 1.0)),
     grad=_syrk_grad, doc="alpha * A A^T (A^T A with transpose)")


# --------------------------------------------------------------------------
# triangular products and solves: trmm, trsm
# --------------------------------------------------------------------------

def _tri(x, lower):
    return np.tril(x) if lower else np.triu(x)


def _tri_shape(op):
    def infer(a, sa, sb):
        _check(op, sa, square=True)
        _check(op, sb, what="B")
        n = sb[-1] if a.rightside else sb[-2]
        if sa[-1] != n or tuple(sa[:-2]) != tuple(sb[:-2]):
            raise OpError(f"linalg.{op}: A {tuple(sa)} does not fit B {tuple(sb)} "
                          f"(rightside={a.rightside})")
        return tuple(sb)
    return infer


def _trmm(ctx, a, x, b):
    t = _op(_tri(x, a.lower), a.transpose)
    y = np.matmul(b, t) if a.rightside else np.matmul(t, b)
    return (a.alpha * y).astype(b.dtype)


def _trmm_grad(ctx, a, inputs, outputs, out_grads):
    x, b = inputs
    g = first_out_grad(np, out_grads, outputs)
    t = _op(_tri(x, a.lower), a.transpose)
    if a.rightside:
        db, dt = np.matmul(g, _T(t)), np.matmul(_T(b), g)
    else:
        db, dt = np.matmul(_T(t), g), np.matmul(g, _T(b))
    dx = _tri(_op(dt, a.transpose), a.lower)
    return (a.alpha * dx).astype(x.dtype), (a.alpha * db).astype(b.dtype)


def _solve_tri(t, rhs):
    # t: batched square triangular matrices (any triangle: np.linalg.solve is exact enough)
    return np.linalg.solve(t, rhs)


def _trsm(ctx, a, x, b):
    t = _op(_tri(x, a.lower), a.transpose)
    if a.rightside:       # X t = alpha B  ->  t^T X^T = alpha B^T
        y = _T(_solve_tri(_T(t), _T(b)))
    else:
        y = _solve_tri(t, b)
    return (a.alpha * y).astype(b.dtype)


def _trsm_grad(ctx, a, inputs, outputs, out_grads):
    x, b = inputs
    out = outputs[0]
    g = first_out_grad(np, out_grads, outputs)
    t = _op(_tri(x, a.lower), a.transpose)
    if a.rightside:       # grad_B = alpha G t^-T, grad_t = -X^T G t^-T
        z = _T(_solve_tri(t, _T(g)))
        db, dt = a.alpha * z, -np.matmul(_T(out), z)
    else:                 # grad_B = alpha t^-T G, grad_t = -t^-T G X^T
        z = _solve_tri(_T(t), g)
        db, dt = a.alpha * z, -np.matmul(z, _T(out))
    dx = _tri(_op(dt, a.transpose), a.lower)
    return dx.astype(x.dtype), db.astype(b.dtype)


_TRI_ATTRS = (Attr("transpose", Bool, False), Attr("rightside", Bool, False),
              Attr("lower", Bool, True), Attr("alpha", Float, 1.0))
_reg("trmm", _trmm, _tri_shape("trmm"), inputs=("A", "B"), attrs=_TRI_ATTRS, grad=_trmm_grad,
     doc="alpha * op(A) B (B op(A) with rightside), A triangular")
_reg("trsm", _trsm, _tri_shape("trsm"), inputs=("A", "B"), attrs=_TRI_ATTRS, grad=_trsm_grad,
     doc="solves op(A) X = alpha B (X op(A) = alpha B with rightside), A triangular")


# --------------------------------------------------------------------------
# Cholesky: potrf, potri; sumlogdiag; inverse, det, slogdet
# --------------------------------------------------------------------------

def _square_shape(op):
    def infer(a, s):
        _check(op, s, square=True)
        return tuple(s)
    return infer


def _potrf(ctx, a, x):
    try:
        return np.linalg.cholesky(x).astype(x.dtype)
    except np.linalg.LinAlgError as e:
        raise OpError(f"linalg.potrf: the matrix is not positive definite ({e})") from None


def _copy_lower_to_upper(m):
    low = np.tril(m)
    return low + _T(np.tril(m, -1))


def _potrf_grad(ctx, a, inputs, outputs, out_grads):
    # MXNet: dA = 0.5 * L^-T copyLTU(L^T dL) L^-1
    low = outputs[0]
    g = first_out_grad(np, out_grads, outputs)
    m = _copy_lower_to_upper(np.matmul(_T(low), g))
    left = np.linalg.solve(_T(low), m)                  # L^-T M
    da = 0.5 * _T(np.linalg.solve(_T(low), _T(left)))   # (L^-T (L^-T M)^T)^T = L^-T M L^-1
    return (da.astype(inputs[0].dtype),)


def _potri(ctx, a, x):
    low = np.tril(x)
    inv = np.linalg.inv(low)
    return np.matmul(_T(inv), inv).astype(x.dtype)


def _potri_grad(ctx, a, inputs, outputs, out_grads):
    # A = (L L^T)^-1: dL = -tril(A (G + G^T) L^-T)
    low = np.tril(inputs[0])
    out = outputs[0]
    g = first_out_grad(np, out_grads, outputs)
    m = np.matmul(out, g + _T(g))
    dl = -np.tril(_T(np.linalg.solve(low, _T(m))))
    return (dl.astype(inputs[0].dtype),)


def _diag_shape_drop(op):
    # one value per matrix; a single matrix gives shape (1,), as MXNet
    def infer(a, s):
        _check(op, s, square=True)
        return tuple(s[:-2]) or (1,)
    return infer


def _per_matrix(x, values):
    return values.reshape(x.shape[:-2] or (1,)).astype(x.dtype)


def _sumlogdiag(ctx, a, x):
    return _per_matrix(x, np.log(np.diagonal(x, axis1=-2, axis2=-1)).sum(axis=-1))


def _sumlogdiag_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    g = first_out_grad(np, out_grads, outputs)
    d = np.diagonal(x, axis1=-2, axis2=-1)
    g = g.reshape(x.shape[:-2])
    return ((np.eye(x.shape[-1], dtype=x.dtype) * (g[..., None] / d)[..., None, :])
            .astype(x.dtype),)


def _inverse(ctx, a, x):
    return np.linalg.inv(x).astype(x.dtype)


def _inverse_grad(ctx, a, inputs, outputs, out_grads):
    inv = outputs[0]
    g = first_out_grad(np, out_grads, outputs)
    return ((-np.matmul(np.matmul(_T(inv), g), _T(inv))).astype(inputs[0].dtype),)


def _det(ctx, a, x):
    return _per_matrix(x, np.linalg.det(x))


def _det_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    g = first_out_grad(np, out_grads, outputs)
    scale = (g * outputs[0]).reshape(x.shape[:-2])
    da = scale[..., None, None] * _T(np.linalg.inv(x))
    return (da.astype(x.dtype),)


def _slogdet(ctx, a, x):
    sign, logdet = np.linalg.slogdet(x)
    return _per_matrix(x, sign), _per_matrix(x, logdet)


def _slogdet_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    g = out_grads[1] if len(out_grads) > 1 and out_grads[1] is not None \
        else np.zeros(x.shape[:-2], x.dtype)
    g = g.reshape(x.shape[:-2])
    return ((g[..., None, None] * _T(np.linalg.inv(x))).astype(x.dtype),)


_reg("potrf", _potrf, _square_shape("potrf"), grad=_potrf_grad,
     doc="Cholesky factor L (lower) of a symmetric positive definite A = L L^T")
_reg("potri", _potri, _square_shape("potri"), grad=_potri_grad,
     doc="(L L^T)^-1 from a Cholesky factor L")
_reg("sumlogdiag", _sumlogdiag, _diag_shape_drop("sumlogdiag"), grad=_sumlogdiag_grad,
     doc="sum of the logarithms of the diagonal")
_reg("inverse", _inverse, _square_shape("inverse"), grad=_inverse_grad, doc="matrix inverse")
# MXNet's det and slogdet keep the LU factors and the pivots as hidden outputs
_reg("det", _det, _diag_shape_drop("det"), grad=_det_grad, mxnet_outputs=3, doc="determinant")
_reg("slogdet", _slogdet, lambda a, s: [_diag_shape_drop("slogdet")(a, s)] * 2,
     grad=_slogdet_grad, num_outputs=2, mxnet_outputs=4, doc="sign and log of the absolute determinant")


# --------------------------------------------------------------------------
# diagonals and triangles: extractdiag, makediag, extracttrian, maketrian
# --------------------------------------------------------------------------

def _extractdiag_shape(a, s):
    _check("extractdiag", s, square=True)
    n = s[-1] - abs(a.offset)
    if n <= 0:
        raise OpError(f"linalg.extractdiag: offset {a.offset} is out of range for {tuple(s)}")
    return tuple(s[:-2]) + (n,)


def _extractdiag(ctx, a, x):
    return np.diagonal(x, offset=a.offset, axis1=-2, axis2=-1).copy()


def _makediag_shape(a, s):
    if len(s) < 1:
        raise OpError("linalg.makediag: A must have at least 1 dimension")
    n = s[-1] + abs(a.offset)
    return tuple(s[:-1]) + (n, n)


def _place_diag(v, offset):
    n = v.shape[-1] + abs(offset)
    out = np.zeros(v.shape[:-1] + (n, n), v.dtype)
    i = np.arange(v.shape[-1])
    rows, cols = (i, i + offset) if offset >= 0 else (i - offset, i)
    out[..., rows, cols] = v
    return out


def _makediag(ctx, a, v):
    return _place_diag(v, a.offset)


def _extractdiag_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    g = first_out_grad(np, out_grads, outputs)
    out = np.zeros_like(x)
    i = np.arange(g.shape[-1])
    rows, cols = (i, i + a.offset) if a.offset >= 0 else (i - a.offset, i)
    out[..., rows, cols] = g
    return (out,)


def _makediag_grad(ctx, a, inputs, outputs, out_grads):
    g = first_out_grad(np, out_grads, outputs)
    return (np.diagonal(g, offset=a.offset, axis1=-2, axis2=-1).astype(inputs[0].dtype),)


def _trian_positions(n, offset, lower):
    """Row and column indices of the packed triangle, in MXNet's order."""
    if offset == 0 and not lower or offset > 0:
        r, c = _trian_positions(n, -offset, True)
        return c, r
    rows, cols = np.tril_indices(n, offset)
    return rows, cols


def _extracttrian_shape(a, s):
    _check("extracttrian", s, square=True)
    n = s[-1] - abs(a.offset)
    if n <= 0:
        raise OpError(f"linalg.extracttrian: offset {a.offset} is out of range for {tuple(s)}")
    return tuple(s[:-2]) + (n * (n + 1) // 2,)


def _extracttrian(ctx, a, x):
    r, c = _trian_positions(x.shape[-1], a.offset, a.lower)
    return x[..., r, c]


def _extracttrian_grad(ctx, a, inputs, outputs, out_grads):
    x = inputs[0]
    g = first_out_grad(np, out_grads, outputs)
    out = np.zeros_like(x)
    r, c = _trian_positions(x.shape[-1], a.offset, a.lower)
    out[..., r, c] = g
    return (out,)


def _trian_size(length):
    m = int((np.sqrt(8 * length + 1) - 1) // 2)
    if m * (m + 1) // 2 != length:
        raise OpError(f"linalg.maketrian: {length} is not a triangular number")
    return m


def _maketrian_shape(a, s):
    if len(s) < 1:
        raise OpError("linalg.maketrian: A must have at least 1 dimension")
    n = _trian_size(s[-1]) + abs(a.offset)
    return tuple(s[:-1]) + (n, n)


def _maketrian(ctx, a, v):
    n = _trian_size(v.shape[-1]) + abs(a.offset)
    out = np.zeros(v.shape[:-1] + (n, n), v.dtype)
    r, c = _trian_positions(n, a.offset, a.lower)
    out[..., r, c] = v
    return out


def _maketrian_grad(ctx, a, inputs, outputs, out_grads):
    g = first_out_grad(np, out_grads, outputs)
    r, c = _trian_positions(g.shape[-1], a.offset, a.lower)
    return (g[..., r, c].astype(inputs[0].dtype),)


_reg("extractdiag", _extractdiag, _extractdiag_shape, attrs=(Attr("offset", Int, 0),),
     grad=_extractdiag_grad, doc="the (offset) diagonal of each matrix")
_reg("makediag", _makediag, _makediag_shape, attrs=(Attr("offset", Int, 0),),
     grad=_makediag_grad, doc="square matrices with the vectors on their (offset) diagonal")
_reg("extracttrian", _extracttrian, _extracttrian_shape,
     attrs=(Attr("offset", Int, 0), Attr("lower", Bool, True)), grad=_extracttrian_grad,
     doc="a triangle of each matrix, packed")
_reg("maketrian", _maketrian, _maketrian_shape,
     attrs=(Attr("offset", Int, 0), Attr("lower", Bool, True)), grad=_maketrian_grad,
     doc="triangular matrices from packed triangles")


# --------------------------------------------------------------------------
# factorizations without a gradient here: gelqf, syevd
# --------------------------------------------------------------------------

def _gelqf_shape(a, s):
    _check("gelqf", s)
    if s[-2] > s[-1]:
        raise OpError(f"linalg.gelqf: A {tuple(s)} must have no more rows than columns")
    return [tuple(s), tuple(s[:-1]) + (s[-2],)]


def _gelqf(ctx, a, x):
    # LQ of A is the transpose of LAPACK's QR of A^T, signs included
    q, r = np.linalg.qr(_T(x))
    return _T(q).astype(x.dtype), _T(r).astype(x.dtype)


def _syevd_shape(a, s):
    _check("syevd", s, square=True)
    return [tuple(s), tuple(s[:-1])]


def _syevd(ctx, a, x):
    w, v = np.linalg.eigh(x)
    u = _T(v)
    big = np.take_along_axis(u, np.abs(u).argmax(axis=-1)[..., None], axis=-1)
    u = np.where(big < 0, -u, u)
    return u.astype(x.dtype), w.astype(x.dtype)


_reg("gelqf", _gelqf, _gelqf_shape, num_outputs=2, doc="LQ factorization: A = L Q")
# MXNet 1.9.1 has no top-level linalg_syevd
_reg("syevd", _syevd, _syevd_shape, num_outputs=2, top_level=False,
     doc="symmetric eigendecomposition: U A = diag(L) U, eigenvalues ascending")


# --------------------------------------------------------------------------
# khatri_rao (MXNet's contrib krprod, exposed at the top level)
# --------------------------------------------------------------------------

def _khatri_rao_shape(a, *shapes):
    if not shapes:
        raise OpError("khatri_rao needs at least one input")
    if a.num_args is not None and a.num_args != len(shapes):
        raise OpError(f"khatri_rao: num_args={a.num_args} but {len(shapes)} inputs were given")
    for s in shapes:
        if len(s) != 2:
            raise OpError(f"khatri_rao: every input must be a matrix, got {tuple(s)}")
    cols = {s[1] for s in shapes}
    if len(cols) != 1:
        raise OpError(f"khatri_rao: the inputs' column counts differ: {sorted(cols)}")
    rows = 1
    for s in shapes:
        rows *= s[0]
    return (rows, shapes[0][1])


def _khatri_rao(ctx, a, *xs):
    out = xs[0]
    for x in xs[1:]:
        # column-wise Kronecker product: row index i1 * rows(x) + i2
        out = (out[:, None, :] * x[None, :, :]).reshape(-1, x.shape[1])
    return out.astype(xs[0].dtype, copy=True)


register(Op(
    name="khatri_rao", inputs=VARIADIC, attrs=(Attr("num_args", OptInt, None),),
    kernel=_khatri_rao, infer_shape=_khatri_rao_shape,
    doc="column-wise Kronecker product of matrices (no gradient, as in MXNet)",
))
