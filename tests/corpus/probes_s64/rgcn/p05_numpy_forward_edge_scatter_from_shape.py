"""Numpy-mode R-GCN in `forward` (MXNet 2 style): `n = h.shape[0]`, per-edge weights gathered by `w[rel]`, messages scattered by a one-hot `npx.one_hot(dst, n).T @ msg`, degrees normalised by broadcasting `/` -- nothing traced."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(5, 4), (7,), (7,), (7,)]


class NumpyRGCN(HybridBlock):
    def __init__(self, in_units=4, units=6, relations=3, **kwargs):
        super().__init__(**kwargs)
        self._r = relations
        self.weight = self.params.get("weight", shape=(relations, in_units, units))
        self.loop = nn.Dense(units, in_units=in_units)

    def forward(self, h, src_raw, dst_raw, rel_raw):
        n = h.shape[0]
        src = np.floor((src_raw + 1) * 0.5 * (n - 1e-3)).astype("int32")
        dst = np.floor((dst_raw + 1) * 0.5 * (n - 1e-3))
        rel = np.floor((rel_raw + 1) * 0.5 * (self._r - 1e-3)).astype("int32")
        msg = np.einsum("ei,eio->eo", h[src], self.weight.data()[rel])
        onehot = npx.one_hot(dst, n)
        deg = np.maximum(onehot.sum(axis=0), 1)
        return npx.relu(onehot.T @ msg / deg[:, None] + self.loop(h))


Net = NumpyRGCN
