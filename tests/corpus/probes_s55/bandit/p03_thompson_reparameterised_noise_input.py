"""Thompson-sampling head with the standard-normal noise passed in: `mu + exp(log_std) * noise`, all (N, K), the greedy arm by `argmax`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class ThompsonHead(HybridBlock):
    def __init__(self, dim=6, num_arms=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(num_arms, in_units=dim)
            self.log_std = nn.Dense(num_arms, in_units=dim)

    def hybrid_forward(self, F, ctx, noise):
        sample = self.mu(ctx) + F.exp(F.clip(self.log_std(ctx), -5, 2)) * noise
        return sample, F.argmax(sample, axis=1)


Net = ThompsonHead
