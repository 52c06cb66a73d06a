"""The adaptive family of ``mx.optimizer`` (per-element step sizes from running gradient
statistics): adam, rmsprop, adagrad, ftml, ftrl, adadelta, adamax and nadam."""
from __future__ import annotations

import math

from .nd_updates import adam_step, ftml_update, ftrl_update, rmsprop_step, rmspropalex_step
from .optimizer_base import Optimizer, _check, _clip_if_set, _zeros_like, _zeros_states, \
    register

__all__ = ["FTML", "AdaDelta", "AdaGrad", "Adam", "Adamax", "Ftrl", "Nadam", "RMSProp"]


@register
class Adam(Optimizer):
    """``g = clip(rescale_grad * grad + wd * w)``; ``m = b1 m + (1 - b1) g``;
    ``v = b2 v + (1 - b2) g^2``; ``w -= lr_t m / (sqrt(v) + eps)`` with
    ``lr_t = lr sqrt(1 - b2^t) / (1 - b1^t)``."""

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-8,
                 lazy_update=True, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.beta1 = beta1
        self.beta2 = beta2
        self.epsilon = epsilon
        self.lazy_update = lazy_update

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        t = self._index_update_count[index]
        lr *= math.sqrt(1. - self.beta2 ** t) / (1. - self.beta1 ** t)
        w = weight._data
        adam_step(weight.context.xp, w, grad._data, state[0]._data, state[1]._data, lr,
                  self.beta1, self.beta2, self.epsilon, wd, self.rescale_grad,
                  self._kernel_clip(), w)


@register
class RMSProp(Optimizer):
    """Tieleman & Hinton's RMSProp (``rmsprop_update``) or, with ``centered``,
    Graves' version (``rmspropalex_update``); ``clip_weights`` clips the result."""

    def __init__(self, learning_rate=0.001, gamma1=0.9, gamma2=0.9, epsilon=1e-8,
                 centered=False, clip_weights=None, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.gamma1 = gamma1
        self.gamma2 = gamma2
        self.centered = centered
        self.epsilon = epsilon
        self.clip_weights = clip_weights

    def create_state(self, index, weight):
        if self.centered:
            return _zeros_states(weight, 3)
        return (_zeros_like(weight),)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        w, xp = weight._data, weight.context.xp
        clip_weights = float(self.clip_weights) if self.clip_weights else -1.0
        args = (self.epsilon, wd, self.rescale_grad, self._kernel_clip(), clip_weights, w)
        if not self.centered:
            rmsprop_step(xp, w, grad._data, state[0]._data, lr, self.gamma1, *args)
        else:
            rmspropalex_step(xp, w, grad._data, state[0]._data, state[1]._data,
                             state[2]._data, lr, self.gamma1, self.gamma2, *args)


@register
class AdaGrad(Optimizer):
    """``h += g^2``; ``w += -lr * (g / sqrt(h + eps) + wd * w)`` with
    ``g = clip(rescale_grad * grad)`` (MXNet's python update for dense grads)."""

    def __init__(self, eps=1e-7, **kwargs):
        super().__init__(**kwargs)
        self.float_stable_eps = eps

    def create_state(self, index, weight):
        return _zeros_like(weight)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        w, xp = weight._data, weight.context.xp
        g = self._clip(xp, grad._data.astype(w.dtype, copy=False) * self.rescale_grad)
        history = state._data
        history += g * g
        div = g / xp.sqrt(history + self.float_stable_eps)
        w += (div + w * wd) * -lr


@register
class FTML(Optimizer):
    """FTML (Zheng & Kwok, 2017): ``ftml_update`` at the parameter's update count."""

    def __init__(self, beta1=0.6, beta2=0.999, epsilon=1e-8, **kwargs):
        super().__init__(**kwargs)
        self.beta1 = beta1
        self.beta2 = beta2
        self.epsilon = epsilon

    def create_state(self, index, weight):
        return _zeros_states(weight, 3)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        d, v, z = state
        ftml_update(weight, grad, d, v, z, lr=lr, t=self._index_update_count[index],
                    beta1=self.beta1, beta2=self.beta2, epsilon=self.epsilon, wd=wd,
                    rescale_grad=self.rescale_grad, clip_grad=self._kernel_clip(), out=weight)


@register
class Ftrl(Optimizer):
    """FTRL-proximal (McMahan et al., 2013): ``ftrl_update`` on the accumulators z, n."""

    def __init__(self, lamda1=0.01, learning_rate=0.1, beta=1, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.lamda1 = lamda1
        self.beta = beta

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        z, n = state
        ftrl_update(weight, grad, z, n, lr=lr, lamda1=self.lamda1, beta=self.beta, wd=wd,
                    rescale_grad=self.rescale_grad, clip_gradient=self._kernel_clip(),
                    out=weight)


@register
class AdaDelta(Optimizer):
    """AdaDelta (Zeiler, 2012); the learning rate is not used.  Like MXNet's, the update
    rescales ``grad`` in place (the caller's gradient buffer is left rescaled)."""

    def __init__(self, rho=0.90, epsilon=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.rho = rho
        self.epsilon = epsilon

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        _check(weight, grad)
        wd = self._get_wd(index)
        self._update_count(index)
        xp, w = weight.context.xp, weight._data
        grad._data *= self.rescale_grad
        g = _clip_if_set(xp, grad._data, self.clip_gradient)
        acc_g, acc_delta = state[0]._data, state[1]._data
        acc_g *= self.rho
        acc_g += (1. - self.rho) * g * g
        delta = xp.sqrt(acc_delta + self.epsilon) / xp.sqrt(acc_g + self.epsilon) * g
        acc_delta *= self.rho
        acc_delta += (1. - self.rho) * delta * delta
        w -= delta + wd * w


@register
class Adamax(Optimizer):
    """AdaMax (Kingma & Ba, section 7): ``u = max(beta2 u, |g|)``,
    ``w -= lr / (1 - beta1^t) * m / u``."""

    def __init__(self, learning_rate=0.002, beta1=0.9, beta2=0.999, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.beta1 = beta1
        self.beta2 = beta2

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        lr /= (1. - self.beta1 ** self._index_update_count[index])
        xp, w = weight.context.xp, weight._data
        g = _clip_if_set(xp, grad._data * self.rescale_grad + wd * w, self.clip_gradient)
        m, u = state[0]._data, state[1]._data
        m *= self.beta1
        m += (1. - self.beta1) * g
        u[...] = xp.maximum(self.beta2 * u, xp.abs(g))
        w -= lr * m / u


@register
class Nadam(Optimizer):
    """Nesterov Adam (Dozat, 2016) with MXNet's warming momentum schedule; the schedule's
    running product is one per optimizer, as in MXNet."""

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-8,
                 schedule_decay=0.004, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.beta1 = beta1
        self.beta2 = beta2
        self.epsilon = epsilon
        self.schedule_decay = schedule_decay
        self.m_schedule = 1.

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        t = self._index_update_count[index]
        xp, w = weight.context.xp, weight._data
        g = _clip_if_set(xp, grad._data * self.rescale_grad + wd * w, self.clip_gradient)
        momentum_t = self.beta1 * (1. - 0.5 * (pow(0.96, t * self.schedule_decay)))
        momentum_t_1 = self.beta1 * (1. - 0.5 * (pow(0.96, (t + 1) * self.schedule_decay)))
        self.m_schedule = self.m_schedule * momentum_t
        m_schedule_next = self.m_schedule * momentum_t_1
        m, v = state[0]._data, state[1]._data
        m *= self.beta1
        m += (1. - self.beta1) * g
        v *= self.beta2
        v += (1. - self.beta2) * g * g
        g_prime = g / (1. - self.m_schedule)
        m_prime = m / (1. - m_schedule_next)
        v_prime = v / (1. - pow(self.beta2, t))
        m_bar = (1. - momentum_t) * g_prime + momentum_t_1 * m_prime
        w -= lr * m_bar / (xp.sqrt(v_prime) + self.epsilon)
