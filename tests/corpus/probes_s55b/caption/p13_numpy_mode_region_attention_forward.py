"""Numpy-mode region attention (`forward`): scores by `np.matmul` of regions and the expanded query, `npx.softmax` over regions, context by the broadcasting `*` and `.sum(axis=1)`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 4), (2, 5)]


class RegionAttention(HybridBlock):
    def __init__(self, feat_dim=4, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.query = nn.Dense(feat_dim, in_units=hidden)

    def forward(self, feats, hidden):
        q = np.expand_dims(self.query(hidden), axis=2)
        alpha = npx.softmax(np.matmul(feats, q), axis=1)
        return (feats * alpha).sum(axis=1)


Net = RegionAttention
