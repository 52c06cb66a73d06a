"""MXNet 1.9.1's optimizer update operators: ``nd.sgd_update``, ``sgd_mom_update``,
``nag_mom_update``, ``adam_update``, ``rmsprop_update``, ``rmspropalex_update``,
``signsgd_update``, ``signum_update``, ``ftrl_update``, ``ftml_update``, the ``mp_`` forms (a
float16 weight updated through its float32 master copy), the ``multi_`` and
``preloaded_multi_`` SGD forms, ``multi_lars`` (LARS' layer-wise learning rates), and the helpers
of mixed-precision training: ``all_finite``, ``multi_all_finite``, ``multi_sum_sq``,
``reset_arrays``.

Custom optimizers and training loops written for MXNet call these directly (``mx.optimizer``'s
own classes are built on them).  They work in place, as MXNet's kernels do: the states (``mom``,
``mean``/``var``, ``n``, ``z``, ``weight32`` ...) are overwritten, and the new weight goes to
``out`` (usually the weight itself) or, without ``out``, to a new array that is returned.
Arithmetic is the kernel's: float32 (the ``mp_`` forms compute on the master copy), attributes
rounded to float32 first and combined in the kernel's order, gradients clipped only when
``clip_gradient >= 0``.  Checked against real MXNet 1.9.1 (tests/fixtures/mxnet/updates.npz,
made by bench/mxnet_update_fixtures.py).  Not recorded by autograd (optimizer steps never are);
NDArray only (MXNet's symbol forms mutate their inputs, which a traced graph cannot express).
"""
from __future__ import annotations

import math

import numpy as np

from .ndarray import NDArray

__all__ = ["sgd_update", "sgd_mom_update", "mp_sgd_update", "mp_sgd_mom_update",
           "nag_mom_update", "mp_nag_mom_update", "adam_update", "rmsprop_update",
           "rmspropalex_update", "signsgd_update", "signum_update", "ftrl_update",
           "ftml_update", "lamb_update_phase1", "lamb_update_phase2", "mp_lamb_update_phase1",
           "mp_lamb_update_phase2", "multi_sgd_update", "multi_sgd_mom_update",
           "multi_mp_sgd_update", "multi_mp_sgd_mom_update", "preloaded_multi_sgd_update",
           "preloaded_multi_sgd_mom_update", "preloaded_multi_mp_sgd_update",
           "preloaded_multi_mp_sgd_mom_update", "all_finite", "multi_all_finite",
           "multi_sum_sq", "multi_lars", "reset_arrays"]

_F = np.float32


def scale_of(rescale_grad) -> float:
    """``rescale_grad`` given as a number or a one-element NDArray (GluonNLP passes one)."""
    if isinstance(rescale_grad, NDArray):
        return float(rescale_grad.asnumpy().reshape(-1)[0])
    return float(rescale_grad)


def write_out(out, weight, value):
    """The new weight into ``out``; without ``out``, into a new array (the weight is kept)."""
    if out is None:
        return NDArray(value.astype(weight._data.dtype), weight.context)
    if out._data is not value:
        out._data[...] = value.astype(out._data.dtype, copy=False)
    return out


def outs_of(out, n):
    if out is None:
        return [None] * n
    return list(out) if isinstance(out, (list, tuple)) else [out]


def rescaled(xp, grad, rescale_grad, clip_gradient, wd=0.0, w=None, T=None):
    """``clip(rescale_grad * grad [+ wd * w])`` in the weight's dtype, as the kernels compute
    it: attributes rounded to that dtype, clipping only for ``clip_gradient >= 0``."""
    T = T or (w.dtype.type if w is not None else grad.dtype.type)
    g = T(rescale_grad) * grad.astype(T, copy=False)
    if w is not None:
        g = g + T(wd) * w
    if clip_gradient >= 0:
        g = xp.clip(g, -T(clip_gradient), T(clip_gradient))
    return g


def _master(weight, weight32):
    return weight32._data if weight32 is not None else weight._data


def _dst(out, weight, w):
    """Where a step writes the new weight: the master buffer itself when the new weight goes
    there anyway (``out=weight``), else a new buffer."""
    return w if out is weight else w.copy()


# ------------------------------------------------------------------ SGD, NAG: the step kernels
# Each step computes in ``w``'s dtype (MXNet's DType; the mp_ forms pass the float32 master),
# updates its states in place and writes the new weight into ``dst`` (which may be ``w``):
# mx.optimizer's classes call the same steps with ``dst=w``.

def _lr_step(xp, grad, lr_, rescale_grad, clip_gradient, T):
    """The SGD kernels' ``lr * clip(rescale_grad * g)``, grouped ``(lr * rescale_grad) * g``
    when unclipped."""
    if clip_gradient >= 0:
        return lr_ * rescaled(xp, grad, rescale_grad, clip_gradient, T=T)
    return (lr_ * T(rescale_grad)) * grad.astype(T, copy=False)


def sgd_step(xp, w, grad, lr, wd, rescale_grad, clip_gradient, dst, multi=False):
    """SGDKernel: ``(1 - lr * wd) * w - lr * clip(rescale_grad * g)``; unclipped, the kernel
    groups ``(lr * rescale_grad) * g``.  The multi-tensor kernel (``multi=True``; MXNet's SGD
    optimizer runs it even for one parameter) computes ``w - (that + (lr * wd) * w)``, which
    rounds differently (measured)."""
    T = w.dtype.type
    lr_ = T(lr)
    step = _lr_step(xp, grad, lr_, rescale_grad, clip_gradient, T)
    if multi:
        dst[...] = w - (step + (lr_ * T(wd)) * w)
    else:
        dst[...] = (T(1) - lr_ * T(wd)) * w - step
    return dst


def sgd_mom_step(xp, w, grad, mom, lr, momentum, wd, rescale_grad, clip_gradient, dst):
    """SGDMomKernel: ``mom = momentum * mom - lr * wd * w - lr * clip(rescale_grad * g)``,
    then ``w + mom`` (in place, the kernel's order of operations)."""
    T = w.dtype.type
    lr_ = T(lr)
    step = _lr_step(xp, grad, lr_, rescale_grad, clip_gradient, T)
    mom *= T(momentum)
    mom -= (lr_ * T(wd)) * w
    mom -= step
    xp.add(w, mom, out=dst)
    return dst


def nag_mom_step(xp, w, grad, mom, lr, momentum, wd, rescale_grad, clip_gradient, dst):
    """NAGMomKernel: with ``g = clip(rescale_grad * grad)`` and ``m = momentum * mom``, the
    new weight is ``w - m + (momentum + 1) * (m - lr * (g + wd * w))``; then ``mom =
    momentum * mom - lr * (g + wd * w)`` is written reading ``w`` again, and where the new
    weight went into ``w``'s own buffer (``dst is w``: ``out=weight``, and the mp_ forms'
    master copy) it reads the new weight (measured: w=1, g=0, mom=0, lr=0.1, momentum=0.9,
    wd=0.01 gives mom -0.0009981 with ``out=weight``)."""
    T = w.dtype.type
    g = rescaled(xp, grad, rescale_grad, clip_gradient, T=T)
    lr_, m, wd_ = T(lr), T(momentum), T(wd)
    step = lr_ * (g + wd_ * w)
    kept = m * mom
    dst[...] = w - kept + (m + T(1)) * (kept - step)
    mom[...] = kept - lr_ * (g + wd_ * dst) if dst is w else kept - step
    return dst


def sgd_update(weight, grad, lr, wd=0.0, rescale_grad=1.0, clip_gradient=-1.0, lazy_update=True,
               out=None, name=None):
    w = weight._data
    new = sgd_step(weight.context.xp, w, grad._data, lr, wd, scale_of(rescale_grad),
                   clip_gradient, _dst(out, weight, w))
    return write_out(out, weight, new)


def sgd_mom_update(weight, grad, mom, lr, momentum=0.0, wd=0.0, rescale_grad=1.0,
                   clip_gradient=-1.0, lazy_update=True, out=None, name=None):
    w = weight._data
    new = sgd_mom_step(weight.context.xp, w, grad._data, mom._data, lr, momentum, wd,
                       scale_of(rescale_grad), clip_gradient, _dst(out, weight, w))
    return write_out(out, weight, new)


def nag_mom_update(weight, grad, mom, lr, momentum=0.0, wd=0.0, rescale_grad=1.0,
                   clip_gradient=-1.0, out=None, name=None):
    w = weight._data
    new = nag_mom_step(weight.context.xp, w, grad._data, mom._data, lr, momentum, wd,
                       scale_of(rescale_grad), clip_gradient, _dst(out, weight, w))
    return write_out(out, weight, new)


def _mp(step, weight, grad, weight32, out, *states_and_attrs):
    """The mp_ forms: the step runs on the float32 master copy (updated in place), and the
    new weight is written, rounded, to ``out``."""
    w32 = weight32._data
    new = step(weight.context.xp, w32, grad._data, *states_and_attrs, w32)
    return write_out(out, weight, new)


def mp_sgd_update(weight, grad, weight32, lr, wd=0.0, rescale_grad=1.0, clip_gradient=-1.0,
                  lazy_update=True, out=None, name=None):
    return _mp(sgd_step, weight, grad, weight32, out, lr, wd, scale_of(rescale_grad),
               clip_gradient)


def mp_sgd_mom_update(weight, grad, mom, weight32, lr, momentum=0.0, wd=0.0, rescale_grad=1.0,
                      clip_gradient=-1.0, lazy_update=True, out=None, name=None):
    return _mp(sgd_mom_step, weight, grad, weight32, out, mom._data, lr, momentum, wd,
               scale_of(rescale_grad), clip_gradient)


def mp_nag_mom_update(weight, grad, mom, weight32, lr, momentum=0.0, wd=0.0, rescale_grad=1.0,
                      clip_gradient=-1.0, out=None, name=None):
    return _mp(nag_mom_step, weight, grad, weight32, out, mom._data, lr, momentum, wd,
               scale_of(rescale_grad), clip_gradient)


# ------------------------------------------------------------------ adaptive methods

def adam_step(xp, w, grad, mean, var, lr, beta1, beta2, epsilon, wd, rescale_grad,
              clip_gradient, dst):
    """AdamUpdateKernel: ``g = clip(rescale_grad * grad + wd * w)``; running ``mean``/``var``;
    ``w - lr * mean / (sqrt(var) + epsilon)`` (no bias correction: MXNet's Adam folds it into
    ``lr``)."""
    T = w.dtype.type
    g = rescaled(xp, grad, rescale_grad, clip_gradient, wd, w)
    b1, b2 = T(beta1), T(beta2)
    mean[...] = b1 * mean + (T(1) - b1) * g
    var[...] = b2 * var + (T(1) - b2) * (g * g)
    dst[...] = w - T(lr) * mean / (xp.sqrt(var) + T(epsilon))
    return dst


def adam_update(weight, grad, mean, var, lr, beta1=0.9, beta2=0.999, epsilon=1e-8, wd=0.0,
                rescale_grad=1.0, clip_gradient=-1.0, lazy_update=True, out=None, name=None):
    w = weight._data
    new = adam_step(weight.context.xp, w, grad._data, mean._data, var._data, lr, beta1, beta2,
                    epsilon, wd, scale_of(rescale_grad), clip_gradient, _dst(out, weight, w))
    return write_out(out, weight, new)


def _clip_weights(xp, w, clip_weights):
    if clip_weights >= 0:
        T = w.dtype.type
        return xp.clip(w, -T(clip_weights), T(clip_weights))
    return w


def rmsprop_step(xp, w, grad, n, lr, gamma1, epsilon, wd, rescale_grad, clip_gradient,
                 clip_weights, dst):
    """RMSPropUpdateKernel: ``n = (1 - gamma1) g^2 + gamma1 n``; ``w - lr g / sqrt(n +
    epsilon)``, clipped to ``clip_weights`` when that is >= 0."""
    T = w.dtype.type
    g = rescaled(xp, grad, rescale_grad, clip_gradient, wd, w)
    g1 = T(gamma1)
    n[...] = (T(1) - g1) * (g * g) + g1 * n
    dst[...] = _clip_weights(xp, w - T(lr) * (g / xp.sqrt(n + T(epsilon))), clip_weights)
    return dst


def rmspropalex_step(xp, w, grad, n, g_avg, delta, lr, gamma1, gamma2, epsilon, wd,
                     rescale_grad, clip_gradient, clip_weights, dst):
    """RMSPropAlexUpdateKernel (Graves' centred RMSProp): running ``n`` (of g^2) and ``g_avg``
    (of g); ``delta = gamma2 delta - (lr g) / sqrt(n - g_avg^2 + epsilon)`` (grouped so:
    measured over four steps); ``w + delta``."""
    T = w.dtype.type
    g = rescaled(xp, grad, rescale_grad, clip_gradient, wd, w)
    g1 = T(gamma1)
    n[...] = (T(1) - g1) * g * g + g1 * n      # (rmsprop_update squares first: measured)
    g_avg[...] = (T(1) - g1) * g + g1 * g_avg
    delta[...] = T(gamma2) * delta - T(lr) * g / xp.sqrt(n - g_avg * g_avg + T(epsilon))
    dst[...] = _clip_weights(xp, w + delta, clip_weights)
    return dst


def rmsprop_update(weight, grad, n, lr, gamma1=0.95, epsilon=1e-8, wd=0.0, rescale_grad=1.0,
                   clip_gradient=-1.0, clip_weights=-1.0, out=None, name=None):
    w = weight._data
    new = rmsprop_step(weight.context.xp, w, grad._data, n._data, lr, gamma1, epsilon, wd,
                       scale_of(rescale_grad), clip_gradient, clip_weights,
                       _dst(out, weight, w))
    return write_out(out, weight, new)


def rmspropalex_update(weight, grad, n, g, delta, lr, gamma1=0.95, gamma2=0.9, epsilon=1e-8,
                       wd=0.0, rescale_grad=1.0, clip_gradient=-1.0, clip_weights=-1.0,
                       out=None, name=None):
    w = weight._data
    new = rmspropalex_step(weight.context.xp, w, grad._data, n._data, g._data, delta._data, lr,
                           gamma1, gamma2, epsilon, wd, scale_of(rescale_grad), clip_gradient,
                           clip_weights, _dst(out, weight, w))
    return write_out(out, weight, new)


def signsgd_update(weight, grad, lr, wd=0.0, rescale_grad=1.0, clip_gradient=-1.0, out=None,
                   name=None):
    """``w = (1 - lr * wd) * w - lr * sign(g)``: the rescaling and clipping change no sign."""
    xp, w = weight.context.xp, weight._data
    T = w.dtype.type
    lr_ = T(lr)
    new = (T(1) - lr_ * T(wd)) * w - lr_ * xp.sign(grad._data.astype(T, copy=False))
    return write_out(out, weight, new)


def signum_update(weight, grad, mom, lr, momentum=0.0, wd=0.0, rescale_grad=1.0,
                  clip_gradient=-1.0, wd_lh=0.0, out=None, name=None):
    """``mom = momentum * mom - (1 - momentum) * (wd * w + clip(rescale_grad * g))``;
    ``w = (1 - lr * wd_lh) * w + lr * sign(mom)``."""
    xp, w, m = weight.context.xp, weight._data, mom._data
    T = w.dtype.type
    g = rescaled(xp, grad._data, scale_of(rescale_grad), clip_gradient, T=T)
    b = T(momentum)
    rest = T(1) - b
    m[...] = b * m - rest * T(wd) * w - rest * g
    lr_ = T(lr)
    return write_out(out, weight, (T(1) - lr_ * T(wd_lh)) * w + lr_ * xp.sign(m))


def ftrl_update(weight, grad, z, n, lr, lamda1=0.01, beta=1.0, wd=0.0, rescale_grad=1.0,
                clip_gradient=-1.0, out=None, name=None):
    """FTRL-proximal (McMahan et al.) on the accumulators ``z`` and ``n``."""
    xp, w = weight.context.xp, weight._data
    T = w.dtype.type
    g = rescaled(xp, grad._data, scale_of(rescale_grad), clip_gradient, T=T)
    lr_, l1 = T(lr), T(lamda1)
    zd, nd_ = z._data, n._data
    zd[...] = zd + (g - (xp.sqrt(nd_ + g * g) - xp.sqrt(nd_)) * w / lr_)
    nd_[...] = nd_ + g * g
    new = ((xp.sign(zd) * l1 - zd) / ((T(beta) + xp.sqrt(nd_)) / lr_ + T(wd))
           * (xp.abs(zd) > l1))
    return write_out(out, weight, new)


def ftml_update(weight, grad, d, v, z, lr, t, beta1=0.6, beta2=0.999, epsilon=1e-8, wd=0.0,
                rescale_grad=1.0, clip_grad=-1.0, out=None, name=None):
    """FTML (Zheng & Kwok, 2017) at step ``t``: ``d``, ``v``, ``z`` updated in place."""
    xp, w = weight.context.xp, weight._data
    T = w.dtype.type
    g = rescaled(xp, grad._data, scale_of(rescale_grad), clip_grad, wd, w)
    b1, b2, lr_ = T(beta1), T(beta2), T(lr)
    v._data[...] = b2 * v._data + (T(1) - b2) * (g * g)
    d_t = ((T(1) - b1 ** int(t)) / lr_
           * (xp.sqrt(v._data / (T(1) - b2 ** int(t))) + T(epsilon)))
    z._data[...] = b1 * z._data + (T(1) - b1) * g - (d_t - b1 * d._data) * w
    d._data[...] = d_t
    return write_out(out, weight, -z._data / d_t)


# ------------------------------------------------------------------ LAMB (You et al., 2019)

def lamb_phase1_step(xp, w, grad, mean, var, t, wd, beta1, beta2, epsilon, bias_correction,
                     rescale_grad, clip_gradient, grad_dtype=None):
    """The direction ``g = mean_hat / (sqrt(var_hat) + epsilon) + wd * w`` after updating
    ``mean``/``var`` in place (``*_hat``: bias-corrected at step ``t`` when asked).  The mp_
    form rounds the rescaled gradient to the weight's dtype (``grad_dtype``) before the
    float32 moments read it (measured: rescale_grad=1/3 of a float16 1.0 gives mean
    0.1 * 0.33325195)."""
    T = w.dtype.type
    g = rescaled(xp, grad, rescale_grad, clip_gradient, T=T)
    if grad_dtype is not None:
        g = g.astype(grad_dtype).astype(T)
    b1, b2 = T(beta1), T(beta2)
    mean[...] = b1 * mean + (T(1) - b1) * g
    var[...] = b2 * var + (T(1) - b2) * g * g
    if bias_correction:
        m_hat = mean / (T(1) - b1 ** int(t))
        v_hat = var / (T(1) - b2 ** int(t))
        return m_hat / (xp.sqrt(v_hat) + T(epsilon)) + T(wd) * w
    return mean / (xp.sqrt(var) + T(epsilon)) + T(wd) * w


def lamb_phase2_step(w, g, r1, r2, lr, lower_bound, upper_bound, dst):
    """``w - lr * (r1 / r2) * g`` with r1 held to [lower_bound, upper_bound] (each bound only
    when >= 0) and the plain ``lr`` where either norm is 0."""
    T = w.dtype.type
    r1 = T(r1)
    if lower_bound >= 0:
        r1 = max(r1, T(lower_bound))
    if upper_bound >= 0:
        r1 = min(r1, T(upper_bound))
    r2 = T(r2)
    lr_ = T(lr) if r1 == 0 or r2 == 0 else T(lr) * (r1 / r2)
    dst[...] = w - lr_ * g.astype(T, copy=False)
    return dst


def _scalar(a) -> float:
    return float(a.asnumpy().reshape(-1)[0]) if isinstance(a, NDArray) else float(a)


def lamb_update_phase1(weight, grad, mean, var, t, wd, beta1=0.9, beta2=0.999, epsilon=1e-6,
                       bias_correction=True, rescale_grad=1.0, clip_gradient=-1.0, out=None,
                       name=None):
    g = lamb_phase1_step(weight.context.xp, weight._data, grad._data, mean._data, var._data, t,
                         wd, beta1, beta2, epsilon, bias_correction, scale_of(rescale_grad),
                         clip_gradient)
    return write_out(out, weight, g)


def mp_lamb_update_phase1(weight, grad, mean, var, weight32, t, wd, beta1=0.9, beta2=0.999,
                          epsilon=1e-6, bias_correction=True, rescale_grad=1.0,
                          clip_gradient=-1.0, out=None, name=None):
    """Phase 1 on the float32 master copy; the direction is float32."""
    g = lamb_phase1_step(weight.context.xp, weight32._data, grad._data, mean._data, var._data,
                         t, wd, beta1, beta2, epsilon, bias_correction, scale_of(rescale_grad),
                         clip_gradient, grad_dtype=weight._data.dtype)
    return write_out(out, weight32, g)


def lamb_update_phase2(weight, g, r1, r2, lr, lower_bound=-1.0, upper_bound=-1.0, out=None,
                       name=None):
    w = weight._data
    new = lamb_phase2_step(w, g._data, _scalar(r1), _scalar(r2), lr, lower_bound, upper_bound,
                           _dst(out, weight, w))
    return write_out(out, weight, new)


def mp_lamb_update_phase2(weight, g, r1, r2, weight32, lr, lower_bound=-1.0, upper_bound=-1.0,
                          out=None, name=None):
    """The new weight from the master copy, rounded into ``out``; MXNet 1.9.1 leaves
    ``weight32`` itself as it was (measured), so the master copy does not advance."""
    w32 = weight32._data
    new = lamb_phase2_step(w32, g._data, _scalar(r1), _scalar(r2), lr, lower_bound,
                           upper_bound, w32.copy())
    return write_out(out, weight, new)


# ------------------------------------------------------------------ multi-tensor forms

def _groups(data, per, num_weights):
    data = list(data)
    if len(data) < per * num_weights:
        raise ValueError(f"expected {per * num_weights} arrays ({per} per weight for "
                         f"num_weights={num_weights}), got {len(data)}")
    return [data[k * per:(k + 1) * per] for k in range(num_weights)]


def _preloaded(data, per, num_weights):
    """The preloaded forms take ``lrs`` and ``wds`` as the last two arrays."""
    data = list(data)
    lrs, wds = data[-2].asnumpy().reshape(-1), data[-1].asnumpy().reshape(-1)
    return data[:-2], [float(x) for x in lrs[:num_weights]], [float(x) for x in wds[:num_weights]]


def _multi_form(single, per, name):
    """``multi_<single>(*data, lrs, wds, num_weights, ...)``: ``data`` holds ``per`` arrays
    for each weight (weight, grad, states...), each updated by ``single`` with its lr/wd."""
    def update(*data, lrs, wds, num_weights=1, out=None, name=None, **attrs):
        outs = outs_of(out, num_weights)
        return [single(*arrays, lr=lrs[k], wd=wds[k], out=outs[k], **attrs)
                for k, arrays in enumerate(_groups(data, per, num_weights))]
    update.__name__ = update.__qualname__ = name
    return update


def _preloaded_form(multi, per, name):
    """``preloaded_multi_*``: the multi form with ``lrs`` and ``wds`` as the last two arrays."""
    def update(*data, num_weights=1, out=None, name=None, **attrs):
        arrays, lrs, wds = _preloaded(data, per, num_weights)
        return multi(*arrays, lrs=lrs, wds=wds, num_weights=num_weights, out=out, **attrs)
    update.__name__ = update.__qualname__ = name
    return update


def _multi_sgd(weight, grad, *weight32, lr, wd, rescale_grad=1.0, clip_gradient=-1.0,
               out=None):
    """One weight of multi_sgd_update / multi_mp_sgd_update (the multi kernel's rounding)."""
    w = _master(weight, weight32[0] if weight32 else None)
    dst = w if weight32 else _dst(out, weight, w)
    new = sgd_step(weight.context.xp, w, grad._data, lr, wd, scale_of(rescale_grad),
                   clip_gradient, dst, multi=True)
    return write_out(out, weight, new)


# (weight, grad[, mom][, weight32]) per weight
multi_sgd_update = _multi_form(_multi_sgd, 2, "multi_sgd_update")
multi_sgd_mom_update = _multi_form(sgd_mom_update, 3, "multi_sgd_mom_update")
multi_mp_sgd_update = _multi_form(_multi_sgd, 3, "multi_mp_sgd_update")
multi_mp_sgd_mom_update = _multi_form(mp_sgd_mom_update, 4, "multi_mp_sgd_mom_update")
preloaded_multi_sgd_update = _preloaded_form(multi_sgd_update, 2, "preloaded_multi_sgd_update")
preloaded_multi_sgd_mom_update = _preloaded_form(multi_sgd_mom_update, 3,
                                                 "preloaded_multi_sgd_mom_update")
preloaded_multi_mp_sgd_update = _preloaded_form(multi_mp_sgd_update, 3,
                                                "preloaded_multi_mp_sgd_update")
preloaded_multi_mp_sgd_mom_update = _preloaded_form(multi_mp_sgd_mom_update, 4,
                                                    "preloaded_multi_mp_sgd_mom_update")


# ------------------------------------------------------------------ mixed-precision helpers

def _flag(arrays, init_output, out):
    """(1,) float32: 1 when every element of every array is finite.  ``init_output=False``
    only ever clears the flag ``out`` already holds (MXNet's loss scaler chains calls)."""
    first = arrays[0]
    xp = first.context.xp
    finite = all(bool(xp.isfinite(a._data).all()) for a in arrays)
    target = out if out is not None else NDArray(xp.zeros((1,), _F), first.context)
    if init_output:
        target._data[...] = 1
    if not finite:
        target._data[...] = 0
    return target


def all_finite(data, init_output=True, out=None, name=None):
    return _flag([data], init_output, out)


def multi_all_finite(*data, num_arrays=1, init_output=True, out=None, name=None):
    return _flag(list(data)[:num_arrays], init_output, out)


def multi_sum_sq(*data, num_arrays, out=None, name=None):
    """(num_arrays,) float32: each array's sum of squares (MXNet wants one dtype for all); a
    square is rounded to the array's dtype before the float32 sum (measured on float16)."""
    arrays = list(data)[:num_arrays]
    dtypes = {a._data.dtype for a in arrays}
    if len(dtypes) > 1:
        raise TypeError(f"multi_sum_sq: this layer requires uniform type, got "
                        f"{sorted(str(d) for d in dtypes)}")
    xp = arrays[0].context.xp
    # accumulated one element after another in float32, as MXNet's CPU kernel (measured on
    # 100,000 elements: 897005.4, where a pairwise or float64 sum gives 897020.06)
    sums = xp.asarray([float(xp.cumsum(xp.square(a._data).astype(_F).reshape(-1), dtype=_F)[-1])
                       if a.size else 0.0 for a in arrays], dtype=_F)
    if out is None:
        return NDArray(sums, arrays[0].context)
    out._data[...] = sums
    return out


def multi_lars(lrs, weights_sum_sq, grads_sum_sq, wds, eta, eps, rescale_grad=1.0, out=None,
               name=None):
    """LARS' learning rates (float32, one per weight): ``lr * eta * ||w|| / (||g|| *
    rescale_grad + wd * ||w|| + eps)`` from the sums of squares, or ``lr`` where either sum is
    0; computed in float32 in the kernel's order."""
    arrays = [a._data for a in (lrs, weights_sum_sq, grads_sum_sq, wds)]
    if any(a.dtype != _F for a in arrays):
        raise TypeError("multi_lars: MultiLARS only support float")
    xp = lrs.context.xp
    lr, w_sq, g_sq, wd = (a.reshape(-1) for a in arrays)
    w_norm = xp.sqrt(w_sq)
    with np.errstate(divide="ignore", invalid="ignore"):
        scaled = lr * _F(eta) * w_norm / (xp.sqrt(g_sq) * _F(rescale_grad) + wd * w_norm
                                          + _F(eps))
    value = xp.where((w_norm > 0) & (g_sq > 0), scaled, lr).astype(_F).reshape(lrs.shape)
    if out is None:
        return NDArray(value, lrs.context)
    out._data[...] = value
    return out


def reset_arrays(*data, num_arrays, name=None):
    """Zero each array in place (MXNet's Trainer clears aggregated gradients with it)."""
    for a in list(data)[:num_arrays]:
        a._data[...] = 0
    return []


def is_finite_scale(scale: float) -> bool:
    return scale != 0 and math.isfinite(scale)
