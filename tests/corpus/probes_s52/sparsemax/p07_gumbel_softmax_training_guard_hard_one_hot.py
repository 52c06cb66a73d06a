"""Gumbel-softmax selector: Gumbel noise from `F.random.uniform_like` only while `autograd.is_training()`; at inference the hard one-hot of the argmax, depth from the constructor."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class GumbelSelector(HybridBlock):
    def __init__(self, num_choices=5, tau=0.5, **kwargs):
        super().__init__(**kwargs)
        self.num_choices, self.tau = num_choices, tau
        with self.name_scope():
            self.logits = nn.Dense(num_choices)

    def hybrid_forward(self, F, x):
        logits = self.logits(x)
        if autograd.is_training():
            u = F.random.uniform_like(logits, low=1e-6, high=1 - 1e-6)
            return F.softmax((logits - F.log(-F.log(u))) / self.tau, axis=-1)
        return F.one_hot(F.argmax(logits, axis=-1), self.num_choices)


Net = GumbelSelector
