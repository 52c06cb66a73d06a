"""Numpy-mode SASRec scorer (`@use_np`): the last position by the basic subscript `h[:, -1]` and
item scores by `np.dot` with the embedding weight passed as a Parameter."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 8)]


@use_np
class NumpyScorer(HybridBlock):
    def __init__(self, num_items=12, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False)
            self.items = self.params.get("items", shape=(num_items, units))

    def hybrid_forward(self, F, feats, items):
        last = self.proj(feats)[:, -1]
        return F.np.dot(last, items.T)


Net = NumpyScorer
