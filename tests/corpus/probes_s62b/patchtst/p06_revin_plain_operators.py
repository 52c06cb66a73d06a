"""PatchTST RevIN as the PyTorch module writes it: `x = x - self.mean` and `x = x / self.stdev` with (N, 1, C) keepdims statistics against the (N, L, C) series, plain operators."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3)]


class PlainRevIN(HybridBlock):
    def __init__(self, pred_len=4, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.head = nn.Dense(pred_len, flatten=False)

    def hybrid_forward(self, F, x):
        mean = F.mean(x, axis=1, keepdims=True)
        stdev = F.sqrt(F.mean(F.square(F.broadcast_sub(x, mean)), axis=1, keepdims=True) + self._eps)
        x = x - mean
        x = x / stdev
        return self.head(x.transpose((0, 2, 1)))


Net = PlainRevIN
