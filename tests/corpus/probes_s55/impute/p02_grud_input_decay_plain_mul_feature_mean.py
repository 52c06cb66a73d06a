"""GRU-D input decay whose (D,) empirical-mean Parameter multiplies the (N, T, D) `1 - gamma` by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 3), (2, 6, 3), (2, 6, 3)]


class GRUDInputDecay(HybridBlock):
    def __init__(self, num_features=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.decay = nn.Dense(num_features, flatten=False, in_units=num_features)
            self.x_mean = self.params.get("x_mean", shape=(num_features,), init="ones")

    def hybrid_forward(self, F, x, mask_in, delta, x_last, x_mean):
        m = mask_in > 0
        gamma = F.exp(-F.relu(self.decay(F.abs(delta))))
        decayed = gamma * x_last + (1 - gamma) * x_mean
        return m * x + (1 - m) * decayed


Net = GRUDInputDecay
