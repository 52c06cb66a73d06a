"""AFM pairs built by iterating over the fields of the embedding tensor: `for f in e.transpose((1, 0, 2))`
into a python list, then every pair's product."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class IterFields(HybridBlock):
    def __init__(self, vocab=20, k=4, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.emb = nn.Embedding(vocab, k)
            self.p = nn.Dense(1)

    def hybrid_forward(self, F, fields):
        ids = F.clip(F.floor((fields + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        per_field = [f for f in self.emb(ids).transpose((1, 0, 2))]
        inter = []
        for i in range(len(per_field)):
            for j in range(i + 1, len(per_field)):
                inter.append(per_field[i] * per_field[j])
        return self.p(F.add_n(*inter) if len(inter) > 1 else F.zeros_like(per_field[0]))


Net = IterFields
