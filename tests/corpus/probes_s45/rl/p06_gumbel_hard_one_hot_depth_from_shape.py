"""Straight-through Gumbel-softmax whose hard sample is `one_hot(argmax, depth=logits.shape[-1])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 6)]


class Net(HybridBlock):
    def __init__(self, num_actions=6, tau=0.5, **kwargs):
        super().__init__(**kwargs)
        self._tau = tau
        with self.name_scope():
            self.policy = nn.Dense(num_actions, in_units=10)

    def hybrid_forward(self, F, obs, noise):
        logits = self.policy(obs)
        gumbel = -F.log(-F.log(F.clip((noise + 1) / 2, 1e-6, 1 - 1e-6)))
        soft = F.softmax((logits + gumbel) / self._tau, axis=-1)
        hard = F.one_hot(F.argmax(soft, axis=-1), depth=logits.shape[-1])
        return F.stop_gradient(hard - soft) + soft
