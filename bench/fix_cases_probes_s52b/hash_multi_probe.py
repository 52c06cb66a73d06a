"""Multi-hash embeddings (Bloom-style): each of several hash functions is applied to the ids, the python list of hashed ids stacked and every row embedded."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, buckets=11, dim=3, seeds=(3, 5, 7), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.buckets = buckets
        self.seeds = seeds
        with self.name_scope():
            self.emb = nn.Embedding(buckets, dim)

    def hybrid_forward(self, F, x):
        ids = F.floor(F.abs(x) * 100)
        hashes = [((ids * s + 1) % self.buckets).asnumpy() for s in self.seeds]
        idx = mx.nd.array(hashes)
        return self.emb(idx).sum(axis=0)
