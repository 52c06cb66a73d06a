"""Query-to-gallery cosine scores with a per-gallery-item bias added in place; the scores are scaled by the embedding width."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, gallery=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.item_bias = self.params.get('item_bias', shape=(gallery,), init='ones')

    def hybrid_forward(self, F, q, g, item_bias):
        scores = F.dot(q, g, transpose_b=True) / q.shape[-1] ** 0.5
        scores += item_bias
        return F.softmax(scores, axis=1)
