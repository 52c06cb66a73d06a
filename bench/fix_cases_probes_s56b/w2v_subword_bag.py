"""fastText word vectors: a word's character n-gram ids with 0 as padding, the (N, G, D) n-gram embeddings masked by the (N, G, 1) non-padding mask and averaged over the real n-gram count ((N, D) over (N, 1))."""
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, buckets=12, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.buckets = buckets
        with self.name_scope():
            self.emb = nn.Embedding(buckets, dim)

    def hybrid_forward(self, F, x):
        ids = F.floor(F.relu(x) * (self.buckets - 1e-3))
        mask = (ids > 0).astype('float32')
        e = self.emb(ids) * mask.expand_dims(2)
        return e.sum(axis=1) / (mask.sum(axis=1, keepdims=True) + 1e-6)
