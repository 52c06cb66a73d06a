"""LeViT `Linear_BN` over (B, N, C) tokens with the token count derived from the input's `.size` (`n = x.size // (self._b * self._c)`, batch and channels from the constructor) for the BatchNorm reshape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class LinearBNSize(HybridBlock):
    def __init__(self, batch=2, dim=8, **kwargs):
        super().__init__(**kwargs)
        self._b, self._c = batch, dim
        with self.name_scope():
            self.c = nn.Dense(dim, flatten=False, use_bias=False)
            self.bn = nn.BatchNorm()

    def hybrid_forward(self, F, x):
        n = x.size // (self._b * self._c)
        return self.bn(self.c(x).reshape((self._b * n, self._c))).reshape((self._b, n, self._c))


Net = LinearBNSize
