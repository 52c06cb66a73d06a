"""Gumbel-softmax relaxation with the uniform noise passed in (reproducible rollouts), temperature on the block."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 6)]


def gumbel_softmax(F, logits, uniform, tau, eps=1e-10):
    gumbel = -F.log(-F.log(uniform + eps) + eps)
    return F.softmax((logits + gumbel) / tau, axis=-1)


class Net(HybridBlock):
    def __init__(self, num_actions=6, tau=0.5, **kwargs):
        super().__init__(**kwargs)
        self._tau = tau
        with self.name_scope():
            self.policy = nn.Dense(num_actions, in_units=10)

    def hybrid_forward(self, F, obs, noise):
        uniform = F.clip((noise + 1) / 2, 1e-6, 1 - 1e-6)
        return gumbel_softmax(F, self.policy(obs), uniform, self._tau)
