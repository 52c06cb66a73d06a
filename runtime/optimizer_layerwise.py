"""The layer-wise (trust-ratio) family of ``mx.optimizer``: lamb, lars and lbsgd, which scale
each parameter's step by the ratio of its weight norm to its gradient norm."""
from __future__ import annotations

import logging
import math
import os

import numpy as np

from .nd_contrib_updates import multi_lamb_update, multi_mp_lamb_update
from .nd_updates import multi_lars, multi_sum_sq, preloaded_multi_mp_sgd_mom_update, \
    preloaded_multi_mp_sgd_update, preloaded_multi_sgd_mom_update, preloaded_multi_sgd_update, \
    sgd_mom_step, sgd_step, sgd_update
from .ndarray import NDArray
from .optimizer_base import Optimizer, _check, _zeros_like, _zeros_states, register

__all__ = ["LAMB", "LARS", "LBSGD"]


@register
class LAMB(Optimizer):
    """LAMB (You et al., 2019): ``lamb_update_phase1`` gives the direction, phase 2 scales the
    step by the trust ratio ``||w|| / ||g||`` (``lower_bound``/``upper_bound`` clamp
    ``||w||``), as MXNet's Updater runs it: ``multi_lamb_update`` (the same bits as the two
    phases, measured), and for float16 weights with ``multi_precision``
    ``multi_mp_lamb_update`` on their float32 master copies."""

    _MX_DEFAULTS = {"aggregate_num": 45, "allow_np_array": False}

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-6,
                 lower_bound=None, upper_bound=None, bias_correction=True, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.beta1 = beta1
        self.beta2 = beta2
        self.epsilon = epsilon
        self.lower_bound = lower_bound
        self.upper_bound = upper_bound
        self.bias_correction = bias_correction

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def _lamb_step(self, index, weight, grad, mean, var, weight32=None):
        lr, wd = self._scalars(index, weight, grad)
        kwargs = dict(step_count=[self._index_update_count[index]], lrs=[lr], wds=[wd],
                      out=[weight], beta1=self.beta1, beta2=self.beta2, epsilon=self.epsilon,
                      bias_correction=self.bias_correction, rescale_grad=self.rescale_grad,
                      clip_gradient=self._kernel_clip(), lower_bound=self.lower_bound or -1.0,
                      upper_bound=self.upper_bound or -1.0)
        if weight32 is None:
            multi_lamb_update([weight], [grad], [mean], [var], **kwargs)
        else:
            multi_mp_lamb_update([weight], [grad], [mean], [var], [weight32], **kwargs)

    def update(self, index, weight, grad, state):
        self._lamb_step(index, weight, grad, *state)

    def update_multi_precision(self, index, weight, grad, state):
        if self.multi_precision and weight.dtype == np.float16:
            master, (mean, var) = state
            self._lamb_step(index, weight, grad, mean, var, master)
        else:
            self.update(index, weight, grad, state)


# AdaDelta, Adamax and Nadam are python updates in MXNet 1.9.1: the same array operations in
# the same order (python numbers combine in double and meet the arrays in their dtype, as
# MXNet's scalar operators take them); they clip whenever ``clip_gradient is not None``.


def _aggregation_size(default):
    return int(os.getenv("MXNET_OPTIMIZER_AGGREGATION_SIZE", str(default)))


def _no_lars(name):
    # MXNet leaves these out of LARS' scaling; it reads names ending so, with or without "_"
    return name.endswith(("gamma", "beta", "bias"))


@register
class LARS(Optimizer):
    """LARS (You et al., 2017): SGD with momentum whose learning rate per weight is scaled by
    ``eta * ||w|| / (||g|| + wd * ||w|| + eps)`` (``multi_sum_sq`` + ``multi_lars``, then the
    ``preloaded_multi_`` SGD forms, as MXNet's aggregated path runs them; parameters named
    ``*gamma``/``*beta``/``*bias`` keep the plain rate).  ``momentum_correction`` scales the
    momentum by ``lr / previous lr`` (the rate as last read, one read per update call)."""

    _master_first = False
    _aggregated_updates = True      # the Updater hands it MXNet's groups of parameters

    def __init__(self, momentum=0.0, lazy_update=True, eta=0.001, eps=0,
                 momentum_correction=True, **kwargs):
        super().__init__(**kwargs)
        self.momentum = momentum
        self.momentum_correction = momentum_correction
        self.lazy_update = lazy_update
        self.aggregate_num = _aggregation_size(4)
        self.eta = eta
        self.eps = eps
        self.skip = 0
        self.last_lr = None
        self.cur_lr = None

    def _get_lrs(self, indices):
        if self.cur_lr is not None:
            self.last_lr = self.cur_lr
        lr = self.lr_scheduler(self.num_update) if self.lr_scheduler is not None else self.lr
        if self.cur_lr is None:
            self.last_lr = lr
        self.cur_lr = lr
        return self._scaled(lr, indices, "lr_mult")

    def set_wd_mult(self, args_wd_mult):
        """Only ``*_weight`` parameters get weight decay by default (not ``*_gamma``)."""
        self.wd_mult = {n: 0.0 for n in self.idx2name.values() if not n.endswith("_weight")}
        self.wd_mult.update(self._mults_from_symbol("__wd_mult__"))
        self.wd_mult.update(args_wd_mult)

    def create_state(self, index, weight):
        return _zeros_like(weight) if self.momentum != 0.0 else None

    def update(self, index, weight, grad, state):
        self._update_impl(index, weight, grad, state, False)

    def update_multi_precision(self, index, weight, grad, state):
        first = weight[0] if isinstance(index, (tuple, list)) else weight
        self._update_impl(index, weight, grad, state,
                          self.multi_precision and first.dtype == np.float16)

    def _update_impl(self, indices, weights, grads, states, multi_precision):
        if not isinstance(indices, (tuple, list)):
            indices, weights, grads, states = [indices], [weights], [grads], [states]
        for weight, grad in zip(weights, grads):
            _check(weight, grad)
        self._update_count(indices)
        lrs, wds = self._get_lrs(indices), self._get_wds(indices)
        kwargs = {"rescale_grad": self.rescale_grad}
        if self.momentum > 0:
            kwargs["momentum"] = (self.momentum * (self.cur_lr / self.last_lr)
                                  if self.momentum_correction and self.last_lr != 0
                                  else self.momentum)
        if self.clip_gradient:
            kwargs["clip_gradient"] = self.clip_gradient
        names = [self.idx2name.get(i, str(i)) for i in indices]
        order = ([k for k, n in enumerate(names) if not _no_lars(n)]
                 + [k for k, n in enumerate(names) if _no_lars(n)])
        n_lars = sum(not _no_lars(n) for n in names)
        ctx = weights[0].context
        new_lrs = NDArray(ctx.xp.asarray([lrs[k] for k in order], dtype=np.float32), ctx)
        new_wds = NDArray(ctx.xp.asarray([wds[k] for k in order], dtype=np.float32), ctx)
        weights, grads, states = ([seq[k] for k in order] for seq in (weights, grads, states))
        if n_lars:
            multi_lars(new_lrs[:n_lars], multi_sum_sq(*weights[:n_lars], num_arrays=n_lars),
                       multi_sum_sq(*grads[:n_lars], num_arrays=n_lars), new_wds[:n_lars],
                       eta=self.eta, eps=self.eps, rescale_grad=self.rescale_grad,
                       out=new_lrs[:n_lars])
        for a in range(0, len(indices), self.aggregate_num):
            b = a + self.aggregate_num
            ws, gs, sts = weights[a:b], grads[a:b], states[a:b]
            if not multi_precision:
                per = [ws, gs, sts] if self.momentum > 0 else [ws, gs]
            else:
                inner, masters = ([s[0] for s in sts], [s[1] for s in sts])
                per = [ws, gs, inner, masters] if self.momentum > 0 else [ws, gs, masters]
            update = ({(False, True): preloaded_multi_sgd_mom_update,
                       (False, False): preloaded_multi_sgd_update,
                       (True, True): preloaded_multi_mp_sgd_mom_update,
                       (True, False): preloaded_multi_mp_sgd_update}
                      [(multi_precision, self.momentum > 0)])
            arrays = [x for group in zip(*per) for x in group]
            update(*arrays, new_lrs[a:b], new_wds[a:b], out=ws, num_weights=len(ws), **kwargs)


@register
class LBSGD(Optimizer):
    """Large-batch SGD: gradients are summed over ``batch_scale`` calls and the weight moves
    on every ``batch_scale``-th (``sgd_update``/``sgd_mom_update`` on their mean, the rate
    times a warm-up multiplier: ``linear``, ``power2``, ``sqrt`` over ``warmup_epochs *
    updates_per_epoch`` calls, or ``lars``: ``sqrt(|w|^2 / (|g|^2 + wd |w|^2 + 1e-18))``
    held to [0.01, 100]); the calls between run ``sgd_update`` with rate 0 (the weight is
    kept)."""

    def __init__(self, momentum=0.0, multi_precision=False, warmup_strategy="linear",
                 warmup_epochs=5, batch_scale=1, updates_per_epoch=32, begin_epoch=0,
                 num_epochs=60, **kwargs):
        super().__init__(**kwargs)
        logging.info("Running Large-Batch SGD Algorithm")
        logging.info("(Batch_scale=%f, warmup_epochs=%d, warmup_strategy=%s, "
                     "updates_per_epoch=%d)", batch_scale, warmup_epochs, warmup_strategy,
                     updates_per_epoch)
        self.momentum = momentum
        self.multi_precision = multi_precision
        self.warmup_strategy = warmup_strategy
        self.warmup_epochs = warmup_epochs
        self.batch_scale = batch_scale
        self.updates_per_epoch = updates_per_epoch
        self.init_updates = begin_epoch * updates_per_epoch
        self.num_epochs = num_epochs
        self.lbmult = 1
        self.cumgrads: dict = {}
        self.adaptive = False
        self.admult = 1

    def create_state(self, index, weight):
        # MXNet's base class wraps a float16 weight's state (master first) before this runs
        return _zeros_like(weight) if self.momentum != 0.0 else None

    def _get_lbmult(self, nup):
        nwup = self.warmup_epochs * self.updates_per_epoch
        maxmult = float(self.batch_scale)
        if nup >= nwup:
            return maxmult
        if nwup <= 1:
            return 1.0
        if self.warmup_strategy == "linear":
            return 1.0 + (maxmult - 1) * nup / nwup
        if self.warmup_strategy == "power2":
            return 1.0 + (maxmult - 1) * (nup * nup) / (nwup * nwup)
        if self.warmup_strategy == "sqrt":
            return 1.0 + (maxmult - 1) * math.sqrt(float(nup) / nwup)
        return 1.0

    @staticmethod
    def _sum_sq(v):
        # a float32 numpy sum, as MXNet's ``multiply(v, v).asnumpy().sum()``; then in double
        return float((v._data * v._data).sum())

    def _get_lars(self, weight, g, wd):
        w2, g2 = self._sum_sq(weight), self._sum_sq(g)
        return min(max(math.sqrt(w2 / (g2 + wd * w2 + 1e-18)), 0.01), 100)

    def _cumulate_gradient(self, grad, index):
        cgrad = self.cumgrads.get(index)
        if cgrad and cgrad["num_cums"] > 0:
            cgrad = {"cum_grad": cgrad["cum_grad"] + grad, "num_cums": cgrad["num_cums"] + 1}
        else:
            cgrad = {"cum_grad": grad, "num_cums": self.init_updates + 1}
        self.cumgrads[index] = cgrad
        return cgrad

    def update(self, index, weight, grad, state):
        _check(weight, grad)
        lr, wd = self._get_lr(index), self._get_wd(index)
        self._update_count(index)
        cgrad = self._cumulate_gradient(grad, index)
        if cgrad["num_cums"] % self.batch_scale != 0:
            sgd_update(weight, grad, out=weight, lr=0.0, wd=wd)
            return
        grad = cgrad["cum_grad"] / self.batch_scale
        lr *= (self._get_lars(weight, grad, wd) if self.warmup_strategy == "lars"
               else self._get_lbmult(cgrad["num_cums"]))
        xp, w = weight.context.xp, weight._data
        if state is not None and self.momentum > 0:
            sgd_mom_step(xp, w, grad._data, state._data, lr, self.momentum, wd,
                         self.rescale_grad, self._kernel_clip(), w)
        else:
            sgd_step(xp, w, grad._data, lr, wd, self.rescale_grad, self._kernel_clip(), w)
        self.cumgrads[index]["cum_grad"] = 0
