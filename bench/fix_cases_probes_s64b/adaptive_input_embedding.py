"""Adaptive input embeddings (Baevski & Auli): the vocabulary cut into id ranges by `cutoffs`, each
range with its own embedding of a smaller dimension (`dim // factor ** i`) and a projection back to
`dim`; every token is embedded by each bucket with its id shifted into the bucket and masked
outside it, the result accumulated into a zero tensor built from `ids.shape`, scaled by
sqrt(dim)."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=20, dim=8, cutoffs=(4, 12), factor=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim = dim
        self.vocab = vocab
        self.cutoffs = list(cutoffs) + [vocab]
        with self.name_scope():
            self.embeddings = nn.HybridSequential()
            self.projections = nn.HybridSequential()
            prev = 0
            for i, cut in enumerate(self.cutoffs):
                size = dim // (factor ** i)
                self.embeddings.add(nn.Embedding(cut - prev, size))
                self.projections.add(nn.Dense(dim, in_units=size, flatten=False, use_bias=False))
                prev = cut

    def hybrid_forward(self, F, x):
        ids = F.abs(x * self.vocab).floor()
        result = F.zeros(ids.shape + (self.dim,))
        prev = 0
        for i, cut in enumerate(self.cutoffs):
            mask = (ids >= prev) * (ids < cut)
            local = (ids - prev) * mask
            emb = self.projections[i](self.embeddings[i](local))
            result = result + emb * mask.expand_dims(-1)
            prev = cut
        return result * math.sqrt(self.dim)
