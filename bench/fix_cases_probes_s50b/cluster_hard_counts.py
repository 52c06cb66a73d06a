"""Hard k-means step: one-hot assignments to the nearest centroid and the per-cluster means, empty clusters guarded."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(6, 2)]


class Net(nn.HybridBlock):
    def __init__(self, clusters=3, dim=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.centroids = self.params.get('centroids', shape=(clusters, dim), init=mx.init.Uniform(1.0))

    def hybrid_forward(self, F, z, centroids):
        d = F.sum(F.square(F.broadcast_sub(z.expand_dims(1), centroids.expand_dims(0))), axis=2)
        onehot = F.one_hot(F.argmin(d, axis=1), depth=centroids.shape[0])
        counts = onehot.sum(axis=0)
        means = F.dot(onehot, z, transpose_a=True)
        return F.broadcast_div(means, F.maximum(counts, 1).reshape((-1, 1)))
