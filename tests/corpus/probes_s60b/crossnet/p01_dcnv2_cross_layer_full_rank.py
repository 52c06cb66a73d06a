"""DCN-v2 cross layer over field embeddings: categorical ids of F fields embedded and flattened to x0 (N, F*D), then `x0 * self.dense(x) + x` with a full-rank Dense -- plain operators on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


class CrossLayerV2(HybridBlock):
    def __init__(self, num_fields=3, vocab=10, dim=4, **kwargs):
        super().__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.dense = nn.Dense(num_fields * dim, in_units=num_fields * dim)

    def hybrid_forward(self, F, raw):
        ids = F.floor(F.abs(raw) * (self._vocab - 1))
        x0 = F.flatten(self.embed(ids))
        return x0 * self.dense(x0) + x0


Net = CrossLayerV2
