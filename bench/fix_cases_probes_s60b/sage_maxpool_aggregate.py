"""GraphSAGE's max-pool aggregator: every neighbour `(N, S, D)` through a dense layer and ReLU, an element-wise max over the sample axis, the node's own features concatenated, and the result flattened by `(len(self_feats), -1)` before `F.L2Normalization`."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, hidden=6, out=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.pool = nn.Dense(hidden, in_units=d, flatten=False, activation='relu')
            self.fc_self = nn.Dense(out, in_units=d, use_bias=False)
            self.fc_neigh = nn.Dense(out, in_units=hidden, use_bias=False)

    def hybrid_forward(self, F, self_feats, neigh):
        n = len(self_feats)
        pooled = self.pool(neigh).max(axis=1)
        h = F.concat(self.fc_self(self_feats), self.fc_neigh(pooled), dim=1)
        h = h.reshape((n, -1))
        return F.L2Normalization(F.relu(h), mode='instance')
