"""NODE ODST in numpy mode (`hybrid_forward` with `F.np`/`F.npx`): `F.np.dot(x, F.npx.softmax(sel, axis=0))` reshaped to (N, T, D), `(fv - thr) * F.np.exp(-logt)` with the (T, D) Parameters broadcast as numpy does, bins by `F.npx.sigmoid` stacked on a new axis."""
from mxnet import init, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(4, 5)]


class NumpyODST(HybridBlock):
    def __init__(self, in_features=5, trees=3, depth=2, **kwargs):
        super().__init__(**kwargs)
        self._t, self._d = trees, depth
        self.sel = self.params.get("sel", shape=(in_features, trees * depth), init=init.Uniform(1.0))
        self.thr = self.params.get("thr", shape=(trees, depth), init=init.Uniform(0.5))
        self.logt = self.params.get("logt", shape=(trees, depth), init=init.Zero())

    def hybrid_forward(self, F, x, sel, thr, logt):
        fv = F.np.dot(x, F.npx.softmax(sel, axis=0)).reshape(-1, self._t, self._d)
        tl = (fv - thr) * F.np.exp(-logt)
        bins = F.np.stack([F.npx.sigmoid(-tl), F.npx.sigmoid(tl)], axis=-1)
        return bins.prod(axis=2)


Net = NumpyODST
