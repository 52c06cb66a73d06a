"""Attentional FM: pairwise products of field embeddings from `F.split` outputs stacked on axis 1, softmax attention over the pairs, the weighted sum projected to a score."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 4)]


class AttentionalFM(HybridBlock):
    def __init__(self, num_fields=4, buckets=10, factors=4, att=6, **kwargs):
        super(AttentionalFM, self).__init__(**kwargs)
        self.num_fields, self.buckets = num_fields, buckets
        with self.name_scope():
            self.embed = nn.Embedding(buckets + 1, factors)
            self.att = nn.Dense(att, activation="relu", flatten=False)
            self.proj = nn.Dense(1, flatten=False, use_bias=False)
            self.out = nn.Dense(1)

    def hybrid_forward(self, F, x):
        v = self.embed(F.floor((x + 1) * (self.buckets // 2)))
        fields = F.split(v, num_outputs=self.num_fields, axis=1, squeeze_axis=True)
        pairs = [fields[i] * fields[j]
                 for i in range(self.num_fields) for j in range(i + 1, self.num_fields)]
        p = F.stack(*pairs, axis=1)
        a = F.softmax(self.proj(self.att(p)), axis=1)
        return self.out(F.sum(F.broadcast_mul(a, p), axis=1))


Net = AttentionalFM
