"""Next-item scores from the last position's features, taken with the legacy subscript
`feats[:, -1, :]`, against an (N, D) item table Parameter by `F.dot(..., transpose_b=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class NextItem(HybridBlock):
    def __init__(self, num_items=20, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.items = self.params.get("items", shape=(num_items, units))
            self.proj = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, feats, items):
        last = self.proj(feats)[:, -1, :]
        return F.dot(last, items, transpose_b=True)


Net = NextItem
