"""RealNVP checkerboard mask built in the graph from the configured H and W: `F.broadcast_add(F.arange(H).reshape((-1, 1)), F.arange(W).reshape((1, -1))) % 2` reshaped to (1, 1, H, W), applied by `broadcast_mul`; the parity flips with a python flag."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


class ArangeMaskCoupling(HybridBlock):
    def __init__(self, channels=2, height=4, width=4, reverse=False, **kwargs):
        super().__init__(**kwargs)
        self._h, self._w, self._rev = height, width, reverse
        self.st = nn.Conv2D(2 * channels, 3, padding=1)

    def mask(self, F):
        b = F.broadcast_add(F.arange(self._h).reshape((-1, 1)), F.arange(self._w).reshape((1, -1))) % 2
        if self._rev:
            b = 1 - b
        return b.reshape((1, 1, self._h, self._w))

    def hybrid_forward(self, F, x):
        b = self.mask(F)
        s, t = F.split(self.st(F.broadcast_mul(x, b)), num_outputs=2, axis=1)
        s = F.broadcast_mul(F.tanh(s), 1 - b)
        y = F.broadcast_mul(x, b) + F.broadcast_mul(x * F.exp(s) + F.broadcast_mul(t, 1 - b), 1 - b)
        return y, F.sum(s, axis=(1, 2, 3))


Net = ArangeMaskCoupling
