"""RevIN written with plain operators, `(x - mean) / std` of the (B, L, C) series and (B, 1, C) keepdims
statistics."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class PlainRevIN(HybridBlock):
    def __init__(self, horizon=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.proj = nn.Dense(horizon, flatten=False)

    def hybrid_forward(self, F, x):
        mean = F.mean(x, axis=1, keepdims=True)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(x, mean)), axis=1, keepdims=True) + self.eps)
        x = (x - mean) / std
        return self.proj(x.transpose((0, 2, 1))).transpose((0, 2, 1))


Net = PlainRevIN
