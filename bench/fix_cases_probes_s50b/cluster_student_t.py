"""Deep embedded clustering: Student-t soft assignment of embeddings to learned centroids."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, clusters=2, dim=3, alpha=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._alpha = alpha
        with self.name_scope():
            self.centroids = self.params.get('centroids', shape=(clusters, dim), init=mx.init.Uniform(1.0))

    def hybrid_forward(self, F, z, centroids):
        d = ((z.expand_dims(1) - centroids.expand_dims(0)) ** 2).sum(axis=2)
        q = 1.0 / (1.0 + d / self._alpha) ** ((self._alpha + 1) / 2)
        return q / q.sum(axis=1, keepdims=True)
