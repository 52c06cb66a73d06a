"""Softmax-exploration head that sharpens its arm scores in place with `scores *= self.inv_temperature`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class BoltzmannPolicy(HybridBlock):
    def __init__(self, dim=6, num_arms=3, temperature=0.5, **kwargs):
        super().__init__(**kwargs)
        self.inv_temperature = 1.0 / temperature
        with self.name_scope():
            self.q = nn.Dense(num_arms, in_units=dim)

    def hybrid_forward(self, F, ctx):
        scores = self.q(ctx)
        scores *= self.inv_temperature
        return F.softmax(scores, axis=1)


Net = BoltzmannPolicy
