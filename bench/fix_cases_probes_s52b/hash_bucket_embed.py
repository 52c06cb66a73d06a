"""Hashing trick for feature ids: quantized ids taken modulo the bucket count in numpy, then embedded."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, buckets=7, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.buckets = buckets
        with self.name_scope():
            self.emb = nn.Embedding(buckets, dim)

    def hybrid_forward(self, F, x):
        ids = F.floor(F.abs(x) * 1000)
        hashed = mx.nd.array(ids.asnumpy() % self.buckets)
        return self.emb(hashed).mean(axis=1)
