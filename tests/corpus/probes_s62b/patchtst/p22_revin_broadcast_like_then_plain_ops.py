"""PatchTST RevIN with the statistics expanded to the series by `F.broadcast_like(mean, x)` first, so that the normalisation `(x - mean) / std` and the restoration are plain operators on equal shapes; the series patched by `F.reshape(shape=(-1, n, p))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3)]


class BroadcastLikeRevIN(HybridBlock):
    def __init__(self, seq_len=16, n_vars=3, patch_len=4, d_model=8, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self._c, self._p, self._n, self._eps = n_vars, patch_len, seq_len // patch_len, eps
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)
            self.head = nn.Dense(seq_len, flatten=False)

    def hybrid_forward(self, F, x):
        mean = F.broadcast_like(F.mean(x, axis=1, keepdims=True), x)
        std = F.broadcast_like(F.sqrt(F.mean(F.square(F.broadcast_sub(x, F.mean(x, axis=1, keepdims=True))),
                                             axis=1, keepdims=True) + self._eps), x)
        z = (x - mean) / std
        u = self.embed(F.reshape(z.transpose((0, 2, 1)), shape=(-1, self._n, self._p)))
        y = self.head(u.reshape((0, -1))).reshape((-1, self._c, self._n * self._p)).transpose((0, 2, 1))
        return y * std + mean


Net = BroadcastLikeRevIN
