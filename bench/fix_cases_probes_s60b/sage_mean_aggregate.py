"""GraphSAGE's mean aggregator over a fixed fan-out: the sampled neighbours `(N * S, D)` viewed as `(self_feats.shape[0], S, -1)` and averaged, concatenated with the node's own features, projected, and L2-normalised by `h / F.norm(h, axis=1, keepdims=True)` (NDArray's broadcasting)."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (12, 3)]


class Net(nn.HybridBlock):
    def __init__(self, d=3, out=5, fanout=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.fanout = fanout
        with self.name_scope():
            self.fc = nn.Dense(out, in_units=2 * d)

    def hybrid_forward(self, F, self_feats, neigh_feats):
        neigh = neigh_feats.reshape(self_feats.shape[0], self.fanout, -1).mean(axis=1)
        h = F.relu(self.fc(F.concat(self_feats, neigh, dim=1)))
        return h / (F.norm(h, axis=1, keepdims=True) + 1e-6)
