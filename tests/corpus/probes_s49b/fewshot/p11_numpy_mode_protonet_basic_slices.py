"""Numpy-mode prototypical head (`npx.set_np()`): class prototypes as means of basic slices `emb[c * k:(c + 1) * k]` with python bounds, stacked by `np.stack`, distances by numpy broadcasting against `q[:, None, :]`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(6, 10), (4, 10)]


class Net(HybridBlock):
    def __init__(self, n_way=3, k_shot=2, in_units=10, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n_way, self.k_shot = n_way, k_shot
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, support, query):
        emb, k = self.embed(support), self.k_shot
        prototypes = F.np.stack([emb[c * k:(c + 1) * k].mean(axis=0) for c in range(self.n_way)], axis=0)
        q = self.embed(query)
        return -((q[:, None, :] - prototypes[None, :, :]) ** 2).sum(axis=-1)
