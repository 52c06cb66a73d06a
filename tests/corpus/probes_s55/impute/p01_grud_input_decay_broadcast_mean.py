"""GRU-D input decay: `gamma = exp(-relu(W delta + b))`, the last observation decayed toward the empirical mean (a (D,) Parameter reshaped and combined by `broadcast_*`), observed values kept by the mask."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3), (2, 6, 3), (2, 6, 3), (2, 6, 3)]


class GRUDInputDecay(HybridBlock):
    def __init__(self, num_features=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.decay = nn.Dense(num_features, flatten=False, in_units=num_features)
            self.x_mean = self.params.get("x_mean", shape=(num_features,), init="zeros")

    def hybrid_forward(self, F, x, mask_in, delta, x_last, x_mean):
        m = mask_in > 0
        gamma = F.exp(-F.relu(self.decay(F.abs(delta))))
        mean = F.reshape(x_mean, (1, 1, -1))
        decayed = gamma * x_last + F.broadcast_mul(1 - gamma, mean)
        return m * x + (1 - m) * decayed


Net = GRUDInputDecay
