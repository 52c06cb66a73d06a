"""NFNet stochastic depth: in training the residual branch is scaled by a per-sample mask from `F.Dropout` of ones of shape (N, 1, 1, 1) (a keepdims mean), guarded by `autograd.is_training()`; at inference the branch passes unchanged."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class StochasticDepthBlock(HybridBlock):
    def __init__(self, channels=4, drop_rate=0.2, alpha=0.2, **kwargs):
        super().__init__(**kwargs)
        self._drop = drop_rate
        self._alpha = alpha
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        out = self.conv(F.relu(x))
        if autograd.is_training() and self._drop > 0:
            keep = F.Dropout(F.ones_like(F.mean(out, axis=(1, 2, 3), keepdims=True)), p=self._drop)
            out = F.broadcast_mul(out, keep)
        return out * self._alpha + x


Net = StochasticDepthBlock
