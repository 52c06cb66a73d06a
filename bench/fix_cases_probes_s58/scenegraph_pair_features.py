"""Pairwise subject/object features for every ordered pair of detected objects: `n = feats.shape[0]`, the subject side `feats.expand_dims(1).broadcast_to((n, n, d))`, the object side likewise, concatenated, flattened to `(n * n, 2 * d)` and classified into predicates."""
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, num_rel=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.subj = nn.Dense(dim, in_units=dim, flatten=False)
            self.obj = nn.Dense(dim, in_units=dim, flatten=False)
            self.cls = nn.Dense(num_rel, in_units=2 * dim)

    def hybrid_forward(self, F, feats):
        n, d = feats.shape
        s = self.subj(feats).expand_dims(1).broadcast_to((n, n, d))
        o = self.obj(feats).expand_dims(0).broadcast_to((n, n, d))
        pair = F.concat(s, o, dim=2).reshape((n * n, 2 * d))
        return self.cls(F.relu(pair))
