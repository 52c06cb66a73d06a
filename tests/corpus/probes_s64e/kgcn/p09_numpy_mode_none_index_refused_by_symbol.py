"""KGCN aggregator in numpy mode (`hybrid_forward` with `F.np`/`F.npx`): neighbours gathered by `F.np.take(table, ids, axis=0)` from an embedding table Parameter, the user row spread by basic indexing `user[:, None, :]` and multiplied onto (N, K, D) relations with numpy broadcasting, `.sum(-1)` and `F.npx.softmax`. Written as legal, recorded illegal and kept as an illegal probe: MXNet 1.9.1's numpy Symbol refuses a `None` in a subscript ("Only integer, slice, or tuple of these types are supported"), which the numpy ndarray accepts eagerly."""
from mxnet import init, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(4, 6), (4, 3)]


class NumpyKGCN(HybridBlock):
    def __init__(self, relations=4, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._r = relations
        self.table = self.params.get("table", shape=(relations, dim), init=init.Normal(0.1))

    def hybrid_forward(self, F, user, nbr_r, table):
        idx = F.np.clip(F.np.floor((nbr_r + 1) * (self._r / 2)), 0, self._r - 1).astype("int32")
        rel = F.np.take(table, idx, axis=0)
        scores = F.npx.softmax((user[:, None, :] * rel).sum(-1), axis=-1)
        return (scores[:, :, None] * rel).sum(1)


Net = NumpyKGCN
