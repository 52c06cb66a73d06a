"""MQ-CNN forking decoder taking the horizon length from the future features as `K = len(future.transpose((2, 0, 1, 3)))`: `len()` of a tensor in a reshape code."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 3, 2)]


class LenHorizonDecoder(HybridBlock):
    def __init__(self, ctx=4, quantiles=3, horizon=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.glob = nn.Dense(horizon * ctx, flatten=False, activation="relu")
            self.local = nn.Dense(quantiles, flatten=False)

    def hybrid_forward(self, F, enc, future):
        k = len(future.transpose((2, 0, 1, 3)))
        ctx = self.glob(enc).reshape((0, 0, -4, k, -1))
        return self.local(F.concat(ctx, future, dim=3))


Net = LenHorizonDecoder
