"""DeepFM: the shared field embeddings flattened by `reshape((0, -1))` into an MLP, the FM term added, the two logits summed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class DeepFM(HybridBlock):
    def __init__(self, buckets=16, factors=4, hidden=(8, 8), **kwargs):
        super(DeepFM, self).__init__(**kwargs)
        self.buckets = buckets
        with self.name_scope():
            self.embed = nn.Embedding(buckets + 1, factors)
            self.mlp = nn.HybridSequential()
            for h in hidden:
                self.mlp.add(nn.Dense(h, activation="relu"))
            self.mlp.add(nn.Dense(1))

    def fm(self, F, v):
        return 0.5 * F.sum(F.square(v.sum(axis=1)) - F.square(v).sum(axis=1), axis=1, keepdims=True)

    def hybrid_forward(self, F, x):
        ids = F.floor((x + 1) * (self.buckets // 2))
        v = self.embed(ids)
        deep = self.mlp(v.reshape((0, -1)))
        return F.sigmoid(deep + self.fm(F, v))


Net = DeepFM
