"""Mention-distance features: positions from an arange over the mention axis, pairwise offsets by subtracting a row from a column with `-`, log-spaced buckets clipped and embedded, and the embedding added to the pairwise scores."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, buckets=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.dist_emb = nn.Embedding(buckets, 1)
            self.buckets = buckets

    def hybrid_forward(self, F, m):
        pos = F.arange(m.shape[1])
        dist = pos.reshape((-1, 1)) - pos.reshape((1, -1))
        bucket = F.clip(F.floor(F.log2(F.maximum(dist, 1))) + 1, 0, self.buckets - 1) * (dist > 0)
        feat = self.dist_emb(bucket).reshape((1, m.shape[1], m.shape[1]))
        return F.batch_dot(m, m, transpose_b=True) + feat
