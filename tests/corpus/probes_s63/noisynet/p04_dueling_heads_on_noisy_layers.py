"""Noisy dueling DQN: a Dense trunk, value and advantage heads that are factorised noisy layers (a child class taking the shared noise vectors), combined as `broadcast_add(value, broadcast_sub(adv, adv.mean(axis=1, keepdims=True)))`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (8,), (3,)]


class NoisyHead(HybridBlock):
    def __init__(self, in_units, units, **kwargs):
        super(NoisyHead, self).__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.w_mu = self.params.get("w_mu", shape=(units, in_units))
            self.w_sigma = self.params.get("w_sigma", shape=(units, in_units), init=mx.init.Constant(0.1))

    def hybrid_forward(self, F, x, f_in, f_out, w_mu, w_sigma):
        weight = w_mu + w_sigma * F.dot(f_out.reshape((-1, 1)), f_in.reshape((1, -1)))
        return F.FullyConnected(x, weight, no_bias=True, num_hidden=self._units)


class NoisyDueling(HybridBlock):
    def __init__(self, obs_dim=6, hidden=8, num_actions=3, **kwargs):
        super(NoisyDueling, self).__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, in_units=obs_dim, activation="relu")
            self.value = NoisyHead(hidden, 1)
            self.adv = NoisyHead(hidden, num_actions)

    def hybrid_forward(self, F, obs, eps_h, eps_a):
        f_h = F.sign(eps_h) * F.sqrt(F.abs(eps_h))
        f_a = F.sign(eps_a) * F.sqrt(F.abs(eps_a))
        h = self.trunk(obs)
        value = self.value(h, f_h, F.slice_axis(f_a, axis=0, begin=0, end=1))
        adv = self.adv(h, f_h, f_a)
        return F.broadcast_add(value, F.broadcast_sub(adv, adv.mean(axis=1, keepdims=True)))


Net = NoisyDueling
