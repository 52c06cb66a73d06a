"""Mixup drawing lambda with `F.random.uniform(shape=(x.shape[0], 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 12)]


class Net(HybridBlock):
    def __init__(self, alpha=0.0, **kwargs):
        super().__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.classifier = nn.Dense(3, in_units=12)

    def hybrid_forward(self, F, x):
        lam = 1.0 - self.alpha * F.random.uniform(shape=(x.shape[0], 1))
        mixed = F.broadcast_mul(x, lam) + F.broadcast_mul(F.reverse(x, axis=0), 1 - lam)
        return self.classifier(mixed)
