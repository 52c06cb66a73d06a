"""``nd.contrib.adamw_update`` / ``mp_adamw_update`` / ``multi_adamw_update`` /
``multi_mp_adamw_update``: MXNet 1.9.1's fused AdamW steps (GluonNLP's BERTAdam calls them);
``multi_lamb_update`` / ``multi_mp_lamb_update``: the LAMB steps MXNet's LAMB optimizer runs.

They update in place, as MXNet's kernels do: ``mean``/``var`` (and ``weight32``, the float32
master copy of a float16 weight, for the ``mp_`` forms) are overwritten, and the new weight is
written to ``out`` (usually the weight itself)::

    g = clip(rescale_grad * grad, clip_gradient)     # no clipping when clip_gradient < 0
    mean = beta1 * mean + (1 - beta1) * g
    var = beta2 * var + (1 - beta2) * g * g
    w = w - eta * (lr * mean / (sqrt(var) + epsilon) + wd * w)

When ``rescale_grad`` (a number or a one-element NDArray) is 0, NaN or infinite the step is
skipped (weights and states unchanged), as in MXNet.  Like MXNet 1.9.1's kernel,
``adamw_update`` also leaves the rescaled, clipped gradient in ``grad`` (``mp_adamw_update``
does not).  Not recorded by autograd (optimizer steps never are).
"""
from __future__ import annotations

import numpy as np

from .nd_updates import (is_finite_scale, lamb_phase1_step, lamb_phase2_step, outs_of, scale_of,
                         write_out)

__all__ = ["adamw_update", "mp_adamw_update", "multi_adamw_update", "multi_mp_adamw_update",
           "multi_lamb_update", "multi_mp_lamb_update"]


def _step(xp, w, grad, mean, var, scale, lr, eta, beta1, beta2, epsilon, wd, clip_gradient,
          write_grad=False, fused=False):
    """One AdamW step on xp arrays (float32 math): updates mean/var in place, returns new w."""
    g = grad.astype(np.float32) * np.float32(scale)
    if clip_gradient >= 0:
        g = xp.clip(g, -clip_gradient, clip_gradient)
    if write_grad:
        grad[...] = g
    # float32 with MXNet's roundings (measured bit for bit against MXNet 1.9.1): 1 - beta is
    # taken after rounding beta to float32, and the multi-tensor kernels (built with fast math)
    # evaluate beta * m + (1 - beta) * g as g + beta * (m - g)
    b1, b2 = np.float32(beta1), np.float32(beta2)
    g2 = g * g
    if fused:
        mean[...] = b1 * (mean - g) + g
        var[...] = b2 * (var - g2) + g2
    else:
        mean[...] = b1 * mean + (np.float32(1) - b1) * g
        var[...] = b2 * var + (np.float32(1) - b2) * g2
    w32 = w.astype(np.float32)
    return w32 - np.float32(eta) * (np.float32(lr) * mean / (xp.sqrt(var) + np.float32(epsilon))
                                    + np.float32(wd) * w32)


def adamw_update(weight, grad, mean, var, rescale_grad, lr, eta, beta1=0.9, beta2=0.999,
                 epsilon=1e-8, wd=0, clip_gradient=-1, out=None, name=None, _fused=False,
                 **kwargs):
    scale = scale_of(rescale_grad)
    if not is_finite_scale(scale):
        return write_out(out, weight, weight._data)
    # MXNet 1.9.1's kernel leaves the rescaled, clipped gradient in ``grad`` (measured; the
    # mixed-precision form does not)
    new = _step(weight.context.xp, weight._data, grad._data, mean._data, var._data, scale, lr,
                eta, beta1, beta2, epsilon, wd, clip_gradient, write_grad=not _fused,
                fused=_fused)
    return write_out(out, weight, new)


def mp_adamw_update(weight, grad, mean, var, weight32, rescale_grad, lr, eta, beta1=0.9,
                    beta2=0.999, epsilon=1e-8, wd=0, clip_gradient=-1, out=None, name=None,
                    _fused=False, **kwargs):
    scale = scale_of(rescale_grad)
    if not is_finite_scale(scale):
        return write_out(out, weight, weight._data)
    new = _step(weight.context.xp, weight32._data, grad._data, mean._data, var._data, scale, lr,
                eta, beta1, beta2, epsilon, wd, clip_gradient, fused=_fused)
    weight32._data[...] = new
    return write_out(out, weight, new)


def multi_adamw_update(weights, grads, mean, var, rescale_grad, lrs, wds, etas, out=None,
                       name=None, size=0, beta1=0.9, beta2=0.999, epsilon=1e-8,
                       clip_gradient=-1, **kwargs):
    size = size or len(weights)
    outs = outs_of(out, size)
    return [adamw_update(weights[i], grads[i], mean[i], var[i], rescale_grad, lrs[i], etas[i],
                         beta1, beta2, epsilon, wds[i], clip_gradient, out=outs[i], _fused=True)
            for i in range(size)]


def multi_mp_adamw_update(weights, grads, mean, var, weights32, rescale_grad, lrs, wds, etas,
                          out=None, name=None, size=0, beta1=0.9, beta2=0.999, epsilon=1e-8,
                          clip_gradient=-1, **kwargs):
    size = size or len(weights)
    outs = outs_of(out, size)
    return [mp_adamw_update(weights[i], grads[i], mean[i], var[i], weights32[i], rescale_grad,
                            lrs[i], etas[i], beta1, beta2, epsilon, wds[i], clip_gradient,
                            out=outs[i], _fused=True)
            for i in range(size)]


def multi_lamb_update(weights, grads, mean, var, step_count, lrs, wds, out=None, num_tensors=0,
                      beta1=0.9, beta2=0.999, epsilon=1e-6, rescale_grad=1.0, lower_bound=-1.0,
                      upper_bound=-1.0, clip_gradient=-1.0, bias_correction=True, name=None,
                      _weights32=None):
    """Per tensor: LAMB's phase 1, the trust ratio of the weight's and the direction's 2-norms,
    phase 2 (the same bits as lamb_update_phase1/phase2, measured).  The mp_ form works on the
    float32 master copies, advancing them; unlike mp_lamb_update_phase1 it keeps the rescaled
    gradient in float32 (measured: a float16 gradient with rescale_grad=1/3 gives MXNet's mean
    within 6e-8 unrounded, 6.5e-5 apart rounded to float16)."""
    n = num_tensors or len(weights)
    outs = outs_of(out, n)
    result = []
    for k in range(n):
        weight = weights[k]
        master = weight if _weights32 is None else _weights32[k]
        xp, w = weight.context.xp, master._data
        g = lamb_phase1_step(xp, w, grads[k]._data, mean[k]._data, var[k]._data, step_count[k],
                             wds[k], beta1, beta2, epsilon, bias_correction,
                             scale_of(rescale_grad), clip_gradient)
        r1, r2 = (float(xp.sqrt(xp.sum(a * a))) for a in (w, g))
        dst = w if _weights32 is not None or outs[k] is weight else w.copy()
        new = lamb_phase2_step(w, g, r1, r2, lrs[k], lower_bound, upper_bound, dst)
        result.append(write_out(outs[k], weight, new))
    return result


def multi_mp_lamb_update(weights, grads, mean, var, weights32, step_count, lrs, wds, out=None,
                         num_tensors=0, name=None, **kwargs):
    return multi_lamb_update(weights, grads, mean, var, step_count, lrs, wds, out=out,
                             num_tensors=num_tensors, _weights32=weights32, **kwargs)
